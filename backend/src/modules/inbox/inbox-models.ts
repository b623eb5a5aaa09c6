import type { InboundKind, InboundStatus } from '#shared/schemas/site-forms-schemas.ts';
import { BaseModel } from '../../db/base-model.ts';

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

export class NewsletterSubscriber extends BaseModel {
  static override tableName = 'newsletter_subscribers';
  static override dateColumns = ['createdAt', 'updatedAt', 'confirmExpiresAt', 'confirmedAt', 'unsubscribedAt'];

  declare id: number;
  declare email: string;
  declare status: 'pending' | 'confirmed' | 'unsubscribed';
  declare confirmTokenHash: string | null;
  declare confirmExpiresAt: string | null;
  declare confirmedAt: string | null;
  declare unsubscribedAt: string | null;
}

/** A registration for one of the site's events (the event is its content slug). */
export class EventRegistration extends BaseModel {
  static override tableName = 'event_registrations';

  declare id: number;
  declare eventSlug: string;
  declare name: string;
  declare email: string;
  declare userId: number | null;
}
