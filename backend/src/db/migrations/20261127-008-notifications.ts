import type { Knex } from 'knex';
import { utf8mb4 } from './table-options.ts';

/**
 * Notifications (modules/notifications, docs/notifications.md): what a member should hear of, kept for
 * the bell and mailed as their preferences say; one row per kind a member changed from its default; and
 * per member the time zone the daily digest follows and when the last one was considered (a table of
 * the module's own, so it never writes the users table).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notifications', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('kind', 40).notNullable();
    t.string('title', 200).notNullable();
    t.string('body', 500).notNullable();
    t.string('link', 500).notNullable();
    t.integer('actor_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    // What it is about (`connection:12`), so a conversation keeps one message notification until read.
    t.string('subject_key', 100).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('read_at', { precision: 3 }).nullable();
    t.datetime('mailed_at', { precision: 3 }).nullable();
    t.datetime('digested_at', { precision: 3 }).nullable();
    t.index(['user_id', 'id']);
    t.index(['user_id', 'read_at']);
  });
  await knex.schema.createTable('notification_preferences', (t) => {
    utf8mb4(t, knex);
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('kind', 40).notNullable();
    t.string('channel', 10).notNullable();
    t.primary(['user_id', 'kind']);
  });
  await knex.schema.createTable('notification_settings', (t) => {
    utf8mb4(t, knex);
    t.integer('user_id').unsigned().notNullable().primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('time_zone', 64).nullable();
    t.datetime('last_digest_at', { precision: 3 }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notification_settings');
  await knex.schema.dropTable('notification_preferences');
  await knex.schema.dropTable('notifications');
}
