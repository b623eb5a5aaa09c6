import type { Knex } from 'knex';
import {
  DEFAULT_NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES, channelsForKind, notificationListQuerySchema,
  updateNotificationPreferencesSchema, type NotificationChannel, type NotificationKind, type NotificationPage, type NotificationPreferences,
  type NotificationView, type UnreadCount, type UnreadCounts,
} from '#shared/schemas/notification-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { GroupCommit } from '../../db/group-commit.ts';
import { Notification } from '../../db/models/notification-model.ts';
import { NotificationPreference } from '../../db/models/notification-preference-model.ts';
import { NotificationSetting } from '../../db/models/notification-setting-model.ts';
import { User } from '../../db/models/user-model.ts';
import { invalid, notFound, parseInput } from '../../domain/domain-errors.ts';
import { readUnsubscribeToken, type UnsubscribeScope } from './notification-rules.ts';

/** What happened, for one member. */
export interface NotifyInput {
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** An in-app path (a renderer route). */
  link: string;
  actorId?: number | null;
  /**
   * What it is about (`connection:12`): while the member has an unread notification of this kind and
   * subject, a new one updates it (`update` says how) instead of adding another.
   */
  subjectKey?: string | null;
}

/** How a notification is handed to the mail side once stored (notification-mail.ts). */
export interface NotificationMailQueue {
  /** Inside the storing transaction: the mail job exists only if the notification does. `emailOn`: the member's email switch. */
  schedule(trx: Knex.Transaction, notification: Notification, channel: NotificationChannel, emailOn: boolean): Promise<void>;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A member's stored choice for a kind, or the kind's default when there is none or the kind no longer offers it. */
function channelFor(kind: NotificationKind, chosen: string | null | undefined): NotificationChannel {
  return chosen && (channelsForKind(kind) as readonly string[]).includes(chosen) ? (chosen as NotificationChannel) : DEFAULT_NOTIFICATION_CHANNELS[kind];
}

/** The channel of every kind for the member: their choices over the defaults. */
export async function channelsOf(db: Knex, userId: number): Promise<Record<NotificationKind, NotificationChannel>> {
  const rows = await NotificationPreference.query(db).where({ userId });
  const channels = { ...DEFAULT_NOTIFICATION_CHANNELS };
  for (const row of rows) {
    // A kind no longer known is ignored.
    if ((NOTIFICATION_KINDS as readonly string[]).includes(row.kind)) channels[row.kind] = channelFor(row.kind, row.channel);
  }
  return channels;
}

/** The bell's views of stored rows, with their actors' names and pictures. */
export async function notificationViews(db: Knex, rows: Notification[]): Promise<NotificationView[]> {
  const actorIds = [...new Set(rows.map((row) => row.actorId).filter((id): id is number => id !== null))];
  const actors = actorIds.length ? await User.query(db).whereIn('id', actorIds).select('id', 'fullName', 'profileImage') : [];
  const byId = new Map(actors.map((actor) => [actor.id, actor]));
  return rows.map((row) => {
    const actor = row.actorId === null ? undefined : byId.get(row.actorId);
    return {
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: row.createdAt,
      readAt: row.readAt,
      actor: actor ? { id: actor.id, name: actor.fullName, avatarUrl: actor.profileImage } : null,
    };
  });
}

/**
 * The notifications a member keeps: stored as their preferences say, pushed
 * live to their sockets, handed to the mail side; listed, read, and their preferences.
 */
export class NotificationService {
  private readonly deps: AppDeps;
  private readonly mail: NotificationMailQueue;
  private readonly writes: GroupCommit;

  constructor(deps: AppDeps, mail: NotificationMailQueue) {
    this.deps = deps;
    this.mail = mail;
    this.writes = new GroupCommit(deps.knex);
  }

