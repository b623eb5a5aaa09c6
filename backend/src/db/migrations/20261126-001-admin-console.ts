import type { Knex } from 'knex';
import { utf8mb4 } from './table-options.ts';

/**
 * The admin console:
 * - users: when credentials were (re)submitted and reviewed, the team's note to the member (the
 *   rejection reason) and why an account was deactivated by the team;
 * - products, projects: hidden by the team (when, why, by whom); hidden content is out of every
 *   public list and page, its owner still sees it with the reason;
 * - reports: what members report (a profile, listing, project or message) and how it ended;
 * - audit_log: every admin action, append-only (no route updates or deletes a row);
 * - inbound_replies: the team's mailed replies to contact and enterprise requests.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.datetime('verification_submitted_at', { precision: 3 }).nullable();
    t.datetime('verification_reviewed_at', { precision: 3 }).nullable();
    t.string('verification_note', 500).nullable();
    t.string('deactivation_reason', 500).nullable();
    t.index(['verification_status', 'verification_submitted_at']);
  });
  // Credentials already on file count as submitted when the account was made.
  await knex('users').whereNotNull('verification_credential').update({ verification_submitted_at: knex.ref('created_at') });
  for (const table of ['products', 'projects']) {
    await knex.schema.alterTable(table, (t) => {
      t.datetime('hidden_at', { precision: 3 }).nullable();
      t.string('hidden_reason', 500).nullable();
      t.integer('hidden_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    });
  }
  await knex.schema.createTable('reports', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('reporter_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('target_type', 20).notNullable(); // user | product | project | message
    t.integer('target_id').unsigned().notNullable();
    // Whose content it is, fixed when filed (a deleted listing still shows who it was about).
    t.integer('target_owner_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('target_label', 200).notNullable();
    t.string('reason', 40).notNullable();
    t.text('details').nullable();
    t.string('status', 20).notNullable().defaultTo('open'); // open | dismissed | actioned
    t.string('decision', 20).nullable(); // dismiss | hide | deactivate
    t.string('resolution', 500).nullable();
    t.integer('resolved_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.datetime('resolved_at', { precision: 3 }).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['status', 'created_at']);
    t.index(['target_type', 'target_id']);
    t.index(['target_owner_id', 'status']);
    t.index(['reporter_id']);
  });
  await knex.schema.createTable('audit_log', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('admin_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('action', 40).notNullable();
    t.string('target_type', 20).notNullable();
    t.integer('target_id').unsigned().notNullable();
    t.string('target_label', 200).nullable();
    t.string('reason', 500).nullable();
    t.text('details').nullable(); // JSON
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['created_at']);
    t.index(['action', 'created_at']);
    t.index(['target_type', 'target_id']);
    t.index(['admin_id', 'created_at']);
  });
  await knex.schema.createTable('inbound_replies', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('request_id').unsigned().notNullable().references('id').inTable('inbound_requests').onDelete('CASCADE');
    t.integer('admin_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.text('message').notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['request_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('inbound_replies');
  await knex.schema.dropTable('audit_log');
  await knex.schema.dropTable('reports');
  for (const table of ['projects', 'products']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropForeign(['hidden_by']);
      t.dropColumn('hidden_at');
      t.dropColumn('hidden_reason');
      t.dropColumn('hidden_by');
    });
  }
  await knex.schema.alterTable('users', (t) => {
    t.dropIndex(['verification_status', 'verification_submitted_at']);
    t.dropColumn('verification_submitted_at');
    t.dropColumn('verification_reviewed_at');
    t.dropColumn('verification_note');
    t.dropColumn('deactivation_reason');
  });
}
