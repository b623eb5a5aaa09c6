import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp } from '../../test-support/accounts.ts';
import { testEngine } from '../../test-support/test-database.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/**
 * The session and signed-in user a process keeps for AUTH_CACHE_MS (signed-in-users.ts,
 * DatabaseSessionStore): kept long enough here that only invalidation can explain a fresh answer.
 */
describe('kept sessions and signed-in users', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ AUTH_CACHE_MS: '60000' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sees a change to the user made by any statement, in or out of a transaction, on the next request', async () => {
    const { client, user } = await signUp(server, 'designer');
    expect((await client.get('/api/user')).body.fullName).toBe('Test designer');

    // Behind the API, as an operator's script would: no service tells anybody.
    await server.knex('users').where({ id: user.id }).update({ fullName: 'Renamed Outside' });
    expect((await client.get('/api/user')).body.fullName).toBe('Renamed Outside');

    await server.knex.transaction(async (trx) => {
      await trx('users').where({ id: user.id }).update({ role: 'investor' });
    });
    expect((await client.get('/api/user')).body.role).toBe('investor');

    await server.knex.raw('UPDATE users SET bio = ? WHERE id = ?', ['Raw SQL bio', user.id]);
    expect((await client.get('/api/user')).body.bio).toBe('Raw SQL bio');
  });

  // SQLite has one connection: a read waits for the open transaction, so only MySQL can read meanwhile.
  it.skipIf(testEngine() !== 'mysql')('does not keep a row read while a transaction that writes the user is open', async () => {
    const { client, user } = await signUp(server, 'designer');
    await server.knex.transaction(async (trx) => {
      await trx('users').where({ id: user.id }).update({ fullName: 'Committed Later' });
      // Another connection still reads the committed row; it must not be kept past the commit.
      expect((await client.get('/api/user')).body.fullName).toBe('Test designer');
    });
    expect((await client.get('/api/user')).body.fullName).toBe('Committed Later');
  });

  it('drops a deactivated user and every session of theirs at once', async () => {
    const account = await signUp(server, 'supplier');
    const second = await signIn(server, account);
    expect((await second.client.get('/api/user')).status).toBe(200);
    expect((await account.client.post('/api/user/deactivate', { confirmation: 'DEACTIVATE' })).status).toBe(200);
    expect((await second.client.get('/api/user')).status).toBe(401);
    expect((await account.client.get('/api/user')).status).toBe(401);
  });

  it('ends a kept session at sign-out, and a kept session survives nothing else', async () => {
    const account = await signUp(server, 'designer');
    const copy = await signIn(server, account);
    const cookies = new Map(copy.client.cookies);
    expect((await copy.client.get('/api/user')).status).toBe(200);
    expect((await copy.client.post('/api/logout')).status).toBe(200);
    // The same signed cookie replayed after sign-out (a copy the browser no longer has).
    for (const [name, value] of cookies) copy.client.cookies.set(name, value);
    expect((await copy.client.get('/api/user')).status).toBe(401);
    // Sessions deleted behind the store are not, by design, seen before AUTH_CACHE_MS: the store is
    // the one way sessions end. The account's own session still works.
    expect((await account.client.get('/api/user')).status).toBe(200);
  });
});
