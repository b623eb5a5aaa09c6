import { PARTNER_REGIONS, type LocationType, type PartnerRegion } from '#shared/constants/locations.ts';
import type { Role } from '#shared/constants/roles.ts';
import { PARTNER_TYPE_OPTIONS, partnerSearchQueryString, type PartnerSearchFilters } from '#shared/schemas/partner-search-schemas.ts';

/** Widget Partner Type: all, or one of the five partner roles. */
export type PartnerType = (typeof PARTNER_TYPE_OPTIONS)[number] | 'all';
/** Widget region select: 'any' (Any location) or a region. */
export type RegionChoice = PartnerRegion | 'any';

/**
 * What the partner search widget holds (both variants). Defaults: type all, mode region,
 * region any, no text.
 */
export interface WidgetSearch {
  q: string;
  role: PartnerType;
  locationMode: LocationType;
  region: RegionChoice;
  exactLocation: string;
}

export const EMPTY_WIDGET_SEARCH: WidgetSearch = { q: '', role: 'all', locationMode: 'region', region: 'any', exactLocation: '' };

export const isPartnerType = (value: string): value is PartnerType => value === 'all' || (PARTNER_TYPE_OPTIONS as readonly string[]).includes(value);
export const isRegion = (value: string): value is PartnerRegion => (PARTNER_REGIONS as readonly string[]).includes(value);

/** The location the widget asks for, or undefined: a chosen region, or the trimmed exact text when non-empty. */
export function widgetLocation(search: Pick<WidgetSearch, 'locationMode' | 'region' | 'exactLocation'>): { location: string; locationType: LocationType } | undefined {
  if (search.locationMode === 'region') return search.region === 'any' ? undefined : { location: search.region, locationType: 'region' };
  const text = search.exactLocation.trim();
  return text ? { location: text, locationType: 'exact' } : undefined;
}

/** The widget as search filters: q, role (all = left out), location and locationType. */
export function widgetFilters(search: WidgetSearch): PartnerSearchFilters {
  const location = widgetLocation(search);
  return { q: search.q, role: search.role as Exclude<Role, 'admin'> | 'all', ...(location ?? {}) };
}

/**
 * Navigation target: /partners with `q`, `role` (omitted when all), `location` and
 * `locationType` (region, or exact only when the trimmed text is non-empty), in that order; plain
 * /partners when nothing is set. Values are percent-encoded (a space is %20).
 */
export function partnersSearchUrl(search: WidgetSearch): string {
  const query = partnerSearchQueryString(widgetFilters(search));
  return query ? `/partners?${query}` : '/partners';
}

/** How many filters of the popover are active (the badge on the Filters button). */
export function activeFilterCount(search: WidgetSearch): number {
  return (search.role === 'all' ? 0 : 1) + (widgetLocation(search) ? 1 : 0);
}
