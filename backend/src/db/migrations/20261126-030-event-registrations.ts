import type { Knex } from 'knex';
import { utf8mb4 } from './table-options.ts';

/**
 * Registrations for the public site's events (the events live in the site's content, so the event is
 * its slug). One registration per address and event: the unique key makes a repeated or concurrent
 * registration a no-op. The address is stored lower-cased so Ada@X and ada@x are one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('event_registrations', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.string('event_slug', 100).notNullable();
    t.string('name', 100).notNullable();
    t.string('email', 254).notNullable();
    t.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.unique(['event_slug', 'email']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('event_registrations');
}
