import dayjs from 'dayjs';
import { ROLE_LABELS } from '#shared/constants/roles.ts';
import type { ConnectionDetail } from '#shared/schemas/connection-schemas.ts';
import type { FileView } from '#shared/schemas/file-schemas.ts';
import type { MessageWithSender } from '#shared/schemas/message-schemas.ts';
import type { PublicUser } from '#shared/schemas/user-schemas.ts';

/**
 * Pure messaging logic: the thread cache merge, day grouping, previews, the unread-dot
 * rule and the connections-panel filters. No React, no store: unit-tested in message-logic.test.ts.
 */

/** Preview lengths (toast, connections list) and how long the unread dot shows. */
export const TOAST_PREVIEW_LENGTH = 50;
export const LAST_MESSAGE_PREVIEW_LENGTH = 30;
export const UNREAD_DOT_WINDOW_MS = 60 * 60 * 1000;

/** A message as the thread shows it: stored (id > 0) or optimistic (id < 0, pending or failed). */
export interface ChatMessage extends MessageWithSender {
  delivery?: 'pending' | 'failed';
  /** Why a failed send failed (the server's message). */
  failure?: string;
}

/** One cached thread: every message loaded so far, oldest first, and the cursor for older ones. */
export interface ThreadCache {
  messages: ChatMessage[];
  nextCursor: number | null;
}

const isStored = (message: ChatMessage) => message.id > 0;
const sameClientId = (a: ChatMessage, b: ChatMessage) => a.clientMessageId !== null && a.clientMessageId === b.clientMessageId && a.senderId === b.senderId;

/**
 * Adds or replaces one message, keeping stored messages in id order with the optimistic ones after
 * them. A stored message replaces any row with its id or its (sender, clientMessageId); an optimistic
 * one never replaces a stored row (the server already answered) and updates its own earlier row.
 */
export function upsertMessage(list: readonly ChatMessage[], incoming: ChatMessage): ChatMessage[] {
  if (!isStored(incoming)) {
    if (list.some((row) => isStored(row) && sameClientId(row, incoming))) return [...list];
    const at = list.findIndex((row) => !isStored(row) && sameClientId(row, incoming));
    if (at >= 0) return list.map((row, index) => (index === at ? incoming : row));
    return [...list, incoming];
  }
  const rest = list.filter((row) => row.id !== incoming.id && !sameClientId(row, incoming));
  const stored = rest.filter(isStored);
  const optimistic = rest.filter((row) => !isStored(row));
  let index = stored.length;
  while (index > 0 && stored[index - 1]!.id > incoming.id) index--;
  stored.splice(index, 0, incoming);
  return [...stored, ...optimistic];
}

/** Merges a batch (a page, a catch-up, socket events): each message appears exactly once. */
export function mergeMessages(list: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  return incoming.reduce<ChatMessage[]>((acc, message) => upsertMessage(acc, message), [...list]);
}

/** The newest stored message id held (the reconnect catch-up asks for what came after it). */
export function lastStoredId(list: readonly ChatMessage[]): number | null {
  let last: number | null = null;
  for (const message of list) if (isStored(message) && (last === null || message.id > last)) last = message.id;
  return last;
}

/** Marks an optimistic row failed (or pending again for a retry); unknown ids leave the list unchanged. */
export function setDelivery(list: readonly ChatMessage[], clientMessageId: string, delivery: 'pending' | 'failed', failure?: string): ChatMessage[] {
  return list.map((row) => (!isStored(row) && row.clientMessageId === clientMessageId ? { ...row, delivery, failure: delivery === 'failed' ? failure : undefined } : row));
}

/** The optimistic row shown the moment a message is sent. */
export function optimisticMessage(input: {
  connectionId: number;
  recipientId: number;
  content: string;
  clientMessageId: string;
  sender: PublicUser;
  attachments?: FileView[];
  now?: number;
}): ChatMessage {
  const now = input.now ?? Date.now();
  return {
    id: -now,
    senderId: input.sender.id,
    recipientId: input.recipientId,
    connectionId: input.connectionId,
    content: input.content,
    read: false,
    clientMessageId: input.clientMessageId,
    attachments: input.attachments ?? [],
    createdAt: new Date(now).toISOString(),
    sender: input.sender,
    delivery: 'pending',
  };
}

