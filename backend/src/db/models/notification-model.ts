import type { NotificationKind } from '#shared/schemas/notification-schemas.ts';
import { BaseModel } from '../base-model.ts';

/** Something a member should hear of, as the bell lists it (modules/notifications is its only writer). */
export class Notification extends BaseModel {
  static override tableName = 'notifications';
  static override dateColumns = ['createdAt', 'readAt', 'mailedAt', 'digestedAt'];

  declare id: number;
  declare userId: number;
  declare kind: NotificationKind;
  declare title: string;
  declare body: string;
  /** An in-app path (a renderer route). */
  declare link: string;
  declare actorId: number | null;
  /** What it is about (`connection:12`): a conversation keeps one message notification until it is read. */
  declare subjectKey: string | null;
  declare readAt: string | null;
  declare mailedAt: string | null;
  declare digestedAt: string | null;
}
