import Stripe from 'stripe';
import { PAYMENT_MESSAGES } from '#shared/schemas/payment-schemas.ts';
import { DomainError, paymentDeclined, upstreamFailed } from '../../domain/domain-errors.ts';
import type { CardProvider, CheckoutStart, PaymentCheckout, ProviderPeriod, SubscriptionCheckout } from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | null;
  publishableKey: string | null;
  /** Another API origin (a local Stripe-shaped server in tests, stripe-mock); unset: Stripe's. */
  apiBase?: string;
}

/** The period and trial of a Stripe subscription, in our terms. */
export interface StripePeriod extends ProviderPeriod {
  status: Stripe.Subscription.Status;
  /**
   * A card is on file, on the subscription or only on the customer (a trial is granted only once
   * it is): Stripe saves it on the subscription with `save_default_payment_method`, but a card set
   * up another way lands on the customer's invoice settings.
   */
  hasPaymentMethod: boolean;
  latestInvoiceId: string | null;
  /** The catalogue plan and interval of the price the subscription bills now (null: not one of ours). */
  price: { planId: string; interval: 'monthly' | 'annually'; unitAmount: number } | null;
  /** A change waiting for its invoice to be paid. */
  pendingUpdate: boolean;
}

/** Our prices carry `hh_<planId>_<interval>_<cents>` as lookup key (and the same in metadata). */
export function catalogueOfPrice(price: Pick<Stripe.Price, 'lookup_key' | 'metadata' | 'unit_amount'> | null | undefined): StripePeriod['price'] {
  if (!price) return null;
  const fromMetadata = price.metadata?.planId && price.metadata.interval ? { planId: price.metadata.planId, interval: price.metadata.interval } : null;
  const match = /^hh_([a-z]+-[a-z]+)_(monthly|annually)_\d+$/.exec(price.lookup_key ?? '');
  const found = fromMetadata ?? (match ? { planId: match[1]!, interval: match[2]! } : null);
  if (!found || (found.interval !== 'monthly' && found.interval !== 'annually')) return null;
  return { planId: found.planId, interval: found.interval, unitAmount: price.unit_amount ?? 0 };
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);

