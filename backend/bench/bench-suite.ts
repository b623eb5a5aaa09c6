/**
 * `npm run bench [-- --quick] [--db sqlite|mysql|both] [--only 'area;area'] [--cpu-prof <dir>]`
 *
 * Every server benchmark in one window. For each engine (SQLite and MySQL in the full run,
 * SQLite with `--quick`) it seeds one database with the partner-search world (seed-members.ts), the
 * marketplace (seed-products.ts, sellers among those members), conversations (a ring of members,
 * each pair with a thread of messages), requests for quote with their quotes (seed-sourcing.ts),
 * notifications (seed-notifications.ts) and projects with files on disk (seed-files.ts), starts the
 * real server as a child process, and measures:
 *   partner search     GET /api/users, a random filter mix and page per request, as signed-in members
 *   marketplace        GET /api/products, a random filter mix, sort and page per request, anonymous
 *   thread read        GET /api/messages/connection/:id?limit=50, each request a member reading their thread
 *   RFQ comparison     GET /api/rfqs/:id/comparison, each request a buyer comparing the quotes on another request
 *   notifications      GET /api/notifications, the first page, as the members with the longest lists
 *   notifications, later page  the same with ?before= a cursor 20 to 1,000 deep in their list
 *   project files      GET /api/files?projectId=, each request an owner listing another project's files
 *   file download      GET /api/files/:id/download, a project's 20 KB bill of materials, streamed from disk
 *   send message       POST /api/messages, each request a member writing to their connection
 *   socket delivery    `message` frames between connected members, paced, to the recipient's socket
 * Each one is followed at once by the same load against a bare Koa server (no session, no database;
 * Socket.IO relaying for the socket row) answering the very bytes the real server answered: the ratio
 * to that ceiling is the figure that counts, since absolute numbers move with the machine. Reported:
 * p50/p99, req/s (msg/s for sockets), errors, and the server's peak RSS during that scenario.
 * Writes bench-results/<date>.json (<date>-quick.json; <date>-2.json for a second run that day) and a
 * Markdown table beside it, and prints the table. Exits non-zero if any request failed or a message
 * was lost. The per-area scripts (bench:search, bench:marketplace, bench:realtime) go deeper into one
 * area each.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_PATHS, apiPath } from '#shared/api/api-paths.ts';
import autocannon, { type Request as AutocannonRequest, type Result as AutocannonResult } from 'autocannon';
import type { Knex } from 'knex';
import { mintSessions, startBareKoa, waitForLogLine, watchPeakRss } from './bench-support.ts';
import { seedProjectFiles, type SeededProject } from './seed-files.ts';
import { seedMembers } from './seed-members.ts';
import { notificationCursors, seedNotifications } from './seed-notifications.ts';
import { seedProducts } from './seed-products.ts';
import { quotesFor, seedSourcing, type SeededRfq } from './seed-sourcing.ts';
import { runSocketLoad, seedRing, type Ring, type SocketLoadResult } from './socket-load.ts';
import { createDatabase, migrateToLatest } from '../src/db/database.ts';
import { fileStorageFor } from '../src/modules/files/index.ts';
import { insertChunked } from '../src/modules/users/index.ts';
import { startServerProcess, type ServerProcess } from '../src/test-support/server-process.ts';
import { createTestDatabase } from '../src/test-support/test-database.ts';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    db: { type: 'string' },
    // Areas separated by semicolons (one holds a comma): `--only 'thread read;send message'`; the socket row is 'socket delivery'.
    only: { type: 'string' },
    // A V8 CPU profile of the real server for the whole run, into this directory (open it in Chrome's DevTools).
    'cpu-prof': { type: 'string' },
  },
});
const QUICK = args.quick;
const SIZE = QUICK
  ? { members: 5_000, products: 2_000, ringMembers: 200, threadMessages: 60, rfqs: 1_000, notifications: 100_000, projects: 100, duration: 3, socketSeconds: 5, warmup: 1 }
  : { members: 50_000, products: 20_000, ringMembers: 1_000, threadMessages: 120, rfqs: 1_000, notifications: 100_000, projects: 500, duration: 10, socketSeconds: 20, warmup: 3 };
/** Buyers of the requests for quote (and owners of the projects), and the suppliers quoting on them. */
const BUYERS = 250;
const SUPPLIERS = 400;
/** How deep in a heavy member's notifications the later pages start (newest first). */
const NOTIFICATION_DEPTHS = [20, 100, 400, 1_000];
const CONNECTIONS = 20;
const SOCKET_RATE = 200;
const GENERATORS = 2;
const DB = args.db ?? (QUICK ? 'sqlite' : 'both');
const ONLY = args.only ? new Set(args.only.split(';').map((area) => area.trim())) : null;
const measures = (area: string) => !ONLY || ONLY.has(area);
const engines = DB === 'both' ? (['sqlite', 'mysql'] as const) : [DB as 'sqlite' | 'mysql'];
if (!engines.every((e) => e === 'sqlite' || e === 'mysql')) throw new Error('--db must be sqlite, mysql or both');

