import type { PaymentProviderName } from '#shared/schemas/payment-schemas.ts';

/** What the card form needs to take a payment: the provider's reference and the client secret. */
export interface CheckoutStart {
  /** The provider's id of the payment (PaymentIntent, simulated intent); stored as payments.provider_reference. */
  reference: string;
  clientSecret: string;
  /** The provider's subscription id, when the provider keeps subscriptions itself (Stripe). */
  subscriptionId?: string;
  /** The provider's customer id for this member, to be kept on the user (Stripe). */
  customerId?: string;
  /** 001 §3 "Simulated card payment intent", from the simulated provider only. */
  intent?: { id: string; status: string; amount: number; currency: string; created: number; client_secret: string };
}

export interface SubscriptionCheckout {
  userId: number;
  email: string;
  fullName: string;
  /** The member's customer at the provider, if one was made before. */
  customerId: string | null;
  /** The provider's subscription to change (a plan change), or null for a new one. */
  currentSubscriptionId: string | null;
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
 * A card provider behind one interface (issue 12): `simulated` is the embedded default, `stripe`
 * when STRIPE_SECRET_KEY is set. Confirmation comes back separately: the simulated endpoints for
 * `simulated`, signed webhooks for Stripe; the payment service applies it in one transaction with
 * the `payments` row.
 */
export interface CardProvider {
  readonly name: PaymentProviderName;
  startSubscription(checkout: SubscriptionCheckout): Promise<CheckoutStart>;
  startPayment(checkout: PaymentCheckout): Promise<CheckoutStart>;
  /** Cancel at period end (true) or take that back (false), at the provider. */
  setCancelAtPeriodEnd(subscriptionId: string | null, cancel: boolean): Promise<void>;
}
