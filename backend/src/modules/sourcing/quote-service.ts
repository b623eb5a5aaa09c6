import type { Knex } from 'knex';
import {
  declineRfqSchema, isSupplierRole, saveQuoteSchema, SOURCING_MESSAGES, withdrawQuoteSchema, type Quote, type RfqDetail,
} from '#shared/schemas/sourcing-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { RfqLine } from '../../db/models/rfq-line-model.ts';
import type { Rfq } from '../../db/models/rfq-model.ts';
import { RfqQuote } from '../../db/models/rfq-quote-model.ts';
import { RfqQuoteVersion } from '../../db/models/rfq-quote-version-model.ts';
import { RfqSupplier } from '../../db/models/rfq-supplier-model.ts';
import { User } from '../../db/models/user-model.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { conflict, forbidden, invalid, notFound, parseInput } from '../../domain/domain-errors.ts';
import { filesInContext, fileViewsByIds } from '../files/index.ts';
import { loadAsBuyer, loadVisible, type Place } from './rfq-access.ts';
import { effectiveStatus } from './rfq-rules.ts';
import { partyOr, toParty, toQuoteView } from './rfq-serializer.ts';
import type { RfqService } from './rfq-service.ts';

type Viewer = User;

/**
 * Quotes, from the supplier's side, and the buyer's reading of them:
 * - A manufacturer or supplier on the request (invited, or matching an open one: their first save joins
 *   it) keeps one quote: a working copy saved as often as they like, and a new numbered version each
 *   time they submit it (the first submission, then revisions). Nothing is saved or submitted once the
 *   request no longer takes quotes (its deadline passed, or it was awarded or cancelled): 409.
 * - Withdrawing takes the standing quote back (the buyer still sees its history, marked withdrawn);
 *   submitting again puts it back. Declining, with a reason, is for a supplier without a standing quote.
 * - The buyer reads submitted versions only, never a draft, and a supplier only their own quote.
 */
export class QuoteService {
  private readonly deps: AppDeps;
  private readonly rfqs: RfqService;

