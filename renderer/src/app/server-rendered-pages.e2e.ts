import { SERVER_RENDER_MARKUP } from '#shared/api/server-render.ts';
import { appTakenOver, expect, test, type Page } from '../../../e2e/fixtures.ts';
import { DEMO_PASSWORD } from '../test-support/accounts.e2e-helper.ts';
import { holdApp } from '../test-support/hold-app.e2e-helper.ts';

/*
 * A signed-in visitor's page is drawn by the server with their data (app/server-render.tsx via
 * backend/src/static/server-render.ts), then hydrated by the app with the same data.
 */

async function signInAsMaya(page: Page, baseURL: string): Promise<void> {
  const response = await page.request.post('/api/login', { data: { email: 'maya.chen@demo.hardwarehub.dev', password: DEMO_PASSWORD }, headers: { Origin: baseURL } });
  expect(response.status()).toBe(200);
}

/** Console warnings of a hydration that failed and was redrawn (boot.tsx's onRecoverableError). */
function collectRedraws(page: Page): string[] {
  const redraws: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('redrawn instead of hydrated')) redraws.push(message.text());
  });
  return redraws;
}

test('the dashboard arrives drawn with the visitor data, and the app takes it over without fetching it again', async ({ page, baseURL }) => {
  await signInAsMaya(page, baseURL!);
  const redraws = collectRedraws(page);
  const dataRequests: string[] = [];
  const stylesheetRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(user|dashboard)(\?|$)/.test(new URL(request.url()).pathname)) dataRequests.push(request.url());
    if (request.resourceType() === 'stylesheet') stylesheetRequests.push(new URL(request.url()).pathname);
  });
  const releaseApp = await holdApp(page);
  await page.goto('/dashboard');

  // Before any of the app has run: the page, with Maya's data, and inert (a click would be lost).
  await expect(page.getByText('Welcome back, Maya')).toBeVisible();
  // The three figures and the two request-for-quote cards.
  await expect(page.locator('.hh-stat-card')).toHaveCount(5);
  const shield = `#${SERVER_RENDER_MARKUP.inertShieldId}`;
  expect(await page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.id)).toBe(SERVER_RENDER_MARKUP.inertShieldId);
  // The route's stylesheets came with the page, waiting (as print stylesheets) for the app to switch them on.
  const listed = `link[${SERVER_RENDER_MARKUP.pageStylesheetAttribute}]`;
  const stylesheets = await page.locator(listed).count();
  expect(stylesheets).toBeGreaterThan(3);
  await expect(page.locator(`body > ${listed}[media="print"]`)).toHaveCount(stylesheets);
  const cards = await page.locator('.hh-stat-card').elementHandles();

  releaseApp();
  await expect(page.locator('#root.hh-prerendered')).toHaveCount(0);
  await expect(page.locator(shield)).toHaveCount(0);
  expect(await page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('#root') !== null)).toBe(true);
  // Switched on in the head, where the stylesheets of pages opened later follow them; each requested once.
  await expect(page.locator(`head > ${listed}[media="all"]`)).toHaveCount(stylesheets);
  expect(stylesheetRequests.length).toBe(new Set(stylesheetRequests).size);
  // Hydrated in place (the same elements), with no mismatch, and the data was not asked for again.
  expect(await Promise.all(cards.map((card) => card.evaluate((el) => el.isConnected)))).toEqual([true, true, true, true, true]);
  expect(redraws).toEqual([]);
  expect(dataRequests).toEqual([]);

  // The live app: the side navigation moves in the page, and the partner search fetches as usual.
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole('menuitem', { name: 'Partners' }).click();
  await page.waitForURL('**/partners');
  await expect(page.locator('.hh-partner-card').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test('partners and messages are drawn by the server and hydrate without a mismatch', async ({ page, baseURL }) => {
  await signInAsMaya(page, baseURL!);
  const redraws = collectRedraws(page);
  for (const [path, content] of [
    ['/partners', '.hh-partner-grid .hh-partner-card'],
    ['/messages', '.hh-conn'],
  ] as const) {
    const releaseApp = await holdApp(page);
    await page.goto(path);
    await expect(page.locator(content).first()).toBeVisible();
    releaseApp();
    await expect(page.locator('#root.hh-prerendered')).toHaveCount(0);
    await page.unrouteAll();
  }
  expect(redraws).toEqual([]);
});

test('what is typed before the app runs reaches the live page; the chat composer waits for the app', async ({ page, baseURL }) => {
  await signInAsMaya(page, baseURL!);
  const connections = (await (await page.request.get('/api/connections')).json()) as { id: number; status: string }[];
  const thread = connections.find((connection) => connection.status === 'accepted')!;
  const redraws = collectRedraws(page);
  await page.clock.install();
  const releaseApp = await holdApp(page);
  await page.goto(`/messages/${thread.id}`);
  const composer = page.getByRole('textbox', { name: 'Message' });
  await expect(composer).toBeVisible();
  // Enter would only add a line before the app runs, and the text could not be sent: read-only.
  await expect(composer).toHaveAttribute('readonly', '');
  // A field without an id: carried over as the same element, which hydration keeps.
  await page.getByRole('textbox', { name: 'Search contacts' }).fill('nobody-typed-early');

  // The app takes the page over two hours later by the browser's clock (a clock that is off, or a page
  // kept open): every 'Nh ago' of the drawn page would read differently, but hydration counts from
  // when the page was drawn, so nothing is redrawn.
  await page.clock.setSystemTime(Date.now() + 2 * 60 * 60_000);
  releaseApp();
  await expect(page.getByText('No contacts match "nobody-typed-early"')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Search contacts' })).toHaveValue('nobody-typed-early');
  await expect(composer).toBeEditable();
  expect(redraws).toEqual([]);
});

test('moving to the next field while the app takes over keeps each text in its own field', async ({ page, baseURL }) => {
  await signInAsMaya(page, baseURL!);
  // The visitor moves on to Description while React is taking the page over (between the slices of
  // its hydration). That move's blur makes React finish hydrating within the focus change: the app must
  // not pull the focus back to the first field then, or the next words land there.
  await page.addInitScript((drawnClass) => {
    const moveOnDuringHydration = () => {
      const root = document.getElementById('root');
      if (!root || !Object.keys(root).some((key) => key.startsWith('__reactContainer$'))) return void setTimeout(moveOnDuringHydration, 1);
      if (root.classList.contains(drawnClass)) document.documentElement.dataset.movedOn = 'during hydration';
      document.getElementById('project-description')?.focus();
    };
    moveOnDuringHydration();
  }, SERVER_RENDER_MARKUP.drawnClass);
  const releaseApp = await holdApp(page);
  await page.goto('/projects/create');
  const name = page.getByLabel('Project name');
  const description = page.getByLabel('Description');
  await name.fill('Modular Drone Kit');
  releaseApp();
  await expect(page.locator('html')).toHaveAttribute('data-moved-on', 'during hydration');
  await appTakenOver(page);
  await expect(description).toBeFocused();
  await page.keyboard.insertText('A modular drone kit for STEM classrooms.');
  await expect(name).toHaveValue('Modular Drone Kit');
  await expect(description).toHaveValue('A modular drone kit for STEM classrooms.');
  // The form itself has both texts, not only the fields: its review step shows them.
  await page.getByRole('tab', { name: 'Review' }).click();
  await expect(page.locator('.hh-review')).toContainText('Modular Drone Kit');
  await expect(page.locator('.hh-review')).toContainText('A modular drone kit for STEM classrooms.');
});

test('without JavaScript a signed-in page still shows its content; signed out, a protected page is the plain app', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/messages');
  // Signed out: the app shell, which sends the visitor to /auth once it runs.
  expect(await page.locator('#root').innerHTML()).toBe('');

  await signInAsMaya(page, baseURL!);
  const response = await page.goto('/messages');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('.hh-conn').first()).toBeVisible();
  await expect(page.getByText('Maya Chen').first()).toBeVisible();
  await context.close();
});

