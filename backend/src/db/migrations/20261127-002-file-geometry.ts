import type { Knex } from 'knex';

/**
 * A 3D model's geometry as the server read it (modules/files, model-geometry.ts): `geometry` the JSON
 * ModelGeometry, `geometry_status` whether it was read ('read'), could not be ('failed', a malformed
 * file), or was not tried ('too_large'); null while not yet read (or for other kinds), so a restart
 * finds the models still to read, and a file that failed is not tried again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('files', (t) => {
    t.json('geometry').nullable();
    t.string('geometry_status', 16).nullable();
    t.index(['geometry_status', 'kind']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('files', (t) => {
    t.dropIndex(['geometry_status', 'kind']);
    t.dropColumn('geometry_status');
    t.dropColumn('geometry');
  });
}
