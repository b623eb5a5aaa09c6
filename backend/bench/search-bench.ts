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
 * engine and exits non-zero if any request failed. Target (issue 4): p99 < 25 ms and >= 1,000 req/s.
 * No result is cached between requests: every request runs its search over the whole index
 * (partner-memory-index.ts) and reads its page's cards when they are not kept.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Request as AutocannonRequest } from 'autocannon';
import type { Knex } from 'knex';
import type { Role } from '#shared/constants/roles.ts';
import { EXPERTISE_OPTIONS } from '#shared/schemas/profile-schemas.ts';
import { RATING_VALUES } from '#shared/schemas/rating-schemas.ts';
import { printColumns, prng } from './bench-support.ts';
import { createDatabase, migrateToLatest } from '../src/db/database.ts';
import { hashPassword } from '../src/modules/auth/password-hasher.ts';
import { insertChunked, rebuildPartnerIndex } from '../src/modules/users/partner-index.ts';
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
const BENCH_PASSWORD = 'Bench#Password2026';
const BENCH_EMAIL = 'bench.founder@bench.hardwarehub.dev';

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

// ---------------------------------------------------------------- seed data

let random = prng(20261122);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const weighted = <T>(entries: Array<[T, number]>) => {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let roll = random() * total;
  for (const [value, weight] of entries) if ((roll -= weight) < 0) return value;
  return entries[entries.length - 1]![0];
};

const ROLE_WEIGHTS: Array<[Role, number]> = [
  ['entrepreneur', 34], ['manufacturer', 16], ['supplier', 15], ['designer', 13], ['investor', 11], ['attorney', 10], ['admin', 0.1],
];
const LOCATIONS: Array<[string, number]> = [
  ['San Francisco, USA', 6], ['New York, USA', 5], ['Austin, TX', 2], ['Boston, USA', 2], ['Seattle, USA', 2], ['Chicago, USA', 2],
  ['94107 San Francisco, USA', 1], ['10001 New York, USA', 1], ['Palo Alto, California', 1],
  ['London, UK', 6], ['Berlin, Germany', 5], ['Munich, Germany', 2], ['Paris, France', 3], ['Amsterdam, Netherlands', 2],
  ['Eindhoven, Netherlands', 1], ['Milan, Italy', 2], ['10115 Berlin, Germany', 1], ['Stockholm, Sweden', 1], ['Warsaw, Poland', 1],
  ['Tokyo, Japan', 5], ['Singapore', 4], ['Shenzhen, China', 6], ['Shanghai, China', 3], ['Taipei, Taiwan', 4], ['Seoul, South Korea', 3],
  ['Bangalore, India', 3], ['Hsinchu, Taiwan', 1], ['Osaka, Japan', 1], ['Dongguan, China', 2],
  ['Toronto, Canada', 1], ['São Paulo, Brazil', 1], ['Sydney, Australia', 1], ['Mexico City, Mexico', 1], ['', 2],
];
const OTHER_EXPERTISE = [
  'Injection Molding', 'CNC Machining', 'Firmware', 'Industrial Design', 'Patents', 'Supply Chain', 'Wearables', 'Sensors',
  'Battery Systems', 'RF Design', 'Sheet Metal', 'Certification', 'Venture Capital', 'Hardware Startups', 'Product Design', 'DFM',
];
const FIRST = [
  'Maya', 'Liam', 'Sofia', 'Wei', 'Hana', 'Carlos', 'Mei', 'Rachel', 'James', 'Ava', 'Lucas', 'Noah', 'Elena', 'Priya', 'Omar', 'Yuki',
  'Lena', 'Mateo', 'Chloé', 'Arjun', 'Ines', 'Kenji', 'Zoe', 'Felix', 'Amara', 'Jonas', 'Lucía', 'Ravi', 'Sara', 'Tomás', 'Min-jun', 'Ji-woo',
  'Björn', 'Aisha', 'Diego', 'Nora', 'Hugo', 'Leila', 'Ethan', 'Mila', 'Chen', 'Anya', 'Pavel', 'Grace', 'Malik', 'Freya', 'Kai', 'Rosa',
];
const LAST = [
  'Chen', 'Okafor', 'Martins', 'Zhang', 'Sato', 'Rivera', 'Lin', 'Goldberg', 'Whitfield', 'Thompson', 'Becker', 'Kim', 'Rossi', 'Nair',
  'Haddad', 'Tanaka', 'Müller', 'García', 'Dubois', 'Sharma', 'Silva', 'Watanabe', 'Novak', 'Schmidt', 'Mensah', 'Larsen', 'López', 'Patel',
  'Cohen', 'Fernandes', 'Park', 'Lee', 'Andersson', 'Khan', 'Morales', 'Berg', 'Laurent', 'Rahimi', 'Walker', 'Kowalski', 'Wu', 'Ivanova',
];
const COMPANY_SUFFIX: Record<Role, string[]> = {
  entrepreneur: ['Labs', 'Robotics', 'Devices', 'Technologies', 'Systems'],
  manufacturer: ['Manufacturing', 'Precision Electronics', 'Injection Works', 'Assembly Co.', 'Industries'],
  supplier: ['Components', 'Supply', 'Distribution', 'Parts', 'Sourcing'],
  attorney: ['IP Law', '& Partners', 'Patent Attorneys', 'Legal'],
  investor: ['Ventures', 'Capital', 'Partners Fund', 'Angels'],
  designer: ['Design Studio', 'Industrial Design', 'Form Studio', 'Product Design'],
  admin: ['HardwareHub'],
};
const BIO: Record<Role, string[]> = {
  entrepreneur: [
    'Building {e1} products from {city}. Prototype done, looking for partners in {e2} for a pilot run.',
    'Founder working on a connected device for clinics. Need help with {e1} and {e2}.',
  ],
  manufacturer: [
    'Contract manufacturer in {city} specialising in {e1} and {e2}, from prototype runs to mass production.',
    'Turnkey electronics manufacturing: {e1}, box build and {e2}. ISO 9001 certified lines.',
  ],
  supplier: ['Authorised distributor for microcontrollers, sensors and power modules. Strong in {e1} and {e2}.', 'Sourcing partner in {city} for {e1} components with same-week delivery.'],
  attorney: ['Patent attorney for hardware start-ups: freedom-to-operate, utility patents and licensing in {e1}.', 'IP counsel focused on {e1} and {e2} inventions.'],
  investor: ['Seed investor in hardware and deep tech, especially {e1} and {e2}.', 'Angel syndicate in {city} backing {e1} teams.'],
  designer: ['Industrial designer and DFM consultant: enclosures, CMF and {e1}.', 'Electronics designer in {city}: {e1} and {e2} for wearables.'],
  admin: ['HardwareHub operations.'],
};

