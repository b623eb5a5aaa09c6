import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPayload } from '../test-support/accounts.ts';
import { catalogueProduct } from '../test-support/route-catalogue.ts';
import { TestClient } from '../test-support/test-client.ts';
import { testEngine } from '../test-support/test-database.ts';
import { openTab, type TestTab } from '../test-support/test-sockets.ts';
import { redisTestsEnabled } from '../test-support/test-redis.ts';
import { startProcessPair, type ProcessPair } from '../test-support/process-pair.ts';
import type { ServerProcess } from '../test-support/server-process.ts';

const available = await redisTestsEnabled();


describe.skipIf(!available)(`two backend processes sharing ${testEngine() === 'mysql' ? 'MySQL' : 'SQLite'} and Redis (Socket.IO Redis adapter)`, () => {
  let pair: ProcessPair;
  let one: ServerProcess;
  let two: ServerProcess;
  const tabs: TestTab[] = [];

  beforeAll(async () => {
    pair = await startProcessPair('scale-out-secret-scale-out-secret-0123');
    ({ one, two } = pair);
  });
  afterAll(async () => {
    tabs.forEach((t) => t.close());
    await pair?.stop();
  });

  it('delivers messages, typing, read receipts and connection events between users on different processes', async () => {
    expect(one.child.pid).not.toBe(two.child.pid);
    const a = new TestClient(one.url);
    const b = new TestClient(two.url);
    const aUser = (await a.post('/api/register', signUpPayload('entrepreneur', { fullName: 'Ada on one' }))).body;
    const bUser = (await b.post('/api/register', signUpPayload('designer', { fullName: 'Ben on two' }))).body;
    // A's second tab is served by the other process (the session lives in Redis).
    const aElsewhere = new TestClient(two.url);
    a.cookies.forEach((value, name) => aElsewhere.cookies.set(name, value));
    const [aTab, aTabOnTwo, bTab] = [await openTab(one.url, a), await openTab(two.url, aElsewhere), await openTab(two.url, b)];
    tabs.push(aTab, aTabOnTwo, bTab);

    // Connection request made on process one reaches B on process two; B's answer on two reaches A on one.
    const request = await a.post('/api/connections', { recipientId: bUser.id, message: 'Across processes?' });
    expect(request.status).toBe(201);
    expect((await bTab.waitFor('connection_request')).connection).toMatchObject({ id: request.body.id, requester: { fullName: 'Ada on one' } });
    expect((await b.patch(`/api/connections/${request.body.id}`, { status: 'accepted' })).status).toBe(200);
    expect(await aTab.waitFor('connection_updated')).toMatchObject({ action: 'accepted', connection: { id: request.body.id, status: 'accepted' } });
    const connectionId = request.body.id as number;

    // A socket message on one: stored, acknowledged on one, delivered to B and to A's other tab on two.
    const clientMessageId = randomUUID();
    const ack = await aTab.socket.timeout(5000).emitWithAck('message', { connectionId, recipientId: bUser.id, content: 'Hello from process one', clientMessageId });
    expect(ack.ok).toBe(true);
    const sent = (ack as { message: { id: number } }).message;
    expect(await bTab.waitFor('new_message')).toEqual({ message: sent });
    expect(await aTabOnTwo.waitFor('new_message')).toEqual({ message: sent });

    // And back: B's socket on two reaches A on one.
    bTab.socket.emit('message', { connectionId, recipientId: aUser.id, content: 'Hello from process two' });
    expect((await aTab.waitFor('new_message', (p) => p.message.content === 'Hello from process two')).message.senderId).toBe(bUser.id);

    // The HTTP fallback on one reaches B on two.
    await a.post('/api/messages', { connectionId, recipientId: bUser.id, content: 'Over HTTP on one' });
    await bTab.waitFor('new_message', (p) => p.message.content === 'Over HTTP on one');

    // Typing and read receipts cross too.
    aTab.socket.emit('typing', { connectionId, recipientId: bUser.id, isTyping: true });
    expect(await bTab.waitFor('typing_status')).toEqual({ connectionId, userId: aUser.id, isTyping: true });
    bTab.socket.emit('typing', { connectionId, recipientId: aUser.id, isTyping: true });
    expect(await aTab.waitFor('typing_status')).toEqual({ connectionId, userId: bUser.id, isTyping: true });
    expect((await b.post(`/api/messages/connection/${connectionId}/read`)).body.marked).toBe(3);
    expect(await aTab.waitFor('messages_read')).toMatchObject({ connectionId, readerId: bUser.id });

    // Exactly once each, wherever the sender was. A process publishes its broadcasts over one Redis connection
    // and the other hears them over one subscription, in order; so a later broadcast from the same process
    // proves none of the earlier ones is still on its way. A reads B's message on one (to both tabs on two),
    // and B stops typing on two (to A's tab on one).
    expect(await aTab.socket.timeout(5000).emitWithAck('mark_read', { connectionId })).toMatchObject({ ok: true, marked: 1 });
    bTab.socket.emit('typing', { connectionId, recipientId: aUser.id, isTyping: false });
    await Promise.all([
      bTab.waitFor('messages_read', (p) => p.readerId === aUser.id),
      aTabOnTwo.waitFor('messages_read', (p) => p.readerId === aUser.id),
      aTab.waitFor('typing_status', (p) => p.userId === bUser.id && !p.isTyping),
    ]);
    expect(bTab.count('new_message')).toBe(2);
    expect(aTab.count('new_message')).toBe(2); // B's message and A's own HTTP one (every tab of the sender)
    expect(aTabOnTwo.count('new_message')).toBe(3);
    // The sending socket has its acknowledgement only; A's tab on two has its new_message (counted above).
    expect(aTab.count('message_sent') + aTabOnTwo.count('message_sent')).toBe(0);
    expect(one.output() + two.output()).not.toMatch(/redis.*(failed|error)/i);
  });

  it('a profile change made through one process shows in the partner search of the other at once', async () => {
    const maker = new TestClient(one.url);
    const registered = await maker.post('/api/register', signUpPayload('manufacturer', { fullName: 'Mia Maker', companyName: 'Mia Works', location: 'Berlin, Germany' }));
    expect(registered.status, registered.text).toBe(201);
    const seeker = new TestClient(two.url);
    expect((await seeker.post('/api/register', signUpPayload('entrepreneur', { fullName: 'Sam Seeker' }))).status).toBe(201);
    const found = async (query: string) => ((await seeker.get(`/api/users?${query}`)).body as { items: Array<{ id: number }> }).items.map((card) => card.id);
    // Process two's index is loaded now (first search), so what follows reaches it only through Redis.
    expect(await found('location=Berlin&locationType=exact')).toContain(registered.body.id);
    expect((await maker.patch('/api/user', { location: 'Osaka, Japan' })).status).toBe(200);
    await expect.poll(() => found('location=Osaka&locationType=exact'), { timeout: 5000 }).toContain(registered.body.id);
    expect(await found('location=Berlin&locationType=exact')).not.toContain(registered.body.id);
  });

  it('a listing change made through one process shows in the marketplace of the other', async () => {
    const seller = new TestClient(one.url);
    expect((await seller.post('/api/register', signUpPayload('supplier', { fullName: 'Lena Lister' }))).status).toBe(201);
    const listing = await seller.post('/api/products', catalogueProduct({ name: 'Relayed bench supply', price: '40.00' }));
    expect(listing.status, listing.text).toBe(201);
    const visitor = new TestClient(two.url);
    const prices = async () => ((await visitor.get('/api/products?search=relayed')).body as { items: Array<{ price: string }> }).items.map((item) => item.price);
    // Process two loaded its listing index at start, so the new listing reaches it only through Redis.
    await expect.poll(prices, { timeout: 5000 }).toEqual(['40.00']);
    expect((await seller.patch(`/api/products/${listing.body.id}`, { price: '35.00' })).status).toBe(200);
    await expect.poll(prices, { timeout: 5000 }).toEqual(['35.00']);
    expect((await seller.patch('/api/user', { fullName: 'Lena Renamed' })).status).toBe(200);
    await expect.poll(async () => ((await visitor.get('/api/products?search=relayed')).body as { items: Array<{ seller: { fullName: string } }> }).items[0]?.seller.fullName, { timeout: 5000 }).toBe('Lena Renamed');
  });
});
