import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPayload } from '../test-support/accounts.ts';
import { TestClient } from '../test-support/test-client.ts';
import { testEngine } from '../test-support/test-database.ts';
import { openTab, type TestTab } from '../test-support/test-sockets.ts';
import { redisTestsEnabled } from '../test-support/test-redis.ts';
import { startProcessPair, type ProcessPair } from '../test-support/process-pair.ts';
import type { ServerProcess } from '../test-support/server-process.ts';

const available = await redisTestsEnabled();

/**
 * Losing a process, in its bounded CI form: two processes behind Redis, Ada's tab on one and
 * Ben's on two; process two is killed with SIGKILL while Ada sends. Ben reconnects to the survivor and
 * catches up the way the app does (the thread after the last message he holds): every acknowledged
 * message reaches him exactly once, and his unread count is right.
 */
describe.skipIf(!available)(`losing a process mid-conversation (SIGKILL, ${testEngine() === 'mysql' ? 'MySQL' : 'SQLite'} + Redis)`, () => {
  let pair: ProcessPair;
  let one: ServerProcess;
  let two: ServerProcess;
  const tabs: TestTab[] = [];

  beforeAll(async () => {
    pair = await startProcessPair('process-loss-secret-process-loss-0123');
    ({ one, two } = pair);
  });
  afterAll(async () => {
    tabs.forEach((tab) => tab.close());
    await pair?.stop();
  });

  it('delivers every acknowledged message exactly once after the recipient reconnects to the survivor', async () => {
    const ada = new TestClient(one.url);
    const ben = new TestClient(two.url);
    const adaUser = (await ada.post('/api/register', signUpPayload('entrepreneur', { fullName: 'Ada on one' }))).body as { id: number };
    const benUser = (await ben.post('/api/register', signUpPayload('manufacturer', { fullName: 'Ben on two' }))).body as { id: number };
    const connectionId = (await ada.post('/api/connections', { recipientId: benUser.id, message: 'Shall we build it?' })).body.id as number;
    expect((await ben.patch(`/api/connections/${connectionId}`, { status: 'accepted' })).status).toBe(200);
    const adaTab = await openTab(one.url, ada);
    const benTab = await openTab(two.url, ben);
    tabs.push(adaTab, benTab);

    const TOTAL = 120;
    const KILL_AFTER = 40;
    const acked: number[] = [];
    let refused = 0;
    for (let i = 0; i < TOTAL; i++) {
      if (i === KILL_AFTER) two.child.kill('SIGKILL');
      // A frame over the socket's allowance is sent again, so every refusal left would be the loss's doing.
      const ack = await adaTab.sendMessage({ connectionId, recipientId: benUser.id, content: `Message ${i + 1}`, clientMessageId: randomUUID() });
      if (ack.ok) acked.push(ack.message.id);
      else refused++;
    }
    expect(refused).toBe(0);
    expect(two.child.signalCode).toBe('SIGKILL');

    // What Ben's tab on two received before it died, in order: all of it is in once the dead connection has closed.
    await benTab.disconnection();
    const received = benTab.events.filter((e) => e.event === 'new_message').map((e) => e.payload.message.id as number);
    expect(received.length).toBeGreaterThan(0);
    expect(received.length).toBeLessThan(TOTAL);

    // Ben's browser reconnects, to the survivor (his session lives in Redis), and fetches what came after.
    const benOnOne = new TestClient(one.url);
    ben.cookies.forEach((value, name) => benOnOne.cookies.set(name, value));
    const benAgain = await openTab(one.url, benOnOne);
    tabs.push(benAgain);
    const lastHeld = received.at(-1)!;
    const caughtUp: number[] = [];
    for (let after = lastHeld; ; ) {
      const page = (await benOnOne.get(`/api/messages/connection/${connectionId}?after=${after}&limit=50`)).body as { messages: Array<{ id: number }>; newerCursor: number | null };
      caughtUp.push(...page.messages.map((m) => m.id));
      if (!page.newerCursor || !page.messages.length) break;
      after = page.messages.at(-1)!.id;
    }
    // And live delivery goes on through the survivor.
    const lastAck = await adaTab.sendMessage({ connectionId, recipientId: benUser.id, content: 'After the loss', clientMessageId: randomUUID() });
    expect(lastAck.ok).toBe(true);
    if (lastAck.ok) acked.push(lastAck.message.id);
    const live = (await benAgain.waitFor('new_message', (p) => p.message.content === 'After the loss')).message.id as number;

    const delivered = [...received, ...caughtUp.filter((id) => id !== live), live];
    expect(new Set(delivered).size, 'no message twice').toBe(delivered.length);
    expect([...delivered].sort((a, b) => a - b)).toEqual([...acked].sort((a, b) => a - b));

    // Unread: the opening request and every message, none read yet.
    const unread = (await benOnOne.get('/api/messages/unread')).body as { total: number; connections: Array<{ connectionId: number; count: number }> };
    expect(unread.connections.find((c) => c.connectionId === connectionId)?.count).toBe(acked.length + 1);
    console.log(
      `process loss: ${TOTAL + 1} sent, ${acked.length} acknowledged, ${received.length} delivered live before the kill, `
      + `${caughtUp.length} caught up after reconnecting, 1 live after; ${delivered.length} delivered, 0 duplicated, 0 lost`,
    );
    expect(adaUser.id).toBeGreaterThan(0);
  }, 90_000);
});
