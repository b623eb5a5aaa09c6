/**
 * `npm run bench:search [-- --db sqlite|mysql|both] [--users 50000] [--duration 10] [--connections 20]
 *   [--sessions 20] [--auth-cache-ms 1000]`
 *
 * Seeds a fresh database with 50,000 members (a realistic spread of roles, locations across the
 * regions, expertise and ratings), starts the real server as a child process on a free port, signs
 * in 20 different members, and measures GET /api/users with typical filter mixes using autocannon
 * (20 connections, ~10 s per scenario; each request goes as the next of those members).
 * `--auth-cache-ms` is the server's AUTH_CACHE_MS (0: the session and user are read on every request). SQLite uses a temp file; MySQL uses MYSQL_TEST_URL (default
 * mysql://root@127.0.0.1:3306/test) to create and drop a database of its own. Prints one table per
 * engine and exits non-zero if any request failed. Target: p99 < 25 ms and >= 1,000 req/s.
 * No result is cached between requests: every request runs its search over the whole index
 * (partner-memory-index.ts) and reads its page's cards when they are not kept.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Request as AutocannonRequest } from 'autocannon';
import { printColumns, sampleProcess, startBareKoa, waitForLogLine, watchPeakRss } from './bench-support.ts';
import { BENCH_EMAIL, BENCH_PASSWORD, memberEmail, seedMembers } from './seed-members.ts';
import { createDatabase, migrateToLatest } from '../src/db/database.ts';
import { startServerProcess, type ServerProcess } from '../src/test-support/server-process.ts';
import { createTestDatabase } from '../src/test-support/test-database.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    users: { type: 'string', default: '50000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    sessions: { type: 'string', default: '20' },
    'auth-cache-ms': { type: 'string', default: '1000' },
    // Development aids: keep the seeded database (its URL is printed), or reuse one and skip seeding.
    keep: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    only: { type: 'string' },
  },
});
const engines = args.db === 'both' ? (['sqlite', 'mysql'] as const) : [args.db as 'sqlite' | 'mysql'];
if (!engines.every((e) => e === 'sqlite' || e === 'mysql')) throw new Error('--db must be sqlite, mysql or both');
const USERS = Number(args.users);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const SESSIONS = Number(args.sessions);

/** Typical filter mixes of the widget and the /partners sidebar; a function gives each request its own query. */
const SCENARIOS: Array<[string, string | (() => string)]> = [
  ['no filters', ''],
  ['role only', 'role=manufacturer'],
  ['region', 'location=Asia&locationType=region'],
  ['exact location', 'location=Berlin&locationType=exact'],
  ['expertise x2', 'expertise=PCB%20Design&expertise=Robotics'],
  ['q text', 'q=pcb'],
  ['minRating 4', 'minRating=4'],
  ['role+region+expertise+minRating', 'role=manufacturer&location=Asia&locationType=region&expertise=PCB%20Design&expertise=Mass%20Production&minRating=4'],
  ['paging offset 1000', 'role=supplier&offset=1000'],
  ['q two words + sort rating', 'q=injection%20mold&sort=rating'],
  // Every request a different mix and page, so most cards are read from the database.
  ['mixed, random pages', () => {
    const roles = ['', 'manufacturer', 'supplier', 'designer', 'investor', 'attorney', 'entrepreneur'];
    const filters = ['', '&location=Asia&locationType=region', '&location=Europe&locationType=region', '&expertise=PCB%20Design', '&minRating=3', '&q=design', '&sort=newest'];
    const role = roles[Math.floor(Math.random() * roles.length)];
    return `${role ? `role=${role}` : ''}${filters[Math.floor(Math.random() * filters.length)]}&offset=${20 * Math.floor(Math.random() * 50)}`;
  }],
];


// ---------------------------------------------------------------- database and server

async function startServer(databaseUrl: string, dataDir: string): Promise<ServerProcess> {
  return startServerProcess({
    NODE_ENV: 'production', MAIL_OUTBOX: 'true',
    COOKIE_SECURE: 'false',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    SEED_DEMO_DATA: 'false',
    LOGIN_LIMIT_PER_IP: '1000',
    REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
    AUTH_CACHE_MS: args['auth-cache-ms'],
  });
}

/** The session cookie of one member, or undefined if they cannot sign in (a deactivated account: 403). */
async function signIn(url: string, email: string): Promise<string | undefined> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (response.status === 401 || response.status === 403) return undefined;
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** SESSIONS signed-in members: the bench founder, then members 2, 3, ... that can sign in. */
async function signInMembers(url: string): Promise<string[]> {
  const cookies = [(await signIn(url, BENCH_EMAIL))!];
  for (let i = 2; cookies.length < SESSIONS && i <= USERS; i++) {
    const cookie = await signIn(url, memberEmail(i));
    if (cookie) cookies.push(cookie);
  }
  return cookies;
}

// ---------------------------------------------------------------- run

