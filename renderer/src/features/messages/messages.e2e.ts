import path from 'node:path';
import { expect, gotoApp, test, type APIRequestContext, type Browser, type Page, type WebSocketRoute } from '../../../../e2e/fixtures.ts';
import { apiUser, DEMO_PASSWORD, PASSWORD, signIn, toast, type Person } from '../../test-support/accounts.e2e-helper.ts';

const SHOTS = path.resolve('artifacts/screenshots');
const SOCKET = /\/ws\//;

interface Member {
  person: Person;
  api: APIRequestContext;
  id: number;
}

async function member(baseURL: string, fullName: string): Promise<Member> {
  const { person, api } = await apiUser(baseURL, { fullName: `${fullName} ${Math.random().toString(36).slice(2, 6)}` });
  const me = (await (await api.get('/api/user')).json()) as { id: number };
  return { person, api, id: me.id };
}

/** A requests, B accepts: an accepted connection whose first message is the request text. */
async function connect(a: Member, b: Member, message = 'Hi, shall we work together on the enclosure?'): Promise<number> {
  const created = await a.api.post('/api/connections', { data: { recipientId: b.id, message } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const accepted = await b.api.patch(`/api/connections/${id}`, { data: { status: 'accepted' } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return id;
}

/** A second browser context for `who`; `login()` signs it in through the API (no page is opened). */
async function signedIn(browser: Browser, baseURL: string, who: Member, options: { viewport?: { width: number; height: number } } = {}) {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  return { context, page, login: () => signIn(page, who.person.email, PASSWORD) };
}

/** The page's socket is open and authenticated (the client mirrors its state on <html data-realtime>). */
const live = (page: Page) => expect(page.locator('html[data-realtime="authenticated"]')).toHaveCount(1);

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const bubbles = (page: Page, text: string) => page.getByTestId('message-content').filter({ hasText: text });

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
}

/**
 * A switchable network cut for one page's socket: every WebSocket to /ws goes through a route that
 * can be closed, and while "offline" new WebSockets and the HTTP long-polling handshake fail.
 * (context.setOffline does not close open WebSockets in Chromium.)
 */
async function socketSwitch(page: Page) {
  let offline = false;
  const open = new Set<WebSocketRoute>();
  await page.routeWebSocket(SOCKET, (ws) => {
    if (offline) return void ws.close();
    ws.connectToServer();
    open.add(ws);
  });
  await page.route(SOCKET, (route) => (offline ? route.abort('internetdisconnected') : route.fallback()));
  return {
    async cut() {
      offline = true;
      for (const ws of open) await ws.close().catch(() => undefined);
      open.clear();
    },
    restore() {
      offline = false;
    },
  };
}

test('two connected users talk in real time, see typing, and a reconnect brings missed messages exactly once', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const ada = await member(baseURL!, 'Ada Founder');
  const ben = await member(baseURL!, 'Ben Maker');
  const connectionId = await connect(ada, ben);

  await signIn(page, ada.person.email, PASSWORD);
  const benSide = await signedIn(browser, baseURL!, ben);
  const net = await socketSwitch(benSide.page);
  await benSide.login();

  // Both open the thread; the request text is its first message.
  await gotoApp(page, `/messages/${connectionId}`);
  await gotoApp(benSide.page, `/messages/${connectionId}`);
  for (const p of [page, benSide.page]) {
    await expect(bubbles(p, 'shall we work together')).toBeVisible();
    await live(p);
  }
  await expect(benSide.page.getByRole('link', { name: ada.person.fullName, exact: true })).toHaveAttribute('href', `/users/${ada.id}`);

  // Real time both ways, without reloads; the optimistic row is replaced, not duplicated.
  await send(page, 'Hello Ben, the CAD files are ready.');
  await expect(bubbles(benSide.page, 'the CAD files are ready')).toHaveCount(1);
  await expect(bubbles(page, 'the CAD files are ready')).toHaveCount(1);
  await expect(page.locator('[data-delivery="pending"]')).toHaveCount(0);
  await send(benSide.page, 'Great, I will review them today.');
  await expect(bubbles(page, 'I will review them today')).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Today' })).toBeVisible();

  // Shift+Enter adds a line instead of sending.
  await composer(page).fill('Line one');
  await composer(page).press('Shift+Enter');
  await composer(page).pressSequentially('line two');
  await expect(composer(page)).toHaveValue('Line one\nline two');
  await expect(benSide.page.getByTestId('typing-indicator')).toHaveText(`${ada.person.fullName} is typing...`);
  await composer(page).fill('');
  await expect(benSide.page.getByTestId('typing-indicator')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();

  // Ben's socket drops. Ada writes meanwhile; Ben gets both messages once he is back, exactly once.
  await net.cut();
  await expect(toast(benSide.page, 'Connection Lost')).toContainText('Attempting to reconnect...');
  await expect(benSide.page.locator('html[data-realtime="authenticated"]')).toHaveCount(0);
  await expect(benSide.page.getByTestId('realtime-banner')).toContainText('Attempting to reconnect');
  await send(page, 'Missed one: tolerances are 0.1 mm.');
  await send(page, 'Missed two: anodised black, please.');
  await expect(bubbles(page, 'Missed two')).toHaveCount(1);
  await expect(bubbles(benSide.page, 'Missed one')).toHaveCount(0);
  net.restore();
  await expect(bubbles(benSide.page, 'Missed one')).toHaveCount(1, { timeout: 15_000 });
  await expect(bubbles(benSide.page, 'Missed two')).toHaveCount(1);
  await expect(benSide.page.getByTestId('realtime-banner')).toHaveCount(0);
  await live(benSide.page);
  // And live delivery works again on the new socket, still once per message.
  await send(page, 'Back online?');
  await expect(bubbles(benSide.page, 'Back online?')).toHaveCount(1);
  // A barrier instead of a wait: one socket delivers in order, so once a later message has arrived any
  // repeat of the earlier ones would have arrived before it.
  await send(page, 'Barrier: nothing repeats before this.');
  await expect(bubbles(benSide.page, 'Barrier: nothing repeats')).toHaveCount(1);
  for (const text of ['Missed one', 'Missed two', 'Back online?', 'the CAD files are ready']) await expect(bubbles(benSide.page, text)).toHaveCount(1);

  // Elsewhere in the app: a toast with the preview, the unread badge, and a click opens the thread.
  await benSide.page.goto('/dashboard');
  await expect(benSide.page.getByText('Recommended Partners')).toBeVisible();
  await live(benSide.page);
  await send(page, 'One more thing: can you also quote the packaging inserts for the first batch of units?');
  const notice = toast(benSide.page, 'New Message');
  await expect(notice).toContainText(`${ada.person.fullName}: One more thing: can you also quote the packaging i...`);
  await expect(benSide.page.getByTestId('nav-unread')).toHaveText('1');
  await notice.click();
  await expect(benSide.page).toHaveURL(`/messages/${connectionId}`);
  await expect(bubbles(benSide.page, 'packaging inserts')).toHaveCount(1);
  await expect(benSide.page.getByTestId('nav-unread')).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, 'messages-thread-live-1280.png'), fullPage: true });
  await benSide.context.close();
});

