import type { Knex } from 'knex';
import { FEATURED_DAYS_PER_UNIT, ONE_OFF_PRODUCTS, PRIORITY_REQUESTS_PER_UNIT, formatUsd, isOneOffProductCode, type OneOffProductCode } from '#shared/constants/one-off-products.ts';
import { PLAN_NAMES, planCatalogueRole, TRIAL_DAYS, type Plan } from '#shared/constants/plans.ts';
import { ROLE_LABELS, type Role } from '#shared/constants/roles.ts';
import {
  PAYMENT_MESSAGES, SIMULATED_TEST_CARDS, WALLET_MESSAGES,
  type Billing, type BillingPayment, type CreatePaymentIntentInput, type PaymentIntentResponse, type SimulatedCardOutcome,
  type SimulatedSubscriptionSuccess, type SubscriptionRequest, type SubscriptionResponse, type WalletCaptureResponse,
  type WalletOrderInput, type WalletOrderResponse, type WalletSetup, type WalletSubscriptionSuccess,
} from '#shared/schemas/payment-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { conflict, invalid, notFound, paymentDeclined, unavailable } from '../../domain/domain-errors.ts';
import { Project } from '../../db/models/project-model.ts';
import { refreshPartner } from '../users/index.ts';
import { User } from '../../db/models/user-model.ts';
import { Entitlement } from '../../db/models/entitlement-model.ts';
import { Payment } from '../../db/models/payment-model.ts';
import { Subscription } from '../../db/models/subscription-model.ts';
import type { CardProvider, WalletProvider } from './payment-provider.ts';
import { addDays, addInterval, periodPriceCents, memberPlan, prorationCreditCents, receiptNumber } from './plan-pricing.ts';
import { applyFeaturedPlacements } from './featured-placement.ts';
import { receiptEmail } from './receipt-email.ts';
import { cancelAtPeriodEnd, grantPaidPeriod, inLedgerTransaction, resumeRenewal, type LedgerTransaction } from './subscription-ledger.ts';
import { captureHeld, captureWalletPayment, listedInBilling, settleWalletPayment } from './paypal-webhooks.ts';

/** Subscription states in which the plan's features are granted. */
export const GRANTING_STATUSES = ['trialing', 'active', 'past_due'] as const;

export interface SubscriptionAttempt {
  planId: string;
  interval: 'monthly' | 'annually';
  priceCents: number;
  trialDays: number;
  prorationCreditCents: number;
  /** A change during a trial keeps the trial's end (ISO): nothing is charged before it. */
  trialEnd?: string | null;
}

/**
 * Plans and one-off purchases. The rules:
 * - Every amount comes from the plan catalogue or the one-off table; client amounts are ignored.
 * - Every attempt is a `payments` row (pending). Access changes only when the provider confirms
 *   (here: the simulated confirmation), in one transaction with that row, so a confirmation that is
 *   repeated or raced applies once.
 * - A member's first paid plan starts with a 7-day free trial (once per member, so cancelling and
 *   subscribing again does not restart it). A change between paid plans starts a new period now
 *   and credits the unused part of the old one (proration).
 * - The subscription row is the truth; `users.subscription_*` mirror it for the rest of the app.
 */
export class PaymentService {
  private readonly deps: AppDeps;

  constructor(deps: AppDeps) {
    this.deps = deps;
  }

  private get card(): CardProvider {
    const card = this.deps.payments.card;
    if (!card) throw unavailable('Card payments are not available right now.');
    return card;
  }

  private get wallet(): WalletProvider {
    const wallet = this.deps.payments.wallet;
    if (!wallet) throw notFound(WALLET_MESSAGES.unavailable);
    return wallet;
  }

  /** The simulated endpoints exist only where simulated payments are allowed (payment-providers.ts). */
  assertSimulated(): void {
    if (!this.deps.payments.simulated) throw notFound();
  }

