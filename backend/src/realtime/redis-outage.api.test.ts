import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPayload } from '../test-support/accounts.ts';
import { OutageProxy } from '../test-support/outage-proxy.ts';
import { startProcessPair, type ProcessPair } from '../test-support/process-pair.ts';
import type { ServerProcess } from '../test-support/server-process.ts';
import { TestClient } from '../test-support/test-client.ts';
import { testEngine } from '../test-support/test-database.ts';
import { REDIS_TEST_URL, redisTestsEnabled } from '../test-support/test-redis.ts';
import { openTab, type TestTab } from '../test-support/test-sockets.ts';

const available = await redisTestsEnabled();

/**
 * A Redis outage in its bounded CI form: two processes share Redis through a proxy the test cuts. While
 * Redis is away each process serves its own clients (sign-in, signed-in requests, socket sends, delivery
 * to its own sockets); cross-process delivery stops. When Redis is back, process two asks its sockets to
 * reconnect; the recipient catches up the way the app does, and live cross-process delivery resumes.
 * Every acknowledged message reaches him exactly once.
 */
describe.skipIf(!available)(`a Redis outage under two processes (${testEngine() === 'mysql' ? 'MySQL' : 'SQLite'})`, () => {
  let proxy: OutageProxy;
  let pair: ProcessPair;
  let one: ServerProcess;
  let two: ServerProcess;
  const tabs: TestTab[] = [];

  beforeAll(async () => {
    const direct = new URL(REDIS_TEST_URL);
    proxy = new OutageProxy({ host: direct.hostname, port: Number(direct.port || 6379) });
    const viaProxy = new URL(REDIS_TEST_URL);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(await proxy.start());
    pair = await startProcessPair('redis-outage-secret-redis-outage-0123', { redisUrl: viaProxy.toString() });
    ({ one, two } = pair);
  });
  afterAll(async () => {
    tabs.forEach((tab) => tab.close());
    await pair?.stop();
    await proxy?.cut();
  });

  it('keeps each process serving its own clients and catches the recipient up once Redis is back', async () => {
    const ada = new TestClient(one.url);
    const ben = new TestClient(two.url);
    const adaUser = (await ada.post('/api/register', signUpPayload('entrepreneur', { fullName: 'Ada on one' }))).body as { id: number; email: string };
    const benPayload = signUpPayload('manufacturer', { fullName: 'Ben on two' });
    const benUser = (await ben.post('/api/register', benPayload)).body as { id: number };
    const connectionId = (await ada.post('/api/connections', { recipientId: benUser.id, message: 'Shall we build it?' })).body.id as number;
    expect((await ben.patch(`/api/connections/${connectionId}`, { status: 'accepted' })).status).toBe(200);
    const adaTab = await openTab(one.url, ada);
    // Ada's second tab on the same process: delivery there does not need Redis.
    const adaOtherTab = await openTab(one.url, ada);
    const benTab = await openTab(two.url, ben);
    tabs.push(adaTab, adaOtherTab, benTab);

    const acked: number[] = [];
    let refused = 0;
    let adaSending = adaTab;
    /** The ids of the batch's acknowledged messages. */
    const sendBatch = async (count: number, label: string) => {
      const batch: number[] = [];
      for (let i = 0; i < count; i++) {
        const ack = await adaSending.sendMessage({ connectionId, recipientId: benUser.id, content: `${label} ${i + 1}`, clientMessageId: randomUUID() });
        if (ack.ok) batch.push(ack.message.id);
        else refused++;
      }
      acked.push(...batch);
      return batch;
    };
    const liveAtBen = () => benTab.events.filter((e) => e.event === 'new_message').map((e) => e.payload.message.id as number);

    const before = await sendBatch(20, 'Before');
    // One process's broadcasts reach the other in the order sent, so the last one's arrival means all have come.
    await benTab.waitFor('new_message', (p) => p.message.id === before.at(-1));
    expect(liveAtBen()).toHaveLength(20);

    const outputBeforeCut = [one.output().length, two.output().length];
    await proxy.cut();
    // What follows runs in the outage proper: each process's Socket.IO adapter has found Redis gone (its
    // publishing and its subscribing connection each log a refused reconnect).
    const adapterReconnectFailures = (server: ServerProcess, since: number) => server.output().slice(since).split('socket.io redis adapter: connect ECONNREFUSED').length - 1;
    await expect.poll(() => Math.min(adapterReconnectFailures(one, outputBeforeCut[0]!), adapterReconnectFailures(two, outputBeforeCut[1]!)), { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    // Each process goes on serving its own clients: sessions are in the database, limits fall back to per process.
    expect((await ben.get('/api/user')).status).toBe(200);
    const benAgainOnTwo = new TestClient(two.url);
    expect((await benAgainOnTwo.post('/api/login', { email: benPayload.email, password: benPayload.password })).status).toBe(200);
    expect((await ada.post('/api/projects', { name: 'During the Redis outage', description: 'Created while Redis is away.' })).status).toBe(201);
    await sendBatch(30, 'During');
    expect(refused, 'sends are acknowledged while Redis is away').toBe(0);
    // Process one emitted to its own tabs before acknowledging each send.
    await adaOtherTab.barrier();
    expect(adaOtherTab.count('new_message', (p) => String(p.message.content).startsWith('During'))).toBe(30);
    // With Redis cut, process two has nothing from process one still to deliver: a ping to two orders all it has.
    await benTab.barrier();
    const heldBeforeRestore = liveAtBen();
    expect(heldBeforeRestore.length, 'cross-process delivery stops while Redis is away').toBe(20);

    const [benReason, adaReason] = [benTab.disconnection(15_000), adaTab.disconnection(15_000)];
    await proxy.restore();
    // Both adapters are back: each process asks its sockets to reconnect (the app then catches up).
    expect(await benReason).toBe('io server disconnect');
    expect(await adaReason).toBe('io server disconnect');
    expect(liveAtBen(), 'nothing sent during the outage arrives late').toEqual(heldBeforeRestore);
    const benReconnected = await openTab(two.url, ben);
    adaSending = await openTab(one.url, ada);
    tabs.push(benReconnected, adaSending);
    const caughtUp: number[] = [];
    for (let after = heldBeforeRestore.at(-1)!; ; ) {
      const page = (await ben.get(`/api/messages/connection/${connectionId}?after=${after}&limit=50`)).body as { messages: Array<{ id: number }>; newerCursor: number | null };
      caughtUp.push(...page.messages.map((m) => m.id));
      if (!page.newerCursor || !page.messages.length) break;
      after = page.messages.at(-1)!.id;
    }
    expect(caughtUp).toHaveLength(30);

    // Cross-process delivery resumes once both adapters are subscribed again and process one's publishing
    // connection is back (on its own schedule: a probe published before that is lost, and caught up below).
    await pair.adaptersListening();
    let liveAfter: number[] = [];
    for (let attempt = 0; attempt < 20 && liveAfter.length === 0; attempt++) {
      const [probe] = await sendBatch(1, 'After');
      await benReconnected.waitFor('new_message', (p) => p.message.id === probe, 250).catch(() => undefined);
      liveAfter = benReconnected.of('new_message').map((p) => p.message.id as number);
    }
    const more = await sendBatch(19, 'After more');
    await benReconnected.waitFor('new_message', (p) => p.message.id === more.at(-1));
    // A later broadcast from process one to Ben proves no copy of those is still on its way.
    adaSending.socket.emit('typing', { connectionId, recipientId: benUser.id, isTyping: false });
    await benReconnected.waitFor('typing_status', (p) => p.userId === adaUser.id && !p.isTyping);
    liveAfter = benReconnected.of('new_message').map((p) => p.message.id as number);
    const afterSends = acked.slice(50);
    // A probe sent before the channel was back is caught up like the rest.
    const missedProbes = afterSends.filter((id) => !liveAfter.includes(id));
    const caughtUpLater = missedProbes.length
      ? ((await ben.get(`/api/messages/connection/${connectionId}?after=${caughtUp.at(-1)}&limit=50`)).body as { messages: Array<{ id: number }> }).messages.map((m) => m.id).filter((id) => missedProbes.includes(id))
      : [];

    const delivered = [...heldBeforeRestore, ...caughtUp, ...caughtUpLater, ...liveAfter];
    expect(refused).toBe(0);
    expect(new Set(delivered).size, 'no message twice').toBe(delivered.length);
    expect([...delivered].sort((a, b) => a - b)).toEqual([...acked].sort((a, b) => a - b));
    const unread = (await ben.get('/api/messages/unread')).body as { connections: Array<{ connectionId: number; count: number }> };
    expect(unread.connections.find((c) => c.connectionId === connectionId)?.count).toBe(acked.length + 1);
    console.log(
      `redis outage: ${acked.length + refused} sent, ${acked.length} acknowledged, ${heldBeforeRestore.length} delivered live across processes before, `
      + `30 delivered on process one during it, ${caughtUp.length + caughtUpLater.length} caught up after the reconnect, ${liveAfter.length} live after; `
      + `${delivered.length} delivered, 0 duplicated, 0 lost`,
    );
    expect(adaUser.id).toBeGreaterThan(0);
  }, 90_000);
});
