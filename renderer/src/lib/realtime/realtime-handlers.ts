import type { ServerEventName, ServerEventPayload } from '#shared/api/realtime-events.ts';
import type { AppStore } from '../store/store.ts';

/**
 * The registry between the session's socket (realtime-connection.ts) and the features: each feature
 * registers handlers that keep its own caches current, so the socket plumbing knows no feature.
 * Kept apart from the connection (no socket.io here) so a feature can register without loading it.
 */

/** The socket's states as the connection reports them ('failed': gave up after the reconnect attempts). */
export type RealtimeStatus = 'connecting' | 'authenticated' | 'closed' | 'failed';

export interface RealtimeStatusUpdate {
  status: RealtimeStatus;
  /** The reconnect attempt under way (1..5), 0 when none. */
  attempt: number;
  /** What went wrong (to show inline); undefined leaves the last one as it was. */
  error?: string | null;
}

/** Server events a feature may handle; the connection answers authenticated, error and pong itself. */
export type RealtimeEventName = Exclude<ServerEventName, 'authenticated' | 'error' | 'pong'>;

/** What a feature's handlers act on: the store and the signed-in user the socket belongs to. */
export interface RealtimeContext {
  readonly store: AppStore;
  readonly userId: number;
}

export interface FeatureRealtimeHandlers {
  /** Per event, called with the payload already checked against the shared schema (malformed events never arrive). */
  on?: { [E in RealtimeEventName]?: (payload: ServerEventPayload<E>) => void };
  /** After every connect; `reconnect` after the first, when what happened meanwhile must be fetched again. */
  connected?(reconnect: boolean): void;
  status?(update: RealtimeStatusUpdate): void;
  /** The session's socket is closed for good (sign-out, another user) or the handlers were unregistered. */
  close?(): void;
}

/** Made once per session socket, so handlers may keep per-session state (timers). */
export type RealtimeHandlers = (context: RealtimeContext) => FeatureRealtimeHandlers;

const registered = new Set<RealtimeHandlers>();

interface LiveSession {
  context: RealtimeContext;
  instances: Map<RealtimeHandlers, FeatureRealtimeHandlers>;
}
let live: LiveSession | null = null;

/** Adds a feature's handlers (also to the socket already open); returns the function that removes them. */
export function registerRealtimeHandlers(handlers: RealtimeHandlers): () => void {
  registered.add(handlers);
  if (live && !live.instances.has(handlers)) live.instances.set(handlers, handlers(live.context));
  return () => {
    registered.delete(handlers);
    const instance = live?.instances.get(handlers);
    live?.instances.delete(handlers);
    instance?.close?.();
  };
}

/**
 * Hands an event to the registered handlers as if the server had sent it: the acknowledgement of a
 * socket send is the sending tab's only copy of its message, delivered as the message_sent it stands
 * for. False when no session socket is open (nothing handled it).
 */
export function deliverRealtimeEvent<E extends RealtimeEventName>(event: E, payload: ServerEventPayload<E>): boolean {
  if (!live) return false;
  dispatchTo(live, (handlers) => handlers.on?.[event]?.(payload));
  return true;
}

function dispatchTo(session: LiveSession, call: (handlers: FeatureRealtimeHandlers) => void) {
  for (const handlers of [...session.instances.values()]) {
    // A session closed by an earlier handler stops here.
    if (live !== session) return;
    call(handlers);
  }
}

/** The connection's side: one session at a time; its handlers, made now from everything registered. */
export function openHandlerSession(context: RealtimeContext) {
  live?.instances.forEach((handlers) => handlers.close?.());
  const session: LiveSession = { context, instances: new Map([...registered].map((handlers) => [handlers, handlers(context)])) };
  live = session;
  return {
    each(call: (handlers: FeatureRealtimeHandlers) => void) {
      if (live === session) dispatchTo(session, call);
    },
    close() {
      if (live !== session) return;
      live = null;
      session.instances.forEach((handlers) => handlers.close?.());
    },
  };
}
