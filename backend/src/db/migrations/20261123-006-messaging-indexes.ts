import type { Knex } from 'knex';

/**
 * Real-time messaging. The own-messages list (GET /api/messages) reads a user's sent and
 * received messages newest first: one ordered index walk per side, merged, instead of sorting every
 * message the user ever exchanged. (connection_id, id) already serves thread pages and catch-up, and
 * (recipient_id, read) the unread counts.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('messages', (t) => {
    t.index(['sender_id', 'id'], 'messages_sender_id_id_index');
    t.index(['recipient_id', 'id'], 'messages_recipient_id_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('messages', (t) => {
    t.dropIndex(['recipient_id', 'id'], 'messages_recipient_id_id_index');
    t.dropIndex(['sender_id', 'id'], 'messages_sender_id_id_index');
  });
}
