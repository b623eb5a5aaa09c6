import type { Knex } from 'knex';
import { utf8mb4 } from './table-options.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('projects', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.text('description').notNullable();
    t.string('status', 20).notNullable().defaultTo('draft');
    t.string('budget', 100).nullable();
    t.string('timeline', 100).nullable();
    t.string('stage', 20).nullable();
    t.text('requirements').nullable();
    t.json('tags').nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    // Own list ordered by last update; partners browse active projects.
    t.index(['user_id', 'updated_at']);
    t.index(['status', 'updated_at']);
  });

  await knex.schema.createTable('connections', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('requester_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('recipient_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('project_id').unsigned().nullable().references('id').inTable('projects').onDelete('SET NULL');
    t.string('status', 20).notNullable().defaultTo('pending');
    t.text('message').nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.index(['requester_id', 'status']);
    t.index(['recipient_id', 'status']);
    t.index(['project_id']);
  });

  await knex.schema.createTable('messages', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('sender_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('recipient_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('connection_id').unsigned().nullable().references('id').inTable('connections').onDelete('CASCADE');
    t.text('content').notNullable();
    t.boolean('read').notNullable().defaultTo(false);
    // Client-generated id: a retried send is stored once.
    t.string('client_message_id', 64).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.unique(['sender_id', 'client_message_id']);
    t.index(['connection_id', 'id']);
    t.index(['recipient_id', 'read']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('messages');
  await knex.schema.dropTableIfExists('connections');
  await knex.schema.dropTableIfExists('projects');
}
