import type { NotificationChannel, NotificationKind } from '#shared/schemas/notification-schemas.ts';
import { BaseModel } from '../base-model.ts';

/** A kind whose channel the member changed from its default (modules/notifications is its only writer). */
export class NotificationPreference extends BaseModel {
  static override tableName = 'notification_preferences';
  static override idColumn = ['userId', 'kind'];
  static override dateColumns = [];

  declare userId: number;
  declare kind: NotificationKind;
  declare channel: NotificationChannel;
}