// ---------------------------------------------------------------- the world

/** Every ring member's thread with their next neighbour holds `messages` messages, alternating sides. */
async function seedThreads(knex: Knex, ring: Ring, messages: number): Promise<void> {
  const start = Date.now() - messages * 60_000;
  const n = ring.userIds.length;
  for (let k = 0; k < n; k++) {
    const [a, b] = [ring.userIds[k]!, ring.userIds[(k + 1) % n]!];
    const rows = Array.from({ length: messages }, (_, i) => ({
      senderId: i % 2 ? b : a, recipientId: i % 2 ? a : b, connectionId: ring.firstConnectionId + k,
      content: `Thread message ${i + 1}: tolerances, lead times and the next prototype run.`, read: i < messages - 2, createdAt: new Date(start + i * 60_000),
    }));
    await insertChunked(knex, 'messages', rows, 500);
  }
}

interface World {
  ring: Ring;
  /** Signed-in partner searchers; also the members with the longest notification lists. */
  searchers: number[];
  /** Buyers of the requests for quote and owners of the projects. */
  buyers: number[];
  rfqs: SeededRfq[];
  projects: SeededProject[];
  /** `before` cursors into the searchers' notification lists. */
  cursors: Array<{ userId: number; before: number }>;
}

async function seedWorld(knex: Knex, dataDir: string, log: (line: string) => void): Promise<World> {
  let started = performance.now();
  const seconds = () => {
    const elapsed = (performance.now() - started) / 1000;
    started = performance.now();
    return elapsed.toFixed(0);
  };
  await seedMembers(knex, { users: SIZE.members });
  const sellers = (await knex('users').whereNull('deactivatedAt').orderBy('id').limit(400).pluck('id')) as number[];
  await seedProducts(knex, { products: SIZE.products, existingSellerIds: sellers });
  const ring = await seedRing(knex, SIZE.ringMembers);
  await seedThreads(knex, ring, SIZE.threadMessages);
  const searchers = (await knex('users').whereNull('deactivatedAt').where('role', '!=', 'admin').orderBy('id').limit(20).pluck('id')) as number[];
  log(`seeded ${SIZE.members.toLocaleString('en-US')} members, ${SIZE.products.toLocaleString('en-US')} listings, ${SIZE.ringMembers} threads of ${SIZE.threadMessages} messages in ${seconds()} s`);

  // The sourcing, notification and files worlds among the seeded members (the ring's are bare accounts).
  const active = () => knex('users').whereNull('deactivatedAt').where('id', '<=', SIZE.members);
  const buyers = (await active().where('role', 'entrepreneur').orderBy('id', 'desc').limit(BUYERS).pluck('id')) as number[];
  const suppliers = (await active().whereIn('role', ['manufacturer', 'supplier']).orderBy('id').limit(SUPPLIERS).pluck('id')) as number[];
  const rfqs = await seedSourcing(knex, { rfqs: SIZE.rfqs, buyerIds: buyers, supplierIds: suppliers });
  await seedNotifications(knex, { total: SIZE.notifications, heavyIds: searchers, lightIds: ring.userIds, actorIds: [...buyers, ...suppliers] });
  const storage = fileStorageFor({ dataDir, s3: null });
  let projects: SeededProject[];
  try {
    projects = await seedProjectFiles(knex, storage, { projects: SIZE.projects, ownerIds: buyers });
  } finally {
    storage.close();
  }
  if (knex.client.config.client === 'mysql2') {
    await knex.raw('ANALYZE TABLE users, products, connections, messages, rfqs, rfq_lines, rfq_suppliers, rfq_quotes, rfq_quote_versions, notifications, projects, files');
  } else await knex.raw('ANALYZE');
  const cursors = await notificationCursors(knex, searchers, NOTIFICATION_DEPTHS);
  log(`seeded ${SIZE.rfqs.toLocaleString('en-US')} requests for quote with ${quotesFor(SIZE.rfqs).toLocaleString('en-US')} quotes, ${SIZE.notifications.toLocaleString('en-US')} notifications, ${SIZE.projects} projects of 12 files in ${seconds()} s`);
  return { ring, searchers, buyers, rfqs, projects, cursors };
}

