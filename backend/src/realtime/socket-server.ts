import { ServerResponse, type IncomingMessage, type Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import { Server } from 'socket.io';
import { SOCKET_PATH } from '#shared/api/api-paths.ts';
import { authenticateFrameSchema, userRoom, type SocketError } from '#shared/api/realtime-events.ts';
import { MEMBER_LIMITS, MESSAGE_ERRORS } from '#shared/schemas/message-schemas.ts';
import type { AppDeps } from '../app-context.ts';
import { rateLimited, unauthenticated } from '../domain/domain-errors.ts';
import { socketErrorFrame } from '../domain/socket-error-frame.ts';
import type { RoutedSocketEvent, SocketFrameHandlers, SocketHandlers } from '../http/socket-handlers.ts';
import { User } from '../db/models/user-model.ts';
import { currentSessionKey } from '../http/session-middleware.ts';
import { isAllowedOrigin } from '../http/request-guards.ts';
import { sessionRoom, type RealtimeServer } from './realtime-publisher.ts';
import { TokenBucket } from './token-bucket.ts';

export interface SocketServerOptions {
  /** With Redis (REDIS_URL), broadcasts reach sockets on every process through this pub/sub channel prefix. */
  adapterKey: string;
  /** Browser origins allowed to open a socket (the app's own and ALLOWED_ORIGINS); see isAllowedOrigin. */
  allowedOrigins: readonly string[];
  /** Origins of other sites' pages that may use the socket by bearer token (the desktop app). */
  corsOrigins?: readonly string[];
  /** How long a socket without a signed-in session may stay connected (default 5 s). */
  authTimeoutMs?: number;
  /** Sockets one member may hold open on this process (default MEMBER_LIMITS.sockets). */
  maxSocketsPerMember?: number;
}

/** The largest frame accepted (a 5,000-character message is at most ~20 kB of UTF-8); bigger ones close the socket. */
const MAX_FRAME_BYTES = 128 * 1024;
/** Frames a socket may have waiting for the database; beyond that it is flooding and gets 'rate_limited' errors. */
const MAX_QUEUED_FRAMES = 100;
/** Every frame (message, typing, mark_read) spends one token; a socket gets FRAME_BURST at once and FRAMES_PER_SECOND after. */
const FRAME_BURST = 60;
const FRAMES_PER_SECOND = 20;
const DEFAULT_AUTH_TIMEOUT_MS = 5000;

type HandshakeSocket = Parameters<Parameters<RealtimeServer['use']>[0]>[0];

/** The client id of a frame, if it has a usable one, so the error can name the optimistic message that failed. */
function clientIdOf(payload: unknown): string | undefined {
  const value = payload && typeof payload === 'object' ? (payload as { clientMessageId?: unknown }).clientMessageId : undefined;
  return typeof value === 'string' && value.length <= 64 ? value : undefined;
}

/**
 * Socket.IO at /ws (the protocol is documented in shared/api/realtime-events.ts). Identity comes from
 * the same session as HTTP (cookie, or the desktop's bearer token in `auth.token`), resolved once at
 * the handshake; every socket of a user joins the room `user:{id}`, which is where
 * AppDeps.realtime delivers. Transport only: the frames other than authenticate and ping go, one
 * token-bucket allowance and one queue per socket, to the handlers a module registered for them
 * (`registerSocketHandlers`, wired in app.ts); whatever a handler throws is answered with an `error`
 * frame (and a failed acknowledgement when the client asked for one), never a crash.
 */
export function attachSocketServer(server: HttpServer, app: Koa, session: Middleware, deps: AppDeps, options: SocketServerOptions) {
  const io: RealtimeServer = new Server(server, {
    path: SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: MAX_FRAME_BYTES,
    // The long-polling transport from the desktop app's origin (and ALLOWED_ORIGINS) is a CORS request;
    // its session is the bearer token in a header, never a cookie.
    cors: { origin: [...(options.corsOrigins ?? [])], credentials: false, allowedHeaders: ['Authorization', 'Content-Type'] },
    // A page of another site cannot open a socket with the member's cookie (cross-site WebSocket hijacking).
    allowRequest: (request, callback) => {
      const allowed = isAllowedOrigin(request.headers, options.allowedOrigins);
      callback(allowed ? null : 'Origin not allowed', allowed);
    },
  });
  /** Which module's handlers take each routed event (registerSocketHandlers). */
  const routes = new Map<RoutedSocketEvent, SocketHandlers>();

  let redisClients: Redis[] = [];
  if (deps.redis) {
    // A broadcast while Redis is away fails at once rather than waiting in ioredis's offline queue
    // and arriving late, after the clients it was for have already caught up.
    const pub = deps.redis.duplicate({ enableOfflineQueue: false });
    const sub = deps.redis.duplicate();
    redisClients = [pub, sub];
    for (const client of redisClients) client.on('error', (error: Error) => deps.log(`socket.io redis adapter: ${error.message}`));
    // The adapter does not handle a failed PUBLISH (Redis down): count it instead of an unhandled
    // rejection, and say so once per outage rather than once per message.
    let failedPublishes = 0;
    const publish = pub.publish.bind(pub) as (channel: string, message: string | Buffer) => Promise<number>;
    (pub as unknown as { publish: typeof publish }).publish = (channel, message) =>
      publish(channel, message).catch((error: unknown) => {
        if (failedPublishes++ === 0) deps.log(`socket.io redis publish failed (other processes miss broadcasts until Redis is back): ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      });
    io.adapter(createAdapter(pub, sub, { key: options.adapterKey }));
    resyncAfterRedisOutage(sub, () => [...io.of('/').sockets.values()], (count) => {
      deps.log(`socket.io redis adapter: Redis is back after ${failedPublishes} undelivered broadcasts; asking ${count} local sockets to reconnect and catch up`);
      failedPublishes = 0;
    });
  }
  deps.realtime.attach(io);

  /**
   * A member's open sockets on this process, counted from the handshake until the socket or its
   * connection ends (whichever is first: a client gone during the handshake never 'disconnect's).
   * Per process: behind a load balancer a member may hold that many on each; what the sockets can
   * do is bounded across processes by the per-member message limit.
   */
  const maxSockets = options.maxSocketsPerMember ?? MEMBER_LIMITS.sockets;
  const openByMember = new Map<number, number>();
  const holdSocketSlot = (userId: number, socket: HandshakeSocket): boolean => {
    const open = openByMember.get(userId) ?? 0;
    if (open >= maxSockets) return false;
    // Closed while its session was being read: nothing to count, and no 'close' will come.
    if (socket.conn.readyState !== 'open') return true;
    openByMember.set(userId, open + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      socket.conn.off('close', release);
      const left = (openByMember.get(userId) ?? 1) - 1;
      if (left > 0) openByMember.set(userId, left);
      else openByMember.delete(userId);
    };
    socket.conn.once('close', release);
    socket.once('disconnect', release);
    return true;
  };

  io.use(async (socket, next) => {
    try {
      const request = socket.request as IncomingMessage;
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token === 'string' && token) request.headers.authorization = `Bearer ${token}`;
      const ctx = app.createContext(request, new ServerResponse(request));
      await session(ctx, async () => undefined);
      const userId = (ctx.session as { userId?: number } | null)?.userId;
      const user = userId ? await User.query(deps.knex).findById(userId).whereNull('deactivatedAt').select('id') : undefined;
      socket.data.userId = user?.id;
      const sessionKey = user ? currentSessionKey(ctx) : undefined;
      socket.data.sessionRoom = sessionKey ? sessionRoom(sessionKey) : undefined;
      // Refused with a message the app shows (connect_error); the client does not retry on its own.
      if (user && !holdSocketSlot(user.id, socket)) return next(new Error(MESSAGE_ERRORS.tooManySockets));
      next();
    } catch (error) {
      deps.log(`socket handshake failed: ${error instanceof Error ? error.message : String(error)}`);
      next(new Error(MESSAGE_ERRORS.connectionError));
    }
  });

  io.on('connection', (socket) => {
    const userId = socket.data.userId;
    if (userId) void socket.join(userRoom(userId));
    else {
      // Identity comes only from the handshake's session: a socket without one can never authenticate (its
      // `authenticate` frames get 'Authentication required'), so after a few seconds it is closed instead of idling on.
      const timer = setTimeout(() => socket.disconnect(true), options.authTimeoutMs ?? DEFAULT_AUTH_TIMEOUT_MS);
      socket.once('disconnect', () => clearTimeout(timer));
    }
    // Logout or any other end of this session disconnects the socket (RealtimePublisher.sessionEnded).
    if (socket.data.sessionRoom) void socket.join(socket.data.sessionRoom);

    /** Sends the error frame (and the failed acknowledgement); unexpected errors are logged and shown generically. */
    const report = (event: string, error: unknown, ack?: (result: { ok: false; error: SocketError }) => void, clientMessageId?: string) => {
      const frame = socketErrorFrame(error, event, deps.log);
      if (clientMessageId !== undefined) frame.clientMessageId = clientMessageId;
      socket.emit('error', frame);
      ack?.({ ok: false, error: frame });
    };

    // A socket's frames are handled one at a time, so its messages are stored in the order sent (and a typing
    // on/off pair, whose lookups could run on two pool connections, cannot finish in the wrong order).
    let queue: Promise<void> = Promise.resolve();
    let queued = 0;
    const bucket = new TokenBucket(FRAME_BURST, FRAMES_PER_SECOND);
    /** The one per-socket limit every frame goes through: a token per frame, and at most MAX_QUEUED_FRAMES waiting. */
    const serially = (task: () => Promise<void>, refuse: () => void) => {
      if (queued >= MAX_QUEUED_FRAMES || !bucket.take()) return refuse();
      queued++;
      queue = queue.then(task).finally(() => void queued--);
    };
    const tooMany = () => rateLimited(MESSAGE_ERRORS.tooManyFrames);
    const notSignedIn = () => unauthenticated(MESSAGE_ERRORS.authenticationRequired);
    // Each module's handlers for this socket; an anonymous socket has none (its frames are refused below).
    const handlers = new Map<SocketHandlers, SocketFrameHandlers>();
    if (userId) for (const module of new Set(routes.values())) handlers.set(module, module.forSocket({ userId, socketId: socket.id }));

    socket.on('authenticate', (payload) => {
      const frame = authenticateFrameSchema.safeParse(payload);
      if (!userId) return void socket.emit('error', { message: MESSAGE_ERRORS.authenticationRequired, code: 'unauthenticated', event: 'authenticate' });
      if (!frame.success || (frame.data?.userId !== undefined && frame.data.userId !== userId)) {
        return void socket.emit('error', { message: MESSAGE_ERRORS.userNotFound, code: 'unauthenticated', event: 'authenticate' });
      }
      socket.emit('authenticated', { userId });
    });

    for (const [event, module] of routes) {
      const forSocket = handlers.get(module);
      const handle = forSocket?.[event]?.bind(forSocket) as ((payload: unknown) => Promise<object | void>) | undefined;
      (socket.on as (event: string, listener: (payload: unknown, ack?: unknown) => void) => void)(event, (payload, ack) => {
        const respond = typeof ack === 'function' ? (ack as (result: unknown) => void) : undefined;
        const clientMessageId = clientIdOf(payload);
        serially(async () => {
          try {
            if (!handle) throw notSignedIn();
            const answer = await handle(payload);
            respond?.({ ok: true, ...answer });
          } catch (error) {
            report(event, error, respond, clientMessageId);
          }
        }, () => report(event, tooMany(), respond, clientMessageId));
      });
    }

    socket.on('disconnect', () => {
      for (const h of handlers.values()) h.disconnect?.();
    });

    socket.on('ping', () => void socket.emit('pong'));
  });

  let closing: Promise<void> | undefined;
  return {
    io,
    /** A module's frame handlers (app.ts wires them before the server listens); one module per event. */
    registerSocketHandlers<E extends RoutedSocketEvent>(module: SocketHandlers<E>) {
      for (const event of module.events) {
        if (routes.has(event)) throw new Error(`socket event '${event}' already has a handler`);
        routes.set(event, module as unknown as SocketHandlers);
      }
    },
    disconnectLocal() {
      // This process's sockets only (with the Redis adapter a plain disconnectSockets reaches every process).
      io.local.disconnectSockets(true);
    },
    close() {
      // Once: a graceful stop closes the sockets first, then the rest of the app (which closes this again).
      closing ??= (async () => {
        deps.realtime.attach(undefined);
        await new Promise<void>((resolve) => io.close(() => resolve()));
        await Promise.all(redisClients.map((client) => client.quit().catch(() => client.disconnect())));
      })();
      return closing;
    },
  };
}

/**
 * While Redis is away each process still serves its own clients, but broadcasts from other processes
 * do not reach them. When the adapter's subscriber is back, this process's clients are asked to
 * reconnect (`io server disconnect`), a batch at a time so they do not all sign in again at once; the
 * app catches every open thread up after a reconnect, which covers the gap.
 */
function resyncAfterRedisOutage(subscriber: Redis, localSockets: () => Array<{ disconnect(close?: boolean): unknown }>, onResync: (count: number) => void): void {
  let readyOnce = false;
  let lost = false;
  subscriber.on('close', () => {
    lost = readyOnce;
  });
  subscriber.on('ready', () => {
    if (lost) {
      const sockets = localSockets();
      onResync(sockets.length);
      for (let i = 0; i < sockets.length; i += RESYNC_BATCH) {
        const batch = sockets.slice(i, i + RESYNC_BATCH);
        setTimeout(() => batch.forEach((socket) => socket.disconnect()), (i / RESYNC_BATCH) * RESYNC_INTERVAL_MS).unref();
      }
    }
    readyOnce = true;
    lost = false;
  });
}
const RESYNC_BATCH = 250;
const RESYNC_INTERVAL_MS = 100;