  /** POST /api/get-or-create-subscription */
  async getOrCreateSubscription(user: User, input: SubscriptionRequest): Promise<SubscriptionResponse> {
    const plan = this.planOrThrow(input.plan, input.role, user);
    const interval = input.pricingTier;
    const now = this.deps.clock.now();
    const current = await this.currentSubscription(this.deps.knex, user.id);
    const base = { provider: this.card.name, planId: plan.id, interval, priceCents: periodPriceCents(plan, interval), currency: 'USD' as const };
    if (plan.tier === 'free') {
      if (!current) return { ...base, status: 'active', clientSecret: null, paymentIntentId: null, dueTodayCents: 0, trialDays: 0, prorationCreditCents: 0, changeApplied: false };
      throw conflict('To move to the Free plan, cancel your subscription in your profile: your plan stays until the end of the billing period.');
    }
    if (current && current.planId === plan.id && current.billingInterval === interval && (current.status === 'active' || current.status === 'trialing')) {
      return { ...base, status: current.status, clientSecret: null, paymentIntentId: null, dueTodayCents: 0, trialDays: 0, prorationCreditCents: 0, changeApplied: false };
    }
    // Stripe's pending changes cannot carry a cancellation's reversal, and a member paying for a new
    // plan while the old one is ending would not know which wins: resuming comes first.
    if (current?.cancelAtPeriodEnd) throw conflict(PAYMENT_MESSAGES.resumeBeforeChange);
    const attempt = await this.priceAttempt(user.id, plan, interval, current, now);
    const quotedCents = attempt.trialDays > 0 || attempt.trialEnd ? 0 : Math.max(0, attempt.priceCents - attempt.prorationCreditCents);
    const start = await this.card.startSubscription({
      userId: user.id, email: user.email, fullName: user.fullName, customerId: user.stripeCustomerId, planId: plan.id, interval,
      priceCents: attempt.priceCents, dueTodayCents: quotedCents, trialDays: attempt.trialDays, change: Boolean(current),
      currentSubscriptionId: current?.provider === this.card.name ? current.providerSubscriptionId : null,
    });
    await this.keepCustomer(user, start.customerId);
    // What the provider charges is the truth the member sees (Stripe prorates by the second).
    const dueTodayCents = start.amountDueCents ?? quotedCents;
    const row = {
      userId: user.id, provider: this.card.name, kind: 'subscription' as const, providerReference: start.reference, productCode: plan.id,
      billingInterval: interval, quantity: 1, amountCents: dueTodayCents, currency: 'USD',
      metadata: { ...attempt, ...(start.subscriptionId && { subscriptionId: start.subscriptionId }) },
    };
    const answer = { ...base, dueTodayCents, trialDays: attempt.trialDays, prorationCreditCents: attempt.prorationCreditCents };
    if (start.completed) {
      // Nothing was left to pay: the change is done now, on the provider's dates where it keeps them.
      const completed = start.completed;
      const paymentId = await inLedgerTransaction(this.deps, async (tx) => {
        const payment = await Payment.query(tx.trx).insert({ ...row, status: 'succeeded' });
        const simulatedCard = (current?.simulatedCard ?? null) as SimulatedCardOutcome | null;
        await this.applySubscription(tx, user.id, plan, attempt, this.card.name, start.subscriptionId ?? current?.providerSubscriptionId ?? null, simulatedCard, completed.period);
        return payment.id;
      });
      await this.sendReceipt(paymentId);
      const applied = await this.currentSubscription(this.deps.knex, user.id);
      return { ...answer, status: applied?.status === 'trialing' ? 'trialing' : 'active', clientSecret: null, paymentIntentId: null, changeApplied: true };
    }
    await Payment.query(this.deps.knex).insert({ ...row, status: 'pending' });
    return { ...answer, status: 'incomplete', clientSecret: start.clientSecret, paymentIntentId: start.reference, changeApplied: false };
  }

