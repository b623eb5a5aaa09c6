import type { RfqSupplierSource, RfqSupplierStatus } from '#shared/schemas/sourcing-schemas.ts';
import { BaseModel } from '../base-model.ts';

/** A supplier's place on a request for quote: invited, or joined an open one (modules/sourcing is its only writer). */
export class RfqSupplier extends BaseModel {
  static override tableName = 'rfq_suppliers';
  static override dateColumns = ['createdAt', 'updatedAt', 'invitedAt', 'firstSubmittedAt'];

  declare id: number;
  declare rfqId: number;
  declare supplierId: number;
  declare source: RfqSupplierSource;
  declare status: RfqSupplierStatus;
  declare declineReason: string | null;
  declare outcomeReason: string | null;
  declare invitedAt: string;
  declare firstSubmittedAt: string | null;
  declare connectionId: number | null;
}
