import { z } from 'zod';
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from '../constants/roles.ts';
import { bodyId } from '../schemas/ids.ts';
import { connectionDetailSchema } from '../schemas/connection-schemas.ts';
import type { FileStatusEvent } from '../schemas/file-schemas.ts';
import type { NotificationEvent, NotificationsReadEvent } from '../schemas/notification-schemas.ts';
import { MESSAGE_ERRORS, messageWithSenderSchema, sendMessageSchema, type MessageWithSender } from '../schemas/message-schemas.ts';

/**
 * The Socket.IO protocol at /ws. Identity is the session's user, fixed at the
 * handshake (cookie, or the desktop's bearer token in `auth.token`); no frame can change it.
 *
 * Client -> server (every payload is validated with the schemas below; a bad one is answered with an
 * `error` frame, and with `{ok: false, error}` when the client asked for an acknowledgement):
 * - authenticate {userId?}                               -> authenticated {userId} | error 'Authentication required' / 'User not found'
 * - message {connectionId, recipientId, content, clientMessageId?} [ack]
 *                                                        -> once the message is stored: the acknowledgement {ok, message} is this
 *                                                           socket's only copy (no message_sent echo; without an ack it hears
 *                                                           nothing back); new_message {message} to the recipient's sockets and
 *                                                           the sender's other sockets (each socket hears of it once). A retry
 *                                                           with the same clientMessageId is stored once and only
 *                                                           re-acknowledged (no second new_message).
 * - typing {connectionId, recipientId, isTyping}         -> typing_status {connectionId, userId, isTyping} to the other party
 * - mark_read {connectionId} [ack]                       -> same as POST /api/messages/connection/:id/read
 * - ping                                                 -> pong
 *
 * Server -> client, besides the answers above:
 * - messages_read {connectionId, readerId, lastReadId}   to both parties when one of them reads the thread
 * - connection_request {connection}                      to the recipient of a new request
 * - connection_updated {connection, action}              to both parties: accepted, rejected or withdrawn
 * - plan_changed {plan, status}                          to every socket of a member whose plan or its terms changed,
 *                                                           once the change is committed (refetch the user and billing)
 * - file_status {fileId, name, scanStatus, uploaderId}   to the uploader's sockets (and a sent file's other side) once its scan, then a model's geometry, is done
 *                                                           (clean, or infected and quarantined)
 */

export const SOCKET_ERROR_CODES = ['unauthenticated', 'invalid', 'forbidden', 'not_found', 'conflict', 'rate_limited', 'server_error'] as const;
export type SocketErrorCode = (typeof SOCKET_ERROR_CODES)[number];

const id = z.int().positive();

// ---------------------------------------------------------------- client -> server

/** authenticate {userId}: only ever answered for the session's own user. */
export const authenticateFrameSchema = z.object({ userId: bodyId(MESSAGE_ERRORS.userNotFound).optional() }).optional().nullable();
export type AuthenticateFrame = z.input<typeof authenticateFrameSchema>;

/** message {connectionId, recipientId, content} plus the optional client id. */
export const messageFrameSchema = sendMessageSchema;
export type MessageFrame = z.input<typeof messageFrameSchema>;

/** typing {connectionId, recipientId, isTyping}. */
export const typingFrameSchema = z.object({
  connectionId: bodyId(MESSAGE_ERRORS.noConnection),
  recipientId: bodyId(MESSAGE_ERRORS.noRecipient),
  isTyping: z.boolean({ error: MESSAGE_ERRORS.invalidFrame }),
});
export type TypingFrame = z.input<typeof typingFrameSchema>;

/** mark_read {connectionId}: the other party's messages in that thread become read. */
export const markReadFrameSchema = z.object({
  connectionId: bodyId(MESSAGE_ERRORS.noConnection),
});
export type MarkReadFrame = z.input<typeof markReadFrameSchema>;

// ---------------------------------------------------------------- server -> client

export const authenticatedEventSchema = z.object({ userId: id });
export type AuthenticatedEvent = z.infer<typeof authenticatedEventSchema>;

