import type { Knex } from 'knex';
import { utf8mb4 } from './table-options.ts';

/**
 * The hardware marketplace.
 * - saved_products: a member's saved listings (the product page's Save), newest first per member.
 * - product_search_terms: (term, product_id) pairs for GET /api/products (products/product-index.ts):
 *   `w:<word>` for each word of name, description, brand, model and tags, `t:<tag>` and
 *   `i:<industry>` for the tag and industry filters. Terms compare byte-wise (utf8mb4_bin on MySQL,
 *   SQLite's BINARY) so a word prefix is a range scan of the primary key on both engines.
 */
export async function up(knex: Knex): Promise<void> {
  const mysql = knex.client.config.client === 'mysql2';
  await knex.schema.createTable('saved_products', (t) => {
    utf8mb4(t, knex);
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('product_id').unsigned().notNullable().references('id').inTable('products').onDelete('CASCADE');
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.primary(['user_id', 'product_id']);
    t.index(['product_id']);
    t.index(['user_id', 'created_at']);
  });
  await knex.schema.createTable('product_search_terms', (t) => {
    utf8mb4(t, knex);
    const term = t.string('term', 120).notNullable();
    if (mysql) term.collate('utf8mb4_bin');
    t.integer('product_id').unsigned().notNullable().references('id').inTable('products').onDelete('CASCADE');
    t.primary(['term', 'product_id']);
    t.index(['product_id']);
  });
  await knex.schema.alterTable('products', (t) => {
    // The listing's default order (featured first, then newest) and its price sorts.
    t.index(['is_featured', 'created_at'], 'products_featured_created_index');
    t.index(['is_featured', 'price'], 'products_featured_price_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('products', (t) => {
    t.dropIndex(['is_featured', 'price'], 'products_featured_price_index');
    t.dropIndex(['is_featured', 'created_at'], 'products_featured_created_index');
  });
  await knex.schema.dropTableIfExists('product_search_terms');
  await knex.schema.dropTableIfExists('saved_products');
}
