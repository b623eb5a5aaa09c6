import type { Knex } from 'knex';
import { utf8mb4 } from './table-options.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.string('username', 30).notNullable().unique();
    t.string('email', 254).notNullable().unique();
    t.string('password_hash', 255).notNullable();
    t.string('role', 20).notNullable().index();
    t.string('full_name', 100).notNullable();
    t.string('company_name', 120).nullable();
    t.string('location', 120).nullable();
    t.string('profile_image', 500).nullable();
    t.text('bio').nullable();
    t.string('linkedin_profile', 500).nullable();
    t.string('company_website', 500).nullable();
    t.string('verification_credential', 200).nullable();
    t.string('verification_status', 20).notNullable().defaultTo('pending');
    t.string('subscription_plan', 20).notNullable().defaultTo('free');
    t.string('subscription_status', 20).notNullable().defaultTo('inactive');
    t.datetime('subscription_renewal', { precision: 3 }).nullable();
    t.datetime('subscription_end_date', { precision: 3 }).nullable();
    t.string('paypal_order_id', 64).nullable();
    t.string('stripe_customer_id', 64).nullable().index();
    t.string('stripe_subscription_id', 64).nullable().index();
    t.json('expertise').nullable();
    t.json('tags').nullable();
    t.boolean('email_verified').notNullable().defaultTo(false);
    // Tokens are stored as SHA-256 hashes: a database leak must not hand out working links.
    t.string('email_verification_token_hash', 64).nullable().index();
    t.datetime('email_verification_expires_at', { precision: 3 }).nullable();
    t.string('password_reset_token_hash', 64).nullable().index();
    t.datetime('password_reset_expires_at', { precision: 3 }).nullable();
    t.boolean('data_consent').notNullable().defaultTo(false);
    t.boolean('marketing_consent').notNullable().defaultTo(false);
    t.boolean('cookie_consent').notNullable().defaultTo(false);
    t.boolean('privacy_policy_accepted').notNullable().defaultTo(false);
    t.boolean('terms_accepted').notNullable().defaultTo(false);
    t.boolean('account_deletion_requested').notNullable().defaultTo(false);
    t.json('data_processing_preferences').nullable();
    t.json('gdpr_request_history').nullable();
    t.string('last_privacy_notice_version', 20).nullable();
    t.datetime('last_privacy_notice_accepted_at', { precision: 3 }).nullable();
    t.string('data_protection_officer_contact', 254).nullable();
    t.datetime('last_password_change_at', { precision: 3 }).nullable();
    t.string('two_factor_secret', 128).nullable();
    t.boolean('two_factor_enabled').notNullable().defaultTo(false);
    t.json('two_factor_recovery_codes').nullable();
    t.datetime('deactivated_at', { precision: 3 }).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
  });

  // Server-side sessions. `id` is the SHA-256 of the session key the client holds (cookie or bearer token).
  await knex.schema.createTable('sessions', (t) => {
    utf8mb4(t, knex);
    t.string('id', 64).primary();
    t.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('data').notNullable();
    t.bigInteger('expires_at').notNullable().index();
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sessions');
  await knex.schema.dropTableIfExists('users');
}
