import type { Knex } from 'knex';

/** Text for a `like ? escape '\'` pattern: its own %, _ and \ match literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** How many rows a query matches (`count(*)`; mysql2 may answer a string). */
export async function countRows(query: Knex.QueryBuilder): Promise<number> {
  const [row] = (await query.count({ n: '*' })) as Array<{ n: number | string }>;
  return Number(row?.n ?? 0);
}
