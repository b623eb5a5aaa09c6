/**
 * A separate process for the job runner's API test (database-job-runner.api.test.ts), on the test's database
 * (DATABASE_URL, DATA_DIR). Says `ready`, then:
 * - `race` (default): waits for `go` on stdin, runs every due `race` job, prints what it ran as JSON and exits.
 *   Each run is recorded in `job_race_runs` (no unique key, so a job run twice would show twice).
 * - `hang`: polls with a lease of JOB_LEASE_MS, and says `entered` once it is inside a `lease` job, which never
 *   ends: the test kills the process there, as a crash would.
 */
import { createDatabase } from '../db/database.ts';
import { DatabaseJobRunner } from './database-job-runner.ts';

const knex = createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '.' });
const log = (line: string) => process.stderr.write(`${line}\n`);

if (process.argv[2] === 'hang') {
  const runner = new DatabaseJobRunner(knex, { log, pollMs: 20, leaseMs: Number(process.env.JOB_LEASE_MS ?? 1000) });
  // The runner's timers do not keep a process alive; this does, until the test kills it.
  setInterval(() => undefined, 60_000);
  runner.handle('lease', async () => {
    process.stdout.write('entered\n');
    await new Promise<never>(() => undefined);
  });
  runner.start();
  process.stdout.write('ready\n');
} else {
  const runner = new DatabaseJobRunner(knex, { log });
  const worker = process.pid;
  runner.handle('race', async (payload) => {
    await knex('job_race_runs').insert({ jobNumber: (payload as { n: number }).n, worker });
  });
  process.stdout.write('ready\n');
  await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
  const ran = await runner.runDue();
  await runner.close();
  await knex.destroy();
  process.stdout.write(`${JSON.stringify({ worker, ran })}\n`);
}
