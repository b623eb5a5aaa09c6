import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { sha256 } from '../../http/tokens.ts';

const hashSchema = z.string().regex(/^[0-9a-f]{64}$/);
/** Sessions ended in one process, by hashed key or by member (all but `keep`): what session-events.ts tells the others. */
export const endedSessionsSchema = z.object({
  ids: z.array(hashSchema).max(1000).optional(),
  userId: z.int().positive().optional(),
  keep: hashSchema.optional(),
});
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

export interface SessionData {
  userId?: number;
  [key: string]: unknown;
}

/**
 * koa-session's external store plus "sign this user out everywhere". Keys are stored hashed,
 * so the sessions table never holds a usable cookie or bearer token.
 */
export interface SessionStore {
  get(key: string): Promise<SessionData | undefined>;
  set(key: string, data: SessionData, maxAgeMs: number): Promise<void>;
  destroy(key: string): Promise<void>;
  destroyAllForUser(userId: number, exceptKey?: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Sessions live in the database, with one process or many. A session read is kept in this process
 * for up to `cacheMs` (it was the first of two database reads on every signed-in request); everything
 * that changes a session goes through this store and updates or drops the kept copy, and a read that
 * overlapped a change is not kept. With several processes, `publish` (session-events.ts, over Redis)
 * tells the others to drop their copies of an ended session at once; while Redis is away they drop
 * them when the copy expires, so a sign-out takes at most `cacheMs` to reach another process.
 * (Sessions used to live in Redis with REDIS_URL; a Redis outage then signed everyone out.)
 */
export class DatabaseSessionStore implements SessionStore {
  private readonly sweeper: NodeJS.Timeout;
  private readonly knex: Knex;
  private readonly kept: LRUCache<string, { data: string; userId: number | null; expiresAt: number }> | undefined;
  /** Bumped by every change, so a read under way meanwhile is not kept. */
  private generation = 0;
  /** Set by session-events.ts: tells the other processes which kept copies to drop. */
  publish: ((ended: EndedSessions) => void) | undefined;

  constructor(knex: Knex, options: { cacheMs?: number } = {}) {
    this.knex = knex;
    if (options.cacheMs) this.kept = new LRUCache({ max: 10_000, ttl: options.cacheMs });
    // Expired rows are ignored on read; this only keeps the table small.
    this.sweeper = setInterval(() => void this.sweep().catch(() => undefined), 15 * 60 * 1000);
    this.sweeper.unref();
  }

  async get(key: string): Promise<SessionData | undefined> {
    const id = sha256(key);
    const kept = this.kept?.get(id);
    if (kept && kept.expiresAt >= Date.now()) return JSON.parse(kept.data) as SessionData;
    const generation = this.generation;
    const row = await this.knex('sessions').where({ id }).first('data', 'userId', 'expiresAt');
    if (!row || Number(row.expiresAt) < Date.now()) return undefined;
    if (generation === this.generation) this.kept?.set(id, { data: row.data, userId: row.userId === null ? null : Number(row.userId), expiresAt: Number(row.expiresAt) });
    return JSON.parse(row.data) as SessionData;
  }

  async set(key: string, data: SessionData, maxAgeMs: number): Promise<void> {
    const row = { id: sha256(key), userId: data.userId ?? null, data: JSON.stringify(data), expiresAt: Date.now() + maxAgeMs };
    this.forget(row.id);
    await this.knex('sessions').insert(row).onConflict('id').merge(['userId', 'data', 'expiresAt']);
    this.generation++;
    this.kept?.set(row.id, { data: row.data, userId: row.userId, expiresAt: row.expiresAt });
  }

  async destroy(key: string): Promise<void> {
    const doomed = sha256(key);
    this.forget(doomed);
    await this.knex('sessions').where({ id: doomed }).delete();
    this.forget(doomed);
    this.publish?.({ ids: [doomed] });
  }

  async destroyAllForUser(userId: number, exceptKey?: string): Promise<void> {
    const keep = exceptKey ? sha256(exceptKey) : undefined;
    this.forgetUser(userId, keep);
    const query = this.knex('sessions').where({ userId });
    if (keep) query.whereNot({ id: keep });
    await query.delete();
    this.forgetUser(userId, keep);
    this.publish?.({ userId, keep });
  }

  /** Another process ended these sessions: drop the copies kept here. */
  forgetEnded(ended: EndedSessions): void {
    for (const id of ended.ids ?? []) this.forget(id);
    if (ended.userId !== undefined) this.forgetUser(ended.userId, ended.keep);
  }

  // Both forget* run before and after a change is written, so no read under way keeps an old copy.
  private forget(id: string): void {
    this.generation++;
    this.kept?.delete(id);
  }

  private forgetUser(userId: number, keep: string | undefined): void {
    this.generation++;
    if (!this.kept) return;
    for (const [id, entry] of this.kept.entries()) if (entry.userId === userId && id !== keep) this.kept.delete(id);
  }

  async sweep(): Promise<void> {
    await this.knex('sessions').where('expiresAt', '<', Date.now()).delete();
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }
}

/** What should happen elsewhere when sessions end (the realtime server drops their sockets). */
export interface SessionEndListener {
  sessionEnded(key: string): void;
  userSessionsEnded(userId: number, exceptKey?: string): void;
}

/**
 * Every way a session ends goes through the store (logout, stale-session cleanup, login rotation,
 * password reset, deactivation, "sign out my other sessions"), so this is the one place that tells
 * the realtime server: a socket must not outlive the session it was opened with.
 */
export function withSessionEndListener(store: SessionStore, listener: SessionEndListener): SessionStore {
  return {
    get: (key) => store.get(key),
    set: (key, data, maxAgeMs) => store.set(key, data, maxAgeMs),
    async destroy(key) {
      await store.destroy(key);
      listener.sessionEnded(key);
    },
    async destroyAllForUser(userId, exceptKey) {
      await store.destroyAllForUser(userId, exceptKey);
      listener.userSessionsEnded(userId, exceptKey);
    },
    close: () => store.close(),
  };
}