  /**
   * Stores a notification unless the member turned its kind off, then pushes it with the bell's count.
   * With a subject and an unread notification about it, `update` rewrites that one (moved to now, to be
   * mailed again) instead. Returns the stored row (null when off or the member is gone).
   */
  async notify(input: NotifyInput, update?: (existing: Notification) => Pick<NotifyInput, 'title' | 'body'>): Promise<Notification | null> {
    const { knex, clock } = this.deps;
    // The member and their choice for this kind in one statement: every message sent comes through here.
    const recipient: { deactivatedAt: unknown; emailNotifications: unknown; channel: string | null } | undefined = await knex('users')
      .leftJoin('notification_preferences', (join) => join.on('notification_preferences.userId', 'users.id').andOnVal('notification_preferences.kind', input.kind))
      .where('users.id', input.userId)
      .first('users.deactivatedAt', 'users.emailNotifications', 'notification_preferences.channel');
    if (!recipient || recipient.deactivatedAt) return null;
    const channel = channelFor(input.kind, recipient.channel);
    // Off: not even in the bell (receipts and failed renewals are still mailed by payments).
    if (channel === 'off') return null;
    const now = clock.now().toISOString();
    // Committed together with the notices stored meanwhile (db/group-commit.ts: a send waits for its recipient's notice).
    const stored = await this.writes.write({ needsTransaction: true, store: async (db) => {
      const trx = db as Knex.Transaction;
      const existing = input.subjectKey
        ? await Notification.query(trx).where({ userId: input.userId, kind: input.kind, subjectKey: input.subjectKey }).whereNull('readAt').orderBy('id', 'desc').first()
        : undefined;
      const text = existing && update ? update(existing) : input;
      const fields = {
        title: clip(text.title, NOTIFICATION_LIMITS.titleMax),
        body: clip(text.body, NOTIFICATION_LIMITS.bodyMax),
        link: clip(input.link, NOTIFICATION_LIMITS.linkMax),
        actorId: input.actorId ?? null,
        createdAt: now,
      };
      let row: Notification;
      if (existing) {
        const changes = { ...fields, mailedAt: null, digestedAt: null };
        await Notification.query(trx).findById(existing.id).patch(changes);
        // The row as written, without reading it back.
        row = Object.assign(existing, changes);
      } else {
        row = await Notification.query(trx).insertAndFetch({ userId: input.userId, kind: input.kind, subjectKey: input.subjectKey ?? null, ...fields });
      }
      await this.mail.schedule(trx, row, channel, Boolean(Number(recipient.emailNotifications)));
      return row;
    } });
    const [[view], counts] = await Promise.all([notificationViews(knex, [stored]), this.unreadCounts(input.userId)]);
    this.deps.realtime.toUser(input.userId, 'notification', { notification: view!, ...counts });
    return stored;
  }

  /** The bell's count and, of those, the conversations' message notices (the desktop badge counts their messages instead). */
  async unreadCounts(userId: number, db: Knex = this.deps.knex): Promise<UnreadCounts> {
    const rows: { kind: string; count: number | string }[] = await db('notifications').where({ userId }).whereNull('readAt').groupBy('kind').select('kind').count({ count: '*' });
    const of = (row: { count: number | string }) => Number(row.count);
    return { unreadCount: rows.reduce((sum, row) => sum + of(row), 0), unreadMessageNotices: rows.filter((row) => row.kind === 'message').reduce((sum, row) => sum + of(row), 0) };
  }

  /** Newest first (a conversation's notification moves up with each new message); `before` pages back. */
  async list(userId: number, rawQuery: unknown): Promise<NotificationPage> {
    const query = parseInput(notificationListQuerySchema, rawQuery);
    const limit = query.limit ?? NOTIFICATION_LIMITS.pageDefault;
    const { knex } = this.deps;
    // The columns a view shows (the mail bookkeeping stays behind); the counts are read alongside.
    let page = Notification.query(knex).where({ userId }).select('id', 'kind', 'title', 'body', 'link', 'createdAt', 'readAt', 'actorId');
    if (query.before !== undefined) {
      const cursor = await Notification.query(knex).where({ id: query.before, userId }).select('id', 'createdAt').first();
      if (!cursor) throw invalid(NOTIFICATION_MESSAGES.badCursor, { before: NOTIFICATION_MESSAGES.badCursor });
      const at = new Date(cursor.createdAt);
      page = page.where((q) => q.where('createdAt', '<', at).orWhere((same) => same.where('createdAt', at).where('id', '<', cursor.id)));
    }
    const [rows, counts] = await Promise.all([page.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit + 1), this.unreadCounts(userId)]);
    const more = rows.length > limit;
    const items = await notificationViews(knex, rows.slice(0, limit));
    return { items, nextCursor: more ? items[items.length - 1]!.id : null, ...counts };
  }

