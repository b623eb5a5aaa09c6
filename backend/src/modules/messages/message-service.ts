import type { Knex } from 'knex';
import {
  MESSAGE_ERRORS, type MarkReadResult, type MessageWithSender, type OwnMessagesQuery, type SendMessagePayload, type ThreadPage, type ThreadQuery,
  type MessageSummaryList, type UnreadCounts,
} from '#shared/schemas/message-schemas.ts';
import type { FileView } from '#shared/schemas/file-schemas.ts';
import { publicUserSchema, type PublicUser } from '#shared/schemas/user-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { conflict, forbidden, notFound, rateLimited, unauthenticated } from '../../domain/domain-errors.ts';
import { consumeOrThrow } from '../../http/rate-limiters.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { GroupCommit } from '../../db/group-commit.ts';
import type { Connection } from '../../db/models/connection-model.ts';
import { User } from '../../db/models/user-model.ts';
import { toPublicUser } from '../users/index.ts';
import { attachFilesToMessage, messageAttachments, messageAttachmentsForEach } from '../files/index.ts';
import { Message } from '../../db/models/message-model.ts';
import { toDate } from '../../db/base-model.ts';

export interface SentMessage {
  message: MessageWithSender;
  /** False when the same (sender, clientMessageId) was already stored: a retry, answered with the stored message. */
  created: boolean;
}

/** Where a call came from: the socket that sent a frame has its acknowledgement and is skipped in the fan-out. */
export interface Origin {
  socketId?: string;
}

type Participants = Pick<Connection, 'id' | 'requesterId' | 'recipientId' | 'status'>;

const tooManyMessages = (retryAfterMs: number) => rateLimited(MESSAGE_ERRORS.tooManyMessages, Math.ceil(retryAfterMs / 1000));

const publicOrNull = (user: User | undefined): PublicUser | null => (user && !user.deactivatedAt ? toPublicUser(user) : null);

/**
 * What a message's sender is shown with (the public profile) and whether the account is open: a user's
 * row is wide, and reading and hydrating all of it was the costliest part of a thread read.
 */
const PROFILE_COLUMNS = [...Object.keys(publicUserSchema.shape), 'deactivatedAt'];

/** Members by id with PROFILE_COLUMNS, parsed as the model parses them (JSON lists, dates) without its query builder. */
async function profileRows(db: Knex, ids: number[]): Promise<User[]> {
  const rows: Record<string, unknown>[] = await db('users').whereIn('id', ids).select(PROFILE_COLUMNS);
  return rows.map((row) => User.fromDatabaseJson(row));
}

/** The columns a message is shown with (a thread page reads them as plain rows). */
const THREAD_COLUMNS = ['id', 'senderId', 'recipientId', 'connectionId', 'content', 'read', 'clientMessageId', 'createdAt'] as const;
interface MessageRow {
  id: number;
  senderId: number;
  recipientId: number;
  connectionId: number | null;
  content: string;
  read: boolean | number;
  clientMessageId: string | null;
  createdAt: unknown;
}

/**
 * The response shape, from a model or a plain row (the engines' types smoothed); fields listed one by one,
 * so nothing else of the row or the user leaves.
 */
function toMessageWithSender(row: MessageRow, sender: PublicUser | null, attachments: FileView[] = []): MessageWithSender {
  return {
    id: row.id,
    senderId: row.senderId,
    recipientId: row.recipientId,
    connectionId: row.connectionId ?? null,
    content: row.content,
    read: Boolean(Number(row.read)),
    clientMessageId: row.clientMessageId ?? null,
    attachments,
    createdAt: toDate(row.createdAt).toISOString(),
    sender,
  };
}

/**
 * Messaging rules:
 * - Only the two sides of a connection may read or write its thread; anyone else gets 404, as if it
 *   did not exist. The recipient of a message must be the other side (403 otherwise).
 * - Messages can be sent only in an accepted connection. A pending request carries exactly one
 *   message, its own text, which the connection service stores as the first message of the thread
 *   when the request is created; nothing more until the recipient accepts (403). A rejected
 *   connection takes no messages (403); its history stays readable.
 * - Content is trimmed, up to 5,000 characters, and not empty unless the message carries files (the
 *   shared schema; 400). Files are the sender's own uploads to the conversation, attached in the
 *   message's transaction (modules/files decides which may go).
 * - Persist, then publish: the row is committed before anyone hears of it. A (sender,
 *   clientMessageId) pair is stored once (unique index); a retry returns the stored message and is
 *   not broadcast again.
 * - A member sends at most MESSAGE_LIMIT_PER_MEMBER messages per 10 s, over all their sockets and
 *   HTTP together (in Redis when there is one, so across processes): every send counts, retries and
 *   refused ones too; beyond it 429 (the socket's 'rate_limited').
 */