// ---------------------------------------------------------------- grouping and formatting

/** Thread grouping label: 'Today', 'Yesterday', the weekday within a week, else a weekday date. */
export function dayLabel(value: string | number | Date, now: number = Date.now()): string {
  const day = dayjs(value).startOf('day');
  const today = dayjs(now).startOf('day');
  const diff = today.diff(day, 'day');
  if (diff <= 0) return 'Today';
  if (diff === 1) return 'Yesterday';
  if (diff < 7) return day.format('dddd');
  return day.year() === today.year() ? day.format('dddd, MMMM D') : day.format('dddd, MMMM D, YYYY');
}

export interface DayGroup<T> {
  key: string;
  label: string;
  messages: T[];
}

/** Consecutive messages of the same calendar day (local time), in order. */
export function groupByDay<T extends { createdAt: string }>(messages: readonly T[], now: number = Date.now()): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const message of messages) {
    const key = dayjs(message.createdAt).format('YYYY-MM-DD');
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.messages.push(message);
    else groups.push({ key, label: dayLabel(message.createdAt, now), messages: [message] });
  }
  return groups;
}

/** Whitespace collapsed, cut to `max` characters including the '...' when longer. */
function cut(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 3)}...` : flat;
}

/** The connections list shows 30 characters (27 plus '...'). */
export const lastMessagePreview = (text: string) => cut(text, LAST_MESSAGE_PREVIEW_LENGTH);

/** A new-message toast shows 50 characters, then an ellipsis. */
export function toastPreview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > TOAST_PREVIEW_LENGTH ? `${flat.slice(0, TOAST_PREVIEW_LENGTH)}...` : flat;
}

/** Unread dot: the last message is from the other party and under one hour old. */
export function showUnreadDot(last: Pick<MessageWithSender, 'senderId' | 'createdAt'> | null | undefined, meId: number, now: number = Date.now()): boolean {
  if (!last || last.senderId === meId) return false;
  const age = now - Date.parse(last.createdAt);
  return age >= -60_000 && age < UNREAD_DOT_WINDOW_MS;
}

/** A message whose sender is gone reads 'Unknown User'. */
export const senderName = (message: Pick<MessageWithSender, 'sender'>) => message.sender?.fullName ?? 'Unknown User';

// ---------------------------------------------------------------- connections panel

export type ConnectionTab = 'all' | 'active' | 'pending';

/** The other side of a connection, seen from `meId` (null when that account is gone). */
export function partnerOf(connection: Pick<ConnectionDetail, 'requesterId' | 'requester' | 'recipient'>, meId: number): PublicUser | null {
  return connection.requesterId === meId ? connection.recipient : connection.requester;
}

export const partnerIdOf = (connection: Pick<ConnectionDetail, 'requesterId' | 'recipientId'>, meId: number) =>
  connection.requesterId === meId ? connection.recipientId : connection.requesterId;

/** 'Search contacts...': name, company or role (its label or its key). */
export function matchesSearch(partner: PublicUser | null, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  const haystack = partner ? [partner.fullName, partner.companyName ?? '', ROLE_LABELS[partner.role], partner.role] : ['Unknown User'];
  return haystack.some((field) => field.toLowerCase().includes(needle));
}

export function inTab(connection: Pick<ConnectionDetail, 'status'>, tab: ConnectionTab): boolean {
  if (tab === 'active') return connection.status === 'accepted';
  if (tab === 'pending') return connection.status === 'pending';
  return true;
}

/** Last activity of a connection: its newest message, else the connection itself. */
export function lastActivity(connection: Pick<ConnectionDetail, 'createdAt' | 'updatedAt'>, last: Pick<MessageWithSender, 'createdAt'> | undefined): number {
  return Math.max(Date.parse(last?.createdAt ?? ''), Date.parse(connection.updatedAt), Date.parse(connection.createdAt)) || 0;
}

/** Which empty state the list shows (variants of 'No connections found'). */
export function emptyListHint(total: number, tab: ConnectionTab, search: string): string {
  if (total === 0) return 'Connect with partners to start messaging';
  if (search.trim()) return `No contacts match "${search.trim()}"`;
  if (tab === 'pending') return 'No pending requests';
  if (tab === 'active') return 'No active connections yet';
  return 'Connect with partners to start messaging';
}
