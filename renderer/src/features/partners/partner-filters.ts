import { API_PATHS } from '#shared/api/api-paths.ts';
import { LOCATION_TYPES, PARTNER_REGIONS, type LocationType } from '#shared/constants/locations.ts';
import type { Role } from '#shared/constants/roles.ts';
import {
  PARTNER_SEARCH_SORTS, partnerSearchQueryString, SEARCHABLE_ROLES, type PartnerSearchFilters, type PartnerSearchSort,
} from '#shared/schemas/partner-search-schemas.ts';
import { CERTIFICATION_IDS } from '#shared/schemas/supplier-profile-schemas.ts';

export type SearchableRole = Exclude<Role, 'admin'>;

/**
 * /partners filters, all kept in the URL: q, role, location (repeatable) with
 * locationType, expertise (repeatable), minRating (0-5), the supplier filters (capability, material,
 * certification, factory: repeatable; maxMoq; verified), sort and page.
 */
export interface PartnerPageFilters {
  q: string;
  role: SearchableRole | 'all';
  locationType: LocationType;
  locations: string[];
  expertise: string[];
  minRating: number;
  capabilities: string[];
  materials: string[];
  certifications: string[];
  factories: string[];
  /** A stated minimum order quantity of at most this many (null: any). */
  maxMoq: number | null;
  verified: boolean;
  sort: PartnerSearchSort;
  page: number;
}

export const DEFAULT_PARTNER_FILTERS: PartnerPageFilters = {
  q: '', role: 'all', locationType: 'region', locations: [], expertise: [], minRating: 0,
  capabilities: [], materials: [], certifications: [], factories: [], maxMoq: null, verified: false, sort: 'best', page: 1,
};

/** Cards per page on /partners. */
export const PARTNERS_PAGE_SIZE = 12;

/** The sidebar's partner types (the widget's five plus Entrepreneurs). */
export const SIDEBAR_ROLES: ReadonlyArray<{ value: SearchableRole | 'all'; label: string }> = [
  { value: 'all', label: 'All types' },
  { value: 'manufacturer', label: 'Manufacturers' },
  { value: 'supplier', label: 'Suppliers' },
  { value: 'attorney', label: 'IP Attorneys' },
  { value: 'designer', label: 'Designers' },
  { value: 'investor', label: 'Investors' },
  { value: 'entrepreneur', label: 'Entrepreneurs' },
];

const unique = (values: string[]) => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
const listParam = (params: URLSearchParams, key: string) => unique(params.getAll(key).map((value) => value.trim()).filter(Boolean)).slice(0, 20);
const regionNamed = (value: string) => PARTNER_REGIONS.find((region) => region.toLowerCase() === value.toLowerCase());
const intIn = (raw: string | null, min: number, max: number, fallback: number) => {
  const value = Number(raw);
  return raw !== null && raw.trim() !== '' && Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback;
};

/**
 * Reads the URL. Like the server, without locationType the locations are regions when every one
 * names a region and exact text otherwise; in region mode unknown regions are dropped. Unknown
 * roles, sorts and out-of-range numbers fall back to the defaults.
 */
export function parsePartnerFilters(params: URLSearchParams): PartnerPageFilters {
  const rawLocations = unique(params.getAll('location').map((value) => value.trim()).filter(Boolean));
  const rawType = params.get('locationType');
  const locationType: LocationType = (LOCATION_TYPES as readonly string[]).includes(rawType ?? '')
    ? (rawType as LocationType)
    : rawLocations.length && rawLocations.every((value) => regionNamed(value))
      ? 'region'
      : rawLocations.length
        ? 'exact'
        : 'region';
  const locations = locationType === 'region' ? unique(rawLocations.flatMap((value) => regionNamed(value) ?? [])) : rawLocations;
  const role = params.get('role') ?? 'all';
  const sort = params.get('sort') ?? 'best';
  return {
    q: params.get('q')?.trim() ?? '',
    role: (SEARCHABLE_ROLES as readonly string[]).includes(role) ? (role as SearchableRole) : 'all',
    locationType,
    locations,
    expertise: unique(params.getAll('expertise').flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean)),
    minRating: intIn(params.get('minRating'), 0, 5, 0),
    capabilities: listParam(params, 'capability'),
    materials: listParam(params, 'material'),
    certifications: listParam(params, 'certification').filter((id) => (CERTIFICATION_IDS as readonly string[]).includes(id)),
    factories: listParam(params, 'factory'),
    maxMoq: Number.isFinite(Number(params.get('maxMoq'))) && params.get('maxMoq')?.trim() ? intIn(params.get('maxMoq'), 1, 1_000_000_000, 1) : null,
    verified: params.get('verified') === 'true',
    sort: (PARTNER_SEARCH_SORTS as readonly string[]).includes(sort) ? (sort as PartnerSearchSort) : 'best',
    page: intIn(params.get('page'), 1, 10_000, 1),
  };
}

function searchFilters(filters: PartnerPageFilters): PartnerSearchFilters {
  return {
    q: filters.q,
    role: filters.role,
    location: filters.locations,
    locationType: filters.locationType,
    expertise: filters.expertise,
    minRating: filters.minRating,
    capability: filters.capabilities,
    material: filters.materials,
    certification: filters.certifications,
    factory: filters.factories,
    maxMoq: filters.maxMoq ?? undefined,
    verified: filters.verified,
    sort: filters.sort,
  };
}

/** The /partners query string (without '?'): the parameters first, then the sidebar's, then page. */
export function partnerFiltersToQuery(filters: PartnerPageFilters): string {
  const query = partnerSearchQueryString(searchFilters(filters));
  const page = filters.page > 1 ? `page=${filters.page}` : '';
  return [query, page].filter(Boolean).join('&');
}

/** The GET /api/users query string for the page shown. */
export function partnerApiQuery(filters: PartnerPageFilters, pageSize = PARTNERS_PAGE_SIZE): string {
  return partnerSearchQueryString({ ...searchFilters(filters), limit: pageSize, offset: (filters.page - 1) * pageSize });
}

/** The GET /api/users path for a query string from partnerApiQuery (shared with the early request in routes.ts). */
export function partnerSearchApiPath(query: string): string {
  return query ? `${API_PATHS.users}?${query}` : API_PATHS.users;
}

/** A change of any filter goes back to page 1. */
export function withFilters(filters: PartnerPageFilters, changes: Partial<Omit<PartnerPageFilters, 'page'>>): PartnerPageFilters {
  return { ...filters, ...changes, page: 1 };
}

/** True when anything narrows the list (picks the empty state's hint and enables Reset). */
export function hasActiveFilters(filters: PartnerPageFilters): boolean {
  return Boolean(filters.q) || filters.role !== 'all' || filters.locations.length > 0 || filters.expertise.length > 0 || filters.minRating > 0
    || filters.capabilities.length > 0 || filters.materials.length > 0 || filters.certifications.length > 0 || filters.factories.length > 0
    || filters.maxMoq !== null || filters.verified;
}

/** The slider's label ('N/5'). */
export const ratingMarkLabel = (value: number) => `${value}/5`;
