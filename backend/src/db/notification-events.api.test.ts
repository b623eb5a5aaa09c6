import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpAdmin, type AdminAccount, type TestAccount } from '../test-support/accounts.ts';
import { catalogueProduct } from '../test-support/route-catalogue.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { openTab } from '../test-support/test-sockets.ts';
import { PaymentService, SubscriptionLifecycle } from '../modules/payments/index.ts';
import type { DomainEvent } from './domain-events.ts';

const DAY = 24 * 60 * 60 * 1000;
const REASON = 'Breaks the marketplace rules on listings.';

/**
 * The events the notifications are made from, announced by the modules that own each change, as the
 * change happens through the real API (HTTP and the socket): once each, with the right members.
 */
describe('domain events for notifications', () => {
  let server: TestServer;
  let admin: AdminAccount;
  const events: DomainEvent[] = [];

  /** What `action` announced of this type (subscribers have caught up by the time the response arrives). */
  async function announced<T extends DomainEvent['type']>(type: T, action: () => Promise<unknown>): Promise<Array<Extract<DomainEvent, { type: T }>>> {
    const from = events.length;
    await action();
    return events.slice(from).filter((event): event is Extract<DomainEvent, { type: T }> => event.type === type);
  }
  const member = (role: Parameters<typeof signUp>[1] = 'entrepreneur', overrides: Record<string, unknown> = {}) => signUp(server, role, overrides, { verified: true });
  const ok = (response: { status: number; text: string }, status = 200) => expect(response.status, response.text).toBe(status);

  beforeAll(async () => {
    // The server's own billing sweep stays out of the way: the test moves the clock and sweeps itself.
    server = await startTestServer({ BILLING_SWEEP_SECONDS: '86400' });
    server.app.deps.events.subscribe((event) => void events.push(event));
    admin = await signUpAdmin(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('connections: a request, then its answer (accepted or declined), each once', async () => {
    const [ada, bob, cleo] = [await member(), await member('manufacturer'), await member('supplier')];
    let connectionId = 0;
    const requested = await announced('connection-requested', async () => {
      const response = await ada.client.post('/api/connections', { recipientId: bob.user.id, message: 'Shall we work on the enclosure together?' });
      ok(response, 201);
      connectionId = response.body.id;
    });
    expect(requested).toEqual([{ type: 'connection-requested', connectionId, requesterId: ada.user.id, recipientId: bob.user.id }]);
    // A repeat of a pending request is the same request: nothing new.
    expect(await announced('connection-requested', async () => ok(await ada.client.post('/api/connections', { recipientId: bob.user.id, message: 'Shall we work on the enclosure together?' })))).toEqual([]);

    const accepted = await announced('connection-answered', async () => ok(await bob.client.patch(`/api/connections/${connectionId}`, { status: 'accepted' })));
    expect(accepted).toEqual([{ type: 'connection-answered', connectionId, requesterId: ada.user.id, recipientId: bob.user.id, accepted: true }]);
    // Refused (already answered): nothing.
    expect(await announced('connection-answered', async () => expect((await bob.client.patch(`/api/connections/${connectionId}`, { status: 'rejected' })).status).toBe(409))).toEqual([]);

    const other = (await ada.client.post('/api/connections', { recipientId: cleo.user.id, message: 'Can you supply the gaskets?' })).body.id as number;
    const declined = await announced('connection-answered', async () => ok(await cleo.client.patch(`/api/connections/${other}`, { status: 'rejected' })));
    expect(declined).toEqual([{ type: 'connection-answered', connectionId: other, requesterId: ada.user.id, recipientId: cleo.user.id, accepted: false }]);
  });

  it('messages: each stored message (HTTP and socket, not a retry), and a conversation read (HTTP and socket) when anything was unread', async () => {
    const [ada, bob] = [await member(), await member('manufacturer')];
    const connectionId = (await ada.client.post('/api/connections', { recipientId: bob.user.id, message: 'Hello' })).body.id as number;
    ok(await bob.client.patch(`/api/connections/${connectionId}`, { status: 'accepted' }));

    let messageId = 0;
    const retryId = randomUUID();
    const overHttp = await announced('message-sent', async () => {
      const response = await bob.client.post('/api/messages', { connectionId, recipientId: ada.user.id, content: 'Hi Ada', clientMessageId: retryId });
      ok(response, 201);
      messageId = response.body.id;
    });
    expect(overHttp).toEqual([{ type: 'message-sent', messageId, connectionId, senderId: bob.user.id, recipientId: ada.user.id }]);
    expect(await announced('message-sent', async () => ok(await bob.client.post('/api/messages', { connectionId, recipientId: ada.user.id, content: 'Hi Ada', clientMessageId: retryId })))).toEqual([]);

    const tab = await openTab(server.url, ada.client);
    try {
      let socketMessageId = 0;
      const overSocket = await announced('message-sent', async () => {
        const ack = await tab.sendMessage({ connectionId, recipientId: bob.user.id, content: 'Hi Bob', clientMessageId: randomUUID() });
        if (!ack.ok) throw new Error(`refused: ${JSON.stringify(ack.error)}`);
        socketMessageId = ack.message.id;
      });
      expect(overSocket).toEqual([{ type: 'message-sent', messageId: socketMessageId, connectionId, senderId: ada.user.id, recipientId: bob.user.id }]);

      const readOverSocket = await announced('messages-read', () => tab.socket.timeout(3000).emitWithAck('mark_read', { connectionId }));
      expect(readOverSocket).toEqual([{ type: 'messages-read', userId: ada.user.id, connectionId }]);
      // Nothing left unread: nothing changed, nothing announced.
      expect(await announced('messages-read', () => tab.socket.timeout(3000).emitWithAck('mark_read', { connectionId }))).toEqual([]);
    } finally {
      tab.close();
    }

    const readOverHttp = await announced('messages-read', async () => ok(await bob.client.post(`/api/messages/connection/${connectionId}/read`)));
    expect(readOverHttp).toEqual([{ type: 'messages-read', userId: bob.user.id, connectionId }]);
  });

  it("ndas: a partner's signature, with the project's owner", async () => {
    const [owner, partner] = [await member('entrepreneur', { fullName: 'Olive Owner' }), await member('manufacturer', { fullName: 'Pia Partner' })];
    const projectId = (await owner.client.post('/api/projects', { name: 'Sensor hub', description: 'A sensor hub for greenhouse monitoring.', status: 'active' })).body.id as number;
    const request = await owner.client.post('/api/connections', { recipientId: partner.user.id, message: 'Join the sensor hub project', projectId });
    ok(await partner.client.patch(`/api/connections/${request.body.id}`, { status: 'accepted' }));
    const { template } = (await owner.client.get(`/api/projects/${projectId}/nda`)).body as { template: string };
    ok(await owner.client.post(`/api/projects/${projectId}/nda/versions`, { text: template }), 201);
    ok(await owner.client.patch(`/api/projects/${projectId}/nda`, { required: true }));
    const versionId = (await partner.client.get(`/api/projects/${projectId}/shared`)).body.nda.current.id as number;

    const signed = await announced('nda-signed', async () => ok(await partner.client.post(`/api/projects/${projectId}/nda/signatures`, { versionId, fullName: 'Pia Partner' }), 201));
    expect(signed).toEqual([{ type: 'nda-signed', projectId, signerId: partner.user.id, ownerId: owner.user.id }]);
    expect(await announced('nda-signed', async () => expect((await partner.client.post(`/api/projects/${projectId}/nda/signatures`, { versionId, fullName: 'Pia Partner' })).status).toBe(409))).toEqual([]);
  });

  it("admin: a verification decided, either way", async () => {
    const [approved, rejected] = [await member('manufacturer'), await member('supplier')];
    expect(await announced('verification-decided', async () => ok(await admin.client.post(`/api/admin/verifications/${approved.user.id}/approve`, {}))))
      .toEqual([{ type: 'verification-decided', userId: approved.user.id, approved: true }]);
    expect(await announced('verification-decided', async () => ok(await admin.client.post(`/api/admin/verifications/${rejected.user.id}/reject`, { reason: 'The tax ID does not match the company register.' }))))
      .toEqual([{ type: 'verification-decided', userId: rejected.user.id, approved: false }]);
  });

  it('admin: every report a decision closes, to its reporter; a product hidden and restored, to its seller', async () => {
    const seller = await member('supplier');
    const [first, second, third] = [await member(), await member(), await member()];
    const productId = (await seller.client.post('/api/products', catalogueProduct({ name: 'Suspicious power bank' }))).body.id as number;
    const report = async (reporter: TestAccount) => (await reporter.client.post('/api/reports', { targetType: 'product', targetId: productId, reason: 'false_content' })).body.id as number;
    const [a, b] = [await report(first), await report(second)];

    const from = events.length;
    ok(await admin.client.post(`/api/admin/reports/${a}/resolve`, { decision: 'hide', reason: REASON }));
    const after = events.slice(from);
    expect(after.filter((event) => event.type === 'report-resolved')).toEqual([
      { type: 'report-resolved', reportId: a, reporterId: first.user.id, actioned: true },
      { type: 'report-resolved', reportId: b, reporterId: second.user.id, actioned: true },
    ].sort((x, y) => x.reportId - y.reportId));
    expect(after.filter((event) => event.type === 'listing-moderated')).toEqual([{ type: 'listing-moderated', productId, sellerId: seller.user.id, hidden: true }]);

    expect(await announced('listing-moderated', async () => ok(await admin.client.post(`/api/admin/listings/product/${productId}/restore`, { reason: 'The seller fixed the listing.' }))))
      .toEqual([{ type: 'listing-moderated', productId, sellerId: seller.user.id, hidden: false }]);

    const c = await report(third);
    expect(await announced('report-resolved', async () => ok(await admin.client.post(`/api/admin/reports/${c}/resolve`, { decision: 'dismiss', reason: REASON }))))
      .toEqual([{ type: 'report-resolved', reportId: c, reporterId: third.user.id, actioned: false }]);
  });

  it('payments: a receipt for each paid step, and a failed renewal once', async () => {
    const realClock = server.app.deps.clock;
    const start = new Date();
    let now = start;
    server.app.deps.clock = { now: () => now };
    try {
      const founder = await member();
      const lifecycle = new SubscriptionLifecycle(server.app.deps, new PaymentService(server.app.deps));
      const receipts = await announced('billing-notice', async () => {
        const started = await founder.client.post('/api/get-or-create-subscription', { plan: 'entrepreneur-pro', role: 'entrepreneur', pricingTier: 'monthly' });
        ok(started);
        ok(await founder.client.post('/api/simulated-subscription-success', {
          plan: 'entrepreneur-pro', role: 'entrepreneur', interval: 'monthly', paymentIntentId: started.body.paymentIntentId, cardNumber: '4000 0000 0000 0341',
        }));
      });
      expect(receipts).toEqual([{ type: 'billing-notice', userId: founder.user.id, notice: 'receipt', detail: expect.stringMatching(/^Pro plan .*\$0\.00$/) }]);

      // The trial's first charge fails (this test card): past due, with the grace period's end.
      now = new Date(start.getTime() + 7 * DAY + 1000);
      const failed = await announced('billing-notice', () => lifecycle.advance());
      const graceUntil = new Date(start.getTime() + 14 * DAY).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      expect(failed.filter((event) => event.userId === founder.user.id)).toEqual([
        { type: 'billing-notice', userId: founder.user.id, notice: 'renewal-failed', detail: `Pro plan renewal failed; paid features stay until ${graceUntil}` },
      ]);
      // Still past due a day later: not announced again.
      now = new Date(start.getTime() + 8 * DAY);
      expect((await announced('billing-notice', () => lifecycle.advance())).filter((event) => event.userId === founder.user.id)).toEqual([]);
    } finally {
      server.app.deps.clock = realClock;
    }
  });
});
