import { imageStorageFor } from './modules/uploads/image-storage.ts';
import { loadConfig } from './config.ts';
import { createApp } from './app.ts';
import { createDatabase, isDatabaseEmpty, migrateToLatest } from './db/database.ts';
import { demoLoginLines, seedDemoData } from './db/seed/demo-data.ts';

/** `npm start`: migrate, seed an empty database with demo data, serve API + /ws + the web app on one port. */
async function main() {
  const config = loadConfig();
  const knex = createDatabase(config);
  const engine = knex.client.config.client === 'mysql2' ? 'MySQL' : 'SQLite';
  const applied = await migrateToLatest(knex);
  if (applied.length) console.log(`Applied ${applied.length} migration(s) on ${engine}.`);

  if (config.seedDemoData && (await isDatabaseEmpty(knex))) {
    for (const line of demoLoginLines(await seedDemoData(knex, { imageStorage: imageStorageFor(config) }))) console.log(line);
  }

  const app = createApp(config, knex);
  await new Promise<void>((resolve) => app.server.listen(config.port, config.host, resolve));
  console.log(`HardwareHub is running at ${config.appUrl} (${engine}${config.redisUrl ? ' + Redis' : ''})`);
  // Load the partner search now rather than on the first search (a second or two per 50,000 members).
  app.deps.partnerIndex.ready().catch((error: unknown) => console.error(`Partner search index: ${error instanceof Error ? error.message : String(error)}`));
  // Likewise the marketplace listing (SQL answers until it has loaded).
  if (config.productListIndex === 'memory') {
    const started = performance.now();
    app.deps.productIndex.ready().then(
      () => console.log(`Product listing index: ${app.deps.productIndex.listingCount} listings loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`),
      (error: unknown) => console.error(`Product listing index: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  const shutdown = async (signal: string) => {
    console.log(`${signal} received, shutting down...`);
    await app.close();
    await knex.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