function expertiseFor(): string[] {
  const count = weighted([[1, 2], [2, 4], [3, 4], [4, 2], [5, 1]]);
  const items = new Set<string>();
  while (items.size < count) items.add(random() < 0.65 ? pick(EXPERTISE_OPTIONS) : pick(OTHER_EXPERTISE));
  return [...items];
}

async function seed(knex: Knex): Promise<{ benchUserId: number }> {
  // The same world on every engine.
  random = prng(20261122);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const now = Date.now();
  const users: Array<Record<string, unknown>> = [];
  const ratingPlans: Array<{ target: number; count: number; mean: number }> = [];
  for (let i = 1; i <= USERS; i++) {
    const role = i === 1 ? 'entrepreneur' : weighted(ROLE_WEIGHTS);
    const first = pick(FIRST);
    const last = pick(LAST);
    const location = i === 1 ? 'San Francisco, USA' : weighted(LOCATIONS);
    const expertise = role === 'admin' ? [] : expertiseFor();
    const city = location.replace(/^\d+\s+/, '').split(',')[0] || 'Earth';
    const bio = random() < 0.08 ? null : pick(BIO[role]).replace('{e1}', expertise[0] ?? 'hardware').replace('{e2}', expertise[1] ?? 'prototyping').replace('{city}', city);
    const professional = ['manufacturer', 'supplier', 'attorney', 'investor'].includes(role);
    const created = new Date(now - Math.floor(random() * 900) * 86_400_000 - i * 1000);
    // About 45% of members have been rated, most a few times, some a lot.
    const rated = role !== 'admin' && random() < 0.45;
    const count = rated ? weighted([[1, 5], [2, 4], [3, 3], [5, 3], [8, 2], [15, 1], [30, 0.5]]) : 0;
    if (count) ratingPlans.push({ target: i, count, mean: 2.6 + random() * 2.4 });
    users.push({
      id: i,
      username: i === 1 ? 'bench_founder' : `${first}_${last}_${i}`.toLowerCase().normalize('NFKD').replace(/[^a-z0-9_]/g, ''),
      email: i === 1 ? BENCH_EMAIL : `member${i}@bench.hardwarehub.dev`,
      passwordHash,
      role,
      fullName: `${first} ${last}`,
      companyName: role === 'entrepreneur' && random() < 0.3 ? null : `${last} ${pick(COMPANY_SUFFIX[role])}`,
      location: location || null,
      bio,
      expertise: JSON.stringify(expertise),
      tags: JSON.stringify([]),
      linkedinProfile: professional ? `https://www.linkedin.com/in/member-${i}` : null,
      verificationCredential: professional ? 'ISO 9001 certification' : null,
      verificationStatus: professional ? 'verified' : 'pending',
      subscriptionPlan: i === 1 ? 'pro' : weighted([['free', 80], ['basic', 15], ['pro', 5]]),
      emailVerified: true,
      dataConsent: true,
      privacyPolicyAccepted: true,
      termsAccepted: true,
      deactivatedAt: i > 1 && random() < 0.02 ? created : null,
      ratingAverage: null,
      ratingCount: 0,
      createdAt: created,
      updatedAt: created,
    });
  }

  const ratings: Array<Record<string, unknown>> = [];
  for (const plan of ratingPlans) {
    const raters = new Set<number>();
    while (raters.size < plan.count) {
      const rater = 1 + Math.floor(random() * USERS);
      if (rater !== plan.target) raters.add(rater);
    }
    let sum = 0;
    for (const rater of raters) {
      const score = Math.max(1, Math.min(5, Math.round(plan.mean + (random() - 0.5) * 2)));
      sum += score;
      const at = new Date(now - Math.floor(random() * 300) * 86_400_000);
      ratings.push({ userId: rater, targetId: plan.target, targetType: 'user', ratingValue: RATING_VALUES[5 - score], score, comment: null, createdAt: at, updatedAt: at });
    }
    const user = users[plan.target - 1]!;
    user.ratingAverage = sum / plan.count;
    user.ratingCount = plan.count;
  }

  await knex.transaction(async (trx) => {
    await insertChunked(trx, 'users', users, 500);
    await insertChunked(trx, 'ratings', ratings, 1000);
    await rebuildPartnerIndex(trx, 5000);
  });
  if (knex.client.config.client === 'mysql2') await knex.raw('ANALYZE TABLE users, ratings, partner_search, partner_search_terms');
  else await knex.raw('ANALYZE');
  return { benchUserId: 1 };
}

