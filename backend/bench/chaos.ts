/**
 * `npm run chaos [-- --members 200 --rate 50 --before 10 --outage 10 --after 15 --kill --out file.json]`
 *
 * A database outage under chat and API traffic, at full size. A MariaDB server of its own
 * (own data directory and port, test-support/own-mariadb.ts; the shared one on 3306 is never touched) is
 * migrated and seeded with `--members` members and accepted connections in a ring (member i with i+1,
 * seedRing); every member gets a bearer session written through the server's session store (mintSessions,
 * what a sign-in writes), one real server process runs on it, and every member opens an authenticated
 * socket. Then, all at once: `--rate` socket `message` sends per second between random connected pairs
 * (each with a fresh clientMessageId and an acknowledgement awaited for 10 s), and a few API loops of
 * signed-in calls (partner search, connections, a thread, POST /api/messages). After `--before` seconds
 * the database is stopped (SIGTERM, or SIGKILL with `--kill`), stays down `--outage` seconds and is
 * started again; traffic goes on for `--after` seconds, then drains.
 *
 * Recorded per phase (before / outage / after): API calls by status with p99 and max latency, socket
 * sends acknowledged / refused / unanswered, deliveries to the recipients' sockets and duplicates.
 * Checked (exit 1 naming what failed): API answers are 2xx or 503, every 503 carries the database
 * message and Retry-After, no call takes 8 s, every send is answered, every refusal carries the
 * database message, nothing made and answered while the database was down succeeded; from the
 * `messages` table: every acknowledged message (ack ok, HTTP 2xx) is stored exactly once and every
 * refused one (ack error, 503) not at all, except a write in flight at the very moment the database
 * went away (it may commit while its answer is lost; stored once all the same, and counted); every
 * acknowledged message reached its recipient exactly once; the same server process serves 2xx again
 * within 5 s of the database being back and keeps doing so; no socket was dropped. The result is also
 * written to bench-results/chaos-<date>.json (chaos-<date>-kill.json with `--kill`; `--out` elsewhere).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { io as connect, type Socket } from 'socket.io-client';
import { API_PATHS, SOCKET_PATH } from '#shared/api/api-paths.ts';
import type { ClientToServerEvents, NewMessageEvent, SendMessageAck, ServerToClientEvents } from '#shared/api/realtime-events.ts';
import { mintSessions, pace, percentile, printColumns, whenAuthenticated } from './bench-support.ts';
import { seedRing, type Ring } from './socket-load.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/db/database-errors.ts';
import { createDatabase, migrateToLatest } from '../src/db/database.ts';
import { startOwnMariaDb, type OwnMariaDb } from '../src/test-support/own-mariadb.ts';
import { startServerProcess, type ServerProcess } from '../src/test-support/server-process.ts';

const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '200' },
    rate: { type: 'string', default: '50' },
    outage: { type: 'string', default: '10' },
    before: { type: 'string', default: '10' },
    after: { type: 'string', default: '15' },
    kill: { type: 'boolean', default: false },
    // Where the JSON goes (the bounded CI run writes to a temp file, not bench-results/).
    out: { type: 'string' },
  },
});
const MEMBERS = Number(args.members);
const RATE = Number(args.rate);
const OUTAGE_S = Number(args.outage);
const BEFORE_S = Number(args.before);
const AFTER_S = Number(args.after);
const KILL = args.kill;
if (!(MEMBERS >= 2 && RATE > 0 && OUTAGE_S > 0 && BEFORE_S > 0 && AFTER_S > 0)) throw new Error('--members >= 2; --rate, --outage, --before and --after > 0');

/** Concurrent API loops, each pausing between calls (together roughly 50-80 calls/s when all is well). */
const API_LOOPS = 4;
const API_PAUSE_MS = 50;
/** The client gives up on an API call after this (counted as a hang), well past the 8 s limit. */
const API_TIMEOUT_MS = 15_000;
const SLOW_LIMIT_MS = 8_000;
const ACK_TIMEOUT_MS = 10_000;
const RECOVERY_LIMIT_MS = 5_000;

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Phase = 'before' | 'outage' | 'after';
const PHASES: Phase[] = ['before', 'outage', 'after'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (n: number) => 1 + Math.floor(Math.random() * n);

// ---------------------------------------------------------------- the world

/**
 * A random connected pair of ring members, either way round: ring connection k joins members k and k + 1
 * (the last wraps to the first). `from` and `to` are user ids; `sender` is the sending member's index in
 * the ring (into the tokens and sockets).
 */
function randomPair(ring: Ring): { connectionId: number; from: number; to: number; sender: number } {
  const k = pick(MEMBERS) - 1;
  const next = (k + 1) % MEMBERS;
  const [sender, recipient] = Math.random() < 0.5 ? [k, next] : [next, k];
  return { connectionId: ring.firstConnectionId + k, from: ring.userIds[sender]!, to: ring.userIds[recipient]!, sender };
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

async function openSocket(url: string, token: string, userId: number): Promise<ClientSocket> {
  // No reconnection: a socket the server drops during the outage must show up as dropped, not be papered over.
  const socket: ClientSocket = connect(url, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
  await whenAuthenticated(socket, userId, 10_000);
  return socket;
}

// ---------------------------------------------------------------- what happened

interface ApiCall {
  phase: Phase;
  what: string;
  startedAt: number;
  endedAt: number;
  /** HTTP status, or 'timeout' / 'network' when no answer came. */
  status: number | 'timeout' | 'network';
  /** A 503 without the database message or without Retry-After: 5. */
  bad503?: string;
}

/** A message sent over the socket or POSTed; `outcome` is what the sender was told. */
interface Send {
  via: 'socket' | 'http';
  phase: Phase;
  from: number;
  to: number;
  sentAt: number;
  outcome: 'pending' | 'acked' | 'refused' | 'unanswered' | 'failed';
  answerMs?: number;
  error?: string;
}

let phase: Phase = 'before';
let running = true;
const calls: ApiCall[] = [];
const sends = new Map<string, Send>();
/** Receipts at the recipient's socket, by clientMessageId. */
const deliveries = new Map<string, number>();
let misrouted = 0;
const unexpectedErrorFrames: string[] = [];
const drops: Array<{ phase: Phase; userId: number; reason: string }> = [];

async function api(url: string, token: string, what: string, pathAndQuery: string, body?: unknown): Promise<ApiCall> {
  const call: ApiCall = { phase, what, startedAt: performance.now(), endedAt: 0, status: 'network' };
  try {
    const response = await fetch(`${url}${pathAndQuery}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    const text = await response.text();
    call.status = response.status;
    if (response.status === 503) {
      let message: unknown;
      try {
        message = (JSON.parse(text) as { message?: unknown }).message;
      } catch {
        message = text.slice(0, 100);
      }
      if (message !== DATABASE_UNAVAILABLE_MESSAGE) call.bad503 = `body ${JSON.stringify(message)}`;
      else if (response.headers.get('retry-after') !== '5') call.bad503 = `Retry-After ${response.headers.get('retry-after')}`;
    }
  } catch (error) {
    call.status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
  }
  call.endedAt = performance.now();
  calls.push(call);
  return call;
}

/**
 * One API loop: a random ring member k makes one of four signed-in calls (the thread: of ring connection
 * k, which is theirs), pauses, and again, until told to stop.
 */
async function apiLoop(url: string, ring: Ring, tokens: string[]): Promise<void> {
  while (running) {
    const member = pick(MEMBERS) - 1;
    const token = tokens[member]!;
    const roll = Math.random();
    if (roll < 0.25) await api(url, token, 'search', `${API_PATHS.users}?role=manufacturer&limit=20`);
    else if (roll < 0.5) await api(url, token, 'connections', API_PATHS.connections);
    else if (roll < 0.75) await api(url, token, 'thread', `${API_PATHS.connectionMessages.replace(':id', String(ring.firstConnectionId + member))}?limit=20`);
    else {
      const { connectionId, from, to, sender } = randomPair(ring);
      const clientMessageId = randomUUID();
      const send: Send = { via: 'http', phase, from, to, sentAt: performance.now(), outcome: 'pending' };
      sends.set(clientMessageId, send);
      const call = await api(url, tokens[sender]!, 'post message', API_PATHS.messages, {
        connectionId, recipientId: to, content: `chaos message over HTTP from ${from}`, clientMessageId,
      });
      send.answerMs = call.endedAt - call.startedAt;
      send.outcome = call.status === 200 || call.status === 201 ? 'acked' : call.status === 503 ? 'refused' : 'failed';
    }
    await sleep(API_PAUSE_MS);
  }
}

/** `RATE` socket sends per second between random connected pairs, each awaiting its acknowledgement. */
async function chatLoop(ring: Ring, sockets: ClientSocket[], answered: Array<Promise<void>>): Promise<void> {
  let sequence = 0;
  await pace(RATE, () => running, () => {
    const { connectionId, from, to, sender } = randomPair(ring);
    const clientMessageId = randomUUID();
    const send: Send = { via: 'socket', phase, from, to, sentAt: performance.now(), outcome: 'pending' };
    sends.set(clientMessageId, send);
    answered.push(
      new Promise<void>((resolve) => {
        // The first of the acknowledgement and the timeout decides; a late acknowledgement changes nothing.
        const answer = (ack: SendMessageAck | undefined) => {
          if (send.outcome !== 'pending') return;
          clearTimeout(timer);
          send.answerMs = performance.now() - send.sentAt;
          if (!ack) send.outcome = 'unanswered';
          else if (ack.ok) send.outcome = 'acked';
          else {
            send.outcome = 'refused';
            send.error = ack.error.message;
          }
          resolve();
        };
        const timer = setTimeout(() => answer(undefined), ACK_TIMEOUT_MS);
        sockets[sender]!.emit('message', { connectionId, recipientId: to, content: `chaos message ${++sequence} from ${from}`, clientMessageId }, answer);
      }),
    );
  });
}

function watch(ring: Ring, sockets: ClientSocket[]): void {
  sockets.forEach((socket, index) => {
    const userId = ring.userIds[index]!;
    socket.on('new_message', ({ message }: NewMessageEvent) => {
      const id = message.clientMessageId;
      if (!id || !sends.has(id)) return;
      // An HTTP send also reaches the sender's own socket (its "other tab"); only the recipient's copy counts.
      if (userId === message.senderId) return;
      if (userId !== message.recipientId) return void misrouted++;
      deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
    });
    socket.on('error', (frame) => {
      // Refused sends also come as an error frame; anything else is unexpected.
      if (frame.event === 'message' && frame.message === DATABASE_UNAVAILABLE_MESSAGE) return;
      unexpectedErrorFrames.push(`${frame.event ?? '?'}: ${frame.message}`);
    });
    socket.on('disconnect', (reason) => {
      // 'io client disconnect' is this script closing its sockets at the end.
      if (reason !== 'io client disconnect') drops.push({ phase, userId, reason });
    });
  });
}

// ---------------------------------------------------------------- the run

interface Timeline {
  startedAt: number;
  outageAt: number;
  stoppedAt: number;
  /** database.start() called: from here on it may accept connections before its readiness probe notices. */
  startingAt: number;
  /** database.start() resolved: the probe got in. */
  restoredAt: number;
  endedAt: number;
}

async function run(database: OwnMariaDb, dataDir: string) {
  const knex = createDatabase({ databaseUrl: database.url, dataDir });
  let ring: Ring;
  let tokens: string[];
  try {
    await migrateToLatest(knex);
    ring = await seedRing(knex, MEMBERS);
    const started = performance.now();
    tokens = await mintSessions(knex, ring.userIds);
    console.log(`${MEMBERS} members signed in in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await knex.destroy();
  }
  let server: ServerProcess | undefined;
  const sockets: ClientSocket[] = [];
  try {
    server = await startServerProcess({
      NODE_ENV: 'production', MAIL_OUTBOX: 'true', COOKIE_SECURE: 'false', SEED_DEMO_DATA: 'false', LOGIN_LIMIT_PER_IP: '100000', ACCOUNT_LIMIT_PER_IP: '100000',
      // Every request reads its session and user from the database, so every signed-in call meets the outage.
      AUTH_CACHE_MS: '0',
      SESSION_SECRET: 'chaos-secret-chaos-secret-chaos-secret-0123', DATABASE_URL: database.url, DATA_DIR: dataDir, REDIS_URL: '',
    });
    const pid = server.child.pid!;
    const started = performance.now();
    const members = ring.userIds.map((userId, i) => ({ userId, token: tokens[i]! }));
    sockets.push(...(await inBatches(members, 50, ({ userId, token }) => openSocket(server!.url, token, userId))));
    console.log(`${sockets.length} sockets authenticated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    watch(ring, sockets);

    const answered: Array<Promise<void>> = [];
    const timeline = { startedAt: performance.now() } as Timeline;
    const at = () => `${((performance.now() - timeline.startedAt) / 1000).toFixed(1)} s`;
    const traffic = Promise.all([chatLoop(ring, sockets, answered), ...Array.from({ length: API_LOOPS }, () => apiLoop(server!.url, ring, tokens))]);
    await sleep(BEFORE_S * 1000);
    phase = 'outage';
    timeline.outageAt = performance.now();
    await (KILL ? database.kill() : database.stop());
    timeline.stoppedAt = performance.now();
    console.log(`${at()}: database ${KILL ? 'killed (SIGKILL)' : 'stopped (SIGTERM)'} in ${(timeline.stoppedAt - timeline.outageAt).toFixed(0)} ms`);
    await sleep(OUTAGE_S * 1000);
    timeline.startingAt = performance.now();
    await database.start();
    timeline.restoredAt = performance.now();
    phase = 'after';
    console.log(`${at()}: database accepting connections again (start took ${(timeline.restoredAt - timeline.startingAt).toFixed(0)} ms)`);
    await sleep(AFTER_S * 1000);
    running = false;
    await traffic;
    timeline.endedAt = performance.now();
    await Promise.all(answered);
    // Let the last deliveries arrive.
    const acked = () => [...sends].filter(([, s]) => s.outcome === 'acked');
    const deadline = Date.now() + 10_000;
    while (acked().some(([id]) => !deliveries.has(id)) && Date.now() < deadline) await sleep(50);
    await sleep(500);
    console.log(`${at()}: traffic drained`);

    const serverAlive = server.child.exitCode === null && server.child.signalCode === null;
    const check = createDatabase({ databaseUrl: database.url, dataDir });
    let rows: Array<{ clientMessageId: string }>;
    try {
      rows = await check('messages').whereNotNull('clientMessageId').select('clientMessageId');
    } finally {
      await check.destroy();
    }
    const stored = new Map<string, number>();
    for (const { clientMessageId } of rows) stored.set(clientMessageId, (stored.get(clientMessageId) ?? 0) + 1);
    return { timeline, stored, pid, serverAlive, serverOutput: server.output() };
  } finally {
    sockets.forEach((socket) => socket.close());
    await server?.stop();
  }
}

// ---------------------------------------------------------------- report

function report(result: Awaited<ReturnType<typeof run>>, wallSeconds: number): boolean {
  const { timeline, stored, pid, serverAlive } = result;
  const phaseSeconds: Record<Phase, number> = {
    before: (timeline.outageAt - timeline.startedAt) / 1000,
    outage: (timeline.restoredAt - timeline.outageAt) / 1000,
    after: (timeline.endedAt - timeline.restoredAt) / 1000,
  };
  const all = [...sends];
  const socketSends = all.filter(([, s]) => s.via === 'socket');
  const httpSends = all.filter(([, s]) => s.via === 'http');
  const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '-');

  const phases = PHASES.map((p) => {
    const inPhase = calls.filter((c) => c.phase === p);
    const latencies = inPhase.map((c) => c.endedAt - c.startedAt).sort((a, b) => a - b);
    const mine = socketSends.filter(([, s]) => s.phase === p);
    const answers = mine.map(([, s]) => s.answerMs ?? NaN).filter(Number.isFinite);
    const count = (outcome: Send['outcome']) => mine.filter(([, s]) => s.outcome === outcome).length;
    return {
      phase: p,
      seconds: phaseSeconds[p],
      api: {
        calls: inPhase.length,
        ok2xx: inPhase.filter((c) => typeof c.status === 'number' && c.status >= 200 && c.status < 300).length,
        unavailable503: inPhase.filter((c) => c.status === 503).length,
        other: inPhase.filter((c) => !(typeof c.status === 'number' && ((c.status >= 200 && c.status < 300) || c.status === 503))).length,
        p99Ms: percentile(latencies, 99),
        maxMs: latencies.length ? Math.max(...latencies) : NaN,
      },
      socket: {
        sent: mine.length, acknowledged: count('acked'), refused: count('refused'), unanswered: count('unanswered'),
        answerMaxMs: answers.length ? Math.max(...answers) : NaN,
        delivered: mine.filter(([id]) => deliveries.has(id)).length,
        duplicated: mine.filter(([id]) => (deliveries.get(id) ?? 0) > 1).length,
      },
      drops: drops.filter((d) => d.phase === p).length,
    };
  });

  console.log(`\n${MEMBERS} members, ${RATE} socket sends/s and ${API_LOOPS} API loops; database ${KILL ? 'killed (SIGKILL)' : 'stopped (SIGTERM)'} after ${BEFORE_S} s, down ${OUTAGE_S} s, then ${AFTER_S} s more`);
  printColumns(
    ['phase', 's', 'API calls', '2xx', '503', 'other', 'API p99 ms', 'API max ms', 'sends', 'acked', 'refused', 'unanswered', 'answer max ms', 'delivered', 'dup', 'dropped sockets'],
    phases.map((r) => [
      r.phase, r.seconds.toFixed(1), String(r.api.calls), String(r.api.ok2xx), String(r.api.unavailable503), String(r.api.other), ms(r.api.p99Ms), ms(r.api.maxMs),
      String(r.socket.sent), String(r.socket.acknowledged), String(r.socket.refused), String(r.socket.unanswered), ms(r.socket.answerMaxMs),
      String(r.socket.delivered), String(r.socket.duplicated), String(r.drops),
    ]),
  );
  console.log('phase = when the call or send began; "outage" runs from the stop until the restarted database answers a probe. sends = socket `message` frames.');

  // Recovery, counted from the restart of the database: its own start, the first 2xx answer and the first
  // acknowledged socket send made after the restart began.
  const databaseStartMs = timeline.restoredAt - timeline.startingAt;
  const firstOk = calls.filter((c) => c.endedAt >= timeline.startingAt && typeof c.status === 'number' && c.status < 300).sort((a, b) => a.endedAt - b.endedAt)[0];
  const apiRecoveryMs = firstOk ? firstOk.endedAt - timeline.startingAt : NaN;
  const firstAck = socketSends.filter(([, s]) => s.sentAt >= timeline.startingAt && s.outcome === 'acked').sort(([, a], [, b]) => a.sentAt - b.sentAt)[0]?.[1];
  const socketRecoveryMs = firstAck ? firstAck.sentAt + firstAck.answerMs! - timeline.startingAt : NaN;
  const recoveredInTime = (elapsed: number) => elapsed - databaseStartMs <= RECOVERY_LIMIT_MS;
  const recoveredAt = firstOk?.endedAt ?? Infinity;
  const unavailableAfterRecovery = calls.filter((c) => c.startedAt > recoveredAt && c.status === 503).length
    + socketSends.filter(([, s]) => s.sentAt > recoveredAt && s.outcome === 'refused').length;

  // The messages table against what the senders were told.
  const acked = all.filter(([, s]) => s.outcome === 'acked');
  const refused = all.filter(([, s]) => s.outcome === 'refused');
  const unanswered = all.filter(([, s]) => s.outcome === 'unanswered');
  const ackedNotOnce = acked.filter(([id]) => stored.get(id) !== 1);
  // A write in flight when the database goes away can commit while its answer is lost (the connection drops
  // before the OK arrives): the server cannot know, refuses, and the member's retry with the same
  // clientMessageId finds it stored. Only sends made before the database process was gone can be such.
  const refusedStored = refused.filter(([id]) => stored.has(id));
  const inFlightAtStop = refusedStored.filter(([, s]) => s.sentAt < timeline.stoppedAt);
  const refusedButStored = refusedStored.filter(([, s]) => s.sentAt >= timeline.stoppedAt);
  const strangers = [...stored.keys()].filter((id) => !sends.has(id));
  const storedTwice = [...stored.values()].filter((n) => n > 1).length;
  const notDeliveredOnce = acked.filter(([id]) => deliveries.get(id) !== 1);
  const duplicated = [...deliveries.values()].filter((n) => n > 1).length + storedTwice;
  const lost = acked.filter(([id]) => !stored.has(id) || !deliveries.has(id)).length;
  const deliveredRefused = refused.filter(([id]) => deliveries.has(id)).length;

  const otherStatuses = new Map<string, number>();
  for (const c of calls) {
    if (!(typeof c.status === 'number' && ((c.status >= 200 && c.status < 300) || c.status === 503))) {
      const key = `${c.what} ${c.status}`;
      otherStatuses.set(key, (otherStatuses.get(key) ?? 0) + 1);
    }
  }
  const bad503 = calls.filter((c) => c.bad503);
  // Made after the database process was gone and answered before it was back: nothing can have succeeded.
  const whileDown = (start: number, end: number) => start >= timeline.stoppedAt && end < timeline.startingAt;
  const okWhileDown = [
    ...calls.filter((c) => typeof c.status === 'number' && c.status < 300 && whileDown(c.startedAt, c.endedAt)).map((c) => `${c.what} ${c.status}`),
    ...socketSends.filter(([, s]) => s.outcome === 'acked' && whileDown(s.sentAt, s.sentAt + s.answerMs!)).map(() => 'socket send acknowledged'),
  ];
  const slow = calls.filter((c) => c.endedAt - c.startedAt >= SLOW_LIMIT_MS);
  const wrongRefusals = refused.filter(([, s]) => s.via === 'socket' && s.error !== DATABASE_UNAVAILABLE_MESSAGE);
  const outage = phases[1]!;
  const checks: Array<{ name: string; ok: boolean; detail?: string }> = [
    { name: 'API answers are 2xx or 503 (no 500, no hang)', ok: otherStatuses.size === 0, detail: [...otherStatuses].map(([k, n]) => `${n}x ${k}`).join(', ') },
    { name: 'every 503 carries the database message and Retry-After: 5', ok: !bad503.length, detail: `${bad503.length} not: ${bad503.slice(0, 3).map((c) => c.bad503).join('; ')}` },
    { name: `no API call took ${SLOW_LIMIT_MS / 1000} s or more`, ok: !slow.length, detail: `${slow.length} did: ${slow.slice(0, 5).map((c) => `${c.what} ${(c.endedAt - c.startedAt).toFixed(0)} ms`).join(', ')}` },
    { name: `every socket send answered within ${ACK_TIMEOUT_MS / 1000} s`, ok: !unanswered.length, detail: `${unanswered.length} unanswered` },
    { name: 'every refused send carries the database message', ok: !wrongRefusals.length, detail: [...new Set(wrongRefusals.map(([, s]) => s.error))].join('; ') },
    { name: 'the outage was felt: 503s and refused sends while the database was down', ok: outage.api.unavailable503 > 0 && outage.socket.refused > 0 },
    { name: 'nothing made and answered while the database was down succeeded', ok: !okWhileDown.length, detail: `${okWhileDown.length} did: ${[...new Set(okWhileDown)].join(', ')}` },
    { name: 'acknowledged => stored exactly once', ok: !ackedNotOnce.length, detail: `${ackedNotOnce.length} not: ${ackedNotOnce.slice(0, 3).map(([id]) => `${id} x${stored.get(id) ?? 0}`).join(', ')}` },
    { name: 'refused => not stored (but for writes in flight at the stop)', ok: !refusedButStored.length, detail: `${refusedButStored.length} stored anyway: ${refusedButStored.slice(0, 3).map(([id, s]) => `${id} (${s.via}, ${s.phase})`).join(', ')}` },
    { name: 'nothing stored that was not sent, nothing stored twice', ok: !strangers.length && !storedTwice, detail: `${strangers.length} unknown, ${storedTwice} twice` },
    { name: 'acknowledged => delivered to the recipient exactly once; refused => never', ok: !notDeliveredOnce.length && !misrouted && !deliveredRefused, detail: `${notDeliveredOnce.length} not exactly once, ${misrouted} misrouted, ${deliveredRefused} refused but delivered` },
    { name: `same server process (pid ${pid}) serves 2xx again within ${RECOVERY_LIMIT_MS / 1000} s of the database being back`, ok: serverAlive && recoveredInTime(apiRecoveryMs) && recoveredInTime(socketRecoveryMs), detail: `process ${serverAlive ? 'running' : 'gone'}, API ${ms(apiRecoveryMs)} ms, socket ${ms(socketRecoveryMs)} ms after the restart began, database start ${ms(databaseStartMs)} ms` },
    { name: 'no 503 or refused send once recovered', ok: !unavailableAfterRecovery, detail: `${unavailableAfterRecovery} after recovery` },
    { name: 'no socket dropped', ok: !drops.length, detail: drops.slice(0, 3).map((d) => `member ${d.userId} in ${d.phase}: ${d.reason}`).join(', ') },
    { name: 'no unexpected socket error frames', ok: !unexpectedErrorFrames.length, detail: [...new Set(unexpectedErrorFrames)].slice(0, 3).join('; ') },
  ];

  const storedOnce = [...stored.values()].filter((n) => n === 1).length;
  const summary = `sent ${all.length} (${socketSends.length} socket, ${httpSends.length} HTTP), acknowledged ${acked.length}, refused ${refused.length}`
    + `${inFlightAtStop.length ? ` (${inFlightAtStop.length} in flight at the stop stored nonetheless)` : ''}, `
    + `stored ${stored.size} (${storedOnce === stored.size ? 'each once' : `${stored.size - storedOnce} more than once`}), `
    + `delivered ${acked.filter(([id]) => deliveries.has(id)).length}, duplicated ${duplicated}, lost ${lost}`;
  console.log(`\n${summary}`);
  console.log(`recovery, from the database's restart: database ready ${ms(databaseStartMs)} ms, first 2xx API answer ${ms(apiRecoveryMs)} ms, first acknowledged socket send ${ms(socketRecoveryMs)} ms (same server process, pid ${pid})`);
  console.log(`run time ${wallSeconds.toFixed(0)} s\n`);
  for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'}  ${c.name}${!c.ok && c.detail ? `: ${c.detail}` : ''}`);
  const failed = checks.filter((c) => !c.ok);
  if (failed.length) {
    // Without the expected outage noise (each 503's cause and knex's failed connection attempts).
    const lines = result.serverOutput.trimEnd().split('\n').filter((line) => !/ECONNREFUSED|Acquire connection error|^\s+at /.test(line));
    console.log(`\nlast lines of the server's output (outage noise left out):\n${lines.slice(-15).join('\n')}`);
  }

  const file = args.out ? path.resolve(args.out) : path.resolve(import.meta.dirname, '../../bench-results', `chaos-${new Date().toISOString().slice(0, 10)}${KILL ? '-kill' : ''}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({
    date: new Date().toISOString(),
    options: { members: MEMBERS, rate: RATE, before: BEFORE_S, outage: OUTAGE_S, after: AFTER_S, kill: KILL, apiLoops: API_LOOPS },
    runSeconds: Math.round(wallSeconds),
    phases,
    recovery: { databaseStartMs: Math.round(databaseStartMs), apiMs: Math.round(apiRecoveryMs), socketMs: Math.round(socketRecoveryMs), pid, sameProcess: serverAlive },
    messages: {
      sent: all.length, viaSocket: socketSends.length, viaHttp: httpSends.length, acknowledged: acked.length, refused: refused.length,
      unanswered: unanswered.length, refusedButStoredInFlightAtStop: inFlightAtStop.length, stored: stored.size, delivered: acked.filter(([id]) => deliveries.has(id)).length, duplicated, lost,
    },
    summary,
    checks,
    passed: !failed.length,
  }, null, 2)}\n`);
  console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
  return !failed.length;
}

const wallStart = performance.now();
const dataDir = mkdtempSync(path.join(tmpdir(), 'hh-chaos-'));
let database: OwnMariaDb | undefined;
let passed = false;
try {
  database = await startOwnMariaDb();
  console.log(`own MariaDB at ${database.url}`);
  const result = await run(database, dataDir);
  passed = report(result, (performance.now() - wallStart) / 1000);
} catch (error) {
  console.error(`chaos run failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await database?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(passed ? 0 : 1);
