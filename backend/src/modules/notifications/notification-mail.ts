import type { Knex } from 'knex';
import { z } from 'zod';
import { NOTIFICATION_KINDS, NOTIFICATION_LIMITS, isServiceKind, type NotificationChannel, type NotificationKind } from '#shared/schemas/notification-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { Notification } from '../../db/models/notification-model.ts';
import { NotificationSetting } from '../../db/models/notification-setting-model.ts';
import { User } from '../../db/models/user-model.ts';
import { unreadMessagesFor } from '../messages/index.ts';
import { matchingOpenRfqsSince } from '../sourcing/index.ts';
import { digestEmail, notificationEmail, unreadMessagesEmail, type MailFooterLinks, type MailItem } from './notification-emails.ts';
import { channelsOf, type NotificationMailQueue } from './notification-service.ts';
import { digestDue, knownZone, localHourToday, plural, unsubscribeToken, type UnsubscribeScope } from './notification-rules.ts';

/** The job kinds the notifications run (jobs/job-runner.ts). */
export const NOTIFICATION_JOBS = {
  /** One notification mailed at once: {notificationId}. */
  mail: 'notification-mail',
  /** A member's unread messages, mailed after the delay if still unread and they are away: {userId}; keyed per member. */
  messageMail: 'notification-message-mail',
  /** The daily digests, looked at every `digestIntervalMs`. */
  digest: 'notification-digest',
} as const;

/** The server page that a notification mail's unsubscribe link opens (and mail clients POST to, one click). */
export const NOTIFICATION_UNSUBSCRIBE_PAGE = '/notifications/unsubscribe';
/** Where the member changes their notification settings in the app. */
export const NOTIFICATION_SETTINGS_PATH = '/profile?tab=preferences';
/** The key of a member's waiting message mail: one at a time, so messages that arrive meanwhile ride along. */
export const messageMailKey = (userId: number) => `message-mail:${userId}`;

export interface NotificationMailOptions {
  /** How long a message must stay unread before it is mailed (default NOTIFICATION_LIMITS.messageMailDelayMinutes). */
  messageMailDelayMs?: number;
  /** How often the digest looks for members whose morning it is (default 15 minutes). */
  digestIntervalMs?: number;
}

const mailPayload = z.object({ notificationId: z.number().int().positive() });
const messageMailPayload = z.object({ userId: z.number().int().positive() });

/** What the digest says in its sections, in this order; the kinds not named go under "Other updates". */
const DIGEST_SECTIONS: { title: string; kinds: readonly NotificationKind[] }[] = [
  { title: 'New quotes', kinds: ['rfq-quote'] },
  { title: 'Deadlines approaching', kinds: ['rfq-deadline'] },
  { title: 'Requests for quote', kinds: ['rfq-invited', 'rfq-changed', 'rfq-question', 'rfq-decision'] },
  { title: 'Connections and files', kinds: ['connection-request', 'connection-answered', 'file-shared', 'nda-signed'] },
];

/**
 * The mail side of notifications, run by the job runner (several processes safe): a notification of an
 * 'email' kind is mailed at once; messages wait `messageMailDelayMs` and go only if still unread and the
 * member is not online, several in one mail; 'digest' kinds wait for the member's morning digest. Service
 * notices are never mailed from here (their modules mail them). The member's global email switch off: no
 * notification mail at all.
 */
export class NotificationMail implements NotificationMailQueue {
  private readonly deps: AppDeps;
  private readonly messageMailDelayMs: number;
  private readonly digestIntervalMs: number;

  constructor(deps: AppDeps, options: NotificationMailOptions = {}) {
    this.deps = deps;
    this.messageMailDelayMs = options.messageMailDelayMs ?? NOTIFICATION_LIMITS.messageMailDelayMinutes * 60_000;
    this.digestIntervalMs = options.digestIntervalMs ?? 15 * 60_000;
  }

  /** Registers the handlers and the digest's schedule with the job runner. */
  register(): void {
    const { jobs } = this.deps;
    jobs.handle(NOTIFICATION_JOBS.mail, async (payload) => void (await this.sendOne(mailPayload.parse(payload).notificationId)));
    jobs.handle(NOTIFICATION_JOBS.messageMail, async (payload) => void (await this.sendMessages(messageMailPayload.parse(payload).userId)));
    jobs.every(NOTIFICATION_JOBS.digest, this.digestIntervalMs, async () => void (await this.sendDigests()));
  }

