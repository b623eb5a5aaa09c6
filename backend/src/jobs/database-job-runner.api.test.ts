import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDate } from '../db/base-model.ts';
import { createDatabase, migrateToLatest } from '../db/database.ts';
import { createTestDatabase } from '../test-support/test-database.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { DatabaseJobRunner, type DatabaseJobRunnerOptions } from './database-job-runner.ts';

const MINUTE = 60_000;

interface JobRow {
  id: number;
  kind: string;
  payload: string;
  key: string | null;
  runAt: unknown;
  attempts: number;
  lockedBy: string | null;
  lockedUntil: unknown;
  lastError: string | null;
  failedAt: unknown;
}

/** Resolves once `open` is called: a job that stays under way until the test lets it go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('database job runner', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let knex: Knex;
  /** The app's clock the runners read; tests move it. */
  let now = new Date();
  const logs: string[] = [];
  const opened: Array<{ runner: DatabaseJobRunner; knex?: Knex }> = [];

  /** A runner on its own connection (as another process would have), closed after the file. */
  function runner(options: Partial<DatabaseJobRunnerOptions> = {}, own = false): DatabaseJobRunner {
    const db = own ? createDatabase(database) : knex;
    const made = new DatabaseJobRunner(db, { log: (line) => logs.push(line), now: () => now, ...options });
    opened.push({ runner: made, knex: own ? db : undefined });
    return made;
  }
  const rows = (kind: string) => knex('jobs').where({ kind }).orderBy('id') as Promise<JobRow[]>;
  const children: ChildProcessWithoutNullStreams[] = [];

  /** job-runner-test-worker.ts as its own process on this file's database. */
  function startWorker(mode: 'race' | 'hang', env: Record<string, string> = {}) {
    const root = path.resolve(import.meta.dirname, '../../..');
    const child = spawn(process.execPath, [path.join(root, 'backend/src/jobs/job-runner-test-worker.ts'), mode], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.databaseUrl, DATA_DIR: database.dataDir, ...env },
    });
    children.push(child);
    let output = '';
    let errors = '';
    const listeners = new Set<() => void>();
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      listeners.forEach((listener) => listener());
    });
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => {
      listeners.forEach((listener) => listener());
      resolve(code);
    }));
    return {
      child,
      exited,
      output: () => output,
      /** Resolves once the process has printed `line`; fails if it exits first. */
      said: (line: string) =>
        new Promise<void>((resolve, reject) => {
          const check = () => {
            if (output.split('\n').includes(line)) resolve();
            else if (child.exitCode !== null || child.signalCode !== null) reject(new Error(`worker exited before "${line}": ${errors}`));
            else return;
            listeners.delete(check);
          };
          listeners.add(check);
          check();
        }),
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    knex = createDatabase(database);
    await migrateToLatest(knex);
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const { runner: made, knex: own } of opened) {
      await made.close();
      await own?.destroy();
    }
    await knex?.destroy();
    await database?.drop();
  });

  it('runs a due job with its payload once, removes it, and leaves a later one until its time', async () => {
    const jobs = runner();
    const seen: Array<{ payload: unknown; attempt: number }> = [];
    jobs.handle('greet', async (payload, context) => void seen.push({ payload, attempt: context.attempt }));
    await jobs.enqueue(knex, { kind: 'greet', payload: { name: 'Ada', tags: ['a', 'ü'] } });
    await jobs.enqueue(knex, { kind: 'greet', payload: { name: 'Later' }, runAt: new Date(now.getTime() + 15 * MINUTE) });

    expect(await jobs.runDue()).toBe(1);
    expect(seen).toEqual([{ payload: { name: 'Ada', tags: ['a', 'ü'] }, attempt: 1 }]);
    expect((await rows('greet')).map((row) => JSON.parse(row.payload))).toEqual([{ name: 'Later' }]);
    expect(await jobs.runDue()).toBe(0);

    now = new Date(now.getTime() + 15 * MINUTE);
    expect(await jobs.runDue()).toBe(1);
    expect(seen.map((entry) => entry.payload)).toEqual([{ name: 'Ada', tags: ['a', 'ü'] }, { name: 'Later' }]);
    expect(await rows('greet')).toEqual([]);
  });

  it('keeps the first of two waiting jobs with the same key, and only jobs whose transaction committed', async () => {
    const jobs = runner();
    const seen: unknown[] = [];
    jobs.handle('keyed', async (payload) => void seen.push(payload));
    await jobs.enqueue(knex, { kind: 'keyed', payload: { version: 1 }, key: 'keyed:1' });
    await jobs.enqueue(knex, { kind: 'keyed', payload: { version: 2 }, key: 'keyed:1', runAt: new Date(now.getTime() - MINUTE) });
    await jobs.enqueue(knex, { kind: 'keyed', payload: { other: true }, key: 'keyed:2' });
    await knex
      .transaction(async (trx) => {
        await jobs.enqueue(trx, { kind: 'keyed', payload: { rolledBack: true } });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await rows('keyed')).map((row) => [row.key, JSON.parse(row.payload)])).toEqual([['keyed:1', { version: 1 }], ['keyed:2', { other: true }]]);

    expect(await jobs.runDue()).toBe(2);
    expect(seen).toEqual(expect.arrayContaining([{ version: 1 }, { other: true }]));
    // Once run, the key is free again.
    await jobs.enqueue(knex, { kind: 'keyed', payload: { version: 3 }, key: 'keyed:1' });
    expect(await jobs.runDue()).toBe(1);
    expect(seen.at(-1)).toEqual({ version: 3 });
  });

  it('frees the key once the job starts: work enqueued while it runs gets a job of its own', async () => {
    const jobs = runner();
    const seen: unknown[] = [];
    const entered = gate();
    const release = gate();
    jobs.handle('batched', async (payload) => {
      if ((payload as { first?: boolean }).first) {
        entered.open();
        await release.opened;
      }
      seen.push(payload);
    });
    await jobs.enqueue(knex, { kind: 'batched', payload: { first: true }, key: 'batched:1' });
    const running = jobs.runDue();
    await entered.opened;
    await jobs.enqueue(knex, { kind: 'batched', payload: { second: true }, key: 'batched:1' });
    await jobs.enqueue(knex, { kind: 'batched', payload: { third: true }, key: 'batched:1' });
    expect((await rows('batched')).map((row) => [row.key, JSON.parse(row.payload)])).toEqual([[null, { first: true }], ['batched:1', { second: true }]]);
    release.open();
    // The second became due while the first ran, so the same call runs it too.
    expect(await running).toBe(2);
    expect(seen).toEqual([{ first: true }, { second: true }]);
  });

  it('retries a job that threw after a growing wait, then keeps it as failed', async () => {
    const jobs = runner({ backoffMs: [30_000, 2 * MINUTE], maxAttempts: 3 });
    const attempts: number[] = [];
    jobs.handle('flaky', async (_payload, context) => {
      attempts.push(context.attempt);
      throw new Error(`refused on attempt ${context.attempt}`);
    });
    await jobs.enqueue(knex, { kind: 'flaky', payload: {}, key: 'flaky:1' });

    expect(await jobs.runDue()).toBe(1);
    let [row] = await rows('flaky');
    expect(row).toMatchObject({ attempts: 1, lockedBy: null, failedAt: null, key: null });
    expect(row!.lastError).toContain('refused on attempt 1');
    expect(toDate(row!.runAt).getTime()).toBe(now.getTime() + 30_000);
    expect(await jobs.runDue()).toBe(0);

    now = new Date(now.getTime() + 30_000);
    expect(await jobs.runDue()).toBe(1);
    [row] = await rows('flaky');
    expect(toDate(row!.runAt).getTime()).toBe(now.getTime() + 2 * MINUTE);

    now = new Date(now.getTime() + 2 * MINUTE);
    expect(await jobs.runDue()).toBe(1);
    [row] = await rows('flaky');
    expect(row).toMatchObject({ attempts: 3, key: null, lockedBy: null });
    expect(row!.failedAt).not.toBeNull();
    expect(row!.lastError).toContain('refused on attempt 3');
    expect(attempts).toEqual([1, 2, 3]);
    expect(logs.some((line) => line.includes('flaky #') && line.includes('failed 3 times; kept as failed'))).toBe(true);

    // Kept as failed: never run again; the same work can be enqueued anew.
    now = new Date(now.getTime() + 24 * 60 * MINUTE);
    await jobs.enqueue(knex, { kind: 'flaky', payload: {}, key: 'flaky:1' });
    expect(await jobs.runDue()).toBe(1);
    expect(attempts).toEqual([1, 2, 3, 1]);
  });

  it('runs a job enqueued through a started runner at once (one in a transaction once it commits), and close waits for it', async () => {
    // Polls far apart: only the enqueue itself can make these jobs run soon.
    const jobs = runner({ pollMs: 60 * MINUTE });
    const ran: unknown[] = [];
    const release = gate();
    jobs.handle('prompt', async (payload) => {
      if ((payload as { hold?: boolean }).hold) await release.opened;
      ran.push(payload);
    });
    jobs.start();
    await jobs.enqueue(knex, { kind: 'prompt', payload: { direct: true } });
    await expect.poll(() => ran, { timeout: 10_000 }).toEqual([{ direct: true }]);
    await knex.transaction(async (trx) => {
      await jobs.enqueue(trx, { kind: 'prompt', payload: { committed: true } });
    });
    await expect.poll(() => ran, { timeout: 10_000 }).toEqual([{ direct: true }, { committed: true }]);

    await jobs.enqueue(knex, { kind: 'prompt', payload: { hold: true } });
    await expect.poll(async () => (await rows('prompt'))[0]?.lockedBy ?? null, { timeout: 10_000 }).toContain(jobs.id);
    let closed = false;
    const closing = jobs.close().then(() => (closed = true));
    // Under way: close has not returned; once the job ends it does, and the job is done.
    expect(await rows('prompt')).toHaveLength(1);
    expect(closed).toBe(false);
    release.open();
    await closing;
    expect(ran.at(-1)).toEqual({ hold: true });
    expect(await rows('prompt')).toEqual([]);
  });

  it('lets another runner take over a job whose process died mid-run, once its lease has expired', async () => {
    const survivor = runner();
    const attempts: number[] = [];
    survivor.handle('lease', async (_payload, context) => void attempts.push(context.attempt));
    await survivor.enqueue(knex, { kind: 'lease', payload: {}, runAt: new Date(Date.now() - 1000) });
    // Another process claims the job, then is killed inside it.
    const dying = startWorker('hang', { JOB_LEASE_MS: '1500' });
    await dying.said('entered');
    const [claimed] = await rows('lease');
    expect(claimed!.lockedBy).toContain(`:${dying.child.pid}:`);
    // Alive, it renews its lease: nobody else runs the job.
    expect(await survivor.runDue()).toBe(0);
    dying.child.kill('SIGKILL');
    await dying.exited;

    await expect.poll(() => survivor.runDue(), { timeout: 10_000, interval: 50 }).toBe(1);
    expect(attempts).toEqual([2]);
    expect(await rows('lease')).toEqual([]);
  });

  it('runs a recurring task in one runner at a time when two share the database', async () => {
    const one = runner({}, true);
    const two = runner({}, true);
    let runs = 0;
    let inside = 0;
    let overlapped = false;
    const task = async () => {
      runs += 1;
      inside += 1;
      overlapped ||= inside > 1;
      await new Promise<void>((resolve) => setImmediate(resolve));
      inside -= 1;
    };
    one.every('tick', 60 * MINUTE, task);
    two.every('tick', 60 * MINUTE, task);
    // Both make sure the task has its row; it is first due one interval later.
    expect(await Promise.all([one.runDue(), two.runDue()])).toEqual([0, 0]);
    const [row] = await rows('tick');
    expect(row!.key).toBe('every:tick');
    expect(await rows('tick')).toHaveLength(1);

    for (let round = 1; round <= 5; round++) {
      await knex('jobs').where({ kind: 'tick' }).update({ runAt: new Date(Date.now() - 1000) });
      const ran = await Promise.all([one.runDue(), two.runDue()]);
      expect(ran[0]! + ran[1]!).toBe(1);
      expect(runs).toBe(round);
    }
    expect(overlapped).toBe(false);
    const [after] = await rows('tick');
    expect(toDate(after!.runAt).getTime()).toBeGreaterThan(Date.now() + 59 * MINUTE);

    // While one runner is inside the task, the other does not start it.
    const held = gate();
    const entered = gate();
    const three = runner({}, true);
    const four = runner({}, true);
    three.every('held', 60 * MINUTE, async () => {
      entered.open();
      await held.opened;
    });
    let fourRan = false;
    four.every('held', 60 * MINUTE, async () => void (fourRan = true));
    await four.runDue();
    await knex('jobs').where({ kind: 'held' }).update({ runAt: new Date(Date.now() - 1000) });
    const threeRun = three.runDue();
    await entered.opened;
    expect(await four.runDue()).toBe(0);
    held.open();
    expect(await threeRun).toBe(1);
    expect(fourRan).toBe(false);
  });

  it('runs each of 200 due jobs exactly once when two processes race for them', async () => {
    await knex.schema.createTable('job_race_runs', (t) => {
      t.increments('id').primary();
      t.integer('job_number').notNullable();
      t.integer('worker').notNullable();
    });
    const jobs = runner();
    // Due by the workers' clock (the system's), whatever this file's clock says.
    for (let n = 1; n <= 200; n++) await jobs.enqueue(knex, { kind: 'race', payload: { n }, runAt: new Date(Date.now() - 1000) });

    const workers = [startWorker('race'), startWorker('race')];
    await Promise.all(workers.map((worker) => worker.said('ready')));
    for (const worker of workers) worker.child.stdin.end('go\n');
    const results = await Promise.all(workers.map(async (worker) => {
      expect(await worker.exited).toBe(0);
      return JSON.parse(worker.output().trim().split('\n').at(-1)!) as { worker: number; ran: number };
    }));

    const runs = (await knex('job_race_runs').select('jobNumber', 'worker')) as Array<{ jobNumber: number; worker: number }>;
    expect(runs).toHaveLength(200);
    expect(new Set(runs.map((run) => Number(run.jobNumber))).size).toBe(200);
    expect(results[0]!.ran + results[1]!.ran).toBe(200);
    expect(await rows('race')).toEqual([]);
  }, 60_000);
});

describe("the app's job runner", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is running in the server, with the billing sweep as its recurring task', async () => {
    const ran: unknown[] = [];
    server.app.deps.jobs.handle('app-probe', async (payload) => void ran.push(payload));
    await server.app.deps.jobs.enqueue(server.knex, { kind: 'app-probe', payload: { ok: true } });
    await expect.poll(() => ran, { timeout: 10_000 }).toEqual([{ ok: true }]);
    const [sweep] = (await server.knex('jobs').where({ key: 'every:billing-sweep' })) as Array<{ kind: string; everyMs: number }>;
    expect(sweep).toMatchObject({ kind: 'billing-sweep', everyMs: 60_000 });
  });
});