export class MessageService {
  private readonly deps: AppDeps;
  private readonly writes: GroupCommit;

  constructor(deps: AppDeps) {
    this.deps = deps;
    this.writes = new GroupCommit(deps.knex);
  }

  async send(senderId: number, input: SendMessagePayload, origin: Origin = {}): Promise<SentMessage> {
    const { knex } = this.deps;
    await consumeOrThrow(this.deps.limiters.messagesByMember, String(senderId), tooManyMessages);
    // Both reads at once (one round trip less on MySQL); the users are only used once the recipient is confirmed.
    const [connection, users] = await Promise.all([
      this.participantsOf(senderId, input.connectionId),
      profileRows(knex, [senderId, input.recipientId]),
    ]);
    const otherId = connection.requesterId === senderId ? connection.recipientId : connection.requesterId;
    if (input.recipientId !== otherId) throw forbidden(MESSAGE_ERRORS.wrongRecipient);
    if (connection.status === 'pending') throw forbidden(MESSAGE_ERRORS.pending);
    if (connection.status === 'rejected') throw forbidden(MESSAGE_ERRORS.rejected);

    const sender = users.find((u) => u.id === senderId);
    const recipient = users.find((u) => u.id === otherId);
    if (!sender || sender.deactivatedAt) throw unauthenticated(MESSAGE_ERRORS.authenticationRequired);
    if (!recipient || recipient.deactivatedAt) throw forbidden(MESSAGE_ERRORS.recipientInactive);
    const senderProfile = toPublicUser(sender);

    const row = { senderId, recipientId: otherId, connectionId: connection.id, content: input.content, read: false, clientMessageId: input.clientMessageId, createdAt: new Date() };
    const withFiles = input.attachmentIds.length > 0;
    let stored: MessageRow;
    try {
      // Committed with the other sends that arrive meanwhile (db/group-commit.ts); settles once its batch has committed.
      stored = await this.writes.write({
        needsTransaction: withFiles,
        store: async (db) => {
          const [id] = await db('messages').insert(row);
          const inserted = { ...row, id: Number(id) };
          if (withFiles) await attachFilesToMessage(db as Knex.Transaction, { fileIds: input.attachmentIds, connectionId: connection.id, senderId, messageId: inserted.id });
          return inserted;
        },
      });
    } catch (error) {
      if (!isUniqueViolation(error) || !input.clientMessageId) throw error;
      const existing = await Message.query(knex).findOne({ senderId, clientMessageId: input.clientMessageId });
      if (!existing) throw error;
      if (existing.connectionId !== connection.id || existing.content !== input.content) throw conflict(MESSAGE_ERRORS.clientMessageIdReused);
      const attached = await messageAttachments(knex, [existing.id], { id: senderId });
      return { message: toMessageWithSender(existing, senderProfile, attached.get(existing.id)), created: false };
    }

    const message = toMessageWithSender(stored, senderProfile);
    // Each socket hears of a message once: the recipient's tabs and devices and the sender's other ones
    // as new_message; the sending socket by its acknowledgement (an HTTP send, by its response).
    if (withFiles) {
      // Each side sees the files as they may use them (the sender may open their own before the scan).
      const views = await messageAttachmentsForEach(knex, [stored.id], [senderId, otherId]);
      message.attachments = views.get(senderId)?.get(stored.id) ?? [];
      this.deps.realtime.toUser([otherId], 'new_message', { message: { ...message, attachments: views.get(otherId)?.get(stored.id) ?? [] } });
      this.deps.realtime.toUser([senderId], 'new_message', { message }, { exceptSocketId: origin.socketId });
    } else {
      this.deps.realtime.toUser([otherId, senderId], 'new_message', { message }, { exceptSocketId: origin.socketId });
    }
    // Committed above; announced after the sockets hear it, so a subscriber's work never delays the chat.
    await this.deps.events.announce({ type: 'message-sent', messageId: stored.id, connectionId: connection.id, senderId, recipientId: otherId });
    return { message, created: true };
  }

