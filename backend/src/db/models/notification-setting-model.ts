import { BaseModel } from '../base-model.ts';

/** A member's digest settings: their time zone and when their last digest was considered (modules/notifications is its only writer). */
export class NotificationSetting extends BaseModel {
  static override tableName = 'notification_settings';
  static override idColumn = 'userId';
  static override dateColumns = ['lastDigestAt', 'digestSentAt', 'digestUnsubscribedAt'];

  declare userId: number;
  /** The IANA time zone the daily digest follows (null: UTC). */
  declare timeZone: string | null;
  /** When the last digest was claimed (considered), whether or not it had something to say. */
  declare lastDigestAt: string | null;
  /** The claim (`lastDigestAt`) of the last digest that reached the mail server. */
  declare digestSentAt: string | null;
  /** The digest's unsubscribe link was used: no digest until the member puts a kind on the digest again. */
  declare digestUnsubscribedAt: string | null;
}
