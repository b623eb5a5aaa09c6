import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../test-support/accounts.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { GroupCommit } from './group-commit.ts';

describe('group commit of sends (group-commit.ts)', () => {
  let server: TestServer;
  let alice: TestAccount;
  let bob: TestAccount;
  let connectionId: number;
  /** The transaction (knex's id) each message insert ran in, by its text; none when it ran alone. */
  const insertedIn = new Map<string, string | undefined>();
  const onQuery = (query: { sql?: string; bindings?: unknown[]; __knexTxId?: string }) => {
    if (!/^insert into [`"]messages[`"]/i.test(query.sql ?? '')) return;
    const content = query.bindings?.find((value) => typeof value === 'string' && value.startsWith('group '));
    if (typeof content === 'string') insertedIn.set(content, query.__knexTxId);
  };

  beforeAll(async () => {
    server = await startTestServer();
    [alice, bob] = await Promise.all([signUp(server, 'entrepreneur'), signUp(server, 'manufacturer')]);
    const created = await alice.client.post('/api/connections', { recipientId: bob.user.id, message: 'Shall we work together?' });
    expect((await bob.client.patch(`/api/connections/${created.body.id}`, { status: 'accepted' })).status).toBe(200);
    connectionId = created.body.id as number;
    server.knex.on('query', onQuery);
  });
  afterAll(async () => {
    server?.knex.off('query', onQuery);
    await server?.close();
  });

  // A write of two steps (insert, then a check that refuses) needs a transaction when written alone, as a send with files does.
  const write = (content: string, fail = false) => ({
    needsTransaction: fail,
    store: async (db: Knex) => {
      const [id] = await db('messages').insert({ senderId: alice.user.id, recipientId: bob.user.id, connectionId, content, read: false, createdAt: new Date() });
      if (fail) throw new Error(`refused ${content}`);
      return Number(id);
    },
  });
  const stored = async (content: string) => Boolean(await server.knex('messages').where({ connectionId, content }).first('id'));

  it('stores the sends that arrive while a commit is in flight together, in one transaction, in arrival order', async () => {
    const group = new GroupCommit(server.knex);
    // The first goes at once, alone; the three queued behind it make the next batch.
    const ids = await Promise.all(['group a1', 'group a2', 'group a3', 'group a4'].map((content) => group.write(write(content))));
    expect(insertedIn.get('group a1')).toBeUndefined();
    const batch = insertedIn.get('group a2');
    expect(batch).toBeDefined();
    expect([insertedIn.get('group a3'), insertedIn.get('group a4')]).toEqual([batch, batch]);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    for (const content of ['group a1', 'group a2', 'group a3', 'group a4']) expect(await stored(content)).toBe(true);
  });

  it('fails only the send that fails: the rest of its batch is stored, one by one', async () => {
    const group = new GroupCommit(server.knex);
    const results = await Promise.allSettled([write('group b1'), write('group b2'), write('group b3', true), write('group b4')].map((w) => group.write(w)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ message: 'refused group b3' });
    expect(await stored('group b3')).toBe(false);
    for (const content of ['group b1', 'group b2', 'group b4']) expect(await stored(content)).toBe(true);
    // After the failed batch, each was written again on its own (one statement each, no shared transaction).
    expect([insertedIn.get('group b2'), insertedIn.get('group b4')]).toEqual([undefined, undefined]);
  });

  it('answers concurrent HTTP sends each with its own outcome', async () => {
    const sends = await Promise.all([
      alice.client.post('/api/messages', { connectionId, recipientId: bob.user.id, content: 'group c1' }),
      alice.client.post('/api/messages', { connectionId, recipientId: alice.user.id, content: 'group c2' }),
      alice.client.post('/api/messages', { connectionId, recipientId: bob.user.id, content: 'group c3' }),
    ]);
    expect(sends.map((response) => response.status)).toEqual([201, 403, 201]);
    expect(await stored('group c1')).toBe(true);
    expect(await stored('group c2')).toBe(false);
    expect(await stored('group c3')).toBe(true);
  });
});
