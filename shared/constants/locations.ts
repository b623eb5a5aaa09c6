/**
 * Partner locations (the search widget's regions, the sidebar's checkboxes) in one place, so the search widget,
 * the /partners sidebar and the server read a location the same way.
 *
 * A member's location is free text ("Berlin, Germany", "Singapore", "94107 San Francisco, USA").
 * `parseLocation` reads it as city, country (canonical name) and postal code; the country gives the
 * region. Search modes:
 * - region: United States / Europe / Asia by country (a city on its own, like "Singapore" or
 *   "Shenzhen", is looked up in KNOWN_CITIES); Global means any location, including none.
 * - exact: case-insensitive match on the city, the country (any alias: "USA", "US", "United States")
 *   or the postal code. Text with a comma ("Berlin, Germany") must match city and country both.
 */

export const PARTNER_REGIONS = ['United States', 'Europe', 'Asia', 'Global'] as const;
export type PartnerRegion = (typeof PARTNER_REGIONS)[number];
/** Regions a location can belong to (Global is "any"). */
export type LocatedRegion = Exclude<PartnerRegion, 'Global'>;

export const LOCATION_TYPES = ['region', 'exact'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** The location checkboxes of the /partners sidebar (each is an exact search). */
export const PARTNER_LOCATION_OPTIONS = [
  'San Francisco, USA', 'New York, USA', 'London, UK', 'Berlin, Germany', 'Tokyo, Japan', 'Singapore', 'Shenzhen, China', 'Taipei, Taiwan',
] as const;

/* The expertise checkboxes are EXPERTISE_OPTIONS in schemas/profile-schemas.ts. */

/** Canonical country name -> region and the other names people type for it. */
const COUNTRIES: Record<string, { region: LocatedRegion; aliases: string[] }> = {
  'United States': { region: 'United States', aliases: ['usa', 'us', 'u.s.', 'u.s.a.', 'united states of america', 'america'] },
  'United Kingdom': { region: 'Europe', aliases: ['uk', 'u.k.', 'great britain', 'britain', 'england', 'scotland', 'wales'] },
  Germany: { region: 'Europe', aliases: ['deutschland', 'de'] },
  France: { region: 'Europe', aliases: ['fr'] },
  Netherlands: { region: 'Europe', aliases: ['the netherlands', 'holland', 'nl'] },
  Italy: { region: 'Europe', aliases: ['italia'] },
  Spain: { region: 'Europe', aliases: ['espana', 'españa'] },
  Portugal: { region: 'Europe', aliases: [] },
  Ireland: { region: 'Europe', aliases: [] },
  Belgium: { region: 'Europe', aliases: [] },
  Switzerland: { region: 'Europe', aliases: ['schweiz', 'suisse'] },
  Austria: { region: 'Europe', aliases: ['österreich'] },
  Sweden: { region: 'Europe', aliases: [] },
  Norway: { region: 'Europe', aliases: [] },
  Denmark: { region: 'Europe', aliases: [] },
  Finland: { region: 'Europe', aliases: [] },
  Poland: { region: 'Europe', aliases: ['polska'] },
  'Czech Republic': { region: 'Europe', aliases: ['czechia'] },
  Estonia: { region: 'Europe', aliases: [] },
  China: { region: 'Asia', aliases: ['prc', "people's republic of china", 'cn'] },
  Japan: { region: 'Asia', aliases: ['jp'] },
  'South Korea': { region: 'Asia', aliases: ['korea', 'republic of korea', 'kr'] },
  Taiwan: { region: 'Asia', aliases: ['tw', 'roc'] },
  Singapore: { region: 'Asia', aliases: ['sg'] },
  India: { region: 'Asia', aliases: ['in'] },
  Vietnam: { region: 'Asia', aliases: ['viet nam'] },
  Thailand: { region: 'Asia', aliases: [] },
  Malaysia: { region: 'Asia', aliases: [] },
  Indonesia: { region: 'Asia', aliases: [] },
  Philippines: { region: 'Asia', aliases: [] },
  'Hong Kong': { region: 'Asia', aliases: ['hk'] },
  Israel: { region: 'Asia', aliases: [] },
  'United Arab Emirates': { region: 'Asia', aliases: ['uae'] },
};

/** US states (names and codes) also count as the United States: "Austin, TX". */
const US_STATES = [
  'alabama', 'alaska', 'arizona', 'arkansas', 'california', 'colorado', 'connecticut', 'delaware', 'florida', 'georgia', 'hawaii', 'idaho',
  'illinois', 'indiana', 'iowa', 'kansas', 'kentucky', 'louisiana', 'maine', 'maryland', 'massachusetts', 'michigan', 'minnesota',
  'mississippi', 'missouri', 'montana', 'nebraska', 'nevada', 'new hampshire', 'new jersey', 'new mexico', 'new york state', 'north carolina',
  'north dakota', 'ohio', 'oklahoma', 'oregon', 'pennsylvania', 'rhode island', 'south carolina', 'south dakota', 'tennessee', 'texas',
  'utah', 'vermont', 'virginia', 'washington', 'west virginia', 'wisconsin', 'wyoming',
  'al', 'ak', 'az', 'ar', 'ca', 'co', 'ct', 'fl', 'ga', 'hi', 'ia', 'il', 'ks', 'ky', 'la', 'ma', 'md', 'mi', 'mn', 'mo', 'ms', 'mt', 'nc',
  'nd', 'ne', 'nh', 'nj', 'nm', 'nv', 'ny', 'oh', 'ok', 'or', 'pa', 'ri', 'sc', 'sd', 'tn', 'tx', 'ut', 'va', 'vt', 'wa', 'wi', 'wv', 'wy',
];

/** Cities written without a country, and the country they are in. */
export const KNOWN_CITIES: Record<string, string> = {
  'san francisco': 'United States', 'new york': 'United States', 'new york city': 'United States', nyc: 'United States',
  boston: 'United States', austin: 'United States', seattle: 'United States', chicago: 'United States', 'los angeles': 'United States',
  'san jose': 'United States', 'palo alto': 'United States', 'san diego': 'United States', denver: 'United States', detroit: 'United States',
  pittsburgh: 'United States',
  london: 'United Kingdom', manchester: 'United Kingdom', cambridge: 'United Kingdom', edinburgh: 'United Kingdom',
  berlin: 'Germany', munich: 'Germany', hamburg: 'Germany', stuttgart: 'Germany', paris: 'France', lyon: 'France', amsterdam: 'Netherlands',
  eindhoven: 'Netherlands', milan: 'Italy', madrid: 'Spain', barcelona: 'Spain', lisbon: 'Portugal', dublin: 'Ireland', zurich: 'Switzerland',
  vienna: 'Austria', stockholm: 'Sweden', copenhagen: 'Denmark', helsinki: 'Finland', warsaw: 'Poland', prague: 'Czech Republic', tallinn: 'Estonia',
  tokyo: 'Japan', osaka: 'Japan', singapore: 'Singapore', shenzhen: 'China', shanghai: 'China', beijing: 'China', guangzhou: 'China',
  dongguan: 'China', 'hong kong': 'Hong Kong', taipei: 'Taiwan', hsinchu: 'Taiwan', seoul: 'South Korea', bangalore: 'India', bengaluru: 'India',
  'tel aviv': 'Israel', dubai: 'United Arab Emirates', penang: 'Malaysia', 'ho chi minh city': 'Vietnam', bangkok: 'Thailand',
};

/** Lower case, accents kept, inner spaces collapsed. */
export const normalizeLocationText = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const COUNTRY_BY_NAME = new Map<string, string>();
for (const [name, { aliases }] of Object.entries(COUNTRIES)) {
  COUNTRY_BY_NAME.set(name.toLowerCase(), name);
  for (const alias of aliases) COUNTRY_BY_NAME.set(alias, name);
}

/** The canonical country for a name or alias ("USA" -> "United States"), or undefined. */
export function canonicalCountry(text: string): string | undefined {
  return COUNTRY_BY_NAME.get(normalizeLocationText(text));
}

/** The region a canonical country belongs to (undefined when unknown: only Global finds it). */
export function regionOfCountry(country: string | null | undefined): LocatedRegion | undefined {
  return country ? COUNTRIES[country]?.region : undefined;
}

/** Every canonical country of a region (what the region filter means, for display). */
export function countriesInRegion(region: LocatedRegion): string[] {
  return Object.entries(COUNTRIES).filter(([, c]) => c.region === region).map(([name]) => name);
}

const POSTAL_CODE = /^(?=.*\d)[a-z0-9][a-z0-9 -]{1,9}$/i;

export interface ParsedLocation {
  /** Lower case. */
  city: string | null;
  /** Canonical country name, or the last part as written (lower case) when unknown. */
  country: string | null;
  /** Lower case, spaces removed. */
  postalCode: string | null;
  region: LocatedRegion | null;
}

/**
 * Reads free-text location: parts split by commas; a part with a digit that looks like a postal
 * code is the postal code (also a leading "94107 San Francisco"); the last other part names the
 * country when it is a known country or US state, the first other part is the city. A single known
 * city ("Singapore", "Shenzhen") gives its country.
 */
export function parseLocation(raw: string | null | undefined): ParsedLocation {
  const empty: ParsedLocation = { city: null, country: null, postalCode: null, region: null };
  if (!raw || !raw.trim()) return empty;
  let postalCode: string | null = null;
  const parts: string[] = [];
  for (const piece of raw.split(',').map(normalizeLocationText).filter(Boolean)) {
    if (!postalCode && POSTAL_CODE.test(piece) && /\d/.test(piece) && piece.replace(/[\s-]/g, '').length >= 3) {
      postalCode = piece.replace(/\s+/g, '');
      continue;
    }
    // "94107 san francisco" or "san francisco 94107" or "ny 10001".
    const leading = /^(\d[\d-]{2,9})\s+(.+)$/.exec(piece) ?? /^(.+?)\s+(\d[\d-]{2,9})$/.exec(piece);
    if (!postalCode && leading) {
      const [a, b] = [leading[1]!, leading[2]!];
      const digitsFirst = /^\d/.test(a);
      postalCode = (digitsFirst ? a : b).replace(/\s+/g, '');
      parts.push(digitsFirst ? b : a);
      continue;
    }
    parts.push(piece);
  }
  let country: string | null = null;
  if (parts.length > 1) {
    const last = parts[parts.length - 1]!;
    const known = canonicalCountry(last) ?? (US_STATES.includes(last) ? 'United States' : undefined);
    if (known) {
      country = known;
      parts.pop();
      // "Austin, TX, USA": drop the state too.
      if (parts.length > 1 && US_STATES.includes(parts[parts.length - 1]!)) parts.pop();
    } else {
      country = last;
      parts.pop();
    }
  }
  let city = parts[0] ?? null;
  if (!country && city) {
    const asCountry = canonicalCountry(city);
    if (asCountry && !KNOWN_CITIES[city]) {
      country = asCountry;
      city = null;
    } else if (KNOWN_CITIES[city]) {
      country = KNOWN_CITIES[city]!;
    }
  }
  return { city, country, postalCode, region: regionOfCountry(country) ?? null };
}

/** How the server stores a country for matching: lower case (canonical name when known). */
export const countryKey = (country: string | null) => (country ? country.toLowerCase() : null);

export interface ExactLocationMatch {
  /** Every given key must match (AND); keys are lower case. */
  city?: string;
  country?: string;
  postalCode?: string;
  /** A single word or phrase: city OR country OR postal code. */
  any?: { city: string; country: string; postalCode: string };
}

/**
 * What an exact-location search text must match. "Berlin, Germany" -> city berlin AND country germany;
 * "USA" -> city "usa" or country "united states" or postal code "usa"; "10115" -> postal code.
 */
export function exactLocationMatch(text: string): ExactLocationMatch | null {
  const normalized = normalizeLocationText(text);
  if (!normalized) return null;
  if (!normalized.includes(',')) {
    const country = canonicalCountry(normalized);
    return { any: { city: normalized, country: (country ?? normalized).toLowerCase(), postalCode: normalized.replace(/\s+/g, '') } };
  }
  const parsed = parseLocation(normalized);
  const match: ExactLocationMatch = {};
  if (parsed.city) match.city = parsed.city;
  if (parsed.country) match.country = parsed.country.toLowerCase();
  if (parsed.postalCode) match.postalCode = parsed.postalCode;
  return Object.keys(match).length ? match : null;
}
