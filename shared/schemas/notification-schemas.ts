import { z } from 'zod';
import { bodyId, textId } from './ids.ts';
import { single } from './common-fields.ts';

/**
 * Notifications: what happened that a member should hear of, kept on the server (the bell's list),
 * pushed live over the socket, and mailed as the member's preferences say. One kind per line of the
 * preferences table; a kind names what happened, not how it is delivered.
 */
export const NOTIFICATION_KINDS = [
  'connection-request',
  'connection-answered',
  'message',
  'file-shared',
  'nda-signed',
  'rfq-invited',
  'rfq-changed',
  'rfq-quote',
  'rfq-question',
  'rfq-decision',
  'rfq-deadline',
  'verification',
  'report-outcome',
  'listing-moderated',
  'trial-ending',
  'billing',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The preferences table's rows, in groups as the profile shows them. */
export const NOTIFICATION_GROUPS: readonly { title: string; kinds: readonly NotificationKind[] }[] = [
  { title: 'Connections and messages', kinds: ['connection-request', 'connection-answered', 'message', 'file-shared', 'nda-signed'] },
  { title: 'Requests for quote', kinds: ['rfq-invited', 'rfq-changed', 'rfq-quote', 'rfq-question', 'rfq-decision', 'rfq-deadline'] },
  { title: 'Account and billing', kinds: ['verification', 'report-outcome', 'listing-moderated', 'trial-ending', 'billing'] },
];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  'connection-request': 'Connection requests',
  'connection-answered': 'Connection requests accepted or declined',
  message: 'New messages while you are away',
  'file-shared': 'Files shared with you',
  'nda-signed': 'NDAs signed on your projects',
  'rfq-invited': 'Invitations to quote',
  'rfq-changed': 'Changes to requests you quote on',
  'rfq-quote': 'New and revised quotes',
  'rfq-question': 'Questions and answers on requests',
  'rfq-decision': 'Awards, declines and cancelled requests',
  'rfq-deadline': 'Quote deadlines approaching',
  verification: 'Verification decisions',
  'report-outcome': 'Outcomes of your reports',
  'listing-moderated': 'Listings hidden or restored',
  'trial-ending': 'Free trials ending soon',
  billing: 'Receipts and failed renewals',
};

/** How a kind reaches the member. */
export const NOTIFICATION_CHANNELS = ['app', 'email', 'digest', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  app: 'In the app only',
  email: 'Email at once',
  digest: 'Daily digest',
  off: 'Off',
};

/**
 * Always mailed: receipts (the member's record of a payment) and failed renewals (their plan is at risk).
 * Payments mails them whatever the settings say, with no unsubscribe; the member only chooses whether
 * they also appear in the app (`app`) or not (`off`). Every other kind has the four channels.
 */
export const SERVICE_NOTIFICATION_KINDS: readonly NotificationKind[] = ['billing'];
export const isServiceKind = (kind: NotificationKind) => SERVICE_NOTIFICATION_KINDS.includes(kind);
/** The channels a member may choose for an always-mailed kind: in the app as well, or by mail only. */
export const SERVICE_NOTIFICATION_CHANNELS: readonly NotificationChannel[] = ['app', 'off'];
export const SERVICE_CHANNEL_LABELS: Partial<Record<NotificationChannel, string>> = { app: 'Email, and in the app', off: 'Email only' };
/** Why an always-mailed kind's email cannot be turned off, under its choice in the preferences. */
export const SERVICE_NOTICE_EXPLANATION = 'Always emailed: a receipt is your record of a payment, and a failed renewal puts your plan at risk.';
/** The channels a member may choose for a kind. */
export const channelsForKind = (kind: NotificationKind): readonly NotificationChannel[] => (isServiceKind(kind) ? SERVICE_NOTIFICATION_CHANNELS : NOTIFICATION_CHANNELS);

/** Where a member who never chose starts: mail for what needs an answer, the bell for the rest. */
export const DEFAULT_NOTIFICATION_CHANNELS: Record<NotificationKind, NotificationChannel> = {
  'connection-request': 'email',
  'connection-answered': 'email',
  message: 'email',
  'file-shared': 'app',
  'nda-signed': 'email',
  'rfq-invited': 'email',
  'rfq-changed': 'email',
  'rfq-quote': 'email',
  'rfq-question': 'email',
  'rfq-decision': 'email',
  'rfq-deadline': 'email',
  verification: 'email',
  'report-outcome': 'email',
  'listing-moderated': 'email',
  'trial-ending': 'email',
  billing: 'app',
};

