import type { Knex } from 'knex';

/**
 * notification_settings.digest_sent_at: the claim (last_digest_at) of the last digest that reached the mail
 * server, so a digest job run again after its mail went (a process stopped before the job was removed) does
 * not mail twice. digest_unsubscribed_at: the digest's unsubscribe link was used (no digest until the member
 * puts a kind on the digest again). The index serves the digest sweep, which looks members up by time zone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('notification_settings', (t) => {
    t.datetime('digest_sent_at', { precision: 3 }).nullable();
    t.datetime('digest_unsubscribed_at', { precision: 3 }).nullable();
    t.index(['time_zone', 'last_digest_at'], 'notification_settings_zone_digest_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('notification_settings', (t) => {
    t.dropIndex(['time_zone', 'last_digest_at'], 'notification_settings_zone_digest_index');
    t.dropColumn('digest_sent_at');
    t.dropColumn('digest_unsubscribed_at');
  });
}
