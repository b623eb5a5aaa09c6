import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, gotoApp, test, type Locator, type Page } from '../../../e2e/fixtures.ts';
import { installRoutes, matchedPattern } from '../lib/routing/route-table.ts';
import { PAGE_ROUTES } from './routes.ts';

// The pages as the app knows them, to tell a link to a real page from one to the 404.
installRoutes(PAGE_ROUTES);

/**
 * No dead ends on the public pages: every link has an href that leads to a page that exists, and
 * every button does something a visitor sees when clicked (navigates, opens a dialog, sends a
 * request, scrolls or changes the page; a silent download does not count: a file meant to be
 * downloaded is a link). One page walks every public page, so the check costs a few page
 * loads, not one test per page.
 */
const CONTENT_DIR = path.resolve(import.meta.dirname, '../../content');
const slugs = (collection: string) => new Set(readdirSync(path.join(CONTENT_DIR, collection)).filter((file) => file.endsWith('.md')).map((file) => file.slice(0, -3)));
const CONTENT_SLUGS: Record<string, Set<string>> = { '/blog/:slug': slugs('blog'), '/resources/:slug': slugs('resources'), '/events/:slug': slugs('events') };

const PAGES = [
  '/', '/pricing', '/marketplace', '/marketplace/:id', '/blog', '/blog/lessons-from-20-evt-builds', '/resources', '/resources/bom-cost-template', '/events',
  '/events/ip-office-hours-patent-attorneys', '/support', '/contact', '/enterprise', '/about', '/privacy', '/terms', '/cookies',
];
/** Buttons with the same name on one page (a card grid's) are clicked at most this often. */
const SAME_NAME_LIMIT = 2;
const WALK_ATTRIBUTE = 'data-walk';

/** Why a link leads nowhere, or null. Internal pages are requested once per unique path. */
async function linkProblem(page: Page, href: string | null, checked: Map<string, string | null>): Promise<string | null> {
  if (href === null || href.trim() === '') return 'no href';
  if (href === '#' || /^javascript:/i.test(href)) return `href="${href}" leads nowhere`;
  const url = new URL(href, page.url());
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return null;
  if (url.origin !== new URL(page.url()).origin) return /^https?:$/.test(url.protocol) ? null : `unsupported link ${href}`;
  if (url.hash && url.pathname === new URL(page.url()).pathname) {
    const id = decodeURIComponent(url.hash.slice(1));
    if ((await page.locator(`[id="${id.replace(/"/g, '\\"')}"]`).count()) === 0) return `${href}: no element #${id} on the page`;
  }
  const key = url.pathname;
  if (!checked.has(key)) checked.set(key, await pathProblem(page, url.pathname));
  const problem = checked.get(key)!;
  return problem && `${href}: ${problem}`;
}

/** The app answers every path with its HTML and draws its 404 itself: a path is real when a route and its item exist. */
async function pathProblem(page: Page, pathname: string): Promise<string | null> {
  const response = await page.request.get(pathname, { maxRedirects: 0 });
  if (response.status() >= 400) return `answers ${response.status()}`;
  if (pathname.startsWith('/api/') || pathname.startsWith('/uploads/') || pathname.startsWith('/newsletter/')) return null;
  const pattern = matchedPattern(pathname);
  if (!pattern) return 'no such page (404)';
  const slug = pathname.split('/').pop()!;
  if (CONTENT_SLUGS[pattern] && !CONTENT_SLUGS[pattern].has(slug)) return `no such ${pattern.split('/')[1]} entry (404)`;
  if (pattern === '/marketplace/:id') {
    const product = await page.request.get(`/api/products/${slug}`);
    if (!product.ok()) return `no such listing (${product.status()})`;
  }
  return null;
}

/** Counts the DOM mutations a click causes (not antd's click wave, not <head>). */
async function watchForChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = window as unknown as { __walk?: { changes: number; observer: MutationObserver } };
    state.__walk?.observer.disconnect();
    const wave = (node: Node) =>
      node instanceof Element && (node.matches('.ant-wave') || !!node.querySelector('.ant-wave') || (node.tagName === 'DIV' && !node.className && !node.textContent));
    const walk = { changes: 0, observer: new MutationObserver(() => undefined) };
    walk.observer = new MutationObserver((records) => {
      // A node added and removed again at once (the anchor a script clicks to download a file) changed nothing.
      const passing = new Set(records.flatMap((record) => Array.from(record.addedNodes).filter((node) => !node.isConnected)));
      for (const record of records) {
        if (record.target instanceof Element && record.target.closest('.ant-wave')) continue;
        const nodes = Array.from(record.addedNodes).concat(Array.from(record.removedNodes));
        if (record.type === 'childList' && nodes.every((node) => wave(node) || passing.has(node))) continue;
        walk.changes += 1;
      }
    });
    // The page, and the theme on <html>; not <head>, where the app preloads code on hover.
    walk.observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    walk.observer.observe(document.documentElement, { attributes: true });
    state.__walk = walk;
  });
}

const changesSeen = (page: Page) => page.evaluate(() => (window as unknown as { __walk?: { changes: number } }).__walk?.changes ?? 0);
const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);
const OPEN_LAYER = '.ant-modal-wrap:visible, .ant-drawer-open, .ant-dropdown:not(.ant-dropdown-hidden):visible, [role="dialog"]:visible';

