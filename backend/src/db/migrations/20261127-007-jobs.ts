import type { Knex } from 'knex';
import { utf8mb4 } from './table-options.ts';

/**
 * The job runner's queue (backend/src/jobs/, docs/jobs.md) and the addresses mail is no longer sent to.
 *
 * `jobs`: one row per waiting job, removed once it ran; a row claimed by a process carries `locked_by` and the
 * end of its lease (`locked_until`). `key` is unique, NULLs allowed: one waiting job per key (a claim clears it).
 * A recurring task (`every`) is one row of its own with `every_ms` set, moved forward after each run. A job that
 * failed its last attempt stays with `failed_at` set.
 *
 * `mail_suppressions`: addresses whose mailbox refused mail permanently (an SMTP 5xx for the recipient).
 */
export async function up(knex: Knex): Promise<void> {
  const mysql = knex.client.config.client === 'mysql2';
  await knex.schema.createTable('jobs', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.string('kind', 100).notNullable();
    // MEDIUMTEXT on MySQL: a TEXT column would refuse a payload over 64 KB.
    t.text('payload', mysql ? 'mediumtext' : undefined).notNullable();
    t.string('key', 200).nullable().unique();
    t.datetime('run_at', { precision: 3 }).notNullable();
    t.integer('attempts').unsigned().notNullable().defaultTo(0);
    t.integer('every_ms').unsigned().nullable();
    t.string('locked_by', 100).nullable();
    t.datetime('locked_until', { precision: 3 }).nullable();
    t.text('last_error').nullable();
    t.datetime('failed_at', { precision: 3 }).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['failed_at', 'run_at']);
  });
  await knex.schema.createTable('mail_suppressions', (t) => {
    utf8mb4(t, knex);
    t.string('email', 254).primary();
    t.string('reason', 500).notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_suppressions');
  await knex.schema.dropTable('jobs');
}
