import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
