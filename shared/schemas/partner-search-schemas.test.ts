import { describe, expect, it } from 'vitest';
import { PARTNER_SEARCH_MESSAGES, partnerSearchQueryString, partnerSearchQuerySchema } from './partner-search-schemas.ts';

const parse = (input: Record<string, string | string[]>) => partnerSearchQuerySchema.parse(input);
const firstError = (input: Record<string, string | string[]>) => partnerSearchQuerySchema.safeParse(input).error?.issues[0]?.message;

describe('partner search query (GET /api/users)', () => {
  it('has defaults: any role, any location, best match, 20 from 0', () => {
    expect(parse({})).toEqual({
      q: undefined, role: undefined, locationType: 'region', regions: [], exactLocations: [], expertise: [], expertiseMatch: 'any',
      minRating: 0, limit: 20, offset: 0, sort: 'best', capabilities: [], materials: [], certifications: [], factories: [], maxMoq: undefined, verifiedOnly: false,
    });
  });

  it('reads the widget query string: q, role (all = any), location and locationType', () => {
    expect(parse({ q: '  pcb ', role: 'all', location: 'asia', locationType: 'region' })).toMatchObject({ q: 'pcb', role: undefined, regions: ['Asia'], exactLocations: [] });
    expect(parse({ role: 'manufacturer', location: 'Berlin', locationType: 'exact' })).toMatchObject({ role: 'manufacturer', exactLocations: ['Berlin'], regions: [] });
    expect(parse({ location: 'Global', locationType: 'region' }).regions).toEqual([]);
    // Without locationType: region names are regions, anything else exact.
    expect(parse({ location: ['Europe', 'Asia'] }).regions).toEqual(['Europe', 'Asia']);
    expect(parse({ location: 'Tokyo, Japan' }).exactLocations).toEqual(['Tokyo, Japan']);
  });

  it('takes expertise repeated or comma-separated, without duplicates, and several numbers as text', () => {
    expect(parse({ expertise: ['PCB Design', 'Robotics,pcb design'], expertiseMatch: 'all' })).toMatchObject({ expertise: ['pcb design', 'Robotics'], expertiseMatch: 'all' });
    expect(parse({ minRating: '4', limit: '50', offset: '100', sort: 'rating' })).toMatchObject({ minRating: 4, limit: 50, offset: 100, sort: 'rating' });
    expect(parse({ limit: ['5', '10'] }).limit).toBe(10);
  });

  it.each([
    [{ role: 'admin' }, PARTNER_SEARCH_MESSAGES.role],
    [{ location: 'Mars', locationType: 'region' }, PARTNER_SEARCH_MESSAGES.region],
    [{ locationType: 'planet' }, PARTNER_SEARCH_MESSAGES.locationType],
    [{ minRating: '5.5' }, PARTNER_SEARCH_MESSAGES.minRating],
    [{ minRating: 'lots' }, PARTNER_SEARCH_MESSAGES.minRating],
    [{ limit: '0' }, PARTNER_SEARCH_MESSAGES.limit],
    [{ limit: '101' }, PARTNER_SEARCH_MESSAGES.limit],
    [{ offset: '-5' }, PARTNER_SEARCH_MESSAGES.offset],
    [{ sort: 'random' }, PARTNER_SEARCH_MESSAGES.sort],
    [{ q: 'x'.repeat(201) }, PARTNER_SEARCH_MESSAGES.qTooLong],
  ])('refuses %o', (input, message) => {
    expect(firstError(input)).toBe(message);
  });
});

describe('partnerSearchQueryString', () => {
  it('builds the partner search query: role omitted when all, locationType with a location only', () => {
    expect(partnerSearchQueryString({})).toBe('');
    expect(partnerSearchQueryString({ q: '  ', role: 'all', location: '  ', locationType: 'exact' })).toBe('');
    expect(partnerSearchQueryString({ q: 'pcb design', role: 'manufacturer', location: 'Asia', locationType: 'region' })).toBe(
      'q=pcb%20design&role=manufacturer&location=Asia&locationType=region',
    );
    expect(partnerSearchQueryString({ location: ['Tokyo, Japan', 'Singapore'], locationType: 'exact', expertise: ['PCB Design'], minRating: 4, offset: 20 })).toBe(
      'location=Tokyo%2C%20Japan&location=Singapore&locationType=exact&expertise=PCB%20Design&minRating=4&offset=20',
    );
  });

  it('round-trips through the query schema', () => {
    const text = partnerSearchQueryString({ q: 'robot', role: 'designer', location: 'Europe', locationType: 'region', expertise: ['Robotics'], minRating: 3, sort: 'newest' });
    const params: Record<string, string | string[]> = {};
    for (const pair of text.split('&')) {
      const [key, value] = pair.split('=').map(decodeURIComponent) as [string, string];
      params[key] = key in params ? [params[key]!, value].flat() : value;
    }
    expect(parse(params)).toMatchObject({ q: 'robot', role: 'designer', regions: ['Europe'], expertise: ['Robotics'], minRating: 3, sort: 'newest' });
  });
});
