import type { Incoterm, RfqStatus, RfqVisibility } from '#shared/schemas/sourcing-schemas.ts';
import { BaseModel } from '../base-model.ts';

/** A request for quote (modules/sourcing is its only writer). `status` is stored; an open one past its deadline reads as closed. */
export class Rfq extends BaseModel {
  static override tableName = 'rfqs';
  static override dateColumns = ['createdAt', 'updatedAt', 'quoteDeadline', 'publishedAt', 'closedAt', 'awardedAt', 'cancelledAt', 'reminderSentAt', 'hiddenAt'];
  static override booleanColumns = ['openVerifiedOnly', 'ndaRequired'];
  static override jsonAttributes = ['openRequiredCertifications'];

  declare id: number;
  declare buyerId: number;
  declare projectId: number | null;
  declare title: string;
  declare description: string;
  declare status: RfqStatus;
  declare visibility: RfqVisibility;
  declare openRegion: string | null;
  declare openVerifiedOnly: boolean;
  /** Supplier-profile certification ids a matching supplier holds approved; empty = none required. */
  declare openRequiredCertifications: string[];
  declare quoteDeadline: string;
  /** YYYY-MM-DD. */
  declare needByDate: string | null;
  declare deliveryLocation: string | null;
  declare incoterm: Incoterm | null;
  declare ndaRequired: boolean;
  declare publishedAt: string | null;
  declare closedAt: string | null;
  declare awardedAt: string | null;
  declare cancelledAt: string | null;
  declare cancelReason: string | null;
  declare reminderSentAt: string | null;
  declare hiddenAt: string | null;
  declare hiddenReason: string | null;
  declare hiddenBy: number | null;
}
