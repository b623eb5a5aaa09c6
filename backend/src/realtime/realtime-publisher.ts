import type { Server } from 'socket.io';
import { sha256 } from '../http/tokens.ts';
import type { SessionEndListener } from '../modules/auth/index.ts';
import { userRoom, type ClientToServerEvents, type ServerEventName, type ServerEventPayload, type ServerToClientEvents } from '#shared/api/realtime-events.ts';

export interface SocketData {
  userId?: number;
  /** The room of the session this socket was opened with. */
  sessionRoom?: string;
}

/** Room of every socket opened with one session (by the hash of its key, like the session store). */
export const sessionRoom = (sessionKey: string) => `session:${sha256(sessionKey)}`;

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/**
 * How modules push events to people (AppDeps.realtime): to every socket of a user, on whichever
 * server process it is connected (the Redis adapter carries the broadcast when REDIS_URL is set).
 * Call it after the change is committed. Before the socket server is attached (or after close) it
 * does nothing, so services work the same in scripts.
 */
export class RealtimePublisher implements SessionEndListener {
  private io: RealtimeServer | undefined;

  attach(io: RealtimeServer | undefined): void {
    this.io = io;
  }

  /** `event` to every socket of the user(s), except the socket `exceptSocketId` (the one that caused it). */
  toUser<E extends ServerEventName>(userIds: number | readonly number[], event: E, payload: ServerEventPayload<E>, options: { exceptSocketId?: string } = {}): void {
    if (!this.io) return;
    const rooms = (typeof userIds === 'number' ? [userIds] : [...new Set(userIds)]).map(userRoom);
    if (!rooms.length) return;
    const target = options.exceptSocketId ? this.io.to(rooms).except(options.exceptSocketId) : this.io.to(rooms);
    (target.emit as (event: string, payload: unknown) => boolean)(event, payload);
  }

  /**
   * `event` to the user's sockets held by this process only. For pushes that follow a domain event:
   * every process hears the event and tells its own sockets, where a broadcast from each would
   * reach a socket once per process.
   */
  toUserHere<E extends ServerEventName>(userId: number, event: E, payload: ServerEventPayload<E>): void {
    if (!this.io) return;
    (this.io.local.to(userRoom(userId)).emit as (event: string, payload: unknown) => boolean)(event, payload);
  }

  /**
   * Whether the user has a socket open on any process (the Redis adapter asks the others); false before
   * the socket server is attached, as in scripts.
   */
  async isOnline(userId: number): Promise<boolean> {
    if (!this.io) return false;
    return (await this.io.in(userRoom(userId)).fetchSockets()).length > 0;
  }

  /** A logged-out or destroyed session: its sockets are disconnected on every process. */
  sessionEnded(sessionKey: string): void {
    this.io?.in(sessionRoom(sessionKey)).disconnectSockets(true);
  }

  /** All of a user's sessions ended (reset, deactivation), or all but `exceptKey` (password change). */
  userSessionsEnded(userId: number, exceptKey?: string): void {
    if (!this.io) return;
    const sockets = exceptKey ? this.io.in(userRoom(userId)).except(sessionRoom(exceptKey)) : this.io.in(userRoom(userId));
    sockets.disconnectSockets(true);
  }
}
