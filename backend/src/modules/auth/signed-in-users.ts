import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import type { DomainEvents } from '../../db/domain-events.ts';
import { User } from '../../db/models/user-model.ts';

type UserRow = Record<string, unknown>;

/** What knex tells its 'query' listeners (knex's own type for it is `any`). */
interface QueryEvent {
  sql?: string;
  __knexTxId?: string;
}

const READ = /^\s*(select|with)\b/i;
const TRANSACTION_END = /^\s*(commit|rollback|release savepoint)\b/i;
const NAMES_USERS = /\busers\b/i;

/**
 * The signed-in user of each request (app.ts), read from `users` at most once per `ttlMs` in this
 * process: the per-request lookup was about a third of the CPU of a cheap API call.
 *
 * Fresh within this process: every statement that writes `users` through this knex, whichever
 * module runs it, drops every kept user at once (knex's 'query' event), and so does the end of a
 * transaction that wrote it; a row read while such a write or transaction was under way is not
 * kept. So a request that follows a change always sees it. Other processes (with REDIS_URL) see a
 * change within `ttlMs` (a signed-out session at once: sessions there are not cached), as does a
 * read that races another connection's COMMIT; a member change announced in another process
 * (`subscribeSignedInUsers`) drops that member here at once. `ttlMs` 0 reads on every request.
 * Each caller gets its own model instance, so nothing a route does to it leaks into the next request.
 */
export class SignedInUsers {
  private readonly knex: Knex;
  /** Parsed once when read; each request gets a copy (`$clone`, far cheaper than parsing the row again). */
  private readonly rows: LRUCache<number, User> | undefined;
  /** Bumped by every write to `users`: a read that saw a bump while under way is not kept. */
  private generation = 0;
  /** Transactions (knex ids) that wrote `users` and have not ended. */
  private readonly writing = new Set<string>();

  constructor(knex: Knex, options: { ttlMs: number; max?: number }) {
    this.knex = knex;
    if (options.ttlMs > 0) {
      this.rows = new LRUCache({ max: options.max ?? 10_000, ttl: options.ttlMs });
      knex.on('query', this.onQuery);
    }
  }

  async get(userId: number): Promise<User | undefined> {
    const kept = this.rows?.get(userId);
    if (kept) return kept.$clone();
    const generation = this.generation;
    const row = (await this.knex('users').where({ id: userId }).first()) as UserRow | undefined;
    if (!row) return undefined;
    const user = User.fromDatabaseJson(row);
    if (this.rows && generation === this.generation && this.writing.size === 0) this.rows.set(userId, user.$clone());
    return user;
  }

  /** Drops these members' kept rows (a change announced by this or another process). */
  forget(userIds: Iterable<number>): void {
    if (!this.rows) return;
    this.generation++;
    for (const id of userIds) this.rows.delete(id);
  }

  /** Stops listening to the knex instance (it may outlive this app, as in the tests). */
  close(): void {
    this.knex.off('query', this.onQuery);
    this.rows?.clear();
  }

  private readonly onQuery = (query: QueryEvent): void => {
    const sql = query.sql ?? '';
    const transaction = query.__knexTxId;
    if (transaction !== undefined && this.writing.has(transaction) && TRANSACTION_END.test(sql)) {
      this.writing.delete(transaction);
      this.dropAll();
    } else if (!READ.test(sql) && NAMES_USERS.test(sql)) {
      if (transaction !== undefined) this.writing.add(transaction);
      this.dropAll();
    }
  };

  private dropAll(): void {
    this.generation++;
    this.rows!.clear();
  }
}

/**
 * Announced member changes drop those members: in this process the knex listener above already
 * has, so this matters for changes made in another process (with Redis).
 */
export function subscribeSignedInUsers(events: DomainEvents, users: SignedInUsers): () => void {
  return events.subscribe((event) => {
    if (event.type === 'member-changed') users.forget(event.userIds);
    else if (event.type === 'rating-changed' && event.targetType === 'user') users.forget([event.targetId]);
    else if (event.type === 'subscription-changed') users.forget([event.userId]);
  });
}
