import type { Knex } from 'knex';

/** The 'Desktop notifications' preference beside Email Notifications (default on). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('desktop_notifications').notNullable().defaultTo(true);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.dropColumn('desktop_notifications'));
}
