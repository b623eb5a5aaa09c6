// `npm run migrate`: apply pending migrations to the database DATABASE_URL points at (SQLite by default).
import { loadConfig } from '../config.ts';
import { createDatabase, migrateToLatest } from './database.ts';

const config = loadConfig();
const knex = createDatabase(config);
try {
  const applied = await migrateToLatest(knex);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date.');
} finally {
  await knex.destroy();
}