// ---------------------------------------------------------------- measuring

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  peakRssMiB: number;
}

interface Row {
  area: string;
  engine: string;
  what: string;
  server: Measure;
  bare: Measure;
  /** HTTP: server req/s as a share of bare Koa's. Sockets: server delivery p99 over bare p99. */
  ratio: number;
  socket?: Omit<SocketLoadResult, 'errorSamples'>;
}

/** Peak RSS of `pid` while `work` runs. */
async function withPeakRss<T>(pid: number, work: () => Promise<T>): Promise<[T, number]> {
  const watch = watchPeakRss([pid]);
  const result = await work().catch((error: unknown) => {
    watch.stop();
    throw error;
  });
  return [result, watch.stop()[0]!];
}

interface HttpScenario {
  area: string;
  what: string;
  method: 'GET' | 'POST';
  /** The n-th request: its path, its headers and (POST) its body. */
  request: (n: number) => { path: string; headers?: Record<string, string>; body?: string };
  /** The bare server answers with this path's body. */
  barePath: string;
  expectStatus: number;
}

async function load(url: string, scenario: HttpScenario, asBare: boolean): Promise<AutocannonResult> {
  let n = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: SIZE.duration,
    requests: [{
      setupRequest: (request: AutocannonRequest) => {
        const next = scenario.request(n++);
        return {
          ...request,
          method: scenario.method,
          path: asBare ? scenario.barePath : next.path,
          headers: { ...request.headers, ...next.headers, ...(next.body ? { 'content-type': 'application/json' } : {}) },
          ...(next.body ? { body: next.body } : {}),
        };
      },
    }],
  });
}

const toMeasure = (result: AutocannonResult, peakRssMiB: number): Measure => ({
  rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, peakRssMiB,
});

