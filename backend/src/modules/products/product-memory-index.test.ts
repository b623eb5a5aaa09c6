import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productQuerySchema } from '#shared/schemas/product-schemas.ts';
import { industryTerm, tagTerm, wordsOf } from './product-index.ts';
import { ListingIndex, listingKeys, type IndexedProduct, type ListingQuery } from './product-memory-index.ts';

/**
 * The listing index without a database, against a brute-force reading of the SQL list's semantics
 * (ProductService.list): every filter a WHERE, featured first, then the sort, ties by the newer id.
 */

const CATEGORIES = ['sensors', 'tools', 'displays'] as const;
const CONDITIONS = ['new', 'used', 'refurbished'] as const;
const WORDS = ['oscilloscope', 'oscillator', 'Osc', 'board', 'boards', 'bo', 'sensor', 'Sensirion', 'Müller', 'muller', 'the', 'ESP32', 'esp', 'usb-c', 'rigol', 'die-cast'];
const TAGS = ['i2c', 'I2C ', 'spi', 'usb-c', 'IP67', 'Bench'];
const INDUSTRIES = ['IoT', 'Education', 'Industrial Automation'];
const LOCATIONS = ['Austin, USA', 'Berlin, Germany', 'MUNICH, Germany', 'München', 'austin'];
const PRICES = [0, 99, 1050, 2500, 2501, 42000, 499999, 99999999999];

type Listing = IndexedProduct & { version: number };

const text = (min: number, max: number) => fc.array(fc.constantFrom(...WORDS), { minLength: min, maxLength: max }).map((words) => words.join(' '));
const listingArb = fc.record({
  sellerId: fc.option(fc.constantFrom(1, 2, 3), { nil: null }),
  category: fc.constantFrom(...CATEGORIES),
  condition: fc.constantFrom(...CONDITIONS),
  isUsed: fc.boolean(),
  isFeatured: fc.boolean(),
  cents: fc.constantFrom(...PRICES),
  location: fc.option(fc.constantFrom(...LOCATIONS), { nil: null }),
  // Few distinct days, so dates (and prices) tie and the id decides.
  day: fc.integer({ min: 0, max: 6 }),
  name: text(1, 3),
  description: text(0, 4),
  brand: fc.option(fc.constantFrom(...WORDS), { nil: null }),
  model: fc.option(fc.constantFrom('DS1054Z', 'KA3005P', 'Uno R4'), { nil: null }),
  tags: fc.option(fc.uniqueArray(fc.constantFrom(...TAGS), { maxLength: 3 }), { nil: null }),
  industries: fc.option(fc.uniqueArray(fc.constantFrom(...INDUSTRIES), { maxLength: 2 }), { nil: null }),
});
type ListingFields = typeof listingArb extends fc.Arbitrary<infer T> ? T : never;

const toListing = (id: number, fields: ListingFields, version: number): Listing => ({
  id, version, sellerId: fields.sellerId, category: fields.category, condition: fields.condition, isUsed: fields.isUsed, isFeatured: fields.isFeatured,
  price: (fields.cents / 100).toFixed(2), location: fields.location, createdAt: new Date(Date.UTC(2026, 0, 1 + fields.day)).toISOString(),
  name: fields.name, description: fields.description, brand: fields.brand, model: fields.model, tags: fields.tags, industries: fields.industries,
});

const FILTERS = {
  search: fc.oneof(text(1, 2), fc.constantFrom('os', 'b', 'mull', 'the', 'sens bo', 'ka3005p', 'die', 'zzz')),
  category: fc.constantFrom(...CATEGORIES, 'all'),
  condition: fc.constantFrom(...CONDITIONS),
  isUsed: fc.constantFrom('true', 'false'),
  sellerId: fc.constantFrom('1', '2', '4'),
  minPrice: fc.constantFrom('0', '10.5', '25.01', '420', '999999999.99'),
  maxPrice: fc.constantFrom('25', '25.01', '4999.99', '999999999.99'),
  location: fc.constantFrom('aus', 'AUSTIN', 'ich, ger', 'münchen', 'Germany', 'x', '  '),
  tags: fc.uniqueArray(fc.constantFrom('i2c', 'SPI', 'usb-c', 'ip67', 'bench'), { minLength: 1, maxLength: 2 }).map((tags) => tags.join(',')),
  industries: fc.uniqueArray(fc.constantFrom('iot', 'Education', 'industrial automation'), { minLength: 1, maxLength: 2 }).map((list) => list.join(',')),
};
const FILTER_NAMES = Object.keys(FILTERS) as Array<keyof typeof FILTERS>;

/** Query strings as the route receives them (up to 3 filters, so many match), parsed by the route's schema. */
const queryArb = fc
  .tuple(
    fc.subarray(FILTER_NAMES, { maxLength: 3 }),
    fc.record(FILTERS),
    fc.record({ sortBy: fc.constantFrom('newest', 'price-low', 'price-high'), page: fc.integer({ min: 1, max: 6 }).map(String), limit: fc.integer({ min: 1, max: 12 }).map(String) }),
  )
  .map(([names, values, paging]) => productQuerySchema.safeParse({ ...Object.fromEntries(names.map((name) => [name, values[name]])), ...paging }))
  .filter((parsed) => parsed.success)
  .map((parsed) => parsed.data!);

