import knexFactory, { type Knex } from 'knex';
import { knexConfig } from './knex-config.ts';

export function createDatabase(options: { databaseUrl?: string; dataDir: string }): Knex {
  return knexFactory(knexConfig(options));
}

export async function migrateToLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest()) as [number, string[]];
  return applied;
}

export async function isDatabaseEmpty(knex: Knex): Promise<boolean> {
  const row = await knex('users').count({ count: '*' }).first();
  return Number(row?.count ?? 0) === 0;
}
