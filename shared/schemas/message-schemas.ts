import { z } from 'zod';
import { fileViewSchema } from './file-schemas.ts';
import { bodyId, textId } from './ids.ts';
import { publicUserSchema } from './user-schemas.ts';

/** Message content after trimming: 1 to 5,000 characters. */
export const MESSAGE_MAX_LENGTH = 5000;
/** A thread page (GET /api/messages/connection/:id) and the own-messages list (GET /api/messages). */
export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_PAGE_MAX = 200;
/** Files one message may carry. */
export const MESSAGE_MAX_ATTACHMENTS = 10;

/**
 * Per-member ceilings, far above real chat and far below a flood (docs/member-limits.md): messages a
 * member sends over all their sockets and HTTP together (the count is the server's MESSAGE_LIMIT_PER_MEMBER,
 * this its default), and sockets a member may hold open at once on one server process.
 */
export const MEMBER_LIMITS = { messages: 30, messageWindowSeconds: 10, sockets: 20 } as const;

/**
 * Every messaging error a person may see, over HTTP ({message}) and on the socket (`error` frame).
 * The first three are the spec's socket errors.
 */
export const MESSAGE_ERRORS = {
  authenticationRequired: 'Authentication required',
  userNotFound: 'User not found',
  connectionError: 'Connection error. Please try again later.',
  empty: 'Message cannot be empty.',
  tooLong: 'Message must be at most 5,000 characters.',
  noConnection: 'Please select a conversation.',
  noRecipient: 'Please choose who to send the message to.',
  clientMessageId: 'clientMessageId must be a UUID.',
  invalidFrame: 'Invalid request.',
  connectionNotFound: 'Connection not found.',
  wrongRecipient: 'You can only send messages to the other member of this connection.',
  pending: 'This connection request is still pending. You can send messages once it has been accepted.',
  rejected: 'This connection request was declined, so no messages can be sent.',
  recipientInactive: 'This member is no longer active.',
  clientMessageIdReused: 'This clientMessageId was already used for a different message.',
  tooManyFrames: 'Too many messages at once. Please slow down.',
  tooManyMessages: 'You are sending messages too quickly. Please wait a few seconds and try again.',
  tooManySockets: `HardwareHub is already open in ${MEMBER_LIMITS.sockets} tabs or windows. Close some of them, then reload this one.`,
  cursorBoth: 'Use either before or after, not both.',
  cursor: 'The cursor must be a message id.',
  limit: `The limit must be between 1 and ${MESSAGE_PAGE_MAX}.`,
  attachment: 'Attach files that finished uploading to this conversation.',
  tooManyAttachments: `A message can carry at most ${MESSAGE_MAX_ATTACHMENTS} files.`,
  attachmentTaken: 'One of these files was already sent with another message.',
  attachmentInfected: 'One of these files was found to contain a virus and cannot be sent.',
} as const;


/** Trimmed content, 1..5000 characters. */
export const messageContentSchema = z
  .string({ error: MESSAGE_ERRORS.empty })
  .trim()
  .min(1, MESSAGE_ERRORS.empty)
  .max(MESSAGE_MAX_LENGTH, MESSAGE_ERRORS.tooLong);

/** A client-generated id (UUID, any version) that makes a retried send idempotent; absent or null for none. */
export const clientMessageIdSchema = z
  .guid({ error: MESSAGE_ERRORS.clientMessageId })
  .nullish()
  .transform((value) => value ?? null);

/**
 * POST /api/messages and the socket `message` frame (connectionId, recipientId, content[, attachmentIds]).
 * `attachmentIds` are files the sender uploaded to this conversation (tus, file-schemas.ts) and has not
 * sent yet; with at least one, the text may be empty.
 */