  /** POST /api/simulated-subscription-success: the simulated card confirms; the plan takes effect at once. */
  async confirmSimulatedSubscription(user: User, input: SimulatedSubscriptionSuccess): Promise<Billing> {
    this.assertSimulated();
    const plan = this.planOrThrow(input.plan, input.role, user);
    const outcome = cardOutcome(input.cardNumber);
    let declined = false;
    const receiptFor = await inLedgerTransaction(this.deps, async (tx) => {
      const payment = await this.lockPendingPayment(tx.trx, user.id, input.paymentIntentId, 'subscription');
      if (!payment) return undefined; // already applied: a repeated confirmation changes nothing
      const attempt = payment.metadata as unknown as SubscriptionAttempt;
      if (attempt.planId !== plan.id || attempt.interval !== input.interval) throw invalid(PAYMENT_MESSAGES.paymentMismatch);
      // Declined: the attempt stays open for another card, as a Stripe PaymentIntent does.
      if (outcome === 'declined') {
        declined = true;
        return undefined;
      }
      await payment.$query(tx.trx).patch({ status: 'succeeded' });
      await this.applySubscription(tx, user.id, plan, attempt, payment.provider, null, outcome === 'renewals_fail' ? outcome : null);
      return payment.id;
    });
    if (declined) throw paymentDeclined(PAYMENT_MESSAGES.testCardDeclined);
    if (receiptFor) await this.sendReceipt(receiptFor);
    return this.billing(user.id);
  }

  /** POST /api/create-payment-intent: a one-off purchase, priced here. */
  async createPaymentIntent(user: User, input: CreatePaymentIntentInput): Promise<PaymentIntentResponse> {
    const product = ONE_OFF_PRODUCTS[input.productId];
    // A bought badge would contradict the team's review: the member resubmits credentials instead.
    if (input.productId === 'verified_badge' && user.verificationStatus === 'rejected') throw invalid(PAYMENT_MESSAGES.badgeAfterRejection, { productId: PAYMENT_MESSAGES.badgeAfterRejection });
    if (input.productId === 'featured_project') {
      if (!input.projectId) throw invalid(PAYMENT_MESSAGES.featuredProject, { projectId: PAYMENT_MESSAGES.featuredProject });
      const project = await Project.query(this.deps.knex).findById(input.projectId);
      if (!project || project.userId !== user.id) throw invalid(PAYMENT_MESSAGES.featuredProject, { projectId: PAYMENT_MESSAGES.featuredProject });
    }
    const amountCents = product.priceCents * input.quantity;
    const start = await this.card.startPayment({
      userId: user.id, email: user.email, fullName: user.fullName, customerId: user.stripeCustomerId, amountCents, description: `${product.name} x ${input.quantity}`,
      metadata: { productId: product.code, quantity: String(input.quantity), ...(input.projectId && { projectId: String(input.projectId) }) },
    });
    await this.keepCustomer(user, start.customerId);
    await Payment.query(this.deps.knex).insert({
      userId: user.id, provider: this.card.name, kind: 'one_off', providerReference: start.reference, productCode: product.code,
      billingInterval: null, quantity: input.quantity, amountCents, currency: 'USD', status: 'pending',
      metadata: { projectId: input.projectId ?? null },
    });
    return {
      clientSecret: start.clientSecret, paymentIntentId: start.reference, provider: this.card.name, productId: product.code,
      quantity: input.quantity, amountCents, currency: 'USD', ...(start.intent && { paymentIntent: start.intent }),
    };
  }

  /** POST /api/simulated-payment-success: the simulated card confirms a one-off purchase. */
  async confirmSimulatedPayment(user: User, paymentIntentId: string, cardNumber: string | undefined): Promise<Billing> {
    this.assertSimulated();
    let declined = false;
    const receiptFor = await this.deps.knex.transaction(async (trx) => {
      const payment = await this.lockPendingPayment(trx, user.id, paymentIntentId, 'one_off');
      if (!payment) return undefined;
      if (cardOutcome(cardNumber) === 'declined') {
        declined = true;
        return undefined;
      }
      await payment.$query(trx).patch({ status: 'succeeded' });
      await this.grantOneOff(trx, payment);
      return payment.id;
    });
    if (declined) throw paymentDeclined(PAYMENT_MESSAGES.testCardDeclined);
    if (receiptFor) await this.afterOneOff(receiptFor);
    return this.billing(user.id);
  }

  /** GET /api/paypal/setup */
  async walletSetup(): Promise<WalletSetup> {
    return { ...(await this.wallet.setup()), provider: this.wallet.name };
  }

