import type { Incoterm, QuotePrice } from '#shared/schemas/sourcing-schemas.ts';
import { BaseModel } from '../base-model.ts';

/** One submitted version of a quote, never changed once written (modules/sourcing is its only writer). */
export class RfqQuoteVersion extends BaseModel {
  static override tableName = 'rfq_quote_versions';
  static override dateColumns = ['submittedAt'];
  static override jsonAttributes = ['prices', 'fileIds'];

  declare id: number;
  declare quoteId: number;
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
  declare submittedAt: string;
}