test('with the socket blocked, sending falls back to HTTP and the other side still receives it live', async ({ page, browser, baseURL }) => {
  const ada = await member(baseURL!, 'Ada Offline');
  const ben = await member(baseURL!, 'Ben Online');
  const connectionId = await connect(ada, ben);

  // Ada's socket never connects: no WebSocket, no long-polling.
  await page.routeWebSocket(SOCKET, (ws) => void ws.close());
  await page.route(SOCKET, (route) => route.abort());
  await signIn(page, ada.person.email, PASSWORD);
  const benSide = await signedIn(browser, baseURL!, ben);
  await benSide.login();
  await gotoApp(benSide.page, `/messages/${connectionId}`);
  await expect(bubbles(benSide.page, 'shall we work together')).toBeVisible();
  await live(benSide.page);

  await gotoApp(page, `/messages/${connectionId}`);
  await expect(bubbles(page, 'shall we work together')).toBeVisible();
  await expect(page.locator('html[data-realtime="authenticated"]')).toHaveCount(0);
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/messages') && response.request().method() === 'POST');
  await send(page, 'Sent over plain HTTP.');
  expect((await posted).status()).toBe(201);
  await expect(toast(page, 'Message Sent')).toBeVisible();
  await expect(bubbles(page, 'Sent over plain HTTP.')).toHaveCount(1);
  await expect(page.locator('[data-delivery="pending"]')).toHaveCount(0);
  await expect(bubbles(benSide.page, 'Sent over plain HTTP.')).toHaveCount(1);
  await benSide.context.close();
});

