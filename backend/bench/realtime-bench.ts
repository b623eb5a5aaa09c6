/**
 * `npm run bench:realtime [-- --clients 5000 --rate 200 --duration 60 --warmup 5 --generators 4 --only sqlite,mysql,two]`
 *
 * The messaging speed check, grown to 5,000 live sockets. For each scenario: a fresh database
 * with `--clients` members and accepted connections in a ring (member i with i+1), the real server
 * started as child process(es) on free ports, one signed-in bearer session per member (written through
 * the server's session store, see mintSessions), and one authenticated socket.io-client per member
 * (websocket transport), held by `--generators` forked load-generator processes. Then `--rate` messages
 * per second between random connected pairs for `--duration` seconds (after a warm-up), sent as the
 * spec's `message` frame with a client id. Measured: send-to-receive latency at the recipient's
 * socket (p50, p99, max), send-to-acknowledgement p99, refused and unanswered sends, lost, duplicated
 * and misrouted messages (every message must reach its recipient exactly once and be stored exactly
 * once), and each server's peak RSS and CPU over the window.
 *
 * Scenarios: `sqlite` = one process on SQLite; `mysql` = one process on MySQL (MYSQL_TEST_URL, default
 * mysql://root@127.0.0.1:3306/test); `two` = two processes on MySQL sharing Redis (BENCH_REDIS_URL,
 * default redis://127.0.0.1:6379), clients split evenly; `two-sqlite` = the same on one SQLite file. The npm script raises the open-file limit
 * first (each socket is a descriptor in the server and in a generator). Exits non-zero if a message was
 * lost, duplicated, misrouted or refused. Targets: delivery p99 < 30 ms, server RSS < 1 GiB.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { mintSessions, printColumns } from './bench-support.ts';
import { runSocketLoad, seedRing, type Ring, type SocketLoadResult } from './socket-load.ts';
import { createDatabase, migrateToLatest } from '../src/db/database.ts';
import { startServerProcess, type ServerProcess } from '../src/test-support/server-process.ts';
import { createTestDatabase } from '../src/test-support/test-database.ts';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '500' },
    rate: { type: 'string', default: '200' },
    duration: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '3' },
    generators: { type: 'string', default: '4' },
    only: { type: 'string', default: 'sqlite,two' },
  },
});
const CLIENTS = Number(args.clients);
const RATE = Number(args.rate);
const DURATION_S = Number(args.duration);
const WARMUP_S = Number(args.warmup);
const GENERATORS = Number(args.generators);
if (!(CLIENTS >= 2 && RATE > 0 && DURATION_S > 0 && GENERATORS >= 1)) throw new Error('--clients >= 2, --rate > 0, --duration > 0 and --generators >= 1');
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Row extends SocketLoadResult {
  scenario: string;
  stored: number;
  storedDistinct: number;
}

async function runScenario(name: string, engine: 'sqlite' | 'mysql', processes: number): Promise<Row> {
  const database = await createTestDatabase(engine);
  const servers: ServerProcess[] = [];
  try {
    const knex = createDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    let tokens: string[];
    let ring: Ring;
    try {
      await migrateToLatest(knex);
      ring = await seedRing(knex, CLIENTS);
      tokens = await mintSessions(knex, ring.userIds);
    } finally {
      await knex.destroy();
    }
    const env: Record<string, string> = {
      NODE_ENV: 'production', MAIL_OUTBOX: 'true', COOKIE_SECURE: 'false', SEED_DEMO_DATA: 'false',
      DATABASE_URL: database.databaseUrl,
      DATA_DIR: database.dataDir,
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      REDIS_URL: processes > 1 ? REDIS_URL : '',
      SOCKET_ADAPTER_KEY: `hh-bench:${randomBytes(6).toString('hex')}`,
    };
    for (let i = 0; i < processes; i++) servers.push(await startServerProcess(env));
    const result = await runSocketLoad({
      servers: servers.map((s) => ({ url: s.url, pid: s.child.pid! })),
      ring, tokens, rate: RATE, seconds: DURATION_S, warmupSeconds: WARMUP_S, generators: GENERATORS,
      log: (line) => console.log(`[${name}] ${line}`),
    });
    const check = createDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    const stored = Number((await check('messages').count({ n: '*' }).first())?.n ?? 0);
    const storedDistinct = Number((await check('messages').countDistinct({ n: 'clientMessageId' }).first())?.n ?? 0);
    await check.destroy();
    if (result.errorSamples.length) console.log(`[${name}] errors: ${result.errorSamples.join(' | ')}`);
    return { scenario: name, ...result, stored, storedDistinct };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  }
}

const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
function printTable(rows: Row[]): void {
  console.log(`\n${CLIENTS.toLocaleString('en-US')} authenticated clients held by ${GENERATORS} generator processes, ${RATE} messages/s between random connected pairs for ${DURATION_S} s (after ${WARMUP_S} s warm-up)`);
  printColumns(
    ['scenario', 'msg/s', 'sent', 'acked', 'refused', 'delivered', 'lost', 'dup', 'stored', 'p50 ms', 'p99 ms', 'max ms', 'ack p99 ms', 'server RSS MiB (peak)', 'server CPU %', 'connect s'],
    rows.map((r) => [
      r.scenario, r.rate.toFixed(0), String(r.sent), String(r.acknowledged), String(r.refused + r.unanswered), String(r.delivered), String(r.lost), String(r.duplicated + r.misrouted),
      String(r.stored), f(r.p50), f(r.p99), f(r.max), f(r.ackP99), r.peakRssMiB.map((m) => m.toFixed(0)).join(' + '), r.cpuPercent.map((c) => c.toFixed(0)).join(' + '), r.connectSeconds.toFixed(1),
    ]),
  );
  console.log('sent/acked/delivered/lost count every message incl. warm-up; latencies, RSS and CPU are over the measured window. stored = rows in messages.');
}

const SCENARIOS: Record<string, [string, 'sqlite' | 'mysql', number]> = {
  sqlite: ['1 process, SQLite', 'sqlite', 1],
  mysql: ['1 process, MySQL', 'mysql', 1],
  two: ['2 processes, MySQL + Redis', 'mysql', 2],
  'two-sqlite': ['2 processes, SQLite + Redis', 'sqlite', 2],
};
const rows: Row[] = [];
let failed = false;
for (const key of args.only.split(',')) {
  const scenario = SCENARIOS[key.trim()];
  if (!scenario) throw new Error(`--only: unknown scenario ${key} (${Object.keys(SCENARIOS).join(', ')})`);
  try {
    rows.push(await runScenario(...scenario));
  } catch (error) {
    failed = true;
    console.error(`[${scenario[0]}] benchmark failed: ${(error instanceof Error ? error.message : String(error)).slice(0, 800)}`);
  }
}
printTable(rows);
const lossy = rows.some((r) => r.lost || r.duplicated || r.misrouted || r.refused || r.unanswered || r.stored !== r.sent || r.storedDistinct !== r.stored);
if (lossy) console.error('\nMessages were lost, duplicated, misrouted or refused.');
const missed = rows.filter((r) => !(r.p99 < 30) || Math.max(...r.peakRssMiB) >= 1024);
if (missed.length) console.log(`\nAbove a target (p99 < 30 ms, RSS < 1 GiB): ${missed.map((r) => r.scenario).join(', ')}`);
process.exit(failed || lossy ? 1 : 0);