export const NOTIFICATION_LIMITS = {
  pageDefault: 20,
  pageMax: 50,
  titleMax: 200,
  bodyMax: 500,
  linkMax: 500,
  /** A message is mailed only if still unread (and the member away) this long after it arrived. */
  messageMailDelayMinutes: 15,
  /** The digest goes out at this local hour. */
  digestHour: 8,
} as const;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found.',
  badCursor: 'Invalid page cursor.',
  badLimit: `Limit must be a whole number from 1 to ${NOTIFICATION_LIMITS.pageMax}.`,
  unknownKind: 'Unknown notification kind.',
  unknownChannel: 'Choose how you want to hear of it.',
  serviceChannel: 'Receipts and failed renewals are always emailed: choose only whether they also show in the app.',
  badTimeZone: 'Choose a valid time zone.',
  saved: 'Your notification settings are saved.',
  unsubscribed: 'You will no longer get these emails.',
  badUnsubscribeLink: 'This unsubscribe link is invalid. Sign in to change your notification settings.',
  allRead: 'All notifications marked as read.',
} as const;

/** One notification as the bell lists it; `link` is an in-app path. */
export const notificationViewSchema = z.object({
  id: z.int().positive(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  actor: z.object({ id: z.int().positive(), name: z.string(), avatarUrl: z.string().nullable() }).nullable(),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

/** GET /api/notifications?before=&limit=: newest first; `nextCursor` pages back. */
export const notificationListQuerySchema = z.object({
  before: single(textId(NOTIFICATION_MESSAGES.badCursor)).optional(),
  limit: single(
    z
      .string({ error: NOTIFICATION_MESSAGES.badLimit })
      .regex(/^[1-9][0-9]?$/, NOTIFICATION_MESSAGES.badLimit)
      .transform(Number)
      .pipe(z.number().max(NOTIFICATION_LIMITS.pageMax, NOTIFICATION_MESSAGES.badLimit)),
  ).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/**
 * The bell's count, and how many of those are conversations' message notices (each stands for a
 * conversation's unread messages, so the desktop badge, which counts the messages, leaves them out).
 */
export interface UnreadCounts {
  unreadCount: number;
  unreadMessageNotices: number;
}

export interface NotificationPage extends UnreadCounts {
  items: NotificationView[];
  nextCursor: number | null;
}

/** A valid IANA time zone name, as Intl knows it. */
export const timeZoneSchema = z
  .string({ error: NOTIFICATION_MESSAGES.badTimeZone })
  .max(64, NOTIFICATION_MESSAGES.badTimeZone)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, NOTIFICATION_MESSAGES.badTimeZone);

// zod reports a key outside the enum as the record's own issue (unrecognized_keys), not the key schema's.
const channelsSchema = z.partialRecord(z.enum(NOTIFICATION_KINDS, { error: NOTIFICATION_MESSAGES.unknownKind }), z.enum(NOTIFICATION_CHANNELS, { error: NOTIFICATION_MESSAGES.unknownChannel }), {
  error: (issue) => ((issue.code as string) === 'unrecognized_keys' ? NOTIFICATION_MESSAGES.unknownKind : undefined),
});

/** PUT /api/notifications/preferences: any kinds' channels (receipts and failed renewals: in the app or not), and the time zone the digest follows. */
export const updateNotificationPreferencesSchema = z.object({
  channels: channelsSchema
    .refine(
      (channels) => (Object.entries(channels) as [NotificationKind, NotificationChannel][]).every(([kind, channel]) => channelsForKind(kind).includes(channel)),
      NOTIFICATION_MESSAGES.serviceChannel,
    )
    .optional(),
  timeZone: timeZoneSchema.nullable().optional(),
});
export type UpdateNotificationPreferencesInput = z.input<typeof updateNotificationPreferencesSchema>;

/** GET /api/notifications/preferences: every kind's channel (defaults filled in) and the time zone (null: not set). */
export interface NotificationPreferences {
  channels: Record<NotificationKind, NotificationChannel>;
  timeZone: string | null;
}

/** POST /api/notifications/:id/read and /read-all answer with the counts left. */
export type UnreadCount = UnreadCounts;

export const notificationIdSchema = textId(NOTIFICATION_MESSAGES.notFound);
export const notificationBodyIdSchema = bodyId(NOTIFICATION_MESSAGES.notFound);

/** Socket `notification`: a new one, with the bell's count after it. */
const count = z.int().nonnegative();
export const notificationEventSchema = z.object({ notification: notificationViewSchema, unreadCount: count, unreadMessageNotices: count });
export type NotificationEvent = z.infer<typeof notificationEventSchema>;
/** Socket `notifications_read`: read on another tab or device. */
export const notificationsReadEventSchema = z.object({ ids: z.array(z.int().positive()).nullable(), unreadCount: count, unreadMessageNotices: count });
export type NotificationsReadEvent = z.infer<typeof notificationsReadEventSchema>;
