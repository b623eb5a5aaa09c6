import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, MessageFrame, SendMessageAck, ServerToClientEvents } from '#shared/api/realtime-events.ts';
import { SOCKET_PATH } from '#shared/api/api-paths.ts';
import type { RealtimeServer } from '../realtime/realtime-publisher.ts';
import type { RunningApp } from '../app.ts';
import type { TestClient } from './test-client.ts';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface ReceivedEvent {
  event: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary payloads
  payload: any;
}

/** The pause between two looks of a condition loop (a poll interval, never a wait for something to happen). */
export const pollInterval = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server refills a socket's frame allowance at 20 frames a second: one frame every 50 ms. */
const ALLOWANCE_REFILL_MS = 50;

/**
 * One browser tab's socket: connected with the tab's session cookie (or a bearer token), recording
 * every event it receives so a test can wait for one or count them afterwards.
 */
export class TestTab {
  readonly socket: ClientSocket;
  /** Everything the server sent, except the pongs that answer this tab's own barriers. */
  readonly events: ReceivedEvent[] = [];
  /** Why the socket disconnected, once it has. */
  private disconnectReason: string | undefined;
  private pingsSent = 0;
  private pongsReceived = 0;
  private readonly pongWaiters = new Map<number, () => void>();

  constructor(socket: ClientSocket) {
    this.socket = socket;
    socket.onAny((event: string, payload: unknown) => {
      if (event !== 'pong') this.events.push({ event, payload });
    });
    socket.on('pong', () => {
      this.pongsReceived++;
      this.pongWaiters.get(this.pongsReceived)?.();
      this.pongWaiters.delete(this.pongsReceived);
    });
    socket.on('disconnect', (reason) => (this.disconnectReason = reason));
  }

  /** The first event of that name matching `predicate` (already received or arriving within `timeoutMs`). */
  async waitFor(event: string, predicate: (payload: ReceivedEvent['payload']) => boolean = () => true, timeoutMs = 3000): Promise<ReceivedEvent['payload']> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find((e) => e.event === event && predicate(e.payload));
      if (found) return found.payload;
      if (Date.now() > deadline) throw new Error(`no ${event} within ${timeoutMs} ms; got: ${JSON.stringify(this.events.map((e) => e.event))}`);
      await pollInterval(10);
    }
  }

  /**
   * Resolves once the server has answered a ping sent now. The server writes a socket's frames in the order it
   * emits them, so everything it emitted to this socket before it handled the ping has arrived by then. Called
   * after whatever could have caused an event has finished on the server (its HTTP answer or acknowledgement
   * is in), it proves that event did not come. Orders only what this socket's own process emits.
   */
  barrier(timeoutMs = 3000): Promise<void> {
    if (!this.socket.connected) return Promise.reject(new Error(`barrier on a disconnected socket (${this.disconnectReason ?? 'never connected'})`));
    const ping = ++this.pingsSent;
    return new Promise<void>((resolve, reject) => {
      const stopWaiting = () => {
        clearTimeout(timer);
        this.socket.off('disconnect', onDisconnect);
        this.pongWaiters.delete(ping);
      };
      const timer = setTimeout(() => {
        stopWaiting();
        reject(new Error(`no pong within ${timeoutMs} ms`));
      }, timeoutMs);
      const onDisconnect = (reason: string) => {
        stopWaiting();
        reject(new Error(`the socket disconnected (${reason}) before the pong`));
      };
      this.socket.once('disconnect', onDisconnect);
      this.pongWaiters.set(ping, () => {
        stopWaiting();
        resolve();
      });
      this.socket.emit('ping');
    });
  }

  /** The reason the socket disconnected (now or within `timeoutMs`). */
  disconnection(timeoutMs = 3000): Promise<string> {
    if (this.disconnectReason !== undefined) return Promise.resolve(this.disconnectReason);
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
      this.socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });
  }

  /**
   * Sends a message frame and returns its acknowledgement. A frame refused only because the socket has spent
   * its frame allowance (rate_limited) is sent again as the allowance refills, so a long run of sends needs no
   * pacing; any other refusal is returned as it is.
   */
  async sendMessage(frame: MessageFrame, timeoutMs = 5000): Promise<SendMessageAck> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const ack = (await this.socket.timeout(timeoutMs).emitWithAck('message', frame)) as SendMessageAck;
      if (ack.ok || ack.error.code !== 'rate_limited') return ack;
      if (Date.now() > deadline) throw new Error(`message still refused as rate_limited after ${timeoutMs} ms`);
      await pollInterval(ALLOWANCE_REFILL_MS);
    }
  }

  count(event: string, predicate: (payload: ReceivedEvent['payload']) => boolean = () => true): number {
    return this.events.filter((e) => e.event === event && predicate(e.payload)).length;
  }

  of(event: string): ReceivedEvent['payload'][] {
    return this.events.filter((e) => e.event === event).map((e) => e.payload);
  }

  close(): void {
    this.socket.close();
  }
}

/** A barrier on every tab at once (see TestTab.barrier). */
export async function barrier(...tabs: TestTab[]): Promise<void> {
  await Promise.all(tabs.map((tab) => tab.barrier()));
}

/**
 * Resolves once the in-process server has handled the end of this tab's socket. The server's own 'disconnect'
 * handlers were added before this one, and listeners run in the order added, so whatever they emit is on its
 * way by then. Call it before closing the tab.
 */
export function serverHandledDisconnect(app: RunningApp, tab: TestTab, timeoutMs = 3000): Promise<void> {
  // The publisher keeps the Socket.IO server to itself; a test reaches in only to watch a socket end.
  const io = (app.deps.realtime as unknown as { io?: RealtimeServer }).io;
  const serverSocket = tab.socket.id === undefined ? undefined : io?.of('/').sockets.get(tab.socket.id);
  if (!serverSocket) return Promise.reject(new Error(`the server holds no socket ${tab.socket.id}`));
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not see socket ${tab.socket.id} end within ${timeoutMs} ms`)), timeoutMs);
    serverSocket.once('disconnect', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export const cookieHeader = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** Opens a socket for the client's session (cookie) at `url` and waits until it is connected. */
export async function openTab(url: string, client?: TestClient, options: { token?: string } = {}): Promise<TestTab> {
  const socket: ClientSocket = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: client ? { cookie: cookieHeader(client) } : {},
    auth: options.token ? { token: options.token } : {},
  });
  const tab = new TestTab(socket);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket did not connect within 5 s')), 5000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  return tab;
}
