/**
 * `npm run bench:marketplace [-- --db sqlite|mysql|both] [--products 20000] [--duration 10] [--connections 20] [--only text] [--index memory|sql]`
 *
 * Seeds a fresh database with 20,000 listings from 400 sellers (every category and
 * condition, a spread of prices, locations, tags and industries, 3% featured), starts the real
 * server as a child process, and measures GET /api/products (public, anonymous) over typical
 * filter mixes and deep pages with autocannon (20 connections, ~10 s each). In the same run it
 * measures a bare Koa server answering a products page of the same size from memory, the ceiling
 * of this machine for a JSON answer over HTTP: the ratio to it is the figure that counts.
 * SQLite uses a temp file; MySQL uses MYSQL_TEST_URL (default mysql://root@127.0.0.1:3306/test).
 * Target: p99 under 25 ms and at least 2,000 req/s. Exits non-zero if any request failed.
 * `--index` is the server's PRODUCT_LIST_INDEX: `memory` (the default; measured once the index has
 * loaded) or `sql`, the listing answered from SQL on every request as before the in-memory index.
 */
import { parseArgs } from 'node:util';
import autocannon, { type Request as AutocannonRequest, type Result as AutocannonResult } from 'autocannon';
import { printColumns, startBareKoa, waitForLogLine } from './bench-support.ts';
import { seedProducts } from './seed-products.ts';
import { createDatabase, migrateToLatest } from '../src/db/database.ts';
import { startServerProcess, type ServerProcess } from '../src/test-support/server-process.ts';
import { createTestDatabase } from '../src/test-support/test-database.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    products: { type: 'string', default: '20000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    only: { type: 'string' },
    index: { type: 'string', default: 'memory' },
  },
});
if (args.index !== 'memory' && args.index !== 'sql') throw new Error('--index must be memory or sql');
const engines = args.db === 'both' ? (['sqlite', 'mysql'] as const) : [args.db as 'sqlite' | 'mysql'];
if (!engines.every((e) => e === 'sqlite' || e === 'mysql')) throw new Error('--db must be sqlite, mysql or both');
const PRODUCTS = Number(args.products);
const SELLERS = 400;
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);

/** Typical marketplace visits: the listing's first page, each filter, combinations, sorts and deep pages. */
const SCENARIOS: Array<[string, string | (() => string)]> = [
  ['no filters (newest)', ''],
  ['category', 'category=sensors'],
  ['category + condition + used', 'category=tools&condition=used&isUsed=true'],
  ['price range, price-low', 'minPrice=100&maxPrice=500&sortBy=price-low'],
  ['search one word', 'search=sensor'],
  ['search two words + category', 'search=stainless%20bracket&category=mechanical_parts'],
  ['tags + industries', 'tags=i2c&industries=IoT'],
  ['location', 'location=berlin'],
  ['deep page 400 (price-high)', 'sortBy=price-high&page=400'],
  ['everything combined', 'search=board&category=development_kits&condition=new&minPrice=10&maxPrice=2000&industries=Education&sortBy=price-low'],
  ['mixed, random pages', () => {
    const filters = ['', 'category=sensors', 'category=tools', 'condition=new', 'isUsed=true', 'search=module', 'tags=usb-c', 'industries=Robotics', 'minPrice=50&maxPrice=250', 'location=tokyo'];
    const sorts = ['newest', 'price-low', 'price-high'];
    return `${filters[Math.floor(Math.random() * filters.length)]}&sortBy=${sorts[Math.floor(Math.random() * 3)]}&page=${1 + Math.floor(Math.random() * 20)}`;
  }],
];

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

async function measure(url: string, path: string, request?: () => string): Promise<AutocannonResult> {
  return autocannon({
    url: url + path,
    connections: CONNECTIONS,
    duration: DURATION,
    ...(request ? { requests: [{ setupRequest: (r: AutocannonRequest) => ({ ...r, path: `/api/products?${request()}` }) }] } : {}),
  });
}

