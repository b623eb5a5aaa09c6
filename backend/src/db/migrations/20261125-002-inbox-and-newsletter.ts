import type { Knex } from 'knex';
import { utf8mb4 } from './table-options.ts';

/**
 * What visitors send the team (the contact and enterprise forms), kept for the team's
 * inbox, and the newsletter's subscribers (double opt-in).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('inbound_requests', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.string('kind', 20).notNullable(); // contact | enterprise
    t.string('status', 20).notNullable().defaultTo('new'); // new | in_progress | done
    t.string('name', 100).notNullable();
    t.string('email', 254).notNullable();
    t.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    // Contact: subject, topic, message. Enterprise: company, role, team size, needs (in message), phone.
    t.string('subject', 150).nullable();
    t.string('topic', 30).nullable();
    t.string('company', 150).nullable();
    t.string('role', 30).nullable();
    t.string('team_size', 20).nullable();
    t.string('phone', 40).nullable();
    t.text('message').notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.index(['kind', 'status', 'created_at']);
  });
  await knex.schema.createTable('newsletter_subscribers', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.string('email', 254).notNullable().unique();
    t.string('status', 20).notNullable(); // pending | confirmed | unsubscribed
    t.string('confirm_token_hash', 64).nullable().unique();
    t.datetime('confirm_expires_at', { precision: 3 }).nullable();
    t.datetime('confirmed_at', { precision: 3 }).nullable();
    t.datetime('unsubscribed_at', { precision: 3 }).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_subscribers');
  await knex.schema.dropTable('inbound_requests');
}