// ---------------------------------------------------------------- database and server

async function startServer(databaseUrl: string, dataDir: string): Promise<ServerProcess> {
  return startServerProcess({
    NODE_ENV: 'production',
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

/** The session cookie of one member, or undefined if they cannot sign in (a deactivated account). */
async function signIn(url: string, email: string): Promise<string | undefined> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (response.status === 401) return undefined;
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** SESSIONS signed-in members: the bench founder, then members 2, 3, ... that can sign in. */
async function signInMembers(url: string): Promise<string[]> {
  const cookies = [(await signIn(url, BENCH_EMAIL))!];
  for (let i = 2; cookies.length < SESSIONS && i <= USERS; i++) {
    const cookie = await signIn(url, `member${i}@bench.hardwarehub.dev`);
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
        await seed(knex);
        const tables = ['users', 'ratings', 'partner_search', 'partner_search_terms'];
        const counts = await Promise.all(tables.map((t) => knex(t).count({ n: '*' }).first()));
        console.log(`[${engine}] seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts.map((c, i) => `${tables[i]} ${Number(c?.n)}`).join(', ')}`);
      } finally {
        await knex.destroy();
      }
    }
    server = await startServer(database.databaseUrl, database.dataDir);
    const cookies = await signInMembers(server.url);
    const cookie = cookies[0]!;
    let next = 0;
    // Each request as the next signed-in member.
    const asNextMember = (request: AutocannonRequest) => ({ ...request, headers: { ...request.headers, cookie: cookies[next++ % cookies.length]! } });
    const rows: Row[] = [];
    // Warm-up: JIT and the connection pool (the first search waits for the index to load).
    await fetch(`${server.url}/api/users`, { headers: { cookie } });
    await autocannon({ url: `${server.url}/api/users`, connections: CONNECTIONS, duration: 2, headers: { cookie } });
    for (const [scenario, query] of SCENARIOS.filter(([name]) => !args.only || name.includes(args.only))) {
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
    }
    return rows;
  } finally {
    await server?.stop();
    if (args.keep) console.log(`[${engine}] kept the database: ${database.databaseUrl}`);
    else await database.drop();
  }
}

function printTable(engine: string, rows: Row[]): void {
  console.log(`\n${engine === 'sqlite' ? 'SQLite' : 'MySQL/MariaDB'}: ${USERS.toLocaleString('en-US')} users, ${CONNECTIONS} connections, ${SESSIONS} signed-in members, AUTH_CACHE_MS ${args['auth-cache-ms']}, ${DURATION} s per scenario`);
  const header = ['scenario', 'matches', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'];
  const lines = rows.map((r) => [r.scenario, String(r.total), String(Math.round(r.rps)), String(r.p50), String(r.p99), String(r.errors), String(r.non2xx)]);
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
