import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

describe("the CAD reader worker's policy, as served", () => {
  let server: TestServer;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'hh-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>HardwareHub</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'occt-worker-abc123.js'), 'self.onmessage = () => {};');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1);');
    server = await startTestServer({ RENDERER_DIST: dist });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lets the worker compile code, and nothing else the site serves', async () => {
    const scriptSrc = async (route: string) => /script-src ([^;]*)/.exec((await fetch(server.url + route)).headers.get('content-security-policy') ?? '')?.[1];
    expect(await scriptSrc('/assets/occt-worker-abc123.js')).toBe("'self' 'unsafe-eval' 'wasm-unsafe-eval'");
    for (const route of ['/', '/assets/app-abc123.js', '/dashboard']) expect(await scriptSrc(route), route).toBe("'self'");
  });
});
