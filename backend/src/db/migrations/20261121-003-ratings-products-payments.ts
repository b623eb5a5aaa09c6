import type { Knex } from 'knex';
import { utf8mb4 } from './table-options.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('products', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('seller_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('name', 150).notNullable();
    t.text('description').notNullable();
    t.decimal('price', 12, 2).notNullable();
    t.string('category', 40).notNullable();
    t.string('condition', 20).notNullable();
    t.string('location', 120).nullable();
    t.string('brand', 100).nullable();
    t.string('model', 100).nullable();
    t.string('serial_number', 100).nullable();
    t.string('manufacture_date', 7).nullable();
    t.integer('quantity').notNullable().defaultTo(1);
    t.boolean('is_used').notNullable().defaultTo(false);
    t.boolean('is_available').notNullable().defaultTo(true);
    t.boolean('is_featured').notNullable().defaultTo(false);
    t.string('datasheet_url', 500).nullable();
    t.json('images').nullable();
    t.json('tags').nullable();
    t.json('industries').nullable();
    t.json('shipping_options').nullable();
    t.json('specifications').nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.index(['category', 'created_at']);
    t.index(['price']);
    t.index(['created_at']);
    t.index(['seller_id']);
  });

  await knex.schema.createTable('ratings', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('target_id').unsigned().notNullable();
    t.string('target_type', 20).notNullable();
    t.string('rating_value', 20).notNullable();
    // 1-5 alongside the label so averages are computed in SQL.
    t.tinyint('score').notNullable();
    t.text('comment').nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.unique(['user_id', 'target_type', 'target_id']);
    t.index(['target_type', 'target_id']);
  });

  // One row per attempt to take money (subscription or one-off), whatever the provider.
  await knex.schema.createTable('payments', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('provider', 20).notNullable();
    t.string('kind', 20).notNullable();
    t.string('provider_reference', 128).nullable();
    t.string('product_code', 60).notNullable();
    t.string('billing_interval', 10).nullable();
    t.integer('quantity').notNullable().defaultTo(1);
    t.integer('amount_cents').notNullable();
    t.string('currency', 3).notNullable().defaultTo('USD');
    t.string('status', 20).notNullable();
    t.json('metadata').nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.unique(['provider', 'provider_reference']);
    t.index(['user_id', 'created_at']);
  });

  // Provider webhook events already handled, so a redelivered event is applied once.
  await knex.schema.createTable('payment_events', (t) => {
    utf8mb4(t, knex);
    t.string('provider', 20).notNullable();
    t.string('event_id', 128).notNullable();
    t.datetime('processed_at', { precision: 3 }).notNullable();
    t.primary(['provider', 'event_id']);
  });

  // One-off purchases the user holds (featured placement, verified badge, priority requests, export).
  await knex.schema.createTable('entitlements', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('payment_id').unsigned().nullable().references('id').inTable('payments').onDelete('SET NULL');
    t.string('product_code', 60).notNullable();
    t.integer('remaining_uses').nullable();
    t.datetime('expires_at', { precision: 3 }).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['user_id', 'product_code']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('entitlements');
  await knex.schema.dropTableIfExists('payment_events');
  await knex.schema.dropTableIfExists('payments');
  await knex.schema.dropTableIfExists('ratings');
  await knex.schema.dropTableIfExists('products');
}
