import type { Knex } from 'knex';
import { rebuildPartnerIndex } from '../../modules/users/partner-index.ts';
import { utf8mb4 } from './table-options.ts';

/**
 * Partner search, connections and ratings.
 * - users.rating_average / rating_count: a member's ratings (target type user), kept by the rating
 *   service in the rating's transaction, so cards and rankings need no aggregate per request.
 * - users.connection_requests_month / connection_requests_sent: requests sent in the current
 *   calendar month (UTC), for the plan limit; a withdrawn request still counts.
 * - partner_search + partner_search_terms: the search index (modules/users/partner-index.ts).
 *   Terms compare byte-wise (utf8mb4_bin on MySQL, SQLite's default BINARY) so a word prefix is a
 *   range scan of the primary key on both engines.
 */
export async function up(knex: Knex): Promise<void> {
  const mysql = knex.client.config.client === 'mysql2';
  await knex.schema.alterTable('users', (t) => {
    t.double('rating_average').nullable();
    t.integer('rating_count').notNullable().defaultTo(0);
    t.string('connection_requests_month', 7).nullable();
    t.integer('connection_requests_sent').notNullable().defaultTo(0);
  });

  await knex.schema.createTable('partner_search', (t) => {
    utf8mb4(t, knex);
    t.integer('user_id').unsigned().notNullable().primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('role', 20).notNullable();
    t.string('region', 20).nullable();
    t.string('country', 80).nullable();
    t.string('city', 80).nullable();
    t.string('postal_code', 20).nullable();
    // 0 with rating_count 0 means "no ratings" (real averages are 1-5).
    t.double('rating_average').notNullable().defaultTo(0);
    t.integer('rating_count').notNullable().defaultTo(0);
    t.integer('quality_rank').notNullable().defaultTo(0);
    t.boolean('verified').notNullable().defaultTo(false);
    t.datetime('created_at', { precision: 3 }).notNullable();
    // One per sort with the common filters in front, so a page is an ordered index walk that stops after `limit` rows.
    t.index(['quality_rank', 'user_id']);
    t.index(['role', 'quality_rank', 'user_id']);
    t.index(['region', 'quality_rank', 'user_id']);
    t.index(['role', 'region', 'quality_rank', 'user_id']);
    t.index(['rating_average', 'rating_count', 'user_id']);
    t.index(['role', 'rating_average', 'rating_count', 'user_id']);
    t.index(['created_at', 'user_id']);
    t.index(['city']);
    t.index(['country']);
    t.index(['postal_code']);
  });

  await knex.schema.createTable('partner_search_terms', (t) => {
    utf8mb4(t, knex);
    const term = t.string('term', 120).notNullable();
    if (mysql) term.collate('utf8mb4_bin');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.primary(['term', 'user_id']);
    t.index(['user_id']);
  });

  // Existing members: ratings onto users, then the index.
  const ratings: Array<Record<string, unknown>> = await knex('ratings').where({ targetType: 'user' }).groupBy('targetId').select('targetId').count({ n: '*' }).avg({ average: 'score' });
  for (const row of ratings) {
    await knex('users').where({ id: Number(row.targetId) }).update({ ratingAverage: Number(row.average), ratingCount: Number(row.n) });
  }
  await rebuildPartnerIndex(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('partner_search_terms');
  await knex.schema.dropTableIfExists('partner_search');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('connection_requests_sent');
    t.dropColumn('connection_requests_month');
    t.dropColumn('rating_count');
    t.dropColumn('rating_average');
  });
}
