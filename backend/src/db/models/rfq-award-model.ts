import { BaseModel } from '../base-model.ts';

/** A line of a request awarded to a supplier's quote, as it stood (modules/sourcing is its only writer). */
export class RfqAward extends BaseModel {
  static override tableName = 'rfq_awards';
  static override dateColumns = ['createdAt'];

  declare id: number;
  declare rfqId: number;
  declare lineId: number;
  declare supplierId: number;
  declare quoteId: number;
  declare quoteVersion: number;
}
