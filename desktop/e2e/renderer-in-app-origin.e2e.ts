/**
 * The renderer as the desktop app runs it, in real Chromium: served through the app's own protocol
 * handler (desktop/src/app-protocol.ts) on an origin that is not the API's, talking to the real server
 * across origins with no cookie, its session added on the way out by the app's real main-process
 * code (api-auth.ts with the session vault) and the preload bridge stood in by the test.
 *
 * Chromium outside Electron cannot register the app:// scheme, so the page lives on
 * https://app.hardwarehub.test (fulfilled by the same handler; the server allows that origin through
 * ALLOWED_ORIGINS exactly as it allows app://hardwarehub by itself). The CORS answers for
 * app://hardwarehub itself are checked in backend/src/http/cors.api.test.ts; desktop/README.md says
 * how to run the real-Electron smoke test.
 */
import { expect, request, test, type BrowserContext, type Page, type Route } from '../../e2e/fixtures.ts';
import { BRIDGE_KEY, DESKTOP_SETTINGS_PATH, type HardwareHubBridge } from '#shared/api/desktop-bridge.ts';
import { SERVER_URL_MESSAGES } from '#shared/schemas/desktop-schemas.ts';
import { installApiAuth, type WebRequestLike } from '../src/api-auth.ts';
import { createAppProtocolHandler } from '../src/app-protocol.ts';
import { createServerSettings } from '../src/server-settings.ts';
import { createSessionVault, type KeyValueStore, type TokenCipher } from '../src/session-vault.ts';

export const STAND_IN_ORIGIN = 'https://app.hardwarehub.test';
const DEMO_PASSWORD = 'HardwareHub#2026';
const screenshots = 'artifacts/screenshots/desktop';

type Listener<T extends keyof WebRequestLike> = Parameters<WebRequestLike[T]>[1];

function memoryStore(): KeyValueStore & { data: Record<string, unknown> } {
  const data: Record<string, unknown> = {};
  return { data, get: (k) => data[k], set: (k, v) => void (data[k] = v), delete: (k) => void delete data[k] };
}

/** An OS keychain stand-in: reversible, so the test can see that only ciphertext is stored. */
const cipher: TokenCipher = {
  isAsyncEncryptionAvailable: async () => true,
  getSelectedStorageBackend: () => 'gnome_libsecret',
  encryptStringAsync: async (plain) => Buffer.from(`sealed:${Buffer.from(plain).toString('base64')}`),
  decryptStringAsync: async (data) => ({ result: Buffer.from(data.toString().slice(7), 'base64').toString(), shouldReEncrypt: false }),
};

