import type { Knex } from 'knex';
import { z } from 'zod';
import { NOTIFICATION_LIMITS, isServiceKind, type NotificationChannel } from '#shared/schemas/notification-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { toDate } from '../../db/base-model.ts';
import { Notification } from '../../db/models/notification-model.ts';
import { NotificationSetting } from '../../db/models/notification-setting-model.ts';
import { User } from '../../db/models/user-model.ts';
import { unreadMessagesFor } from '../messages/index.ts';
import { digestContent } from './digest-content.ts';
import { digestEmail, notificationEmail, unreadMessagesEmail, type MailFooterLinks } from './notification-emails.ts';
import { channelsOf, type NotificationMailQueue } from './notification-service.ts';
import { knownZone, localDate, localHourToday, plural, unsubscribeToken, type UnsubscribeScope } from './notification-rules.ts';

/** The job kinds the notifications run (jobs/job-runner.ts). */
export const NOTIFICATION_JOBS = {
  /** One notification mailed at once: {notificationId}. */
  mail: 'notification-mail',
  /** A member's unread messages, mailed after the delay if still unread and they are away: {userId}; keyed per member. */
  messageMail: 'notification-message-mail',
  /** The daily digests, looked at every `digestIntervalMs`: enqueues one `digestMember` per member whose morning it is. */
  digest: 'notification-digest',
  /** One member's digest: {userId, since, at}; keyed per member and local day. */
  digestMember: 'notification-digest-member',
} as const;

/** The server page that a notification mail's unsubscribe link opens (and mail clients POST to, one click). */
export const NOTIFICATION_UNSUBSCRIBE_PAGE = '/notifications/unsubscribe';
/** Where the member changes their notification settings in the app. */
export const NOTIFICATION_SETTINGS_PATH = '/profile?tab=preferences';
/** The key of a member's waiting message mail: one at a time, so messages that arrive meanwhile ride along. */
export const messageMailKey = (userId: number) => `message-mail:${userId}`;
/** The key of a member's digest of one local day (`YYYY-MM-DD`). */
export const digestKey = (userId: number, day: string) => `digest:${userId}:${day}`;

export interface NotificationMailOptions {
  /** How long a message must stay unread before it is mailed (default NOTIFICATION_LIMITS.messageMailDelayMinutes). */
  messageMailDelayMs?: number;
  /** How often the digest looks for members whose morning it is (default 15 minutes). */
  digestIntervalMs?: number;
}

const mailPayload = z.object({ notificationId: z.int().positive() });
const messageMailPayload = z.object({ userId: z.int().positive() });
/** A member's digest: news after `since` (the previous claim) up to `at` (this one). */
const digestPayload = z.object({ userId: z.int().positive(), since: z.iso.datetime(), at: z.iso.datetime() });