async function runEngine(engine: 'sqlite' | 'mysql'): Promise<Row[]> {
  const log = (line: string) => console.log(`[${engine}] ${line}`);
  const database = await createTestDatabase(engine);
  let server: ServerProcess | undefined;
  let bare: Awaited<ReturnType<typeof startBareKoa>> | undefined;
  try {
    const knex = createDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    let world: World;
    let searchTokens: string[];
    let ringTokens: string[];
    let buyerTokens: string[];
    try {
      await migrateToLatest(knex);
      world = await seedWorld(knex, database.dataDir, log);
      searchTokens = await mintSessions(knex, world.searchers);
      ringTokens = await mintSessions(knex, world.ring.userIds);
      buyerTokens = await mintSessions(knex, world.buyers);
    } finally {
      await knex.destroy();
    }
    server = await startServerProcess({
      NODE_ENV: 'production', MAIL_OUTBOX: 'true', COOKIE_SECURE: 'false', SEED_DEMO_DATA: 'false',
      DATABASE_URL: database.databaseUrl, DATA_DIR: database.dataDir, SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ...(args['cpu-prof'] ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(args['cpu-prof'])}` } : {}),
    });
    const pid = server.child.pid!;
    // Both in-memory indexes load in the background at start; measure them loaded.
    await waitForLogLine(server, /Product listing index: \d+ listings/, /Product listing index: (?!\d)/, 'the listing index', 300_000);
    await waitForLogLine(server, /Partner search index: \d+ members/, /Partner search index: (?!\d)/, 'the partner index', 300_000);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const ring = world.ring;
    const n = ring.userIds.length;
    const roles = ['', 'role=manufacturer', 'role=supplier', 'role=designer', 'role=investor', 'role=attorney'];
    const filters = ['', '&location=Asia&locationType=region', '&location=Europe&locationType=region', '&expertise=PCB%20Design', '&minRating=3', '&q=design', '&sort=newest'];
    const productFilters = ['', 'category=sensors', 'category=tools', 'condition=new', 'isUsed=true', 'search=module', 'tags=usb-c', 'industries=Robotics', 'minPrice=50&maxPrice=250', 'location=tokyo'];
    const sorts = ['newest', 'price-low', 'price-high'];
    const any = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
    const { rfqs, projects, cursors } = world;
    const buyerToken = new Map(world.buyers.map((id, i) => [id, buyerTokens[i]!]));
    const searchToken = new Map(world.searchers.map((id, i) => [id, searchTokens[i]!]));
    const scenarios: HttpScenario[] = [
      {
        area: 'partner search', what: `GET /api/users, random filters and page, ${SIZE.members.toLocaleString('en-US')} members`, method: 'GET', barePath: '/users', expectStatus: 200,
        request: (i) => ({ path: `/api/users?${any(roles)}${any(filters)}&offset=${20 * Math.floor(Math.random() * 50)}`, headers: bearer(searchTokens[i % searchTokens.length]!) }),
      },
      {
        area: 'marketplace listing', what: `GET /api/products, random filters, sort and page, ${SIZE.products.toLocaleString('en-US')} listings`, method: 'GET', barePath: '/products', expectStatus: 200,
        request: () => ({ path: `/api/products?${any(productFilters)}&sortBy=${any(sorts)}&page=${1 + Math.floor(Math.random() * 20)}` }),
      },
      {
        area: 'thread read', what: `GET /api/messages/connection/:id?limit=50, ${n} members each reading their thread`, method: 'GET', barePath: '/thread', expectStatus: 200,
        request: (i) => ({ path: `/api/messages/connection/${ring.firstConnectionId + (i % n)}?limit=50`, headers: bearer(ringTokens[i % n]!) }),
      },
      {
        area: 'RFQ comparison', what: `GET /api/rfqs/:id/comparison, ${rfqs.length.toLocaleString('en-US')} requests (${quotesFor(rfqs.length).toLocaleString('en-US')} quotes), each request its buyer comparing another`,
        method: 'GET', barePath: '/comparison', expectStatus: 200,
        request: (i) => {
          const rfq = rfqs[(i * 7) % rfqs.length]!;
          return { path: apiPath(API_PATHS.rfqComparison, { id: rfq.id }), headers: bearer(buyerToken.get(rfq.buyerId)!) };
        },
      },
      {
        area: 'notifications', what: `GET /api/notifications (first page), ${SIZE.notifications.toLocaleString('en-US')} notifications, as the ${world.searchers.length} members with the longest lists`,
        method: 'GET', barePath: '/notifications', expectStatus: 200,
        request: (i) => ({ path: API_PATHS.notifications, headers: bearer(searchTokens[i % searchTokens.length]!) }),
      },
      {
        area: 'notifications, later page', what: `GET /api/notifications?before=, a page ${NOTIFICATION_DEPTHS.join(', ')} deep in those lists`,
        method: 'GET', barePath: '/notifications-later', expectStatus: 200,
        request: (i) => {
          const cursor = cursors[(i * 13) % cursors.length]!;
          return { path: `${API_PATHS.notifications}?before=${cursor.before}`, headers: bearer(searchToken.get(cursor.userId)!) };
        },
      },
      {
        area: 'project files', what: `GET /api/files?projectId=, ${projects.length} projects of 12 files, each request the owner listing another`,
        method: 'GET', barePath: '/files', expectStatus: 200,
        request: (i) => {
          const project = projects[(i * 7) % projects.length]!;
          return { path: `${API_PATHS.files}?projectId=${project.id}`, headers: bearer(buyerToken.get(project.ownerId)!) };
        },
      },
      {
        area: 'file download', what: `GET /api/files/:id/download, a ${(projects[0]!.bomBytes / 1024).toFixed(0)} KB CSV streamed from disk, the project owner`,
        method: 'GET', barePath: '/download', expectStatus: 200,
        request: (i) => {
          const project = projects[(i * 7) % projects.length]!;
          return { path: apiPath(API_PATHS.fileDownload, { id: project.bomFileId }), headers: bearer(buyerToken.get(project.ownerId)!) };
        },
      },
      {
        area: 'send message', what: `POST /api/messages, ${n} members each writing to their connection`, method: 'POST', barePath: '/send', expectStatus: 201,
        request: (i) => ({
          path: '/api/messages',
          headers: bearer(ringTokens[i % n]!),
          body: JSON.stringify({ connectionId: ring.firstConnectionId + (i % n), recipientId: ring.userIds[(i + 1) % n], content: `Bench message ${i}: can you quote 500 units?` }),
        }),
      },
    ];

    // What the real server answers, byte for byte, is what the bare server answers.
    const bodies: Record<string, string> = {};
    const measured = scenarios.filter((scenario) => measures(scenario.area));
    for (const scenario of measured) {
      const first = scenario.request(0);
      // Redirects are not followed: a download answered with one would show here, not pass for its target's bytes.
      const probe = await fetch(server.url + first.path, { method: scenario.method, redirect: 'manual', headers: { ...first.headers, ...(first.body ? { 'content-type': 'application/json' } : {}) }, body: first.body });
      bodies[scenario.barePath] = await probe.text();
      if (probe.status !== scenario.expectStatus) throw new Error(`${scenario.area}: ${probe.status} ${bodies[scenario.barePath]!.slice(0, 300)}`);
      // The download must be the file itself, whole (text, so the bare server can answer the same bytes).
      if (scenario.barePath === '/download' && Buffer.byteLength(bodies['/download']!) !== projects[0]!.bomBytes) {
        throw new Error(`file download: ${Buffer.byteLength(bodies['/download']!)} bytes, not the file's ${projects[0]!.bomBytes}`);
      }
    }
    bare = await startBareKoa(bodies);
    const rows: Row[] = [];
    for (const scenario of measured) {
      await load(server.url, scenario, false); // warm-up: JIT, pools, caches
      const [real, realRss] = await withPeakRss(pid, () => load(server!.url, scenario, false));
      const [ceiling, bareRss] = await withPeakRss(bare.pid, () => load(bare!.url, scenario, true));
      const row: Row = { area: scenario.area, engine, what: scenario.what, server: toMeasure(real, realRss), bare: toMeasure(ceiling, bareRss), ratio: real.requests.average / ceiling.requests.average };
      rows.push(row);
      log(`${scenario.area}: ${Math.round(row.server.rps)} req/s (${Math.round(row.ratio * 100)}% of bare Koa), p99 ${row.server.p99} ms, errors ${row.server.errors}, peak RSS ${row.server.peakRssMiB.toFixed(0)} MiB`);
    }

    if (!measures('socket delivery')) return rows;
    const socketLoad = (url: string, processId: number) => runSocketLoad({
      servers: [{ url, pid: processId }], ring, tokens: ringTokens, rate: SOCKET_RATE, seconds: SIZE.socketSeconds, warmupSeconds: SIZE.warmup, generators: GENERATORS,
    });
    const real = await socketLoad(server.url, pid);
    const ceiling = await socketLoad(bare.url, bare.pid);
    const socketMeasure = (r: SocketLoadResult): Measure => ({ rps: r.rate, p50: r.p50, p99: r.p99, errors: r.lost + r.duplicated + r.misrouted + r.refused + r.unanswered, peakRssMiB: r.peakRssMiB[0]! });
    const { errorSamples, ...socket } = real;
    if (errorSamples.length) log(`socket errors: ${errorSamples.join(' | ')}`);
    rows.push({
      area: 'socket delivery', engine, what: `message frame to the recipient's socket, ${n} clients, ${SOCKET_RATE} msg/s`,
      server: socketMeasure(real), bare: socketMeasure(ceiling), ratio: real.p99 / ceiling.p99, socket,
    });
    log(`socket delivery: p50 ${real.p50.toFixed(1)} ms, p99 ${real.p99.toFixed(1)} ms (bare ${ceiling.p99.toFixed(1)} ms), ${real.sent} sent, ${real.delivered} delivered, ${real.lost} lost`);
    return rows;
  } finally {
    await bare?.stop();
    await server?.stop();
    await database.drop();
  }
}

