import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN_TOKEN } from '#shared/api/server-render.ts';
import { signUp } from '../test-support/accounts.ts';
import { catalogueProduct } from '../test-support/route-catalogue.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

describe('serving the built renderer', () => {
  let server: TestServer;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'hh-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>HardwareHub</title><div id="root"></div>');
    mkdirSync(path.join(dist, 'pages'));
    writeFileSync(path.join(dist, 'pages', 'index.html'), '<!doctype html><title>HardwareHub</title><div id="root"><h1>prerendered home</h1></div>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
    server = await startTestServer({ RENDERER_DIST: dist });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves hashed assets with a year-long immutable cache, compressed', async () => {
    const response = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends a prerendered page for its exact path only, revalidated like index.html', async () => {
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(await home.text()).toContain('<h1>prerendered home</h1>');
    // With a query, or for a page that was not prerendered, the plain app shell.
    for (const route of ['/?tab=x', '/auth', '/dashboard']) expect(await (await fetch(server.url + route)).text(), route).not.toContain('prerendered');
    // The prerendered files are not reachable under other names.
    expect(await (await fetch(`${server.url}/pages`)).text()).not.toContain('prerendered');
  });

  it('falls back to index.html (not cached) for app routes, but not for API or missing assets', async () => {
    for (const route of ['/?from=mail', '/dashboard', '/projects/12?edit=true', '/no/such/page', '/auth']) {
      const response = await fetch(server.url + route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('cache-control'), route).toBe('no-cache');
      expect(await response.text(), route).toContain('<div id="root">');
    }
    expect((await fetch(`${server.url}/assets/missing-123.js`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/?from=mail`)).text()).toContain('<div id="root"></div>');
    const api = await fetch(`${server.url}/api/nothing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found' });
  });
});

const SHELL = '<!doctype html><head><link rel="stylesheet" href="/assets/entry.css"></head><body><div id="root"></div></body>';

describe('signed-in pages drawn by the server', () => {
  let server: TestServer;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'hh-dist-'));
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'index.html'), SHELL);
    // A stand-in for renderer/dist/server (the real one is covered by the browser tests), run in the
    // server's render threads: it draws the visitor's name, which it can only know through the fetch
    // the server hands it.
    writeFileSync(
      path.join(dist, 'server', 'signed-in-page-pattern.js'),
      `export const signedInPagePattern = (pathname) => (['/dashboard', '/slow', '/broken', '/post'].includes(pathname) ? pathname : null);`,
    );
    writeFileSync(
      path.join(dist, 'server', 'server-render.js'),
      `export async function renderSignedInPage({ url, fetch }) {
        const { pathname, search } = new URL(url);
        if (pathname === '/broken') throw new Error('the render failed');
        // Never drawn: the time limit, whatever it is, always runs out first.
        if (pathname === '/slow') await new Promise(() => undefined);
        if (pathname === '/post') return { html: String((await fetch(new Request('http://server-render.invalid/api/logout', { method: 'POST' }))).status), state: '{}' };
        const user = await (await fetch(new Request('http://server-render.invalid/api/user'))).json();
        return { html: '<p class="hello">Hello ' + user.fullName + search + '</p>', state: JSON.stringify({ api: { id: user.id, note: '</script><script>alert(1)' } }).replace(/</g, '\\\\u003c') };
      }`,
    );
    const pageStyles = { '/dashboard': ['assets/dashboard.css'], '/slow': [], '/broken': [], '/post': [] };
    writeFileSync(path.join(dist, 'server', 'page-styles.json'), JSON.stringify(pageStyles));
    const rules = {
      'assets/dashboard.css': [
        { css: ':root{--gap:8px}', need: [] },
        { css: '.hello{color:red}', need: [['hello']] },
        { css: '.modal .title{color:blue}', need: [['modal', 'title']] },
        { css: '@media (max-width:575px){.hello{color:green}}', need: [['hello']] },
      ],
    };
    writeFileSync(path.join(dist, 'server', 'css-rules.json'), JSON.stringify(rules));
    // A limit no render here comes near, even a thread's first on a machine running every suite at
    // once; the page that is too slow never finishes, so it waits out the whole limit.
    server = await startTestServer({ RENDERER_DIST: dist, SERVER_RENDER: 'true', SERVER_RENDER_TIMEOUT_MS: '5000' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('draws a signed-in visitor page with their data, and the CSS it uses, into the app shell, never cached', async () => {
    const { client, user } = await signUp(server, 'manufacturer');
    const response = await client.get('/dashboard?tab=sent');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const [head, body] = response.text.split('<body>') as [string, string];
    expect(head).toBe('<!doctype html><head><link rel="stylesheet" href="/assets/entry.css"></head>');
    // Only the rules whose classes the page uses, in their order; then the page, and the layer that
    // keeps it inert until the app runs; then its state in a JSON script that no data can close; then
    // its route's stylesheets, waiting for the app to switch them on.
    expect(body).toBe(
      '<style>:root{--gap:8px}.hello{color:red}@media (max-width:575px){.hello{color:green}}</style>' +
        `<div id="root" class="hh-prerendered" data-session="signed-in"><p class="hello">Hello ${user.fullName}?tab=sent</p></div>` +
        '<div id="hh-inert-shield" aria-hidden="true" style="position:fixed;inset:0;z-index:2147483647"></div>' +
        `<script type="application/json" id="hh-server-state">{"api":{"id":${user.id},"note":"\\u003c/script>\\u003cscript>alert(1)"}}</script>` +
        '<link rel="stylesheet" crossorigin media="print" data-hh-page-css href="/assets/dashboard.css"></body>',
    );
    // Another visitor gets their own page.
    const other = await signUp(server, 'investor');
    expect((await other.client.get('/dashboard')).text).toContain(`Hello ${other.user.fullName}`);
  });

  it('asks for the phone layout when the browser says it is a phone', async () => {
    const { client } = await signUp(server);
    expect((await client.get('/dashboard', { 'sec-ch-ua-mobile': '?1' })).text).toContain('data-session="signed-in" data-viewport="mobile"');
    expect((await client.get('/dashboard', { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' })).text).toContain('data-viewport="mobile"');
    expect((await client.get('/dashboard', { 'sec-ch-ua-mobile': '?0' })).text).not.toContain('data-viewport');
  });

  it('sends the plain app shell to a signed-out visitor, for other pages, and when the render fails or is too slow', async () => {
    const anonymous = await fetch(`${server.url}/dashboard`);
    expect(await anonymous.text()).toBe(SHELL);
    expect(anonymous.headers.get('cache-control')).toBe('no-cache');

    const { client } = await signUp(server);
    expect((await client.get('/about')).text).toBe(SHELL);
    for (const route of ['/broken', '/slow']) {
      const response = await client.get(route);
      expect(response.status, route).toBe(200);
      // The shell's head was already on its way; #root stays empty for the app to fill.
      expect(response.text, route).toBe(SHELL);
    }
    expect(server.logs.join('\n')).toContain('Server render of /broken failed, sent the app shell: Error: the render failed');
    expect(server.logs.join('\n')).not.toContain('Server render of /slow');
  });

  it('lets a render read the API only: no writes on the visitor behalf', async () => {
    const { client } = await signUp(server);
    expect((await client.get('/post')).text).toContain('<style></style><div id="root" class="hh-prerendered" data-session="signed-in">405</div><div id="hh-inert-shield"');
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('does not serve the server build itself', async () => {
    for (const file of ['/server/server-render.js', '/server/page-styles.json', '/server/css-rules.json']) {
      const response = await fetch(server.url + file);
      expect(await response.text(), file).toBe(SHELL);
    }
  });
});

const PUBLIC_SHELL = '<!doctype html><html><head><meta charset="utf-8"><title>HardwareHub</title><meta name="description" content="generic"></head><body><div id="root"></div></body></html>';

describe('public pages drawn for every visitor, with their own head; robots.txt and the sitemap', () => {
  let server: TestServer;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'hh-dist-'));
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'index.html'), PUBLIC_SHELL);
    writeFileSync(
      path.join(dist, 'server', 'signed-in-page-pattern.js'),
      `export const signedInPagePattern = () => null;
       export const publicPagePattern = (pathname) => (/^\\/marketplace\\/\\d+$/.test(pathname) ? '/marketplace/:id' : null);`,
    );
    // A stand-in for the renderer's server build that counts its renders (one render thread) and
    // draws the listing it reads through the server, with a head whose URLs use the origin token.
    writeFileSync(
      path.join(dist, 'server', 'server-render.js'),
      `let renders = 0;
      export async function renderSignedInPage() { return null; }
      export async function renderPublicPage({ url, fetch, signedIn }) {
        renders++;
        const { pathname } = new URL(url);
        const answer = await fetch(new Request('http://server-render.invalid/api/products/' + pathname.split('/').pop()));
        if (answer.status === 404) return { html: '<h1>Product Not Found</h1>', state: '{}', head: '<title>Page Not Found | HardwareHub</title>', notFound: true };
        const product = await answer.json();
        const me = await fetch(new Request('http://server-render.invalid/api/user'));
        return {
          html: '<h1 class="name">' + product.name + '</h1><p>render ' + renders + ' as ' + (signedIn ? 'member' : 'anyone') + ' ' + me.status + '</p>',
          state: '{}',
          head: '<title>' + product.name + ' | HardwareHub</title><link rel="canonical" href="${SITE_ORIGIN_TOKEN}' + pathname + '">',
        };
      }`,
    );
    writeFileSync(path.join(dist, 'server', 'page-styles.json'), JSON.stringify({ '/marketplace/:id': [] }));
    writeFileSync(path.join(dist, 'server', 'css-rules.json'), '{}');
    writeFileSync(path.join(dist, 'server', 'public-pages.json'), JSON.stringify(['/', '/marketplace', '/blog/a-post']));
    server = await startTestServer({ RENDERER_DIST: dist, SERVER_RENDER: 'true', SERVER_RENDER_THREADS: '1', SERVER_RENDER_TIMEOUT_MS: '5000', APP_URL: 'https://hub.example.com' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends a listing page with its content and head to anyone, drawn once for every signed-out visitor until the listing changes', async () => {
    const seller = await signUp(server, 'supplier');
    const { id } = (await seller.client.post('/api/products', catalogueProduct({ name: 'Humidity sensor board' }))).body as { id: number };
    const first = await fetch(`${server.url}/marketplace/${id}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/html');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const html = await first.text();
    // The page's own head in place of the shell's title and description, its URLs at APP_URL.
    expect(html).toContain(`<head><meta charset="utf-8"><title>Humidity sensor board | HardwareHub</title><link rel="canonical" href="https://hub.example.com/marketplace/${id}"></head>`);
    // Drawn without the visitor's cookie (as anyone sees it), the session sent as signed out.
    // No inert layer: a signed-out visitor's page has nothing that waits for the app.
    expect(html).toContain('<div id="root" class="hh-prerendered" data-session="signed-out"><h1 class="name">Humidity sensor board</h1><p>render 1 as anyone 401</p></div><script');

    // The next signed-out visitor gets the same page without a render.
    expect(await (await fetch(`${server.url}/marketplace/${id}`)).text()).toContain('render 1 as anyone');
    // A change to the listing is drawn afresh at the next visit.
    expect((await seller.client.patch(`/api/products/${id}`, { name: 'Humidity sensor board v2' })).status).toBe(200);
    const changed = await (await fetch(`${server.url}/marketplace/${id}`)).text();
    expect(changed).toContain('<title>Humidity sensor board v2 | HardwareHub</title>');
    expect(changed).toContain('render 2 as anyone');
  });

  it("answers 404 for a listing that does not exist, with the app's page for it, to every visitor", async () => {
    for (let visit = 0; visit < 2; visit++) {
      const response = await fetch(`${server.url}/marketplace/987654321`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain('<title>Page Not Found | HardwareHub</title>');
      expect(html).toContain('<h1>Product Not Found</h1>');
    }
  });

  it('draws a signed-in visitor their own page, never kept for anyone', async () => {
    const seller = await signUp(server, 'supplier');
    const { id } = (await seller.client.post('/api/products', catalogueProduct())).body as { id: number };
    const member = await seller.client.get(`/marketplace/${id}`);
    expect(member.headers.get('cache-control')).toBe('private, no-store');
    expect(member.text).toContain('data-session="signed-in"');
    expect(member.text).toMatch(/render \d+ as member 200/);
    expect(await (await fetch(`${server.url}/marketplace/${id}`)).text()).toMatch(/render \d+ as anyone 401/);
  });

  it('answers /robots.txt and /sitemap.xml (the public pages and every listing), not the app shell', async () => {
    const robots = await fetch(`${server.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    const rules = await robots.text();
    expect(rules).toContain('User-agent: *');
    expect(rules).toContain('Disallow: /api/');
    expect(rules).toContain('Disallow: /dashboard');
    expect(rules).toContain('Sitemap: https://hub.example.com/sitemap.xml');

    const seller = await signUp(server, 'supplier');
    const { id } = (await seller.client.post('/api/products', catalogueProduct())).body as { id: number };
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    for (const page of ['/', '/marketplace', '/blog/a-post']) expect(xml).toContain(`<url><loc>https://hub.example.com${page}</loc></url>`);
    expect(xml).toMatch(new RegExp(`<url><loc>https://hub.example.com/marketplace/${id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></url>`));
  });
});
