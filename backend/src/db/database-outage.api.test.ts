import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendMessageAck } from '#shared/api/realtime-events.ts';
import { signUp, type TestAccount } from '../test-support/accounts.ts';
import { TestClient } from '../test-support/test-client.ts';
import { testEngine } from '../test-support/test-database.ts';
import { startOwnMariaDb, type OwnMariaDb } from '../test-support/own-mariadb.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { openTab, pollInterval, type TestTab } from '../test-support/test-sockets.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from './database-errors.ts';

const sendOverSocket = (tab: TestTab, payload: Record<string, unknown>) =>
  new Promise<SendMessageAck>((resolve) => tab.socket.emit('message', payload as never, (ack: SendMessageAck) => resolve(ack)));

/**
 * A database outage in its bounded CI form (the full size is `npm run chaos`): the test's own MariaDB (own data directory and port; the shared
 * one is untouched) is stopped under a running server for a few seconds and started again.
 * Meanwhile API calls answer 503 with a clear message within seconds (never a 500 or a hang), socket
 * sends are answered with an error and not acknowledged; afterwards the same process serves again
 * without a restart and every acknowledged message is stored exactly once. SQLite is embedded (it cannot
 * be unreachable), so this runs with the MySQL suite; the full-size run is `npm run chaos`.
 */
describe.skipIf(testEngine() !== 'mysql')('a database outage (a MariaDB of its own, stopped and started again)', () => {
  let database: OwnMariaDb;
  let server: TestServer;
  let ada: TestAccount;
  let ben: TestAccount;
  let tab: TestTab;
  let connectionId: number;

  beforeAll(async () => {
    database = await startOwnMariaDb();
    // Every request reads its session and user from the database (no per-process keeping).
    server = await startTestServer({ DATABASE_URL: database.url, AUTH_CACHE_MS: '0' });
    ada = await signUp(server, 'entrepreneur', {}, { verified: true });
    ben = await signUp(server, 'manufacturer', {}, { verified: true });
    connectionId = (await ada.client.post('/api/connections', { recipientId: ben.user.id, message: 'Let us build it' })).body.id;
    expect((await ben.client.patch(`/api/connections/${connectionId}`, { status: 'accepted' })).status).toBe(200);
    tab = await openTab(server.url, ada.client);
  });
  afterAll(async () => {
    tab?.close();
    await server?.close();
    await database?.destroy();
  });

  it('answers 503 quickly while it is gone, refuses socket sends, and recovers by itself with every acknowledged message stored once', async () => {
    const acked: string[] = [];
    const send = async (content: string) => {
      const clientMessageId = randomUUID();
      const ack = await sendOverSocket(tab, { connectionId, recipientId: ben.user.id, content, clientMessageId });
      if (ack.ok) acked.push(clientMessageId);
      return ack;
    };
    expect((await send('Before the outage')).ok).toBe(true);

    await database.stop();
    const started = Date.now();
    const signedIn = await ada.client.post('/api/projects', { name: 'During the outage', description: 'Created while the database is away.' });
    expect(signedIn.status).toBe(503);
    expect(signedIn.body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(signedIn.headers.get('retry-after')).toBe('5');
    expect(Date.now() - started).toBeLessThan(8_000);
    const anonymous = await new TestClient(server.url).post('/api/login', { email: ada.email, password: ada.password });
    expect(anonymous.status).toBe(503);
    const refused = await send('During the outage');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    expect(server.logs.filter((line) => /^\[(GET|POST|PATCH|DELETE) /.test(line)).join('\n')).not.toMatch(/ 500 /);

    await database.start();
    // The same process, no restart: the pool makes new connections on the next request.
    let recovered = 0;
    for (let attempt = 0; attempt < 40 && recovered !== 201; attempt++) {
      recovered = (await ada.client.post('/api/projects', { name: 'After the outage', description: 'Created once the database is back.' })).status;
      if (recovered !== 201) await pollInterval(250);
    }
    expect(recovered).toBe(201);
    expect((await send('After the outage')).ok).toBe(true);

    const rows = (await server.knex('messages').where({ connectionId }).whereNotNull('clientMessageId').select('clientMessageId')) as Array<{ clientMessageId: string }>;
    const stored = rows.map((row) => row.clientMessageId);
    expect(stored.sort()).toEqual([...acked].sort());
    console.log(`database outage: ${acked.length + 1} sends, ${acked.length} acknowledged, ${stored.length} stored (each once), 1 refused during the outage`);
  }, 60_000);

  it('runs the chaos script in small form: a few hundred messages over sockets and HTTP, a 3 s outage, every check passing', async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'hh-chaos-result-')), 'chaos.json');
    const run = spawnSync(process.execPath, ['backend/bench/chaos.ts', '--members', '40', '--rate', '40', '--before', '3', '--outage', '3', '--after', '4', '--out', out], { encoding: 'utf8', timeout: 90_000 });
    expect(run.status, `${run.stdout}\n${run.stderr}`.slice(-3000)).toBe(0);
    const result = JSON.parse(readFileSync(out, 'utf8')) as { passed: boolean; summary: string; messages: { sent: number; acknowledged: number; refused: number; stored: number; duplicated: number; lost: number } };
    expect(result.passed).toBe(true);
    expect(result.messages.sent).toBeGreaterThan(200);
    expect(result.messages.refused).toBeGreaterThan(0);
    expect(result.messages.duplicated).toBe(0);
    expect(result.messages.lost).toBe(0);
    console.log(`chaos (small): ${result.summary}`);
  }, 120_000);
});
