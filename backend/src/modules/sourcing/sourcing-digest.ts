import type { Knex } from 'knex';
import { isSupplierRole } from '#shared/schemas/sourcing-schemas.ts';
import { toDate } from '../../db/base-model.ts';

/** A quote a buyer received, as the daily digest lists it. */
export interface ReceivedQuote {
  rfqId: number;
  rfqTitle: string;
  supplierName: string;
  /** 1: a first quote; more: a revision. */
  version: number;
  /** ISO date-time. */
  submittedAt: string;
}

/** A request whose quote deadline is near, from the member's side: their own request, or one they are invited to and have not answered. */
export interface NearDeadline {
  rfqId: number;
  title: string;
  /** ISO date-time. */
  quoteDeadline: string;
  side: 'buyer' | 'supplier';
}

/**
 * The quotes submitted (or revised) on the buyer's requests in (`since`, `until`], oldest first: not
 * hidden, on requests neither hidden nor cancelled, from suppliers whose accounts are open.
 */
export async function quotesReceivedBetween(knex: Knex, buyerId: number, since: Date, until: Date): Promise<ReceivedQuote[]> {
  const rows: Array<{ rfqId: number; rfqTitle: string; supplierName: string; version: number; submittedAt: unknown }> = await knex('rfq_quotes as q')
    .join('rfqs as r', 'r.id', 'q.rfqId')
    .join('users as u', 'u.id', 'q.supplierId')
    .where('r.buyerId', buyerId)
    .whereIn('r.status', ['open', 'closed'])
    .whereNull('r.hiddenAt')
    .where('q.status', 'submitted')
    .whereNull('q.hiddenAt')
    .whereNull('u.deactivatedAt')
    .where('q.submittedAt', '>', since)
    .where('q.submittedAt', '<=', until)
    .orderBy('q.submittedAt', 'asc')
    .orderBy('q.id', 'asc')
    .limit(200)
    .select('q.rfqId', 'r.title as rfqTitle', 'u.fullName as supplierName', 'q.version', 'q.submittedAt');
  return rows.map((row) => ({
    rfqId: Number(row.rfqId), rfqTitle: String(row.rfqTitle), supplierName: String(row.supplierName), version: Number(row.version), submittedAt: toDate(row.submittedAt).toISOString(),
  }));
}

/**
 * The open requests whose quote deadline falls within `withinMs` of `now`: the member's own (as buyer),
 * and, for a manufacturer or supplier, those they are invited to and have not answered yet. Soonest first.
 */
export async function deadlinesNear(knex: Knex, userId: number, role: string, now: Date, withinMs: number): Promise<NearDeadline[]> {
  const end = new Date(now.getTime() + withinMs);
  const taking = (q: Knex.QueryBuilder) => q.where('rfqs.status', 'open').whereNull('rfqs.hiddenAt').where('rfqs.quoteDeadline', '>', now).where('rfqs.quoteDeadline', '<=', end);
  const own: Array<{ id: number; title: string; quoteDeadline: unknown }> = await knex('rfqs').where('rfqs.buyerId', userId).modify(taking).select('rfqs.id', 'rfqs.title', 'rfqs.quoteDeadline');
  const invited: Array<{ id: number; title: string; quoteDeadline: unknown }> = isSupplierRole(role)
    ? await knex('rfqs')
        .join('rfq_suppliers as s', 's.rfqId', 'rfqs.id')
        .join('users as b', 'b.id', 'rfqs.buyerId')
        .where('s.supplierId', userId)
        .where('s.status', 'invited')
        .whereNot('rfqs.buyerId', userId)
        .whereNull('b.deactivatedAt')
        .modify(taking)
        .select('rfqs.id', 'rfqs.title', 'rfqs.quoteDeadline')
    : [];
  const view = (side: NearDeadline['side']) => (row: { id: number; title: string; quoteDeadline: unknown }): NearDeadline => ({
    rfqId: Number(row.id), title: String(row.title), quoteDeadline: toDate(row.quoteDeadline).toISOString(), side,
  });
  return [...own.map(view('buyer')), ...invited.map(view('supplier'))].sort((a, b) => a.quoteDeadline.localeCompare(b.quoteDeadline) || a.rfqId - b.rfqId);
}