  async schedule(trx: Knex.Transaction, notification: Notification, channel: NotificationChannel): Promise<void> {
    if (isServiceKind(notification.kind) || channel !== 'email') return;
    const user = await User.query(trx).findById(notification.userId).select('id', 'emailNotifications');
    if (!user?.emailNotifications) return;
    if (notification.kind === 'message') {
      const runAt = new Date(this.deps.clock.now().getTime() + this.messageMailDelayMs);
      await this.deps.jobs.enqueue(trx, { kind: NOTIFICATION_JOBS.messageMail, payload: { userId: user.id }, runAt, key: messageMailKey(user.id) });
    } else {
      await this.deps.jobs.enqueue(trx, { kind: NOTIFICATION_JOBS.mail, payload: { notificationId: notification.id } });
    }
  }

  /** The member, if they still take notification mails; and their channels. */
  private async recipient(userId: number) {
    const user = await User.query(this.deps.knex).findById(userId).select('id', 'email', 'fullName', 'emailNotifications', 'deactivatedAt', 'role');
    if (!user || user.deactivatedAt || !user.emailNotifications) return null;
    return { user, channels: await channelsOf(this.deps.knex, userId) };
  }

  private link(path: string): string {
    return `${this.deps.appUrl}${path}`;
  }

  private footer(userId: number, scope: UnsubscribeScope, stops: string): MailFooterLinks {
    return {
      unsubscribe: this.link(`${NOTIFICATION_UNSUBSCRIBE_PAGE}?token=${unsubscribeToken(this.deps.encryptionKey, userId, scope)}`),
      settings: this.link(NOTIFICATION_SETTINGS_PATH),
      stops,
    };
  }

  /** One notification by mail, unless read or mailed meanwhile, or its kind is no longer mailed at once. */
  async sendOne(notificationId: number): Promise<boolean> {
    const row = await Notification.query(this.deps.knex).findById(notificationId);
    if (!row || row.readAt || row.mailedAt || isServiceKind(row.kind)) return false;
    const found = await this.recipient(row.userId);
    if (!found || found.channels[row.kind] !== 'email') return false;
    const { user } = found;
    await this.deps.mailer.send(notificationEmail(user.email, user.fullName, { title: row.title, body: row.body, link: this.link(row.link) }, this.footer(user.id, row.kind, 'these emails')));
    await Notification.query(this.deps.knex).findById(row.id).whereNull('mailedAt').patch({ mailedAt: this.deps.clock.now().toISOString() });
    return true;
  }

