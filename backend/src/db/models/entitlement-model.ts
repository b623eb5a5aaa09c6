import { BaseModel } from '../base-model.ts';

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
