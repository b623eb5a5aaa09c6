import { describe, expect, it } from 'vitest';
import { PartnerSearchQueries } from './partner-search-query.ts';

describe('PartnerSearchQueries', () => {
  it('parses a query string once and hands out the same frozen query', () => {
    const queries = new PartnerSearchQueries();
    let reads = 0;
    const read = () => {
      reads++;
      return { role: 'manufacturer', location: ['Asia', 'Europe'], offset: '20' };
    };
    const first = queries.parse('role=manufacturer&location=Asia&location=Europe&offset=20', read);
    const again = queries.parse('role=manufacturer&location=Asia&location=Europe&offset=20', read);
    expect(again).toBe(first);
    expect(reads).toBe(1);
    expect(first).toMatchObject({ role: 'manufacturer', regions: ['Asia', 'Europe'], offset: 20, limit: 20, sort: 'best' });
    expect(Object.isFrozen(first) && Object.isFrozen(first.regions)).toBe(true);
    expect(() => (first.regions as string[]).push('Global')).toThrow(TypeError);
  });

  it('keeps no invalid query: each one is refused anew', () => {
    const queries = new PartnerSearchQueries();
    let reads = 0;
    const read = () => {
      reads++;
      return { limit: '1000' };
    };
    expect(() => queries.parse('limit=1000', read)).toThrow();
    expect(() => queries.parse('limit=1000', read)).toThrow();
    expect(reads).toBe(2);
  });
});
