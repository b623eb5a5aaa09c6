import { io, type Socket } from 'socket.io-client';
import type { z } from 'zod';
import { SOCKET_PATH } from '#shared/api/api-paths.ts';
import {
  connectionRequestEventSchema, connectionUpdatedEventSchema, fileStatusEventSchema,
  notificationEventSchema,
  notificationsReadEventSchema, messagesReadEventSchema, messageSentEventSchema, newMessageEventSchema, planChangedEventSchema,
  socketErrorSchema, typingStatusEventSchema, type ClientToServerEvents, type ServerEventPayload, type ServerToClientEvents,
} from '#shared/api/realtime-events.ts';
import { MESSAGE_ERRORS } from '#shared/schemas/message-schemas.ts';
import { apiUrl, resolveTransport } from '../api/api-transport.ts';
import type { AppStore } from '../store/store.ts';
import { openHandlerSession, type RealtimeEventName, type RealtimeStatus } from './realtime-handlers.ts';

/** Reconnect up to 5 attempts, 3000 ms apart; ping every 30 s. */
export const RECONNECT_ATTEMPTS = 5;
export const RECONNECT_DELAY_MS = 3000;
export const PING_INTERVAL_MS = 30_000;

export const CONNECTION_FAILED_TEXT = 'Connection failed after multiple attempts. Please refresh the page.';

/** Connection alerts the host turns into toasts. */
export type RealtimeAlert = { kind: 'lost' } | { kind: 'failed' } | { kind: 'auth'; message: string } | { kind: 'error'; message: string };

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type ClientEvent = keyof ClientToServerEvents;
type FrameOf<E extends ClientEvent> = Parameters<ClientToServerEvents[E]>[0];
type AckOf<E extends ClientEvent> = NonNullable<Parameters<ClientToServerEvents[E]>[1]> extends (result: infer R) => void ? R : never;

/** Every event handed to features, with the shared schema it must pass first (a newer or broken server's are dropped). */
const EVENT_SCHEMAS: { [E in RealtimeEventName]: z.ZodType<ServerEventPayload<E>> } = {
  new_message: newMessageEventSchema,
  message_sent: messageSentEventSchema,
  typing_status: typingStatusEventSchema,
  messages_read: messagesReadEventSchema,
  connection_request: connectionRequestEventSchema,
  connection_updated: connectionUpdatedEventSchema,
  plan_changed: planChangedEventSchema,
  file_status: fileStatusEventSchema,
  notification: notificationEventSchema,
  notifications_read: notificationsReadEventSchema,
};

const alertListeners = new Set<(alert: RealtimeAlert) => void>();
export function onRealtimeAlert(listener: (alert: RealtimeAlert) => void): () => void {
  alertListeners.add(listener);
  return () => void alertListeners.delete(listener);
}
const alert = (value: RealtimeAlert) => alertListeners.forEach((listener) => listener(value));

const AUTH_ERRORS: readonly string[] = [MESSAGE_ERRORS.userNotFound, MESSAGE_ERRORS.authenticationRequired];

/**
 * One socket per signed-in session: opened after login by the realtime host, closed at logout.
 * Plumbing only: connect, authenticate, ping, reconnect and report the state; each server event is
 * checked against its shared schema and handed to the handlers the features registered
 * (realtime-handlers.ts), which keep their own caches current.
 */
export class RealtimeConnection {
  private readonly socket: AppSocket;
  private readonly userId: number;
  private readonly handlers: ReturnType<typeof openHandlerSession>;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private connectedOnce = false;
  private wasAuthenticated = false;
  private current: RealtimeStatus = 'connecting';
  private closed = false;

  constructor(store: AppStore, userId: number) {
    this.userId = userId;
    this.handlers = openHandlerSession({ store, userId });
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
    return this.socket.connected && this.current === 'authenticated';
  }

  close() {
    this.closed = true;
    clearInterval(this.pingTimer);
    this.socket.removeAllListeners();
    this.socket.io.removeAllListeners();
    this.socket.disconnect();
    this.handlers.close();
    delete document.documentElement.dataset.realtime;
  }

  /** A frame without acknowledgement; false when the socket is not authenticated (the caller uses HTTP then). */
  emit<E extends Exclude<ClientEvent, 'authenticate' | 'ping'>>(event: E, payload: FrameOf<E>): boolean {
    if (!this.authenticated) return false;
    (this.socket.emit as (event: string, payload: unknown) => void)(event, payload);
    return true;
  }

  /** A frame with its acknowledgement; rejects on a timeout or a lost socket. */
  emitWithAck<E extends 'message' | 'mark_read'>(event: E, payload: FrameOf<E>, timeoutMs: number): Promise<AckOf<E>> {
    return (this.socket.timeout(timeoutMs).emitWithAck as (event: string, payload: unknown) => Promise<AckOf<E>>)(event, payload);
  }

  private status(status: RealtimeStatus, attempt = 0, error?: string | null) {
    this.current = status;
    this.handlers.each((handlers) => handlers.status?.({ status, attempt, error }));
    // Observable state for tooling and the browser tests (no behaviour depends on it).
    document.documentElement.dataset.realtime = status;
  }

  private wire() {
    const { socket } = this;

    socket.on('connect', () => {
      // After opening, the authenticate frame with the user's id.
      socket.emit('authenticate', { userId: this.userId });
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => socket.connected && socket.emit('ping'), PING_INTERVAL_MS);
      const reconnect = this.connectedOnce;
      this.connectedOnce = true;
      // Whatever happened while we were away is each feature's to fetch again.
      this.handlers.each((handlers) => handlers.connected?.(reconnect));
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
      // A frame's own failure is answered through its acknowledgement (or not at all); anything else is shown inline.
      if ('event' in frame && frame.event && frame.event !== 'authenticate') return;
      this.status(this.current === 'authenticated' ? 'authenticated' : 'closed', 0, frame.message);
    });

    for (const event of Object.keys(EVENT_SCHEMAS) as RealtimeEventName[]) this.route(event);
  }

  private route<E extends RealtimeEventName>(event: E) {
    const schema = EVENT_SCHEMAS[event];
    (this.socket.on as (event: string, listener: (raw: unknown) => void) => void)(event, (raw) => {
      const parsed = schema.safeParse(raw);
      if (parsed.success) this.handlers.each((handlers) => handlers.on?.[event]?.(parsed.data));
    });
  }
}

let active: RealtimeConnection | null = null;

/** The session's socket, or null when signed out. */
export const realtimeConnection = () => active;

/** Starts the session's socket (after login); returns the stop function (logout, another user). */
export function startRealtime(store: AppStore, userId: number): () => void {
  active?.close();
  const connection = new RealtimeConnection(store, userId);
  active = connection;
  return () => {
    connection.close();
    if (active === connection) active = null;
  };
}
