import Koa from 'koa';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { healthProbes } from './health-probes.ts';

describe('health probes', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers liveness at once, and readiness only once the database answers and the search indexes have loaded', async () => {
    const live = await fetch(`${server.url}/healthz`);
    expect([live.status, await live.json(), live.headers.get('cache-control')]).toEqual([200, { status: 'ok' }, 'no-store']);

    // The test server loads the partner index on first use (the server's start loads it at once): not yet.
    const starting = await fetch(`${server.url}/readyz`);
    expect(starting.status).toBe(503);
    expect(await starting.json()).toMatchObject({ status: 'not ready', checks: { database: true, partnerIndex: false } });

    await Promise.all([server.app.deps.partnerIndex.ready(), server.app.deps.productIndex.ready()]);
    const ready = await fetch(`${server.url}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready', checks: { database: true, partnerIndex: true, productIndex: true } }]);
    expect((await fetch(`${server.url}/readyz`, { method: 'HEAD' })).status).toBe(200);
  });

  it('is not ready while the database does not answer', async () => {
    const gone = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    await gone.destroy();
    const app = new Koa().use(healthProbes(gone, [{ name: 'index', isReady: () => true }]));
    const listening = app.listen(0);
    try {
      await new Promise((resolve) => listening.once('listening', resolve));
      const { port } = listening.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect([response.status, await response.json()]).toEqual([503, { status: 'not ready', checks: { database: false, index: true } }]);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    } finally {
      listening.close();
    }
  });
});
