import type { Knex } from 'knex';
import { utf8mb4 } from './table-options.ts';

/**
 * Plans and payments.
 * - subscriptions: a member's current paid plan, one row per member (history lives in `payments`).
 *   `users.subscription_*` mirror it for the rest of the app (the user's subscription fields); the payments
 *   module is the only writer of both.
 * - entitlements.project_id: the project a `featured_project` purchase features.
 * - payments.receipt_sent_at: the receipt mail went out (sent once, after the commit).
 * - projects.featured_until: the end of the project's running featured placement (payments/featured-placement.ts).
 * - connections.is_priority: sent as a priority request (premium_connections).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('subscriptions', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().unique().references('id').inTable('users').onDelete('CASCADE');
    t.string('provider', 20).notNullable();
    t.string('provider_subscription_id', 128).nullable();
    t.string('plan_id', 60).notNullable();
    t.string('tier', 20).notNullable();
    t.string('billing_interval', 10).notNullable();
    t.integer('price_cents').notNullable();
    t.string('status', 20).notNullable();
    t.datetime('trial_end', { precision: 3 }).nullable();
    t.datetime('current_period_start', { precision: 3 }).notNullable();
    t.datetime('current_period_end', { precision: 3 }).notNullable();
    t.boolean('cancel_at_period_end').notNullable().defaultTo(false);
    t.datetime('grace_until', { precision: 3 }).nullable();
    t.datetime('ended_at', { precision: 3 }).nullable();
    /** Simulated test card behaviour (`renewals_fail`); null for real providers. */
    t.string('simulated_card', 20).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.unique(['provider', 'provider_subscription_id']);
    t.index(['status', 'current_period_end']);
  });
  await knex.schema.alterTable('entitlements', (t) => {
    t.integer('project_id').unsigned().nullable().references('id').inTable('projects').onDelete('SET NULL');
    t.index(['product_code', 'expires_at']);
  });
  await knex.schema.alterTable('payments', (t) => {
    t.datetime('receipt_sent_at', { precision: 3 }).nullable();
  });
  await knex.schema.alterTable('projects', (t) => {
    t.datetime('featured_until', { precision: 3 }).nullable();
  });
  await knex.schema.alterTable('connections', (t) => {
    t.boolean('is_priority').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('connections', (t) => t.dropColumn('is_priority'));
  await knex.schema.alterTable('projects', (t) => t.dropColumn('featured_until'));
  await knex.schema.alterTable('payments', (t) => t.dropColumn('receipt_sent_at'));
  await knex.schema.alterTable('entitlements', (t) => {
    t.dropForeign(['project_id']);
    t.dropIndex(['product_code', 'expires_at']);
    t.dropColumn('project_id');
  });
  await knex.schema.dropTableIfExists('subscriptions');
}