/** What the main process would be: protocol handler, API authentication, vault, settings, and what the bridge was asked. */
async function standInShell(context: BrowserContext, apiOrigin: string) {
  const store = memoryStore();
  const vault = createSessionVault({ cipher, store, platform: 'linux' });
  // The native confirmation of a server change: the member cancels (this run keeps its server).
  const settings = createServerSettings({ store: memoryStore(), defaultServerUrl: apiOrigin, env: {}, showMessageBox: async (options) => ({ response: options.cancelId }) });
  const calls: { method: string; arg: unknown }[] = [];
  const state = { offline: false };

  // The app's protocol handler, on the stand-in origin.
  const serveApp = createAppProtocolHandler({ rootDir: 'renderer/dist', apiOrigin: () => apiOrigin, fetchUpstream: (url, init) => fetch(url, init) });
  await context.route(`${STAND_IN_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await serveApp(new Request(`app://hardwarehub${url.pathname}${url.search}`, { method: route.request().method() }));
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => void (headers[name] = value));
    await route.fulfill({ status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) });
  });

  // The main process's webRequest hooks, run on every request to the server.
  let before: Listener<'onBeforeSendHeaders'> | undefined;
  let received: Listener<'onHeadersReceived'> | undefined;
  installApiAuth({ webRequest: { onBeforeSendHeaders: (_f, l) => void (before = l), onHeadersReceived: (_f, l) => void (received = l) }, vault, apiOrigin: () => apiOrigin });
  let nextId = 0;
  const seen: { url: string; headers: Record<string, string> }[] = [];
  await context.route(`${apiOrigin}/**`, async (route: Route) => {
    if (state.offline) return route.abort('connectionrefused');
    const req = route.request();
    const id = ++nextId;
    const original = await req.allHeaders();
    seen.push({ url: req.url(), headers: original });
    const headers = await new Promise<Record<string, string>>((resolve) => before!({ id, url: req.url(), requestHeaders: original }, (r) => resolve(r.requestHeaders ?? original)));
    let response;
    try {
      response = await route.fetch({ headers, maxRedirects: 0, timeout: 60_000 });
    } catch (error) {
      // Said in the report: a request the page sees fail for a reason of the stand-in's, not the server's.
      console.warn(`stand-in shell: ${req.method()} ${req.url()} could not be forwarded: ${error instanceof Error ? error.message : String(error)}`);
      return route.abort('connectionrefused').catch(() => undefined);
    }
    const multi: Record<string, string[]> = {};
    for (const { name, value } of response.headersArray()) (multi[name] ??= []).push(value);
    const filtered = await new Promise<Record<string, string[]>>((resolve) =>
      received!({ id, url: req.url(), method: req.method(), statusCode: response.status(), responseHeaders: multi }, (r) => resolve(r.responseHeaders ?? multi)),
    );
    // The body arrives decoded: its encoding and length headers no longer apply.
    const flat = Object.fromEntries(Object.entries(filtered).filter(([name]) => !['content-encoding', 'content-length'].includes(name.toLowerCase())).map(([name, values]) => [name, values.join(', ')]));
    const body = await response.body().catch(() => null);
    // A null body: the context closed while this answer was on its way.
    if (body) await route.fulfill({ status: response.status(), headers: flat, body }).catch(() => undefined);
  });

  // The preload's bridge, forwarding to this "main process".
  await context.exposeBinding('__hhStandInBridge', async (_source, method: string, arg: unknown) => {
    calls.push({ method, arg });
    if (method === 'getSessionStorage') return vault.storage();
    if (method === 'clearSession') return vault.clear();
    if (method === 'getServerSettings') return settings.get();
    if (method === 'setServerUrl') return settings.set(arg);
    return undefined;
  });
  await context.addInitScript(
    ({ origin, api, BRIDGE_KEY }) => {
      if (location.origin !== origin) return;
      const call = (method: string, arg?: unknown) => (window as unknown as { __hhStandInBridge: (m: string, a: unknown) => Promise<unknown> }).__hhStandInBridge(method, arg);
      const listeners = new Set<(path: string) => void>();
      (window as unknown as { __hhNavigate: (path: string) => void }).__hhNavigate = (path) => listeners.forEach((listener) => listener(path));
      const bridge: HardwareHubBridge = {
        apiOrigin: api,
        getSessionStorage: () => call('getSessionStorage') as Promise<'keychain'>,
        clearSession: () => call('clearSession') as Promise<void>,
        notify: (notification) => call('notify', notification) as Promise<void>,
        setNotificationsEnabled: (enabled) => call('setNotificationsEnabled', enabled) as Promise<void>,
        setUnreadCount: (count) => call('setUnreadCount', count) as Promise<void>,
        getServerSettings: () => call('getServerSettings') as never,
        setServerUrl: (url) => call('setServerUrl', url) as never,
        openInBrowser: (path) => call('openInBrowser', path) as Promise<void>,
        onNavigate: (callback) => {
          listeners.add(callback);
          return () => void listeners.delete(callback);
        },
        downloads: {
          onProgress: () => () => undefined,
          cancel: (id) => call('cancelDownload', id) as Promise<void>,
          show: (id) => call('showDownload', id) as Promise<void>,
        },
      };
      (window as unknown as Record<string, unknown>)[BRIDGE_KEY] = bridge;
    },
    { origin: STAND_IN_ORIGIN, api: apiOrigin, BRIDGE_KEY },
  );
  return { vault, store, calls, seen, state };
}

const shellNavigate = (page: Page, path: string) => page.evaluate((p) => (window as unknown as { __hhNavigate: (path: string) => void }).__hhNavigate(p), path);

