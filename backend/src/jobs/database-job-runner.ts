import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Knex } from 'knex';
import { describeErrorForLog, logText } from '../http/log-text.ts';
import type { EnqueueOptions, JobHandler, JobRunner } from './job-runner.ts';

export interface DatabaseJobRunnerOptions {
  log: (line: string) => void;
  /** How often an idle runner looks for due jobs (a job enqueued through this runner is looked for at once). */
  pollMs?: number;
  /** How long a claim holds; renewed while the job runs, so only a process that stopped loses it. */
  leaseMs?: number;
  /**
   * The app's time, which says when a job is due (tests move it: `deps.clock`). Leases and the intervals of
   * `every` are durations of real work, so they follow the system clock.
   */
  now?: () => Date;
  /** Jobs this runner runs at once. */
  concurrency?: number;
  /** Runs of a job before it is kept as failed. */
  maxAttempts?: number;
  /** The wait before each retry; the last one repeats. */
  backoffMs?: readonly number[];
}

export const JOB_DEFAULTS = {
  pollMs: 2000,
  leaseMs: 60_000,
  concurrency: 4,
  maxAttempts: 8,
  backoffMs: [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 3 * 60 * 60_000, 6 * 60 * 60_000, 12 * 60 * 60_000],
} as const;

const ERROR_KEPT = 2000;
const FINISH_ATTEMPTS = 5;

interface Claimed {
  id: number;
  kind: string;
  payload: string;
  /** The row's `attempts` after the claim: 1 on the first run. */
  attempt: number;
  /** In `locked_by` while this claim holds: another claim replaces it, so a run that lost its lease changes nothing. */
  token: string;
  recurring: boolean;
}

interface Recurring {
  intervalMs: number;
  handler: () => Promise<void>;
}

/**
 * The job runner on the `jobs` table (docs/jobs.md). A process claims due rows with one conditional UPDATE
 * (still due, and free or its lease expired) that writes a token of its own into `locked_by`, so on SQLite and
 * MySQL alike exactly one process gets each row; it then runs it, renewing the lease, and deletes it. The claim
 * releases the job's key, so work enqueued with that key while the job runs gets a job of its own. A failure
 * sets the job due again later (backing off); after `maxAttempts` runs the row is kept with `failed_at`. A
 * recurring task is one row keyed `every:<kind>`, claimed the same way and moved `intervalMs` ahead after each run.
 */
