import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '#shared/schemas/payment-schemas.ts';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { FakeStripe, parseStripeForm } from '../../test-support/fake-stripe.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { WEBHOOK_SIGNATURE_MESSAGE } from './payment-routes.ts';

const WEBHOOK_SECRET = 'whsec_hardwarehub_test_secret';
/** Only for signing test events (generateTestHeaderString); it never calls out. */
const signer = new Stripe('sk_test_signer');

describe('Stripe adapter (the real SDK against a Stripe-shaped local server)', () => {
  let server: TestServer;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await new FakeStripe().start();
    server = await startTestServer({
      STRIPE_SECRET_KEY: 'sk_test_hardwarehub', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY: 'pk_test_hardwarehub', STRIPE_API_BASE: stripe.url,
    });
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  const member = () => signUp(server, 'entrepreneur', {}, { verified: true });
  const deliver = (event: Record<string, unknown>, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret });
    return new TestClient(server.url).request('POST', '/api/webhooks/stripe', payload, { 'stripe-signature': header });
  };
  const billing = async (account: TestAccount) => (await account.client.get('/api/billing')).body;
  /** Stripe's clock passes the trial's end and the first period is paid. */
  const endTrial = (subscriptionId: string) => {
    const sub = stripe.subscriptions.get(subscriptionId)!;
    stripe.payLatestInvoice(sub.id);
    sub.trial_end = null;
    sub.status = 'active';
  };
  /** A member on a paid (trial over) Stripe plan. */
  async function payingMember(plan: string, pricingTier: 'monthly' | 'annually') {
    const founder = await member();
    await founder.client.post('/api/get-or-create-subscription', { plan, role: 'entrepreneur', pricingTier });
    const sub = subscriptionOf(founder);
    stripe.attachCard(sub.id);
    endTrial(sub.id);
    await deliver(stripe.event('customer.subscription.updated', sub));
    expect(await billing(founder)).toMatchObject({ planId: plan, status: 'active' });
    return { founder, sub };
  }
  const subscriptionOf = (account: TestAccount) => [...stripe.subscriptions.values()].find((s) => s.metadata.userId === String(account.user.id))!;

  it('tells the payment screens to use Stripe, lets its script and frames through the CSP, and switches the simulated endpoints off', async () => {
    const founder = await member();
    const csp = (await new TestClient(server.url).get('/pricing')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    expect((await new TestClient(server.url).get('/api/payments/config')).body).toEqual({
      card: 'stripe', wallet: 'none', testMode: true, stripePublishableKey: 'pk_test_hardwarehub', paypalClientId: null,
    });
    expect((await founder.client.post('/api/simulated-subscription-success', { plan: 'basic', role: 'entrepreneur', interval: 'monthly', paymentIntentId: 'sim_pi_x' })).status).toBe(404);
    expect((await founder.client.post('/api/simulated-payment-success', { paymentIntentId: 'sim_pi_x' })).status).toBe(404);
  });

  it('starts a trial subscription incomplete at Stripe and grants it only once the card is saved', async () => {
    const founder = await member();
    const started = await founder.client.post('/api/get-or-create-subscription', { plan: 'entrepreneur-basic', role: 'entrepreneur', pricingTier: 'monthly', amount: 1 });
    expect(started.status, started.text).toBe(200);
    expect(started.body).toMatchObject({ status: 'incomplete', provider: 'stripe', trialDays: 7, dueTodayCents: 0 });
    // What the adapter asked of Stripe: a customer, the catalogue's price, default_incomplete with a 7-day trial.
    const create = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions' && r.body.metadata?.userId === String(founder.user.id))!;
    expect(create.body).toMatchObject({ payment_behavior: 'default_incomplete', trial_period_days: '7', payment_settings: { save_default_payment_method: 'on_subscription' } });
    expect(create.body.expand).toEqual(['latest_invoice.confirmation_secret', 'pending_setup_intent']);
    const price = [...stripe.prices.values()].find((p) => p.id === create.body.items[0].price)!;
    expect(price).toMatchObject({ unit_amount: 2900, recurring: { interval: 'month' } });
    const sub = subscriptionOf(founder);
    expect(started.body.clientSecret).toMatch(/^seti_\w+_secret_/);
    const [row] = await server.knex('users').where({ id: founder.user.id }).select('stripeCustomerId');
    expect(stripe.customers.get(row.stripeCustomerId)).toMatchObject({ email: founder.email });

    // Stripe says the subscription exists (trialing, no card yet): not granted.
    await deliver(stripe.event('customer.subscription.created', sub));
    expect((await billing(founder)).plan).toBe('free');

    // A forged event is refused and changes nothing.
    stripe.attachCard(sub.id);
    const forged = await deliver(stripe.event('customer.subscription.updated', sub), 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(WEBHOOK_SIGNATURE_MESSAGE);
    expect((await billing(founder)).plan).toBe('free');

    const updated = stripe.event('customer.subscription.updated', sub);
    expect((await deliver(updated)).body).toEqual({ received: true, result: 'applied' });
    const state = await billing(founder);
    expect(state).toMatchObject({ plan: 'basic', status: 'trialing', provider: 'stripe', planId: 'entrepreneur-basic' });
    expect(Date.parse(state.trialEnd)).toBe(sub.trial_end * 1000);
    await server.mailbox.waitFor(founder.email, /receipt/i);

    // The same event again, and an older one after it: one effect.
    expect((await deliver(updated)).body.result).toBe('duplicate');
    await deliver(stripe.event('customer.subscription.created', { ...sub, status: 'incomplete', default_payment_method: null }));
    expect(await billing(founder)).toMatchObject({ plan: 'basic', status: 'trialing' });
    expect(await server.knex('payment_events').where({ eventId: updated.id })).toHaveLength(1);
    expect((await billing(founder)).payments.filter((p: { status: string }) => p.status === 'succeeded')).toHaveLength(1);

    // Already subscribed.
    expect((await founder.client.post('/api/get-or-create-subscription', { plan: 'entrepreneur-basic', role: 'entrepreneur', pricingTier: 'monthly' })).body).toMatchObject({ status: 'trialing', clientSecret: null });
  });

  it('renews on paid invoices, keeps a failed renewal in grace, and cancels at period end at Stripe', async () => {
    const founder = await member();
    const started = await founder.client.post('/api/get-or-create-subscription', { plan: 'entrepreneur-pro', role: 'entrepreneur', pricingTier: 'annually' });
    const sub = subscriptionOf(founder);
    stripe.attachCard(sub.id);
    await deliver(stripe.event('customer.subscription.updated', sub));
    expect(started.body.priceCents).toBe(79_000);

    const paid = stripe.renew(sub.id);
    expect((await deliver(stripe.event('invoice.paid', stripe.invoices.get(paid)!))).body.result).toBe('applied');
    let state = await billing(founder);
    expect(state).toMatchObject({ plan: 'pro', status: 'active', trialEnd: null });
    expect(state.payments[0]).toMatchObject({ status: 'succeeded', amountCents: 79_000, description: 'Pro plan (entrepreneur), annual: renewal' });
    expect(Date.parse(state.currentPeriodEnd)).toBe(sub.items.data[0].current_period_end * 1000);

    const failed = stripe.renew(sub.id, { fail: true });
    await deliver(stripe.event('invoice.payment_failed', stripe.invoices.get(failed)!));
    state = await billing(founder);
    expect(state).toMatchObject({ plan: 'pro', status: 'past_due' });
    expect(state.graceUntil).not.toBeNull();
    expect(state.payments[0]).toMatchObject({ status: 'failed', amountCents: 79_000 });
    // The member is mailed once: Stripe's further events about the same failure send nothing more.
    const failedMails = () => server.mailbox.mails.filter((m) => m.to.includes(founder.email.toLowerCase()) && /renewal failed/i.test(m.subject));
    const mail = await server.mailbox.waitFor(founder.email, /renewal failed/i);
    expect(mail.subject).toBe('Your Pro plan renewal failed');
    const graceDate = new Date(state.graceUntil).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(mail.text).toContain(`Your paid features stay until ${graceDate}`);
    expect(mail.links).toContain(`${server.app.deps.appUrl}/profile?tab=subscription`);
    await deliver(stripe.event('customer.subscription.updated', stripe.subscriptions.get(sub.id)!));
    expect(await billing(founder)).toMatchObject({ status: 'past_due', graceUntil: state.graceUntil });
    expect(failedMails()).toHaveLength(1);

    // Paid after all: active again.
    stripe.payLatestInvoice(sub.id);
    await deliver(stripe.event('invoice.paid', stripe.invoices.get(failed)!));
    expect(await billing(founder)).toMatchObject({ status: 'active', graceUntil: null });

    const canceled = await founder.client.post('/api/billing/cancel');
    expect(canceled.body.cancelAtPeriodEnd).toBe(true);
    expect(stripe.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(true);
    await founder.client.post('/api/billing/resume');
    expect(stripe.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(false);

    // Stripe ends it (deleted): back on Free.
    stripe.subscriptions.get(sub.id)!.status = 'canceled';
    await deliver(stripe.event('customer.subscription.deleted', stripe.subscriptions.get(sub.id)!));
    expect(await billing(founder)).toMatchObject({ plan: 'free', status: 'canceled' });
  });

  it('changes plan through a prorated invoice that applies once paid', async () => {
    const founder = await member();
    await founder.client.post('/api/get-or-create-subscription', { plan: 'entrepreneur-basic', role: 'entrepreneur', pricingTier: 'monthly' });
    const sub = subscriptionOf(founder);
    stripe.attachCard(sub.id);
    await deliver(stripe.event('customer.subscription.updated', sub));
    endTrial(sub.id);
    await deliver(stripe.event('customer.subscription.updated', sub));

    const change = await founder.client.post('/api/get-or-create-subscription', { plan: 'entrepreneur-pro', role: 'entrepreneur', pricingTier: 'monthly' });
    expect(change.body).toMatchObject({ status: 'incomplete', priceCents: 7900, trialDays: 0, changeApplied: false });
    // The amount shown is the one Stripe's invoice asks.
    expect(change.body.dueTodayCents).toBe(stripe.invoices.get(sub.latest_invoice)!.amount_due);
    expect(change.body.clientSecret).toMatch(/^pi_\w+_secret_/);
    const update = stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`).at(-1)!;
    expect(update.body).toMatchObject({ proration_behavior: 'always_invoice', payment_behavior: 'pending_if_incomplete', billing_cycle_anchor: { type: 'now' } });
    expect(update.body).not.toHaveProperty('cancel_at_period_end');
    expect(update.body).not.toHaveProperty('metadata');
    expect((await billing(founder)).plan).toBe('basic');

    stripe.payLatestInvoice(sub.id);
    await deliver(stripe.event('invoice.paid', stripe.invoices.get(sub.latest_invoice)!));
    expect(await billing(founder)).toMatchObject({ plan: 'pro', planId: 'entrepreneur-pro', status: 'active' });
  });

  it('completes a change that costs nothing today (a downgrade, annual to monthly on credit): the plan follows what Stripe bills', async () => {
    for (const [from, to, interval] of [['entrepreneur-pro', 'entrepreneur-basic', 'monthly'], ['entrepreneur-pro', 'entrepreneur-pro', 'monthly']] as const) {
      const { founder, sub } = await payingMember(from, from === to ? 'annually' : 'monthly');
      const change = await founder.client.post('/api/get-or-create-subscription', { plan: to, role: 'entrepreneur', pricingTier: interval });
      expect(change.status, change.text).toBe(200);
      expect(change.body).toMatchObject({ status: 'active', clientSecret: null, paymentIntentId: null, dueTodayCents: 0, changeApplied: true, planId: to, interval });
      // Stripe applied it at once with a paid $0 invoice and no PaymentIntent; the rest is credit.
      const invoice = stripe.invoices.get(sub.latest_invoice)!;
      expect(invoice).toMatchObject({ status: 'paid', amount_due: 0, confirmation_secret: null, billing_reason: 'subscription_update' });
      expect(stripe.customers.get(sub.customer)!.balance).toBeLessThan(0);
      expect(await billing(founder)).toMatchObject({ planId: to, interval, status: 'active' });
      // Stripe's webhooks about it, in any order, keep the plan Stripe bills.
      await deliver(stripe.event('customer.subscription.updated', sub));
      await deliver(stripe.event('invoice.paid', invoice));
      const state = await billing(founder);
      expect(state).toMatchObject({ planId: to, interval, priceCents: interval === 'monthly' && to.endsWith('basic') ? 2900 : 7900 });
      expect(state.payments[0]).toMatchObject({ status: 'succeeded', amountCents: 0 });
      expect(Date.parse(state.currentPeriodEnd)).toBe(sub.items.data[0].current_period_end * 1000);
    }
  });

  it('changes plan during a trial for nothing today, keeps the trial, and quotes what Stripe charges', async () => {
    const founder = await member();
    await founder.client.post('/api/get-or-create-subscription', { plan: 'entrepreneur-basic', role: 'entrepreneur', pricingTier: 'monthly' });
    const sub = subscriptionOf(founder);
    stripe.attachCard(sub.id);
    await deliver(stripe.event('customer.subscription.updated', sub));
    const trialEnd = (await billing(founder)).trialEnd;
    const change = await founder.client.post('/api/get-or-create-subscription', { plan: 'entrepreneur-pro', role: 'entrepreneur', pricingTier: 'monthly' });
    expect(change.status, change.text).toBe(200);
    expect(change.body).toMatchObject({ status: 'trialing', changeApplied: true, dueTodayCents: 0, prorationCreditCents: 0, trialDays: 7 });
    expect(stripe.invoices.get(sub.latest_invoice)).toMatchObject({ status: 'paid', amount_paid: 0 });
    const update = stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`).at(-1)!;
    expect(update.body).not.toHaveProperty('billing_cycle_anchor');
    expect(await billing(founder)).toMatchObject({ plan: 'pro', planId: 'entrepreneur-pro', status: 'trialing', trialEnd });
  });

  it('grants a trial once the card is saved on the customer only (setup_intent.succeeded)', async () => {
    const founder = await member();
    await founder.client.post('/api/get-or-create-subscription', { plan: 'entrepreneur-basic', role: 'entrepreneur', pricingTier: 'monthly' });
    const sub = subscriptionOf(founder);
    stripe.attachCard(sub.id, { onCustomer: true });
    expect(sub.default_payment_method).toBeNull();
    expect((await deliver(stripe.event('setup_intent.succeeded', stripe.setupIntentOf(sub.id)))).body.result).toBe('applied');
    expect(await billing(founder)).toMatchObject({ plan: 'basic', status: 'trialing', planId: 'entrepreneur-basic' });
  });

  it('fails a change whose payment expired, with a message in the billing list, and keeps the plan Stripe bills', async () => {
    const { founder, sub } = await payingMember('entrepreneur-basic', 'monthly');
    const change = await founder.client.post('/api/get-or-create-subscription', { plan: 'entrepreneur-pro', role: 'entrepreneur', pricingTier: 'monthly' });
    expect(change.body.status).toBe('incomplete');
    expect(sub.pending_update).not.toBeNull();
    stripe.expirePendingUpdate(sub.id);
    expect((await deliver(stripe.event('customer.subscription.pending_update_expired', sub))).body.result).toBe('applied');
    // A late event about the voided invoice changes nothing.
    await deliver(stripe.event('customer.subscription.updated', sub));
    const state = await billing(founder);
    expect(state).toMatchObject({ plan: 'basic', planId: 'entrepreneur-basic', status: 'active' });
    expect(state.payments[0]).toMatchObject({ status: 'failed', description: `Pro plan (entrepreneur), monthly: ${PAYMENT_MESSAGES.changeExpired}` });
    // A change while the plan is set to end is refused until the member resumes.
    await founder.client.post('/api/billing/cancel');
    const refused = await founder.client.post('/api/get-or-create-subscription', { plan: 'entrepreneur-pro', role: 'entrepreneur', pricingTier: 'monthly' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PAYMENT_MESSAGES.resumeBeforeChange);
  });

  it('refuses, as Stripe does, parameters a pending update cannot carry (the fake itself)', async () => {
    const { sub } = await payingMember('entrepreneur-basic', 'monthly');
    const client = new Stripe('sk_test_x', { host: '127.0.0.1', port: Number(new URL(stripe.url).port), protocol: 'http', maxNetworkRetries: 0 });
    await expect(client.subscriptions.update(sub.id, { payment_behavior: 'pending_if_incomplete', cancel_at_period_end: false })).rejects.toMatchObject({ statusCode: 400, param: 'cancel_at_period_end' });
  });

  it('charges one-off purchases through a PaymentIntent priced by the server, granted on its webhook', async () => {
    const founder = await member();
    const intent = await founder.client.post('/api/create-payment-intent', { productId: 'premium_connections', quantity: 2, amount: 1 });
    expect(intent.status, intent.text).toBe(200);
    expect(intent.body).toMatchObject({ provider: 'stripe', amountCents: 5998 });
    expect(intent.body.paymentIntent).toBeUndefined();
    expect(stripe.intents.get(intent.body.paymentIntentId)).toMatchObject({ amount: 5998, currency: 'usd', automatic_payment_methods: { enabled: true } });

    // An intent paid a different amount than we asked is not granted.
    const odd = await founder.client.post('/api/create-payment-intent', { productId: 'export_data', quantity: 1 });
    stripe.succeedIntent(odd.body.paymentIntentId, 1);
    await deliver(stripe.event('payment_intent.succeeded', stripe.intents.get(odd.body.paymentIntentId)!));

    stripe.succeedIntent(intent.body.paymentIntentId);
    const event = stripe.event('payment_intent.succeeded', stripe.intents.get(intent.body.paymentIntentId)!);
    await Promise.all([deliver(event), deliver(event)]);
    const state = await billing(founder);
    expect(state.entitlements).toEqual([{ productCode: 'premium_connections', remainingUses: 20, expiresAt: null, projectId: null }]);
    expect(state.payments.map((p: { description: string; status: string }) => `${p.description} ${p.status}`)).toEqual(['Premium Connections x 2 succeeded']);
  });

  it("answers Stripe's failures with the spec's messages, never a 500", async () => {
    const founder = await member();
    // A Stripe outage outlasting the SDK's retries.
    stripe.failNext = { status: 500, type: 'api_error', message: 'Something went wrong on Stripe', times: 3 };
    const subscription = await founder.client.post('/api/get-or-create-subscription', { plan: 'entrepreneur-basic', role: 'entrepreneur', pricingTier: 'monthly' });
    expect(subscription.status).toBe(502);
    expect(subscription.body.message).toBe(PAYMENT_MESSAGES.subscriptionInitFailed);
    stripe.failNext = { status: 400, type: 'invalid_request_error', message: 'No such customer' };
    const payment = await founder.client.post('/api/create-payment-intent', { productId: 'export_data', quantity: 1 });
    expect(payment.status).toBe(502);
    expect(payment.body.message).toBe(PAYMENT_MESSAGES.paymentInitFailed);
    stripe.failNext = { status: 402, type: 'card_error', message: 'Your card was declined.' };
    const declined = await founder.client.post('/api/create-payment-intent', { productId: 'export_data', quantity: 1 });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe('Your card was declined.');
    // No row for what never started.
    expect((await billing(founder)).payments).toEqual([]);
  });

  it('parses form bodies the way Stripe reads them (the fake itself)', () => {
    expect(parseStripeForm('items%5B0%5D%5Bprice%5D=p1&expand%5B0%5D=a&expand%5B1%5D=b&metadata%5Bk%5D=v')).toEqual({ items: [{ price: 'p1' }], expand: ['a', 'b'], metadata: { k: 'v' } });
  });
});