  /**
   * POST /api/paypal/order: an order for one billing period of a plan, priced here. A wallet pays
   * now and cannot be charged later, so there is no trial and no automatic renewal: the plan runs
   * to the end of the paid period (cancel_at_period_end), and the member pays again to go on.
   * Without a plan: a test order for `amount` (test mode only), which grants nothing.
   */
  async createWalletOrder(user: User, input: WalletOrderInput): Promise<WalletOrderResponse> {
    const wallet = this.wallet;
    let purpose: string;
    let amountCents: number;
    let metadata: Record<string, unknown>;
    let interval: 'monthly' | 'annually' | null = null;
    if (input.plan) {
      const plan = this.planOrThrow(input.plan, input.role, user);
      if (plan.tier === 'free') throw invalid(PAYMENT_MESSAGES.freePlanNoPayment, { plan: PAYMENT_MESSAGES.freePlanNoPayment });
      interval = input.interval ?? 'monthly';
      const current = await this.currentSubscription(this.deps.knex, user.id);
      const attempt = { ...(await this.priceAttempt(user.id, plan, interval, current, this.deps.clock.now())), trialDays: 0 };
      amountCents = Math.max(1, attempt.priceCents - attempt.prorationCreditCents);
      purpose = plan.id;
      metadata = { ...attempt, wallet: true };
    } else {
      if (!this.deps.payments.publicConfig.testMode) throw invalid(WALLET_MESSAGES.testOrdersOnly, { plan: WALLET_MESSAGES.testOrdersOnly });
      if (!input.amount) throw invalid(WALLET_MESSAGES.testAmount, { amount: WALLET_MESSAGES.testAmount });
      amountCents = input.amount;
      purpose = 'test';
      metadata = { test: true };
    }
    const referenceId = `${user.id}-${Date.now().toString(36)}`;
    const order = await wallet.createOrder({ amountCents, description: purpose === 'test' ? 'HardwareHub wallet test payment' : `HardwareHub ${purpose} (${interval})`, referenceId });
    await Payment.query(this.deps.knex).insert({
      userId: user.id, provider: wallet.name, kind: purpose === 'test' ? 'wallet_test' : 'subscription', providerReference: order.id,
      productCode: purpose === 'test' ? 'wallet_test' : purpose, billingInterval: interval, quantity: 1, amountCents, currency: 'USD', status: 'pending', metadata,
    });
    return { id: order.id, status: order.status, provider: wallet.name, amountCents, currency: 'USD', purpose };
  }

  /**
   * POST /api/paypal/order/:orderId/capture: takes the money and, for a plan order, applies the plan
   * in the same transaction as the payment row. Two captures at once (two tabs, a retry) grant once:
   * the provider answers a repeated capture with the first result, and the row is locked and checked.
   * A capture PayPal holds answers `pending`, grants nothing, and is settled later (paypal-webhooks.ts).
   */
  async captureWalletOrder(user: User, orderId: string): Promise<WalletCaptureResponse> {
    const wallet = this.wallet;
    const known = await Payment.query(this.deps.knex).findOne({ provider: wallet.name, providerReference: orderId });
    if (!known || known.userId !== user.id) throw notFound(WALLET_MESSAGES.orderId);
    const purpose = known.kind === 'wallet_test' ? 'test' : known.productCode;
    if (known.status === 'succeeded') return { id: orderId, status: 'COMPLETED', paymentStatus: 'succeeded', purpose };
    if (known.status !== 'pending') throw conflict(WALLET_MESSAGES.orderId);
    // PayPal took the money and holds it: a webhook or the billing sweep settles it (paypal-webhooks.ts).
    if (captureHeld(known)) return { id: orderId, status: 'COMPLETED', paymentStatus: 'pending', purpose };
    const order = await captureWalletPayment(this.deps, wallet, known);
    // Settled with the row locked; a capture PayPal holds (an eCheck, a review) stays pending and grants nothing.
    const settled = await settleWalletPayment(this.deps, this, known.id, order.capture);
    return { id: orderId, status: order.status, paymentStatus: settled === 'refunded' ? 'failed' : settled, purpose };
  }

