import { BaseModel } from '../base-model.ts';

/** A line item of a request for quote (modules/sourcing is its only writer). */
export class RfqLine extends BaseModel {
  static override tableName = 'rfq_lines';
  static override dateColumns: readonly string[] = [];
  static override jsonAttributes = ['quantities', 'fileIds'];

  declare id: number;
  declare rfqId: number;
  declare position: number;
  declare partName: string;
  /** The quantity breaks, increasing. */
  declare quantities: number[];
  declare material: string | null;
  declare process: string | null;
  declare tolerances: string | null;
  declare finish: string | null;
  declare notes: string | null;
  declare targetUnitPriceCents: number | null;
  declare fileIds: number[];
}
