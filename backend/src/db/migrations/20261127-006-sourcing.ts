import type { Knex } from 'knex';
import { utf8mb4 } from './table-options.ts';

/**
 * Requests for quote (modules/sourcing, docs/sourcing.md): the request and its line items, the
 * suppliers on it (invited, or joined an open one), their quotes (the working copy) with every submitted
 * version kept, questions and answers, the announced changes of an open request and the awards, line by
 * line. Money is whole US cents. Files shared on a request or a quote are `files` rows of context 'rfq'
 * or 'quote', tied to the request by `files.rfq_id`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rfqs', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('buyer_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    // A request outlives a deleted project; an NDA it required stays in force (nobody can sign it any more).
    t.integer('project_id').unsigned().nullable().references('id').inTable('projects').onDelete('SET NULL');
    t.string('title', 120).notNullable();
    t.text('description').notNullable();
    t.string('status', 16).notNullable();
    t.string('visibility', 16).notNullable();
    t.string('open_region', 32).nullable();
    t.boolean('open_verified_only').notNullable().defaultTo(false);
    t.datetime('quote_deadline', { precision: 3 }).notNullable();
    t.string('need_by_date', 10).nullable();
    t.string('delivery_location', 200).nullable();
    t.string('incoterm', 3).nullable();
    t.boolean('nda_required').notNullable().defaultTo(false);
    t.datetime('published_at', { precision: 3 }).nullable();
    t.datetime('closed_at', { precision: 3 }).nullable();
    t.datetime('awarded_at', { precision: 3 }).nullable();
    t.datetime('cancelled_at', { precision: 3 }).nullable();
    t.string('cancel_reason', 500).nullable();
    t.datetime('reminder_sent_at', { precision: 3 }).nullable();
    t.datetime('hidden_at', { precision: 3 }).nullable();
    t.string('hidden_reason', 500).nullable();
    t.integer('hidden_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.index(['buyer_id', 'created_at']);
    t.index(['status', 'quote_deadline']);
    t.index(['project_id']);
    t.index(['buyer_id', 'published_at']);
  });
  await knex.schema.createTable('rfq_lines', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('rfq_id').unsigned().notNullable().references('id').inTable('rfqs').onDelete('CASCADE');
    t.integer('position').unsigned().notNullable();
    t.string('part_name', 120).notNullable();
    t.text('quantities').notNullable();
    t.string('material', 120).nullable();
    t.string('process', 120).nullable();
    t.string('tolerances', 200).nullable();
    t.string('finish', 120).nullable();
    t.text('notes').nullable();
    t.integer('target_unit_price_cents').unsigned().nullable();
    t.text('file_ids').notNullable();
    t.index(['rfq_id', 'position']);
  });
  await knex.schema.createTable('rfq_suppliers', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('rfq_id').unsigned().notNullable().references('id').inTable('rfqs').onDelete('CASCADE');
    t.integer('supplier_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('source', 16).notNullable();
    t.string('status', 16).notNullable();
    t.string('decline_reason', 500).nullable();
    t.string('outcome_reason', 500).nullable();
    t.datetime('invited_at', { precision: 3 }).notNullable();
    t.datetime('first_submitted_at', { precision: 3 }).nullable();
    t.integer('connection_id').unsigned().nullable().references('id').inTable('connections').onDelete('SET NULL');
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.unique(['rfq_id', 'supplier_id']);
    t.index(['supplier_id', 'status']);
  });
  await knex.schema.createTable('rfq_quotes', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('rfq_id').unsigned().notNullable().references('id').inTable('rfqs').onDelete('CASCADE');
    t.integer('supplier_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('status', 16).notNullable();
    t.integer('version').unsigned().notNullable().defaultTo(0);
    t.text('prices').notNullable();
    t.integer('tooling_cents').unsigned().notNullable().defaultTo(0);
    t.integer('setup_cents').unsigned().notNullable().defaultTo(0);
    t.integer('lead_time_days').unsigned().nullable();
    t.string('valid_until', 10).nullable();
    t.string('incoterm', 3).nullable();
    t.string('payment_terms', 200).nullable();
    t.text('notes').nullable();
    t.text('file_ids').notNullable();
    t.datetime('submitted_at', { precision: 3 }).nullable();
    t.datetime('withdrawn_at', { precision: 3 }).nullable();
    t.string('withdraw_reason', 500).nullable();
    t.datetime('hidden_at', { precision: 3 }).nullable();
    t.string('hidden_reason', 500).nullable();
    t.integer('hidden_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.unique(['rfq_id', 'supplier_id']);
    t.index(['supplier_id']);
  });
  await knex.schema.createTable('rfq_quote_versions', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('quote_id').unsigned().notNullable().references('id').inTable('rfq_quotes').onDelete('CASCADE');
    t.integer('version').unsigned().notNullable();
    t.text('prices').notNullable();
    t.integer('tooling_cents').unsigned().notNullable();
    t.integer('setup_cents').unsigned().notNullable();
    t.integer('lead_time_days').unsigned().nullable();
    t.string('valid_until', 10).nullable();
    t.string('incoterm', 3).nullable();
    t.string('payment_terms', 200).nullable();
    t.text('notes').nullable();
    t.text('file_ids').notNullable();
    t.datetime('submitted_at', { precision: 3 }).notNullable();
    t.unique(['quote_id', 'version']);
  });
  await knex.schema.createTable('rfq_questions', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('rfq_id').unsigned().notNullable().references('id').inTable('rfqs').onDelete('CASCADE');
    t.integer('asker_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('question').notNullable();
    t.text('answer').nullable();
    t.string('answer_visibility', 16).nullable();
    t.datetime('answered_at', { precision: 3 }).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['rfq_id', 'created_at']);
  });
  await knex.schema.createTable('rfq_changes', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('rfq_id').unsigned().notNullable().references('id').inTable('rfqs').onDelete('CASCADE');
    t.integer('author_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('changes').notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['rfq_id', 'created_at']);
  });
  await knex.schema.createTable('rfq_awards', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('rfq_id').unsigned().notNullable().references('id').inTable('rfqs').onDelete('CASCADE');
    t.integer('line_id').unsigned().notNullable().references('id').inTable('rfq_lines').onDelete('CASCADE');
    t.integer('supplier_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('quote_id').unsigned().notNullable().references('id').inTable('rfq_quotes').onDelete('CASCADE');
    t.integer('quote_version').unsigned().notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.unique(['line_id']);
    t.index(['rfq_id']);
  });
  await knex.schema.alterTable('files', (t) => {
    t.integer('rfq_id').unsigned().nullable().references('id').inTable('rfqs').onDelete('CASCADE');
    t.index(['rfq_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('files', (t) => {
    t.dropForeign(['rfq_id']);
    t.dropIndex(['rfq_id', 'created_at']);
    t.dropColumn('rfq_id');
  });
  await knex.schema.dropTable('rfq_awards');
  await knex.schema.dropTable('rfq_changes');
  await knex.schema.dropTable('rfq_questions');
  await knex.schema.dropTable('rfq_quote_versions');
  await knex.schema.dropTable('rfq_quotes');
  await knex.schema.dropTable('rfq_suppliers');
  await knex.schema.dropTable('rfq_lines');
  await knex.schema.dropTable('rfqs');
}
