import type { Knex } from 'knex';
import { toDate } from '../../db/base-model.ts';
import type { AppDeps } from '../../app-context.ts';
import { refreshPartner } from '../users/index.ts';

/**
 * The `featured_project` purchase ('top of search results'): while a member holds a running
 * placement, their marketplace listings are featured (first within every sort, marked 'Featured'),
 * the chosen project carries `featured_until` (shown first on their profile, marked 'Featured'), and
 * `users.featured_until` puts the member first in partner search's Best match with a 'Featured' card. Placements end on their day: the billing sweep calls
 * `syncFeaturedPlacements` for members whose state no longer matches.
 */

/** A date as the drivers return it (SQLite: epoch milliseconds, MySQL: Date). */

/** Members with a running placement at `now`. */
async function featuredMembers(db: Knex, now: Date, userIds?: number[]): Promise<Set<number>> {
  const query = db('entitlements').distinct('userId').where({ productCode: 'featured_project' }).where('expiresAt', '>', now);
  if (userIds) query.whereIn('userId', userIds);
  return new Set((await query).map((row: { userId: number }) => Number(row.userId)));
}

/** Whether a seller's new listing starts featured. */
export async function isFeaturedSeller(db: Knex, userId: number, now: Date): Promise<boolean> {
  return (await featuredMembers(db, now, [userId])).has(userId);
}

/**
 * Brings listings, projects and the member's own mark in line with the running placements of
 * `userIds` (all members whose listings, projects or account say featured, plus those holding a
 * placement, when omitted). Returns the listings and members whose state changed, for the indexes.
 */
export async function syncFeaturedPlacements(db: Knex, now: Date, userIds?: number[]): Promise<{ productIds: number[]; memberIds: number[] }> {
  const candidates = new Set(userIds ?? []);
  if (!userIds) {
    const flagged = await db('products').distinct('sellerId').where({ isFeatured: true });
    for (const row of flagged as Array<{ sellerId: number }>) candidates.add(Number(row.sellerId));
    const projects = await db('projects').distinct('userId').whereNotNull('featuredUntil');
    for (const row of projects as Array<{ userId: number }>) candidates.add(Number(row.userId));
    const members = await db('users').whereNotNull('featuredUntil').select('id');
    for (const row of members as Array<{ id: number }>) candidates.add(Number(row.id));
    for (const id of await featuredMembers(db, now)) candidates.add(id);
  }
  if (candidates.size === 0) return { productIds: [], memberIds: [] };
  const ids = [...candidates];
  const featured = await featuredMembers(db, now, ids);
  const changed: number[] = [];
  const memberIds: number[] = [];
  for (const userId of ids) {
    const on = featured.has(userId);
    const stale = (await db('products').where({ sellerId: userId }).whereNot({ isFeatured: on }).select('id')) as Array<{ id: number }>;
    if (stale.length) {
      await db('products').whereIn('id', stale.map((p) => p.id)).update({ isFeatured: on });
      changed.push(...stale.map((p) => Number(p.id)));
    }
    // Each project: the latest end of its running placements, or none.
    const placements = (await db('entitlements').where({ userId, productCode: 'featured_project' }).where('expiresAt', '>', now).whereNotNull('projectId')
      .groupBy('projectId').select('projectId').max({ until: 'expiresAt' })) as Array<{ projectId: number; until: unknown }>;
    await db('projects').where({ userId }).whereNotIn('id', placements.map((p) => p.projectId)).whereNotNull('featuredUntil').update({ featuredUntil: null });
    for (const placement of placements) await db('projects').where({ id: placement.projectId }).update({ featuredUntil: toDate(placement.until) });
    // The member's mark: the end of all their running placements (one whose project was deleted counts too).
    const running = (await db('entitlements').where({ userId, productCode: 'featured_project' }).where('expiresAt', '>', now).max({ until: 'expiresAt' }).first()) as { until: unknown } | undefined;
    const memberUntil = on && running?.until ? toDate(running.until) : null;
    const member = (await db('users').where({ id: userId }).first('featuredUntil')) as { featuredUntil: unknown } | undefined;
    if (member && (member.featuredUntil ? toDate(member.featuredUntil).getTime() : null) !== (memberUntil?.getTime() ?? null)) {
      await db('users').where({ id: userId }).update({ featuredUntil: memberUntil });
      // Only turning the mark on or off changes the search rank and card.
      if (Boolean(member.featuredUntil) !== Boolean(memberUntil)) {
        await refreshPartner(db, userId);
        memberIds.push(userId);
      }
    }
  }
  return { productIds: changed, memberIds };
}

/** After a commit that may change placements: sync (each statement on its own), and announce what changed. */
export async function applyFeaturedPlacements(deps: AppDeps, userIds?: number[]): Promise<void> {
  const { productIds, memberIds } = await syncFeaturedPlacements(deps.knex, deps.clock.now(), userIds);
  await deps.events.announce(
    ...(productIds.length ? [{ type: 'listing-changed', productIds } as const] : []),
    ...(memberIds.length ? [{ type: 'member-changed', userIds: memberIds, shownOnListings: false } as const] : []),
  );
}
