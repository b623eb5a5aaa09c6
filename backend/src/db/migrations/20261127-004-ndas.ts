import type { Knex } from 'knex';
import { utf8mb4 } from './table-options.ts';

/**
 * Project NDAs (modules/ndas): a project's settings (whether partners must sign, which fields the NDA
 * covers), every saved text as a numbered version (never changed once saved) and each partner's
 * click-wrap signature of one version, with what the signed PDF shows as it was at signing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('project_ndas', (t) => {
    utf8mb4(t, knex);
    t.integer('project_id').unsigned().primary().references('id').inTable('projects').onDelete('CASCADE');
    t.boolean('required').notNullable().defaultTo(false);
    t.json('confidential_fields').nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
  });
  await knex.schema.createTable('nda_versions', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('project_id').unsigned().notNullable().references('id').inTable('projects').onDelete('CASCADE');
    t.integer('number').unsigned().notNullable();
    // Up to 50,000 characters: beyond MySQL's TEXT (64 KB) in four-byte characters.
    t.text('text', 'mediumtext').notNullable();
    t.string('sha256', 64).notNullable();
    t.integer('author_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.unique(['project_id', 'number']);
  });
  await knex.schema.createTable('nda_signatures', (t) => {
    utf8mb4(t, knex);
    t.increments('id').primary();
    t.integer('version_id').unsigned().notNullable().references('id').inTable('nda_versions').onDelete('CASCADE');
    t.integer('project_id').unsigned().notNullable().references('id').inTable('projects').onDelete('CASCADE');
    t.integer('signer_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('typed_name', 100).notNullable();
    t.datetime('signed_at', { precision: 3 }).notNullable();
    t.string('ip', 64).notNullable();
    t.string('user_agent', 512).notNullable();
    t.string('document_sha256', 64).notNullable();
    // The parties and the project as they were named at signing: the PDF drawn later shows the same.
    t.string('project_name', 100).notNullable();
    t.string('signer_name', 255).notNullable();
    t.integer('owner_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('owner_name', 255).notNullable();
    t.unique(['version_id', 'signer_id']);
    t.index(['project_id', 'signer_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('nda_signatures');
  await knex.schema.dropTable('nda_versions');
  await knex.schema.dropTable('project_ndas');
}
