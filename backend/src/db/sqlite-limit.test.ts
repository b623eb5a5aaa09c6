import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './database.ts';

describe('SQLite LIMIT', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hh-limit-'));
  const knex = createDatabase({ databaseUrl: `sqlite:${path.join(dir, 'limit.sqlite')}`, dataDir: dir });
  afterAll(async () => {
    await knex.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is written as a number (a bound LIMIT makes SQLite compile the statement again on every run)', async () => {
    expect(knex('t').where({ id: 3 }).first().toSQL().toNative()).toEqual({ sql: 'select * from `t` where `id` = ? limit 1', bindings: [3] });
    expect(knex('t').limit(5).offset(10).toSQL().toNative()).toEqual({ sql: 'select * from `t` limit 5 offset ?', bindings: [10] });
    await knex.schema.createTable('t', (table) => table.increments('id'));
    await knex('t').insert([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(await knex('t').orderBy('id').limit(2).pluck('id')).toEqual([1, 2]);
    expect((await knex('t').where({ id: 3 }).first())?.id).toBe(3);
    expect(await knex('t').orderBy('id').offset(1).pluck('id')).toEqual([2, 3]);
  });
});
