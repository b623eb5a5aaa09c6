import type { PaymentProviderName } from '#shared/schemas/payment-schemas.ts';

/** What the card form needs to take a payment: the provider's reference and the client secret. */
export interface CheckoutStart {
  /** The provider's id of the payment (PaymentIntent, simulated intent); stored as payments.provider_reference. */
  reference: string;
  /** null when nothing is left to confirm (`completed`). */
  clientSecret: string | null;
  /** What the provider charges now, in cents, when it says so itself (Stripe's invoice); else the quote stands. */
  amountDueCents?: number;
  /**
   * A plan change the provider applied at once because nothing was left to pay (a downgrade or a
   * switch covered by credit, any change during a trial): no confirmation follows. `period` is
   * the provider's own, when it keeps one.
   */
  completed?: { period?: ProviderPeriod };
  /** The provider's subscription id, when the provider keeps subscriptions itself (Stripe). */
  subscriptionId?: string;
  /** The provider's customer id for this member, to be kept on the user (Stripe). */
  customerId?: string;
  /** The simulated card payment intent, from the simulated provider only. */
  intent?: { id: string; status: string; amount: number; currency: string; created: number; client_secret: string };
}

/** A subscription's dates as the provider keeps them. */
export interface ProviderPeriod {
  trialEnd: Date | null;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

export interface SubscriptionCheckout {
  userId: number;
  email: string;
  fullName: string;
  /** The member's customer at the provider, if one was made before. */
  customerId: string | null;
  /** The provider's subscription to change (a plan change), or null for a new one. */
  currentSubscriptionId: string | null;
  /** A change of a running subscription (with the provider's id above, or kept only by us). */
  change: boolean;
  planId: string;
  interval: 'monthly' | 'annually';
  priceCents: number;
  /** Charged now (0 in a trial; less the proration credit on a change). */
  dueTodayCents: number;
  trialDays: number;
}

export interface PaymentCheckout {
  userId: number;
  email: string;
  fullName: string;
  customerId: string | null;
  amountCents: number;
  description: string;
  metadata: Record<string, string>;
}

/**
 * A card provider behind one interface: `simulated` is the embedded default, `stripe`
 * when STRIPE_SECRET_KEY is set. Confirmation comes back separately: the simulated endpoints for
 * `simulated`, signed webhooks for Stripe; the payment service applies it in one transaction with
 * the `payments` row.
 */
export interface CardProvider {
  readonly name: PaymentProviderName;
  startSubscription(checkout: SubscriptionCheckout): Promise<CheckoutStart>;
  startPayment(checkout: PaymentCheckout): Promise<CheckoutStart & { clientSecret: string }>;
  /** Cancel at period end (true) or take that back (false), at the provider. */
  setCancelAtPeriodEnd(subscriptionId: string | null, cancel: boolean): Promise<void>;
}

/** An order at the wallet provider, as created or captured. */
export interface WalletOrder {
  id: string;
  /** PayPal's order status: CREATED, APPROVED, COMPLETED, ... */
  status: string;
  /** The order's capture (captured orders only). */
  capture?: WalletCapture;
}

/**
 * A capture (the money taken for an order): PayPal's status COMPLETED, PENDING (held: an eCheck, a
 * review), DECLINED, FAILED, REFUNDED, PARTIALLY_REFUNDED, and what it took in which currency.
 */
export interface WalletCapture {
  id: string;
  status: string;
  amountCents: number;
  currency: string;
  /** Why it is PENDING or DECLINED (status_details.reason), when PayPal says. */
  reason: string | null;
}

/**
 * A wallet provider: `paypal` when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set, the
 * simulated wallet in test mode. Orders are created for the amount the server decides and captured
 * once the member approves; a capture is idempotent at the provider (PayPal-Request-Id).
 */
export interface WalletProvider {
  readonly name: 'paypal' | 'simulated';
  /** What the wallet's buttons need in the browser (GET /api/paypal/setup). */
  setup(): Promise<{ clientToken: string; clientId: string | null }>;
  createOrder(order: { amountCents: number; description: string; referenceId: string }): Promise<WalletOrder>;
  /** `attempt` counts captures after a declined funding source (each needs a request id of its own). */
  captureOrder(orderId: string, attempt?: number): Promise<WalletOrder>;
  /** The order as it is now (the fallback for a capture left pending when no webhook came). */
  getOrder(orderId: string): Promise<WalletOrder>;
}
