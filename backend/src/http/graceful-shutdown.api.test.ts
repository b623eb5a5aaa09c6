import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest } from '../db/database.ts';
import { signUpPayload } from '../test-support/accounts.ts';
import { TestClient } from '../test-support/test-client.ts';
import { createTestDatabase } from '../test-support/test-database.ts';
import { openTab } from '../test-support/test-sockets.ts';
import { startServerProcess, type ServerProcess } from '../test-support/server-process.ts';

const CONTACT = JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Tooling question', topic: 'general', message: 'How do I find a mould maker?' });

/**
 * A POST /api/contact whose body arrives in two parts: in flight from the first byte until `finish()`.
 * `underWay` resolves once the server has taken it up: it answers `Expect: 100-continue` in the same step
 * as it hands the request to its handlers.
 */
function slowContact(url: string) {
  const request = httpRequest(`${url}/api/contact`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(CONTACT), expect: '100-continue' },
  });
  const underWay = new Promise<void>((resolve) => request.once('continue', resolve));
  const answer = new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
  });
  request.write(CONTACT.slice(0, 20));
  return { answer, underWay, finish: () => request.end(CONTACT.slice(20)), abort: () => request.destroy() };
}

function exitOf(server: ServerProcess) {
  return new Promise<{ code: number | null; at: number }>((resolve) => server.child.once('exit', (code) => resolve({ code, at: Date.now() })));
}

/**
 * The graceful half of a stop: SIGTERM stops accepting connections, sends every socket away (the
 * client reconnects elsewhere), lets requests under way finish, then exits within 10 s, on the real
 * server process (`node backend/src/main.ts`).
 */
// Each test starts a server process of its own (see server-process.ts for how long that can take on a busy machine).
describe('a graceful stop (SIGTERM)', { timeout: 120_000 }, () => {
  let env: Record<string, string>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    const database = await createTestDatabase();
    const knex = createDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(knex);
    await knex.destroy();
    env = {
      NODE_ENV: 'test', DATABASE_URL: database.databaseUrl, DATA_DIR: database.dataDir, REDIS_URL: '', SESSION_SECRET: 'graceful-secret-graceful-secret-0123456',
      SEED_DEMO_DATA: 'false', COOKIE_SECURE: 'false', SERVER_RENDER: 'false', LOGIN_LIMIT_PER_IP: '1000', ACCOUNT_LIMIT_PER_IP: '100000', SITE_FORM_LIMIT_PER_IP: '1000',
    };
  });
  afterEach(async () => {
    await server?.stop();
  });

  it('refuses new connections, disconnects sockets, finishes the request under way and exits 0', async () => {
    server = await startServerProcess(env);
    const client = new TestClient(server.url);
    expect((await client.post('/api/register', signUpPayload('entrepreneur'))).status).toBe(201);
    const tab = await openTab(server.url, client);
    await tab.barrier();
    expect(tab.socket.connected).toBe(true);
    const inFlight = slowContact(server.url);
    await inFlight.underWay;

    const exited = exitOf(server);
    const disconnected = new Promise<string>((resolve) => tab.socket.once('disconnect', (reason) => resolve(reason)));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    // The socket is told to go (the browser's client reconnects at once on this reason: renderer lib/realtime/realtime-connection.ts).
    expect(await disconnected).toBe('io server disconnect');
    // No new connections (the drain closes the listener before it sends the sockets away): the balancer's
    // next try goes to another process.
    await expect(fetch(`${server.url}/api/user`)).rejects.toThrow();
    // The request that had started still gets its answer, on a connection that then closes.
    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status, answer.text).toBe(201);
    expect(answer.headers.connection).toBe('close');
    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(10_000);
    expect(server.output()).toContain('Drained: every request finished.');
    tab.close();
  });

  it('does not wait past the deadline for a request that never finishes', async () => {
    server = await startServerProcess(env);
    const stuck = slowContact(server.url);
    stuck.answer.catch(() => undefined);
    await stuck.underWay;
    const exited = exitOf(server);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeGreaterThanOrEqual(7_500);
    expect(at - signalled).toBeLessThan(10_000);
    expect(server.output()).toContain('Some requests were still running after 8 s.');
    stuck.abort();
  });
});
