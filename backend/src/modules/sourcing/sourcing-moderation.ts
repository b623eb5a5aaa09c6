import type { Knex } from 'knex';
import { ADMIN_MESSAGES, hiddenSourcingQuerySchema, type HiddenSourcingItem, type Paged, type SourcingContentType } from '#shared/schemas/admin-schemas.ts';
import { REPORT_MESSAGES } from '#shared/schemas/report-schemas.ts';
import { Rfq } from '../../db/models/rfq-model.ts';
import { RfqQuote } from '../../db/models/rfq-quote-model.ts';
import type { User } from '../../db/models/user-model.ts';
import { toDate } from '../../db/base-model.ts';
import { countRows } from '../../db/query-helpers.ts';
import { conflict, notFound, parseInput } from '../../domain/domain-errors.ts';
import { placeOf } from './rfq-access.ts';

/** Requests for quote and quotes as content the team moderates: what a report names, and hiding. */
export type { SourcingContentType };

export interface SourcingContent {
  ownerId: number;
  label: string;
}

const excerpt = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * What a member may report, as they see it, or 404: a request they may see (its buyer owns it); a quote
 * they received as the buyer, or their own (owned by its supplier, so the report service refuses it).
 */
export async function sourcingReportTarget(db: Knex, reporter: User, type: SourcingContentType, id: number, now: Date): Promise<SourcingContent> {
  const missing = () => notFound(REPORT_MESSAGES.notFound);
  if (type === 'rfq') {
    const rfq = await Rfq.query(db).findById(id);
    if (!rfq || !(await placeOf(db, rfq, reporter, now))) throw missing();
    return { ownerId: rfq.buyerId, label: excerpt(rfq.title) };
  }
  const quote = await RfqQuote.query(db).findById(id);
  const rfq = quote && (await Rfq.query(db).findById(quote.rfqId));
  if (!quote || !rfq) throw missing();
  const seesIt = quote.supplierId === reporter.id || (rfq.buyerId === reporter.id && quote.version > 0 && !quote.hiddenAt);
  if (!seesIt) throw missing();
  return { ownerId: quote.supplierId, label: excerpt(`Quote on "${rfq.title}"`) };
}

/**
 * Hides (with the team's reason) or restores a request or a quote, in the caller's transaction (the
 * admin module's, with its audit entry). A hidden request is its buyer's alone; a hidden quote is
 * left out of the buyer's quotes, comparison and award.
 */
export async function setSourcingHidden(trx: Knex.Transaction, type: SourcingContentType, id: number, hide: { adminId: number; reason: string; at: Date } | null): Promise<SourcingContent> {
  const row = type === 'rfq' ? await Rfq.query(trx).findById(id).forUpdate() : await RfqQuote.query(trx).findById(id).forUpdate();
  if (!row) throw notFound(ADMIN_MESSAGES.listingNotFound);
  if (hide && row.hiddenAt) throw conflict(ADMIN_MESSAGES.alreadyHidden);
  if (!hide && !row.hiddenAt) throw conflict(ADMIN_MESSAGES.notHidden);
  const patch = hide ? { hiddenAt: hide.at.toISOString(), hiddenReason: hide.reason, hiddenBy: hide.adminId } : { hiddenAt: null, hiddenReason: null, hiddenBy: null };
  if (row instanceof Rfq) {
    await Rfq.query(trx).findById(id).patch(patch);
    return { ownerId: row.buyerId, label: excerpt(row.title) };
  }
  await RfqQuote.query(trx).findById(id).patch(patch);
  const rfq = await Rfq.query(trx).findById(row.rfqId);
  return { ownerId: row.supplierId, label: excerpt(`Quote on "${rfq?.title ?? ''}"`) };
}

/** Of these ids, the hidden ones (the admin console's reports show whether their content is hidden). */
export async function hiddenSourcingIds(db: Knex, type: SourcingContentType, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const table = type === 'rfq' ? 'rfqs' : 'rfq_quotes';
  const rows = (await db(table).whereIn('id', ids).whereNotNull('hiddenAt').select('id')) as Array<{ id: number }>;
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * GET /api/admin/sourcing/hidden (admins): the hidden requests or quotes, most recently hidden first, with
 * the request's title, the owner (buyer or supplier) and the team's reason, for the console to restore.
 */
export async function listHiddenSourcing(db: Knex, query: unknown): Promise<Paged<HiddenSourcingItem>> {
  const { type, page, limit } = parseInput(hiddenSourcingQuerySchema, query);
  const [table, owner, rfqIdColumn] = type === 'rfq' ? ['rfqs', 'rfqs.buyerId', 'rfqs.id'] : ['rfq_quotes', 'rfq_quotes.supplierId', 'rfq_quotes.rfqId'];
  const rows = (await db(table)
    .modify((q) => {
      if (type === 'quote') q.join('rfqs', 'rfqs.id', 'rfq_quotes.rfqId');
    })
    .leftJoin('users', 'users.id', owner)
    .whereNotNull(`${table}.hiddenAt`)
    .orderBy(`${table}.hiddenAt`, 'desc')
    .orderBy(`${table}.id`, 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .select(`${table}.id`, `${rfqIdColumn} as rfqId`, 'rfqs.title', `${table}.hiddenAt`, `${table}.hiddenReason`, 'users.id as ownerId', 'users.fullName as ownerName', 'users.email as ownerEmail')) as Array<Record<string, unknown>>;
  const items = rows.map((row) => ({
    type,
    id: Number(row.id),
    rfqId: Number(row.rfqId),
    title: String(row.title),
    owner: row.ownerId ? { id: Number(row.ownerId), fullName: String(row.ownerName ?? ''), email: String(row.ownerEmail ?? '') } : null,
    hiddenAt: toDate(row.hiddenAt).toISOString(),
    hiddenReason: (row.hiddenReason as string | null) ?? null,
  }));
  return { items, total: await countRows(db(table).whereNotNull('hiddenAt')), page, limit };
}
