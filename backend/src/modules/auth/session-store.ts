import type { Knex } from 'knex';
import type { Redis } from 'ioredis';
import { sha256 } from './tokens.ts';

export interface SessionData {
  userId?: number;
  [key: string]: unknown;
}

/**
 * koa-session's external store plus "sign this user out everywhere". Keys are stored hashed,
 * so the sessions table (or Redis) never holds a usable cookie or bearer token.
 */
export interface SessionStore {
  get(key: string): Promise<SessionData | undefined>;
  set(key: string, data: SessionData, maxAgeMs: number): Promise<void>;
  destroy(key: string): Promise<void>;
  destroyAllForUser(userId: number, exceptKey?: string): Promise<void>;
  close(): Promise<void>;
}

export class DatabaseSessionStore implements SessionStore {
  private readonly sweeper: NodeJS.Timeout;
  private readonly knex: Knex;

  constructor(knex: Knex) {
    this.knex = knex;
    // Expired rows are ignored on read; this only keeps the table small.
    this.sweeper = setInterval(() => void this.sweep().catch(() => undefined), 15 * 60 * 1000);
    this.sweeper.unref();
  }

  async get(key: string): Promise<SessionData | undefined> {
    const row = await this.knex('sessions').where({ id: sha256(key) }).first('data', 'expiresAt');
    if (!row || Number(row.expiresAt) < Date.now()) return undefined;
    return JSON.parse(row.data) as SessionData;
  }

  async set(key: string, data: SessionData, maxAgeMs: number): Promise<void> {
    const row = { id: sha256(key), userId: data.userId ?? null, data: JSON.stringify(data), expiresAt: Date.now() + maxAgeMs };
    await this.knex('sessions').insert(row).onConflict('id').merge(['userId', 'data', 'expiresAt']);
  }

  async destroy(key: string): Promise<void> {
    await this.knex('sessions').where({ id: sha256(key) }).delete();
  }

  async destroyAllForUser(userId: number, exceptKey?: string): Promise<void> {
    const query = this.knex('sessions').where({ userId });
    if (exceptKey) query.whereNot({ id: sha256(exceptKey) });
    await query.delete();
  }

  async sweep(): Promise<void> {
    await this.knex('sessions').where('expiresAt', '<', Date.now()).delete();
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }
}

/** With REDIS_URL: sessions shared by every backend process, expiring by Redis TTL. */
export class RedisSessionStore implements SessionStore {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(redis: Redis, prefix = 'hh:sess:') {
    this.redis = redis;
    this.prefix = prefix;
  }

  private key(key: string) {
    return `${this.prefix}${sha256(key)}`;
  }

  private userSetKey(userId: number) {
    return `${this.prefix}user:${userId}`;
  }

  async get(key: string): Promise<SessionData | undefined> {
    const raw = await this.redis.get(this.key(key));
    return raw ? (JSON.parse(raw) as SessionData) : undefined;
  }

  async set(key: string, data: SessionData, maxAgeMs: number): Promise<void> {
    const multi = this.redis.multi().set(this.key(key), JSON.stringify(data), 'PX', Math.max(1, Math.round(maxAgeMs)));
    if (data.userId) {
      multi.sadd(this.userSetKey(data.userId), sha256(key)).pexpire(this.userSetKey(data.userId), Math.round(maxAgeMs));
    }
    await multi.exec();
  }

  async destroy(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  async destroyAllForUser(userId: number, exceptKey?: string): Promise<void> {
    const setKey = this.userSetKey(userId);
    const hashes = await this.redis.smembers(setKey);
    const keep = exceptKey ? sha256(exceptKey) : undefined;
    const doomed = hashes.filter((h) => h !== keep);
    if (doomed.length) {
      await this.redis.multi().del(...doomed.map((h) => `${this.prefix}${h}`)).srem(setKey, ...doomed).exec();
    }
  }

  async close(): Promise<void> {
    // The Redis connection is owned by the app and closed there.
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