/** error {message}; `code` says what kind, `clientMessageId` which optimistic message failed, `event` which frame. */
export const socketErrorSchema = z.object({
  message: z.string(),
  code: z.enum(SOCKET_ERROR_CODES).optional(),
  event: z.string().optional(),
  clientMessageId: z.string().nullable().optional(),
});
export type SocketError = z.infer<typeof socketErrorSchema>;

export const newMessageEventSchema = z.object({ message: messageWithSenderSchema });
export type NewMessageEvent = z.infer<typeof newMessageEventSchema>;

/** To the sender's other sockets once a socket send is stored: their own message, from another tab or device (the sending socket has its ack). */
export const messageSentEventSchema = z.object({ clientMessageId: z.string().nullable(), message: messageWithSenderSchema });
export type MessageSentEvent = z.infer<typeof messageSentEventSchema>;

/** typing_status {connectionId, isTyping}, plus who is typing. */
export const typingStatusEventSchema = z.object({ connectionId: id, userId: id, isTyping: z.boolean() });
export type TypingStatusEvent = z.infer<typeof typingStatusEventSchema>;

/** `readerId` read every message up to `lastReadId` in the thread (to the other party and the reader's other tabs). */
export const messagesReadEventSchema = z.object({ connectionId: id, readerId: id, lastReadId: id.nullable() });
export type MessagesReadEvent = z.infer<typeof messagesReadEventSchema>;

export const connectionRequestEventSchema = z.object({ connection: connectionDetailSchema });
export type ConnectionRequestEvent = z.infer<typeof connectionRequestEventSchema>;

export const CONNECTION_UPDATE_ACTIONS = ['accepted', 'rejected', 'withdrawn'] as const;
/** `connection` as it is after the change (for withdrawn: as it was; the row and its thread are gone). */
export const connectionUpdatedEventSchema = z.object({ connection: connectionDetailSchema, action: z.enum(CONNECTION_UPDATE_ACTIONS) });
export type ConnectionUpdatedEvent = z.infer<typeof connectionUpdatedEventSchema>;

/** The member's plan as it is now; the billing details (period end, cancellation) are read from the billing endpoint. */
export const planChangedEventSchema = z.object({ plan: z.enum(SUBSCRIPTION_PLANS), status: z.enum(SUBSCRIPTION_STATUSES) });
export type PlanChangedEvent = z.infer<typeof planChangedEventSchema>;

export { fileStatusEventSchema, type FileStatusEvent } from '../schemas/file-schemas.ts';
export { notificationEventSchema, notificationsReadEventSchema, type NotificationEvent, type NotificationsReadEvent } from '../schemas/notification-schemas.ts';

// ---------------------------------------------------------------- acknowledgements

export type SendMessageAck = { ok: true; message: MessageWithSender } | { ok: false; error: SocketError };
export type MarkReadAck = { ok: true; connectionId: number; marked: number; lastReadId: number | null } | { ok: false; error: SocketError };

// ---------------------------------------------------------------- event maps (socket.io generics)

export interface ClientToServerEvents {
  authenticate: (payload?: AuthenticateFrame) => void;
  message: (payload: MessageFrame, ack?: (result: SendMessageAck) => void) => void;
  typing: (payload: TypingFrame) => void;
  mark_read: (payload: MarkReadFrame, ack?: (result: MarkReadAck) => void) => void;
  ping: () => void;
}

export interface ServerToClientEvents {
  authenticated: (payload: AuthenticatedEvent) => void;
  error: (payload: SocketError) => void;
  new_message: (payload: NewMessageEvent) => void;
  /** No longer sent (a socket send's acknowledgement carries it); kept for clients built to handle it. */
  message_sent: (payload: MessageSentEvent) => void;
  typing_status: (payload: TypingStatusEvent) => void;
  messages_read: (payload: MessagesReadEvent) => void;
  connection_request: (payload: ConnectionRequestEvent) => void;
  connection_updated: (payload: ConnectionUpdatedEvent) => void;
  plan_changed: (payload: PlanChangedEvent) => void;
  file_status: (payload: FileStatusEvent) => void;
  notification: (payload: NotificationEvent) => void;
  notifications_read: (payload: NotificationsReadEvent) => void;
  pong: () => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

/** The room every socket of a user joins (all tabs and devices, on every server process). */
export const userRoom = (userId: number) => `user:${userId}`;
