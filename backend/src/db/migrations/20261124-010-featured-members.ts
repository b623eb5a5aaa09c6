import type { Knex } from 'knex';

/**
 * The featured_project purchase in search: users.featured_until mirrors the end of a member's running
 * featured placements (payments/featured-placement.ts keeps it), so partner search can rank featured
 * members first and mark their cards 'Featured'.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.datetime('featured_until', { precision: 3 }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.dropColumn('featured_until'));
}
