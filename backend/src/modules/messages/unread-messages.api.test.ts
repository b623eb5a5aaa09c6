import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { unreadMessagesFor } from './index.ts';

describe('unreadMessagesFor: unread messages per conversation, for the notification mails', () => {
  let server: TestServer;
  let bob: TestAccount;

  /** `from` asks `to` to connect (the request's text goes to `to`); `to` accepts. */
  async function connected(from: TestAccount, to: TestAccount): Promise<number> {
    const request = await from.client.post('/api/connections', { recipientId: to.user.id, message: 'Let us talk about the housing.' });
    expect(request.status, request.text).toBe(201);
    expect((await to.client.patch(`/api/connections/${request.body.id}`, { status: 'accepted' })).status).toBe(200);
    return request.body.id as number;
  }
  async function send(from: TestAccount, to: TestAccount, connectionId: number, content: string): Promise<string> {
    const response = await from.client.post('/api/messages', { connectionId, recipientId: to.user.id, content });
    expect(response.status, response.text).toBe(201);
    return response.body.createdAt as string;
  }

  beforeAll(async () => {
    server = await startTestServer();
    bob = await signUp(server, 'entrepreneur', { fullName: 'Bob Reader' }, { verified: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('counts per conversation and sender, newest first; pending requests, read threads and closed accounts left out', async () => {
    const [ada, cleo, dan, eve] = await Promise.all([
      signUp(server, 'manufacturer', { fullName: 'Ada Maker' }, { verified: true }),
      signUp(server, 'supplier', { fullName: 'Cleo Parts' }, { verified: true }),
      signUp(server, 'designer', { fullName: 'Dan Pending' }, { verified: true }),
      signUp(server, 'designer', { fullName: 'Eve Gone' }, { verified: true }),
    ]);
    expect(await unreadMessagesFor(server.knex, bob.user.id)).toEqual([]);

    const withAda = await connected(bob, ada);
    const withCleo = await connected(bob, cleo);
    const withEve = await connected(bob, eve);
    await send(ada, bob, withAda, 'The drawings are attached.');
    await send(eve, bob, withEve, 'Hello from Eve.');
    await send(cleo, bob, withCleo, 'Quote ready.');
    const adaNewest = await send(ada, bob, withAda, 'Any questions?');
    // A pending request's text is news as the request, not as a message.
    expect((await dan.client.post('/api/connections', { recipientId: bob.user.id, message: 'Can we connect?' })).status).toBe(201);
    await server.knex('users').where({ id: eve.user.id }).update({ deactivatedAt: new Date() });

    const unread = await unreadMessagesFor(server.knex, bob.user.id);
    expect(unread).toEqual([
      { connectionId: withAda, senderId: ada.user.id, senderName: 'Ada Maker', count: 2, newestAt: adaNewest },
      { connectionId: withCleo, senderId: cleo.user.id, senderName: 'Cleo Parts', count: 1, newestAt: expect.any(String) },
    ]);
    // The other side's unread: Bob's request texts to Ada.
    expect(await unreadMessagesFor(server.knex, ada.user.id)).toMatchObject([{ connectionId: withAda, senderId: bob.user.id, senderName: 'Bob Reader', count: 1 }]);

    expect((await bob.client.post(`/api/messages/connection/${withAda}/read`)).status).toBe(200);
    expect((await unreadMessagesFor(server.knex, bob.user.id)).map((row) => row.connectionId)).toEqual([withCleo]);
  });
});
