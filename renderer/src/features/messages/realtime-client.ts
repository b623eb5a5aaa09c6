import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '#shared/api/api-paths.ts';
import type { ClientToServerEvents, SendMessageAck, ServerToClientEvents } from '#shared/api/realtime-events.ts';
import {
  connectionRequestEventSchema, connectionUpdatedEventSchema, messagesReadEventSchema, messageSentEventSchema, newMessageEventSchema, socketErrorSchema,
  typingStatusEventSchema,
} from '#shared/api/realtime-events.ts';
import type { ConnectionDetail } from '#shared/schemas/connection-schemas.ts';
import { MESSAGE_ERRORS, type MessageWithSender } from '#shared/schemas/message-schemas.ts';
import { apiUrl, resolveTransport } from '../../lib/api/api-transport.ts';
import type { AppStore } from '../../lib/store/store.ts';
import { dashboardApi } from '../dashboard/index.ts';
import { publishNotification } from '../notifications/index.ts';
import { partnersApi } from '../partners/index.ts';
import { partnerOf, toastPreview } from './message-logic.ts';
import { cachedThreadIds, catchUpThread, mergeIntoThread, messagesApi, socketEpoch, SUMMARY_TAG } from './messages-api.ts';
import { selectRealtime, statusChanged, typingChanged } from './realtime-slice.ts';

/** Reconnect up to 5 attempts, 3000 ms apart; ping every 30 s. */
export const RECONNECT_ATTEMPTS = 5;
export const RECONNECT_DELAY_MS = 3000;
export const PING_INTERVAL_MS = 30_000;
/** How long a socket send waits for its acknowledgement before trying the HTTP fallback. */
const ACK_TIMEOUT_MS = 8000;

export const CONNECTION_FAILED_TEXT = 'Connection failed after multiple attempts. Please refresh the page.';

/** Connection alerts the host turns into toasts. */
export type RealtimeAlert = { kind: 'lost' } | { kind: 'failed' } | { kind: 'auth'; message: string } | { kind: 'error'; message: string };

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const alertListeners = new Set<(alert: RealtimeAlert) => void>();
export function onRealtimeAlert(listener: (alert: RealtimeAlert) => void): () => void {
  alertListeners.add(listener);
  return () => void alertListeners.delete(listener);
}
const alert = (value: RealtimeAlert) => alertListeners.forEach((listener) => listener(value));

const AUTH_ERRORS: readonly string[] = [MESSAGE_ERRORS.userNotFound, MESSAGE_ERRORS.authenticationRequired];

/**
 * One socket per signed-in session: created after login by the RealtimeHost,
 * closed at logout. Socket events become RTK Query cache updates; after every (re)connect each
 * cached thread fetches what came after the newest message it holds.
 */
export class RealtimeClient {
  private readonly socket: AppSocket;
  private readonly store: AppStore;
  private readonly user: { id: number };
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private connectedOnce = false;
  private wasAuthenticated = false;
  private dashboardTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  constructor(store: AppStore, userId: number) {
    this.store = store;
    this.user = { id: userId };
    const transport = resolveTransport();
    const origin = apiUrl('/', transport).replace(/\/$/, '');
    this.socket = io(origin || undefined, {
      path: SOCKET_PATH,
      // Desktop: no cookie; the shell's main process adds the session to the socket's requests.
      withCredentials: !transport.desktop,
      reconnection: true,
      reconnectionAttempts: RECONNECT_ATTEMPTS,
      reconnectionDelay: RECONNECT_DELAY_MS,
      reconnectionDelayMax: RECONNECT_DELAY_MS,
      randomizationFactor: 0,
      autoConnect: false,
    }) as AppSocket;
    this.wire();
    this.status('connecting');
    this.socket.connect();
  }

  get authenticated(): boolean {
    return this.socket.connected && selectRealtime(this.store.getState()).status === 'authenticated';
  }

  close() {
    this.closed = true;
    clearInterval(this.pingTimer);
    clearTimeout(this.dashboardTimer);
    this.socket.removeAllListeners();
    this.socket.io.removeAllListeners();
    this.socket.disconnect();
    delete document.documentElement.dataset.realtime;
  }

  /** The `message` frame with its acknowledgement; rejects on a timeout or a lost socket (the caller falls back to HTTP). */
  sendFrame(payload: { connectionId: number; recipientId: number; content: string; clientMessageId: string }): Promise<SendMessageAck> {
    return this.socket.timeout(ACK_TIMEOUT_MS).emitWithAck('message', payload);
  }

  typing(connectionId: number, recipientId: number, isTyping: boolean) {
    if (this.authenticated) this.socket.emit('typing', { connectionId, recipientId, isTyping });
  }

