import type { RfqChange as RfqChangeView } from '#shared/schemas/sourcing-schemas.ts';
import { BaseModel } from '../base-model.ts';

/** One announced edit of an open request: what changed (modules/sourcing is its only writer). */
export class RfqChange extends BaseModel {
  static override tableName = 'rfq_changes';
  static override dateColumns = ['createdAt'];
  static override jsonAttributes = ['changes'];

  declare id: number;
  declare rfqId: number;
  declare authorId: number;
  declare changes: RfqChangeView['changes'];
}