export const sendMessageSchema = z
  .object({
    connectionId: bodyId(MESSAGE_ERRORS.noConnection),
    recipientId: bodyId(MESSAGE_ERRORS.noRecipient),
    content: z.string({ error: MESSAGE_ERRORS.empty }).trim().max(MESSAGE_MAX_LENGTH, MESSAGE_ERRORS.tooLong).default(''),
    clientMessageId: clientMessageIdSchema,
    attachmentIds: z
      .array(bodyId(MESSAGE_ERRORS.attachment), { error: MESSAGE_ERRORS.attachment })
      .max(MESSAGE_MAX_ATTACHMENTS, MESSAGE_ERRORS.tooManyAttachments)
      .refine((ids) => new Set(ids).size === ids.length, MESSAGE_ERRORS.attachment)
      .default([]),
  })
  .superRefine((message, ctx) => {
    if (!message.content && !message.attachmentIds.length) ctx.addIssue({ code: 'custom', path: ['content'], message: MESSAGE_ERRORS.empty });
  });
export type SendMessageInput = z.input<typeof sendMessageSchema>;
export type SendMessagePayload = z.output<typeof sendMessageSchema>;

export const messageSchema = z.object({
  id: z.int(),
  senderId: z.int(),
  recipientId: z.int(),
  connectionId: z.int().nullable(),
  content: z.string(),
  read: z.boolean(),
  /** The sender's own id for this message (null for messages sent without one, e.g. a connection request's text). */
  clientMessageId: z.string().nullable(),
  /** The files sent with it, as the viewer sees them (scan state, whether they may download yet). */
  attachments: z.array(fileViewSchema).default([]),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** A message in a list carries its sender (null when the account is gone: 'Unknown User'). */
export const messageWithSenderSchema = messageSchema.extend({
  sender: publicUserSchema.nullable(),
});
export type MessageWithSender = z.infer<typeof messageWithSenderSchema>;

/** GET /api/messages?limit=&before= (own messages, sent and received, newest first). */
export const ownMessagesQuerySchema = z.object({
  before: textId(MESSAGE_ERRORS.cursor).optional(),
  limit: z.coerce.number({ error: MESSAGE_ERRORS.limit }).int(MESSAGE_ERRORS.limit).min(1, MESSAGE_ERRORS.limit).max(MESSAGE_PAGE_MAX, MESSAGE_ERRORS.limit).default(MESSAGE_PAGE_SIZE),
});
export type OwnMessagesQuery = z.output<typeof ownMessagesQuerySchema>;

/**
 * GET /api/messages/connection/:id
 * - no cursor: the latest page; `?before=<id>`: the page just older than that message;
 * - `?after=<id>`: what came after that message (the reconnect catch-up), oldest first.
 */
export const threadQuerySchema = ownMessagesQuerySchema
  .extend({ after: textId(MESSAGE_ERRORS.cursor).optional() })
  .refine((q) => q.before === undefined || q.after === undefined, { message: MESSAGE_ERRORS.cursorBoth, path: ['after'] });
export type ThreadQuery = z.output<typeof threadQuerySchema>;

/**
 * A thread page. `messages` are always oldest first (display order).
 * - `nextCursor`: pass as `?before=` for the older page; null when there is nothing older (latest/before mode)
 *   and always null in `?after=` mode.
 * - `newerCursor`: only in `?after=` mode, when more than `limit` messages came after: pass as `?after=`
 *   again; null once caught up.
 */
export const threadPageSchema = z.object({
  messages: z.array(messageWithSenderSchema),
  nextCursor: z.int().nullable(),
  newerCursor: z.int().nullable(),
});
export type ThreadPage = z.infer<typeof threadPageSchema>;

/** GET /api/messages/unread: unread messages addressed to me, per connection (only those with any) and in total. */
export const unreadCountsSchema = z.object({
  total: z.int(),
  connections: z.array(z.object({ connectionId: z.int(), count: z.int() })),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/**
 * GET /api/messages/summaries: for every connection of mine that has messages, its newest message
 * and how many of the other party's messages I have not read (the connections panel's previews, dots
 * and counts, however old the thread).
 */
export const messageSummariesSchema = z.array(
  z.object({ connectionId: z.int(), lastMessage: messageWithSenderSchema, unread: z.int() }),
);
export type MessageSummaryList = z.infer<typeof messageSummariesSchema>;

/** POST /api/messages/connection/:id/read: how many of the other party's messages were marked read. */
export const markReadResultSchema = z.object({
  connectionId: z.int(),
  marked: z.int(),
  /** The newest message of the thread now read by me (null for an empty thread). */
  lastReadId: z.int().nullable(),
});
export type MarkReadResult = z.infer<typeof markReadResultSchema>;
