import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createDatabase, migrateToLatest } from '../db/database.ts';
import { createTestDatabase } from './test-database.ts';
import { REDIS_TEST_URL } from './test-redis.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { pollInterval } from './test-sockets.ts';

export interface ProcessPair {
  one: ServerProcess;
  two: ServerProcess;
  /** The database both processes share, for tests that look at its rows (createDatabase with these two). */
  databaseUrl: string;
  dataDir: string;
  /**
   * Resolves once both processes' Socket.IO adapters are subscribed on Redis again (after an outage), so a
   * broadcast either one publishes from then on reaches the other.
   */
  adaptersListening(timeoutMs?: number): Promise<void>;
  /** Stops both processes and drops the database. */
  stop(): Promise<void>;
}

/**
 * Two real server processes (`node backend/src/main.ts`) on one migrated test database and the test
 * Redis, as behind a load balancer: sessions and socket events shared, on a Socket.IO channel of their
 * own so other test runs on the same Redis do not hear them. Resolves once both answer HTTP and hear
 * each other's broadcasts.
 */
export async function startProcessPair(
  sessionSecret: string,
  options: {
    redisUrl?: string;
    /** More settings for both processes, over the ones below (e.g. SMTP_URL, JOB_POLL_MS). */
    env?: Record<string, string>;
  } = {},
): Promise<ProcessPair> {
  const database = await createTestDatabase();
  const knex = createDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  await migrateToLatest(knex);
  await knex.destroy();
  const redisUrl = options.redisUrl ?? REDIS_TEST_URL;
  const adapterKey = `hh-test:${randomBytes(6).toString('hex')}`;
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: database.databaseUrl,
    DATA_DIR: database.dataDir,
    REDIS_URL: redisUrl,
    SOCKET_ADAPTER_KEY: adapterKey,
    SESSION_SECRET: sessionSecret,
    SEED_DEMO_DATA: 'false',
    COOKIE_SECURE: 'false',
    LOGIN_LIMIT_PER_IP: '1000',
    ACCOUNT_LIMIT_PER_IP: '100000',
    // The delivery tests send a hundred messages from one member as fast as the server acknowledges them.
    MESSAGE_LIMIT_PER_MEMBER: '100000',
    ...options.env,
  };
  const [one, two] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  const adaptersListening = (timeoutMs = 10_000) => bothAdaptersSubscribed(redisUrl, adapterKey, timeoutMs);
  await adaptersListening();
  return {
    one,
    two,
    databaseUrl: database.databaseUrl,
    dataDir: database.dataDir,
    adaptersListening,
    async stop() {
      await Promise.all([one.stop(), two.stop()]);
      await database.drop();
    },
  };
}

/**
 * Each process's @socket.io/redis-adapter hears broadcasts through one pattern subscription, `<key>#/#*`.
 * PUBLISH answers how many subscribers got a message, so a message for a room nobody is in (the adapter
 * drops it unread) counts the adapters listening without disturbing them.
 */
async function bothAdaptersSubscribed(redisUrl: string, adapterKey: string, timeoutMs: number): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      const listening = await redis.publish(`${adapterKey}#/#readiness-probe#`, '').catch(() => 0);
      if (listening >= 2) return;
      if (Date.now() > deadline) throw new Error(`${listening} of 2 Socket.IO adapters subscribed on Redis after ${timeoutMs} ms`);
      await pollInterval();
    }
  } finally {
    redis.disconnect();
  }
}
