import { countryKey, parseLocation, PARTNER_REGIONS, canonicalCountry } from '#shared/constants/locations.ts';
import { foldText } from '../../db/search/search-terms.ts';

/**
 * The partner-search terms of a supplier profile, filed beside the expertise terms (partner-index.ts)
 * and looked up by equality (partner-memory-index.ts), so the new filters cost what an expertise
 * filter costs: `p:` process, `m:` material, `c:` approved certification, `r:` factory country and
 * region, `q:` minimum order quantity (a range is a scan of the few `q:` keys), `v:verified`.
 */

const MAX_TERM = 120;
const folded = (text: string) => foldText(text).trim().replace(/\s+/g, ' ');
const term = (prefix: string, text: string) => `${prefix}${folded(text)}`.slice(0, MAX_TERM);

export const capabilityTerm = (entry: string) => term('p:', entry);
export const materialTerm = (entry: string) => term('m:', entry);
export const certificationTerm = (id: string) => term('c:', id);
export const MOQ_PREFIX = 'q:';
export const moqTerm = (quantity: number) => `${MOQ_PREFIX}${quantity}`;
export const VERIFIED_TERM = 'v:verified';

/** The factory terms of one location: its country (canonical, lower case) and its region. */
export function factoryTerms(location: string): string[] {
  const parsed = parseLocation(location);
  const terms: string[] = [];
  if (parsed.country) terms.push(term('r:', countryKey(parsed.country)!));
  if (parsed.region) terms.push(term('r:', parsed.region));
  // The United States is a region and a country: one term.
  return [...new Set(terms)];
}

/** The term a factory filter value looks up: a region name, or a country by any of its names. */
export function factoryFilterTerm(value: string): string {
  const region = PARTNER_REGIONS.find((r) => r.toLowerCase() === value.trim().toLowerCase());
  if (region) return term('r:', region);
  return term('r:', (canonicalCountry(value) ?? value).toLowerCase());
}

/** What the index reads of a supplier profile. */
export interface SupplierFacts {
  capabilities: string[];
  materials: string[];
  /** Approved ones only: a pending certificate does not make a member certified. */
  approvedCertifications: string[];
  factoryLocations: string[];
  minOrderQuantity: number | null;
}

export function supplierTerms(facts: SupplierFacts | undefined, verified: boolean): string[] {
  const terms = new Set<string>();
  if (verified) terms.add(VERIFIED_TERM);
  if (!facts) return [...terms];
  for (const entry of facts.capabilities) terms.add(capabilityTerm(entry));
  for (const entry of facts.materials) terms.add(materialTerm(entry));
  for (const id of facts.approvedCertifications) terms.add(certificationTerm(id));
  for (const location of facts.factoryLocations) for (const t of factoryTerms(location)) terms.add(t);
  if (facts.minOrderQuantity !== null) terms.add(moqTerm(facts.minOrderQuantity));
  return [...terms];
}
