import type { Knex } from 'knex';
import { utf8mb4 } from './table-options.ts';

/**
 * Supplier profiles (modules/users, docs/supplier-profiles.md): one `supplier_profiles` row per
 * manufacturer or supplier who filled it in (lists as JSON text), their certifications (one row per
 * certification, with its certificate file and the team's review) and the parts of their portfolio
 * (pictures and files as JSON lists of file ids). Partner search files `v:verified` for verified
 * members from now on; the members already verified get that term here.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('supplier_profiles', (t) => {
    utf8mb4(t, knex);
    t.integer('user_id').unsigned().primary().references('id').inTable('users').onDelete('CASCADE');
    t.text('capabilities').notNullable();
    t.text('materials').notNullable();
    t.text('equipment').notNullable();
    t.integer('min_order_quantity').unsigned().nullable();
    t.integer('prototype_lead_days').unsigned().nullable();
    t.integer('production_lead_weeks').unsigned().nullable();
    t.integer('monthly_capacity_amount').unsigned().nullable();
    t.string('monthly_capacity_unit', 40).nullable();
    t.string('company_size', 16).nullable();
    t.integer('year_founded').unsigned().nullable();
    t.text('factory_locations').notNullable();
    t.text('languages').notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
  });
  await knex.schema.createTable('supplier_certifications', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('certification', 24).notNullable();
    // The certificate; a removed file leaves the row for the reviewer to see it went.
    t.integer('file_id').unsigned().nullable().references('id').inTable('files').onDelete('SET NULL');
    t.string('status', 16).notNullable();
    t.string('reason', 500).nullable();
    t.datetime('submitted_at', { precision: 3 }).notNullable();
    t.datetime('reviewed_at', { precision: 3 }).nullable();
    t.integer('reviewed_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.unique(['user_id', 'certification']);
    t.index(['status', 'submitted_at']);
  });
  await knex.schema.createTable('portfolio_items', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('title', 100).notNullable();
    t.text('description').notNullable();
    t.text('image_file_ids').notNullable();
    t.text('file_ids').notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.index(['user_id', 'created_at']);
  });

  let after = 0;
  for (;;) {
    const rows = (await knex('partner_search').where({ verified: true }).where('userId', '>', after).orderBy('userId').limit(400).select('userId')) as Array<{ userId: number }>;
    if (!rows.length) break;
    const ids = rows.map((row) => Number(row.userId));
    after = ids[ids.length - 1]!;
    await knex('partner_search_terms').insert(ids.map((userId) => ({ term: 'v:verified', userId })));
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex('partner_search_terms').where({ term: 'v:verified' }).delete();
  await knex.schema.dropTable('portfolio_items');
  await knex.schema.dropTable('supplier_certifications');
  await knex.schema.dropTable('supplier_profiles');
}
