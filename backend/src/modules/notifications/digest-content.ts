import type { Knex } from 'knex';
import type { NotificationChannel, NotificationKind } from '#shared/schemas/notification-schemas.ts';
import { Notification } from '../../db/models/notification-model.ts';
import { unreadMessagesFor } from '../messages/index.ts';
import { deadlinesNear, matchingOpenRfqsSince, quotesReceivedBetween } from '../sourcing/index.ts';
import type { MailItem } from './notification-emails.ts';
import { plural } from './notification-rules.ts';

/** How far ahead the digest looks for quote deadlines. */
export const DIGEST_DEADLINE_WINDOW_MS = 48 * 60 * 60_000;

export interface DigestSection {
  title: string;
  items: MailItem[];
}

/** What one member's digest says, and the notifications it covers (stamped `digested_at` once it is sent). */
export interface DigestContent {
  sections: DigestSection[];
  /** How many lines, all sections together: 0 means nothing to say. */
  count: number;
  coveredNotificationIds: number[];
}

export interface DigestRecipient {
  id: number;
  role: string;
  channels: Record<NotificationKind, NotificationChannel>;
  /** The zone deadlines are told in. */
  timeZone: string;
}

export interface DigestWindow {
  /** The previous digest's claim (or a day before this one for a first digest): news after it is new. */
  since: Date;
  /** This digest's claim: news up to it belongs to this digest, later news to the next. */
  at: Date;
  /** Now: what is still unread, still open, still due. */
  now: Date;
}

/**
 * The kinds the digest tells from the data itself, whatever their channel (their notifications on the
 * digest channel are covered by these sections, not listed again).
 */
const BUILT_FROM_STATE: readonly NotificationKind[] = ['message', 'rfq-quote', 'rfq-deadline'];

/** The notifications a member moved to the digest, by section; kinds not named go under "Other updates". */
const NOTIFICATION_SECTIONS: { title: string; kinds: readonly NotificationKind[] }[] = [
  { title: 'Requests for quote', kinds: ['rfq-invited', 'rfq-changed', 'rfq-question', 'rfq-decision'] },
  { title: 'Connections and files', kinds: ['connection-request', 'connection-answered', 'file-shared', 'nda-signed'] },
];

/**
 * The digest's sections, read from the state of things through the owning modules: unread messages not
 * mailed yet (per conversation), quotes received since the last digest, requests whose quote deadline is
 * within 48 hours (own open requests; invitations not answered), open requests matching a supplier
 * published since the last digest, and the notifications the member moved to the digest. A kind set to
 * 'off' is left out (matching requests follow 'rfq-invited'). Empty sections stay in (the mail drops them).
 */
export async function digestContent(knex: Knex, member: DigestRecipient, window: DigestWindow, link: (path: string) => string): Promise<DigestContent> {
  const on = (kind: NotificationKind) => member.channels[kind] !== 'off';
  const covered: number[] = [];

  // Unread messages: the conversations whose notification is still unread and was neither mailed nor digested.
  let messageSection: DigestSection = { title: 'Unread messages', items: [] };
  if (on('message')) {
    const waiting = await Notification.query(knex).where({ userId: member.id, kind: 'message' }).whereNull('readAt').whereNull('mailedAt').whereNull('digestedAt').where('createdAt', '<=', window.now);
    const subjects = new Set(waiting.map((row) => row.subjectKey));
    const conversations = waiting.length ? (await unreadMessagesFor(knex, member.id)).filter((entry) => subjects.has(`connection:${entry.connectionId}`)) : [];
    const total = conversations.reduce((sum, entry) => sum + entry.count, 0);
    const people = new Set(conversations.map((entry) => entry.senderId)).size;
    messageSection = {
      title: total ? `Unread messages: ${plural(total, 'message')} from ${plural(people, 'person', 'people')}` : 'Unread messages',
      items: conversations.map((entry) => ({ title: entry.senderName, body: plural(entry.count, 'unread message'), link: link(`/messages/${entry.connectionId}`) })),
    };
    covered.push(...waiting.map((row) => row.id));
  }

  const quotes = on('rfq-quote') ? await quotesReceivedBetween(knex, member.id, window.since, window.at) : [];
  const when = new Intl.DateTimeFormat('en-US', { timeZone: member.timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' });
  const deadlines = on('rfq-deadline') ? await deadlinesNear(knex, member.id, member.role, window.now, DIGEST_DEADLINE_WINDOW_MS) : [];
  const matches = on('rfq-invited') ? await matchingOpenRfqsSince(knex, member.id, window.since, window.now) : [];

  // The rest of what the member moved to the digest, as their notifications say it.
  const digestKinds = (Object.keys(member.channels) as NotificationKind[]).filter((kind) => member.channels[kind] === 'digest');
  const rows = digestKinds.length
    ? await Notification.query(knex).where({ userId: member.id }).whereIn('kind', digestKinds).whereNull('readAt').whereNull('digestedAt').where('createdAt', '<=', window.now).orderBy('createdAt', 'desc').orderBy('id', 'desc')
    : [];
  covered.push(...rows.filter((row) => row.kind !== 'message').map((row) => row.id));
  const listed = rows.filter((row) => !BUILT_FROM_STATE.includes(row.kind));
  const item = (row: Notification): MailItem => ({ title: row.title, body: row.body, link: link(row.link) });
  const named = new Set(NOTIFICATION_SECTIONS.flatMap((part) => part.kinds));
  const bySection = NOTIFICATION_SECTIONS.map((part) => ({ title: part.title, items: listed.filter((row) => part.kinds.includes(row.kind)).map(item) }));

  const sections: DigestSection[] = [
    messageSection,
    {
      title: 'New quotes',
      items: quotes.map((quote) => ({
        title: `${quote.supplierName} ${quote.version > 1 ? 'revised their quote' : 'sent a quote'}`, body: quote.rfqTitle, link: link(`/rfqs/${quote.rfqId}?tab=quotes`),
      })),
    },
    {
      title: 'Deadlines approaching',
      items: deadlines.map((entry) => ({
        title: entry.title,
        body: `${entry.side === 'buyer' ? 'Quotes close' : 'Your quote is due'} ${when.format(new Date(entry.quoteDeadline))}`,
        link: link(`/rfqs/${entry.rfqId}`),
      })),
    },
    bySection[0]!,
    { title: 'New requests for quote that match you', items: matches.map((rfq) => ({ title: rfq.title, body: `Quotes due ${when.format(new Date(rfq.quoteDeadline))}`, link: link(`/rfqs/${rfq.id}`) })) },
    bySection[1]!,
    { title: 'Other updates', items: listed.filter((row) => !named.has(row.kind)).map(item) },
  ];
  return { sections, count: sections.reduce((sum, part) => sum + part.items.length, 0), coveredNotificationIds: [...new Set(covered)] };
}
