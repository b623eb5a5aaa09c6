import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Knex } from 'knex';
import { knexSnakeCaseMappers } from 'objection';
import { migrationSource } from './migration-source.ts';

export type DatabaseClient = 'better-sqlite3' | 'mysql2';

type TransactionConstructor = new (...args: never[]) => { query(connection: unknown, sql: string): Promise<unknown> };
const require = createRequire(import.meta.url);
// knex's own classes (no typings for these paths): its better-sqlite3 client and SQLite transaction.
const BetterSqliteClient = require('knex/lib/dialects/better-sqlite3/index.js') as new (...args: never[]) => object;
const SqliteTransaction = require('knex/lib/dialects/sqlite3/execution/sqlite-transaction.js') as TransactionConstructor;

/**
 * SQLite transactions take the write lock when they begin (BEGIN IMMEDIATE), waiting up to the busy
 * timeout for it. With a plain BEGIN, a transaction that reads and then writes fails at once (busy
 * snapshot, no wait) if another process wrote in between, which several server processes on one
 * database file do all the time. One process holds one connection, so it changes nothing there.
 */
class ImmediateSqliteTransaction extends SqliteTransaction {
  begin(connection: unknown) {
    return this.query(connection, 'BEGIN IMMEDIATE;');
  }
}
class ImmediateSqliteClient extends BetterSqliteClient {
  transaction(...args: never[]) {
    return new ImmediateSqliteTransaction(this as never, ...args);
  }

  /**
   * LIMIT is written as a number, not a `?`: SQLite (3.48 on) plans with a bound LIMIT's value, so
   * binding it again, as every run does, makes the statement compile anew each time (`select *
   * ... limit ?` on users cost ten times the lookup itself). knex's builder has already made it an integer.
   */
  queryCompiler(builder: { _single: { limit?: unknown; skipBinding?: Record<string, boolean> } }, ...rest: never[]) {
    const single = builder._single;
    if (Number.isInteger(single.limit)) single.skipBinding = { ...single.skipBinding, limit: true };
    return (BetterSqliteClient.prototype as unknown as { queryCompiler(...args: unknown[]): unknown }).queryCompiler.call(this, builder, ...rest);
  }
}

/**
 * SQLite (better-sqlite3, a file under data/) is the embedded default; a mysql:// DATABASE_URL
 * selects MySQL/MariaDB. Both use the same migrations and snake_case columns mapped to camelCase.
 */
export function knexConfig(options: { databaseUrl?: string; dataDir: string }): Knex.Config {
  const url = options.databaseUrl;
  const common = { ...knexSnakeCaseMappers(), migrations: { migrationSource, tableName: 'knex_migrations' } };
  if (url && /^mysql2?:\/\//.test(url)) {
    const parsed = new URL(url);
    return {
      ...common,
      client: 'mysql2',
      connection: {
        host: parsed.hostname,
        port: Number(parsed.port || 3306),
        user: decodeURIComponent(parsed.username),
        password: decodeURIComponent(parsed.password),
        database: parsed.pathname.replace(/^\//, ''),
        charset: 'utf8mb4',
        // Dates travel as UTC both ways, whatever the server's time zone.
        timezone: 'Z',
        supportBigNumbers: true,
        // A database that does not answer fails fast (503 to the caller, http/error-middleware.ts) instead of hanging.
        connectTimeout: 3000,
      },
      pool: { min: 0, max: Number(parsed.searchParams.get('pool') ?? 10) },
      acquireConnectionTimeout: 5000,
    };
  }
  const file = url?.startsWith('sqlite:')
    ? url.slice('sqlite:'.length).replace(/^\/\//, '')
    : path.join(options.dataDir, 'hardwarehub.sqlite');
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  return {
    ...common,
    client: ImmediateSqliteClient as unknown as Knex.Config['client'],
    connection: { filename: file },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate(connection: SqliteConnection, done: (error: Error | null, connection: unknown) => void) {
        // WAL lets readers proceed during writes; foreign keys are off by default in SQLite.
        connection.pragma('journal_mode = WAL');
        connection.pragma('foreign_keys = ON');
        connection.pragma('busy_timeout = 5000');
        connection.pragma('synchronous = NORMAL');
        cachePreparedStatements(connection);
        done(null, connection);
      },
    },
  };
}

interface SqliteConnection {
  pragma(source: string): unknown;
  prepare(source: string): unknown;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * knex prepares every SQLite statement anew on each query; compiling SQL costs about as much as
 * running a small indexed query. The connection keeps its most recent statements by SQL text
 * (statements are reusable, and knex runs each to completion synchronously before the next).
 */
function cachePreparedStatements(connection: SqliteConnection): void {
  const prepare = connection.prepare.bind(connection);
  const statements = new Map<string, unknown>();
  connection.prepare = (source: string) => {
    let statement = statements.get(source);
    if (statement) {
      // Most recently used last, so the oldest is evicted first.
      statements.delete(source);
    } else {
      statement = prepare(source);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
    }
    statements.set(source, statement);
    return statement;
  };
}

export function clientOf(config: Knex.Config): DatabaseClient {
  return config.client === 'mysql2' ? 'mysql2' : 'better-sqlite3';
}
