import type { Knex } from 'knex';

/**
 * A member's notifications are listed newest first by (created_at, id) and paged back from a cursor on
 * the same pair: this index walks them in that order, so a heavy member's list is never sorted whole.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('notifications', (t) => {
    t.index(['user_id', 'created_at', 'id'], 'notifications_user_id_created_at_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('notifications', (t) => {
    t.dropIndex(['user_id', 'created_at', 'id'], 'notifications_user_id_created_at_id_index');
  });
}
