import { randomBytes } from 'node:crypto';
import { createDatabase, migrateToLatest } from '../db/database.ts';
import { createTestDatabase } from './test-database.ts';
import { REDIS_TEST_URL } from './test-redis.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

export interface ProcessPair {
  one: ServerProcess;
  two: ServerProcess;
  /** Stops both processes and drops the database. */
  stop(): Promise<void>;
}

/**
 * Two real server processes (`node backend/src/main.ts`) on one migrated test database and the test
 * Redis, as behind a load balancer: sessions and socket events shared, on a Socket.IO channel of their
 * own so other test runs on the same Redis do not hear them.
 */
export async function startProcessPair(sessionSecret: string, options: { redisUrl?: string } = {}): Promise<ProcessPair> {
  const database = await createTestDatabase();
  const knex = createDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  await migrateToLatest(knex);
  await knex.destroy();
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: database.databaseUrl,
    DATA_DIR: database.dataDir,
    REDIS_URL: options.redisUrl ?? REDIS_TEST_URL,
    SOCKET_ADAPTER_KEY: `hh-test:${randomBytes(6).toString('hex')}`,
    SESSION_SECRET: sessionSecret,
    SEED_DEMO_DATA: 'false',
    COOKIE_SECURE: 'false',
    LOGIN_LIMIT_PER_IP: '1000',
    ACCOUNT_LIMIT_PER_IP: '100000',
  };
  const [one, two] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  return {
    one,
    two,
    async stop() {
      await Promise.all([one.stop(), two.stop()]);
      await database.drop();
    },
  };
}