function periodOf(subscription: Stripe.Subscription): ProviderPeriod {
  const item = subscription.items.data[0];
  return {
    trialEnd: subscription.trial_end ? fromUnix(subscription.trial_end) : null,
    periodStart: fromUnix(item?.current_period_start ?? subscription.start_date),
    periodEnd: fromUnix(item?.current_period_end ?? subscription.start_date),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Cards through Stripe: a customer per member, a subscription created with
 * `payment_behavior: default_incomplete` (the Payment Element confirms its first invoice, or, with
 * a trial, the pending SetupIntent that saves the card), PaymentIntents for one-off purchases.
 * Prices are made on first use from our catalogue under a lookup key that includes the amount, so
 * Stripe always charges what plans.ts says. Confirmations come back as signed webhooks
 * (stripe-webhooks.ts).
 */
export class StripeCardProvider implements CardProvider {
  readonly name = 'stripe' as const;
  readonly stripe: Stripe;
  private readonly settings: StripeSettings;
  /** Price ids by lookup key, once found or made. */
  private readonly prices = new Map<string, string>();

  constructor(settings: StripeSettings) {
    this.settings = settings;
    const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'HardwareHub' },
      telemetry: false,
      ...(base && { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'http:' ? 'http' : 'https' }),
    });
  }

  async startSubscription(checkout: SubscriptionCheckout): Promise<CheckoutStart> {
    return this.call(PAYMENT_MESSAGES.subscriptionInitFailed, async () => {
      const customerId = await this.customerFor(checkout);
      const price = await this.priceFor(checkout.planId, checkout.interval, checkout.priceCents);
      const expand = ['latest_invoice.confirmation_secret', 'pending_setup_intent'];
      let subscription: Stripe.Subscription;
      if (checkout.currentSubscriptionId) {
        // A plan change applies only once its invoice is paid (pending_if_incomplete), which takes
        // only the parameters pending updates support: no metadata, no cancel_at_period_end. A paid
        // period restarts now (billing_cycle_anchor), crediting its unused part, as our quote says;
        // during a trial the new price applies at once and the trial runs on, with nothing to pay.
        const current = await this.stripe.subscriptions.retrieve(checkout.currentSubscriptionId);
        const change: Stripe.SubscriptionUpdateParams = {
          items: [{ id: current.items.data[0]!.id, price }],
          proration_behavior: 'always_invoice',
          payment_behavior: 'pending_if_incomplete',
          expand,
        };
        if (current.status !== 'trialing') change.billing_cycle_anchor = { type: 'now' };
        subscription = await this.stripe.subscriptions.update(checkout.currentSubscriptionId, change);
      } else {
        subscription = await this.stripe.subscriptions.create({
          customer: customerId,
          items: [{ price }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          ...(checkout.trialDays > 0 && { trial_period_days: checkout.trialDays }),
          metadata: { userId: String(checkout.userId), planId: checkout.planId, interval: checkout.interval },
          expand,
        });
      }
      const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
      if (!invoice?.id) throw new Error(`subscription ${subscription.id} has no invoice`);
      // A change that cost nothing (or was charged to the card on file) is paid and already applied:
      // Stripe makes no PaymentIntent for a $0 invoice, so there is nothing to confirm.
      if (checkout.currentSubscriptionId && invoice.status === 'paid' && !subscription.pending_update) {
        return { reference: invoice.id, clientSecret: null, amountDueCents: invoice.amount_paid, subscriptionId: subscription.id, customerId, completed: { period: periodOf(subscription) } };
      }
      const setupIntent = typeof subscription.pending_setup_intent === 'object' ? subscription.pending_setup_intent : null;
      const clientSecret = invoice.confirmation_secret?.client_secret ?? setupIntent?.client_secret;
      if (!clientSecret) throw new Error(`subscription ${subscription.id} has no client secret to confirm`);
      return { reference: invoice.id, clientSecret, amountDueCents: invoice.amount_due, subscriptionId: subscription.id, customerId };
    });
  }

  async startPayment(checkout: PaymentCheckout): Promise<CheckoutStart & { clientSecret: string }> {
    return this.call(PAYMENT_MESSAGES.paymentInitFailed, async () => {
      const customerId = await this.customerFor(checkout);
      const intent = await this.stripe.paymentIntents.create({
        amount: checkout.amountCents,
        currency: 'usd',
        customer: customerId,
        description: checkout.description,
        automatic_payment_methods: { enabled: true },
        metadata: { userId: String(checkout.userId), ...checkout.metadata },
      });
      if (!intent.client_secret) throw new Error(`payment intent ${intent.id} has no client secret`);
      return { reference: intent.id, clientSecret: intent.client_secret, customerId };
    });
  }

  async setCancelAtPeriodEnd(subscriptionId: string | null, cancel: boolean): Promise<void> {
    if (!subscriptionId) return;
    await this.call(PAYMENT_MESSAGES.unexpected, () => this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }));
  }

  /** The event a webhook carries, if its signature is ours (raw body, `Stripe-Signature` header). */
  constructEvent(rawBody: string | Buffer, signature: string): Stripe.Event {
    if (!this.settings.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
  }

  /** The subscription as Stripe has it now (events may arrive late or out of order: we act on this). */
  async period(subscriptionId: string): Promise<StripePeriod & { userId: number | null; customerId: string | null }> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['customer', 'pending_setup_intent'] });
    const customer = typeof subscription.customer === 'object' && !subscription.customer.deleted ? subscription.customer : null;
    const setupIntent = typeof subscription.pending_setup_intent === 'object' ? subscription.pending_setup_intent : null;
    return {
      ...periodOf(subscription),
      status: subscription.status,
      hasPaymentMethod: Boolean(subscription.default_payment_method ?? customer?.invoice_settings?.default_payment_method) || setupIntent?.status === 'succeeded',
      latestInvoiceId: idOf(subscription.latest_invoice),
      price: catalogueOfPrice(subscription.items.data[0]?.price),
      pendingUpdate: Boolean(subscription.pending_update),
      userId: Number(subscription.metadata?.userId) || null,
      customerId: idOf(subscription.customer),
    };
  }

  invoice(invoiceId: string): Promise<Stripe.Invoice> {
    return this.stripe.invoices.retrieve(invoiceId);
  }

  paymentIntent(intentId: string): Promise<Stripe.PaymentIntent> {
    return this.stripe.paymentIntents.retrieve(intentId);
  }

  private async customerFor(checkout: { customerId: string | null; email: string; fullName: string; userId: number }): Promise<string> {
    if (checkout.customerId) return checkout.customerId;
    const customer = await this.stripe.customers.create(
      { email: checkout.email, name: checkout.fullName, metadata: { userId: String(checkout.userId) } },
      // Two tabs subscribing at once make one customer.
      { idempotencyKey: `hh-customer-${checkout.userId}` },
    );
    return customer.id;
  }

  private async priceFor(planId: string, interval: 'monthly' | 'annually', amountCents: number): Promise<string> {
    const key = `hh_${planId}_${interval}_${amountCents}`;
    const known = this.prices.get(key);
    if (known) return known;
    const found = await this.stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
    const price =
      found.data[0] ??
      (await this.stripe.prices.create(
        {
          currency: 'usd', unit_amount: amountCents, recurring: { interval: interval === 'monthly' ? 'month' : 'year' }, lookup_key: key,
          metadata: { planId, interval }, product_data: { name: `HardwareHub ${planId}` },
        },
        { idempotencyKey: `hh-price-${key}` },
      ));
    this.prices.set(key, price.id);
    return price.id;
  }

  /** A Stripe failure becomes the spec's message (502), with Stripe's own words for a card error (402). */
  private async call<T>(fallback: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if (error instanceof Stripe.errors.StripeCardError) throw paymentDeclined(error.message || PAYMENT_MESSAGES.paymentFailedTitle);
      throw upstreamFailed(fallback);
    }
  }
}
