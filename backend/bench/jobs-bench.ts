/**
 * `npm run bench:jobs [-- --db sqlite|mysql|both] [--jobs 10000] [--concurrency 4]`
 *
 * The database job runner (backend/src/jobs/, docs/jobs.md) under a backlog: a fresh database gets `--jobs` due
 * jobs (enqueued one by one, as the app does), each of which marks one row of a notifications-like table mailed
 * (a small indexed UPDATE, as the notification mail job does once its mail has gone). Then one, and on another
 * fresh database two, runner processes (`node jobs-bench.ts --worker`) work through them together; the figure
 * is the time from their start signal until the last one is done, and each process's resident memory once
 * connected (`process.memoryUsage().rss`) and at its peak (`process.resourceUsage().maxRSS`). Afterwards every row must be marked once and the queue empty.
 * SQLite uses a temp file; MySQL uses MYSQL_TEST_URL (default mysql://root@127.0.0.1:3306/test). The engine
 * defaults to TEST_DB (else sqlite).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Knex } from 'knex';
import { printColumns } from './bench-support.ts';
import { createDatabase, migrateToLatest } from '../src/db/database.ts';
import { DatabaseJobRunner } from '../src/jobs/database-job-runner.ts';
import { createTestDatabase, type TestEngine } from '../src/test-support/test-database.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite' },
    jobs: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '4' },
    worker: { type: 'boolean', default: false },
  },
});
const JOBS = Number(args.jobs);
const CONCURRENCY = Number(args.concurrency);
const TABLE = 'bench_notifications';
const mib = (kib: number) => (kib / 1024).toFixed(0);

if (args.worker) await worker();
else await main();

/** One runner process: waits for `go` on stdin, runs every due job, prints its count, time and peak RSS. */
async function worker(): Promise<void> {
  const knex = createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '.' });
  const runner = new DatabaseJobRunner(knex, { log: (line) => process.stderr.write(`${line}\n`), concurrency: CONCURRENCY });
  runner.handle('bench-mail', async (payload) => {
    await knex(TABLE).where({ id: (payload as { notificationId: number }).notificationId }).whereNull('mailedAt').update({ mailedAt: new Date() });
  });
  // The first query opens the connection, so the start signal measures the work only.
  await knex(TABLE).first('id');
  const idleRssKiB = process.memoryUsage().rss / 1024;
  process.stdout.write('ready\n');
  await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
  const started = performance.now();
  const ran = await runner.runDue();
  const ms = performance.now() - started;
  await runner.close();
  await knex.destroy();
  process.stdout.write(`${JSON.stringify({ ran, ms, idleRssKiB, maxRssKiB: process.resourceUsage().maxRSS })}\n`);
}

async function main(): Promise<void> {
  const engines: TestEngine[] = args.db === 'both' ? ['sqlite', 'mysql'] : [args.db as TestEngine];
  if (!engines.every((engine) => engine === 'sqlite' || engine === 'mysql')) throw new Error('--db must be sqlite, mysql or both');
  const lines: string[][] = [];
  for (const engine of engines) {
    for (const runners of [1, 2]) {
      const result = await measure(engine, runners);
      lines.push([
        engine, String(runners), String(JOBS), `${(result.enqueueMs / 1000).toFixed(2)} s`, `${(result.runMs / 1000).toFixed(2)} s`,
        (JOBS / (result.runMs / 1000)).toFixed(0), result.perWorker.join(' + '), result.idleRss.join(' / '), result.peakRss.join(' / '),
      ]);
      console.log(`${engine}, ${runners} runner(s): done`);
    }
  }
  console.log(`\n${JOBS} due jobs, each one indexed UPDATE; runner concurrency ${CONCURRENCY} per process\n`);
  printColumns(['engine', 'runners', 'jobs', 'enqueue', 'run', 'jobs/s', 'jobs per runner', 'RSS before MiB', 'peak RSS MiB'], lines);
}

async function measure(engine: TestEngine, runners: number) {
  const database = await createTestDatabase(engine);
  const knex = createDatabase(database);
  try {
    await migrateToLatest(knex);
    await knex.schema.createTable(TABLE, (t) => {
      t.increments('id').primary();
      t.datetime('mailed_at', { precision: 3 }).nullable();
    });
    for (let from = 0; from < JOBS; from += 500) {
      await knex(TABLE).insert(Array.from({ length: Math.min(500, JOBS - from) }, () => ({ mailedAt: null })));
    }
    const ids = ((await knex(TABLE).select('id').orderBy('id')) as Array<{ id: number }>).map((row) => Number(row.id));
    const enqueuer = new DatabaseJobRunner(knex, { log: console.log });
    const enqueueStarted = performance.now();
    for (const id of ids) await enqueuer.enqueue(knex, { kind: 'bench-mail', payload: { notificationId: id } });
    const enqueueMs = performance.now() - enqueueStarted;

    const workers = Array.from({ length: runners }, () => startWorker(database));
    await Promise.all(workers.map((one) => one.ready));
    const started = performance.now();
    for (const one of workers) one.go();
    const results = await Promise.all(workers.map((one) => one.done));
    const runMs = performance.now() - started;

    await verify(knex);
    return { enqueueMs, runMs, perWorker: results.map((r) => String(r.ran)), idleRss: results.map((r) => mib(r.idleRssKiB)), peakRss: results.map((r) => mib(r.maxRssKiB)) };
  } finally {
    await knex.destroy();
    await database.drop();
  }
}

async function verify(knex: Knex): Promise<void> {
  const marked = Number(((await knex(TABLE).whereNotNull('mailedAt').count({ n: '*' }).first()) as { n: number | string }).n);
  const left = Number(((await knex('jobs').count({ n: '*' }).first()) as { n: number | string }).n);
  if (marked !== JOBS || left !== 0) {
    throw new Error(`after the run: ${marked} of ${JOBS} rows marked, ${left} jobs left: ${JSON.stringify(await knex('jobs').limit(3))}`);
  }
}

function startWorker(database: { databaseUrl: string; dataDir: string }) {
  const child = spawn(process.execPath, [import.meta.filename, '--worker', '--concurrency', String(CONCURRENCY)], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, DATABASE_URL: database.databaseUrl, DATA_DIR: database.dataDir },
  });
  let output = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.startsWith('ready\n')) resolve();
    });
    child.once('exit', () => reject(new Error(`worker exited before it was ready: ${errors}`)));
  });
  const done = new Promise<{ ran: number; ms: number; idleRssKiB: number; maxRssKiB: number }>((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`worker exited with ${code}: ${errors}`));
      if (errors) process.stderr.write(errors);
      resolve(JSON.parse(output.trim().split('\n').at(-1)!) as { ran: number; ms: number; idleRssKiB: number; maxRssKiB: number });
    });
  });
  return { ready, done, go: () => child.stdin.end('go\n') };
}
