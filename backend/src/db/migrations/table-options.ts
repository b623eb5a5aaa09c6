import type { Knex } from 'knex';

/** MySQL tables are created utf8mb4 whatever the database default is (emoji, CJK names); SQLite is always UTF-8. */
export function utf8mb4(t: Knex.CreateTableBuilder, knex: Knex): void {
  if (knex.client.config.client !== 'mysql2') return;
  t.charset('utf8mb4');
  t.collate('utf8mb4_unicode_ci');
}
