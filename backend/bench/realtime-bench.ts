/**
 * `npm run bench:realtime [-- --users 500 --rate 200 --duration 30 --one-db sqlite|mysql --only one|two]`
 *
 * Issue 5 speed check. For each scenario: a fresh database with `--users` members and accepted
 * connections in a ring (member i with i+1), the real server started as child process(es) on free
 * ports, every member signed in through POST /api/login (bearer tokens, as the desktop does), and one
 * authenticated socket.io-client per member (websocket transport). Then `--rate` messages per second
 * between random connected pairs for `--duration` seconds (after a 3 s warm-up), sent as the spec's
 * `message` frame with a client id. Measured: send-to-receive latency at the recipient's socket
 * (p50, p99, max), send-to-`message_sent` latency, error frames, lost and duplicated messages (every
 * message must reach its recipient exactly once and be stored exactly once), and each server's RSS
 * (peak of /proc/<pid>/status VmRSS) and CPU.
 *
 * Scenarios: `one` = one process on `--one-db` (SQLite by default); `two` = two processes on MySQL
 * (MYSQL_TEST_URL, default mysql://root@127.0.0.1:3306/test) sharing Redis (BENCH_REDIS_URL, default
 * redis://127.0.0.1:6379), clients split evenly between them. Prints a table; exits non-zero if a
 * message was lost, duplicated or refused. Target: p99 < 30 ms, nothing lost.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Knex } from 'knex';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '#shared/api/api-paths.ts';
import type { ClientToServerEvents, MessageSentEvent, NewMessageEvent, ServerToClientEvents } from '#shared/api/realtime-events.ts';
import { SESSION_TOKEN_HEADER, SESSION_TRANSPORT_HEADER } from '#shared/constants/app-constants.ts';
import { createDatabase, migrateToLatest } from '../src/db/database.ts';
import { hashPassword } from '../src/modules/auth/password-hasher.ts';
import { startServerProcess, type ServerProcess } from '../src/test-support/server-process.ts';
import { createTestDatabase } from '../src/test-support/test-database.ts';

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '500' },
    rate: { type: 'string', default: '200' },
    duration: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '3' },
    'one-db': { type: 'string', default: 'sqlite' },
    only: { type: 'string' },
  },
});
const USERS = Number(args.users);
const RATE = Number(args.rate);
const DURATION_S = Number(args.duration);
const WARMUP_S = Number(args.warmup);
const ONE_DB = args['one-db'] as 'sqlite' | 'mysql';
if (ONE_DB !== 'sqlite' && ONE_DB !== 'mysql') throw new Error('--one-db must be sqlite or mysql');
if (!(USERS >= 2 && RATE > 0 && DURATION_S > 0)) throw new Error('--users >= 2, --rate > 0 and --duration > 0');
const PASSWORD = 'Bench#Password2026';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

// ---------------------------------------------------------------- database

/** Members 1..USERS; connection i joins member i and member i+1 (the last wraps to 1), accepted. */
async function seed(knex: Knex): Promise<void> {
  const passwordHash = await hashPassword(PASSWORD);
  const now = new Date();
  const users = Array.from({ length: USERS }, (_, i) => ({
    id: i + 1, username: `bench_${i + 1}`, email: `bench${i + 1}@bench.hardwarehub.dev`, passwordHash, role: i % 2 ? 'manufacturer' : 'entrepreneur',
    fullName: `Bench Member ${i + 1}`, emailVerified: true, dataConsent: true, privacyPolicyAccepted: true, termsAccepted: true, createdAt: now, updatedAt: now,
  }));
  const connections = Array.from({ length: USERS }, (_, i) => ({
    id: i + 1, requesterId: i + 1, recipientId: ((i + 1) % USERS) + 1, status: 'accepted', message: 'Bench', createdAt: now, updatedAt: now,
  }));
  for (let i = 0; i < USERS; i += 250) await knex('users').insert(users.slice(i, i + 250));
  for (let i = 0; i < USERS; i += 250) await knex('connections').insert(connections.slice(i, i + 250));
}

// ---------------------------------------------------------------- servers

/** The bench's server: production mode over plain HTTP, no demo data, no login limit in the way. */
const startServer = (env: Record<string, string>): Promise<ServerProcess> =>
  startServerProcess({ NODE_ENV: 'production', COOKIE_SECURE: 'false', SEED_DEMO_DATA: 'false', LOGIN_LIMIT_PER_IP: '100000', ACCOUNT_LIMIT_PER_IP: '100000', ...env });

/** Resident memory (VmRSS, MiB) and CPU ticks (utime + stime) of a process, from /proc. */
function sample(pid: number): { rssMiB: number; cpuTicks: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { rssMiB: rssKiB / 1024, cpuTicks: Number(fields[11]) + Number(fields[12]) };
}
const TICKS_PER_SECOND = 100;