export class DatabaseJobRunner implements JobRunner {
  /** This runner (host, process, random), the start of the `locked_by` of its claims. */
  readonly id = `${hostname().slice(0, 50)}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly knex: Knex;
  private readonly log: (line: string) => void;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly now: () => Date;
  private readonly concurrency: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: readonly number[];
  private readonly handlers = new Map<string, JobHandler>();
  private readonly recurring = new Map<string, Recurring>();
  /** Recurring kinds whose row this runner has made sure exists. */
  private readonly rowsMade = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private started = false;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private tickAgain = false;
  private claims = 0;

  constructor(knex: Knex, options: DatabaseJobRunnerOptions) {
    this.knex = knex;
    this.log = options.log;
    this.pollMs = options.pollMs ?? JOB_DEFAULTS.pollMs;
    this.leaseMs = options.leaseMs ?? JOB_DEFAULTS.leaseMs;
    this.now = options.now ?? (() => new Date());
    this.concurrency = Math.max(1, options.concurrency ?? JOB_DEFAULTS.concurrency);
    this.maxAttempts = Math.max(1, options.maxAttempts ?? JOB_DEFAULTS.maxAttempts);
    this.backoffMs = options.backoffMs?.length ? options.backoffMs : JOB_DEFAULTS.backoffMs;
  }

  async enqueue(db: Knex, job: EnqueueOptions): Promise<void> {
    const runAt = job.runAt ?? this.now();
    const insert = db('jobs').insert({
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? null),
      key: job.key ?? null,
      runAt,
      attempts: 0,
      createdAt: new Date(),
    });
    // A no-op update rather than INSERT IGNORE: MySQL's IGNORE would also turn a too-long value into a warning.
    await (job.key === undefined ? insert : insert.onConflict('key').merge(['key']));
    // A job due later is found by the polls (looking now would find nothing: one more query on every send of
    // a message, whose mail waits its delay).
    if (runAt.getTime() > this.now().getTime()) return;
    // A job due now runs at once here rather than at the next poll; one in a transaction once it commits.
    if (db.isTransaction) (db as Knex.Transaction).executionPromise.then(() => this.nudge(), () => undefined);
    else this.nudge();
  }

  handle(kind: string, handler: JobHandler): void {
    if (this.recurring.has(kind)) throw new Error(`Job kind "${kind}" is already a recurring task`);
    this.handlers.set(kind, handler);
  }

  every(kind: string, intervalMs: number, handler: () => Promise<void>): void {
    if (this.handlers.has(kind)) throw new Error(`Job kind "${kind}" already has a job handler`);
    if (!(intervalMs >= 1)) throw new Error(`The interval of "${kind}" must be at least 1 ms`);
    this.recurring.set(kind, { intervalMs, handler });
    this.rowsMade.delete(kind);
    this.nudge();
  }

  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    this.schedule(0);
  }

  async runDue(): Promise<number> {
    await this.makeRecurringRows();
    let ran = 0;
    for (;;) {
      const { claimed, contested } = await this.claim(this.concurrency);
      if (!claimed.length && !contested) break;
      await Promise.all(claimed.map((job) => this.run(job)));
      ran += claimed.length;
    }
    // Due jobs this runner's polling took meanwhile have ended too when this resolves (they are not counted).
    await this.ticking;
    await Promise.allSettled([...this.running]);
    return ran;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.ticking;
    await Promise.allSettled([...this.running]);
  }

  /** A started runner looks for due jobs now instead of at the next poll. */
  private nudge(): void {
    if (!this.started || this.closed) return;
    if (this.ticking) this.tickAgain = true;
    else this.schedule(0);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    if (this.closed) return;
    this.timer = setTimeout(() => void this.tick(), delayMs);
    // Polling alone never keeps the process alive.
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.ticking || this.closed) return;
    this.tickAgain = false;
    this.ticking = (async () => {
      try {
        await this.makeRecurringRows();
        await this.fill();
      } catch (error) {
        this.log(`jobs: looking for due jobs failed: ${describeErrorForLog(error)}`);
      }
    })();
    await this.ticking;
    this.ticking = undefined;
    this.schedule(this.tickAgain ? 0 : this.pollMs);
  }

  /** Claims due jobs while this runner has room, each run in the background. */
  private async fill(): Promise<void> {
    while (!this.closed && this.running.size < this.concurrency) {
      const { claimed, contested } = await this.claim(this.concurrency - this.running.size);
      for (const job of claimed) {
        const run = this.run(job).finally(() => {
          this.running.delete(run);
          // A slot is free: a backlog is worked through without waiting for the next poll.
          this.nudge();
        });
        this.running.add(run);
      }
      if (!claimed.length && !contested) return;
    }
  }

  /** Rows of the recurring tasks registered here, made once per runner (insert-or-keep). */
  private async makeRecurringRows(): Promise<void> {
    for (const [kind, { intervalMs }] of this.recurring) {
      if (this.rowsMade.has(kind)) continue;
      const firstRun = new Date(Date.now() + intervalMs);
      const key = `every:${kind}`;
      await this.knex('jobs')
        .insert({ kind, payload: 'null', key, runAt: firstRun, everyMs: intervalMs, attempts: 0, createdAt: new Date() })
        .onConflict('key')
        .merge(['key']);
      // An interval shortened since the row was made applies now, not after the old one has passed.
      await this.knex('jobs').where({ key }).where('runAt', '>', firstRun).update({ runAt: firstRun, everyMs: intervalMs });
      this.rowsMade.add(kind);
    }
  }

  /**
   * Claims up to `limit` due jobs of the kinds this runner knows, with one UPDATE whose conditions (due, free
   * or lease expired, not failed) are checked again row by row under the database's lock, then reads back the
   * rows that carry this claim's token. `contested`: due jobs were seen that another runner claimed first, so
   * more may be due (the caller looks again).
   */
  private async claim(limit: number): Promise<{ claimed: Claimed[]; contested: boolean }> {
    const kinds = [...this.handlers.keys(), ...this.recurring.keys()];
    if (!kinds.length || limit < 1) return { claimed: [], contested: false };
    const appNow = this.now();
    const realNow = new Date();
    const claimable = (query: Knex.QueryBuilder) =>
      query
        .whereNull('failedAt')
        .where((due) =>
          due.where((job) => job.whereNull('everyMs').where('runAt', '<=', appNow)).orWhere((task) => task.whereNotNull('everyMs').where('runAt', '<=', realNow)),
        )
        .where((free) => free.whereNull('lockedUntil').orWhere('lockedUntil', '<', realNow));
    const seen = ((await claimable(this.knex('jobs').select('id').whereIn('kind', kinds)).orderBy('runAt').orderBy('id').limit(limit * 4)) as Array<{ id: number }>).map(
      (row) => Number(row.id),
    );
    if (!seen.length) return { claimed: [], contested: false };
    // Runners that read the same rows try different ones, so they rarely collide.
    const ids = shuffle(seen).slice(0, limit);
    const token = `${this.id}:${(this.claims += 1)}`;
    let taken: number;
    try {
      taken = Number(
        await claimable(this.knex('jobs').whereIn('id', ids)).update({
          lockedBy: token,
          lockedUntil: new Date(realNow.getTime() + this.leaseMs),
          attempts: this.knex.raw('?? + 1', ['attempts']),
          // A job under way no longer waits: its key is free for the next one (a recurring task keeps its own).
          key: this.knex.raw('case when ?? is null then null else ?? end', ['everyMs', 'key']),
        }),
      );
    } catch (error) {
      // Chosen as a deadlock's victim, the UPDATE changed nothing: as if another runner had been faster.
      if (isLockConflict(error)) return { claimed: [], contested: true };
      throw error;
    }
    const rows = taken
      ? ((await this.knex('jobs').select('id', 'kind', 'payload', 'attempts', 'everyMs').whereIn('id', ids).where({ lockedBy: token })) as Array<{
          id: number; kind: string; payload: string; attempts: number; everyMs: number | null;
        }>)
      : [];
    const claimed = rows.map((row) => ({ id: Number(row.id), kind: row.kind, payload: row.payload, attempt: Number(row.attempts), token, recurring: row.everyMs !== null }));
    return { claimed, contested: claimed.length < ids.length };
  }

  private async run(job: Claimed): Promise<void> {
    const mine = () => this.knex('jobs').where({ id: job.id, lockedBy: job.token });
    // The lease is renewed while the job runs, so a long job is not taken over by another process.
    const renew = setInterval(
      () => void mine().update({ lockedUntil: new Date(Date.now() + this.leaseMs) }).catch((error: unknown) => this.log(`jobs: renewing the lease of ${job.kind} #${job.id} failed: ${describeErrorForLog(error)}`)),
      Math.max(1, Math.floor(this.leaseMs / 3)),
    );
    renew.unref();
    let failure: unknown;
    let failed = false;
    try {
      const recurring = this.recurring.get(job.kind);
      if (job.recurring && recurring) await recurring.handler();
      else {
        const handler = this.handlers.get(job.kind);
        if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
        await handler(JSON.parse(job.payload) as unknown, { attempt: job.attempt });
      }
    } catch (error) {
      failed = true;
      failure = error;
    } finally {
      clearInterval(renew);
    }
    for (let attempt = 1; ; attempt++) {
      try {
        await this.finish(job, mine, failed, failure);
        return;
      } catch (error) {
        // InnoDB picks a victim among concurrent deletes and claims now and then; that statement is simply run again.
        if (isLockConflict(error) && attempt < FINISH_ATTEMPTS) {
          await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
          continue;
        }
        // The lease runs out and another process (or this one) runs the job again.
        this.log(`jobs: recording the end of ${job.kind} #${job.id} failed: ${describeErrorForLog(error)}`);
        return;
      }
    }
  }

  private async finish(job: Claimed, mine: () => Knex.QueryBuilder, failed: boolean, failure: unknown): Promise<void> {
    const lastError = failed ? describeErrorForLog(failure).slice(0, ERROR_KEPT) : null;
    if (job.recurring) {
      if (failed) this.log(`jobs: ${logText`${job.kind}`} failed (runs again in its next interval): ${lastError}`);
      const intervalMs = this.recurring.get(job.kind)?.intervalMs ?? this.pollMs;
      await mine().update({ runAt: new Date(Date.now() + intervalMs), lockedBy: null, lockedUntil: null, lastError });
      return;
    }
    if (!failed) {
      await mine().delete();
      return;
    }
    if (job.attempt >= this.maxAttempts) {
      this.log(`jobs: ${logText`${job.kind}`} #${job.id} failed ${job.attempt} times; kept as failed: ${lastError}`);
      await mine().update({ failedAt: new Date(), lockedBy: null, lockedUntil: null, lastError });
      return;
    }
    const waitMs = this.backoffMs[Math.min(job.attempt - 1, this.backoffMs.length - 1)]!;
    this.log(`jobs: ${logText`${job.kind}`} #${job.id} failed (attempt ${job.attempt}), retried in ${Math.round(waitMs / 1000)} s: ${lastError}`);
    await mine().update({ runAt: new Date(this.now().getTime() + waitMs), lockedBy: null, lockedUntil: null, lastError });
  }
}

const LOCK_CONFLICT_CODES = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED']);

/** A statement that lost to another over a lock (a deadlock's victim, a lock wait or a busy SQLite file), itself or under `cause`. */
function isLockConflict(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && LOCK_CONFLICT_CODES.has(code)) return true;
    current = (current as { nativeError?: unknown }).nativeError ?? (current as { cause?: unknown }).cause;
  }
  return false;
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
