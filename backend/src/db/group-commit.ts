import type { Knex } from 'knex';

/** One small write (a message sent, a notice stored) and what must commit with it. */
export interface GroupedWrite<T> {
  /** Runs inside the transaction that stores it; what it returns is the caller's once that transaction has committed. */
  store(db: Knex): Promise<T>;
  /** False when storing is one statement: written alone, it needs no transaction of its own. */
  needsTransaction: boolean;
}

interface Waiting<T> {
  write: GroupedWrite<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

/**
 * Group commit for the hot small writes (each send's message and its recipient's notice): the writes
 * that arrive while a commit is in flight are stored together in the next single transaction, so
 * concurrent requests share one BEGIN/COMMIT (one log flush on MySQL, one WAL commit and one turn of
 * the only connection on SQLite) instead of one each. "Acknowledged means stored": each caller's
 * promise settles only once its own batch has committed. A batch that fails is nobody's error yet:
 * its writes are retried one by one, each in a transaction of its own, so a refused file, a reused
 * client id or a constraint failure reaches its own caller only, and the others are stored. A write
 * that finds nothing in flight goes at once, alone, as it would without this.
 */
export class GroupCommit {
  private readonly knex: Knex;
  private queue: Waiting<unknown>[] = [];
  private flushing = false;

  constructor(knex: Knex) {
    this.knex = knex;
  }

  write<T>(write: GroupedWrite<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ write, resolve, reject } as Waiting<unknown>);
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length) {
        const batch = this.queue;
        this.queue = [];
        await this.commit(batch);
      }
    } finally {
      this.flushing = false;
    }
  }

  private async commit(batch: Waiting<unknown>[]): Promise<void> {
    if (batch.length > 1) {
      let results: unknown[] | undefined;
      try {
        results = await this.knex.transaction(async (trx) => {
          const stored: unknown[] = [];
          // In arrival order, so ids follow the order the requests came in.
          for (const waiting of batch) stored.push(await waiting.write.store(trx));
          return stored;
        });
      } catch {
        // Retried one by one below: the failure is told to the write that causes it again, and only to it.
      }
      if (results) {
        batch.forEach((waiting, i) => waiting.resolve(results[i]));
        return;
      }
    }
    for (const waiting of batch) {
      try {
        const { write } = waiting;
        waiting.resolve(await (write.needsTransaction ? this.knex.transaction((trx) => write.store(trx)) : write.store(this.knex)));
      } catch (error) {
        waiting.reject(error);
      }
    }
  }
}
