import type { Knex } from 'knex';
import type { AppDeps } from '../../app-context.ts';

/**
 * The `featured_project` purchase (001 §9): while a member holds a running placement, their
 * marketplace listings are featured (first within every sort, marked 'Featured') and the chosen
 * project carries `featured_until`. Placements end on their day: the billing sweep calls
 * `syncFeaturedPlacements` for members whose state no longer matches.
 */

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
 * Brings listings and projects in line with the running placements of `userIds` (all members whose
 * listings or projects say featured, plus those holding a placement, when omitted). Returns the
 * listings whose flag changed, for the marketplace index.
 */
export async function syncFeaturedPlacements(db: Knex, now: Date, userIds?: number[]): Promise<number[]> {
  const candidates = new Set(userIds ?? []);
  if (!userIds) {
    const flagged = await db('products').distinct('sellerId').where({ isFeatured: true });
    for (const row of flagged as Array<{ sellerId: number }>) candidates.add(Number(row.sellerId));
    const projects = await db('projects').distinct('userId').whereNotNull('featuredUntil');
    for (const row of projects as Array<{ userId: number }>) candidates.add(Number(row.userId));
    for (const id of await featuredMembers(db, now)) candidates.add(id);
  }
  if (candidates.size === 0) return [];
  const ids = [...candidates];
  const featured = await featuredMembers(db, now, ids);
  const changed: number[] = [];
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
    for (const placement of placements) {
      const until = typeof placement.until === 'number' || /^\d+$/.test(String(placement.until)) ? new Date(Number(placement.until)) : new Date(placement.until as string | Date);
      await db('projects').where({ id: placement.projectId }).update({ featuredUntil: until });
    }
  }
  return changed;
}

/** After a commit that may change placements: sync, and tell the marketplace index. */
export async function applyFeaturedPlacements(deps: AppDeps, userIds?: number[]): Promise<void> {
  const changed = await syncFeaturedPlacements(deps.knex, deps.clock.now(), userIds);
  if (changed.length) await deps.productIndex.changed({ productIds: changed });
}
