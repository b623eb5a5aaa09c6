import { BaseModel } from '../../db/base-model.ts';

export class Payment extends BaseModel {
  static override tableName = 'payments';
  static override jsonAttributes = ['metadata'];

  declare id: number;
  declare userId: number;
  declare provider: 'stripe' | 'paypal' | 'simulated';
  declare kind: 'subscription' | 'one_off';
  declare providerReference: string | null;
  declare productCode: string;
  declare billingInterval: 'monthly' | 'annually' | null;
  declare quantity: number;
  declare amountCents: number;
  declare currency: string;
  declare status: string;
  declare metadata: Record<string, unknown> | null;
}

export class Entitlement extends BaseModel {
  static override tableName = 'entitlements';
  static override dateColumns = ['createdAt', 'expiresAt'];

  declare id: number;
  declare userId: number;
  declare paymentId: number | null;
  declare productCode: string;
  declare remainingUses: number | null;
  declare expiresAt: string | null;
}
