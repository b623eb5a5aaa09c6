import { BaseModel } from '../../db/base-model.ts';
import type { BillingInterval, PaymentProviderName } from '#shared/schemas/payment-schemas.ts';

/** One attempt to take money (subscription or one-off), whatever the provider. */
export class Payment extends BaseModel {
  static override tableName = 'payments';
  static override jsonAttributes = ['metadata'];
  static override dateColumns = ['createdAt', 'updatedAt', 'receiptSentAt'];

  declare id: number;
  declare userId: number;
  declare provider: PaymentProviderName;
  /** `wallet_test`: a test-mode order from /paypal-test, which grants nothing. */
  declare kind: 'subscription' | 'one_off' | 'wallet_test';
  declare providerReference: string | null;
  declare productCode: string;
  declare billingInterval: BillingInterval | null;
  declare quantity: number;
  declare amountCents: number;
  declare currency: string;
  /** pending -> succeeded | failed | canceled; succeeded -> refunded (a PayPal refund or reversal) */
  declare status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'refunded';
  declare metadata: Record<string, unknown> | null;
  declare receiptSentAt: string | null;
}

/** A one-off purchase the member holds (featured placement, verified badge, priority requests, export). */
export class Entitlement extends BaseModel {
  static override tableName = 'entitlements';
  static override dateColumns = ['createdAt', 'expiresAt'];

  declare id: number;
  declare userId: number;
  declare paymentId: number | null;
  declare productCode: string;
  declare remainingUses: number | null;
  declare expiresAt: string | null;
  declare projectId: number | null;
}

/** A member's current paid plan (one row per member); users.subscription_* mirror it. */
export class Subscription extends BaseModel {
  static override tableName = 'subscriptions';
  static override dateColumns = ['createdAt', 'updatedAt', 'trialEnd', 'currentPeriodStart', 'currentPeriodEnd', 'graceUntil', 'endedAt'];
  static override booleanColumns = ['cancelAtPeriodEnd'];

  declare id: number;
  declare userId: number;
  declare provider: PaymentProviderName;
  declare providerSubscriptionId: string | null;
  declare planId: string;
  declare tier: 'basic' | 'pro';
  declare billingInterval: BillingInterval;
  declare priceCents: number;
  declare status: 'trialing' | 'active' | 'past_due' | 'canceled';
  declare trialEnd: string | null;
  declare currentPeriodStart: string;
  declare currentPeriodEnd: string;
  declare cancelAtPeriodEnd: boolean;
  declare graceUntil: string | null;
  declare endedAt: string | null;
  declare simulatedCard: string | null;
}
