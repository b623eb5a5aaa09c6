import type { Knex } from 'knex';

/**
 * subscriptions.trial_reminder_sent_at: the "your trial ends soon" notice went out (payments/trial-reminder.ts).
 * Claimed before the mail is sent, so each trial is reminded once however often the billing sweep runs.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscriptions', (t) => {
    t.datetime('trial_reminder_sent_at', { precision: 3 }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscriptions', (t) => t.dropColumn('trial_reminder_sent_at'));
}
