import type { Knex } from 'knex';
import { utf8mb4 } from './table-options.ts';

/**
 * Files shared in a conversation (connection_id) or a project (project_id), one row per stored file
 * (modules/files). A project file's revisions share `revision_of` (the chain's first file, null on
 * the first itself) and count up in `revision`. The bytes live in storage under `storage_key`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('files', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('uploader_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('context', 16).notNullable();
    t.integer('connection_id').unsigned().nullable().references('id').inTable('connections').onDelete('CASCADE');
    t.integer('project_id').unsigned().nullable().references('id').inTable('projects').onDelete('CASCADE');
    t.string('name', 255).notNullable();
    t.string('kind', 16).notNullable();
    t.string('mime', 127).notNullable();
    t.bigInteger('size').unsigned().notNullable();
    t.string('sha256', 64).notNullable();
    t.string('storage_key', 128).notNullable().unique();
    // The tus upload it came from: a finish that runs twice records one file.
    t.string('upload_id', 64).notNullable().unique();
    t.string('scan_status', 16).notNullable();
    t.string('scan_signature', 255).nullable();
    t.datetime('scanned_at', { precision: 3 }).nullable();
    t.integer('revision_of').unsigned().nullable().references('id').inTable('files').onDelete('SET NULL');
    t.integer('revision').unsigned().notNullable().defaultTo(1);
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.index(['connection_id', 'created_at']);
    t.index(['project_id', 'created_at']);
    t.index(['scan_status']);
    t.index(['revision_of']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('files');
}