  constructor(deps: AppDeps, rfqs: RfqService) {
    this.deps = deps;
    this.rfqs = rfqs;
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  /** GET /api/rfqs/{id}/quote: the supplier's own quote, or null before they started one. */
  async mine(viewer: Viewer, rfqId: number): Promise<Quote | null> {
    const { rfq, place } = await loadVisible(this.deps.knex, rfqId, viewer, this.now());
    if (place.kind === 'buyer') throw forbidden(SOURCING_MESSAGES.supplierOnly);
    const quote = await RfqQuote.query(this.deps.knex).findOne({ rfqId: rfq.id, supplierId: viewer.id });
    return quote ? this.ownView(this.deps.knex, quote, viewer) : null;
  }

  /** PUT /api/rfqs/{id}/quote: save the working copy, and with `submit` record it as the next version. */
  async save(viewer: Viewer, rfqId: number, input: unknown): Promise<Quote> {
    const payload = parseInput(saveQuoteSchema, input);
    const { knex, events } = this.deps;
    const quote = await events.inTransaction(knex, async (trx, announce) => {
      const { rfq, place } = await loadVisible(trx, rfqId, viewer, this.now(), true);
      const participant = await this.joinable(trx, rfq, place, viewer);
      const lines = await RfqLine.query(trx).where({ rfqId: rfq.id });
      for (const price of payload.prices) {
        const line = lines.find((l) => l.id === price.lineId);
        if (!line || !line.quantities.includes(price.quantity)) throw invalid(SOURCING_MESSAGES.priceLine, { prices: SOURCING_MESSAGES.priceLine });
      }
      const files = await filesInContext(trx, { context: 'quote', rfqId: rfq.id, uploaderId: viewer.id }, payload.fileIds);
      if (files.length !== payload.fileIds.length) throw invalid(SOURCING_MESSAGES.fileNotFound, { fileIds: SOURCING_MESSAGES.fileNotFound });
      const nowIso = this.now().toISOString();
      if (payload.validUntil && payload.validUntil < nowIso.slice(0, 10)) throw invalid(SOURCING_MESSAGES.validUntilPast, { validUntil: SOURCING_MESSAGES.validUntilPast });
      const joined = participant ?? (await RfqSupplier.query(trx).insertAndFetch({ rfqId: rfq.id, supplierId: viewer.id, source: 'open', status: 'invited', invitedAt: nowIso }));
      const terms = {
        prices: payload.prices,
        toolingCents: payload.toolingCents,
        setupCents: payload.setupCents,
        leadTimeDays: payload.leadTimeDays ?? null,
        validUntil: payload.validUntil ?? null,
        incoterm: payload.incoterm ?? null,
        paymentTerms: payload.paymentTerms ?? null,
        notes: payload.notes ?? null,
        fileIds: payload.fileIds,
      };
      const existing = await RfqQuote.query(trx).findOne({ rfqId: rfq.id, supplierId: viewer.id }).forUpdate();
      let saved = existing
        ? await existing.$query(trx).patchAndFetch(terms)
        : await RfqQuote.query(trx).insertAndFetch({ rfqId: rfq.id, supplierId: viewer.id, status: 'draft', version: 0, ...terms });
      if (payload.submit) {
        const version = saved.version + 1;
        await RfqQuoteVersion.query(trx).insert({ quoteId: saved.id, version, submittedAt: nowIso, ...terms });
        saved = await saved.$query(trx).patchAndFetch({ status: 'submitted', version, submittedAt: nowIso, withdrawnAt: null, withdrawReason: null });
        await RfqSupplier.query(trx).findById(joined.id).patch({ status: 'quoted', firstSubmittedAt: joined.firstSubmittedAt ?? nowIso });
        announce({ type: 'rfq-quote-submitted', rfqId: rfq.id, quoteId: saved.id, supplierId: viewer.id, buyerId: rfq.buyerId, version });
      }
      return saved;
    }).catch((error: unknown) => {
      // Two first saves at once: one row wins, the other is told to try again.
      if (isUniqueViolation(error)) throw conflict(SOURCING_MESSAGES.notOpen);
      throw error;
    });
    return this.ownView(knex, quote, viewer);
  }

  /** POST /api/rfqs/{id}/quote/withdraw. */
  async withdraw(viewer: Viewer, rfqId: number, input: unknown): Promise<Quote> {
    const { reason } = parseInput(withdrawQuoteSchema, input);
    const { knex } = this.deps;
    const quote = await knex.transaction(async (trx) => {
      const { rfq, place } = await loadVisible(trx, rfqId, viewer, this.now(), true);
      if (place.kind !== 'supplier') throw place.kind === 'buyer' ? forbidden(SOURCING_MESSAGES.supplierOnly) : notFound(SOURCING_MESSAGES.quoteNotFound);
      if (rfq.status === 'awarded' || rfq.status === 'cancelled') throw conflict(SOURCING_MESSAGES.notOpen);
      const found = await RfqQuote.query(trx).findOne({ rfqId: rfq.id, supplierId: viewer.id }).forUpdate();
      if (!found) throw notFound(SOURCING_MESSAGES.quoteNotFound);
      if (found.status !== 'submitted') throw conflict(SOURCING_MESSAGES.quoteNotSubmitted);
      await RfqSupplier.query(trx).findById(place.participant.id).patch({ status: 'withdrawn' });
      return found.$query(trx).patchAndFetch({ status: 'withdrawn', withdrawnAt: this.now().toISOString(), withdrawReason: reason ?? null });
    });
    return this.ownView(knex, quote, viewer);
  }

  /** POST /api/rfqs/{id}/decline: the supplier will not quote, and says why (the buyer reads it). */
  async decline(viewer: Viewer, rfqId: number, input: unknown): Promise<RfqDetail> {
    const { reason } = parseInput(declineRfqSchema, input);
    const { knex } = this.deps;
    const { rfq, place } = await knex.transaction(async (trx) => {
      const visible = await loadVisible(trx, rfqId, viewer, this.now(), true);
      if (visible.place.kind === 'buyer') throw forbidden(SOURCING_MESSAGES.supplierOnly);
      if (!isSupplierRole(viewer.role)) throw forbidden(SOURCING_MESSAGES.supplierOnly);
      const status = effectiveStatus(visible.rfq, this.now());
      if (status !== 'open' && status !== 'closed') throw conflict(SOURCING_MESSAGES.notOpen);
      const quote = await RfqQuote.query(trx).findOne({ rfqId: visible.rfq.id, supplierId: viewer.id });
      if (quote?.status === 'submitted') throw conflict(SOURCING_MESSAGES.cannotDeclineAfterQuote);
      let participant = visible.place.kind === 'supplier' ? visible.place.participant : undefined;
      if (participant?.status === 'declined') throw conflict(SOURCING_MESSAGES.alreadyDeclined);
      participant = participant
        ? await participant.$query(trx).patchAndFetch({ status: 'declined', declineReason: reason })
        : await RfqSupplier.query(trx).insertAndFetch({ rfqId: visible.rfq.id, supplierId: viewer.id, source: 'open', status: 'declined', declineReason: reason, invitedAt: this.now().toISOString() });
      return { rfq: visible.rfq, place: { kind: 'supplier', participant } as Place };
    });
    return this.rfqs.detailOf(knex, rfq, place, viewer);
  }

  /** GET /api/rfqs/{id}/quotes: the buyer's view, every submitted quote (withdrawn ones marked) with its versions. */
  async forBuyer(viewer: Viewer, rfqId: number): Promise<Quote[]> {
    const { knex } = this.deps;
    const rfq = await loadAsBuyer(knex, rfqId, viewer, this.now());
    const quotes = await RfqQuote.query(knex).where({ rfqId: rfq.id }).where('version', '>', 0).whereNull('hiddenAt').orderBy('submittedAt');
    if (!quotes.length) return [];
    const versions = await RfqQuoteVersion.query(knex).whereIn('quoteId', quotes.map((quote) => quote.id));
    const suppliers = new Map((await User.query(knex).whereIn('id', quotes.map((quote) => quote.supplierId))).map((user) => [user.id, user]));
    const files = await fileViewsByIds(knex, versions.flatMap((version) => version.fileIds), viewer);
    return quotes.map((quote) => {
      const own = versions.filter((version) => version.quoteId === quote.id);
      const latest = own.find((version) => version.version === quote.version)!;
      return toQuoteView(quote, partyOr(suppliers, quote.supplierId), latest, own, files);
    });
  }

  /** The supplier's place if they may save a quote now (joining an open request on the first save). */
  private async joinable(db: Knex, rfq: Rfq, place: Place, viewer: Viewer): Promise<RfqSupplier | undefined> {
    if (place.kind === 'buyer' || !isSupplierRole(viewer.role)) throw forbidden(SOURCING_MESSAGES.supplierOnly);
    const status = effectiveStatus(rfq, this.now());
    if (status === 'closed') throw conflict(SOURCING_MESSAGES.deadlinePassed);
    if (status !== 'open') throw conflict(SOURCING_MESSAGES.notOpen);
    if (place.kind === 'supplier') {
      if (place.participant.status === 'declined') throw conflict(SOURCING_MESSAGES.alreadyDeclined);
      return place.participant;
    }
    return (await RfqSupplier.query(db).findOne({ rfqId: rfq.id, supplierId: viewer.id })) ?? undefined;
  }

  private async ownView(db: Knex, quote: RfqQuote, viewer: Viewer): Promise<Quote> {
    const versions = await RfqQuoteVersion.query(db).where({ quoteId: quote.id });
    const files = await fileViewsByIds(db, [...quote.fileIds, ...versions.flatMap((version) => version.fileIds)], viewer);
    return toQuoteView(quote, toParty(viewer), quote, versions, files);
  }
}