/**
 * The mail side of notifications, run by the job runner (several processes safe): a notification of an
 * 'email' kind is mailed at once; messages wait `messageMailDelayMs` and go only if still unread and the
 * member is not online, several in one mail; 'digest' kinds wait for the member's morning digest, which also
 * tells of what is waiting for them (digest-content.ts), one job per member and day. Service
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
    jobs.handle(NOTIFICATION_JOBS.digestMember, async (payload) => void (await this.sendDigest(digestPayload.parse(payload))));
    jobs.every(NOTIFICATION_JOBS.digest, this.digestIntervalMs, async () => void (await this.sendDigests()));
  }

  async schedule(trx: Knex.Transaction, notification: Notification, channel: NotificationChannel, emailOn: boolean): Promise<void> {
    if (isServiceKind(notification.kind) || channel !== 'email' || !emailOn) return;
    const userId = notification.userId;
    if (notification.kind === 'message') {
      const runAt = new Date(this.deps.clock.now().getTime() + this.messageMailDelayMs);
      await this.deps.jobs.enqueue(trx, { kind: NOTIFICATION_JOBS.messageMail, payload: { userId }, runAt, key: messageMailKey(userId) });
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
   * Every member whose local morning has come (NOTIFICATION_LIMITS.digestHour in their time zone, UTC if
   * unset or unknown) and whose digest was not claimed since: each is claimed (`last_digest_at` stamped) and
   * their digest enqueued as a job in one transaction, so a claimed digest is never lost (the job is retried
   * until it is sent) and never claimed twice. Only members whose morning is due are read: one query per
   * time zone in use. Returns how many digests were enqueued.
   */
  async sendDigests(): Promise<number> {
    const { knex } = this.deps;
    const now = this.deps.clock.now();
    const hour = NOTIFICATION_LIMITS.digestHour;
    // The zones in use, grouped by the zone they follow (unset and unknown ones follow UTC).
    const stored: { timeZone: string | null }[] = await knex('notification_settings').distinct('timeZone');
    const groups = new Map<string, string[]>([['UTC', []]]);
    for (const { timeZone } of stored) {
      if (timeZone === null) continue;
      const zone = knownZone(timeZone);
      groups.set(zone, [...(groups.get(zone) ?? []), timeZone]);
    }
    let enqueued = 0;
    for (const [zone, names] of groups) {
      const moment = localHourToday(now, zone, hour);
      if (now < moment) continue;
      const due: { id: number; lastDigestAt: unknown }[] = await knex('users as u')
        .leftJoin('notification_settings as s', 's.userId', 'u.id')
        .whereNull('u.deactivatedAt')
        .where('u.emailNotifications', true)
        .whereNull('s.digestUnsubscribedAt')
        .where((q) => {
          if (names.length) void q.whereIn('s.timeZone', names);
          // No row, or no zone: UTC.
          if (zone === 'UTC') void q.orWhereNull('s.timeZone');
        })
        .where((q) => q.whereNull('s.lastDigestAt').orWhere('s.lastDigestAt', '<', moment))
        .select('u.id', 's.lastDigestAt');
      const day = localDate(moment, zone);
      for (const member of due) {
        try {
          if (await this.claimDigest(Number(member.id), member.lastDigestAt, moment, now, day)) enqueued += 1;
        } catch (error) {
          this.deps.log(`notification digest for member ${member.id} could not be claimed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    return enqueued;
  }

  /** Stamps the member's `last_digest_at` unless another run did since `moment`, and enqueues their digest with it. */
  private async claimDigest(userId: number, previous: unknown, moment: Date, now: Date, day: string): Promise<boolean> {
    const since = previous ? toDate(previous) : new Date(now.getTime() - 24 * 60 * 60_000);
    return this.deps.knex.transaction(async (trx) => {
      await trx('notification_settings').insert({ userId }).onConflict('userId').ignore();
      const claimed = await trx('notification_settings')
        .where({ userId })
        .where((q) => q.whereNull('lastDigestAt').orWhere('lastDigestAt', '<', moment))
        .update({ lastDigestAt: now });
      if (!claimed) return false;
      const payload: z.input<typeof digestPayload> = { userId, since: since.toISOString(), at: now.toISOString() };
      await this.deps.jobs.enqueue(trx, { kind: NOTIFICATION_JOBS.digestMember, payload, key: digestKey(userId, day) });
      return true;
    });
  }

  /**
   * One member's digest (a job: retried while the mail server refuses it). Nothing to say, their email
   * switched off, or the digest unsubscribed: no mail. A digest that already reached the mail server (`digest_sent_at` at its claim) is
   * not sent again. Returns whether a mail went.
   */
  async sendDigest(job: z.infer<typeof digestPayload>): Promise<boolean> {
    const { knex } = this.deps;
    const at = new Date(job.at);
    const setting = await NotificationSetting.query(knex).findById(job.userId);
    if (setting?.digestUnsubscribedAt || (setting?.digestSentAt && new Date(setting.digestSentAt) >= at)) return false;
    const found = await this.recipient(job.userId);
    if (!found) return false;
    const now = this.deps.clock.now();
    const content = await digestContent(
      knex,
      { id: found.user.id, role: found.user.role, channels: found.channels, timeZone: knownZone(setting?.timeZone) },
      { since: new Date(job.since), at, now },
      (path) => this.link(path),
    );
    if (!content.count) return false;
    const { user } = found;
    await this.deps.mailer.send(
      digestEmail(user.email, user.fullName, `Your HardwareHub digest: ${plural(content.count, 'update')}`, content.sections, this.link('/dashboard'), this.footer(user.id, 'digest', 'the daily digest')),
    );
    await knex('notification_settings').where({ userId: user.id }).update({ digestSentAt: at });
    if (content.coveredNotificationIds.length) await Notification.query(knex).whereIn('id', content.coveredNotificationIds).whereNull('digestedAt').patch({ digestedAt: now.toISOString() });
    return true;
  }
}

