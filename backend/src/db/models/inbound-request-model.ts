import type { InboundKind, InboundStatus } from '#shared/schemas/site-forms-schemas.ts';
import { BaseModel } from '../base-model.ts';

/** A contact message or an enterprise request, kept for the team's inbox. */
export class InboundRequest extends BaseModel {
  static override tableName = 'inbound_requests';

  declare id: number;
  declare kind: InboundKind;
  declare status: InboundStatus;
  declare name: string;
  declare email: string;
  declare userId: number | null;
  declare subject: string | null;
  declare topic: string | null;
  declare company: string | null;
  declare role: string | null;
  declare teamSize: string | null;
  declare phone: string | null;
  declare message: string;
}
