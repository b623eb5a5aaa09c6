import type { Knex } from 'knex';
import { isSupplierRole } from '#shared/schemas/sourcing-schemas.ts';
import { Rfq } from '../../db/models/rfq-model.ts';
import { RfqSupplier } from '../../db/models/rfq-supplier-model.ts';
import { User } from '../../db/models/user-model.ts';
import { matchingOpen } from './rfq-access.ts';

/** An open request for quote a manufacturer or supplier could answer, as the notifications tell of it. */
export interface OpenRfqMatch {
  id: number;
  title: string;
  /** ISO date-time. */
  quoteDeadline: string;
}

/**
 * The open requests published after `since` that the member would find in their inbox as matching them
 * (the same rules as the inbox), which they are not on yet (not invited, not quoted, not declined). Newest
 * first. Empty for a member who is not a manufacturer or supplier, or whose account is closed.
 */
export async function matchingOpenRfqsSince(knex: Knex, userId: number, since: Date, now = new Date()): Promise<OpenRfqMatch[]> {
  const viewer = await User.query(knex).findById(userId);
  if (!viewer || viewer.deactivatedAt || !isSupplierRole(viewer.role)) return [];
  const open = await Rfq.query(knex)
    .join('users as b', 'b.id', 'rfqs.buyerId')
    .where({ 'rfqs.visibility': 'open', 'rfqs.status': 'open' })
    .where('rfqs.quoteDeadline', '>', now)
    .where('rfqs.publishedAt', '>', since)
    .whereNot('rfqs.buyerId', userId)
    .whereNull('rfqs.hiddenAt')
    .whereNull('b.deactivatedAt')
    // Already on it: invited, or joined by saving a quote or declining (each leaves a supplier row).
    .whereNotIn('rfqs.id', RfqSupplier.query(knex).where('supplierId', userId).select('rfqId'))
    .orderBy('rfqs.publishedAt', 'desc')
    .orderBy('rfqs.id', 'desc')
    .limit(500)
    .select('rfqs.*');
  const matching = await matchingOpen(knex, open, viewer);
  return matching.map((rfq) => ({ id: rfq.id, title: rfq.title, quoteDeadline: rfq.quoteDeadline }));
}
