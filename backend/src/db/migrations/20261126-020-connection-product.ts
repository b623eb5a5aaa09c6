import type { Knex } from 'knex';

/**
 * Contact Seller: a connection request may start from a marketplace listing. `connections.product_id`
 * keeps which one, so both sides see what the conversation is about; a deleted listing leaves the
 * conversation without it (SET NULL).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('connections', (t) => {
    t.integer('product_id').unsigned().nullable().references('id').inTable('products').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('connections', (t) => {
    t.dropForeign(['product_id']);
    t.dropColumn('product_id');
  });
}