interface Row {
  scenario: string;
  total: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Per engine: the index's build, the server's memory, and the bare Koa ceiling measured in the same run. */
interface EngineFigures {
  indexSeconds: number;
  /** Peak RSS while the index loads, once loaded, and at peak while searches run. */
  loadPeakMiB: number;
  rssAfterLoadMiB: number;
  peakRssMiB: number;
  bareRps: number;
}
const figures = new Map<string, EngineFigures>();

async function runEngine(engine: 'sqlite' | 'mysql'): Promise<Row[]> {
  const reuse = args['database-url'];
  const database = reuse ? { databaseUrl: reuse, dataDir: mkdtempSync(path.join(tmpdir(), 'hh-bench-')), drop: async () => undefined } : await createTestDatabase(engine);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    if (!reuse) {
      const knex = createDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
      try {
        await migrateToLatest(knex);
        const started = performance.now();
        await seedMembers(knex, { users: USERS, log: (line) => console.log(`[${engine}] ${line}`) });
        const tables = ['users', 'ratings', 'partner_search', 'partner_search_terms'];
        const counts = await Promise.all(tables.map((t) => knex(t).count({ n: '*' }).first()));
        console.log(`[${engine}] seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts.map((c, i) => `${tables[i]} ${Number(c?.n)}`).join(', ')}`);
      } finally {
        await knex.destroy();
      }
    }
    server = await startServer(database.databaseUrl, database.dataDir);
    const pid = server.child.pid!;
    // main.ts loads the index at start and says how long it took.
    const loaded = await waitForLogLine(server, /Partner search index: (\d+) members loaded in ([\d.]+) s/, /Partner search index: (?!\d)/, 'the partner index', 30 * 60_000);
    // The server answers its readiness check only once the load lets it, so the load's peak is the kernel's high-water mark.
    const { rssMiB: rssAfterLoadMiB, peakRssMiB: loadPeakMiB } = sampleProcess(pid);
    const searching = watchPeakRss([pid]);
    console.log(`[${engine}] partner index: ${Number(loaded[1]).toLocaleString('en-US')} members in ${loaded[2]} s, server RSS ${rssAfterLoadMiB.toFixed(0)} MiB`);
    const cookies = await signInMembers(server.url);
    const cookie = cookies[0]!;
    let next = 0;
    // Each request as the next signed-in member.
    const asNextMember = (request: AutocannonRequest) => ({ ...request, headers: { ...request.headers, cookie: cookies[next++ % cookies.length]! } });
    const rows: Row[] = [];
    let firstBody = '';
    // Warm-up: JIT and the connection pool (the first search waits for the index to load).
    await fetch(`${server.url}/api/users`, { headers: { cookie } });
    await autocannon({ url: `${server.url}/api/users`, connections: CONNECTIONS, duration: 2, headers: { cookie } });
    for (const [scenario, query] of SCENARIOS.filter(([name]) => !args.only || args.only.split(',').some((part) => name.includes(part)))) {
      const pathOf = (text: string) => `/api/users${text ? `?${text}` : ''}`;
      const path = pathOf(typeof query === 'function' ? 'role=manufacturer' : query);
      const probe = await fetch(server.url + path, { headers: { cookie } });
      const body = (await probe.json()) as { total?: number; items?: unknown[] };
      if (probe.status !== 200 || !body.items?.length) throw new Error(`${scenario}: ${probe.status} ${JSON.stringify(body).slice(0, 300)}`);
      const result = await autocannon({
        url: server.url + path,
        connections: CONNECTIONS,
        duration: DURATION,
        requests: [{
          setupRequest: (request: AutocannonRequest) => ({ ...asNextMember(request), ...(typeof query === 'function' ? { path: pathOf(query()) } : {}) }),
        }],
      });
      rows.push({
        scenario,
        total: body.total ?? 0,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors,
        non2xx: result.non2xx,
      });
      console.log(`[${engine}] ${scenario}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
      firstBody ||= JSON.stringify(body);
    }
    const peakRssMiB = searching.stop()[0]!;
    // The ceiling: a bare Koa server answering a result page of the same size from memory.
    const bare = await startBareKoa({ '/': firstBody });
    let ceiling: Awaited<ReturnType<typeof autocannon>>;
    try {
      ceiling = await autocannon({ url: bare.url, connections: CONNECTIONS, duration: DURATION });
    } finally {
      await bare.stop();
    }
    figures.set(engine, { indexSeconds: Number(loaded[2]), loadPeakMiB, rssAfterLoadMiB, peakRssMiB, bareRps: ceiling.requests.average });
    return rows;
  } finally {
    await server?.stop();
    if (args.keep) console.log(`[${engine}] kept the database: ${database.databaseUrl}`);
    else await database.drop();
  }
}

function printTable(engine: string, rows: Row[]): void {
  const f = figures.get(engine)!;
  console.log(`\n${engine === 'sqlite' ? 'SQLite' : 'MySQL/MariaDB'}: ${USERS.toLocaleString('en-US')} users, ${CONNECTIONS} connections, ${SESSIONS} signed-in members, AUTH_CACHE_MS ${args['auth-cache-ms']}, ${DURATION} s per scenario`);
  console.log(`index built in ${f.indexSeconds} s; server RSS ${f.loadPeakMiB.toFixed(0)} MiB at peak while loading, ${f.rssAfterLoadMiB.toFixed(0)} MiB once loaded, ${f.peakRssMiB.toFixed(0)} MiB at peak while searching; bare Koa ${Math.round(f.bareRps)} req/s`);
  const header = ['scenario', 'matches', 'req/s', 'of bare Koa', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'];
  const lines = rows.map((r) => [r.scenario, String(r.total), String(Math.round(r.rps)), `${Math.round((r.rps / f.bareRps) * 100)}%`, String(r.p50), String(r.p99), String(r.errors), String(r.non2xx)]);
  printColumns(header, lines);
}

const results: Array<[string, Row[]]> = [];
let failed = false;
for (const engine of engines) {
  try {
    results.push([engine, await runEngine(engine)]);
  } catch (error) {
    failed = true;
    console.error(`[${engine}] benchmark failed: ${(error instanceof Error ? error.message : String(error)).slice(0, 800)}`);
  }
}
for (const [engine, rows] of results) printTable(engine, rows);
const requestFailures = results.some(([, rows]) => rows.some((r) => r.errors || r.non2xx));
if (requestFailures) console.error('\nSome requests failed (errors or non-2xx answers).');
process.exit(failed || requestFailures ? 1 : 0);
