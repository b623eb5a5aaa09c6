/**
 * One load-generator process of socket-load.ts (forked with IPC): holds a share of the authenticated
 * Socket.IO clients, sends its share of the message rate from them, and records what they receive.
 * Several of these run at once so the generator, not the server, is never the bottleneck.
 * Send times travel in the message (wall clock with sub-millisecond precision, one machine), so a
 * delivery measured in another generator process is still exact.
 */
import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '#shared/api/api-paths.ts';
import type { ClientToServerEvents, NewMessageEvent, SendMessageAck, ServerToClientEvents } from '#shared/api/realtime-events.ts';
import { pace, whenAuthenticated } from './bench-support.ts';
import type { Ring, WorkerCommand, WorkerReport } from './socket-load.ts';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const now = () => performance.timeOrigin + performance.now();
/** This generator's clients, by ring member (1-based). */
const sockets = new Map<number, ClientSocket>();
let ring: Ring = { userIds: [], firstConnectionId: 1 };
const sent: WorkerReport['sent'] = [];
const received: WorkerReport['received'] = [];
const ackLatencies: number[] = [];
let acked = 0;
let refused = 0;
let unanswered = 0;
let disconnects = 0;
const errorSamples = new Set<string>();
let measuring = false;

function open(member: number, token: string, url: string): Promise<void> {
  const userId = ring.userIds[member - 1]!;
  const socket: ClientSocket = connect(url, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false, forceNew: true, auth: { token, userId } });
  sockets.set(member, socket);
  socket.on('new_message', ({ message }: NewMessageEvent) => {
    const at = now();
    const [, sentAt, measured] = message.content.split('|');
    if (message.clientMessageId) received.push([message.clientMessageId, userId, at - Number(sentAt), measured === 'm']);
  });
  socket.on('disconnect', (reason) => {
    disconnects++;
    errorSamples.add(`disconnect: ${reason}`);
  });
  return whenAuthenticated(socket, userId, 20_000);
}

/** A message from ring member `from` to a neighbour: ring connection k joins members k and k + 1. */
function send(from: number): void {
  const members = ring.userIds.length;
  const up = Math.random() < 0.5;
  const to = up ? (from % members) + 1 : ((from + members - 2) % members) + 1;
  const connectionId = ring.firstConnectionId + (up ? from : to) - 1;
  const recipientId = ring.userIds[to - 1]!;
  const clientMessageId = randomUUID();
  const sentAt = now();
  sent.push([clientMessageId, recipientId, measuring]);
  const frame = { connectionId, recipientId, content: `bench|${sentAt}|${measuring ? 'm' : 'w'}`, clientMessageId };
  sockets.get(from)!.timeout(10_000).emitWithAck('message', frame).then((ack: SendMessageAck) => {
    if (ack.ok) {
      acked++;
      if (frame.content.endsWith('|m')) ackLatencies.push(now() - sentAt);
    } else {
      refused++;
      errorSamples.add(ack.error.message);
    }
  }, () => void unanswered++);
}

function drive(rate: number, seconds: number): Promise<void> {
  const senders = [...sockets.keys()];
  const end = performance.now() + seconds * 1000;
  return pace(rate, () => performance.now() < end, () => send(senders[Math.floor(Math.random() * senders.length)]!));
}

const reply = (message: unknown) => process.send!(message);

process.on('message', (command: WorkerCommand) => {
  void (async () => {
    try {
      if (command.type === 'open') {
        ring = command.ring;
        for (let i = 0; i < command.clients.length; i += 50) {
          await Promise.all(command.clients.slice(i, i + 50).map(({ member, token, url }) => open(member, token, url)));
        }
        reply({ type: 'opened', count: sockets.size });
      } else if (command.type === 'run') {
        measuring = command.measured;
        await drive(command.rate, command.seconds);
        reply({ type: 'ran' });
      } else if (command.type === 'counts') {
        reply({ type: 'counts', sent: sent.length, received: received.length, answered: acked + refused + unanswered });
      } else if (command.type === 'report') {
        const report: WorkerReport = { sent, received, acked, refused, unanswered, disconnects, ackLatencies, errorSamples: [...errorSamples].slice(0, 5) };
        reply({ type: 'report', report });
      } else if (command.type === 'close') {
        sockets.forEach((socket) => socket.close());
        process.exit(0);
      }
    } catch (error) {
      reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  })();
});
