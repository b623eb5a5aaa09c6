import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_OFF_PRODUCTS } from '#shared/constants/one-off-products.ts';
import { CONNECTION_MESSAGES } from '#shared/schemas/connection-schemas.ts';
import { PAYMENT_MESSAGES, TEST_CARD_MESSAGE, WALLET_MESSAGES } from '#shared/schemas/payment-schemas.ts';
import { signUp, signUpAdmin, type TestAccount } from '../../test-support/accounts.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { PaymentService } from './payment-service.ts';
import { claimTrialReminder, inLedgerTransaction } from './subscription-ledger.ts';
import { SubscriptionLifecycle } from './subscription-lifecycle.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('plans and payments API (simulated provider)', () => {
  let server: TestServer;
  /** The server's clock, moved by the tests (trial ends, renewals, grace periods). */
  let now = new Date('2026-03-01T12:00:00Z');
  let lifecycle: SubscriptionLifecycle;

  beforeAll(async () => {
    server = await startTestServer();
    server.app.deps.clock = { now: () => now };
    lifecycle = new SubscriptionLifecycle(server.app.deps, new PaymentService(server.app.deps));
  });
  afterAll(async () => {
    await server?.close();
  });

  const member = (role: Parameters<typeof signUp>[1] = 'entrepreneur') => signUp(server, role, {}, { verified: true });
  const subscribe = (account: TestAccount, plan: string, pricingTier = 'monthly', extra: Record<string, unknown> = {}) =>
    account.client.post('/api/get-or-create-subscription', { plan, role: account.user.role, pricingTier, ...extra });
  async function confirm(account: TestAccount, plan: string, interval = 'monthly', cardNumber?: string) {
    const started = await subscribe(account, plan, interval);
    expect(started.status, started.text).toBe(200);
    return account.client.post('/api/simulated-subscription-success', { plan, role: account.user.role, interval, paymentIntentId: started.body.paymentIntentId, ...(cardNumber && { cardNumber }) });
  }
  const billing = async (account: TestAccount) => (await account.client.get('/api/billing')).body;
  const ownUser = async (account: TestAccount) => (await account.client.get('/api/user')).body;

  it('says which providers the payment screens use: simulated, in test mode (public)', async () => {
    const response = await new TestClient(server.url).get('/api/payments/config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ card: 'simulated', wallet: 'simulated', testMode: true, stripePublishableKey: null, paypalClientId: null });
  });

  it("refuses a request without a plan with the spec's message, and enterprise (sold by the team)", async () => {
    const founder = await member();
    for (const body of [{}, { role: 'entrepreneur' }, { plan: 'entrepreneur-gold', role: 'entrepreneur' }, { plan: 'basic' }]) {
      const response = await founder.client.post('/api/get-or-create-subscription', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(PAYMENT_MESSAGES.selectPlan);
    }
    const enterprise = await subscribe(founder, 'enterprise');
    expect(enterprise.status).toBe(400);
    expect(enterprise.body.message).toBe(PAYMENT_MESSAGES.enterpriseViaSales);
    expect((await new TestClient(server.url).post('/api/get-or-create-subscription', { plan: 'basic', role: 'entrepreneur' })).status).toBe(401);
  });

  it('prices the plan from the catalogue whatever the client sends, with a 7-day trial on the first paid plan', async () => {
    const founder = await member();
    const response = await subscribe(founder, 'entrepreneur-pro', 'annually', { amount: 1, price: 1, priceCents: 1 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'incomplete', provider: 'simulated', planId: 'entrepreneur-pro', interval: 'annually', priceCents: 79_000, dueTodayCents: 0, trialDays: 7, currency: 'USD' });
    expect(response.body.clientSecret).toMatch(/^sim_pi_\w+_secret_\w+$/);
    const [row] = await server.knex('payments').where({ providerReference: response.body.paymentIntentId });
    expect(row).toMatchObject({ status: 'pending', kind: 'subscription', productCode: 'entrepreneur-pro', amountCents: 0 });
    // A supplier asking for a tier reads the manufacturers' catalogue.
    const supplier = await member('supplier');
    expect((await subscribe(supplier, 'basic')).body).toMatchObject({ planId: 'manufacturer-basic', priceCents: 4900 });
  });

  it("sells a plan only to its own role's members, on the card, simulated and wallet paths", async () => {
    const investor = await member('investor');
    const refusal = PAYMENT_MESSAGES.planOfAnotherRole('Entrepreneur', 'Investor');
    const attempts = [
      () => investor.client.post('/api/get-or-create-subscription', { plan: 'entrepreneur-pro', role: 'investor' }),
      // The role in the body chooses the tab a tier is read in, never what is granted.
      () => investor.client.post('/api/get-or-create-subscription', { plan: 'pro', role: 'entrepreneur' }),
      () => investor.client.post('/api/simulated-subscription-success', { plan: 'entrepreneur-pro', role: 'investor', interval: 'monthly', paymentIntentId: 'sim_pi_x' }),
      () => investor.client.post('/api/paypal/order', { plan: 'entrepreneur-pro', role: 'investor', interval: 'monthly' }),
      () => investor.client.post('/api/paypal/order', { plan: 'pro', role: 'entrepreneur', interval: 'monthly' }),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.status, response.text).toBe(400);
      expect(response.body).toMatchObject({ message: refusal, errors: { plan: refusal } });
    }
    // The confirmation of an attempt started for the investor's own plan cannot switch to another role's plan.
    const started = await subscribe(investor, 'investor-basic');
    const switched = await investor.client.post('/api/simulated-subscription-success', { plan: 'entrepreneur-pro', role: 'investor', interval: 'monthly', paymentIntentId: started.body.paymentIntentId });
    expect(switched.status).toBe(400);
    expect(await server.knex('payments').where({ userId: investor.user.id, productCode: 'entrepreneur-pro' })).toEqual([]);
    expect(await billing(investor)).toMatchObject({ plan: 'free', planId: null });
    // Suppliers buy from the manufacturers' catalogue by id too.
    const supplier = await member('supplier');
    expect((await subscribe(supplier, 'manufacturer-pro')).status).toBe(200);
  });

  it('applies a confirmed plan at once, once, with a receipt, and answers Already Subscribed after', async () => {
    const founder = await member();
    const started = await subscribe(founder, 'entrepreneur-basic');
    const body = { plan: 'entrepreneur-basic', role: 'entrepreneur', interval: 'monthly', paymentIntentId: started.body.paymentIntentId };
    const [first, second] = await Promise.all([founder.client.post('/api/simulated-subscription-success', body), founder.client.post('/api/simulated-subscription-success', body)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const user = await ownUser(founder);
    expect(user).toMatchObject({ subscriptionPlan: 'basic', subscriptionStatus: 'trialing' });
    expect(Date.parse(user.subscriptionRenewal)).toBe(now.getTime() + 7 * DAY);
    const state = await billing(founder);
    expect(state).toMatchObject({ plan: 'basic', planId: 'entrepreneur-basic', status: 'trialing', interval: 'monthly', priceCents: 2900, cancelAtPeriodEnd: false, testMode: true });
    expect(Date.parse(state.trialEnd)).toBe(now.getTime() + 7 * DAY);
    expect(state.payments).toHaveLength(1);
    expect(state.payments[0]).toMatchObject({ status: 'succeeded', amountCents: 0, description: 'Basic plan (entrepreneur), monthly: 7-day free trial started' });
    expect(state.payments[0].receiptNumber).toMatch(/^HH-\d{6}$/);
    const mail = await server.mailbox.waitFor(founder.email, /receipt/i);
    expect(mail.text).toContain(state.payments[0].receiptNumber);
    expect(server.mailbox.mails.filter((m) => m.to.includes(founder.email.toLowerCase()) && /receipt/i.test(m.subject))).toHaveLength(1);

    const again = await subscribe(founder, 'entrepreneur-basic');
    expect(again.body).toMatchObject({ status: 'trialing', clientSecret: null });
  });

  it("refuses someone else's payment, a mismatched plan, a declined or non-test card, and keeps the plan", async () => {
    const founder = await member();
    const other = await member();
    const started = await subscribe(founder, 'entrepreneur-basic');
    const body = { plan: 'entrepreneur-basic', role: 'entrepreneur', interval: 'monthly', paymentIntentId: started.body.paymentIntentId };
    expect((await other.client.post('/api/simulated-subscription-success', body)).status).toBe(404);
    const mismatch = await founder.client.post('/api/simulated-subscription-success', { ...body, plan: 'entrepreneur-pro' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(PAYMENT_MESSAGES.paymentMismatch);
    const realCard = await founder.client.post('/api/simulated-subscription-success', { ...body, cardNumber: '5555 5555 5555 4444' });
    expect(realCard.status).toBe(400);
    expect(realCard.body.errors.cardNumber).toBe(TEST_CARD_MESSAGE);
    const declined = await founder.client.post('/api/simulated-subscription-success', { ...body, cardNumber: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe(PAYMENT_MESSAGES.testCardDeclined);
    expect(await ownUser(founder)).toMatchObject({ subscriptionPlan: 'free' });
    expect((await billing(founder)).payments).toEqual([]);
    // The attempt stays open for another card, as a Stripe PaymentIntent does.
    expect((await founder.client.post('/api/simulated-subscription-success', { ...body, cardNumber: '4242424242424242' })).status).toBe(200);
    expect(await ownUser(founder)).toMatchObject({ subscriptionPlan: 'basic' });
  });

  it("lets the plan's limits follow the plan: a 4th active project needs Basic", async () => {
    const founder = await member();
    const project = (n: number) => founder.client.post('/api/projects', { name: `Sensor node ${n}`, description: 'A low-power sensor node for farms.', status: 'active' });
    for (const n of [1, 2, 3]) expect((await project(n)).status).toBe(201);
    expect((await project(4)).status).toBe(403);
    expect((await confirm(founder, 'entrepreneur-basic')).status).toBe(200);
    expect((await project(4)).status).toBe(201);
  });

  it("applies the role allowances of the plan to the profile's entries, with the upgrade offer", async () => {
    const maker = await member('manufacturer');
    const capabilities = (n: number) => Array.from({ length: n }, (_, i) => `Capability ${i + 1}`);
    expect((await maker.client.patch('/api/user', { expertise: capabilities(5) })).status).toBe(200);
    const refused = await maker.client.patch('/api/user', { expertise: capabilities(6) });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'Your Free plan allows 5 capabilities. Upgrade your plan to add more.', upgradeRequired: true });
    expect((await confirm(maker, 'manufacturer-basic')).status).toBe(200);
    expect((await maker.client.patch('/api/user', { expertise: capabilities(15) })).status).toBe(200);
    expect((await maker.client.patch('/api/user', { expertise: capabilities(16) })).body.message).toBe('Your Basic plan allows 15 capabilities. Upgrade your plan to add more.');
    // Back on Free: what is listed stays and can shrink, but nothing is added.
    await server.knex('users').where({ id: maker.user.id }).update({ subscriptionPlan: 'free' });
    expect((await maker.client.patch('/api/user', { expertise: capabilities(14) })).status).toBe(200);
    expect((await maker.client.patch('/api/user', { expertise: capabilities(15) })).status).toBe(403);
    // Entrepreneurs have no such allowance.
    const founder = await member();
    expect((await founder.client.patch('/api/user', { expertise: capabilities(20) })).status).toBe(200);
  });

  it('moves a plan through trial, renewal, cancellation at period end and back to Free, on the clock', async () => {
    const founder = await member();
    const start = now;
    expect((await confirm(founder, 'entrepreneur-basic')).status).toBe(200);

    // The trial ends: the first charge, a receipt, active until a month later.
    now = new Date(start.getTime() + 7 * DAY + 1000);
    expect((await lifecycle.advance()).renewed).toBeGreaterThanOrEqual(1);
    let state = await billing(founder);
    expect(state).toMatchObject({ status: 'active', trialEnd: null, plan: 'basic' });
    expect(state.payments[0]).toMatchObject({ status: 'succeeded', amountCents: 2900, description: 'Basic plan (entrepreneur), monthly: renewal' });
    const renewal = new Date(state.currentPeriodEnd);
    expect(renewal.toISOString()).toBe(new Date(Date.UTC(2026, 3, 8, 12, 0, 0)).toISOString());

    // A repeated sweep changes nothing.
    await lifecycle.advance();
    expect((await billing(founder)).payments).toHaveLength(2);

    // Cancel at period end: the plan stays until then, and can be taken back.
    expect((await founder.client.post('/api/billing/resume')).body.message).toBe(PAYMENT_MESSAGES.notCanceling);
    state = (await founder.client.post('/api/billing/cancel')).body;
    expect(state).toMatchObject({ cancelAtPeriodEnd: true, plan: 'basic' });
    expect((await ownUser(founder)).subscriptionEndDate).toBe(renewal.toISOString());
    expect((await founder.client.post('/api/billing/cancel')).body.message).toBe(PAYMENT_MESSAGES.alreadyCanceling);
    expect((await founder.client.post('/api/billing/resume')).body.cancelAtPeriodEnd).toBe(false);
    await founder.client.post('/api/billing/cancel');

    now = new Date(renewal.getTime() - 1000);
    await lifecycle.advance();
    expect(await ownUser(founder)).toMatchObject({ subscriptionPlan: 'basic' });
    now = new Date(renewal.getTime() + 1000);
    await lifecycle.advance();
    expect(await ownUser(founder)).toMatchObject({ subscriptionPlan: 'free', subscriptionStatus: 'canceled', subscriptionRenewal: null });
    state = await billing(founder);
    expect(state).toMatchObject({ plan: 'free', planId: null, cancelAtPeriodEnd: false });
    expect(state.payments).toHaveLength(2); // no charge for a cancelled period
    expect((await founder.client.post('/api/billing/cancel')).status).toBe(409);

    // Subscribing again: no second trial.
    expect((await subscribe(founder, 'entrepreneur-basic')).body).toMatchObject({ trialDays: 0, dueTodayCents: 2900 });
    now = start;
  });

  it('keeps paid features for a 7-day grace period after a failed renewal, mailing the member once, then falls back to Free', async () => {
    const founder = await member();
    const failedMails = () => server.mailbox.mails.filter((m) => m.to.includes(founder.email.toLowerCase()) && /renewal failed/i.test(m.subject));
    const start = now;
    expect((await confirm(founder, 'entrepreneur-pro', 'monthly', '4000 0000 0000 0341')).status).toBe(200);
    now = new Date(start.getTime() + 7 * DAY + 1000);
    expect((await lifecycle.advance()).pastDue).toBeGreaterThanOrEqual(1);
    let state = await billing(founder);
    expect(state).toMatchObject({ plan: 'pro', status: 'past_due' });
    expect(Date.parse(state.graceUntil)).toBe(start.getTime() + 14 * DAY);
    expect(state.payments[0]).toMatchObject({ status: 'failed', amountCents: 7900 });
    const mail = await server.mailbox.waitFor(founder.email, /renewal failed/i);
    expect(mail.subject).toBe('Your Pro plan renewal failed');
    expect(mail.text).toContain('we could not take the payment for the renewal of your HardwareHub Pro plan');
    expect(mail.text).toContain('Your paid features stay until 15 March 2026');
    expect(mail.text).toContain('update your payment method');
    expect(mail.links).toContain(`${server.app.deps.appUrl}/profile?tab=subscription`);
    expect(mail.html).toContain(`href="${server.app.deps.appUrl}/profile?tab=subscription"`);
    expect(failedMails()).toHaveLength(1);
    // Another sweep, at once and later in the grace period, mails nothing more: the plan was already past due.
    await lifecycle.advance();
    // Still Pro during the grace period.
    now = new Date(start.getTime() + 13 * DAY);
    await lifecycle.advance();
    expect((await ownUser(founder)).subscriptionPlan).toBe('pro');
    expect(failedMails()).toHaveLength(1);
    now = new Date(start.getTime() + 14 * DAY + 1000);
    expect((await lifecycle.advance()).ended).toBeGreaterThanOrEqual(1);
    state = await billing(founder);
    expect(state).toMatchObject({ plan: 'free', status: 'canceled', graceUntil: null });
    now = start;
  });

  it('prorates a change between paid plans: the unused part of the period is credited', async () => {
    const founder = await member();
    const start = now;
    await confirm(founder, 'entrepreneur-basic');
    now = new Date(start.getTime() + 7 * DAY + 1000);
    await lifecycle.advance();
    const period = await billing(founder);
    const periodStart = now.getTime() - 1000;
    const periodEnd = Date.parse(period.currentPeriodEnd);
    // Half-way through the paid month.
    now = new Date(periodStart + (periodEnd - periodStart) / 2);
    const change = await subscribe(founder, 'entrepreneur-pro');
    expect(change.body).toMatchObject({ status: 'incomplete', trialDays: 0, priceCents: 7900 });
    expect(change.body.prorationCreditCents).toBeGreaterThanOrEqual(1449);
    expect(change.body.prorationCreditCents).toBeLessThanOrEqual(1451);
    expect(change.body.dueTodayCents).toBe(7900 - change.body.prorationCreditCents);
    const confirmed = await founder.client.post('/api/simulated-subscription-success', { plan: 'entrepreneur-pro', role: 'entrepreneur', interval: 'monthly', paymentIntentId: change.body.paymentIntentId });
    expect(confirmed.body).toMatchObject({ plan: 'pro', status: 'active', priceCents: 7900 });
    expect(confirmed.body.payments[0]).toMatchObject({ amountCents: change.body.dueTodayCents, status: 'succeeded' });
    expect(Date.parse(confirmed.body.currentPeriodEnd)).toBeGreaterThan(now.getTime() + 27 * DAY);

    // Back down to Basic: the credit covers it, so the change is done at once, with nothing to confirm.
    const down = await subscribe(founder, 'entrepreneur-basic');
    expect(down.body).toMatchObject({ status: 'active', changeApplied: true, clientSecret: null, dueTodayCents: 0, prorationCreditCents: 2900 });
    expect(await billing(founder)).toMatchObject({ plan: 'basic', planId: 'entrepreneur-basic', priceCents: 2900 });
    // A change while the plan is set to end waits for the member to resume it.
    await founder.client.post('/api/billing/cancel');
    const refused = await subscribe(founder, 'entrepreneur-pro');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PAYMENT_MESSAGES.resumeBeforeChange);
    now = start;
  });

  it('changes plan during a trial at once, keeping the trial and charging nothing today', async () => {
    const founder = await member();
    await confirm(founder, 'entrepreneur-basic');
    const { trialEnd } = await billing(founder);
    now = new Date(now.getTime() + 2 * DAY);
    const change = await subscribe(founder, 'entrepreneur-pro', 'annually');
    expect(change.body).toMatchObject({ status: 'trialing', changeApplied: true, dueTodayCents: 0, trialDays: 5, prorationCreditCents: 0 });
    expect(await billing(founder)).toMatchObject({ plan: 'pro', planId: 'entrepreneur-pro', interval: 'annually', status: 'trialing', trialEnd });
    expect((await billing(founder)).payments[0]).toMatchObject({ amountCents: 0, description: 'Pro plan (entrepreneur), annual: changed during the free trial' });
    now = new Date(now.getTime() - 2 * DAY);
  });

  it('tells a member once, 3 days ahead, that their trial turns into a paid plan, by mail and in the bell, unless they cancelled', async () => {
    const start = now;
    const trialMails = (account: TestAccount) => server.mailbox.mails.filter((m) => m.to.includes(account.email.toLowerCase()) && /trial ends/i.test(m.subject));
    const trialNotices = async (account: TestAccount) => {
      const response = await account.client.get('/api/notifications');
      expect(response.status, response.text).toBe(200);
      return (response.body.items as Array<{ kind: string; title: string; body: string; link: string }>).filter((item) => item.title === 'Your trial ends soon');
    };
    const soon = await member();
    const cancelled = await member();
    expect((await confirm(soon, 'entrepreneur-pro')).status).toBe(200);
    expect((await confirm(cancelled, 'entrepreneur-basic')).status).toBe(200);
    now = new Date(start.getTime() + 3 * DAY);
    const later = await member();
    expect((await confirm(later, 'entrepreneur-basic')).status).toBe(200);
    expect((await cancelled.client.post('/api/billing/cancel')).body).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true });

    // Two days before the first two trials end, five before the third: twice, as the recurring sweep would.
    now = new Date(start.getTime() + 5 * DAY);
    expect((await lifecycle.advance()).trialReminders).toBeGreaterThanOrEqual(1);
    expect((await lifecycle.advance()).trialReminders).toBe(0);

    // The notification's mail (its kind, trial-ending, is mailed at once by default), with its one-click unsubscribe.
    const mail = await server.mailbox.waitFor(soon.email, /trial ends/i);
    expect(mail.subject).toBe('Your trial ends soon');
    expect(mail.text).toContain('Pro plan trial ends on 8 March 2026; first charge $79.00. Unless you cancel before then');
    expect(mail.links).toContain(`${server.app.deps.appUrl}/profile?tab=subscription`);
    expect(mail.html).toContain(`href="${server.app.deps.appUrl}/profile?tab=subscription"`);
    expect(mail.headers['list-unsubscribe']).toContain('/notifications/unsubscribe?token=');
    expect(trialMails(soon)).toHaveLength(1);
    expect(await trialNotices(soon)).toEqual([
      expect.objectContaining({ kind: 'trial-ending', body: expect.stringContaining('Pro plan trial ends on 8 March 2026; first charge $79.00.'), link: '/profile?tab=subscription' }),
    ]);
    // The claim itself is conditional: a sweep that read the trial before another claimed it cannot claim it again.
    const { id } = await server.knex('subscriptions').where({ userId: soon.user.id }).first('id');
    expect(await inLedgerTransaction(server.app.deps, (tx) => claimTrialReminder(tx, { id, userId: soon.user.id }, now, 'again'))).toBe(false);
    for (const account of [later, cancelled]) {
      expect(trialMails(account)).toHaveLength(0);
      expect(await trialNotices(account)).toHaveLength(0);
    }

    // Three days on: the first trials ended (charged, or ended as cancelled), the third is now told, once even by two sweeps at a time.
    now = new Date(start.getTime() + 8 * DAY);
    await Promise.all([lifecycle.advance(), new SubscriptionLifecycle(server.app.deps, new PaymentService(server.app.deps)).advance()]);
    expect((await server.mailbox.waitFor(later.email, /trial ends/i)).text).toContain('Basic plan trial ends on 11 March 2026');
    expect(trialMails(later)).toHaveLength(1);
    expect(await trialNotices(later)).toHaveLength(1);
    expect(trialMails(soon)).toHaveLength(1);
    expect(trialMails(cancelled)).toHaveLength(0);
    expect(await trialNotices(cancelled)).toHaveLength(0);
    expect(await ownUser(cancelled)).toMatchObject({ subscriptionPlan: 'free' });
    now = start;
  });

  it('charges one-off purchases from the table, times the quantity, and grants what they buy', async () => {
    const founder = await member();
    const projectId = (await founder.client.post('/api/projects', { name: 'Smart hive scale', description: 'Weighs beehives and reports by LoRa.', status: 'active' })).body.id;
    const buy = async (body: Record<string, unknown>) => {
      const intent = await founder.client.post('/api/create-payment-intent', body);
      expect(intent.status, intent.text).toBe(200);
      const done = await founder.client.post('/api/simulated-payment-success', { paymentIntentId: intent.body.paymentIntentId });
      expect(done.status, done.text).toBe(200);
      return { intent: intent.body, billing: done.body };
    };
    const listing = { description: 'A calibrated load cell for hive scales.', price: '24.00', category: 'sensors', condition: 'new', quantity: 3 };
    const before = (await founder.client.post('/api/products', { ...listing, name: 'Load cell 50 kg' })).body.id;
    const featured = await buy({ productId: 'featured_project', quantity: 2, amount: 0.01, projectId });
    expect(featured.intent).toMatchObject({ amountCents: 2 * ONE_OFF_PRODUCTS.featured_project.priceCents, quantity: 2, provider: 'simulated' });
    expect(featured.intent.paymentIntent).toMatchObject({ amount: 9998, currency: 'usd', status: 'requires_payment_method' });
    const placement = featured.billing.entitlements.find((e: { productCode: string }) => e.productCode === 'featured_project');
    expect(Date.parse(placement.expiresAt)).toBe(now.getTime() + 60 * DAY);
    // A second purchase for the same project extends the running placement.
    const extended = await buy({ productId: 'featured_project', quantity: 1, projectId });
    const until = extended.billing.entitlements.filter((e: { productCode: string }) => e.productCode === 'featured_project').map((e: { expiresAt: string }) => Date.parse(e.expiresAt));
    expect(Math.max(...until)).toBe(now.getTime() + 90 * DAY);

    // The project says so, and the member's listings (existing and new) are featured, first in the marketplace.
    expect(Date.parse((await founder.client.get(`/api/projects/${projectId}`)).body.featuredUntil)).toBe(now.getTime() + 90 * DAY);
    // The member tops partner search's Best match, marked featured, with the featured project first on their profile.
    const searcher = await member('manufacturer');
    await founder.client.post('/api/projects', { name: 'Newer hive gate', description: 'A newer project, updated after the featured one.', status: 'active' });
    const topOf = async () => ((await searcher.client.get('/api/users?role=entrepreneur&limit=100')).body.items as Array<{ id: number; featured: boolean }>)[0];
    expect(await topOf()).toMatchObject({ id: founder.user.id, featured: true });
    const profile = (await searcher.client.get(`/api/users/${founder.user.id}`)).body as { featured: boolean; projects: Array<{ id: number }> };
    expect(profile.featured).toBe(true);
    expect(profile.projects[0]!.id).toBe(projectId);
    const after = (await founder.client.post('/api/products', { ...listing, name: 'Load cell 100 kg' })).body.id;
    const market = (await founder.client.get('/api/products?category=sensors')).body.items as Array<{ id: number; isFeatured: boolean }>;
    expect(market.slice(0, 2).map((p) => p.id).sort()).toEqual([before, after].sort());
    expect(market.slice(0, 2).every((p) => p.isFeatured)).toBe(true);

    const priority = await buy({ productId: 'premium_connections', quantity: 3 });
    expect(priority.billing.entitlements.find((e: { productCode: string }) => e.productCode === 'premium_connections')).toMatchObject({ remainingUses: 30, expiresAt: null });

    expect((await founder.client.get(`/api/users/${founder.user.id}`)).body.verified).toBeFalsy();
    await buy({ productId: 'verified_badge' });
    expect((await founder.client.get(`/api/users/${founder.user.id}`)).body.verified).toBe(true);

    const history = (await billing(founder)).payments;
    expect(history.map((p: { description: string }) => p.description)).toEqual(['Verified Badge', 'Premium Connections x 3', 'Featured Project', 'Featured Project x 2']);

    // The placement ends on its day, with no manual step.
    const start = now;
    now = new Date(start.getTime() + 90 * DAY + 1000);
    await lifecycle.advance();
    expect((await founder.client.get(`/api/projects/${projectId}`)).body.featuredUntil).toBeNull();
    const ended = (await founder.client.get('/api/products?category=sensors')).body.items as Array<{ id: number; isFeatured: boolean }>;
    expect(ended.filter((p) => p.id === before || p.id === after).map((p) => p.isFeatured)).toEqual([false, false]);
    const top = await topOf();
    expect(top?.id === founder.user.id ? top.featured : false).toBe(false);
    expect((await searcher.client.get(`/api/users/${founder.user.id}`)).body.featured).toBe(false);
    now = start;
  });

  it("keeps the paid verified badge apart from the team's review: a rejection hides it and refuses the purchase", async () => {
    const supplier = await member('supplier');
    const viewer = await member();
    const shown = async () => (await viewer.client.get(`/api/users/${supplier.user.id}`)).body.verified;
    const inSearch = async () => ((await viewer.client.get('/api/users?role=supplier&limit=100')).body.items as Array<{ id: number; verified: boolean }>).find((p) => p.id === supplier.user.id)?.verified;
    // Bought while the review is pending: the badge shows, and the review state is still the team's.
    const intent = await supplier.client.post('/api/create-payment-intent', { productId: 'verified_badge', quantity: 1 });
    await supplier.client.post('/api/simulated-payment-success', { paymentIntentId: intent.body.paymentIntentId });
    expect(await shown()).toBe(true);
    expect(await inSearch()).toBe(true);
    expect((await ownUser(supplier)).verificationStatus).toBe('pending');

    const admin = await signUpAdmin(server);
    const rejected = await admin.client.post(`/api/admin/verifications/${supplier.user.id}/reject`, { reason: 'The tax ID does not match the company register.' });
    expect(rejected.status, rejected.text).toBe(200);
    expect((await ownUser(supplier)).verificationStatus).toBe('rejected');
    expect(await shown()).toBe(false);
    expect(await inSearch()).toBe(false);
    const refused = await supplier.client.post('/api/create-payment-intent', { productId: 'verified_badge', quantity: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: PAYMENT_MESSAGES.badgeAfterRejection, errors: { productId: PAYMENT_MESSAGES.badgeAfterRejection } });
  });

  it('sells a plan through the simulated wallet: priced here, captured once, no trial and no automatic renewal', async () => {
    const founder = await member();
    expect((await new TestClient(server.url).get('/api/paypal/setup')).body).toMatchObject({ provider: 'simulated', clientId: null });
    const order = await founder.client.post('/api/paypal/order', { amount: '0.01', currency: 'USD', intent: 'CAPTURE', plan: 'pro', role: 'entrepreneur', interval: 'annually' });
    expect(order.status, order.text).toBe(200);
    expect(order.body).toMatchObject({ provider: 'simulated', amountCents: 79_000, purpose: 'entrepreneur-pro', status: 'CREATED' });
    const other = await member();
    expect((await other.client.post(`/api/paypal/order/${order.body.id}/capture`)).status).toBe(404);

    const [a, b] = await Promise.all([founder.client.post(`/api/paypal/order/${order.body.id}/capture`), founder.client.post(`/api/paypal/order/${order.body.id}/capture`)]);
    expect([a.body.paymentStatus, b.body.paymentStatus]).toEqual(['succeeded', 'succeeded']);
    const success = await founder.client.post('/api/paypal/subscription-success', { orderId: order.body.id, subscriptionPlan: 'pro', interval: 'annually' });
    expect(success.status, success.text).toBe(200);
    expect(success.body).toMatchObject({ plan: 'pro', status: 'active', provider: 'simulated', interval: 'annually', cancelAtPeriodEnd: true, trialEnd: null });
    expect(success.body.payments).toHaveLength(1);
    expect(success.body.payments[0]).toMatchObject({ amountCents: 79_000, description: 'Pro plan (entrepreneur), annual, paid with PayPal' });
    await server.mailbox.waitFor(founder.email, /receipt/i);
    expect(server.mailbox.mails.filter((m) => m.to.includes(founder.email.toLowerCase()))).toHaveLength(2); // verification + one receipt

    const wrongPlan = await founder.client.post('/api/paypal/subscription-success', { orderId: order.body.id, subscriptionPlan: 'basic', interval: 'annually' });
    expect(wrongPlan.status).toBe(400);
    expect(wrongPlan.body.errors.subscriptionPlan).toBe(PAYMENT_MESSAGES.paymentMismatch);
    const unknown = await founder.client.post('/api/paypal/subscription-success', { orderId: 'SIMNOSUCHORDER', subscriptionPlan: 'pro', interval: 'annually' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.orderId).toBe(WALLET_MESSAGES.orderId);
  });

  it('says how the plan was paid: a card plan renews and can be resumed; a wallet period simply ends and is never resumed', async () => {
    const carded = await member();
    expect((await billing(carded)).paidWith).toBeNull();
    expect((await confirm(carded, 'entrepreneur-basic')).body).toMatchObject({ provider: 'simulated', paidWith: 'card', cancelAtPeriodEnd: false });

    const walleted = await member();
    const order = await walleted.client.post('/api/paypal/order', { currency: 'USD', intent: 'CAPTURE', plan: 'basic', role: 'entrepreneur', interval: 'monthly' });
    expect((await walleted.client.post(`/api/paypal/order/${order.body.id}/capture`)).body.paymentStatus).toBe('succeeded');
    const paid = await walleted.client.post('/api/paypal/subscription-success', { orderId: order.body.id, subscriptionPlan: 'basic', interval: 'monthly' });
    expect(paid.body).toMatchObject({ plan: 'basic', provider: 'simulated', paidWith: 'wallet', cancelAtPeriodEnd: true });
    // Nothing can charge a wallet again: taking the end back would promise a renewal that never comes.
    const resumed = await walleted.client.post('/api/billing/resume');
    expect(resumed.status).toBe(409);
    expect(resumed.body.message).toBe(PAYMENT_MESSAGES.walletNoRenewal);
    expect(await billing(walleted)).toMatchObject({ paidWith: 'wallet', cancelAtPeriodEnd: true });
  });

  it('takes test-mode wallet orders without a plan for the amount given, granting nothing', async () => {
    const founder = await member();
    const order = await founder.client.post('/api/paypal/order', { amount: 9.99, currency: 'USD', intent: 'CAPTURE' });
    expect(order.body).toMatchObject({ amountCents: 999, purpose: 'test' });
    expect((await founder.client.post(`/api/paypal/order/${order.body.id}/capture`)).body).toMatchObject({ status: 'COMPLETED', paymentStatus: 'succeeded', purpose: 'test' });
    const state = await billing(founder);
    expect(state).toMatchObject({ plan: 'free', entitlements: [] });
    expect(state.payments[0]).toMatchObject({ kind: 'wallet_test', description: 'Wallet test payment', amountCents: 999 });
    for (const body of [{ amount: 0 }, { amount: 'abc' }, { amount: 5000 }, {}, { amount: 1, currency: 'EUR' }, { amount: 1, intent: 'AUTHORIZE' }]) {
      const response = await founder.client.post('/api/paypal/order', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('sends priority requests past the monthly quota, first and marked for the recipient', async () => {
    const founder = await member();
    const others = await Promise.all(Array.from({ length: 13 }, () => member('designer')));
    const request = (to: TestAccount, extra: Record<string, unknown> = {}) => founder.client.post('/api/connections', { recipientId: to.user.id, message: 'Would you design our enclosure?', ...extra });
    for (const other of others.slice(0, 10)) expect((await request(other)).status).toBe(201);
    const overQuota = await request(others[10]!);
    expect(overQuota.status).toBe(403);
    expect(overQuota.body.upgradeRequired).toBe(true);
    const none = await request(others[10]!, { priority: true });
    expect(none.status).toBe(403);
    expect(none.body.message).toBe(CONNECTION_MESSAGES.noPriorityLeft);

    const intent = await founder.client.post('/api/create-payment-intent', { productId: 'premium_connections', quantity: 1 });
    await founder.client.post('/api/simulated-payment-success', { paymentIntentId: intent.body.paymentIntentId });
    const priority = await request(others[10]!);
    expect(priority.status).toBe(201);
    expect(priority.body.isPriority).toBe(true);
    expect((await billing(founder)).entitlements[0]).toMatchObject({ productCode: 'premium_connections', remainingUses: 9 });

    // The recipient sees it before an ordinary request that came later.
    const later = await member();
    await later.client.post('/api/connections', { recipientId: others[10]!.user.id, message: 'Hello from a later sender.' });
    const inbox = (await others[10]!.client.get('/api/connections')).body as Array<{ requesterId: number; isPriority: boolean }>;
    expect(inbox.map((c) => [c.requesterId, c.isPriority])).toEqual([[founder.user.id, true], [later.user.id, false]]);
  });

  it('needs a project of your own to feature, a quantity of at least 1 and a known product', async () => {
    const founder = await member();
    const stranger = await member();
    const theirs = (await stranger.client.post('/api/projects', { name: 'Not yours', description: 'Someone else entirely.', status: 'active' })).body.id;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ productId: 'featured_project' }, PAYMENT_MESSAGES.featuredProject],
      [{ productId: 'featured_project', projectId: theirs }, PAYMENT_MESSAGES.featuredProject],
      [{ productId: 'export_data', quantity: 0 }, PAYMENT_MESSAGES.quantity],
      [{ productId: 'export_data', quantity: 1.5 }, PAYMENT_MESSAGES.quantity],
      [{ productId: 'gold_star', quantity: 1 }, PAYMENT_MESSAGES.product],
    ];
    for (const [body, message] of cases) {
      const response = await founder.client.post('/api/create-payment-intent', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });
});

describe('the desktop payment return page', () => {
  it('opens the app by its link and offers the browser result page; a bad link gets a page that says so', async () => {
    const server = await startTestServer();
    try {
      const client = new TestClient(server.url);
      const page = await client.get('/payments/return?to=subscription-success&payment_status=succeeded');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(page.text).toContain('<meta http-equiv="refresh" content="0;url=hardwarehub://subscription-success?payment_status=succeeded">');
      expect(page.text).toContain('href="/subscription-success?payment_status=succeeded">Continue in the browser</a>');
      expect(page.text).toContain('Payment complete');
      // Stripe's redirect_status stands in for payment_status.
      const stripe = await client.get('/payments/return?to=payment-success&payment_intent=pi_1&redirect_status=processing');
      expect(stripe.text).toContain('hardwarehub://payment-success?payment_status=processing');
      expect(stripe.text).toContain('Payment processing');
      for (const query of ['to=dashboard&payment_status=succeeded', 'to=payment-success&payment_status=%3Cscript%3E', '']) {
        const bad = await client.get(`/payments/return?${query}`);
        expect(bad.status, query).toBe(400);
        expect(bad.text).toContain('This link is incomplete');
        expect(bad.text).not.toContain('<script>');
      }
    } finally {
      await server.close();
    }
  });
});

describe('simulated payments in production', () => {
  it('are not there unless PAYMENTS_MODE=simulated is set on purpose', async () => {
    const off = await startTestServer({ NODE_ENV: 'production' });
    const on = await startTestServer({ NODE_ENV: 'production', PAYMENTS_MODE: 'simulated' });
    try {
      const offMember = await signUp(off, 'entrepreneur', {}, { verified: true });
      expect((await offMember.client.get('/api/payments/config')).body).toMatchObject({ card: 'none', wallet: 'none', testMode: false });
      const refused = await offMember.client.post('/api/simulated-subscription-success', { plan: 'entrepreneur-basic', role: 'entrepreneur', interval: 'monthly', paymentIntentId: 'sim_pi_x' });
      expect(refused.status).toBe(404);
      expect((await offMember.client.post('/api/simulated-payment-success', { paymentIntentId: 'sim_pi_x' })).status).toBe(404);
      expect((await offMember.client.post('/api/get-or-create-subscription', { plan: 'basic', role: 'entrepreneur' })).status).toBe(503);

      const onMember = await signUp(on, 'entrepreneur', {}, { verified: true });
      expect((await onMember.client.get('/api/payments/config')).body).toMatchObject({ card: 'simulated', testMode: true });
      const started = await onMember.client.post('/api/get-or-create-subscription', { plan: 'basic', role: 'entrepreneur' });
      const confirmed = await onMember.client.post('/api/simulated-subscription-success', { plan: 'basic', role: 'entrepreneur', interval: 'monthly', paymentIntentId: started.body.paymentIntentId });
      expect(confirmed.body).toMatchObject({ plan: 'basic', status: 'trialing' });
    } finally {
      await off.close();
      await on.close();
    }
  });
});
