// Knex configuration for tools (`npx knex ...`). The server builds the same config from the same env.
import { knexConfig } from './backend/src/db/knex-config.ts';

export default knexConfig({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? 'data' });
