import type { Knex } from 'knex';
import { showsVerifiedBadge } from './verified-badge.ts';
import { toDate } from '../../db/base-model.ts';
import { foldText, insertChunked, parseJsonList, wordsOf, wordTerm } from '../../db/search/search-terms.ts';
import { countryKey, parseLocation } from '#shared/constants/locations.ts';
import type { Role } from '#shared/constants/roles.ts';
import { capabilityLabel, materialLabel } from '#shared/schemas/supplier-profile-schemas.ts';
import { supplierTerms, type SupplierFacts } from './supplier-terms.ts';

/**
 * The partner search index (GET /api/users), kept beside `users` so searches read narrow rows:
 * - `partner_search`: one row per searchable member (active, not an admin) with the filter and sort
 *   keys: role, region, city, country, postal code, rating average/count, verified, the quality
 *   rank of "best match", created_at. Deactivated members and admins have no row.
 * - `partner_search_terms`: (term, user_id) pairs: `e:<expertise>` for each expertise item and
 *   `w:<word>` for each word of name, username, company, bio, expertise, capabilities and materials, and
 *   the supplier profile's terms (supplier-terms.ts). A text search is a prefix range on the primary key
 *   (term, user_id); an expertise (capability, material, certification, factory) filter is an equality.
 * Every write that changes what search shows calls `refreshPartner` (or `refreshPartnerRating`) in
 * the same transaction as the change: registration, profile edits, deactivation, ratings.
 */

/** What the index is built from: the users columns it reads. */
export interface IndexableUser {
  id: number;
  role: Role;
  fullName: string;
  username: string;
  companyName: string | null;
  location: string | null;
  bio: string | null;
  expertise: string[] | null;
  profileImage: string | null;
  verificationStatus: string;
  /** Set once the member bought the verified badge (a later column: absent while migrating). */
  badgePurchasedAt?: unknown;
  ratingAverage: number | string | null;
  ratingCount: number | string | null;
  deactivatedAt: unknown;
  createdAt: unknown;
  /** Set while the member holds a running featured placement (featured_project). */
  featuredUntil?: unknown;
}

const USER_COLUMNS = [
  'id', 'role', 'fullName', 'username', 'companyName', 'location', 'bio', 'expertise', 'profileImage', 'verificationStatus',
  'ratingAverage', 'ratingCount', 'deactivatedAt', 'createdAt',
] as const;

/** Per database (a transaction shares its knex's client config): the later columns that exist by now. */
const laterColumnsFound = new WeakMap<object, readonly string[]>();
/** Columns that arrived with migrations after the one that first builds the index, read once they exist. */
const LATER_COLUMNS = [
  { column: 'featured_until', field: 'featuredUntil' },
  { column: 'badge_purchased_at', field: 'badgePurchasedAt' },
] as const;

async function userColumns(db: Knex): Promise<readonly string[]> {
  const key = db.client.config as object;
  const known = laterColumnsFound.get(key);
  if (known) return known;
  const present: string[] = [];
  for (const later of LATER_COLUMNS) if (await db.schema.hasColumn('users', later.column)) present.push(later.field);
  const columns = [...USER_COLUMNS, ...present];
  // Remembered only once every later column is there (migrations only ever add them).
  if (present.length === LATER_COLUMNS.length) laterColumnsFound.set(key, columns);
  return columns;
}

const MAX_TERM = 120;

/** The key an expertise item is filed and looked up under. */
export function expertiseTerm(expertise: string): string {
  return `e:${foldText(expertise).trim().replace(/\s+/g, ' ')}`.slice(0, MAX_TERM);
}

const isSearchable = (user: IndexableUser) => user.role !== 'admin' && !user.deactivatedAt;

/** Lifts a featured member (a featured_project purchase: 'top of search results') above every unfeatured one. */
export const FEATURED_RANK_BOOST = 100_000;

