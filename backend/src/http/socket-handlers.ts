import type { ClientToServerEvents } from '#shared/api/realtime-events.ts';

/**
 * The socket's counterpart of a router, in the floor so modules can provide handlers without
 * knowing Socket.IO: realtime/socket-server.ts authenticates, rate-limits and routes each frame to
 * the handler registered for its event; the module decides what the frame means.
 */

/** Frames the transport answers itself; every other client frame is routed to a module. */
type TransportEvent = 'authenticate' | 'ping';
export type RoutedSocketEvent = Exclude<keyof ClientToServerEvents, TransportEvent>;

type AckOf<E extends RoutedSocketEvent> = NonNullable<Parameters<ClientToServerEvents[E]>[1]>;
/** What a handler returns: the success acknowledgement without its `ok` (the transport adds it), or nothing for frames without one. */
export type SocketAnswer<E extends RoutedSocketEvent> =
  [AckOf<E>] extends [never] ? void : AckOf<E> extends (result: infer R) => void ? Omit<Extract<R, { ok: true }>, 'ok'> : void;

/** The signed-in socket a frame came from; identity is fixed at the handshake. */
export interface SocketSession {
  readonly userId: number;
  readonly socketId: string;
}

/**
 * One socket's handlers. The payload is the raw frame: handlers parse it with the shared schemas.
 * A thrown error becomes the socket's `error` frame (and a failed acknowledgement) in the transport.
 */
export type SocketFrameHandlers<E extends RoutedSocketEvent = RoutedSocketEvent> = {
  [K in E]: (payload: unknown) => Promise<SocketAnswer<K>>;
} & {
  /** The socket is gone (per-socket state such as a typing indicator is cleaned up here). */
  disconnect?: () => void;
};

/** A module's frames: which events it takes, and its handlers, made once for each signed-in socket so they may keep per-socket state. */
export interface SocketHandlers<E extends RoutedSocketEvent = RoutedSocketEvent> {
  readonly events: readonly E[];
  forSocket(session: SocketSession): SocketFrameHandlers<E>;
}

/** Declares a module's handlers, typed by the events listed. */
export function socketHandlers<E extends RoutedSocketEvent>(events: readonly E[], forSocket: (session: SocketSession) => SocketFrameHandlers<E>): SocketHandlers<E> {
  return { events, forSocket };
}
