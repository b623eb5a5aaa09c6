import type { Knex } from 'knex';
import { utf8mb4 } from './table-options.ts';

/**
 * AI tools: every answer is kept as a run the member can reopen from the tool's history,
 * and save to one of their projects (it then shows under the project's 'Estimates').
 * input/result hold the validated request and result (ai-schemas.ts) as JSON text.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ai_runs', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('project_id').unsigned().nullable().references('id').inTable('projects').onDelete('SET NULL');
    t.string('tool', 40).notNullable();
    t.string('title', 200).notNullable();
    t.string('headline', 200).notNullable();
    t.string('engine', 10).notNullable();
    t.string('model', 120).nullable();
    t.string('note', 500).nullable();
    t.text('input', 'mediumtext').notNullable();
    t.text('result', 'mediumtext').notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.index(['user_id', 'created_at']);
    t.index(['project_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ai_runs');
}
