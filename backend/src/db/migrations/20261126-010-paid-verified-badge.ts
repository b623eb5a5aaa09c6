import type { Knex } from 'knex';

/**
 * The paid verified badge is kept apart from the team's credential review: `users.badge_purchased_at`
 * mirrors the member's `verified_badge` entitlement, and `verification_status` is only ever the
 * review's. Members whose status was set to verified by the purchase alone (never reviewed) go back
 * to the review's state; their badge now comes from the purchase.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.datetime('badge_purchased_at', { precision: 3 }).nullable();
  });
  // Identifiers in camelCase: the snake-case mappers translate them (and the rows coming back).
  const holders = (await knex('entitlements').where({ productCode: 'verified_badge' }).groupBy('userId').select('userId').min({ since: 'createdAt' })) as Array<{ userId: number; since: unknown }>;
  for (const holder of holders) {
    await knex('users').where({ id: holder.userId }).update({ badgePurchasedAt: holder.since });
    await knex('users').where({ id: holder.userId, verificationStatus: 'verified' }).whereNull('verificationReviewedAt').update({ verificationStatus: 'pending' });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.dropColumn('badge_purchased_at'));
}
