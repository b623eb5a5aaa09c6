import { z } from 'zod';
import { LOCATION_TYPES, PARTNER_REGIONS, type LocationType, type PartnerRegion } from '../constants/locations.ts';
import { ROLES, type Role } from '../constants/roles.ts';
import { blankToUndefined, single } from './common-fields.ts';
import { CONNECTION_STATUSES } from './connection-schemas.ts';
import { projectSchema } from './project-schemas.ts';
import { CERTIFICATION_IDS, supplierProfileSchema } from './supplier-profile-schemas.ts';
import { publicUserSchema } from './user-schemas.ts';

/**
 * GET /api/users: partner search. Query parameters, all optional:
 * - q: words matched against name, username, company, bio and expertise. Every word must match
 *   (AND), each as a word prefix, case- and accent-insensitive ("pcb", "embed" finds "Embedded").
 * - role: one role (the partner roles, plus entrepreneur for the /partners sidebar); `all` or absent = any.
 * - location (repeatable, match any) + locationType: `region` (United States | Europe | Asia | Global;
 *   Global = any) or `exact` (city, country or postal code, case-insensitive; see constants/locations.ts).
 *   Without locationType, region names are read as regions and anything else as exact.
 * - expertise (repeatable or comma-separated) + expertiseMatch `any` (default: at least one of them,
 *   like the sidebar checkboxes) or `all`. Case-insensitive equality with a member's expertise item.
 * - minRating: 0-5 (0 = no filter); members without ratings are left out when above 0.
 * - Supplier profiles (supplier-profile-schemas.ts), each repeatable, any of the values given, and every
 *   kind given must match: capability (a process id or free text), material (id or text), certification
 *   (approved ones only), factory (a country, alias or region name of a factory location);
 *   maxMoq (a stated minimum order quantity of at most N); verified=true (the Verified badge).
 * - sort: `best` (default: the best-matching, best-reputed first: a quality rank from rating, number
 *   of ratings, verification and profile completeness, members with a running featured placement
 *   first), `rating` (average, then count), `newest`.
 * - limit (1-100, default 20), offset (default 0).
 * Answer: PartnerSearchResult. Never the caller, never admins, never deactivated accounts.
 */

export const PARTNER_SEARCH_SORTS = ['best', 'rating', 'newest'] as const;
export type PartnerSearchSort = (typeof PARTNER_SEARCH_SORTS)[number];
export const PARTNER_SORT_LABELS: Record<PartnerSearchSort, string> = { best: 'Best match', rating: 'Highest rated', newest: 'Newest' };

/** Roles a search can ask for (admins are never listed). */
export const SEARCHABLE_ROLES = ROLES.filter((role): role is Exclude<Role, 'admin'> => role !== 'admin');
/** The widget's Partner Type options (the sidebar adds entrepreneur). */
export const PARTNER_TYPE_OPTIONS = ['manufacturer', 'supplier', 'attorney', 'designer', 'investor'] as const satisfies readonly Role[];

export const PARTNER_SEARCH_DEFAULT_LIMIT = 20;
export const PARTNER_SEARCH_MAX_LIMIT = 100;
export const PARTNER_SEARCH_MAX_OFFSET = 100_000;

export const PARTNER_SEARCH_MESSAGES = {
  qTooLong: 'Search text must be at most 200 characters.',
  role: 'Unknown partner type.',
  region: 'Unknown region. Choose United States, Europe, Asia or Global.',
  locationType: 'Location type must be region or exact.',
  locationTooLong: 'Location must be at most 120 characters.',
  tooManyLocations: 'Choose at most 10 locations.',
  tooManyExpertise: 'Choose at most 20 areas of expertise.',
  expertiseTooLong: 'Expertise must be at most 60 characters.',
  expertiseMatch: 'Expertise match must be any or all.',
  minRating: 'Minimum rating must be a number from 0 to 5.',
  limit: `Limit must be a whole number from 1 to ${PARTNER_SEARCH_MAX_LIMIT}.`,
  offset: 'Offset must be a whole number of 0 or more.',
  sort: 'Sort must be best, rating or newest.',
  tooManyValues: 'Choose at most 20 values per filter.',
  valueTooLong: 'Each filter value must be at most 120 characters.',
  certification: 'Unknown certification.',
  maxMoq: 'Maximum order quantity must be a whole number of 1 or more.',
  verified: 'Verified must be true or false.',
} as const;

/** A query value given once or repeated (Koa gives an array for a repeated key). */
const listOf = (splitCommas: boolean) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => {
      const items = value === undefined ? [] : Array.isArray(value) ? value : [value];
      return (splitCommas ? items.flatMap((item) => item.split(',')) : items).map((item) => item.trim()).filter(Boolean);
    });