// ---------------------------------------------------------------- report

const ms = (value: number) => (Number.isFinite(value) ? (value < 10 ? value.toFixed(1) : value.toFixed(0)) : '-');
function markdown(rows: Row[], meta: Record<string, string>): string {
  const lines = [
    `# npm run bench${QUICK ? ' -- --quick' : ''}: ${meta.date}`,
    '',
    `${meta.machine}; Node ${meta.node}; commit ${meta.commit}. ${CONNECTIONS} HTTP connections, ${SIZE.duration} s per HTTP scenario after a warm-up; sockets ${SOCKET_RATE} msg/s for ${SIZE.socketSeconds} s from ${GENERATORS} generator processes.`,
    '',
    '| area | engine | req/s (msg/s) | vs bare Koa | p50 ms | p99 ms | errors | server peak RSS MiB | bare Koa: req/s, p50, p99 ms |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map((r) => {
      const socket = r.area === 'socket delivery';
      const versus = socket ? `p99 ×${r.ratio.toFixed(1)}` : `${Math.round(r.ratio * 100)}%`;
      return `| ${r.area} | ${r.engine === 'sqlite' ? 'SQLite' : 'MySQL'} | ${Math.round(r.server.rps)} | ${versus} | ${ms(r.server.p50)} | ${ms(r.server.p99)} | ${r.server.errors} | ${r.server.peakRssMiB.toFixed(0)} | ${Math.round(r.bare.rps)}, ${ms(r.bare.p50)}, ${ms(r.bare.p99)} |`;
    }),
    '',
    'How to read it: "vs bare Koa" is the real server\'s throughput as a share of a bare Koa server answering the same bytes in the same run (for socket delivery, the real p99 as a multiple of a bare Socket.IO relay\'s); it moves far less between machines than the absolute figures. Socket rows are paced, so their req/s is the offered rate; their errors count lost, duplicated, misrouted, refused and unanswered messages.',
    '',
  ];
  return lines.join('\n');
}