async function runEngine(engine: 'sqlite' | 'mysql'): Promise<Row[]> {
  const database = await createTestDatabase(engine);
  let server: ServerProcess | undefined;
  try {
    const knex = createDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    try {
      await migrateToLatest(knex);
      const started = performance.now();
      await seedProducts(knex, { products: PRODUCTS, sellers: SELLERS });
      console.log(`[${engine}] seeded ${PRODUCTS} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await knex.destroy();
    }
    server = await startServerProcess({
      NODE_ENV: 'production', MAIL_OUTBOX: 'true', COOKIE_SECURE: 'false', DATABASE_URL: database.databaseUrl, DATA_DIR: database.dataDir,
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123', SEED_DEMO_DATA: 'false', PRODUCT_LIST_INDEX: args.index!,
    });
    if (args.index === 'memory') {
      // SQL answers until the index has loaded (main.ts logs it): measure the index, not the hand-over.
      console.log(`[${engine}] ${(await waitForLogLine(server, /Product listing index: \d+ listings.*/, /Product listing index: (?!\d)/, 'the listing index', 120_000))[0]}`);
    }
    await autocannon({ url: `${server.url}/api/products`, connections: CONNECTIONS, duration: 2 });
    const rows: Row[] = [];
    for (const [scenario, query] of SCENARIOS.filter(([name]) => !args.only || name.includes(args.only))) {
      const path = `/api/products${typeof query === 'string' && query ? `?${query}` : ''}`;
      const probe = await fetch(server.url + path);
      const text = await probe.text();
      const body = JSON.parse(text) as { total?: number; items?: unknown[] };
      // The ceiling answers the real first page, byte for byte.
      pageBody ||= text;
      if (probe.status !== 200 || !body.items?.length) throw new Error(`${scenario}: ${probe.status} ${JSON.stringify(body).slice(0, 300)}`);
      const result = await measure(server.url, path, typeof query === 'function' ? query : undefined);
      rows.push({ scenario, total: body.total ?? 0, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx });
      console.log(`[${engine}] ${scenario}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
    }
    return rows;
  } finally {
    await server?.stop();
    await database.drop();
  }
}

function printTable(title: string, rows: Row[], ceiling: number): void {
  console.log(`\n${title}`);
  const header = ['scenario', 'matches', 'req/s', 'of bare Koa', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'];
  const lines = rows.map((r) => [r.scenario, String(r.total), String(Math.round(r.rps)), `${Math.round((r.rps / ceiling) * 100)}%`, String(r.p50), String(r.p99), String(r.errors), String(r.non2xx)]);
  printColumns(header, lines);
}

const results: Array<[string, Row[]]> = [];
let failed = false;
let pageBody = '';
for (const engine of engines) {
  try {
    results.push([engine, await runEngine(engine)]);
  } catch (error) {
    failed = true;
    console.error(`[${engine}] benchmark failed: ${(error instanceof Error ? error.message : String(error)).slice(0, 800)}`);
  }
}
const bare = await startBareKoa({ '/': pageBody });
const ceiling = await measure(bare.url, '/').finally(() => bare.stop());
console.log(`\nBare Koa answering the same first page (${Math.round(pageBody.length / 1024)} KB) from memory: ${Math.round(ceiling.requests.average)} req/s, p50 ${ceiling.latency.p50} ms, p99 ${ceiling.latency.p99} ms`);
for (const [engine, rows] of results) {
  printTable(`${engine === 'sqlite' ? 'SQLite' : 'MySQL/MariaDB'}: ${PRODUCTS.toLocaleString('en-US')} products, listing from ${args.index === 'memory' ? 'the in-memory index' : 'SQL'}, ${CONNECTIONS} connections, ${DURATION} s per scenario (target p99 < 25 ms, >= 2,000 req/s)`, rows, ceiling.requests.average);
}
const requestFailures = results.some(([, rows]) => rows.some((r) => r.errors || r.non2xx));
if (requestFailures) console.error('\nSome requests failed (errors or non-2xx answers).');
process.exit(failed || requestFailures ? 1 : 0);