/** Free-text filter values (capability, material, factory): not split on commas, which they may hold. */
const filterValues = listOf(false).pipe(z.array(z.string().max(120, PARTNER_SEARCH_MESSAGES.valueTooLong)).max(20, PARTNER_SEARCH_MESSAGES.tooManyValues));
const uniqueFolded = (values: string[]) => [...new Map(values.map((v) => [v.toLowerCase(), v])).values()];

const isRegion = (value: string): value is PartnerRegion => (PARTNER_REGIONS as readonly string[]).some((r) => r.toLowerCase() === value.toLowerCase());
const regionNamed = (value: string) => PARTNER_REGIONS.find((r) => r.toLowerCase() === value.toLowerCase())!;

export const partnerSearchQuerySchema = z
  .object({
    q: single(z.string().trim().max(200, PARTNER_SEARCH_MESSAGES.qTooLong).optional()),
    role: single(
      z.preprocess(
        (value) => (blankToUndefined(value) === undefined || value === 'all' ? undefined : value),
        z.enum(SEARCHABLE_ROLES, { error: PARTNER_SEARCH_MESSAGES.role }).optional(),
      ),
    ),
    location: listOf(false).pipe(
      z.array(z.string().max(120, PARTNER_SEARCH_MESSAGES.locationTooLong)).max(10, PARTNER_SEARCH_MESSAGES.tooManyLocations),
    ),
    locationType: single(z.preprocess(blankToUndefined, z.enum(LOCATION_TYPES, { error: PARTNER_SEARCH_MESSAGES.locationType }).optional())),
    expertise: listOf(true).pipe(
      z.array(z.string().max(60, PARTNER_SEARCH_MESSAGES.expertiseTooLong)).max(20, PARTNER_SEARCH_MESSAGES.tooManyExpertise),
    ),
    expertiseMatch: single(z.preprocess(blankToUndefined, z.enum(['any', 'all'], { error: PARTNER_SEARCH_MESSAGES.expertiseMatch }).default('any'))),
    minRating: single(z.preprocess(blankToUndefined, z.coerce.number({ error: PARTNER_SEARCH_MESSAGES.minRating }).min(0, PARTNER_SEARCH_MESSAGES.minRating).max(5, PARTNER_SEARCH_MESSAGES.minRating).default(0))),
    limit: single(z.preprocess(blankToUndefined, z.coerce.number({ error: PARTNER_SEARCH_MESSAGES.limit }).int(PARTNER_SEARCH_MESSAGES.limit).min(1, PARTNER_SEARCH_MESSAGES.limit).max(PARTNER_SEARCH_MAX_LIMIT, PARTNER_SEARCH_MESSAGES.limit).default(PARTNER_SEARCH_DEFAULT_LIMIT))),
    offset: single(z.preprocess(blankToUndefined, z.coerce.number({ error: PARTNER_SEARCH_MESSAGES.offset }).int(PARTNER_SEARCH_MESSAGES.offset).min(0, PARTNER_SEARCH_MESSAGES.offset).max(PARTNER_SEARCH_MAX_OFFSET, PARTNER_SEARCH_MESSAGES.offset).default(0))),
    sort: single(z.preprocess(blankToUndefined, z.enum(PARTNER_SEARCH_SORTS, { error: PARTNER_SEARCH_MESSAGES.sort }).default('best'))),
    capability: filterValues,
    material: filterValues,
    certification: listOf(true).pipe(z.array(z.enum(CERTIFICATION_IDS, { error: PARTNER_SEARCH_MESSAGES.certification })).max(20, PARTNER_SEARCH_MESSAGES.tooManyValues)),
    factory: filterValues,
    maxMoq: single(z.preprocess(blankToUndefined, z.coerce.number({ error: PARTNER_SEARCH_MESSAGES.maxMoq }).int(PARTNER_SEARCH_MESSAGES.maxMoq).min(1, PARTNER_SEARCH_MESSAGES.maxMoq).max(1e9, PARTNER_SEARCH_MESSAGES.maxMoq).optional())),
    verified: single(z.preprocess(blankToUndefined, z.enum(['true', 'false'], { error: PARTNER_SEARCH_MESSAGES.verified }).optional())),
  })
  .transform((input, ctx) => {
    // Region is the default mode; a location that is not a region name is read as exact.
    const locationType: LocationType = input.locationType ?? (input.location.every(isRegion) ? 'region' : 'exact');
    let regions: PartnerRegion[] = [];
    let exactLocations: string[] = [];
    if (locationType === 'region') {
      const unknown = input.location.find((value) => !isRegion(value));
      if (unknown !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['location'], message: PARTNER_SEARCH_MESSAGES.region });
        return z.NEVER;
      }
      regions = [...new Set(input.location.map(regionNamed))];
      // Global is "any location".
      if (regions.includes('Global')) regions = [];
    } else {
      exactLocations = input.location;
    }
    return {
      q: input.q || undefined,
      role: input.role,
      locationType,
      regions: regions as Array<Exclude<PartnerRegion, 'Global'>>,
      exactLocations,
      expertise: [...new Map(input.expertise.map((e) => [e.toLowerCase(), e])).values()],
      expertiseMatch: input.expertiseMatch,
      minRating: input.minRating,
      limit: input.limit,
      offset: input.offset,
      sort: input.sort,
      capabilities: uniqueFolded(input.capability),
      materials: uniqueFolded(input.material),
      certifications: [...new Set(input.certification)],
      factories: uniqueFolded(input.factory),
      maxMoq: input.maxMoq,
      verifiedOnly: input.verified === 'true',
    };
  });