/** The badge's two facts from an index row (dates arrive as the driver gives them). */
function badgeFacts(user: Pick<IndexableUser, 'verificationStatus' | 'badgePurchasedAt'>) {
  return { verificationStatus: user.verificationStatus as 'pending' | 'verified' | 'rejected', badgePurchasedAt: user.badgePurchasedAt ? String(user.badgePurchasedAt) : null };
}

/**
 * "Best match" quality, higher first: a Bayesian average of the ratings (prior 3 with weight 2, so
 * one 5 does not beat ten 4.5s), a bonus for verified professionals and for a complete profile;
 * members with a running featured placement come first.
 */
export function qualityRank(user: Pick<IndexableUser, 'ratingAverage' | 'ratingCount' | 'verificationStatus' | 'badgePurchasedAt' | 'bio' | 'expertise' | 'profileImage' | 'featuredUntil'>): number {
  const count = Number(user.ratingCount ?? 0);
  const average = Number(user.ratingAverage ?? 0);
  const bayes = (average * count + 3 * 2) / (count + 2);
  const bonus = (showsVerifiedBadge(badgeFacts(user)) ? 0.3 : 0) + (user.bio?.trim() ? 0.1 : 0) + (user.expertise?.length ? 0.1 : 0) + (user.profileImage ? 0.05 : 0);
  return Math.round((bayes + bonus) * 1000) + (user.featuredUntil ? FEATURED_RANK_BOOST : 0);
}


/** The partner_search row and terms of one member (undefined when they are not searchable). */
export function indexRows(user: IndexableUser, supplier?: SupplierFacts): { row: Record<string, unknown>; terms: string[] } | undefined {
  if (!isSearchable(user)) return undefined;
  const expertise = parseJsonList(user.expertise);
  const location = parseLocation(user.location);
  const count = Number(user.ratingCount ?? 0);
  const terms = new Set<string>();
  for (const item of expertise) terms.add(expertiseTerm(item));
  const supplierWords = supplier ? [...supplier.capabilities.map(capabilityLabel), ...supplier.materials.map(materialLabel)] : [];
  for (const text of [user.fullName, user.username, user.companyName, user.bio, ...expertise, ...supplierWords]) {
    for (const word of wordsOf(text)) terms.add(wordTerm(word));
  }
  for (const term of supplierTerms(supplier, showsVerifiedBadge(badgeFacts(user)))) terms.add(term);
  return {
    row: {
      userId: user.id,
      role: user.role,
      region: location.region,
      country: location.country ? foldText(countryKey(location.country)!).slice(0, 80) : null,
      city: location.city ? foldText(location.city).slice(0, 80) : null,
      postalCode: location.postalCode ? foldText(location.postalCode).slice(0, 20) : null,
      ratingAverage: count ? Number(user.ratingAverage ?? 0) : 0,
      ratingCount: count,
      qualityRank: qualityRank({ ...user, expertise }),
      verified: showsVerifiedBadge(badgeFacts(user)),
      createdAt: toDate(user.createdAt),
    },
    terms: [...terms],
  };
}

/**
 * Re-files one member after a change (or removes them when they stopped being searchable).
 * Only what changed is written, each row by its primary key: on MySQL a delete or update that
 * finds nothing takes gap locks, and concurrent sign-ups (each filing a new member) would deadlock.
 */
export async function refreshPartner(db: Knex, userId: number): Promise<void> {
  const [user, existing, existingTerms, supplier] = await Promise.all([
    userColumns(db).then((columns) => db('users').where({ id: userId }).first(...columns)) as Promise<IndexableUser | undefined>,
    db('partner_search').where({ userId }).first('userId') as Promise<{ userId: number } | undefined>,
    db('partner_search_terms').where({ userId }).pluck('term') as Promise<string[]>,
    supplierFactsOf(db, [userId]),
  ]);
  const rows = user && indexRows(user, supplier.get(userId));
  const wanted = new Set(rows?.terms ?? []);
  const had = new Set(existingTerms);
  const stale = existingTerms.filter((term) => !wanted.has(term));
  for (let i = 0; i < stale.length; i += 200) {
    await db('partner_search_terms').where({ userId }).whereIn('term', stale.slice(i, i + 200)).delete();
  }
  if (!rows) {
    if (existing) await db('partner_search').where({ userId }).delete();
    return;
  }
  if (existing) await db('partner_search').where({ userId }).update(rows.row);
  else await db('partner_search').insert(rows.row);
  await insertChunked(db, 'partner_search_terms', [...wanted].filter((term) => !had.has(term)).map((term) => ({ term, userId })));
}

