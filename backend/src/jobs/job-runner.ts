import type { Knex } from 'knex';

/** A job as a handler receives it. */
export interface JobContext {
  /** 1 on the first run, 2 after one failure, and so on. */
  attempt: number;
}

export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /** What runs it (a name registered with `handle`). */
  kind: string;
  /** Stored as JSON; the handler parses it with its own schema. */
  payload: unknown;
  /** When it becomes due (now if absent). */
  runAt?: Date;
  /**
   * At most one waiting job per key: a second enqueue with the same key while the first still waits
   * keeps the first (its payload and time), so "one mail per conversation until read" needs no lookup.
   * Once the job starts running the key is free again: work enqueued with it then gets a job of its own.
   */
  key?: string;
}

/**
 * Delayed and scheduled work that is safe with several server processes: each due job is claimed by
 * one process at a time for a lease, run, then removed; a process that dies mid-job leaves its lease
 * to expire and another process runs the job again. Jobs live in the database, so nothing needs a
 * service beyond it.
 */
export interface JobRunner {
  /** Adds a job; given a transaction, it exists only if that transaction commits. */
  enqueue(db: Knex, job: EnqueueOptions): Promise<void>;
  /** The handler of a kind; a handler that throws is retried later (backing off), up to a limit. */
  handle(kind: string, handler: JobHandler): void;
  /**
   * Work repeated every `intervalMs`, run by one process at a time across all of them. The first run is one
   * interval after the task is first registered by any process; intervals are real time, not the app's clock.
   */
  every(kind: string, intervalMs: number, handler: () => Promise<void>): void;
  /** Starts polling for due jobs. */
  start(): void;
  /**
   * Runs every job due now (by the app's clock), in this process, and resolves with how many it ran, failures
   * included (tests and benches), once those and any this process's polling took meanwhile have ended.
   * Recurring tasks run only if their interval has passed.
   */
  runDue(): Promise<number>;
  /** Stops polling and waits for the jobs under way. */
  close(): Promise<void>;
}
