import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';

export type TestEngine = 'sqlite' | 'mysql';

export const testEngine = (): TestEngine => (process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

/** Server URL only (no database); each test file gets a database of its own. */
export const mysqlServerUrl = () => process.env.MYSQL_TEST_URL ?? 'mysql://root@127.0.0.1:3306/test';

/**
 * A throwaway database for one test file: a temp SQLite file, or a fresh MySQL database
 * dropped afterwards (the engine of TEST_DB unless given; the benchmarks pass theirs). Returns the
 * DATABASE_URL to give the server.
 */
export async function createTestDatabase(engine: TestEngine = testEngine()): Promise<{ databaseUrl: string; dataDir: string; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hh-test-'));
  if (engine === 'sqlite') {
    return {
      databaseUrl: `sqlite:${path.join(dataDir, 'test.sqlite')}`,
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const server = new URL(mysqlServerUrl());
  const name = `hh_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'mysql2', connection: { host: server.hostname, port: Number(server.port || 3306), user: decodeURIComponent(server.username), password: decodeURIComponent(server.password) } });
  await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.destroy();
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir,
    drop: async () => {
      const again = knexFactory({ client: 'mysql2', connection: { host: server.hostname, port: Number(server.port || 3306), user: decodeURIComponent(server.username), password: decodeURIComponent(server.password) } });
      await again.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      await again.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
