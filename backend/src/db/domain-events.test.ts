import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainEvents, type DomainEvent } from './domain-events.ts';

const listing = (productId: number): DomainEvent => ({ type: 'listing-changed', productIds: [productId] });

describe('DomainEvents', () => {
  let knex: Knex;

  beforeAll(async () => {
    knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    await knex.schema.createTable('items', (table) => table.integer('id').primary());
  });
  afterAll(async () => {
    await knex.destroy();
  });

  function recorder(log: (line: string) => void = () => undefined) {
    const events = new DomainEvents({ log });
    const heard: DomainEvent[] = [];
    events.subscribe((event) => void heard.push(event));
    return { events, heard };
  }

  it('publishes what a transaction announced exactly once, after it commits', async () => {
    const { events, heard } = recorder();
    const result = await events.inTransaction(knex, async (trx, announce) => {
      await trx('items').insert({ id: 1 });
      announce(listing(1));
      // Not yet: the row is not committed.
      expect(heard).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(heard).toEqual([listing(1)]);
    expect(await knex('items').where({ id: 1 }).first()).toBeDefined();
  });

  it('publishes nothing when the transaction rolls back', async () => {
    const { events, heard } = recorder();
    await expect(
      events.inTransaction(knex, async (trx, announce) => {
        await trx('items').insert({ id: 2 });
        announce(listing(2));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(heard).toEqual([]);
    expect(await knex('items').where({ id: 2 }).first()).toBeUndefined();
  });

  it('holds a nested transaction’s events for the outer commit, and drops them with an outer rollback', async () => {
    const { events, heard } = recorder();
    await events.inTransaction(knex, async (trx, announce) => {
      await events.inTransaction(trx, async (inner, announceInner) => {
        await inner('items').insert({ id: 3 });
        announceInner(listing(3));
      });
      expect(heard).toEqual([]);
      announce(listing(4));
    });
    expect(heard).toEqual([listing(3), listing(4)]);

    heard.length = 0;
    await expect(
      events.inTransaction(knex, async (trx) => {
        await events.inTransaction(trx, async (_inner, announceInner) => announceInner(listing(5)));
        throw new Error('outer refused');
      }),
    ).rejects.toThrow('outer refused');
    expect(heard).toEqual([]);
  });

  it('publishes at once outside a transaction, waits for every subscriber, and survives one that fails', async () => {
    const lines: string[] = [];
    const { events, heard } = recorder((line) => lines.push(line));
    let caughtUp = false;
    events.subscribe(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      caughtUp = true;
    });
    events.subscribe(() => {
      throw new Error('cache down');
    });
    await events.announce(listing(6));
    expect(heard).toEqual([listing(6)]);
    expect(caughtUp).toBe(true);
    expect(lines).toEqual(['domain events: a subscriber failed on listing-changed: cache down']);
  });

  it('refuses to run inside a transaction whose commit it cannot see', async () => {
    const { events } = recorder();
    await expect(knex.transaction((trx) => events.inTransaction(trx, async () => undefined))).rejects.toThrow(/did not open/);
  });
});