  /**
   * The member's unread message notifications not mailed yet, in one mail: unless they are online (they
   * see them in the app), or read everything meanwhile. Returns whether a mail went.
   */
  async sendMessages(userId: number): Promise<boolean> {
    const found = await this.recipient(userId);
    if (!found || found.channels.message !== 'email') return false;
    // Not knowing (a process that does not answer over Redis) counts as away: a mail too many beats none.
    const online = await this.deps.realtime.isOnline(userId).catch((error: unknown) => {
      this.deps.log(`notification mail: could not tell whether member ${userId} is online: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    });
    if (online) return false;
    const rows = await Notification.query(this.deps.knex).where({ userId, kind: 'message' }).whereNull('readAt').whereNull('mailedAt');
    if (!rows.length) return false;
    const waiting = new Set(rows.map((row) => row.subjectKey));
    // The messages themselves say what is still unread (a conversation read in another way counts as read).
    const conversations = (await unreadMessagesFor(this.deps.knex, userId)).filter((entry) => waiting.has(`connection:${entry.connectionId}`));
    if (!conversations.length) return false;
    const total = conversations.reduce((sum, entry) => sum + entry.count, 0);
    const people = new Map(conversations.map((entry) => [entry.senderId, entry.senderName]));
    const subject = `${plural(total, 'new message')} from ${people.size === 1 ? [...people.values()][0]! : plural(people.size, 'person', 'people')}`;
    const items = conversations.map((entry) => ({ title: entry.senderName, body: plural(entry.count, 'unread message'), link: this.link(`/messages/${entry.connectionId}`) }));
    const { user } = found;
    await this.deps.mailer.send(unreadMessagesEmail(user.email, user.fullName, subject, items, this.link('/messages'), this.footer(userId, 'message', 'message emails')));
    await Notification.query(this.deps.knex).whereIn('id', rows.map((row) => row.id)).whereNull('mailedAt').patch({ mailedAt: this.deps.clock.now().toISOString() });
    return true;
  }

  /**
   * Every member whose local morning has come (NOTIFICATION_LIMITS.digestHour in their time zone, UTC
   * if unset) and who was not considered since: one digest if there is something to say. Each member is
   * claimed by stamping its `last_digest_at` (notification_settings) first, so two runs never mail one member twice. Returns how many went.
   */
  async sendDigests(): Promise<number> {
    const { knex } = this.deps;
    const now = this.deps.clock.now();
    const pending = await knex('notifications').whereNull('readAt').whereNull('digestedAt').distinct('userId');
    const suppliers = await knex('users').whereIn('role', ['manufacturer', 'supplier']).whereNull('deactivatedAt').select('id');
    const candidates = [...new Set([...pending.map((row: { userId: number }) => Number(row.userId)), ...suppliers.map((row: { id: number }) => Number(row.id))])];
    let sent = 0;
    for (const userId of candidates) {
      try {
        if (await this.sendDigest(userId, now)) sent += 1;
      } catch (error) {
        this.deps.log(`notification digest for member ${userId} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return sent;
  }

  private async sendDigest(userId: number, now: Date): Promise<boolean> {
    const { knex } = this.deps;
    // The row exists before it is claimed; a member who never set anything follows UTC.
    await knex('notification_settings').insert({ userId }).onConflict('userId').ignore();
    const setting = await NotificationSetting.query(knex).findById(userId);
    if (!setting || !digestDue(now, setting.timeZone, setting.lastDigestAt, NOTIFICATION_LIMITS.digestHour)) return false;
    const moment = localHourToday(now, knownZone(setting.timeZone), NOTIFICATION_LIMITS.digestHour);
    const since = setting.lastDigestAt ? new Date(setting.lastDigestAt) : new Date(now.getTime() - 24 * 60 * 60_000);
    const claimed = await knex('notification_settings')
      .where({ userId })
      .where((q) => q.whereNull('lastDigestAt').orWhere('lastDigestAt', '<', moment))
      .update({ lastDigestAt: now });
    if (!claimed) return false;
    const found = await this.recipient(userId);
    if (!found) return false;
    const digestKinds = NOTIFICATION_KINDS.filter((kind) => found.channels[kind] === 'digest');
    const rows = digestKinds.length
      ? await Notification.query(knex).where({ userId }).whereIn('kind', digestKinds).whereNull('readAt').whereNull('digestedAt').where('createdAt', '<=', now).orderBy('createdAt', 'desc').orderBy('id', 'desc')
      : [];
    const item = (row: Notification): MailItem => ({ title: row.title, body: row.body, link: this.link(row.link) });
    const named = new Set(DIGEST_SECTIONS.flatMap((part) => part.kinds));
    const sections = DIGEST_SECTIONS.map((part) => ({ title: part.title, items: rows.filter((row) => part.kinds.includes(row.kind)).map(item) }));
    // Messages on the digest: how many are unread, per conversation, not each message notification.
    const messages = rows.some((row) => row.kind === 'message') ? await unreadMessagesFor(knex, userId) : [];
    const unreadTotal = messages.reduce((sum, entry) => sum + entry.count, 0);
    const messageItems = messages.map((entry) => ({ title: entry.senderName, body: plural(entry.count, 'unread message'), link: this.link(`/messages/${entry.connectionId}`) }));
    const matches = (await matchingOpenRfqsSince(knex, userId, since, now)).map((rfq) => ({
      title: rfq.title, body: `Quotes due ${rfq.quoteDeadline.slice(0, 10)}`, link: this.link(`/rfqs/${rfq.id}`),
    }));
    const all = [
      { title: unreadTotal ? `Unread messages (${unreadTotal})` : 'Unread messages', items: messageItems },
      ...sections,
      { title: 'New requests for quote that match you', items: matches },
      { title: 'Other updates', items: rows.filter((row) => row.kind !== 'message' && !named.has(row.kind)).map(item) },
    ];
    const count = all.reduce((sum, part) => sum + part.items.length, 0);
    if (!count) return false;
    await this.deps.mailer.send(
      digestEmail(found.user.email, found.user.fullName, `Your HardwareHub digest: ${plural(count, 'update')}`, all, this.link('/dashboard'), this.footer(userId, 'digest', 'the daily digest')),
    );
    if (rows.length) await Notification.query(knex).whereIn('id', rows.map((row) => row.id)).patch({ digestedAt: now.toISOString() });
    return true;
  }
}