  /** mark_read over the socket; false when it could not be sent (use HTTP then). */
  markRead(connectionId: number): boolean {
    if (!this.authenticated) return false;
    this.socket.emit('mark_read', { connectionId });
    return true;
  }

  private status(status: 'connecting' | 'authenticated' | 'closed' | 'failed', attempt = 0, error?: string | null) {
    this.store.dispatch(statusChanged({ status, attempt, error }));
    // Observable state for tooling and the browser tests (no behaviour depends on it).
    document.documentElement.dataset.realtime = status;
  }

  private wire() {
    const { socket } = this;
    const dispatch = this.store.dispatch;
    const getState = this.store.getState;

    socket.on('connect', () => {
      socketEpoch.value++;
      // After opening, the authenticate frame with the user's id.
      socket.emit('authenticate', { userId: this.user.id });
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => socket.connected && socket.emit('ping'), PING_INTERVAL_MS);
      const reconnect = this.connectedOnce;
      this.connectedOnce = true;
      // Whatever happened while we were away: each cached thread, the previews, the connections.
      for (const id of cachedThreadIds(getState)) void catchUpThread(dispatch, getState, id).catch(() => undefined);
      if (reconnect) dispatch(messagesApi.util.invalidateTags([SUMMARY_TAG, { type: 'Connection', id: 'LIST' }]));
    });

    socket.on('authenticated', () => {
      this.wasAuthenticated = true;
      this.status('authenticated', 0, null);
    });

    socket.on('disconnect', (reason) => {
      clearInterval(this.pingTimer);
      if (this.closed) return;
      const clean = reason === 'io client disconnect';
      this.status(clean ? 'closed' : 'connecting', 0);
      if (!clean && this.wasAuthenticated) alert({ kind: 'lost' });
      this.wasAuthenticated = false;
      // The server closed it on purpose: Socket.IO does not reconnect by itself then.
      if (reason === 'io server disconnect') socket.connect();
    });

    socket.io.on('reconnect_attempt', (attempt) => this.status('connecting', attempt));
    socket.io.on('reconnect_failed', () => {
      this.status('failed', 0, CONNECTION_FAILED_TEXT);
      alert({ kind: 'failed' });
    });

    socket.on('connect_error', (error) => {
      // Refused by the server's middleware: no automatic retry (socket.active is false).
      if (!socket.active) {
        this.status('failed', 0, MESSAGE_ERRORS.connectionError);
        alert({ kind: 'error', message: error.message || MESSAGE_ERRORS.connectionError });
      }
    });

    socket.on('error', (raw) => {
      const parsed = socketErrorSchema.safeParse(raw);
      const frame = parsed.success ? parsed.data : { message: MESSAGE_ERRORS.connectionError };
      if (AUTH_ERRORS.includes(frame.message)) {
        this.status('closed', 0, frame.message);
        alert({ kind: 'auth', message: frame.message });
        return;
      }
      // A failed send is reported through its acknowledgement; anything else is shown inline.
      if ('event' in frame && (frame.event === 'message' || frame.event === 'typing' || frame.event === 'mark_read')) return;
      this.store.dispatch(statusChanged({ status: selectRealtime(this.store.getState()).status === 'authenticated' ? 'authenticated' : 'closed', error: frame.message }));
    });

    socket.on('new_message', (raw) => {
      const parsed = newMessageEventSchema.safeParse(raw);
      if (parsed.success) this.receive(parsed.data.message, true);
    });

    socket.on('message_sent', (raw) => {
      const parsed = messageSentEventSchema.safeParse(raw);
      if (parsed.success) this.receive(parsed.data.message, false);
    });

    socket.on('typing_status', (raw) => {
      const parsed = typingStatusEventSchema.safeParse(raw);
      if (parsed.success && parsed.data.userId !== this.user.id) dispatch(typingChanged(parsed.data));
    });

    socket.on('messages_read', (raw) => {
      const parsed = messagesReadEventSchema.safeParse(raw);
      if (!parsed.success) return;
      const { connectionId, readerId, lastReadId } = parsed.data;
      const me = this.user.id;
      if (readerId === me) {
        dispatch(
          messagesApi.util.updateQueryData('getMessageSummaries', undefined, (draft) => {
            delete draft.unread[connectionId];
          }),
        );
      }
      dispatch(
        messagesApi.util.updateQueryData('getThread', connectionId, (draft) => {
          for (const message of draft.messages) {
            if (message.id > 0 && message.senderId !== readerId && (lastReadId === null || message.id <= lastReadId)) message.read = true;
          }
        }),
      );
    });

