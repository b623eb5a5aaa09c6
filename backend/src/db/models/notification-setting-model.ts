import { BaseModel } from '../base-model.ts';

/** A member's digest settings: their time zone and when their last digest was considered (modules/notifications is its only writer). */
export class NotificationSetting extends BaseModel {
  static override tableName = 'notification_settings';
  static override idColumn = 'userId';
  static override dateColumns = ['lastDigestAt'];

  declare userId: number;
  /** The IANA time zone the daily digest follows (null: UTC). */
  declare timeZone: string | null;
  declare lastDigestAt: string | null;
}
