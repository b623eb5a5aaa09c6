import type { Knex } from 'knex';
import { utf8mb4 } from './table-options.ts';

/**
 * Uploaded images (POST /api/uploads), one row per stored image (its content hash is the storage
 * key, so the same file uploaded twice is one row): who uploaded it and when, for the sweep that
 * removes images no listing uses once their grace period has passed (uploads/upload-service.ts).
 * Files stored before this table existed (and the demo listings' pictures) have no row and stay.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('uploads', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.string('storage_key', 64).notNullable().unique();
    t.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    // The latest upload of these bytes: the grace period runs from here.
    t.datetime('uploaded_at', { precision: 3 }).notNullable();
    // When the sweep last found a listing using it (null: never looked, or uploaded again since).
    t.datetime('checked_at', { precision: 3 }).nullable();
    t.index(['uploaded_at']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('uploads');
}