  /**
   * POST /api/paypal/subscription-success: the spec's client posts this after the capture. It
   * confirms the order paid for that plan (capturing it first if the capture call was lost).
   */
  async walletSubscriptionSuccess(user: User, input: WalletSubscriptionSuccess): Promise<Billing> {
    const known = await Payment.query(this.deps.knex).findOne({ provider: this.wallet.name, providerReference: input.orderId });
    if (!known || known.userId !== user.id || known.kind !== 'subscription') throw invalid(WALLET_MESSAGES.orderId, { orderId: WALLET_MESSAGES.orderId });
    const plan = this.planOrThrow(input.subscriptionPlan, undefined, user);
    const attempt = known.metadata as unknown as SubscriptionAttempt;
    if (attempt.planId !== plan.id && plan.tier !== attempt.planId.split('-')[1]) throw invalid(PAYMENT_MESSAGES.paymentMismatch, { subscriptionPlan: PAYMENT_MESSAGES.paymentMismatch });
    if (attempt.interval !== input.interval) throw invalid(PAYMENT_MESSAGES.paymentMismatch, { interval: PAYMENT_MESSAGES.paymentMismatch });
    const capture = await this.captureWalletOrder(user, input.orderId);
    if (capture.paymentStatus === 'pending') throw invalid(WALLET_MESSAGES.paymentPending, { orderId: WALLET_MESSAGES.paymentPending });
    if (capture.paymentStatus !== 'succeeded') throw invalid(WALLET_MESSAGES.notCaptured, { orderId: WALLET_MESSAGES.notCaptured });
    return this.billing(user.id);
  }

  /** POST /api/billing/cancel: the plan ends at the end of the period (terms: no partial refunds). */
  async cancel(user: User): Promise<Billing> {
    await this.setCancelAtPeriodEnd(user.id, true);
    return this.billing(user.id);
  }

  /**
   * POST /api/billing/resume: takes a cancellation back before the period ends. A period paid with
   * a wallet cannot be taken back: nothing could charge the next one.
   */
  async resume(user: User): Promise<Billing> {
    if ((await this.billing(user.id)).paidWith === 'wallet') throw conflict(PAYMENT_MESSAGES.walletNoRenewal);
    await this.setCancelAtPeriodEnd(user.id, false);
    return this.billing(user.id);
  }

  /** GET /api/billing */
  async billing(userId: number): Promise<Billing> {
    const knex = this.deps.knex;
    const [user, subscription, entitlements, payments] = await Promise.all([
      User.query(knex).findById(userId),
      Subscription.query(knex).findOne({ userId }),
      Entitlement.query(knex).where({ userId }).orderBy('id'),
      Payment.query(knex).where({ userId }).where(listedInBilling).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(100),
    ]);
    if (!user) throw notFound();
    const now = this.deps.clock.now().getTime();
    const granting = subscription && (GRANTING_STATUSES as readonly string[]).includes(subscription.status) ? subscription : undefined;
    // The plan is the one its latest paid subscription payment bought; a wallet order marks itself (createWalletOrder).
    const lastPlanPayment = payments.find((payment) => payment.kind === 'subscription' && payment.status === 'succeeded');
    const paidWith = !granting ? null : granting.provider === 'paypal' || lastPlanPayment?.metadata?.wallet === true ? 'wallet' : 'card';
    return {
      plan: user.subscriptionPlan,
      planId: granting?.planId ?? null,
      planName: PLAN_NAMES[user.subscriptionPlan],
      status: user.subscriptionStatus,
      provider: granting?.provider ?? null,
      interval: granting?.billingInterval ?? null,
      priceCents: granting?.priceCents ?? null,
      trialEnd: granting?.status === 'trialing' ? granting.trialEnd : null,
      // A plan set without a subscription (an Enterprise agreement) still shows its renewal.
      currentPeriodEnd: granting?.currentPeriodEnd ?? (user.subscriptionPlan !== 'free' ? user.subscriptionRenewal : null),
      cancelAtPeriodEnd: granting?.cancelAtPeriodEnd ?? false,
      paidWith,
      graceUntil: granting?.status === 'past_due' ? granting.graceUntil : null,
      entitlements: entitlements
        .filter((e) => isOneOffProductCode(e.productCode) && (!e.expiresAt || Date.parse(e.expiresAt) > now) && (e.remainingUses === null || e.remainingUses > 0))
        .map((e) => ({ productCode: e.productCode as OneOffProductCode, remainingUses: e.remainingUses, expiresAt: e.expiresAt, projectId: e.projectId })),
      payments: payments.map(toBillingPayment),
      testMode: this.deps.payments.publicConfig.testMode,
    };
  }

