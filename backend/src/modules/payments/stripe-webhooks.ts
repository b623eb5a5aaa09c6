import type { Knex } from 'knex';
import type Stripe from 'stripe';
import { GRACE_DAYS } from '#shared/schemas/payment-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { User } from '../../db/models/user-model.ts';
import { Payment } from '../../db/models/payment-model.ts';
import { Subscription } from '../../db/models/subscription-model.ts';
import type { PaymentService, SubscriptionAttempt } from './payment-service.ts';
import { addDays } from './plan-pricing.ts';
import { AlreadyApplied, claimEvent } from './payment-events.ts';
import { mailRenewalFailed } from './renewal-failed-email.ts';
import { endSubscription, followProviderPeriod, inLedgerTransaction, markPastDue, type RenewalFailure } from './subscription-ledger.ts';
import { planById, type Plan } from '#shared/constants/plans.ts';
import type { StripeCardProvider } from './stripe-provider.ts';

/** The subscription an invoice belongs to (the field moved between Stripe API versions). */
function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const fromParent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  const value = fromParent ?? legacy;
  return typeof value === 'string' ? value : (value?.id ?? null);
}

/**
 * Applies Stripe's webhooks (POST /api/webhooks/stripe, signature already checked). Each event id
 * is recorded in `payment_events` in the same transaction as its effect, so a redelivered event
 * changes nothing. Events can arrive late and out of order, so none is applied from its own
 * payload: the subscription or PaymentIntent it names is read again from Stripe and our rows are
 * brought to that state.
 */
export class StripeWebhooks {
  private readonly deps: AppDeps;
  private readonly service: PaymentService;
  private readonly stripe: StripeCardProvider;

  constructor(deps: AppDeps, service: PaymentService, stripe: StripeCardProvider) {
    this.deps = deps;
    this.service = service;
    this.stripe = stripe;
  }

  async handle(event: Stripe.Event): Promise<'applied' | 'duplicate' | 'ignored'> {
    try {
      switch (event.type) {
        case 'invoice.paid':
        case 'invoice.payment_succeeded':
        case 'invoice.payment_failed': {
          const invoice = event.data.object;
          const subscriptionId = subscriptionOfInvoice(invoice);
          if (!subscriptionId) return this.record(event.id);
          await this.syncSubscription(event.id, subscriptionId, invoice.id ?? null);
          return 'applied';
        }
        case 'customer.subscription.pending_update_expired':
          await this.syncSubscription(event.id, event.data.object.id, null, { expired: true });
          return 'applied';
        case 'setup_intent.succeeded': {
          // A trial's card saved through its SetupIntent: the subscription it was for is granted.
          const subscriptionId = await this.subscriptionAwaitingCard(event.data.object);
          if (!subscriptionId) return this.record(event.id);
          await this.syncSubscription(event.id, subscriptionId, null);
          return 'applied';
        }
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
        case 'customer.subscription.paused':
        case 'customer.subscription.resumed':
          await this.syncSubscription(event.id, event.data.object.id, null);
          return 'applied';
        case 'payment_intent.succeeded':
        case 'payment_intent.payment_failed':
        case 'payment_intent.canceled':
          await this.syncPaymentIntent(event.id, event.data.object.id);
          return 'applied';
        default:
          return this.record(event.id);
      }
    } catch (error) {
      if (error instanceof AlreadyApplied) return 'duplicate';
      throw error;
    }
  }

  private async record(eventId: string): Promise<'ignored' | 'duplicate'> {
    try {
      await this.deps.knex.transaction((trx) => this.claim(trx, eventId));
      return 'ignored';
    } catch (error) {
      if (error instanceof AlreadyApplied) return 'duplicate';
      throw error;
    }
  }

  private claim(trx: Knex.Transaction, eventId: string): Promise<void> {
    return claimEvent(trx, 'stripe', eventId);
  }