/**
 * Opens a public page as a visitor would and waits until the app has taken it over; `settled`
 * also waits for what the page loads after its first screen (before its buttons are listed).
 */
async function open(page: Page, url: string, settled = false): Promise<void> {
  await gotoApp(page, url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (settled) await page.waitForLoadState('networkidle');
}

/** Marks the buttons to click (in the page's main part, or in its header and footer): once, in page order. */
async function markButtons(page: Page, scope: 'main' | 'chrome'): Promise<number> {
  return page.evaluate(
    ({ scope, attribute, limit }) => {
      for (const marked of Array.from(document.querySelectorAll(`[${attribute}]`))) marked.removeAttribute(attribute);
      const roots = Array.from(document.querySelectorAll(scope === 'main' ? 'main' : 'header, footer')).filter((node) => scope === 'main' || !node.closest('main'));
      const seen = new Map<string, number>();
      let count = 0;
      for (const root of roots) {
        for (const element of Array.from(root.querySelectorAll<HTMLElement>('button, [role="button"], summary'))) {
          if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || element.closest('a, [aria-hidden="true"], .hh-honeypot')) continue;
          // Disabled, or the control of what is already shown (the selected tab, the current picture).
          if (element.matches(':disabled, [aria-disabled="true"], [role="tab"][aria-selected="true"], [aria-current="true"], [aria-current="page"]')) continue;
          // By the text a visitor reads: a card grid's 'Register' buttons differ only in their labels.
          const name = (element.textContent ?? '').trim() || (element.getAttribute('aria-label') ?? '');
          const times = seen.get(name) ?? 0;
          if (times >= limit) continue;
          seen.set(name, times + 1);
          element.setAttribute(attribute, String(count++));
        }
      }
      return count;
    },
    { scope, attribute: WALK_ATTRIBUTE, limit: SAME_NAME_LIMIT },
  );
}

/** Clicks a button and waits for any effect; afterwards puts the page back only if the click left it. */
async function clickProblem(page: Page, url: string, button: Locator, name: string, events: { requests: number; dialogs: number }): Promise<string | null> {
  await button.scrollIntoViewIfNeeded();
  const before = { url: page.url(), scroll: await scrollTop(page), ...events };
  await watchForChanges(page);
  const clicked = await button.click({ timeout: 5000 }).then(() => true, () => false);
  if (!clicked) return `${url}: the button "${name}" cannot be clicked`;
  const changed = async () =>
    page.url() !== before.url || events.requests > before.requests || events.dialogs > before.dialogs ||
    (await changesSeen(page)) > 0 || (await scrollTop(page)) !== before.scroll;
  const alive = await expect.poll(changed, { timeout: 3000 }).toBe(true).then(() => true, () => false);
  if (!alive) return `${url}: the button "${name}" does nothing`;
  // Back to the page as it was, cheaply: a layer is closed with Escape, another page is left by reloading ours.
  if (new URL(page.url()).pathname !== new URL(url, page.url()).pathname || events.dialogs > before.dialogs) await open(page, url);
  else if ((await page.locator(OPEN_LAYER).count()) > 0) {
    await page.keyboard.press('Escape');
    const closed = await expect.poll(() => page.locator(OPEN_LAYER).count(), { timeout: 3000 }).toBe(0).then(() => true, () => false);
    if (!closed) await open(page, url);
  }
  return null;
}

test('every link and button of the public pages leads somewhere', async ({ page }) => {
  test.slow(); // about seventeen pages, each link checked and each button clicked
  const problems: string[] = [];
  const checkedPaths = new Map<string, string | null>();
  const events = { requests: 0, dialogs: 0 };
  // A call to the server or a page load; a blob: download is not a request (it shows the visitor nothing).
  page.on('request', (request) => void (['fetch', 'xhr', 'document'].includes(request.resourceType()) && /^https?:/.test(request.url()) && (events.requests += 1)));
  page.on('dialog', (dialog) => {
    events.dialogs += 1;
    void dialog.dismiss();
  });
  const product = ((await (await page.request.get('/api/products?limit=1')).json()) as { items: { id: number }[] }).items[0]!;

  for (const [index, pattern] of PAGES.entries()) {
    const url = pattern.replace(':id', String(product.id));
    await open(page, url, true);

    for (const link of await page.locator('a').all()) {
      const problem = await linkProblem(page, await link.getAttribute('href'), checkedPaths);
      if (problem) problems.push(`${url}: link "${((await link.getAttribute('aria-label')) ?? (await link.textContent()) ?? '').trim()}" ${problem}`);
    }

    for (const scope of index === 0 ? (['chrome', 'main'] as const) : (['main'] as const)) {
      const count = await markButtons(page, scope);
      for (let i = 0; i < count; i++) {
        let button = page.locator(`[${WALK_ATTRIBUTE}="${i}"]`);
        if ((await button.count()) === 0 || !(await button.isVisible())) {
          // An earlier click changed the page (a tab, a search): the same page afresh, marked the same way.
          await open(page, url, true);
          await markButtons(page, scope);
          button = page.locator(`[${WALK_ATTRIBUTE}="${i}"]`);
        }
        const name = ((await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '').trim();
        const problem = await clickProblem(page, url, button, name, events);
        if (problem) problems.push(problem);
      }
    }
  }
  expect(problems).toEqual([]);
});