/** The SQL list's answer, from scratch. */
function bruteForce(listings: Iterable<Listing>, query: ListingQuery) {
  const words = [...new Set(wordsOf(query.search))];
  const matches = [...listings].filter((p) => {
    const own = [p.name, p.description, p.brand, p.model, ...(p.tags ?? [])].flatMap(wordsOf);
    return (
      (!query.category || p.category === query.category) &&
      (!query.condition || p.condition === query.condition) &&
      (!query.isUsed || p.isUsed) &&
      (!query.sellerId || p.sellerId === query.sellerId) &&
      (query.minPrice === undefined || Number(p.price) >= query.minPrice) &&
      (query.maxPrice === undefined || Number(p.price) <= query.maxPrice) &&
      (!query.location || (p.location !== null && p.location.toLowerCase().includes(query.location.toLowerCase()))) &&
      words.every((word) => own.some((mine) => mine.startsWith(word))) &&
      query.tags.every((tag) => (p.tags ?? []).some((mine) => tagTerm(mine) === tagTerm(tag))) &&
      query.industries.every((industry) => (p.industries ?? []).some((mine) => industryTerm(mine) === industryTerm(industry)))
    );
  });
  const key = (p: Listing) => (query.sortBy === 'newest' ? Date.parse(p.createdAt) : Number(p.price));
  const direction = query.sortBy === 'price-low' ? 1 : -1;
  matches.sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured) || direction * (key(a) - key(b)) || b.id - a.id);
  const offset = (query.page - 1) * query.limit;
  return { ids: matches.slice(offset, offset + query.limit).map((p) => p.id), total: matches.length };
}

const card = (listing: Listing) => JSON.stringify({ id: listing.id, version: listing.version });

describe('ListingIndex', () => {
  it('answers every filter, sort and page as the SQL list does, also after listings change or go', () => {
    const change = fc.oneof(
      fc.record({ kind: fc.constant('file' as const), id: fc.integer({ min: 1, max: 140 }), fields: listingArb }),
      fc.record({ kind: fc.constant('remove' as const), id: fc.integer({ min: 1, max: 140 }) }),
    );
    fc.assert(
      fc.property(fc.array(listingArb, { maxLength: 120 }), fc.array(fc.tuple(fc.array(change, { maxLength: 8 }), fc.array(queryArb, { minLength: 1, maxLength: 8 })), { minLength: 1, maxLength: 4 }), (world, rounds) => {
        const index = new ListingIndex();
        const filed = new Map<number, Listing>();
        let version = 0;
        // Loaded like ProductMemoryIndex.loadAll: filed without orders, sorted once.
        world.forEach((fields, at) => {
          const listing = toListing(at + 1, fields, version++);
          filed.set(listing.id, listing);
          index.upsert(listingKeys(listing), card(listing), false);
        });
        index.sortAll();
        for (const [changes, queries] of rounds) {
          for (const step of changes) {
            if (step.kind === 'remove') {
              filed.delete(step.id);
              index.remove(step.id);
            } else {
              const listing = toListing(step.id, step.fields, version++);
              filed.set(listing.id, listing);
              index.upsert(listingKeys(listing), card(listing));
            }
          }
          expect(index.listingCount).toBe(filed.size);
          for (const query of queries) {
            const expected = bruteForce(filed.values(), query);
            const page = index.page(query);
            expect(page, JSON.stringify(query)).toEqual(expected);
            for (const id of page.ids) expect(index.cardOf(id)?.toString()).toBe(card(filed.get(id)!));
          }
        }
      }),
      { seed: 20261124, numRuns: 300 },
    );
    // A fixed amount of work (seeded): about 3 s alone, more beside the other suites on a busy machine.
  }, 30_000);

  it('puts featured listings first within each sort and breaks ties by the newer id', () => {
    const index = new ListingIndex();
    const base = { sellerId: 1, category: 'sensors', condition: 'new', isUsed: false, location: null, createdAt: Date.UTC(2026, 0, 1), terms: [] };
    index.upsert({ ...base, id: 1, isFeatured: false, priceCents: 500 }, '1');
    index.upsert({ ...base, id: 2, isFeatured: true, priceCents: 9000 }, '2');
    index.upsert({ ...base, id: 3, isFeatured: false, priceCents: 500 }, '3');
    index.upsert({ ...base, id: 4, isFeatured: false, priceCents: 100, createdAt: Date.UTC(2026, 0, 2) }, '4');
    const ids = (sortBy: string) => index.page(productQuerySchema.parse({ sortBy })).ids;
    expect(ids('newest')).toEqual([2, 4, 3, 1]);
    expect(ids('price-low')).toEqual([2, 4, 3, 1]);
    expect(ids('price-high')).toEqual([2, 3, 1, 4]);
    // No longer featured: it moves to its place by price.
    index.upsert({ ...base, id: 2, isFeatured: false, priceCents: 9000 }, '2');
    expect(ids('price-low')).toEqual([4, 3, 1, 2]);
    index.remove(3);
    expect(index.page(productQuerySchema.parse({ sortBy: 'price-low', limit: '2', page: '2' }))).toEqual({ ids: [2], total: 3 });
  });
});
