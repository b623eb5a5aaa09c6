import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '#shared/api/realtime-events.ts';
import { SOCKET_PATH } from '#shared/api/api-paths.ts';
import type { TestClient } from './test-client.ts';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface ReceivedEvent {
  event: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary payloads
  payload: any;
}

/**
 * One browser tab's socket: connected with the tab's session cookie (or a bearer token), recording
 * every event it receives so a test can wait for one or count them afterwards.
 */
export class TestTab {
  readonly socket: ClientSocket;
  readonly events: ReceivedEvent[] = [];

  constructor(socket: ClientSocket) {
    this.socket = socket;
    socket.onAny((event: string, payload: unknown) => this.events.push({ event, payload }));
  }

  /** The first event of that name matching `predicate` (already received or arriving within `timeoutMs`). */
  async waitFor(event: string, predicate: (payload: ReceivedEvent['payload']) => boolean = () => true, timeoutMs = 3000): Promise<ReceivedEvent['payload']> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find((e) => e.event === event && predicate(e.payload));
      if (found) return found.payload;
      if (Date.now() > deadline) throw new Error(`no ${event} within ${timeoutMs} ms; got: ${JSON.stringify(this.events.map((e) => e.event))}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
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

/** Lets in-flight events arrive before counting what did (or did not) come. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
