import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { createDatabase, migrateToLatest } from '../db/database.ts';

export type TestEngine = 'sqlite' | 'mysql';

export const testEngine = (): TestEngine => (process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

/** Server URL only (no database); each test file gets a database of its own. */
export const mysqlServerUrl = () => process.env.MYSQL_TEST_URL ?? 'mysql://root@127.0.0.1:3306/test';

/**
 * Migrated templates made once per test run (api-test-templates.ts, the API suite's global set-up):
 * a test database is a copy of one instead of a new run of every migration. Without them (the
 * benchmarks) each database is migrated as before.
 */
const SQLITE_TEMPLATE_ENV = 'HH_TEST_SQLITE_TEMPLATE';
const MYSQL_TEMPLATE_ENV = 'HH_TEST_MYSQL_TEMPLATE';

interface MysqlTemplate {
  schema: string;
  /** CREATE TABLE statements as the server wrote them (SHOW CREATE TABLE), foreign keys included. */
  tables: string[];
  /** Tables whose rows are part of the template (the migration bookkeeping). */
  withRows: string[];
}

function mysqlAdmin(options: { database?: string; multipleStatements?: boolean } = {}): Knex {
  const server = new URL(mysqlServerUrl());
  return knexFactory({
    client: 'mysql2',
    connection: { host: server.hostname, port: Number(server.port || 3306), user: decodeURIComponent(server.username), password: decodeURIComponent(server.password), ...options },
    pool: { min: 0, max: 1 },
  });
}

const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

/** Makes the migrated templates of `engine` and publishes them to the test processes; returns their clean-up. */
export async function createMigratedTemplates(engine: TestEngine): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hh-template-'));
  const sqliteFile = path.join(dir, 'template.sqlite');
  const sqlite = createDatabase({ databaseUrl: `sqlite:${sqliteFile}`, dataDir: dir });
  await migrateToLatest(sqlite);
  // Closing the only connection checkpoints the WAL into the file, so a copy of the file is whole.
  await sqlite.destroy();
  process.env[SQLITE_TEMPLATE_ENV] = sqliteFile;
  let dropSchema = async () => undefined as void;

  if (engine === 'mysql') {
    const schema = uniqueName('hh_template');
    const admin = mysqlAdmin();
    await admin.raw(`CREATE DATABASE \`${schema}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.destroy();
    const url = new URL(mysqlServerUrl());
    url.pathname = `/${schema}`;
    const knex = createDatabase({ databaseUrl: url.toString(), dataDir: dir });
    try {
      await migrateToLatest(knex);
      const names = ((await knex.raw('SHOW TABLES'))[0] as Record<string, string>[]).map((row) => Object.values(row)[0]!);
      const template: MysqlTemplate = { schema, tables: [], withRows: [] };
      for (const name of names) {
        const [[created]] = (await knex.raw(`SHOW CREATE TABLE \`${name}\``)) as [Array<Record<string, string>>];
        template.tables.push(created!['Create Table']!);
        const [counted] = (await knex.raw(`SELECT COUNT(*) AS count FROM \`${name}\``)) as [Array<{ count: number }>];
        if (Number(counted[0]?.count ?? 0) > 0) template.withRows.push(name);
      }
      const file = path.join(dir, 'mysql-template.json');
      writeFileSync(file, JSON.stringify(template));
      process.env[MYSQL_TEMPLATE_ENV] = file;
    } finally {
      await knex.destroy();
    }
    dropSchema = async () => {
      const again = mysqlAdmin();
      await again.raw(`DROP DATABASE IF EXISTS \`${schema}\``);
      await again.destroy();
    };
  }
  return async () => {
    await dropSchema();
    rmSync(dir, { recursive: true, force: true });
  };
}

/**
 * A throwaway database for one test file: a temp SQLite file, or a fresh MySQL database
 * dropped afterwards (the engine of TEST_DB unless given; the benchmarks pass theirs). Returns the
 * DATABASE_URL to give the server. With the run's templates it is already migrated.
 */
export async function createTestDatabase(engine: TestEngine = testEngine()): Promise<{ databaseUrl: string; dataDir: string; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hh-test-'));
  if (engine === 'sqlite') {
    const file = path.join(dataDir, 'test.sqlite');
    const template = process.env[SQLITE_TEMPLATE_ENV];
    if (template) copyFileSync(template, file);
    return {
      databaseUrl: `sqlite:${file}`,
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = uniqueName('hh_test');
  const admin = mysqlAdmin();
  await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.destroy();
  const templateFile = process.env[MYSQL_TEMPLATE_ENV];
  if (templateFile) {
    const template = JSON.parse(readFileSync(templateFile, 'utf8')) as MysqlTemplate;
    // One round trip: the tables in any order (foreign keys checked once all exist), then the template's rows.
    const statements = [
      'SET FOREIGN_KEY_CHECKS = 0',
      ...template.tables,
      ...template.withRows.map((table) => `INSERT INTO \`${table}\` SELECT * FROM \`${template.schema}\`.\`${table}\``),
      'SET FOREIGN_KEY_CHECKS = 1',
    ];
    const copy = mysqlAdmin({ database: name, multipleStatements: true });
    try {
      await copy.raw(statements.join(';\n'));
    } finally {
      await copy.destroy();
    }
  }
  const url = new URL(mysqlServerUrl());
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir,
    drop: async () => {
      const again = mysqlAdmin();
      await again.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      await again.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
