import type { Knex } from 'knex';

/**
 * The Preferences tab's email-notification switch (on by default), and the last TOTP time
 * step accepted for a user, so a code that signed in once cannot be replayed within its window.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('email_notifications').notNullable().defaultTo(true);
    t.bigInteger('two_factor_last_time_step').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('two_factor_last_time_step');
    t.dropColumn('email_notifications');
  });
}
