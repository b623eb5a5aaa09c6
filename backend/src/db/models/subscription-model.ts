import type { BillingInterval } from '#shared/constants/plans.ts';
import type { PaymentProviderName } from '#shared/schemas/payment-schemas.ts';
import { BaseModel } from '../base-model.ts';

/** A member's current paid plan (one row per member); users.subscription_* mirror it. */
export class Subscription extends BaseModel {
  static override tableName = 'subscriptions';
  static override dateColumns = ['createdAt', 'updatedAt', 'trialEnd', 'currentPeriodStart', 'currentPeriodEnd', 'graceUntil', 'endedAt', 'trialReminderSentAt'];
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
  /** When the member was told their trial ends soon (once per trial). */
  declare trialReminderSentAt: string | null;
  declare currentPeriodStart: string;
  declare currentPeriodEnd: string;
  declare cancelAtPeriodEnd: boolean;
  declare graceUntil: string | null;
  declare endedAt: string | null;
  declare simulatedCard: string | null;
}
