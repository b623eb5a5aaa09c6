import { describe, expect, it } from 'vitest';
import { BitsetIndex } from './bitset-index.ts';

/** The engine with one sort (by id, descending) and its keys given per record. */
class TestIndex extends BitsetIndex<'id'> {
  put(id: number, keys: string[]) {
    this.file(id, keys, true, () => undefined);
  }

  drop(id: number) {
    this.unfile(id, true);
  }

  under(key: string): number[] {
    return this.idsFiledUnder(key).sort((a, b) => a - b);
  }

  page(key: string | undefined, offset = 0, limit = 1000) {
    return this.pageOf('id', () => (key === undefined ? undefined : this.keySet(key)), offset, limit);
  }

  protected compare(_sort: 'id', a: number, b: number): number {
    return this.ids[b]! - this.ids[a]!;
  }

  /** Sorted by id alone, which the engine keeps itself. */
  protected growSortKeys(): void {
    return undefined;
  }
}

describe('BitsetIndex', () => {
  it('keeps every key\'s records right through many re-filings and removals (as a plain map of sets would)', () => {
    const index = new TestIndex();
    const model = new Map<number, string[]>();
    // A fixed pseudo-random walk: keys shared by many records, by a few, and by one only.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const keysFor = (id: number) => {
      const keys = new Set([`all`, `mod:${id % 7}`, `own:${id}`]);
      for (let i = next(40); i > 0; i--) keys.add(`w:${next(300)}`);
      return [...keys];
    };
    // Enough re-filings to fill more than one block of key ids, so the leftovers are packed away.
    for (let step = 0; step < 100_000; step++) {
      const id = 1 + next(2000);
      if (next(5) === 0) {
        index.drop(id);
        model.delete(id);
      } else {
        const keys = keysFor(id);
        index.put(id, keys);
        model.set(id, keys);
      }
    }
    const expected = (key: string) => [...model].filter(([, keys]) => keys.includes(key)).map(([id]) => id).sort((a, b) => a - b);
    for (const key of ['all', 'mod:0', 'mod:6', 'own:1', 'own:77', 'own:2000', 'w:0', 'w:150', 'w:299', 'w:nothing']) {
      expect(index.under(key), key).toEqual(expected(key));
      expect(index.page(key).total, key).toBe(expected(key).length);
    }
    const all = [...model.keys()].sort((a, b) => b - a);
    expect(index.page(undefined, 10, 20)).toEqual({ ids: all.slice(10, 30), total: all.length });
  });

  it('finds a record filed under a key alone, then with others, then alone again', () => {
    const index = new TestIndex();
    index.put(1, ['k']);
    expect(index.under('k')).toEqual([1]);
    index.put(2, ['k']);
    index.put(3, ['k']);
    expect(index.under('k')).toEqual([1, 2, 3]);
    index.drop(1);
    index.put(3, ['other']);
    expect(index.under('k')).toEqual([2]);
    index.drop(2);
    expect(index.under('k')).toEqual([]);
    expect(index.page('k').total).toBe(0);
    index.put(2, ['k', 'other']);
    expect(index.under('k')).toEqual([2]);
    expect(index.under('other')).toEqual([2, 3]);
  });
});