  /**
   * GET /api/messages/connection/:id (see ThreadPage in shared/schemas/message-schemas.ts). The hot read of the
   * chat, so it stays lean: plain rows (no model per message), the connection and the page read together, and
   * only the other side's profile read (the reader's is the signed-in member's).
   */
  async thread(reader: User, connectionId: number, query: ThreadQuery): Promise<ThreadPage> {
    const { knex } = this.deps;
    const { limit } = query;
    const page = knex('messages').select(THREAD_COLUMNS).where('connectionId', connectionId);
    if (query.after !== undefined) page.where('id', '>', query.after).orderBy('id', 'asc');
    else {
      if (query.before !== undefined) page.where('id', '<', query.before);
      page.orderBy('id', 'desc');
    }
    // The page is read beside the connection and dropped unread if the reader is not a side of it.
    const [connection, read] = await Promise.all([this.participantsOf(reader.id, connectionId), page.limit(limit + 1) as Promise<MessageRow[]>]);
    let rows = read;
    let nextCursor: number | null = null;
    let newerCursor: number | null = null;
    if (rows.length > limit) {
      rows = rows.slice(0, limit);
      if (query.after !== undefined) newerCursor = rows[rows.length - 1]!.id;
      else nextCursor = rows[rows.length - 1]!.id;
    }
    if (query.after === undefined) rows.reverse();
    const otherId = connection.requesterId === reader.id ? connection.recipientId : connection.requesterId;
    const [other, attachments] = await Promise.all([
      profileRows(knex, [otherId]).then(([row]) => row),
      messageAttachments(knex, rows.map((m) => m.id), { id: reader.id }),
    ]);
    const profiles = new Map([[reader.id, publicOrNull(reader)], [otherId, publicOrNull(other)]]);
    return {
      messages: rows.map((row) => toMessageWithSender(row, profiles.get(row.senderId) ?? null, attachments.get(row.id))),
      nextCursor,
      newerCursor,
    };
  }

  /** GET /api/messages: own messages, sent and received, newest first (one ordered index walk per side). */
  async listOwn(userId: number, query: OwnMessagesQuery): Promise<MessageWithSender[]> {
    const { knex } = this.deps;
    const side = (column: 'senderId' | 'recipientId') => {
      const q = Message.query(knex).where(column, userId).orderBy('id', 'desc').limit(query.limit);
      if (query.before !== undefined) q.where('id', '<', query.before);
      return q;
    };
    const [sent, received] = await Promise.all([side('senderId'), side('recipientId')]);
    const rows = [...sent, ...received].sort((a, b) => b.id - a.id).slice(0, query.limit);
    const [profiles, attachments] = await Promise.all([this.profiles(rows.map((m) => m.senderId)), messageAttachments(knex, rows.map((m) => m.id), { id: userId })]);
    return rows.map((m) => toMessageWithSender(m, profiles.get(m.senderId) ?? null, attachments.get(m.id)));
  }

  /** Marks the other party's messages in the thread read; tells both sides (all their tabs) when anything changed. */
  async markRead(userId: number, connectionId: number): Promise<MarkReadResult> {
    const { knex } = this.deps;
    const connection = await this.participantsOf(userId, connectionId);
    const marked = await knex('messages').where({ connectionId: connection.id, recipientId: userId, read: false }).update({ read: true });
    const newest = await knex('messages').where({ connectionId: connection.id, recipientId: userId }).max({ id: 'id' }).first();
    const lastReadId = newest?.id ? Number(newest.id) : null;
    if (marked > 0) {
      const otherId = connection.requesterId === userId ? connection.recipientId : connection.requesterId;
      this.deps.realtime.toUser([otherId, userId], 'messages_read', { connectionId: connection.id, readerId: userId, lastReadId });
      await this.deps.events.announce({ type: 'messages-read', userId, connectionId: connection.id });
    }
    return { connectionId: connection.id, marked, lastReadId };
  }

  /** Unread messages addressed to the user, per connection (only those with any) and in total. */
  async unreadCounts(userId: number): Promise<UnreadCounts> {
    const rows: Array<{ connectionId: number; count: number | string }> = await unreadTo(this.deps.knex, userId)
      .groupBy('messages.connectionId')
      .select('messages.connectionId')
      .count({ count: '*' });
    const connections = rows.map((r) => ({ connectionId: Number(r.connectionId), count: Number(r.count) })).sort((a, b) => a.connectionId - b.connectionId);
    return { total: connections.reduce((sum, c) => sum + c.count, 0), connections };
  }