test('a dark-theme reader gets the signed-in page drawn afresh in the dark theme, from the data sent with it', async ({ page, baseURL }) => {
  await signInAsMaya(page, baseURL!);
  await page.addInitScript(() => window.localStorage.setItem('hardwarehub.theme', 'dark'));
  const redraws = collectRedraws(page);
  const releaseApp = await holdApp(page);
  await page.goto('/dashboard');
  await expect(page.locator('.hh-stat-card').first()).toBeHidden();
  releaseApp();
  await expect(page.locator('.hh-stat-card').first()).toBeVisible();
  expect(await page.locator('.hh-light').count()).toBe(0);
  expect(redraws).toEqual([]);
});

/** The JSON-LD objects of an HTML page. */
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const metaContent = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key.replace('.', '\\.')}" content="([^"]*)">`).exec(html)?.[1];

test('public pages arrive as HTML with their content, own head and JSON-LD, for search engines and link previews', async ({ page }) => {
  const { items } = (await (await page.request.get('/api/products?limit=1')).json()) as { items: { id: number; name: string; price: string; images: string[] }[] };
  const product = items[0]!;
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const post = /<loc>[^<]*(\/blog\/[a-z0-9-]+)<\/loc>/.exec(sitemap)![1]!;
  expect(sitemap).toContain(`/marketplace/${product.id}</loc>`);
  expect(await (await page.request.get('/robots.txt')).text()).toContain('Sitemap: ');

  const pages: Record<string, (html: string) => void> = {
    [`/marketplace/${product.id}`]: (html) => {
      expect(html).toContain(`<h1`);
      expect(html).toContain(product.name.replace(/&/g, '&amp;'));
      expect(metaContent(html, 'og:type')).toBe('product');
      expect(metaContent(html, 'og:image')).toContain(product.images[0]!.replace(/^https?:\/\/[^/]+/, ''));
      const [ld] = jsonLd(html);
      expect(ld).toMatchObject({ '@type': 'Product', name: product.name, offers: { '@type': 'Offer', price: product.price, priceCurrency: 'USD' } });
    },
    '/marketplace': (html) => expect(html).toContain(product.name.replace(/&/g, '&amp;')),
    [post]: (html) => {
      expect(html).toMatch(/<div class="hh-prose">\s*<(p|h2)/);
      expect(metaContent(html, 'og:type')).toBe('article');
      expect(jsonLd(html)[0]).toMatchObject({ '@type': 'BlogPosting' });
    },
    '/pricing': (html) => expect(html).toContain('Pricing | HardwareHub</title>'),
    '/about': (html) => expect(jsonLd(html)[0]).toMatchObject({ '@type': 'Organization', name: 'HardwareHub' }),
    '/': (html) => expect(jsonLd(html)[0]).toMatchObject({ '@type': 'Organization' }),
  };
  for (const [path, check] of Object.entries(pages)) {
    const html = await (await page.request.get(path)).text();
    // One title and description, the page's own; a canonical link to itself; card tags.
    expect(html.match(/<title>/g), path).toHaveLength(1);
    expect(html.match(/<meta name="description"/g), path).toHaveLength(1);
    expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path === '/' ? '/' : path}">`));
    for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'twitter:card']) expect(metaContent(html, key), `${path} ${key}`).toBeTruthy();
    // Content, not the empty app shell; every link an <a href>.
    expect(html, path).not.toContain('<div id="root"></div>');
    expect(html.match(/<a\b(?![^>]*\shref=)[^>]*>/g) ?? [], path).toEqual([]);
    check(html);
  }

  // A listing, post, resource or event that does not exist: the app's page for it, answered 404 and kept out of search results.
  // (The server draws a missing listing's page loading; the app shows Product Not Found once it runs.)
  const missing: Record<string, string> = {
    '/marketplace/987654321': 'Back to Marketplace',
    '/blog/no-such-post': '404 Page Not Found',
    '/resources/no-such-resource': '404 Page Not Found',
    '/events/no-such-event': '404 Page Not Found',
  };
  for (const [path, heading] of Object.entries(missing)) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain(heading);
    expect(metaContent(html, 'robots'), path).toBe('noindex');
  }
});
