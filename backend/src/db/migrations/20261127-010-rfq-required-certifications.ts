import type { Knex } from 'knex';

/**
 * rfqs.open_required_certifications: the certifications (supplier-profile certification ids, a JSON
 * list) a supplier must hold approved to match an open request; '[]' = none required. A short list of
 * short ids, so a varchar with a default works on both databases (MySQL refuses a default on text).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('rfqs', (t) => {
    t.string('open_required_certifications', 255).notNullable().defaultTo('[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('rfqs', (t) => t.dropColumn('open_required_certifications'));
}