export type PartnerSearchQuery = z.output<typeof partnerSearchQuerySchema>;

/** The filters a client holds (widget, /partners); `partnerSearchParams` turns them into the query string. */
export interface PartnerSearchFilters {
  q?: string;
  role?: Exclude<Role, 'admin'> | 'all';
  location?: string | string[];
  locationType?: LocationType;
  expertise?: string[];
  expertiseMatch?: 'any' | 'all';
  minRating?: number;
  sort?: PartnerSearchSort;
  limit?: number;
  offset?: number;
  capability?: string[];
  material?: string[];
  certification?: string[];
  factory?: string[];
  maxMoq?: number;
  verified?: boolean;
}

/**
 * The query parameters (q, role omitted when all, location, locationType) plus the
 * sidebar's filters, in a stable order; empty values are left out. Use for both /partners and /api/users.
 */
export function partnerSearchParams(filters: PartnerSearchFilters): Array<[string, string]> {
  const params: Array<[string, string]> = [];
  const q = filters.q?.trim();
  if (q) params.push(['q', q]);
  if (filters.role && filters.role !== 'all') params.push(['role', filters.role]);
  const locations = (Array.isArray(filters.location) ? filters.location : [filters.location ?? '']).map((l) => l.trim()).filter(Boolean);
  if (locations.length) {
    for (const location of locations) params.push(['location', location]);
    params.push(['locationType', filters.locationType ?? 'region']);
  }
  const expertise = (filters.expertise ?? []).map((e) => e.trim()).filter(Boolean);
  for (const item of expertise) params.push(['expertise', item]);
  if (filters.expertiseMatch === 'all' && expertise.length) params.push(['expertiseMatch', 'all']);
  if (filters.minRating) params.push(['minRating', String(filters.minRating)]);
  for (const [key, values] of [['capability', filters.capability], ['material', filters.material], ['certification', filters.certification], ['factory', filters.factory]] as const) {
    for (const value of values ?? []) if (value.trim()) params.push([key, value.trim()]);
  }
  if (filters.maxMoq) params.push(['maxMoq', String(filters.maxMoq)]);
  if (filters.verified) params.push(['verified', 'true']);
  if (filters.sort && filters.sort !== 'best') params.push(['sort', filters.sort]);
  if (filters.limit && filters.limit !== PARTNER_SEARCH_DEFAULT_LIMIT) params.push(['limit', String(filters.limit)]);
  if (filters.offset) params.push(['offset', String(filters.offset)]);
  return params;
}

/** `partnerSearchParams` as a query string without '?': '' when nothing is set (then plain /partners). */
export function partnerSearchQueryString(filters: PartnerSearchFilters): string {
  return partnerSearchParams(filters).map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
}

/** Average rounded to 1 decimal (null without ratings) and how many ratings it is made of. */
export const ratingBriefSchema = z.object({
  average: z.number().nullable(),
  count: z.int(),
});
export type RatingBrief = z.infer<typeof ratingBriefSchema>;

/** A partner card: the public profile, the real rating from the ratings table and the verified badge. */
export const partnerCardSchema = publicUserSchema.extend({
  rating: ratingBriefSchema,
  verified: z.boolean(),
  /** A running featured placement (featured_project): first in Best match, marked 'Featured'. */
  featured: z.boolean(),
});
export type PartnerCard = z.infer<typeof partnerCardSchema>;

export const partnerSearchResultSchema = z.object({
  items: z.array(partnerCardSchema),
  /** Every match of the filters (for paging), not just this page. */
  total: z.int(),
  limit: z.int(),
  offset: z.int(),
});
export type PartnerSearchResult = z.infer<typeof partnerSearchResultSchema>;

/**
 * GET /api/users/{id}: the public profile page. `projects` are their active projects (newest update
 * first); `connection` is the latest pending or accepted connection between the caller and them
 * (`sent` = the caller asked), or null, so the page can show Connect, Pending or Message.
 */
export const partnerProfileSchema = partnerCardSchema.extend({
  projects: z.array(projectSchema),
  connection: z
    .object({ id: z.int(), status: z.enum(CONNECTION_STATUSES), direction: z.enum(['sent', 'received']) })
    .nullable(),
  /** A manufacturer's or supplier's profile (null for other roles); others see approved certifications only. */
  supplierProfile: supplierProfileSchema.nullable(),
});
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;

export const USER_MESSAGES = {
  notFound: 'User not found.',
} as const;