  /** The member's subscription while it grants a plan (trialing, active, past due in its grace period). */
  async currentSubscription(db: Knex, userId: number, lock = false): Promise<Subscription | undefined> {
    const query = Subscription.query(db).findOne({ userId }).whereIn('status', GRANTING_STATUSES);
    if (lock) query.forUpdate();
    return query;
  }

  /**
   * The plan named in a request, from the member's own catalogue only: the request's `role` picks
   * the tab a tier is read in, never what is granted, so a plan of another role is refused (400).
   */
  private planOrThrow(planInput: string, requestedRole: Role | undefined, user: User): Plan {
    if (planInput === 'enterprise' || planInput.endsWith('-enterprise')) throw invalid(PAYMENT_MESSAGES.enterpriseViaSales, { plan: PAYMENT_MESSAGES.enterpriseViaSales });
    const found = memberPlan(planInput, requestedRole, user.role);
    if (!found) throw invalid(PAYMENT_MESSAGES.selectPlan, { plan: PAYMENT_MESSAGES.selectPlan });
    if ('otherRole' in found) {
      const message = PAYMENT_MESSAGES.planOfAnotherRole(ROLE_LABELS[found.otherRole], ROLE_LABELS[planCatalogueRole(user.role)]);
      throw invalid(message, { plan: message });
    }
    return found.plan;
  }

  /**
   * What a subscription attempt costs: the period's price, a trial on the first paid plan, the
   * credit of a change. A change during a trial keeps the trial: the new price is charged when it
   * ends, as Stripe does, so nothing is due today and no credit arises.
   */
  private async priceAttempt(userId: number, plan: Plan, interval: 'monthly' | 'annually', current: Subscription | undefined, now: Date): Promise<SubscriptionAttempt> {
    const priceCents = periodPriceCents(plan, interval);
    if (current?.status === 'trialing' && current.trialEnd && Date.parse(current.trialEnd) > now.getTime()) {
      const trialDays = Math.ceil((Date.parse(current.trialEnd) - now.getTime()) / (24 * 60 * 60 * 1000));
      return { planId: plan.id, interval, priceCents, trialDays, prorationCreditCents: 0, trialEnd: current.trialEnd };
    }
    const hadPaidPlan = Boolean(await Subscription.query(this.deps.knex).findOne({ userId }));
    const credit = current
      ? prorationCreditCents({ priceCents: current.priceCents, periodStart: new Date(current.currentPeriodStart), periodEnd: new Date(current.currentPeriodEnd), trialing: current.status === 'trialing' }, now)
      : 0;
    return { planId: plan.id, interval, priceCents, trialDays: hadPaidPlan ? 0 : TRIAL_DAYS, prorationCreditCents: Math.min(credit, priceCents) };
  }

  /** The pending attempt a confirmation names, locked; undefined when it was already applied. */
  private async lockPendingPayment(trx: Knex.Transaction, userId: number, reference: string, kind: Payment['kind']): Promise<Payment | undefined> {
    const payment = await Payment.query(trx).findOne({ provider: 'simulated', providerReference: reference }).forUpdate();
    if (!payment || payment.userId !== userId || payment.kind !== kind) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
    if (payment.status === 'succeeded') return undefined;
    if (payment.status !== 'pending') throw conflict(PAYMENT_MESSAGES.paymentNotFound);
    return payment;
  }

