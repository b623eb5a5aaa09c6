import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, createAppProtocolHandler, resolveInside } from './app-protocol.ts';

let root: string;
beforeAll(() => {
  const base = mkdtempSync(path.join(tmpdir(), 'hh-app-protocol-'));
  root = path.join(base, 'renderer');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'assets', 'index-abc123.css'), 'body{}');
  writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
  writeFileSync(path.join(root, 'assets', 'font.woff2'), 'w');
  writeFileSync(path.join(root, 'assets', 'occt-worker-Bx3_k9aZ.js'), 'self.onmessage = () => {}');
  // A file beside the renderer directory that traversal must never reach.
  writeFileSync(path.join(base, 'secret.txt'), 'top secret');
});

function handler(upstream = vi.fn(async () => new Response('img', { headers: { 'content-type': 'image/webp', 'set-cookie': 'a=b' } }))) {
  return { handle: createAppProtocolHandler({ rootDir: root, apiOrigin: () => 'https://hub.example.com', fetchUpstream: upstream }), upstream };
}
const get = (url: string, init?: RequestInit) => handler().handle(new Request(url, init));

describe('app:// protocol handler', () => {
  it('serves files with their MIME types and caches only hashed assets for long', async () => {
    const js = await get('app://hardwarehub/assets/index-abc123.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect(js.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await js.text()).toBe('console.log(1)');
    expect((await get('app://hardwarehub/assets/index-abc123.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await get('app://hardwarehub/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');
    expect((await get('app://hardwarehub/assets/font.woff2')).headers.get('content-type')).toBe('font/woff2');
    expect((await get('app://hardwarehub/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client-side routes with index.html and its CSP (the SPA fallback)', async () => {
    for (const route of ['app://hardwarehub/', 'app://hardwarehub/messages/12', 'app://hardwarehub/payment-success?payment_status=succeeded']) {
      const response = await get(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
  });

  it("lets the CAD reader worker alone compile code (OpenCascade's bindings), every other file keeps the strict policy", async () => {
    const worker = (await get('app://hardwarehub/assets/occt-worker-Bx3_k9aZ.js')).headers.get('content-security-policy');
    expect(worker).toContain("script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'");
    expect(worker).toContain("connect-src 'self' https://hub.example.com");
    for (const other of ['app://hardwarehub/assets/index-abc123.js', 'app://hardwarehub/']) {
      expect((await get(other)).headers.get('content-security-policy'), other).not.toContain('unsafe-eval');
    }
  });

  it('keeps a missing asset a 404 instead of answering HTML', async () => {
    expect((await get('app://hardwarehub/assets/gone-123.js')).status).toBe(404);
  });

  it.each([
    'app://hardwarehub/%2e%2e/secret.txt',
    'app://hardwarehub/assets/%2e%2e/%2e%2e/secret.txt',
    'app://hardwarehub/..%2fsecret.txt',
    'app://hardwarehub/..%5csecret.txt',
    'app://hardwarehub/%00index.html',
    'app://hardwarehub/%E0%A4%A',
  ])('refuses the traversal attempt %s', async (url) => {
    const response = await get(url);
    expect([400, 404]).toContain(response.status);
    expect(await response.text()).not.toContain('top secret');
  });

  it('never leaves the build directory, whatever the path', () => {
    expect(resolveInside(root, '/../secret.txt')).toBe(path.join(root, 'secret.txt'));
    expect(resolveInside(root, '/%2e%2e/%2e%2e/etc/passwd')).toBe(path.join(root, 'etc', 'passwd'));
    expect(resolveInside(root, '/a\\..\\..\\x')).toBeNull();
    expect(resolveInside(root, '/')).toBeNull();
  });

  it('refuses other hosts and methods', async () => {
    expect((await get('app://elsewhere/index.html')).status).toBe(404);
    expect((await get('app://hardwarehub/index.html', { method: 'POST', body: 'x' })).status).toBe(405);
    const head = await get('app://hardwarehub/index.html', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('fetches /uploads from the server, passing on only safe headers', async () => {
    const { handle, upstream } = handler();
    const response = await handle(new Request('app://hardwarehub/uploads/0123456789abcdef0123456789abcdef.webp?v=2'));
    expect(upstream).toHaveBeenCalledWith('https://hub.example.com/uploads/0123456789abcdef0123456789abcdef.webp?v=2', expect.objectContaining({ method: 'GET' }));
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toBe('img');
    const down = handler(vi.fn(async () => Promise.reject(new Error('ECONNREFUSED'))));
    expect((await down.handle(new Request('app://hardwarehub/uploads/x.webp'))).status).toBe(502);
  });

  it.each([
    ['an HTML page', 200, 'text/html; charset=utf-8', 415],
    ['an SVG (a document that can run script)', 200, 'image/svg+xml', 415],
    ['JavaScript', 200, 'text/javascript', 415],
    ['an answer without a type', 200, '', 415],
    ["the server's error page", 404, 'text/html', 404],
    ['an error dressed as an image', 500, 'image/png', 404],
  ])('passes no upload answer but a raster image: %s is refused without its body', async (_label, status, type, expected) => {
    const { handle } = handler(vi.fn(async () => new Response('<script>alert(document.domain)</script>', { status, headers: type ? { 'content-type': type } : {} })));
    const response = await handle(new Request('app://hardwarehub/uploads/0123456789abcdef0123456789abcdef.webp'));
    expect(response.status).toBe(expected);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).not.toContain('<script>');
  });

  it('never follows a redirect from /uploads, nor passes it on', async () => {
    const upstream = vi.fn(async () => new Response(null, { status: 302, headers: { location: 'https://evil.example/look-alike.html' } }));
    const { handle } = handler(upstream);
    const response = await handle(new Request('app://hardwarehub/uploads/0123456789abcdef0123456789abcdef.webp'));
    expect(upstream).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ redirect: 'manual' }));
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
  });

  it("sends the app's CSP on every answer: files, errors and proxied images", async () => {
    const csp = contentSecurityPolicy('https://hub.example.com');
    const down = handler(vi.fn(async () => Promise.reject(new Error('ECONNREFUSED'))));
    const html = handler(vi.fn(async () => new Response('<p>', { headers: { 'content-type': 'text/html' } })));
    const answers = [
      await get('app://hardwarehub/assets/index-abc123.js'),
      await get('app://hardwarehub/favicon.svg'),
      await get('app://hardwarehub/uploads/0123456789abcdef0123456789abcdef.webp'),
      await get('app://hardwarehub/assets/gone-123.js'),
      await get('app://hardwarehub/%2e%2e/secret.txt'),
      await get('app://elsewhere/index.html'),
      await get('app://hardwarehub/index.html', { method: 'POST', body: 'x' }),
      await down.handle(new Request('app://hardwarehub/uploads/x.webp')),
      await html.handle(new Request('app://hardwarehub/uploads/x.webp')),
    ];
    for (const answer of answers) expect(answer.headers.get('content-security-policy'), `${answer.status}`).toBe(csp);
  });
});

describe('contentSecurityPolicy', () => {
  it('lets the page talk to the configured server (https and wss) and nothing else', () => {
    const csp = contentSecurityPolicy('https://hub.example.com');
    expect(csp).toContain("connect-src 'self' https://hub.example.com wss://hub.example.com");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('allows a local plain-http server for data and images', () => {
    const csp = contentSecurityPolicy('http://localhost:3000');
    expect(csp).toContain("connect-src 'self' http://localhost:3000 ws://localhost:3000");
    expect(csp).toContain('img-src \'self\' data: blob: https: http://localhost:3000');
    expect(contentSecurityPolicy('')).toContain("connect-src 'self';");
  });
});
