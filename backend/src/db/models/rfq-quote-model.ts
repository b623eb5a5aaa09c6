import type { Incoterm, QuotePrice, QuoteStatus } from '#shared/schemas/sourcing-schemas.ts';
import { BaseModel } from '../base-model.ts';

/** A supplier's quote on a request: the working copy (modules/sourcing is its only writer). */
export class RfqQuote extends BaseModel {
  static override tableName = 'rfq_quotes';
  static override dateColumns = ['createdAt', 'updatedAt', 'submittedAt', 'withdrawnAt', 'hiddenAt'];
  static override jsonAttributes = ['prices', 'fileIds'];

  declare id: number;
  declare rfqId: number;
  declare supplierId: number;
  declare status: QuoteStatus;
  /** Submitted versions so far. */
  declare version: number;
  declare prices: QuotePrice[];
  declare toolingCents: number;
  declare setupCents: number;
  declare leadTimeDays: number | null;
  declare validUntil: string | null;
  declare incoterm: Incoterm | null;
  declare paymentTerms: string | null;
  declare notes: string | null;
  declare fileIds: number[];
  declare submittedAt: string | null;
  declare withdrawnAt: string | null;
  declare withdrawReason: string | null;
  declare hiddenAt: string | null;
  declare hiddenReason: string | null;
  declare hiddenBy: number | null;
}
