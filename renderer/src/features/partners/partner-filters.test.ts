import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PARTNER_FILTERS, hasActiveFilters, parsePartnerFilters, partnerApiQuery, partnerFiltersToQuery, ratingMarkLabel, withFilters,
  type PartnerPageFilters,
} from './partner-filters.ts';

const parse = (query: string) => parsePartnerFilters(new URLSearchParams(query));

describe('parsePartnerFilters (/partners URL -> filters)', () => {
  it('gives the defaults for a plain /partners', () => {
    expect(parse('')).toEqual(DEFAULT_PARTNER_FILTERS);
  });

  it('reads the widget parameters q, role, location and locationType', () => {
    expect(parse('q=PCB%20Design&role=manufacturer&location=Asia&locationType=region')).toMatchObject({
      q: 'PCB Design', role: 'manufacturer', locations: ['Asia'], locationType: 'region',
    });
    expect(parse('location=Shenzhen&locationType=exact')).toMatchObject({ locations: ['Shenzhen'], locationType: 'exact' });
  });

  it('infers the location type like the server when it is missing', () => {
    expect(parse('location=europe')).toMatchObject({ locations: ['Europe'], locationType: 'region' });
    expect(parse('location=Berlin')).toMatchObject({ locations: ['Berlin'], locationType: 'exact' });
  });

  it('drops unknown regions in region mode and duplicates everywhere', () => {
    expect(parse('location=Asia&location=Mars&location=asia&locationType=region')).toMatchObject({ locations: ['Asia'] });
    expect(parse('expertise=PCB%20Design&expertise=pcb%20design,Robotics')).toMatchObject({ expertise: ['PCB Design', 'Robotics'] });
  });

  it('reads the sidebar filters and the page, clamping numbers', () => {
    expect(parse('role=entrepreneur&minRating=4&sort=rating&page=3')).toMatchObject({ role: 'entrepreneur', minRating: 4, sort: 'rating', page: 3 });
    expect(parse('minRating=9&page=0')).toMatchObject({ minRating: 5, page: 1 });
    expect(parse('minRating=abc&role=admin&sort=cheapest')).toMatchObject({ minRating: 0, role: 'all', sort: 'best' });
  });
});

describe('partnerFiltersToQuery (filters -> /partners URL)', () => {
  it('is empty for the defaults', () => {
    expect(partnerFiltersToQuery(DEFAULT_PARTNER_FILTERS)).toBe('');
  });

  it('writes every filter in a stable order and round-trips', () => {
    const filters: PartnerPageFilters = {
      ...DEFAULT_PARTNER_FILTERS, q: 'PCB', role: 'manufacturer', locationType: 'region', locations: ['Asia'], expertise: ['PCB Design'], minRating: 4, sort: 'rating', page: 2,
    };
    const query = partnerFiltersToQuery(filters);
    expect(query).toBe('q=PCB&role=manufacturer&location=Asia&locationType=region&expertise=PCB%20Design&minRating=4&sort=rating&page=2');
    expect(parse(query)).toEqual(filters);
  });

  it('writes and reads the manufacturing filters', () => {
    const filters: PartnerPageFilters = {
      ...DEFAULT_PARTNER_FILTERS, capabilities: ['cnc_machining', 'Anodizing'], materials: ['aluminum_6061'], certifications: ['iso_9001'], factories: ['Asia'], maxMoq: 100, verified: true,
    };
    const query = partnerFiltersToQuery(filters);
    expect(query).toBe('capability=cnc_machining&capability=Anodizing&material=aluminum_6061&certification=iso_9001&factory=Asia&maxMoq=100&verified=true');
    expect(parse(query)).toEqual(filters);
    expect(parse('certification=iso_27001&maxMoq=abc')).toMatchObject({ certifications: [], maxMoq: null });
    expect(hasActiveFilters({ ...DEFAULT_PARTNER_FILTERS, verified: true })).toBe(true);
  });

  it('keeps several exact locations', () => {
    const query = partnerFiltersToQuery({ ...DEFAULT_PARTNER_FILTERS, locationType: 'exact', locations: ['Shenzhen, China', 'Tokyo, Japan'] });
    expect(query).toBe('location=Shenzhen%2C%20China&location=Tokyo%2C%20Japan&locationType=exact');
    expect(parse(query)).toMatchObject({ locationType: 'exact', locations: ['Shenzhen, China', 'Tokyo, Japan'] });
  });
});

describe('partnerApiQuery and helpers', () => {
  it('asks the API for the page shown', () => {
    expect(partnerApiQuery({ ...DEFAULT_PARTNER_FILTERS, page: 3 }, 12)).toBe('limit=12&offset=24');
    expect(partnerApiQuery({ ...DEFAULT_PARTNER_FILTERS, role: 'designer' }, 12)).toBe('role=designer&limit=12');
  });

  it('goes back to page 1 on a filter change', () => {
    expect(withFilters({ ...DEFAULT_PARTNER_FILTERS, page: 4 }, { minRating: 3 })).toMatchObject({ minRating: 3, page: 1 });
  });

  it('knows when something narrows the list', () => {
    expect(hasActiveFilters(DEFAULT_PARTNER_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_PARTNER_FILTERS, sort: 'rating', page: 2 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_PARTNER_FILTERS, minRating: 1 })).toBe(true);
  });

  it('labels the slider N/5', () => {
    expect(ratingMarkLabel(4)).toBe('4/5');
  });
});
