import type { Knex } from 'knex';

/**
 * A conversation's file can be attached to one message: `files.message_id` (set once, when the message
 * that carries it is sent). A file whose message goes keeps its place in the conversation's files.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('files', (t) => {
    t.integer('message_id').unsigned().nullable().references('id').inTable('messages').onDelete('SET NULL');
    t.index(['message_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('files', (t) => {
    t.dropForeign(['message_id']);
    t.dropIndex(['message_id']);
    t.dropColumn('message_id');
  });
}
