/**
 * How a member's `partner_search` row becomes search keys and sort keys: shared by the in-memory index
 * (partner-memory-index.ts) and the worker thread that reads its tables at start (partner-load-worker.ts).
 */

/** One member's search keys, as stored in partner_search (columns by their model names). */
export interface PartnerSearchRow {
  userId: number;
  role: string;
  region: string | null;
  country: string | null;
  city: string | null;
  postalCode: string | null;
  ratingAverage: number;
  ratingCount: number;
  qualityRank: number;
  createdAt: Date | string | number;
}

/** The keys a member is filed under besides their terms: role and location. */
export function rowKeys(row: Pick<PartnerSearchRow, 'role' | 'region' | 'city' | 'country' | 'postalCode'>): string[] {
  const keys = [`role:${row.role}`];
  if (row.region) keys.push(`region:${row.region}`);
  if (row.city) keys.push(`city:${row.city}`);
  if (row.country) keys.push(`country:${row.country}`);
  if (row.postalCode) keys.push(`postal:${row.postalCode}`);
  return keys;
}

/** A stored time as epoch milliseconds: SQLite gives numbers or "YYYY-MM-DD hh:mm:ss" (UTC), MySQL dates. */
export function timeOf(value: Date | string | number): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (/^\d+$/.test(value)) return Number(value);
  return Date.parse(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`);
}
