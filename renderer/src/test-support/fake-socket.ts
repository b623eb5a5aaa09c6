/**
 * A stand-in for socket.io-client's socket (the network is the part replaced): the session socket
 * wires its handlers onto it as onto a real one, and the test plays the server, delivering events
 * and answering acknowledgements. Use with
 *   vi.mock('socket.io-client', () => import('../../test-support/fake-socket.ts').then((m) => m.socketIoDouble));
 */
import type { SendMessageAck, ServerEventName, ServerEventPayload } from '#shared/api/realtime-events.ts';

type Handler = (...args: never[]) => void;

function addTo(map: Map<string, Set<Handler>>, event: string, handler: Handler) {
  if (!map.has(event)) map.set(event, new Set());
  map.get(event)!.add(handler);
}

function fire(map: Map<string, Set<Handler>>, event: string, args: unknown[]) {
  for (const handler of [...(map.get(event) ?? [])]) (handler as (...values: unknown[]) => void)(...args);
}

export class FakeSocket {
  connected = false;
  /** False after the server's middleware refused the connection (no automatic retry then). */
  active = true;
  /** Frames the client sent, in order (acknowledged ones included). */
  readonly sent: Array<{ event: string; payload: unknown }> = [];
  /** How the server answers a `message` frame's acknowledgement; by default it never does (the client's timeout). */
  answerMessage: (payload: unknown) => Promise<SendMessageAck> = () => Promise.reject(new Error('operation has timed out'));
  /** What the client opened the socket with (path, reconnection settings). */
  readonly options: unknown;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly managerHandlers = new Map<string, Set<Handler>>();

  /** socket.io's Manager: reconnection events. */
  readonly io = {
    on: (event: string, handler: Handler) => addTo(this.managerHandlers, event, handler),
    removeAllListeners: () => this.managerHandlers.clear(),
  };

  constructor(options: unknown) {
    this.options = options;
  }

  on(event: string, handler: Handler) {
    addTo(this.handlers, event, handler);
    return this;
  }

  emit(event: string, payload?: unknown) {
    this.sent.push({ event, payload });
    return this;
  }

  timeout() {
    return {
      emitWithAck: (event: string, payload: unknown) => {
        this.sent.push({ event, payload });
        return this.answerMessage(payload);
      },
    };
  }

  connect() {
    return this;
  }

  disconnect() {
    this.connected = false;
    return this;
  }

  removeAllListeners() {
    this.handlers.clear();
    return this;
  }

  /** Frames of one kind the client sent. */
  sentFrames(event: string): unknown[] {
    return this.sent.filter((frame) => frame.event === event).map((frame) => frame.payload);
  }

  // ------------------------------------------------------------ the server's side

  /** The transport opened (first connect or a reconnect). */
  serverConnects() {
    this.connected = true;
    fire(this.handlers, 'connect', []);
  }

  /** The transport opened and the server accepted the authenticate frame. */
  serverAuthenticates(userId: number) {
    this.serverConnects();
    fire(this.handlers, 'authenticated', [{ userId }]);
  }

  serverSends<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>) {
    fire(this.handlers, event, [payload]);
  }

  /** An event with a payload the schemas refuse (a newer or broken server). */
  serverSendsRaw(event: string, payload: unknown) {
    fire(this.handlers, event, [payload]);
  }

  serverDisconnects(reason: string) {
    this.connected = false;
    fire(this.handlers, 'disconnect', [reason]);
  }

  /** The Manager's reconnection news (`reconnect_attempt` with its number, `reconnect_failed`). */
  managerEmits(event: string, ...args: unknown[]) {
    fire(this.managerHandlers, event, args);
  }
}

const created: FakeSocket[] = [];

/** The socket the client opened last. */
export function lastSocket(): FakeSocket {
  const socket = created.at(-1);
  if (!socket) throw new Error('No socket was opened');
  return socket;
}

/** What `socket.io-client` exports, as far as the app uses it. */
export const socketIoDouble = {
  io: (_origin: string | undefined, options: unknown) => {
    const socket = new FakeSocket(options);
    created.push(socket);
    return socket;
  },
};
