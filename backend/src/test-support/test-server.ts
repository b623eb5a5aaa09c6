import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import { createApp, type AppOverrides, type RunningApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDatabase, migrateToLatest } from '../db/database.ts';
import { createTestDatabase } from './test-database.ts';
import { startTestMailbox } from './test-mailbox.ts';

export interface TestServer {
  url: string;
  /** The app's database; a write through it is a change behind the API (see `followWritesBehindTheApi`). */
  knex: Knex;
  app: RunningApp;
  mailbox: Awaited<ReturnType<typeof startTestMailbox>>;
  logs: string[];
  /** DATA_DIR and DATABASE_URL of this server's database, for a command-line tool run against it. */
  databaseEnv: Record<string, string>;
  /** A second server process on the same database and config (as behind a load balancer). */
  startSibling(): Promise<{ url: string; close(): Promise<void> }>;
  close(): Promise<void>;
}

/** The real server on a random port, a database of its own and a real SMTP server; `overrides` stand in for configured services. */
export async function startTestServer(env: Record<string, string> = {}, overrides: AppOverrides = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const mailbox = await startTestMailbox();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    SMTP_URL: mailbox.url,
    // A real sender, as production requires one with SMTP.
    MAIL_FROM: 'HardwareHub <notifications@mail.hardwarehub.test>',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOGIN_LIMIT_PER_IP: '1000',
    ACCOUNT_LIMIT_PER_IP: '100000',
    SITE_FORM_LIMIT_PER_IP: '100000',
    SEED_DEMO_DATA: 'false',
    // No render threads (each loads the app's server bundle) unless a test asks for them.
    SERVER_RENDER: 'false',
    ...env,
  });
  const knex = createDatabase(config);
  await migrateToLatest(knex);
  const logs: string[] = [];
  const app = createApp(config, knex, (line) => logs.push(line), overrides);
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    knex: followWritesBehindTheApi(knex, () => void app.deps.productIndex.reload().catch(() => undefined)),
    app,
    mailbox,
    logs,
    databaseEnv: { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl },
    async startSibling() {
      const sibling = createApp(config, knex, (line) => logs.push(line), overrides);
      await new Promise<void>((resolve) => sibling.server.listen(0, '127.0.0.1', resolve));
      return {
        url: `http://127.0.0.1:${(sibling.server.address() as AddressInfo).port}`,
        close: () => sibling.close(),
      };
    },
    async close() {
      await app.close();
      await knex.destroy();
      await mailbox.close();
      await database.drop();
    },
  };
}

const WRITES = new Set(['insert', 'update', 'del', 'delete', 'truncate', 'upsert']);

/**
 * A test that writes behind the API (a listing made featured, a rating filed directly) does what
 * an operator would follow with a restart: the marketplace's in-memory index re-reads every listing
 * after each such write (SQL answers meanwhile), so the next request sees it. Only statements built
 * from `server.knex(...)` count, not the app's own (those announce what changed: db/domain-events.ts).
 */
function followWritesBehindTheApi(knex: Knex, afterWrite: () => void): Knex {
  return new Proxy(knex, {
    apply(target, thisArg, args: unknown[]) {
      const builder = Reflect.apply(target, thisArg, args) as Knex.QueryBuilder;
      builder.on('query-response', (_response: unknown, query: { method?: string }) => {
        if (query.method && WRITES.has(query.method)) afterWrite();
      });
      return builder;
    },
  });
}