test('the embedded renderer signs in by bearer token across origins, gets realtime notifications and follows the shell', async ({ browser, baseURL }) => {
  const apiOrigin = new URL(baseURL!).origin;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const shell = await standInShell(context, apiOrigin);
  const page = await context.newPage();

  await page.goto(`${STAND_IN_ORIGIN}/auth`);
  // The bridge has no way to read the session.
  expect(await page.evaluate((key) => Object.keys((window as unknown as Record<string, object>)[key] ?? {}), BRIDGE_KEY)).not.toContain('getSessionToken');
  await page.getByLabel('Email').fill('maya.chen@demo.hardwarehub.dev');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${STAND_IN_ORIGIN}/dashboard`);
  await expect(page.getByText('Welcome back, Maya', { exact: true })).toBeVisible();

  // The session is a bearer token the vault holds as ciphertext; the browser has no cookie and the page no token.
  const token = shell.vault.token();
  expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  expect(JSON.stringify(shell.store.data)).not.toContain(token!);
  expect(await context.cookies(apiOrigin)).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  const login = shell.seen.find((entry) => entry.url.endsWith('/api/login'))!;
  expect(login.headers.origin).toBe(STAND_IN_ORIGIN);
  expect(login.headers.authorization).toBeUndefined();
  expect(await page.evaluate(async (api) => (await fetch(`${api}/api/user`)).headers.get('x-session-token'), apiOrigin)).toBeNull();
  // The member's 'Desktop notifications' preference (on) reaches the shell once signed in.
  await expect.poll(() => shell.calls.filter((c) => c.method === 'setNotificationsEnabled').at(-1)?.arg).toBe(true);
  await page.screenshot({ path: `${screenshots}/dashboard-1280.png` });

  // The socket is up (its long-polling requests carried the token too): a message from Wei arrives as a native notification.
  const wei = await request.newContext({ baseURL: apiOrigin, extraHTTPHeaders: { Origin: apiOrigin } });
  expect((await wei.post('/api/login', { data: { email: 'wei.zhang@demo.hardwarehub.dev', password: DEMO_PASSWORD } })).status()).toBe(200);
  const connections = (await (await wei.get('/api/connections')).json()) as { id: number; status: string; requesterId: number; requester: { fullName: string } | null }[];
  const withMaya = connections.find((c) => c.status === 'accepted' && c.requester?.fullName === 'Maya Chen')!;
  await expect.poll(() => shell.seen.some((entry) => entry.url.includes('/ws/') && entry.headers.origin === STAND_IN_ORIGIN), { timeout: 20_000 }).toBe(true);
  // The notification names the conversation, not the text: several unread messages there become one notice ("2 new messages").
  const content = `Samples ship Friday #${Date.now() % 100_000}`;
  const notices = () => shell.calls.filter((c) => c.method === 'notify').length;
  const before = notices();
  await expect(page.locator('html[data-realtime="authenticated"]')).toHaveCount(1);
  expect((await wei.post('/api/messages', { data: { connectionId: withMaya.id, recipientId: withMaya.requesterId, content } })).status()).toBe(201);
  await expect.poll(() => notices(), { timeout: 30_000 }).toBeGreaterThan(before);
  expect(shell.calls.filter((c) => c.method === 'notify').at(-1)?.arg).toMatchObject({ kind: 'message', title: 'New message from Wei Zhang', senderName: 'Wei Zhang', path: `/messages/${withMaya.id}` });
  await expect.poll(() => shell.calls.filter((c) => c.method === 'setUnreadCount').at(-1)?.arg as number).toBeGreaterThan(0);

  // A hardwarehub:// link (or a notification click) arrives as a path: the app routes it without reloading.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await shellNavigate(page, `/messages/${withMaya.id}`);
  await page.waitForURL(`${STAND_IN_ORIGIN}/messages/${withMaya.id}`);
  await expect(page.getByTestId('message-content').filter({ hasText: content }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  await page.screenshot({ path: `${screenshots}/thread-1280.png` });

  // The menu's Settings: the server address form, validated with the shared schema in the form and in the shell.
  await shellNavigate(page, DESKTOP_SETTINGS_PATH);
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings.getByRole('textbox', { name: 'Server address' })).toHaveValue(apiOrigin);
  await settings.getByRole('textbox', { name: 'Server address' }).fill('http://hub.example.com');
  await settings.getByRole('button', { name: 'Save and reconnect' }).click();
  await expect(settings.getByText(SERVER_URL_MESSAGES.insecure)).toBeVisible();
  await page.screenshot({ path: `${screenshots}/settings-1280.png` });
  await settings.getByRole('button', { name: 'Close' }).click();

  // Checkout opens in the system browser, on the server, flagged so the payment returns to the app.
  await page.goto(`${STAND_IN_ORIGIN}/subscribe?plan=entrepreneur-pro&interval=monthly&role=entrepreneur`);
  await page.getByRole('button', { name: 'Open secure checkout' }).click();
  await expect.poll(() => shell.calls.find((c) => c.method === 'openInBrowser')?.arg).toBe('/subscribe?plan=entrepreneur-pro&interval=monthly&role=entrepreneur&desktop=1');
  await page.screenshot({ path: `${screenshots}/checkout-1280.png` });

  // The server goes away: the offline screen, not a blank window; Retry brings the app back.
  shell.state.offline = true;
  await page.reload();
  const offline = page.getByRole('alertdialog', { name: "Can't reach HardwareHub" });
  await expect(offline).toBeVisible();
  await page.screenshot({ path: `${screenshots}/offline-1280.png` });
  shell.state.offline = false;
  await offline.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Logging out wipes the vault (the main process sees the logout succeed).
  await page.goto(`${STAND_IN_ORIGIN}/dashboard`);
  await page.getByRole('button', { name: 'Account menu for Maya Chen' }).first().click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(`${STAND_IN_ORIGIN}/auth`);
  await expect.poll(() => shell.vault.token()).toBeNull();
  expect(shell.store.data).toEqual({});
  await wei.dispose();
  // Answers still on their way through the stand-in main process (the socket's polls) end with the context.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
});
