import { imageStorageFor } from './modules/uploads/index.ts';
import { createVirusScanner, fileStorageFor } from './modules/files/index.ts';
import { loadConfig } from './config.ts';
import { createApp } from './app.ts';
import { createDatabase, isDatabaseEmpty, migrateToLatest } from './db/database.ts';
import { demoLoginLines, seedDemoData } from './db/seed/demo-data.ts';

/** `npm start`: migrate, seed an empty database with demo data, serve API + /ws + the web app on one port. */
async function main() {
  const config = loadConfig();
  for (const warning of config.startupWarnings) console.warn(`Warning: ${warning}`);
  const knex = createDatabase(config);
  const engine = knex.client.config.client === 'mysql2' ? 'MySQL' : 'SQLite';
  const applied = await migrateToLatest(knex);
  if (applied.length) console.log(`Applied ${applied.length} migration(s) on ${engine}.`);

  if (config.seedDemoData && (await isDatabaseEmpty(knex))) {
    const fileStorage = fileStorageFor(config);
    try {
      for (const line of demoLoginLines(await seedDemoData(knex, { imageStorage: imageStorageFor(config), fileStorage }))) console.log(line);
    } finally {
      fileStorage.close();
    }
  }

  const app = createApp(config, knex);
  await new Promise<void>((resolve) => app.server.listen(config.port, config.host, resolve));
  console.log(`HardwareHub is running at ${config.appUrl} (${engine}${config.redisUrl ? ' + Redis' : ''})`);
  // Asked once, without holding up the start: a clamd that is down only delays the scans (they are retried).
  if (config.clamavUrl) {
    void createVirusScanner({ url: config.clamavUrl })
      .ping()
      .then((answered) => {
        if (!answered) console.warn(`Warning: clamd at ${config.clamavUrl} does not answer PING: uploaded files wait for their virus scan until it does.`);
      });
  }
  // Load the partner search now rather than on the first search (a second or two per 50,000 members),
  // and likewise the marketplace listing (SQL answers until it has loaded). The benchmarks read these lines.
  const loadIndex = (name: string, ready: Promise<void>, loaded: () => string) => {
    const started = performance.now();
    ready.then(
      () => console.log(`${name}: ${loaded()} loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`),
      (error: unknown) => console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  loadIndex('Partner search index', app.deps.partnerIndex.ready(), () => `${app.deps.partnerIndex.memberCount} members`);
  if (config.productListIndex === 'memory') loadIndex('Product listing index', app.deps.productIndex.ready(), () => `${app.deps.productIndex.listingCount} listings`);

  // A graceful stop: in-flight requests get 8 s to finish and the whole stop at most 10 s.
  const shutdown = async (signal: string) => {
    console.log(`${signal} received: draining (no new connections, sockets sent elsewhere, requests under way finish)...`);
    setTimeout(() => {
      console.error('Stopping took over 10 s: exiting now.');
      process.exit(1);
    }, 10_000).unref();
    const drained = await app.drain(8_000);
    await knex.destroy();
    console.log(drained ? 'Drained: every request finished. Bye.' : 'Some requests were still running after 8 s. Bye.');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