  /**
   * The plan takes effect from the attempt (a change starts a new period now), through the ledger.
   * Runs inside the confirming transaction.
   */
  async applySubscription(
    tx: LedgerTransaction, userId: number, plan: Plan, attempt: SubscriptionAttempt, provider: Payment['provider'],
    providerSubscriptionId: string | null, simulatedCard: SimulatedCardOutcome | null,
    /** The provider's own dates (Stripe); computed here otherwise. */
    period?: { trialEnd: Date | null; periodStart: Date; periodEnd: Date; cancelAtPeriodEnd: boolean },
  ): Promise<void> {
    const now = this.deps.clock.now();
    const ownTrialEnd = attempt.trialEnd ? new Date(attempt.trialEnd) : attempt.trialDays > 0 ? addDays(now, attempt.trialDays) : null;
    const trialEnd = period ? (period.trialEnd && period.trialEnd > now ? period.trialEnd : null) : ownTrialEnd;
    const periodStart = period?.periodStart ?? now;
    const periodEnd = period?.periodEnd ?? trialEnd ?? addInterval(now, attempt.interval);
    await grantPaidPeriod(tx, userId, {
      provider, providerSubscriptionId, planId: plan.id, tier: plan.tier as Subscription['tier'], billingInterval: attempt.interval,
      priceCents: attempt.priceCents, status: trialEnd ? 'trialing' : 'active', trialEnd: trialEnd?.toISOString() ?? null,
      currentPeriodStart: periodStart.toISOString(), currentPeriodEnd: periodEnd.toISOString(), cancelAtPeriodEnd: period?.cancelAtPeriodEnd ?? false,
      simulatedCard,
    });
  }

  /** After a one-off purchase is committed: search shows a new badge, and the receipt goes out. */
  async afterOneOff(paymentId: number): Promise<void> {
    const payment = await Payment.query(this.deps.knex).findById(paymentId);
    if (!payment) return;
    if (payment.productCode === 'verified_badge') await this.deps.events.announce({ type: 'member-changed', userIds: [payment.userId], shownOnListings: false });
    if (payment.productCode === 'featured_project') await applyFeaturedPlacements(this.deps, [payment.userId]);
    await this.sendReceipt(paymentId);
  }

  /** What a one-off unit does; quantity multiplies it. Runs inside the confirming transaction. */
  async grantOneOff(trx: Knex.Transaction, payment: Payment): Promise<void> {
    const code = payment.productCode as OneOffProductCode;
    const now = this.deps.clock.now();
    const base = { userId: payment.userId, paymentId: payment.id, productCode: code, projectId: null as number | null, remainingUses: null as number | null, expiresAt: null as string | null };
    if (code === 'featured_project') {
      const projectId = Number((payment.metadata as { projectId?: number } | null)?.projectId) || null;
      // A second purchase for the same project extends the running placement instead of overlapping it.
      const running = await Entitlement.query(trx).where({ userId: payment.userId, productCode: code, projectId }).where('expiresAt', '>', now).orderBy('expiresAt', 'desc').first();
      const start = running?.expiresAt ? new Date(running.expiresAt) : now;
      await Entitlement.query(trx).insert({ ...base, projectId, expiresAt: addDays(start, FEATURED_DAYS_PER_UNIT * payment.quantity).toISOString() });
    } else if (code === 'premium_connections') {
      await Entitlement.query(trx).insert({ ...base, remainingUses: PRIORITY_REQUESTS_PER_UNIT * payment.quantity });
    } else if (code === 'verified_badge') {
      await Entitlement.query(trx).insert(base);
      // The badge is the purchase's own fact; the team's review state is never touched by a payment.
      await User.query(trx).findById(payment.userId).whereNull('badgePurchasedAt').patch({ badgePurchasedAt: now.toISOString() });
      await refreshPartner(trx, payment.userId);
    } else {
      await Entitlement.query(trx).insert(base);
    }
  }