const git = (...command: string[]) => {
  try {
    return execFileSync('git', command, { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};
const started = performance.now();
const rows: Row[] = [];
let failed = false;
for (const engine of engines) {
  try {
    rows.push(...(await runEngine(engine)));
  } catch (error) {
    failed = true;
    console.error(`[${engine}] benchmark failed: ${(error instanceof Error ? error.stack ?? error.message : String(error)).slice(0, 1500)}`);
  }
}
const date = new Date().toISOString().slice(0, 10);
const meta = {
  date,
  commit: git('rev-parse', '--short', 'HEAD'),
  node: process.versions.node,
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  mode: QUICK ? 'quick' : 'full',
  minutes: ((performance.now() - started) / 60_000).toFixed(1),
};
const table = markdown(rows, meta);
const directory = path.resolve('bench-results');
mkdirSync(directory, { recursive: true });
// A run of some areas only does not replace the day's full table.
const stem = path.join(directory, `${date}${QUICK ? '-quick' : ''}${ONLY ? '-partial' : ''}`);
// A later run the same day is kept beside the earlier ones (-2, -3), not written over them.
let base = stem;
for (let n = 2; existsSync(`${base}.md`) || existsSync(`${base}.json`); n++) base = `${stem}-${n}`;
writeFileSync(`${base}.json`, `${JSON.stringify({ ...meta, sizes: SIZE, rows }, null, 2)}\n`);
writeFileSync(`${base}.md`, table);
console.log(`\n${table}\nWritten: ${path.relative(process.cwd(), base)}.json and .md (${meta.minutes} min)`);
const errors = rows.some((r) => r.server.errors > 0);
if (errors) console.error('Some requests failed or messages were lost.');
process.exit(failed || errors ? 1 : 0);