  /** Marks one of the member's own as read (another's: 404); their other tabs and devices hear of it. */
  async markRead(userId: number, id: number): Promise<UnreadCount> {
    const { knex, clock } = this.deps;
    const row = await Notification.query(knex).findOne({ id, userId });
    if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
    if (!row.readAt) await Notification.query(knex).findById(id).whereNull('readAt').patch({ readAt: clock.now().toISOString() });
    const counts = await this.unreadCounts(userId);
    this.deps.realtime.toUser(userId, 'notifications_read', { ids: [id], ...counts });
    return counts;
  }

  async markAllRead(userId: number): Promise<UnreadCount> {
    await Notification.query(this.deps.knex).where({ userId }).whereNull('readAt').patch({ readAt: this.deps.clock.now().toISOString() });
    const counts = await this.unreadCounts(userId);
    this.deps.realtime.toUser(userId, 'notifications_read', { ids: null, ...counts });
    return counts;
  }

  /** The member read a conversation: its message notification is read too. */
  async markSubjectRead(userId: number, kind: NotificationKind, subjectKey: string): Promise<void> {
    const { knex, clock } = this.deps;
    const rows = await Notification.query(knex).where({ userId, kind, subjectKey }).whereNull('readAt').select('id');
    if (!rows.length) return;
    const ids = rows.map((row) => row.id);
    await Notification.query(knex).whereIn('id', ids).whereNull('readAt').patch({ readAt: clock.now().toISOString() });
    this.deps.realtime.toUser(userId, 'notifications_read', { ids, ...(await this.unreadCounts(userId)) });
  }

  async preferences(userId: number): Promise<NotificationPreferences> {
    const setting = await NotificationSetting.query(this.deps.knex).findById(userId);
    return { channels: await channelsOf(this.deps.knex, userId), timeZone: setting?.timeZone ?? null };
  }

  async updatePreferences(userId: number, rawInput: unknown): Promise<NotificationPreferences> {
    const input = parseInput(updateNotificationPreferencesSchema, rawInput);
    await this.deps.knex.transaction(async (trx) => {
      for (const [kind, channel] of Object.entries(input.channels ?? {}) as [NotificationKind, NotificationChannel][]) {
        await this.setChannel(trx, userId, kind, channel);
      }
      // Choosing the digest for a kind takes the digest back after its unsubscribe link.
      if (Object.values(input.channels ?? {}).includes('digest')) await trx('notification_settings').insert({ userId, digestUnsubscribedAt: null }).onConflict('userId').merge(['digestUnsubscribedAt']);
      if (input.timeZone !== undefined) await trx('notification_settings').insert({ userId, timeZone: input.timeZone }).onConflict('userId').merge(['timeZone']);
    });
    return this.preferences(userId);
  }

  /**
   * A mail's unsubscribe link, signed out: that kind goes off; the digest's link moves every kind the
   * digest carries to the app only. An invalid token is a 400 that says to sign in instead.
   */
  async unsubscribe(token: unknown): Promise<{ message: string }> {
    const target = readUnsubscribeToken(this.deps.encryptionKey, token);
    if (!target) throw invalid(NOTIFICATION_MESSAGES.badUnsubscribeLink);
    const { knex } = this.deps;
    const exists = await User.query(knex).findById(target.userId).select('id');
    if (!exists) throw invalid(NOTIFICATION_MESSAGES.badUnsubscribeLink);
    await knex.transaction(async (trx) => {
      if (target.scope !== 'digest') return this.setChannel(trx, target.userId, target.scope, 'off');
      const channels = await channelsOf(trx, target.userId);
      for (const kind of NOTIFICATION_KINDS) if (channels[kind] === 'digest') await this.setChannel(trx, target.userId, kind, 'app');
      // The digest also tells of messages, quotes and deadlines whatever their channels: the link stops the digest itself.
      await trx('notification_settings').insert({ userId: target.userId, digestUnsubscribedAt: this.deps.clock.now() }).onConflict('userId').merge(['digestUnsubscribedAt']);
    });
    return { message: NOTIFICATION_MESSAGES.unsubscribed };
  }

  /** What a token of ours stops, or null for any other (the unsubscribe page shows its button only for ours, and names what it stops). */
  unsubscribeScope(token: unknown): UnsubscribeScope | null {
    return readUnsubscribeToken(this.deps.encryptionKey, token)?.scope ?? null;
  }

  private async setChannel(trx: Knex, userId: number, kind: NotificationKind, channel: NotificationChannel): Promise<void> {
    await trx('notification_preferences').insert({ userId, kind, channel }).onConflict(['userId', 'kind']).merge({ channel });
  }
}