  /** The subscription of the member's open trial attempt a SetupIntent saved a card for. */
  private async subscriptionAwaitingCard(intent: Stripe.SetupIntent): Promise<string | null> {
    const customerId = typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null);
    if (!customerId) return null;
    const user = await User.query(this.deps.knex).findOne({ stripeCustomerId: customerId });
    if (!user) return null;
    const attempt = await Payment.query(this.deps.knex).where({ userId: user.id, provider: 'stripe', kind: 'subscription', status: 'pending' }).orderBy('id', 'desc').first();
    const subscriptionId = (attempt?.metadata as { subscriptionId?: string } | null)?.subscriptionId;
    return subscriptionId ?? null;
  }

  private async syncSubscription(eventId: string, subscriptionId: string, invoiceId: string | null, options: { expired?: boolean } = {}): Promise<void> {
    const state = await this.stripe.period(subscriptionId);
    const invoice = invoiceId ? await this.stripe.invoice(invoiceId) : null;
    const receipts: number[] = [];
    let failure: RenewalFailure | undefined;
    await inLedgerTransaction(this.deps, async (tx) => {
      const { trx } = tx;
      await this.claim(trx, eventId);
      const userId = state.userId ?? (state.customerId ? (await User.query(trx).findOne({ stripeCustomerId: state.customerId }))?.id : undefined);
      if (!userId) return;
      const confirmed = state.status === 'active' || (state.status === 'trialing' && state.hasPaymentMethod);
      // What the subscription bills now decides the plan; an attempt that is not what Stripe applied is stale.
      const catalogued = state.price ? planById(state.price.planId) : undefined;
      const billed = catalogued && catalogued.tier !== 'free' ? (catalogued as Plan & { tier: Subscription['tier'] }) : undefined;

      if (options.expired && !state.pendingUpdate) {
        // The change's invoice was voided and the change dropped: its attempt failed, and says so in the billing list.
        const open = await Payment.query(trx).where({ userId, provider: 'stripe', kind: 'subscription', status: 'pending' }).forUpdate();
        for (const attempt of open) {
          const meta = attempt.metadata as unknown as SubscriptionAttempt & { subscriptionId?: string };
          if (meta.subscriptionId !== subscriptionId || (billed?.id === meta.planId && state.price?.interval === meta.interval)) continue;
          await attempt.$query(trx).patch({ status: 'failed', metadata: { ...meta, expired: true } });
        }
      }

      // The attempt this subscription's latest invoice belongs to (a new plan or a change), once paid.
      const pending = state.latestInvoiceId
        ? await Payment.query(trx).findOne({ provider: 'stripe', providerReference: state.latestInvoiceId, status: 'pending' }).forUpdate()
        : undefined;
      if (pending && confirmed && !state.pendingUpdate) {
        const attempt = pending.metadata as unknown as SubscriptionAttempt;
        if (billed && billed.id === attempt.planId && state.price?.interval === attempt.interval) {
          const paid = invoice && invoice.id === pending.providerReference ? invoice.amount_paid : pending.amountCents;
          await pending.$query(trx).patch({ status: 'succeeded', amountCents: paid });
          await this.service.applySubscription(tx, userId, billed, { ...attempt, priceCents: state.price.unitAmount }, 'stripe', subscriptionId, null, state);
          receipts.push(pending.id);
          return;
        }
      }

      // A renewal (or its failure) is a payment of its own.
      if (invoice?.id && invoice.billing_reason === 'subscription_cycle' && (invoice.status === 'paid' || invoice.status === 'open')) {
        const known = await Payment.query(trx).findOne({ provider: 'stripe', providerReference: invoice.id });
        const status = invoice.status === 'paid' ? 'succeeded' : 'failed';
        if (!known) {
          const ours = await Subscription.query(trx).findOne({ provider: 'stripe', providerSubscriptionId: subscriptionId });
          const payment = await Payment.query(trx).insert({
            userId, provider: 'stripe', kind: 'subscription', providerReference: invoice.id, productCode: ours?.planId ?? 'subscription',
            billingInterval: ours?.billingInterval ?? null, quantity: 1, amountCents: status === 'succeeded' ? invoice.amount_paid : invoice.amount_due,
            currency: (invoice.currency ?? 'usd').toUpperCase(), status, metadata: { renewal: true },
          });
          if (status === 'succeeded') receipts.push(payment.id);
        } else if (known.status !== status && status === 'succeeded') {
          await known.$query(trx).patch({ status });
          receipts.push(known.id);
        }
      }

      const ours = await Subscription.query(trx).findOne({ provider: 'stripe', providerSubscriptionId: subscriptionId }).forUpdate();
      if (!ours || ours.status === 'canceled') return;
      const now = this.deps.clock.now();
      if (state.status === 'active' || state.status === 'trialing') {
        const status = state.status === 'trialing' ? 'trialing' : 'active';
        const trialEnd = status === 'trialing' ? state.trialEnd : null;
        // The plan follows the price Stripe bills now (a change applied at Stripe, whatever we last asked).
        const plan = billed && state.price ? { planId: billed.id, tier: billed.tier, billingInterval: state.price.interval, priceCents: state.price.unitAmount } : undefined;
        await followProviderPeriod(tx, ours, {
          plan, status, trialEnd: trialEnd?.toISOString() ?? null, periodStart: state.periodStart.toISOString(),
          periodEnd: state.periodEnd.toISOString(), cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        });
      } else if (state.status === 'past_due' || state.status === 'unpaid') {
        // Paid features stay for the grace period (the lifecycle ends it on time).
        const graceUntil = ours.graceUntil ?? addDays(now, GRACE_DAYS).toISOString();
        failure = await markPastDue(tx, ours, graceUntil);
      } else if (state.status === 'canceled' || state.status === 'incomplete_expired' || state.status === 'paused') {
        await endSubscription(tx, ours, now);
      }
    });
    for (const paymentId of receipts) await this.service.sendReceipt(paymentId);
    if (failure) await mailRenewalFailed(this.deps, failure);
  }

  private async syncPaymentIntent(eventId: string, intentId: string): Promise<void> {
    const intent = await this.stripe.paymentIntent(intentId);
    let granted: number | undefined;
    await this.deps.knex.transaction(async (trx) => {
      await this.claim(trx, eventId);
      const payment = await Payment.query(trx).findOne({ provider: 'stripe', providerReference: intent.id }).forUpdate();
      if (!payment || payment.status !== 'pending' || payment.kind !== 'one_off') return;
      if (intent.status === 'succeeded') {
        // What was charged must be what we asked for; anything else is left for a person to look at.
        if (intent.amount_received !== payment.amountCents) {
          this.deps.log(`stripe: payment intent ${intent.id} received ${intent.amount_received}, expected ${payment.amountCents}; not granted`);
          return;
        }
        await payment.$query(trx).patch({ status: 'succeeded' });
        await this.service.grantOneOff(trx, payment);
        granted = payment.id;
      } else if (intent.status === 'canceled') {
        // A declined card leaves the intent open for another try (the form shows Stripe's message); a cancelled one is over.
        await payment.$query(trx).patch({ status: 'failed' });
      }
    });
    if (granted) await this.service.afterOneOff(granted);
  }
}
