import { BaseModel } from '../base-model.ts';

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