/**
 * Recomputes a member's rating from the ratings table onto `users` (rating_average, rating_count)
 * and the search row, in the caller's transaction.
 */
export async function refreshPartnerRating(db: Knex, userId: number): Promise<{ average: number | null; count: number }> {
  const row = await db('ratings').where({ targetType: 'user', targetId: userId }).count({ n: '*' }).sum({ total: 'score' }).first();
  const count = Number(row?.n ?? 0);
  const average = count ? Number(row?.total ?? 0) / count : null;
  await db('users').where({ id: userId }).update({ ratingAverage: average, ratingCount: count });
  const user = (await db('users').where({ id: userId }).first(...(await userColumns(db)))) as IndexableUser | undefined;
  // Only a listed member has a search row (see refreshPartner on gap locks).
  const listed = await db('partner_search').where({ userId }).first('userId');
  if (user && listed) {
    await db('partner_search')
      .where({ userId })
      .update({ ratingAverage: average ?? 0, ratingCount: count, qualityRank: qualityRank({ ...user, expertise: parseJsonList(user.expertise) }) });
  }
  return { average, count };
}

/** Rebuilds the whole index from `users` (migrations, bulk imports, the benchmark's seed). */
export async function rebuildPartnerIndex(db: Knex, batch = 2000): Promise<void> {
  await db('partner_search_terms').delete();
  await db('partner_search').delete();
  let after = 0;
  for (;;) {
    const users = (await db('users').where('id', '>', after).orderBy('id').limit(batch).select(...(await userColumns(db)))) as IndexableUser[];
    if (!users.length) break;
    after = users[users.length - 1]!.id;
    const supplier = await supplierFactsOf(db, users.map((user) => user.id));
    const rows = users.map((user) => indexRows(user, supplier.get(user.id))).filter((r) => r !== undefined);
    await insertChunked(db, 'partner_search', rows.map((r) => r.row), 200);
    await insertChunked(db, 'partner_search_terms', rows.flatMap((r) => r.terms.map((term) => ({ term, userId: r.row.userId }))), 1000);
  }
}

/** The supplier profiles of these members, as the index reads them (members without one are absent). */
export async function supplierFactsOf(db: Knex, userIds: number[]): Promise<Map<number, SupplierFacts>> {
  const facts = new Map<number, SupplierFacts>();
  if (!userIds.length) return facts;
  const [profiles, certifications] = await Promise.all([
    db('supplier_profiles').whereIn('userId', userIds).select('userId', 'capabilities', 'materials', 'factoryLocations', 'minOrderQuantity') as Promise<Array<Record<string, unknown>>>,
    db('supplier_certifications').whereIn('userId', userIds).where({ status: 'approved' }).select('userId', 'certification') as Promise<Array<{ userId: number; certification: string }>>,
  ]);
  const empty = (): SupplierFacts => ({ capabilities: [], materials: [], approvedCertifications: [], factoryLocations: [], minOrderQuantity: null });
  for (const row of profiles) {
    facts.set(Number(row.userId), {
      capabilities: parseJsonList(row.capabilities),
      materials: parseJsonList(row.materials),
      approvedCertifications: [],
      factoryLocations: parseJsonList(row.factoryLocations),
      minOrderQuantity: row.minOrderQuantity === null || row.minOrderQuantity === undefined ? null : Number(row.minOrderQuantity),
    });
  }
  for (const { userId, certification } of certifications) {
    const id = Number(userId);
    if (!facts.has(id)) facts.set(id, empty());
    facts.get(id)!.approvedCertifications.push(certification);
  }
  return facts;
}