// ---------------------------------------------------------------- clients

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

async function login(url: string, userId: number): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SESSION_TRANSPORT_HEADER]: 'bearer' },
    body: JSON.stringify({ email: `bench${userId}@bench.hardwarehub.dev`, password: PASSWORD }),
  });
  const token = response.headers.get(SESSION_TOKEN_HEADER);
  if (response.status !== 200 || !token) throw new Error(`login of member ${userId} failed: ${response.status} ${await response.text()}`);
  return token;
}

async function openSocket(url: string, token: string, userId: number): Promise<ClientSocket> {
  const socket: ClientSocket = connect(url, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket of member ${userId} not authenticated within 10 s`)), 10_000);
    socket.once('connect_error', (error) => reject(error));
    socket.once('authenticated', (payload) => {
      clearTimeout(timer);
      if (payload.userId === userId) resolve();
      else reject(new Error(`socket of member ${userId} authenticated as ${payload.userId}`));
    });
    socket.once('connect', () => socket.emit('authenticate', { userId }));
  });
  return socket;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);

interface Result {
  scenario: string;
  clients: number;
  sent: number;
  received: number;
  lost: number;
  duplicates: number;
  misrouted: number;
  errors: number;
  stored: number;
  p50: number;
  p99: number;
  max: number;
  ackP99: number;
  rss: string;
  cpu: string;
  achievedRate: number;
}

async function runScenario(name: string, engine: 'sqlite' | 'mysql', processes: number): Promise<Result> {
  const database = await createTestDatabase(engine);
  const servers: ServerProcess[] = [];
  const sockets: ClientSocket[] = [];
  try {
    const knex = createDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    try {
      await migrateToLatest(knex);
      await seed(knex);
    } finally {
      await knex.destroy();
    }
    const env: Record<string, string> = {
      DATABASE_URL: database.databaseUrl,
      DATA_DIR: database.dataDir,
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      REDIS_URL: processes > 1 ? REDIS_URL : '',
      SOCKET_ADAPTER_KEY: `hh-bench:${randomBytes(6).toString('hex')}`,
    };
    for (let i = 0; i < processes; i++) servers.push(await startServer(env));
    const serverOf = (userId: number) => servers[userId % servers.length]!;

    const ids = Array.from({ length: USERS }, (_, i) => i + 1);
    let started = performance.now();
    const tokens = await inBatches(ids, 8, (id) => login(serverOf(id).url, id));
    console.log(`[${name}] ${USERS} members signed in in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    sockets.push(...(await inBatches(ids, 50, (id) => openSocket(serverOf(id).url, tokens[id - 1]!, id))));
    console.log(`[${name}] ${sockets.length} sockets authenticated in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // Bookkeeping, by client message id.
    const pending = new Map<string, { sentAt: number; recipientId: number; measured: boolean }>();
    const receivedIds = new Set<string>();
    const latencies: number[] = [];
    const ackLatencies: number[] = [];
    let duplicates = 0;
    let misrouted = 0;
    let errors = 0;
    const errorSamples = new Set<string>();
    sockets.forEach((socket, index) => {
      const userId = index + 1;
      socket.on('new_message', ({ message }: NewMessageEvent) => {
        const now = performance.now();
        const entry = message.clientMessageId ? pending.get(message.clientMessageId) : undefined;
        if (!entry) return;
        if (entry.recipientId !== userId) return void misrouted++;
        if (receivedIds.has(message.clientMessageId!)) return void duplicates++;
        receivedIds.add(message.clientMessageId!);
        if (entry.measured) latencies.push(now - entry.sentAt);
      });
      socket.on('message_sent', ({ clientMessageId }: MessageSentEvent) => {
        const entry = clientMessageId ? pending.get(clientMessageId) : undefined;
        if (entry?.measured) ackLatencies.push(performance.now() - entry.sentAt);
      });
      socket.on('error', (error) => {
        errors++;
        errorSamples.add(error.message);
      });
      socket.on('disconnect', (reason) => {
        errors++;
        errorSamples.add(`disconnect: ${reason}`);
      });
    });

    let sequence = 0;
    const send = (measured: boolean) => {
      const edge = Math.floor(Math.random() * USERS); // connection edge + 1 joins members edge + 1 and edge + 2 (wrapping)
      const low = edge + 1;
      const high = ((edge + 1) % USERS) + 1;
      const [from, to] = Math.random() < 0.5 ? [low, high] : [high, low];
      const clientMessageId = randomUUID();
      pending.set(clientMessageId, { sentAt: performance.now(), recipientId: to, measured });
      sockets[from - 1]!.emit('message', { connectionId: edge + 1, recipientId: to, content: `bench message ${++sequence} from ${from}`, clientMessageId });
    };
    const drive = async (seconds: number, measured: boolean) => {
      const begin = performance.now();
      let sent = 0;
      for (;;) {
        const elapsed = performance.now() - begin;
        if (elapsed >= seconds * 1000) break;
        const due = Math.floor((elapsed * RATE) / 1000);
        while (sent < due) {
          send(measured);
          sent++;
        }
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      return { sent, seconds: (performance.now() - begin) / 1000 };
    };

    if (WARMUP_S > 0) await drive(WARMUP_S, false);
    const before = servers.map((s) => sample(s.child.pid!));
    let peakRss = servers.map((_, i) => before[i]!.rssMiB);
    const sampler = setInterval(() => {
      peakRss = servers.map((s, i) => Math.max(peakRss[i]!, sample(s.child.pid!).rssMiB));
    }, 500);
    const run = await drive(DURATION_S, true);
    clearInterval(sampler);
    const after = servers.map((s) => sample(s.child.pid!));
    const cpu = servers.map((_, i) => ((after[i]!.cpuTicks - before[i]!.cpuTicks) / TICKS_PER_SECOND / run.seconds) * 100);

    // Let the last ones arrive.
    const deadline = Date.now() + 10_000;
    while (receivedIds.size + errors < pending.size && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const check = createDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    const stored = Number((await check('messages').count({ n: '*' }).first())?.n ?? 0);
    const distinct = Number((await check('messages').countDistinct({ n: 'clientMessageId' }).first())?.n ?? 0);
    await check.destroy();
    if (errorSamples.size) console.log(`[${name}] errors: ${[...errorSamples].slice(0, 5).join(' | ')}`);

    latencies.sort((a, b) => a - b);
    ackLatencies.sort((a, b) => a - b);
    return {
      scenario: name,
      clients: sockets.length,
      sent: pending.size,
      received: receivedIds.size,
      lost: pending.size - receivedIds.size,
      duplicates: duplicates + (stored - distinct),
      misrouted,
      errors,
      stored,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? NaN,
      ackP99: percentile(ackLatencies, 99),
      rss: peakRss.map((r) => r.toFixed(0)).join(' + '),
      cpu: cpu.map((c) => c.toFixed(0)).join(' + '),
      achievedRate: run.sent / run.seconds,
    };
  } finally {
    sockets.forEach((s) => s.close());
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  }
}

function printTable(results: Result[]): void {
  console.log(`\n${USERS} authenticated clients, ${RATE} messages/s between random connected pairs for ${DURATION_S} s (after ${WARMUP_S} s warm-up)`);
  const header = ['scenario', 'clients', 'msg/s', 'sent', 'received', 'lost', 'dup', 'errors', 'stored', 'p50 ms', 'p99 ms', 'max ms', 'ack p99 ms', 'server RSS MiB (peak)', 'server CPU %'];
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
  const lines = results.map((r) => [
    r.scenario, String(r.clients), r.achievedRate.toFixed(0), String(r.sent), String(r.received), String(r.lost), String(r.duplicates + r.misrouted), String(r.errors),
    String(r.stored), f(r.p50), f(r.p99), f(r.max), f(r.ackP99), r.rss, r.cpu,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
  console.log('sent/received/lost count every message incl. warm-up; latencies are over the measured window only. stored = rows in messages.');
}

const scenarios: Array<[string, 'sqlite' | 'mysql', number]> = [
  [`1 process, ${ONE_DB === 'sqlite' ? 'SQLite' : 'MySQL'}`, ONE_DB, 1],
  ['2 processes, MySQL + Redis', 'mysql', 2],
];
const results: Result[] = [];
let failed = false;
for (const [name, engine, processes] of scenarios.filter(([, , p]) => !args.only || (args.only === 'one' ? p === 1 : p === 2))) {
  try {
    results.push(await runScenario(name, engine, processes));
  } catch (error) {
    failed = true;
    console.error(`[${name}] benchmark failed: ${(error instanceof Error ? error.message : String(error)).slice(0, 800)}`);
  }
}
printTable(results);
const lossy = results.some((r) => r.lost || r.duplicates || r.misrouted || r.errors || r.stored !== r.sent);
if (lossy) console.error('\nMessages were lost, duplicated, misrouted or refused.');
const slow = results.filter((r) => !(r.p99 < 30));
if (slow.length) console.log(`\nAbove the p99 target of 30 ms: ${slow.map((r) => r.scenario).join(', ')}`);
process.exit(failed || lossy ? 1 : 0);
