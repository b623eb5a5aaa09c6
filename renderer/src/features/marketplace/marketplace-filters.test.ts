import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKETPLACE_FILTERS, formatProductPrice, hasActiveFilters, marketplaceQuery, parseMarketplaceFilters, productsApiPath, withFilters } from './marketplace-filters.ts';

describe('marketplace filters in the URL', () => {
  it('reads every filter and writes the same query back (a shared link shows the same page)', () => {
    const query = 'search=oscilloscope&category=tools&condition=used&minPrice=100&maxPrice=900&location=berlin&isUsed=true&sortBy=price-low&industries=Education%2CIoT&tags=rigol&page=3';
    const filters = parseMarketplaceFilters(new URLSearchParams(query));
    expect(filters).toEqual({
      search: 'oscilloscope', category: 'tools', condition: 'used', price: [100, 900], location: 'berlin', usedOnly: true, sortBy: 'price-low', industries: ['Education', 'IoT'], tags: ['rigol'], page: 3,
    });
    expect(marketplaceQuery(filters)).toBe(query);
    expect(productsApiPath(filters)).toBe(`/api/products?${query}&limit=24`);
  });

  it('falls back to the defaults for unknown or out-of-range values', () => {
    expect(parseMarketplaceFilters(new URLSearchParams('category=food&condition=x&sortBy=rating&page=0&minPrice=-5&maxPrice=99999&isUsed=yes'))).toEqual(DEFAULT_MARKETPLACE_FILTERS);
    expect(parseMarketplaceFilters(new URLSearchParams('minPrice=900&maxPrice=100')).price).toEqual([100, 900]);
    expect(marketplaceQuery(DEFAULT_MARKETPLACE_FILTERS)).toBe('');
  });

  it('goes back to page 1 on a change; Clear All is for narrowing filters only', () => {
    const paged = { ...DEFAULT_MARKETPLACE_FILTERS, page: 4 };
    expect(withFilters(paged, { category: 'sensors' })).toMatchObject({ category: 'sensors', page: 1 });
    expect(hasActiveFilters({ ...paged, sortBy: 'price-high' })).toBe(false);
    expect(hasActiveFilters({ ...paged, tags: ['i2c'] })).toBe(true);
  });

  it('shows prices in USD with cents', () => {
    expect(formatProductPrice('1234.5')).toBe('$1,234.50');
    expect(formatProductPrice('0.00')).toBe('$0.00');
  });
});