    socket.on('connection_request', (raw) => {
      const parsed = connectionRequestEventSchema.safeParse(raw);
      if (!parsed.success) return;
      const { connection } = parsed.data;
      this.upsertConnection(connection);
      // Its text is the first message of the new thread: refresh the previews once.
      dispatch(messagesApi.util.invalidateTags([SUMMARY_TAG]));
      const requester = connection.requester;
      publishNotification({
        kind: 'connection_request',
        title: 'New connection request',
        body: `${requester?.fullName ?? 'Unknown User'} wants to connect with you${connection.message ? `: ${toastPreview(connection.message)}` : '.'}`,
        path: `/messages/${connection.id}`,
        connection,
      });
    });

    socket.on('connection_updated', (raw) => {
      const parsed = connectionUpdatedEventSchema.safeParse(raw);
      if (!parsed.success) return;
      const { connection, action } = parsed.data;
      if (action === 'withdrawn') {
        dispatch(
          partnersApi.util.updateQueryData('getConnections', undefined, (draft) => draft.filter((row) => row.id !== connection.id)),
        );
        dispatch(messagesApi.util.invalidateTags([SUMMARY_TAG]));
      } else {
        this.upsertConnection(connection);
      }
      const other = partnerOf(connection, this.user.id);
      dispatch(partnersApi.util.invalidateTags([{ type: 'Connection', id: `user-${other?.id ?? 0}` }]));
      // Only the requester hears how their request was answered (the recipient gave the answer).
      if (action !== 'withdrawn' && connection.requesterId === this.user.id) {
        const name = connection.recipient?.fullName ?? 'Unknown User';
        publishNotification({
          kind: 'connection_updated',
          title: action === 'accepted' ? 'Connection accepted' : 'Connection declined',
          body: action === 'accepted' ? `${name} accepted your connection request.` : `${name} declined your connection request.`,
          path: `/messages/${connection.id}`,
          connection,
          action,
        });
      }
    });
  }

  private upsertConnection(connection: ConnectionDetail) {
    const { dispatch } = this.store;
    const held = partnersApi.endpoints.getConnections.select()(this.store.getState()).data;
    if (!held) return;
    dispatch(
      partnersApi.util.updateQueryData('getConnections', undefined, (draft) => {
        const at = draft.findIndex((row) => row.id === connection.id);
        if (at >= 0) draft[at] = connection;
        else draft.unshift(connection);
      }),
    );
    this.refreshDashboardSoon();
  }

  /** A stored message heard on the socket: into its thread, the previews and, for others' messages, a notification. */
  receive(message: MessageWithSender, fromOthers: boolean) {
    const { dispatch } = this.store;
    const connectionId = message.connectionId;
    if (connectionId === null) return;
    const me = this.user.id;
    mergeIntoThread(dispatch, connectionId, [message]);
    let isNew = false;
    dispatch(
      messagesApi.util.updateQueryData('getMessageSummaries', undefined, (draft) => {
        const held = draft.last[connectionId];
        if (held && held.id >= message.id) return;
        isNew = true;
        draft.last[connectionId] = message;
        if (message.senderId !== me && !message.read) draft.unread[connectionId] = (draft.unread[connectionId] ?? 0) + 1;
      }),
    );
    if (message.senderId !== me) {
      const typing = selectRealtime(this.store.getState()).typing[connectionId];
      if (typing === message.senderId) dispatch(typingChanged({ connectionId, userId: message.senderId, isTyping: false }));
    }
    this.refreshDashboardSoon();
    if (!fromOthers || message.senderId === me || !isNew) return;
    const inView = selectRealtime(this.store.getState()).viewing === connectionId && document.visibilityState === 'visible';
    const name = message.sender?.fullName ?? 'Unknown User';
    publishNotification({
      kind: 'message',
      title: 'New Message',
      body: `${name}: ${toastPreview(message.content)}`,
      path: `/messages/${connectionId}`,
      message,
      inView,
    });
  }

  /** The dashboard lists the latest messages and requests: refetched at most every 2 s while it is held. */
  private refreshDashboardSoon() {
    if (this.dashboardTimer) return;
    this.dashboardTimer = setTimeout(() => {
      this.dashboardTimer = undefined;
      if (dashboardApi.endpoints.getDashboard.select()(this.store.getState()).data) {
        void this.store.dispatch(dashboardApi.endpoints.getDashboard.initiate(undefined, { subscribe: false, forceRefetch: true }));
      }
    }, 2000);
  }
}

let active: RealtimeClient | null = null;

/** The session's socket client, or null when signed out. */
export const realtimeClient = () => active;

/** Starts the session's socket (after login); returns the stop function (logout, another user). */
export function startRealtime(store: AppStore, userId: number): () => void {
  active?.close();
  const client = new RealtimeClient(store, userId);
  active = client;
  return () => {
    client.close();
    if (active === client) active = null;
  };
}