test('/messages?contact= opens the conversation, or the Connect dialog when there is none', async ({ page, baseURL }) => {
  const ada = await member(baseURL!, 'Ada Contact');
  const ben = await member(baseURL!, 'Ben Contact');
  const cleo = await member(baseURL!, 'Cleo Stranger');
  const connectionId = await connect(ada, ben);
  await signIn(page, ada.person.email, PASSWORD);

  await gotoApp(page, `/messages?contact=${ben.id}`);
  await expect(page).toHaveURL(`/messages/${connectionId}`);
  await expect(page.getByRole('region', { name: `Conversation with ${ben.person.fullName}` })).toBeVisible();

  await page.goto(`/messages?contact=${cleo.id}`);
  const dialog = page.getByRole('dialog', { name: 'Connect with Partner' });
  await expect(dialog).toContainText(cleo.person.fullName);
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(page, 'Connection Request Sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The new request shows as pending for the requester, with the input off.
  await page.getByRole('tab', { name: 'Pending' }).click();
  await page.getByTestId('connection-row').filter({ hasText: cleo.person.fullName }).click();
  await expect(page.getByText(`Waiting for ${cleo.person.fullName} to accept`)).toBeVisible();
  await expect(composer(page)).toBeDisabled();
});

test('a pending request can be accepted in the thread; search, tabs and empty states', async ({ page, browser, baseURL }) => {
  const ada = await member(baseURL!, 'Ada Pending');
  const ben = await member(baseURL!, 'Ben Pending');
  await signIn(page, ben.person.email, PASSWORD);
  await gotoApp(page, '/messages');
  await live(page);
  await expect(page.getByText('No connections found')).toBeVisible();
  await expect(page.getByText('Connect with partners to start messaging')).toBeVisible();
  await expect(page.getByText('Select a conversation')).toBeVisible();

  // The request arrives live: an in-app notification and a new row.
  const created = await ada.api.post('/api/connections', { data: { recipientId: ben.id, message: 'Hello Ben, could you quote 500 aluminium housings?' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await expect(toast(page, 'New connection request')).toContainText(ada.person.fullName);
  const row = page.getByTestId('connection-row').filter({ hasText: ada.person.fullName });
  await expect(row).toContainText('Hello Ben, could you quote ...');
  await page.getByRole('tab', { name: 'Active' }).click();
  await expect(page.getByText('No active connections yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Pending' }).click();
  await page.getByRole('textbox', { name: 'Search contacts' }).fill('nobody-like-this');
  await expect(page.getByText('No contacts match "nobody-like-this"')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search contacts' }).fill('entrepreneur');
  await row.click();
  await expect(page).toHaveURL(`/messages/${id}`);
  await expect(composer(page)).toBeDisabled();

  // Ada sees the answer as a notification.
  const adaSide = await signedIn(browser, baseURL!, ada);
  await adaSide.login();
  await gotoApp(adaSide.page, '/dashboard');
  await live(adaSide.page);
  await expect(page.getByRole('button', { name: `Accept ${ada.person.fullName}` })).toBeVisible(); // in the Pending list too
  await page.getByRole('alert').getByRole('button', { name: 'Accept' }).click();
  await expect(toast(page, 'Connection Accepted')).toBeVisible();
  await expect(toast(adaSide.page, 'Connection accepted')).toContainText(`${ben.person.fullName} accepted your connection request.`);
  await expect(composer(page)).toBeEnabled();
  await send(page, 'Accepted. Send me the drawings.');
  await expect(bubbles(page, 'Send me the drawings')).toHaveCount(1);
  await adaSide.context.close();
});

test.describe('screenshots of /messages', () => {
  test('two panels at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'maya.chen@demo.hardwarehub.dev', DEMO_PASSWORD);
    await gotoApp(page, '/messages');
    await expect(page.getByText('Select a conversation')).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'messages-select-1280.png'), fullPage: true });
    await page.getByTestId('connection-row').filter({ hasText: 'Wei Zhang' }).click();
    await expect(page.getByRole('region', { name: 'Conversation with Wei Zhang' })).toBeVisible();
    await expect(page.getByTestId('message').first()).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'messages-two-panel-1280.png'), fullPage: true });
    await page.getByRole('tab', { name: 'Pending' }).click();
    await expect(page.getByRole('button', { name: 'Accept Elena Rossi' })).toBeVisible();
    await page.getByTestId('connection-row').filter({ hasText: 'Elena' }).click();
    await expect(page.getByRole('alert').getByRole('button', { name: 'Accept' })).toBeVisible();
    // The seeded request text opens the thread as its first message, as the connection service stores it.
    await expect(bubbles(page, 'low-power wearable PCB layout')).toHaveCount(1);
    await page.screenshot({ path: path.join(SHOTS, 'messages-pending-request-1280.png'), fullPage: true });
  });

  test('one panel at a time at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'maya.chen@demo.hardwarehub.dev', DEMO_PASSWORD);
    await gotoApp(page, '/messages');
    await expect(page.getByTestId('connection-row').first()).toBeVisible();
    await expect(page.getByText('Select a conversation')).toHaveCount(0);
    await page.screenshot({ path: path.join(SHOTS, 'messages-list-390.png') });
    await page.getByTestId('connection-row').filter({ hasText: 'Wei Zhang' }).click();
    await expect(page.getByRole('region', { name: 'Conversation with Wei Zhang' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Connections' })).toHaveCount(0);
    await page.screenshot({ path: path.join(SHOTS, 'messages-thread-390.png') });
    await page.getByRole('button', { name: 'Back to connections' }).click();
    await expect(page).toHaveURL(/\/messages$/);
  });
});
