import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_LIMITS, MESSAGE_ERRORS, threadPageSchema, unreadCountsSchema, messageWithSenderSchema } from '#shared/schemas/message-schemas.ts';
import { connectionRequestEventSchema, connectionUpdatedEventSchema } from '#shared/api/realtime-events.ts';
import { signIn, signUp, type TestAccount } from '../../test-support/accounts.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { barrier, openTab, pollInterval, serverHandledDisconnect, type TestTab } from '../../test-support/test-sockets.ts';
import { REDIS_TEST_URL, redisTestsEnabled } from '../../test-support/test-redis.ts';

describe('messaging: socket and HTTP', () => {
  let server: TestServer;
  const tabs: TestTab[] = [];
  const tab = async (account: Pick<TestAccount, 'client'>) => {
    const opened = await openTab(server.url, account.client);
    tabs.push(opened);
    return opened;
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(() => {
    tabs.splice(0).forEach((t) => t.close());
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A asks B (the request's text becomes the first message), B answers when `status` is given. */
  async function connectionBetween(a: TestAccount, b: TestAccount, status?: 'accepted' | 'rejected'): Promise<number> {
    const created = await a.client.post('/api/connections', { recipientId: b.user.id, message: `Hello ${b.user.fullName}` });
    expect(created.status, created.text).toBe(201);
    if (status) expect((await b.client.patch(`/api/connections/${created.body.id}`, { status })).status).toBe(200);
    return created.body.id as number;
  }

  async function pair(status: 'accepted' | 'pending' = 'accepted') {
    const a = await signUp(server, 'entrepreneur');
    const b = await signUp(server, 'designer');
    return { a, b, connectionId: await connectionBetween(a, b, status === 'pending' ? undefined : status) };
  }

  const storedCount = async (where: Record<string, unknown>) => Number((await server.knex('messages').where(where).count({ n: '*' }).first())!.n);

  describe('sending over the socket', () => {
    it('stores first, acknowledges the sender and fans out to every tab of the recipient and the sender\'s other tabs', async () => {
      const { a, b, connectionId } = await pair();
      const [aTab, aOtherTab, bTab, bPhone] = [await tab(a), await tab(a), await tab(b), await tab(b)];
      const clientMessageId = randomUUID();

      const ack = await aTab.socket.timeout(3000).emitWithAck('message', { connectionId, recipientId: b.user.id, content: '  Hello Bob  ', clientMessageId });
      expect(ack.ok).toBe(true);
      const message = (ack as { message: unknown }).message as Record<string, unknown>;
      expect(messageWithSenderSchema.parse(message)).toEqual(message);
      expect(message).toMatchObject({ senderId: a.user.id, recipientId: b.user.id, connectionId, content: 'Hello Bob', read: false, clientMessageId });
      expect((message.sender as Record<string, unknown>).fullName).toBe(a.user.fullName);
      expect(JSON.stringify(message)).not.toContain('@');

      // Stored before anyone heard of it.
      expect(await server.knex('messages').where({ id: message.id }).first()).toBeTruthy();
      for (const other of [aOtherTab, bTab, bPhone]) expect(await other.waitFor('new_message')).toEqual({ message });
      // Whatever the send fanned out went out before its acknowledgement.
      await barrier(aTab, aOtherTab, bTab, bPhone);
      expect(aTab.count('new_message')).toBe(0);
      for (const other of [aOtherTab, bTab, bPhone]) expect(other.count('new_message')).toBe(1);
      // The acknowledgement is the sending socket's only copy; no socket hears of it twice.
      for (const each of [aTab, aOtherTab, bTab, bPhone]) expect(each.count('message_sent')).toBe(0);
    });

    it("sends the sending socket no echo, and the sender's second socket the message once", async () => {
      const { a, b, connectionId } = await pair();
      const [sending, second, bTab] = [await tab(a), await tab(a), await tab(b)];
      const clientMessageId = randomUUID();
      const ack = await sending.socket.timeout(3000).emitWithAck('message', { connectionId, recipientId: b.user.id, content: 'Only once', clientMessageId });
      expect(ack.ok).toBe(true);
      const { message } = ack as { message: { id: number } };
      expect(await second.waitFor('new_message')).toEqual({ message });
      await barrier(sending, second, bTab);
      expect(sending.events.filter((e) => e.event === 'message_sent' || e.event === 'new_message')).toEqual([]);
      expect(second.events.filter((e) => e.event === 'message_sent' || e.event === 'new_message')).toHaveLength(1);
      expect(bTab.count('message_sent')).toBe(0);
    });

    it('also works without an acknowledgement callback (spec frames only) and keeps a socket\'s messages in order', async () => {
      const { a, b, connectionId } = await pair();
      const [aTab, bTab] = [await tab(a), await tab(b)];
      for (let i = 1; i <= 5; i++) aTab.socket.emit('message', { connectionId, recipientId: b.user.id, content: `number ${i}` });
      await bTab.waitFor('new_message', (p) => p.message.content === 'number 5');
      expect(bTab.of('new_message').map((p) => p.message.content)).toEqual(['number 1', 'number 2', 'number 3', 'number 4', 'number 5']);
      // Without an acknowledgement the sending socket hears nothing back (no message_sent echo); stored in order.
      const stored = bTab.of('new_message').map((p) => p.message);
      expect(stored.map((m) => m.clientMessageId)).toEqual([null, null, null, null, null]);
      expect(stored.map((m) => m.id)).toEqual([...stored.map((m) => m.id)].sort((x, y) => x - y));
      await aTab.barrier();
      expect(aTab.count('message_sent')).toBe(0);
    });

    it('stores a retried clientMessageId once: the retry is re-acknowledged, the recipient hears of it once', async () => {
      const { a, b, connectionId } = await pair();
      const [aTab, bTab] = [await tab(a), await tab(b)];
      const clientMessageId = randomUUID();
      const frame = { connectionId, recipientId: b.user.id, content: 'Sent twice', clientMessageId };
      const first = await aTab.socket.timeout(3000).emitWithAck('message', frame);
      const again = await aTab.socket.timeout(3000).emitWithAck('message', frame);
      // And a third time over HTTP (the fallback after a flaky socket): 200 with the stored message.
      const overHttp = await a.client.post('/api/messages', frame);
      expect(overHttp.status).toBe(200);
      expect(first.ok && again.ok).toBe(true);
      const id = (first as { message: { id: number } }).message.id;
      expect((again as { message: { id: number } }).message.id).toBe(id);
      expect(overHttp.body.id).toBe(id);
      expect(await storedCount({ senderId: a.user.id, clientMessageId })).toBe(1);
      await barrier(aTab, bTab);
      expect(aTab.count('message_sent')).toBe(0);
      expect(bTab.count('new_message')).toBe(1);

      // The same client id for different content is a client bug, not a retry.
      const reused = await aTab.socket.timeout(3000).emitWithAck('message', { ...frame, content: 'Something else' });
      expect(reused).toEqual({ ok: false, error: { message: MESSAGE_ERRORS.clientMessageIdReused, code: 'conflict', event: 'message', clientMessageId } });
    });

    it('answers concurrent duplicates from two tabs with one stored message', async () => {
      const { a, b, connectionId } = await pair();
      const [aTab, aOtherTab, bTab] = [await tab(a), await tab(a), await tab(b)];
      const frame = { connectionId, recipientId: b.user.id, content: 'Race', clientMessageId: randomUUID() };
      const results = await Promise.all([aTab, aOtherTab].map((t) => t.socket.timeout(3000).emitWithAck('message', frame)));
      expect(results.every((r) => r.ok)).toBe(true);
      expect(await storedCount({ clientMessageId: frame.clientMessageId })).toBe(1);
      await bTab.barrier();
      expect(bTab.count('new_message')).toBe(1);
    });

    it('refuses a recipient who is not the other party (impersonation, self, a third user)', async () => {
      const { a, b, connectionId } = await pair();
      const c = await signUp(server, 'investor');
      const [aTab, bTab, cTab] = [await tab(a), await tab(b), await tab(c)];
      for (const recipientId of [a.user.id, c.user.id, 999_999]) {
        const clientMessageId = randomUUID();
        const result = await aTab.socket.timeout(3000).emitWithAck('message', { connectionId, recipientId, content: 'Hi', clientMessageId });
        expect(result).toEqual({ ok: false, error: { message: MESSAGE_ERRORS.wrongRecipient, code: 'forbidden', event: 'message', clientMessageId } });
        expect(await aTab.waitFor('error', (p) => p.clientMessageId === clientMessageId)).toMatchObject({ message: MESSAGE_ERRORS.wrongRecipient });
      }
      const http = await a.client.post('/api/messages', { connectionId, recipientId: c.user.id, content: 'Hi' });
      expect(http).toMatchObject({ status: 403, body: { message: MESSAGE_ERRORS.wrongRecipient } });
      await barrier(bTab, cTab);
      expect(bTab.count('new_message') + cTab.count('new_message')).toBe(0);
      expect(await storedCount({ senderId: a.user.id })).toBe(1); // the request's own text only
    });

    it('keeps a third user out of someone else\'s connection (404, nothing stored, nothing delivered)', async () => {
      const { a, b, connectionId } = await pair();
      const c = await signUp(server, 'investor');
      const [bTab, cTab] = [await tab(b), await tab(c)];
      const result = await cTab.socket.timeout(3000).emitWithAck('message', { connectionId, recipientId: b.user.id, content: 'Let me in' });
      expect(result).toMatchObject({ ok: false, error: { message: MESSAGE_ERRORS.connectionNotFound, code: 'not_found' } });
      expect((await c.client.post('/api/messages', { connectionId, recipientId: a.user.id, content: 'Let me in' })).status).toBe(404);
      expect((await c.client.get(`/api/messages/connection/${connectionId}`)).status).toBe(404);
      expect((await c.client.post(`/api/messages/connection/${connectionId}/read`)).status).toBe(404);
      cTab.socket.emit('typing', { connectionId, recipientId: b.user.id, isTyping: true });
      expect(await cTab.waitFor('error', (p) => p.event === 'typing')).toMatchObject({ message: MESSAGE_ERRORS.connectionNotFound });
      // A refused frame is answered after anything it would have relayed.
      await bTab.barrier();
      expect(bTab.events).toEqual([]);
      expect(await storedCount({ senderId: c.user.id })).toBe(0);
    });

    it('holds a pending request to its own text, and a rejected one to none', async () => {
      const { a, b, connectionId } = await pair('pending');
      const thread = await b.client.get(`/api/messages/connection/${connectionId}`);
      expect(thread.body.messages.map((m: { content: string; senderId: number }) => [m.senderId, m.content])).toEqual([[a.user.id, `Hello ${b.user.fullName}`]]);
      const [aTab, bTab] = [await tab(a), await tab(b)];
      for (const [from, to] of [[aTab, b], [bTab, a]] as const) {
        const result = await from.socket.timeout(3000).emitWithAck('message', { connectionId, recipientId: to.user.id, content: 'One more thing' });
        expect(result).toMatchObject({ ok: false, error: { message: MESSAGE_ERRORS.pending, code: 'forbidden' } });
      }
      expect(await a.client.post('/api/messages', { connectionId, recipientId: b.user.id, content: 'One more thing' })).toMatchObject({ status: 403, body: { message: MESSAGE_ERRORS.pending } });
      aTab.socket.emit('typing', { connectionId, recipientId: b.user.id, isTyping: true });
      expect(await aTab.waitFor('error', (p) => p.event === 'typing')).toMatchObject({ message: MESSAGE_ERRORS.pending });

      expect((await b.client.patch(`/api/connections/${connectionId}`, { status: 'rejected' })).status).toBe(200);
      const rejected = await aTab.socket.timeout(3000).emitWithAck('message', { connectionId, recipientId: b.user.id, content: 'Please?' });
      expect(rejected).toMatchObject({ ok: false, error: { message: MESSAGE_ERRORS.rejected, code: 'forbidden' } });
      expect(await b.client.post('/api/messages', { connectionId, recipientId: a.user.id, content: 'No' })).toMatchObject({ status: 403, body: { message: MESSAGE_ERRORS.rejected } });
      // The history stays readable to both.
      expect((await a.client.get(`/api/messages/connection/${connectionId}`)).body.messages).toHaveLength(1);
      expect(await storedCount({ connectionId })).toBe(1);
    });

    it('trims content and refuses blank or oversize messages', async () => {
      const { a, b, connectionId } = await pair();
      const aTab = await tab(a);
      const send = (content: unknown) => aTab.socket.timeout(3000).emitWithAck('message', { connectionId, recipientId: b.user.id, content } as never);
      for (const blank of ['', '   ', '\n\t ']) expect(await send(blank)).toMatchObject({ ok: false, error: { message: MESSAGE_ERRORS.empty, code: 'invalid' } });
      expect(await send('x'.repeat(5001))).toMatchObject({ ok: false, error: { message: MESSAGE_ERRORS.tooLong, code: 'invalid' } });
      expect(await send(42)).toMatchObject({ ok: false, error: { message: MESSAGE_ERRORS.empty } });
      const longest = await send(`  ${'é'.repeat(5000)}  `);
      expect(longest.ok && (longest as { message: { content: string } }).message.content).toBe('é'.repeat(5000));
      const post = (content: string) => a.client.post('/api/messages', { connectionId, recipientId: b.user.id, content });
      expect(await post('  ')).toMatchObject({ status: 400, body: { message: MESSAGE_ERRORS.empty, errors: { content: MESSAGE_ERRORS.empty } } });
      expect(await post('y'.repeat(5001))).toMatchObject({ status: 400, body: { message: MESSAGE_ERRORS.tooLong } });
      expect(await storedCount({ senderId: a.user.id })).toBe(2); // the request and the 5,000-character one
    });

    it('answers malformed frames with an error frame and keeps the socket alive', async () => {
      const { a } = await pair();
      const aTab = await tab(a);
      const frames: unknown[] = [undefined, null, 'garbage', 17, [], { connectionId: 'x', recipientId: 1, content: 'hi' }, { connectionId: 1, content: 'hi' },
        { connectionId: 1, recipientId: 2, content: 'hi', clientMessageId: 'not-a-uuid' }];
      for (const frame of frames) aTab.socket.emit('message', frame as never);
      aTab.socket.emit('typing', { connectionId: 1, recipientId: 2 } as never);
      aTab.socket.emit('mark_read', 'nope' as never);
      const deadline = Date.now() + 3000;
      while (aTab.count('error') < frames.length + 2 && Date.now() < deadline) await pollInterval();
      const errors = aTab.of('error');
      expect(errors).toHaveLength(frames.length + 2);
      expect(errors.every((e) => typeof e.message === 'string' && e.code === 'invalid')).toBe(true);
      expect(errors.map((e) => e.message)).toContain(MESSAGE_ERRORS.clientMessageId);
      expect(errors.map((e) => e.message)).toContain(MESSAGE_ERRORS.noRecipient);
      await aTab.barrier();
      expect(aTab.socket.connected).toBe(true);
    });

    it('refuses anonymous sockets and deactivated recipients', async () => {
      const { a, b, connectionId } = await pair();
      const anonymous = await openTab(server.url);
      tabs.push(anonymous);
      const result = await anonymous.socket.timeout(3000).emitWithAck('message', { connectionId, recipientId: b.user.id, content: 'Hi' });
      expect(result).toMatchObject({ ok: false, error: { message: MESSAGE_ERRORS.authenticationRequired, code: 'unauthenticated' } });
      anonymous.socket.emit('typing', { connectionId, recipientId: b.user.id, isTyping: true });
      expect(await anonymous.waitFor('error', (p) => p.event === 'typing')).toMatchObject({ message: MESSAGE_ERRORS.authenticationRequired });
      expect((await new TestClient(server.url).get('/api/messages')).status).toBe(401);
      expect((await new TestClient(server.url).post('/api/messages', { connectionId, recipientId: b.user.id, content: 'Hi' })).status).toBe(401);

      await b.client.post('/api/messages', { connectionId, recipientId: a.user.id, content: 'Bye for now' });
      await server.knex('users').where({ id: b.user.id }).update({ deactivatedAt: new Date() });
      const aTab = await tab(a);
      expect(await aTab.socket.timeout(3000).emitWithAck('message', { connectionId, recipientId: b.user.id, content: 'Still there?' })).toMatchObject({
        ok: false, error: { message: MESSAGE_ERRORS.recipientInactive, code: 'forbidden' },
      });
      // B's messages now show 'Unknown User' (sender null).
      const thread = await a.client.get(`/api/messages/connection/${connectionId}`);
      expect(thread.body.messages.map((m: { content: string; sender: { id: number } | null }) => [m.content, m.sender?.id ?? null])).toEqual([
        [`Hello ${b.user.fullName}`, a.user.id], ['Bye for now', null],
      ]);
    });
  });

  describe('typing', () => {
    it('relays typing to the other party only, and refuses a wrong recipient', async () => {
      const { a, b, connectionId } = await pair();
      const c = await signUp(server, 'investor');
      const [aTab, bTab, cTab] = [await tab(a), await tab(b), await tab(c)];
      aTab.socket.emit('typing', { connectionId, recipientId: b.user.id, isTyping: true });
      expect(await bTab.waitFor('typing_status')).toEqual({ connectionId, userId: a.user.id, isTyping: true });
      aTab.socket.emit('typing', { connectionId, recipientId: b.user.id, isTyping: false });
      expect(await bTab.waitFor('typing_status', (p) => !p.isTyping)).toEqual({ connectionId, userId: a.user.id, isTyping: false });
      aTab.socket.emit('typing', { connectionId, recipientId: c.user.id, isTyping: true });
      expect(await aTab.waitFor('error', (p) => p.event === 'typing')).toMatchObject({ message: MESSAGE_ERRORS.wrongRecipient, code: 'forbidden' });
      await barrier(aTab, bTab, cTab);
      expect(cTab.events).toEqual([]);
      expect(aTab.count('typing_status')).toBe(0);
      expect(bTab.count('typing_status')).toBe(2);
    });

    it('turns the indicator off when a tab closes mid-typing, and only then', async () => {
      const { a, b, connectionId } = await pair();
      const [typingTab, quietTab, bTab] = [await tab(a), await tab(a), await tab(b)];
      typingTab.socket.emit('typing', { connectionId, recipientId: b.user.id, isTyping: true });
      expect(await bTab.waitFor('typing_status')).toEqual({ connectionId, userId: a.user.id, isTyping: true });
      quietTab.socket.emit('typing', { connectionId, recipientId: b.user.id, isTyping: true });
      quietTab.socket.emit('typing', { connectionId, recipientId: b.user.id, isTyping: false });
      // The quiet tab's frames are relayed in order, so its "stopped" is the last of them.
      await bTab.waitFor('typing_status', (p) => !p.isTyping);
      const before = bTab.count('typing_status');
      const quietTabGone = serverHandledDisconnect(server.app, quietTab);
      quietTab.socket.close();
      await quietTabGone;
      await bTab.barrier();
      expect(bTab.count('typing_status')).toBe(before);
      typingTab.socket.close();
      expect(await bTab.waitFor('typing_status', (p) => !p.isTyping && bTab.count('typing_status') > before)).toEqual({ connectionId, userId: a.user.id, isTyping: false });
    });
  });

  describe('HTTP', () => {
    it('POST /api/messages is the fallback: same rules, and the same fan-out to the other party and the sender\'s tabs', async () => {
      const { a, b, connectionId } = await pair();
      const [aTab, bTab] = [await tab(a), await tab(b)];
      const clientMessageId = randomUUID();
      const response = await a.client.post('/api/messages', { connectionId, recipientId: b.user.id, content: ' Over HTTP ', clientMessageId });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ content: 'Over HTTP', clientMessageId, senderId: a.user.id, sender: { id: a.user.id } });
      expect(await bTab.waitFor('new_message')).toEqual({ message: response.body });
      expect(await aTab.waitFor('new_message')).toEqual({ message: response.body });
      await barrier(aTab, bTab);
      expect(bTab.count('new_message')).toBe(1);
      expect(aTab.count('message_sent')).toBe(0);
    });

    it('GET /api/messages/connection/:id pages back with nextCursor and catches up with ?after', async () => {
      const { a, b, connectionId } = await pair();
      const [first] = (await a.client.get(`/api/messages/connection/${connectionId}`)).body.messages;
      const now = Date.now();
      const rows = Array.from({ length: 119 }, (_, i) => ({
        senderId: i % 2 ? a.user.id : b.user.id, recipientId: i % 2 ? b.user.id : a.user.id, connectionId, content: `m${i + 1}`, read: false, createdAt: new Date(now + i),
      }));
      for (let i = 0; i < rows.length; i += 40) await server.knex('messages').insert(rows.slice(i, i + 40));

      const latest = threadPageSchema.parse((await a.client.get(`/api/messages/connection/${connectionId}`)).body);
      expect(latest.messages).toHaveLength(50);
      expect(latest.messages.at(-1)!.content).toBe('m119');
      expect(latest.messages[0]!.content).toBe('m70');
      expect(latest.nextCursor).toBe(latest.messages[0]!.id);
      expect(latest.newerCursor).toBeNull();
      const older = threadPageSchema.parse((await a.client.get(`/api/messages/connection/${connectionId}?before=${latest.nextCursor}`)).body);
      expect(older.messages.map((m) => m.content)).toEqual(Array.from({ length: 50 }, (_, i) => `m${i + 20}`));
      const oldest = threadPageSchema.parse((await a.client.get(`/api/messages/connection/${connectionId}?before=${older.nextCursor}`)).body);
      expect(oldest.messages).toHaveLength(20);
      expect(oldest.messages[0]!.id).toBe(first.id);
      expect(oldest.nextCursor).toBeNull();
      // Every message exactly once across the pages, in order.
      const ids = [...oldest.messages, ...older.messages, ...latest.messages].map((m) => m.id);
      expect(new Set(ids).size).toBe(120);
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
      // Senders carry public profiles.
      expect(new Set(latest.messages.map((m) => m.sender!.id))).toEqual(new Set([a.user.id, b.user.id]));

      const small = threadPageSchema.parse((await a.client.get(`/api/messages/connection/${connectionId}?limit=10`)).body);
      expect(small.messages).toHaveLength(10);

      // After a reconnect: whatever came after the last message held, oldest first.
      const heldId = latest.messages[46]!.id;
      const missed = threadPageSchema.parse((await b.client.get(`/api/messages/connection/${connectionId}?after=${heldId}`)).body);
      expect(missed.messages.map((m) => m.content)).toEqual(['m117', 'm118', 'm119']);
      expect(missed).toMatchObject({ nextCursor: null, newerCursor: null });
      const partial = threadPageSchema.parse((await b.client.get(`/api/messages/connection/${connectionId}?after=${heldId}&limit=2`)).body);
      expect(partial.messages.map((m) => m.content)).toEqual(['m117', 'm118']);
      expect(partial.newerCursor).toBe(partial.messages[1]!.id);
      const rest = threadPageSchema.parse((await b.client.get(`/api/messages/connection/${connectionId}?after=${partial.newerCursor}&limit=2`)).body);
      expect(rest.messages.map((m) => m.content)).toEqual(['m119']);
      expect(rest.newerCursor).toBeNull();
      const none = threadPageSchema.parse((await b.client.get(`/api/messages/connection/${connectionId}?after=${rest.messages[0]!.id}`)).body);
      expect(none.messages).toEqual([]);

      for (const query of ['before=1&after=2', 'limit=0', 'limit=201', 'before=abc']) {
        expect((await a.client.get(`/api/messages/connection/${connectionId}?${query}`)).status, query).toBe(400);
      }
      expect((await a.client.get('/api/messages/connection/abc')).status).toBe(404);
      expect((await a.client.get('/api/messages/connection/99999999')).status).toBe(404);
    });

    it('answers a thread page unchanged since its ETag with 304 and no body, and a changed one in full', async () => {
      const { a, b, connectionId } = await pair();
      const path = `/api/messages/connection/${connectionId}`;
      const first = await a.client.get(path);
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await a.client.get(path, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      // A list of validators, a weak one among them, is compared weakly, as If-None-Match is.
      expect((await a.client.get(path, { 'if-none-match': `"other", W/${etag}` })).status).toBe(304);
      expect((await a.client.get(path, { 'if-none-match': '"other"' })).status).toBe(200);
      // Both sides see the same page, so one validator serves both.
      expect((await b.client.get(path, { 'if-none-match': etag })).status).toBe(304);

      const sent = await b.client.post('/api/messages', { connectionId, recipientId: a.user.id, content: 'A new message' });
      expect(sent.status).toBe(201);
      const changed = await a.client.get(path, { 'if-none-match': etag });
      expect(changed.status).toBe(200);
      expect(threadPageSchema.parse(changed.body).messages.at(-1)!.content).toBe('A new message');
      expect(changed.headers.get('etag')).not.toBe(etag);
      // Reading the thread changes the page (each message's read flag) for both sides.
      const before = changed.headers.get('etag')!;
      expect((await a.client.post(`/api/messages/connection/${connectionId}/read`)).status).toBe(200);
      expect((await a.client.get(path, { 'if-none-match': before })).status).toBe(200);
      // Nobody but the two sides learns anything from a validator.
      const stranger = await signUp(server, 'investor');
      expect((await stranger.client.get(path, { 'if-none-match': before })).status).toBe(404);
    });

    it('catches up after a reconnect without loss or duplicates', async () => {
      const { a, b, connectionId } = await pair();
      const [aTab, bTab] = [await tab(a), await tab(b)];
      await aTab.socket.timeout(3000).emitWithAck('message', { connectionId, recipientId: b.user.id, content: 'before', clientMessageId: randomUUID() });
      const held = (await bTab.waitFor('new_message')).message;
      bTab.close();
      for (const content of ['while away 1', 'while away 2']) await aTab.socket.timeout(3000).emitWithAck('message', { connectionId, recipientId: b.user.id, content });
      const back = await tab(b);
      const missed = (await b.client.get(`/api/messages/connection/${connectionId}?after=${held.id}`)).body;
      expect(missed.messages.map((m: { content: string }) => m.content)).toEqual(['while away 1', 'while away 2']);
      await aTab.socket.timeout(3000).emitWithAck('message', { connectionId, recipientId: b.user.id, content: 'after' });
      expect((await back.waitFor('new_message')).message.content).toBe('after');
      await back.barrier();
      expect(back.count('new_message')).toBe(1);
    });

    it('marks a thread read (HTTP and socket), tells the other party, and counts unread per connection', async () => {
      const { a, b, connectionId } = await pair();
      const c = await signUp(server, 'manufacturer', { fullName: 'Carla Maker' });
      const second = await connectionBetween(c, b, 'accepted');
      // B has unread: A's request text plus 2, and C's request text plus 1.
      for (const content of ['one', 'two']) await a.client.post('/api/messages', { connectionId, recipientId: b.user.id, content });
      await c.client.post('/api/messages', { connectionId: second, recipientId: b.user.id, content: 'three' });
      // A message from B to A does not count for B.
      await b.client.post('/api/messages', { connectionId, recipientId: a.user.id, content: 'reply' });
      const unread = unreadCountsSchema.parse((await b.client.get('/api/messages/unread')).body);
      expect(unread).toEqual({ total: 5, connections: [{ connectionId, count: 3 }, { connectionId: second, count: 2 }].sort((x, y) => x.connectionId - y.connectionId) });
      expect((await a.client.get('/api/messages/unread')).body).toEqual({ total: 1, connections: [{ connectionId, count: 1 }] });

      const [aTab, bTab, bOtherTab] = [await tab(a), await tab(b), await tab(b)];
      const read = await b.client.post(`/api/messages/connection/${connectionId}/read`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ connectionId, marked: 3 });
      expect(await aTab.waitFor('messages_read')).toEqual({ connectionId, readerId: b.user.id, lastReadId: read.body.lastReadId });
      expect(await bOtherTab.waitFor('messages_read')).toEqual({ connectionId, readerId: b.user.id, lastReadId: read.body.lastReadId });
      expect((await b.client.get('/api/messages/unread')).body).toEqual({ total: 2, connections: [{ connectionId: second, count: 2 }] });
      // A's own unread (B's reply) is untouched; the thread shows read flags.
      expect((await a.client.get('/api/messages/unread')).body.total).toBe(1);
      const thread = (await a.client.get(`/api/messages/connection/${connectionId}`)).body.messages as Array<{ senderId: number; read: boolean }>;
      expect(thread.filter((m) => m.senderId === a.user.id).every((m) => m.read)).toBe(true);
      expect(thread.filter((m) => m.senderId === b.user.id).every((m) => !m.read)).toBe(true);

      // Again: nothing to mark, no event.
      expect((await b.client.post(`/api/messages/connection/${connectionId}/read`)).body).toMatchObject({ marked: 0 });
      // Over the socket, with an acknowledgement.
      const ack = await bTab.socket.timeout(3000).emitWithAck('mark_read', { connectionId: second });
      expect(ack).toMatchObject({ ok: true, connectionId: second, marked: 2 });
      expect((await b.client.get('/api/messages/unread')).body).toEqual({ total: 0, connections: [] });
      await aTab.barrier();
      expect(aTab.count('messages_read')).toBe(1);
    });

    it('GET /api/messages lists own messages newest first with sender profiles, bounded by limit', async () => {
      const { a, b, connectionId } = await pair();
      for (const content of ['first', 'second']) await a.client.post('/api/messages', { connectionId, recipientId: b.user.id, content });
      await b.client.post('/api/messages', { connectionId, recipientId: a.user.id, content: 'third' });
      const list = (await a.client.get('/api/messages')).body as Array<{ content: string; sender: { fullName: string } }>;
      expect(list.map((m) => m.content)).toEqual(['third', 'second', 'first', `Hello ${b.user.fullName}`]);
      expect(list[0]!.sender.fullName).toBe(b.user.fullName);
      expect(list.every((m) => messageWithSenderSchema.safeParse(m).success)).toBe(true);
      expect(JSON.stringify(list)).not.toContain(b.email);
      const page = (await a.client.get('/api/messages?limit=2')).body as Array<{ id: number; content: string }>;
      expect(page.map((m) => m.content)).toEqual(['third', 'second']);
      expect(((await a.client.get(`/api/messages?limit=2&before=${page[1]!.id}`)).body as Array<{ content: string }>).map((m) => m.content)).toEqual(['first', `Hello ${b.user.fullName}`]);
      expect((await a.client.get('/api/messages?limit=500')).status).toBe(400);
    });
  });

  describe('the per-member send limit', () => {
    it('takes a member\'s 30 messages in 10 s over all their sockets and HTTP together, and refuses the next with a message', async () => {
      const { a, b, connectionId } = await pair();
      const aTabs = [await tab(a), await tab(a), await tab(a)];
      const frame = (content: string) => ({ connectionId, recipientId: b.user.id, content, clientMessageId: randomUUID() });
      // All at once, every fifth over HTTP and the rest spread over three sockets (each well within its own allowance).
      const burst = await Promise.all(Array.from({ length: MEMBER_LIMITS.messages }, (_, i) =>
        i % 5 === 4
          ? a.client.post('/api/messages', frame(`burst ${i}`)).then((response) => response.status === 201)
          : aTabs[i % 3]!.socket.timeout(5000).emitWithAck('message', frame(`burst ${i}`)).then((ack) => ack.ok)));
      expect(burst.filter(Boolean)).toHaveLength(MEMBER_LIMITS.messages);

      const over = frame('one too many');
      expect(await aTabs[2]!.socket.timeout(3000).emitWithAck('message', over)).toEqual({
        ok: false, error: { message: MESSAGE_ERRORS.tooManyMessages, code: 'rate_limited', event: 'message', clientMessageId: over.clientMessageId },
      });
      const overHttp = await a.client.post('/api/messages', frame('and another'));
      expect(overHttp).toMatchObject({ status: 429, body: { message: MESSAGE_ERRORS.tooManyMessages } });
      expect(Number(overHttp.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await storedCount({ senderId: a.user.id })).toBe(MEMBER_LIMITS.messages + 1); // the burst and the request's text
      // The other member of the thread sends as usual.
      expect((await b.client.post('/api/messages', { connectionId, recipientId: a.user.id, content: 'Slow down!' })).status).toBe(201);
    });
  });

  describe('summaries for the connections panel', () => {
    it('gives the newest message and my unread count of every thread, however old', async () => {
      const { a, b, connectionId } = await pair();
      const c = await signUp(server, 'investor');
      const other = await connectionBetween(a, c, 'accepted');
      // Many newer messages elsewhere must not push the first thread's newest message out.
      await b.client.post('/api/messages', { connectionId, recipientId: a.user.id, content: 'Newest in the old thread' });
      for (let i = 0; i < 5; i++) await c.client.post('/api/messages', { connectionId: other, recipientId: a.user.id, content: `Busy thread ${i}` });
      const response = await a.client.get('/api/messages/summaries');
      expect(response.status).toBe(200);
      const byConnection = new Map((response.body as Array<{ connectionId: number; lastMessage: { content: string; sender: { fullName: string } }; unread: number }>).map((s) => [s.connectionId, s]));
      expect(byConnection.get(connectionId)).toMatchObject({ lastMessage: { content: 'Newest in the old thread', sender: { fullName: b.user.fullName } }, unread: 1 });
      expect(byConnection.get(other)).toMatchObject({ lastMessage: { content: 'Busy thread 4' }, unread: 5 });
      // Only my own connections, never a stranger's.
      const stranger = await signUp(server, 'designer');
      expect((await stranger.client.get('/api/messages/summaries')).body).toEqual([]);
      expect((await new TestClient(server.url).get('/api/messages/summaries')).status).toBe(401);
    });
  });

  describe('connection events', () => {
    it('tells the recipient of a request, and both sides when it is accepted, rejected or withdrawn', async () => {
      const a = await signUp(server, 'entrepreneur', { fullName: 'Ada Founder' });
      const b = await signUp(server, 'manufacturer', { fullName: 'Ben Maker' });
      const project = await a.client.post('/api/projects', { name: 'Smart Sensor', description: 'A sensor for the factory floor.', status: 'active' });
      const [aTab, bTab, bDesktop] = [await tab(a), await tab(b), await tab(b)];

      const created = await a.client.post('/api/connections', { recipientId: b.user.id, message: 'Shall we build it?', projectId: project.body.id });
      for (const t of [bTab, bDesktop]) {
        const event = connectionRequestEventSchema.parse(await t.waitFor('connection_request'));
        expect(event.connection).toMatchObject({
          id: created.body.id, status: 'pending', message: 'Shall we build it?',
          requester: { id: a.user.id, fullName: 'Ada Founder' }, recipient: { id: b.user.id, fullName: 'Ben Maker' }, project: { name: 'Smart Sensor' },
        });
      }
      expect(JSON.stringify(bTab.of('connection_request'))).not.toContain(a.email);
      await b.client.patch(`/api/connections/${created.body.id}`, { status: 'accepted' });
      for (const t of [aTab, bTab]) {
        const event = connectionUpdatedEventSchema.parse(await t.waitFor('connection_updated'));
        expect(event).toMatchObject({ action: 'accepted', connection: { id: created.body.id, status: 'accepted', project: { name: 'Smart Sensor' } } });
      }

      const c = await signUp(server, 'supplier');
      const cTab = await tab(c);
      const toReject = await c.client.post('/api/connections', { recipientId: a.user.id, message: 'Hi Ada' });
      await aTab.waitFor('connection_request', (p) => p.connection.id === toReject.body.id);
      await a.client.patch(`/api/connections/${toReject.body.id}`, { status: 'rejected' });
      expect(await cTab.waitFor('connection_updated')).toMatchObject({ action: 'rejected', connection: { id: toReject.body.id, status: 'rejected' } });

      const toWithdraw = await c.client.post('/api/connections', { recipientId: b.user.id, message: 'Hi Ben' });
      await bTab.waitFor('connection_request', (p) => p.connection.id === toWithdraw.body.id);
      expect((await c.client.delete(`/api/connections/${toWithdraw.body.id}`)).status).toBe(204);
      expect(await bTab.waitFor('connection_updated', (p) => p.connection.id === toWithdraw.body.id)).toMatchObject({
        action: 'withdrawn', connection: { id: toWithdraw.body.id, status: 'pending', requester: { id: c.user.id } },
      });
      await barrier(aTab, cTab);
      // Nobody else heard of any of it.
      expect(cTab.count('connection_request')).toBe(0);
      expect(aTab.count('connection_updated', (p) => p.connection.id === toWithdraw.body.id)).toBe(0);
    });

    it('identifies a desktop socket by its bearer token too', async () => {
      const { a, b, connectionId } = await pair();
      const { response } = await signIn(server, b, {});
      expect(response.status).toBe(200);
      const login = await fetch(`${server.url}/api/login`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-session-transport': 'bearer' }, body: JSON.stringify({ email: b.email, password: b.password }),
      });
      const desktop = await openTab(server.url, undefined, { token: login.headers.get('x-session-token')! });
      tabs.push(desktop);
      await a.client.post('/api/messages', { connectionId, recipientId: b.user.id, content: 'To the desktop' });
      expect((await desktop.waitFor('new_message')).message.content).toBe('To the desktop');
    });
  });
});

const redisAvailable = await redisTestsEnabled();

describe.skipIf(!redisAvailable)('the per-member send limit across two processes (Redis)', () => {
  let server: TestServer;
  let sibling: { url: string; close(): Promise<void> };
  const tabs: TestTab[] = [];

  beforeAll(async () => {
    // A channel (and so a count) of this run's own: member ids repeat in other test databases on the same Redis.
    server = await startTestServer({ REDIS_URL: REDIS_TEST_URL, SOCKET_ADAPTER_KEY: `hh-test:${randomUUID()}` });
    sibling = await server.startSibling();
  });
  afterAll(async () => {
    tabs.forEach((t) => t.close());
    await sibling?.close();
    await server?.close();
  });

  it('counts a member\'s messages on every process together', async () => {
    const a = await signUp(server, 'entrepreneur');
    const b = await signUp(server, 'designer');
    const connectionId = (await a.client.post('/api/connections', { recipientId: b.user.id, message: 'Hello' })).body.id as number;
    expect((await b.client.patch(`/api/connections/${connectionId}`, { status: 'accepted' })).status).toBe(200);
    const aOnSibling = new TestClient(sibling.url);
    a.client.cookies.forEach((value, name) => aOnSibling.cookies.set(name, value));
    const aTab = await openTab(server.url, a.client);
    tabs.push(aTab);
    const frame = (content: string) => ({ connectionId, recipientId: b.user.id, content, clientMessageId: randomUUID() });

    const half = MEMBER_LIMITS.messages / 2;
    const overSocket = await Promise.all(Array.from({ length: half }, (_, i) => aTab.socket.timeout(5000).emitWithAck('message', frame(`on one ${i}`))));
    expect(overSocket.every((ack) => ack.ok)).toBe(true);
    const overHttp = await Promise.all(Array.from({ length: MEMBER_LIMITS.messages - half }, (_, i) => aOnSibling.post('/api/messages', frame(`on two ${i}`))));
    expect(overHttp.map((response) => response.status)).toEqual(Array(MEMBER_LIMITS.messages - half).fill(201));

    expect(await aOnSibling.post('/api/messages', frame('over on two'))).toMatchObject({ status: 429, body: { message: MESSAGE_ERRORS.tooManyMessages } });
    expect(await aTab.socket.timeout(3000).emitWithAck('message', frame('over on one'))).toMatchObject({ ok: false, error: { message: MESSAGE_ERRORS.tooManyMessages, code: 'rate_limited' } });
  });
});
