import { BaseModel } from '../base-model.ts';
import type { BillingInterval } from '#shared/constants/plans.ts';
import type { PaymentProviderName } from '#shared/schemas/payment-schemas.ts';

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