  private async setCancelAtPeriodEnd(userId: number, cancel: boolean): Promise<void> {
    const subscription = await inLedgerTransaction(this.deps, async (tx) => {
      const current = await this.currentSubscription(tx.trx, userId, true);
      if (!current || current.status === 'past_due') throw conflict(PAYMENT_MESSAGES.noSubscription);
      if (current.cancelAtPeriodEnd === cancel) throw conflict(cancel ? PAYMENT_MESSAGES.alreadyCanceling : PAYMENT_MESSAGES.notCanceling);
      await (cancel ? cancelAtPeriodEnd : resumeRenewal)(tx, current);
      return current;
    });
    await this.deps.payments.card?.setCancelAtPeriodEnd(subscription.providerSubscriptionId, cancel);
  }

  /** Keeps the provider's customer id on the member, the first time one is made. */
  private async keepCustomer(user: User, customerId: string | undefined): Promise<void> {
    if (customerId && customerId !== user.stripeCustomerId) await User.query(this.deps.knex).findById(user.id).patch({ stripeCustomerId: customerId });
  }

  /** The receipt mail of a succeeded payment, sent once (receipt_sent_at), after the commit. */
  async sendReceipt(paymentId: number): Promise<void> {
    const claimed = await Payment.query(this.deps.knex).findById(paymentId).whereNull('receiptSentAt').where({ status: 'succeeded' }).patch({ receiptSentAt: new Date().toISOString() });
    if (!claimed) return;
    const payment = await Payment.query(this.deps.knex).findById(paymentId);
    const user = payment && (await User.query(this.deps.knex).findById(payment.userId));
    if (!payment || !user) return;
    try {
      await this.deps.mailer.send(receiptEmail(user.email, user.fullName, toBillingPayment(payment), `${this.deps.appUrl}/profile?tab=subscription`));
    } catch (error) {
      this.deps.log(`receipt mail for payment ${paymentId} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    // The claim above makes this once per payment, like the mail.
    await this.deps.events.announce({ type: 'billing-notice', userId: user.id, notice: 'receipt', detail: `${paymentDescription(payment)}, ${formatUsd(payment.amountCents)}`.slice(0, 200) });
  }
}

function cardOutcome(cardNumber: string | undefined): SimulatedCardOutcome {
  return cardNumber ? SIMULATED_TEST_CARDS[cardNumber as keyof typeof SIMULATED_TEST_CARDS] : 'succeeds';
}

/** What a payment was for, in words. */
export function paymentDescription(payment: Pick<Payment, 'kind' | 'productCode' | 'billingInterval' | 'quantity' | 'metadata'>): string {
  if (payment.kind === 'wallet_test') return 'Wallet test payment';
  if (payment.kind === 'one_off') {
    const product = isOneOffProductCode(payment.productCode) ? ONE_OFF_PRODUCTS[payment.productCode] : undefined;
    return `${product?.name ?? payment.productCode}${payment.quantity > 1 ? ` x ${payment.quantity}` : ''}`;
  }
  const [role, tier] = payment.productCode.split('-');
  const tierName = tier && tier in PLAN_NAMES ? PLAN_NAMES[tier as keyof typeof PLAN_NAMES] : payment.productCode;
  const what = `${tierName} plan${role ? ` (${role})` : ''}, ${payment.billingInterval === 'annually' ? 'annual' : 'monthly'}`;
  const meta = payment.metadata as { trialDays?: number; trialEnd?: string | null; renewal?: boolean; wallet?: boolean; expired?: boolean } | null;
  if (meta?.expired) return `${what}: ${PAYMENT_MESSAGES.changeExpired}`;
  if (meta?.renewal) return `${what}: renewal`;
  if (meta?.trialEnd) return `${what}: changed during the free trial`;
  if (meta?.wallet) return `${what}, paid with PayPal`;
  return meta?.trialDays ? `${what}: ${meta.trialDays}-day free trial started` : what;
}

export function toBillingPayment(payment: Payment): BillingPayment {
  return {
    id: payment.id,
    kind: payment.kind,
    provider: payment.provider,
    productCode: payment.productCode,
    description: paymentDescription(payment),
    quantity: payment.quantity,
    amountCents: payment.amountCents,
    currency: payment.currency,
    status: payment.status,
    createdAt: payment.createdAt,
    // A refund does not undo the receipt the member was sent.
    receiptNumber: payment.status === 'succeeded' || payment.status === 'refunded' ? receiptNumber(payment.id) : null,
  };
}