  /** Newest message and unread count per connection of the user: one grouped query for the newest ids. */
  async summaries(userId: number): Promise<MessageSummaryList> {
    const { knex } = this.deps;
    const mine = knex('connections').select('id').where('requesterId', userId).orWhere('recipientId', userId);
    const newest: Array<{ connectionId: number; id: number | string }> = await knex('messages')
      .whereIn('connectionId', mine)
      .groupBy('connectionId')
      .select('connectionId')
      .max({ id: 'id' });
    if (!newest.length) return [];
    const rows = await Message.query(knex).whereIn('id', newest.map((n) => Number(n.id)));
    const [profiles, unread, attachments] = await Promise.all([
      this.profiles(rows.map((m) => m.senderId)),
      this.unreadCounts(userId),
      messageAttachments(knex, rows.map((m) => m.id), { id: userId }),
    ]);
    const unreadBy = new Map(unread.connections.map((c) => [c.connectionId, c.count]));
    return rows
      .sort((a, b) => b.id - a.id)
      .map((m) => ({ connectionId: m.connectionId!, lastMessage: toMessageWithSender(m, profiles.get(m.senderId) ?? null, attachments.get(m.id)), unread: unreadBy.get(m.connectionId!) ?? 0 }));
  }

  /** Whom a typing indicator in this connection goes to: the other side of an accepted connection (same errors as send). */
  async typingTarget(userId: number, connectionId: number): Promise<number> {
    const connection = await this.participantsOf(userId, connectionId);
    if (connection.status === 'pending') throw forbidden(MESSAGE_ERRORS.pending);
    if (connection.status === 'rejected') throw forbidden(MESSAGE_ERRORS.rejected);
    return connection.requesterId === userId ? connection.recipientId : connection.requesterId;
  }

  private async participantsOf(userId: number, connectionId: number): Promise<Participants> {
    // A plain row: read on every send and thread read, where the model's query builder cost more than the statement.
    const connection: Participants | undefined = await this.deps.knex('connections').where('id', connectionId).first('id', 'requesterId', 'recipientId', 'status');
    if (!connection || (connection.requesterId !== userId && connection.recipientId !== userId)) throw notFound(MESSAGE_ERRORS.connectionNotFound);
    return connection;
  }

  private async profiles(userIds: number[]): Promise<Map<number, PublicUser | null>> {
    const ids = [...new Set(userIds)];
    if (!ids.length) return new Map();
    const users = await profileRows(this.deps.knex, ids);
    return new Map(users.map((u) => [u.id, publicOrNull(u)]));
  }
}

/** The messages addressed to the member in conversations that they have not read. */
const unreadTo = (db: Knex, userId: number) =>
  db('messages').where({ 'messages.recipientId': userId, 'messages.read': false }).whereNotNull('messages.connectionId');

/** One conversation's unread messages for the notification mails: who wrote, how many, the newest when (ISO). */
export interface UnreadConversation {
  connectionId: number;
  senderId: number;
  senderName: string;
  count: number;
  newestAt: string;
}

/**
 * The member's unread messages per conversation, newest first, for the notification mails. Accepted
 * connections only: a pending request's text is told as the request itself. Senders whose account is
 * closed are left out (nobody to answer).
 */
export async function unreadMessagesFor(db: Knex, userId: number): Promise<UnreadConversation[]> {
  const rows: Array<{ connectionId: number; senderId: number; senderName: string; count: number | string; newestAt: unknown }> = await unreadTo(db, userId)
    .join('connections', 'connections.id', 'messages.connectionId')
    .join('users', 'users.id', 'messages.senderId')
    .where('connections.status', 'accepted')
    .whereNull('users.deactivatedAt')
    .groupBy('messages.connectionId', 'messages.senderId', 'users.fullName')
    .select('messages.connectionId', 'messages.senderId', 'users.fullName as senderName')
    .count({ count: '*' })
    .max({ newestAt: 'messages.createdAt' });
  return rows
    .map((row) => ({ connectionId: Number(row.connectionId), senderId: Number(row.senderId), senderName: String(row.senderName), count: Number(row.count), newestAt: toDate(row.newestAt).toISOString() }))
    .sort((a, b) => b.newestAt.localeCompare(a.newestAt) || a.connectionId - b.connectionId);
}

/**
 * Whether two members have talked: each has sent the other at least one message, in any connection
 * between them. A connection request's own text alone is one side talking, not a conversation.
 * Other modules (product reviews) ask this instead of reading the messages table.
 */
export async function haveConversed(db: Knex, memberId: number, otherId: number): Promise<boolean> {
  const wrote = async (senderId: number, recipientId: number) => Boolean(await db('messages').where({ senderId, recipientId }).first('id'));
  return (await wrote(memberId, otherId)) && (await wrote(otherId, memberId));
}
