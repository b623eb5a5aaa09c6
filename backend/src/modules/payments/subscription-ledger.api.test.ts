import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { planById, type Plan } from '#shared/constants/plans.ts';
import { planChangedEventSchema } from '#shared/api/realtime-events.ts';
import type { DomainEvent } from '../../db/domain-events.ts';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { openTab, type TestTab } from '../../test-support/test-sockets.ts';
import { PaymentService } from './payment-service.ts';
import { inLedgerTransaction } from './subscription-ledger.ts';

describe('subscription ledger: a plan change is announced once, after its commit', () => {
  let server: TestServer;
  let heard: DomainEvent[] = [];
  let stopListening: () => void;
  const tabs: TestTab[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    stopListening = server.app.deps.events.subscribe((event) => void heard.push(event));
  });
  afterEach(() => {
    tabs.splice(0).forEach((tab) => tab.close());
    heard = [];
  });
  afterAll(async () => {
    stopListening?.();
    await server?.close();
  });

  const member = () => signUp(server, 'entrepreneur', {}, { verified: true });
  const changesOf = (userId: number) => heard.filter((event) => event.type === 'subscription-changed' && event.userId === userId);
  async function tabOf(account: TestAccount): Promise<TestTab> {
    const tab = await openTab(server.url, account.client);
    tabs.push(tab);
    await tab.barrier();
    return tab;
  }
  async function subscribe(account: TestAccount, plan: string) {
    const started = await account.client.post('/api/get-or-create-subscription', { plan, role: account.user.role, pricingTier: 'monthly' });
    expect(started.status, started.text).toBe(200);
    const confirmed = await account.client.post('/api/simulated-subscription-success', { plan, role: account.user.role, interval: 'monthly', paymentIntentId: started.body.paymentIntentId });
    expect(confirmed.status, confirmed.text).toBe(200);
  }

  it('a committed payment grant announces once, and the member’s sockets hear the new plan after the commit', async () => {
    const founder = await member();
    const [tab, phone] = [await tabOf(founder), await tabOf(founder)];
    const other = await tabOf(await member());
    // The member reads their own record the moment the push arrives: the change must already be committed.
    const seenOnPush = new Promise<unknown>((resolve) => tab.socket.once('plan_changed', () => void founder.client.get('/api/user').then((response) => resolve(response.body))));

    await subscribe(founder, 'entrepreneur-basic');

    expect(changesOf(founder.user.id)).toEqual([{ type: 'subscription-changed', userId: founder.user.id, plan: 'basic', status: 'trialing' }]);
    const pushed = await tab.waitFor('plan_changed');
    expect(planChangedEventSchema.parse(pushed)).toEqual({ plan: 'basic', status: 'trialing' });
    expect(await seenOnPush).toMatchObject({ subscriptionPlan: 'basic', subscriptionStatus: 'trialing' });
    await phone.waitFor('plan_changed');
    // Once per tab, and to no one else.
    await Promise.all([tab.barrier(), phone.barrier(), other.barrier()]);
    expect([tab.count('plan_changed'), phone.count('plan_changed'), other.count('plan_changed')]).toEqual([1, 1, 0]);

    // A repeated confirmation changes nothing and so announces nothing.
    heard = [];
    const attempt = await server.knex('payments').where({ userId: founder.user.id, kind: 'subscription' }).first();
    await founder.client.post('/api/simulated-subscription-success', { plan: 'entrepreneur-basic', role: 'entrepreneur', interval: 'monthly', paymentIntentId: attempt.providerReference });
    await tab.barrier();
    expect(changesOf(founder.user.id)).toEqual([]);
    expect(tab.count('plan_changed')).toBe(1);
  });

  it('a payment grant that is rolled back announces nothing and tells no socket', async () => {
    const founder = await member();
    const tab = await tabOf(founder);
    const service = new PaymentService(server.app.deps);
    const plan = planById('entrepreneur-pro') as Plan;
    await expect(
      inLedgerTransaction(server.app.deps, async (tx) => {
        await service.applySubscription(tx, founder.user.id, plan, { planId: plan.id, interval: 'monthly', priceCents: 2900, trialDays: 0, prorationCreditCents: 0 }, 'simulated', null, null);
        // The grant was written and announced inside the transaction: nothing of it may survive the rollback.
        throw new Error('the payment row could not be stored');
      }),
    ).rejects.toThrow('the payment row could not be stored');

    expect(changesOf(founder.user.id)).toEqual([]);
    await tab.barrier();
    expect(tab.count('plan_changed')).toBe(0);
    expect(await server.knex('subscriptions').where({ userId: founder.user.id }).first()).toBeUndefined();
    expect((await founder.client.get('/api/user')).body).toMatchObject({ subscriptionPlan: 'free' });
  });

  it('cancelling and resuming announce each change to the member', async () => {
    const founder = await member();
    await subscribe(founder, 'entrepreneur-pro');
    const tab = await tabOf(founder);
    heard = [];
    expect((await founder.client.post('/api/billing/cancel', {})).status).toBe(200);
    expect((await founder.client.post('/api/billing/resume', {})).status).toBe(200);
    await tab.barrier();
    expect(changesOf(founder.user.id)).toHaveLength(2);
    expect(tab.of('plan_changed')).toEqual([{ plan: 'pro', status: 'trialing' }, { plan: 'pro', status: 'trialing' }]);
  });
});
