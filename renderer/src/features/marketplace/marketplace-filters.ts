import { API_PATHS } from '#shared/api/api-paths.ts';
import { PRICE_SLIDER, PRODUCT_CATEGORY_VALUES, PRODUCT_CONDITION_VALUES, PRODUCT_SORTS, type ProductCategory, type ProductCondition, type ProductSort } from '#shared/constants/products.ts';
import { formatDollarAmount } from '#shared/format/numbers.ts';

/**
 * /marketplace filters, all kept in the URL under the API's own parameter names, so a
 * filtered page can be shared and survives a reload: search, category, condition, minPrice /
 * maxPrice (the slider, 0-5000 step 50; the full range is no filter), location, isUsed, sortBy,
 * industries and tags (comma lists) and page.
 */
export interface MarketplaceFilters {
  search: string;
  category: ProductCategory | 'all';
  condition: ProductCondition | 'all';
  price: [number, number];
  location: string;
  usedOnly: boolean;
  sortBy: ProductSort;
  industries: string[];
  tags: string[];
  page: number;
}

export const DEFAULT_MARKETPLACE_FILTERS: MarketplaceFilters = {
  search: '', category: 'all', condition: 'all', price: [PRICE_SLIDER.min, PRICE_SLIDER.max], location: '', usedOnly: false, sortBy: 'newest', industries: [], tags: [], page: 1,
};

/** Cards per page. */
export const MARKETPLACE_PAGE_SIZE = 24;

const oneOf = <T extends string>(values: readonly T[], raw: string | null, fallback: T): T => ((values as readonly string[]).includes(raw ?? '') ? (raw as T) : fallback);
const list = (params: URLSearchParams, key: string) => {
  const seen = new Set<string>();
  return params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value && !seen.has(value.toLowerCase()) && seen.add(value.toLowerCase()));
};
const priceIn = (raw: string | null, fallback: number) => {
  const value = Number(raw);
  return raw !== null && raw.trim() !== '' && Number.isFinite(value) ? Math.min(PRICE_SLIDER.max, Math.max(PRICE_SLIDER.min, value)) : fallback;
};

/** Reads the URL; unknown values fall back to the defaults, so a hand-edited URL still shows a page. */
export function parseMarketplaceFilters(params: URLSearchParams): MarketplaceFilters {
  const low = priceIn(params.get('minPrice'), PRICE_SLIDER.min);
  const high = priceIn(params.get('maxPrice'), PRICE_SLIDER.max);
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim().slice(0, 200) ?? '',
    category: oneOf(['all', ...PRODUCT_CATEGORY_VALUES], params.get('category'), 'all'),
    condition: oneOf(['all', ...PRODUCT_CONDITION_VALUES], params.get('condition'), 'all'),
    price: low <= high ? [low, high] : [high, low],
    location: params.get('location')?.trim().slice(0, 120) ?? '',
    usedOnly: params.get('isUsed') === 'true',
    sortBy: oneOf(PRODUCT_SORTS, params.get('sortBy'), 'newest'),
    industries: list(params, 'industries').slice(0, 20),
    tags: list(params, 'tags').slice(0, 20),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The page's query string (without '?'), which is also the API's: only what differs from the defaults. */
export function marketplaceQuery(filters: MarketplaceFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.condition !== 'all') params.set('condition', filters.condition);
  if (filters.price[0] > PRICE_SLIDER.min) params.set('minPrice', String(filters.price[0]));
  if (filters.price[1] < PRICE_SLIDER.max) params.set('maxPrice', String(filters.price[1]));
  if (filters.location) params.set('location', filters.location);
  if (filters.usedOnly) params.set('isUsed', 'true');
  if (filters.sortBy !== 'newest') params.set('sortBy', filters.sortBy);
  if (filters.industries.length) params.set('industries', filters.industries.join(','));
  if (filters.tags.length) params.set('tags', filters.tags.join(','));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** The GET /api/products path for the page shown. */
export function productsApiPath(filters: MarketplaceFilters): string {
  const query = marketplaceQuery(filters);
  return `${API_PATHS.products}?${query ? `${query}&` : ''}limit=${MARKETPLACE_PAGE_SIZE}`;
}

/** A change of any filter goes back to page 1. */
export function withFilters(filters: MarketplaceFilters, changes: Partial<Omit<MarketplaceFilters, 'page'>>): MarketplaceFilters {
  return { ...filters, ...changes, page: 1 };
}

/** True when anything narrows the list ('Clear All' is offered, and the empty state says so). */
export function hasActiveFilters(filters: MarketplaceFilters): boolean {
  return marketplaceQuery({ ...filters, sortBy: 'newest', page: 1 }) !== '';
}

/** A product's price (dollars, as the API sends it) as the product pages state it: "$1,234.50". */
export const formatProductPrice = (price: string) => formatDollarAmount(Number(price));
