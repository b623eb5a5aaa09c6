import type { Knex } from 'knex';
import { PLAN_NAMES, planLimitsFor } from '#shared/constants/plans.ts';
import { partnerCardSchema, partnerSearchQuerySchema, type PartnerCard } from '#shared/schemas/partner-search-schemas.ts';
import {
  awardRfqSchema, cancelRfqSchema, createRfqSchema, inviteSuppliersSchema, isSupplierRole, processLabel, RFQ_CHANGE_FIELD_LABELS, rfqListQuerySchema,
  SOURCING_MESSAGES, supplierSuggestionQuerySchema, updateRfqSchema, type RfqDetail, type RfqLinePayload, type RfqStatus, type RfqSummary, type SupplierSuggestion,
  type UpdateRfqPayload,
} from '#shared/schemas/sourcing-schemas.ts';
import type { SendMessagePayload } from '#shared/schemas/message-schemas.ts';
import { capabilityLabel, CERTIFICATION_LABELS, materialLabel, type CertificationId } from '#shared/schemas/supplier-profile-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import type { Announce } from '../../db/domain-events.ts';
import { RfqAward } from '../../db/models/rfq-award-model.ts';
import { RfqChange } from '../../db/models/rfq-change-model.ts';
import { RfqLine } from '../../db/models/rfq-line-model.ts';
import { Rfq } from '../../db/models/rfq-model.ts';
import { RfqQuote } from '../../db/models/rfq-quote-model.ts';
import { RfqQuoteVersion } from '../../db/models/rfq-quote-version-model.ts';
import { RfqSupplier } from '../../db/models/rfq-supplier-model.ts';
import { User } from '../../db/models/user-model.ts';
import { conflict, forbidden, invalid, notFound, parseInput } from '../../domain/domain-errors.ts';
import { openAgreedConnection } from '../connections/index.ts';
import { filesInContext, fileViewsByIds } from '../files/index.ts';
import { ndaBlocksPartner, projectRequiresNda } from '../ndas/index.ts';
import { projectOwnerId } from '../projects/index.ts';
import { supplierFactsOf } from '../users/index.ts';
import { loadAsBuyer, loadVisible, matchingOpen, ndaLocked, type Place } from './rfq-access.ts';
import { effectiveStatus, fieldChange, fittingEntries, monthStart, openLineChanges, type ChangeEntry } from './rfq-rules.ts';
import { partyOr, toLineView } from './rfq-serializer.ts';

type Viewer = User;
/** Posts the award's note in a conversation that already existed (the messages module's send). */
export type AwardMessenger = (senderId: number, message: SendMessagePayload) => Promise<unknown>;

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item) => b.includes(item));

/** The suppliers on a request who still take part (told of changes, reminders, the outcome). */
async function activeSupplierIds(db: Knex, rfqId: number): Promise<number[]> {
  // In the order they joined: without an order the database may return them in any.
  const rows = await RfqSupplier.query(db).where({ rfqId }).whereNot('status', 'declined').select('supplierId').orderBy('id');
  return rows.map((row) => row.supplierId);
}

/**
 * Requests for quote, from the buyer's side, and what every viewer reads:
 * - Any member may make one, on its own or from one of their projects, as a draft; publishing opens it to
 *   the invited suppliers (and, when open, to matching ones). Plan limits: requests opened per calendar
 *   month (UTC, cancelled ones still count) and suppliers invited per request (plans.ts).
 * - A draft is freely editable. An open (or closed, not yet awarded) one only in its description, its
 *   deadline (later only; a closed one reopens) and its lines' notes and files; each such edit is kept in
 *   the change log and announced to the suppliers on it (`rfq-changed`).
 * - Only manufacturers and suppliers are invited. A supplier never learns who else was invited.
 * - The award, whole or line by line, goes to submitted quotes only; the winners get a conversation with
 *   the buyer (opened, or an existing one with a note), the others a 'not awarded' with the reason.
 */
export class RfqService {
  private readonly deps: AppDeps;
  private readonly messenger: AwardMessenger;

  constructor(deps: AppDeps, messenger: AwardMessenger) {
    this.deps = deps;
    this.messenger = messenger;
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  // ------------------------------------------------------------------------------------------------- reading

  /** GET /api/rfqs: the buyer's own requests, newest first. */
  async listOwn(viewer: Viewer, query: unknown): Promise<RfqSummary[]> {
    const { status } = parseInput(rfqListQuerySchema, query);
    const rfqs = await Rfq.query(this.deps.knex).where({ buyerId: viewer.id }).orderBy('createdAt', 'desc').orderBy('id', 'desc');
    return this.summaries(viewer, rfqs, status);
  }

  /** GET /api/projects/{id}/rfqs: a project's requests, for its owner. */
  async listForProject(viewer: Viewer, projectId: number): Promise<RfqSummary[]> {
    const ownerId = await projectOwnerId(this.deps.knex, projectId);
    if (ownerId === null) throw notFound(SOURCING_MESSAGES.notFound);
    if (ownerId !== viewer.id) throw forbidden(SOURCING_MESSAGES.buyerOnly);
    const rfqs = await Rfq.query(this.deps.knex).where({ projectId, buyerId: viewer.id }).orderBy('createdAt', 'desc').orderBy('id', 'desc');
    return this.summaries(viewer, rfqs);
  }

  /** GET /api/rfqs/inbox: the requests a supplier is on, and the open ones matching them, newest first. */
  async inbox(viewer: Viewer, query: unknown): Promise<RfqSummary[]> {
    const { status } = parseInput(rfqListQuerySchema, query);
    if (!isSupplierRole(viewer.role)) return [];
    const { knex } = this.deps;
    const mine = await Rfq.query(knex)
      .join('rfq_suppliers as s', 's.rfqId', 'rfqs.id')
      .where('s.supplierId', viewer.id)
      .whereNot('rfqs.status', 'draft')
      .whereNull('rfqs.hiddenAt')
      .select('rfqs.*');
    const mineIds = new Set(mine.map((rfq) => rfq.id));
    const open = await Rfq.query(knex)
      .where({ visibility: 'open', status: 'open' })
      .where('quoteDeadline', '>', this.now())
      .whereNot('buyerId', viewer.id)
      .whereNull('hiddenAt')
      .orderBy('publishedAt', 'desc')
      .limit(500);
    const matching = await matchingOpen(knex, open.filter((rfq) => !mineIds.has(rfq.id)), viewer);
    const buyers = byId(await User.query(knex).whereIn('id', [...new Set([...mine, ...matching].map((rfq) => rfq.buyerId))]).select('id', 'deactivatedAt'));
    const visible = [...mine, ...matching]
      .filter((rfq) => !buyers.get(rfq.buyerId)?.deactivatedAt)
      .sort((a, b) => (b.publishedAt ?? b.createdAt).localeCompare(a.publishedAt ?? a.createdAt) || b.id - a.id);
    return this.summaries(viewer, visible, status);
  }

  /** GET /api/rfqs/{id}. */
  async detail(viewer: Viewer, rfqId: number): Promise<RfqDetail> {
    const { rfq, place } = await loadVisible(this.deps.knex, rfqId, viewer, this.now());
    return this.detailOf(this.deps.knex, rfq, place, viewer);
  }

  /** The request as this viewer may see it. */
  async detailOf(db: Knex, rfq: Rfq, place: Place, viewer: Viewer): Promise<RfqDetail> {
    const now = this.now();
    const isBuyer = place.kind === 'buyer';
    const lines = await RfqLine.query(db).where({ rfqId: rfq.id }).orderBy('position');
    const locked = !isBuyer && (await ndaLocked(db, rfq, viewer.id));
    const files = locked ? new Map() : await fileViewsByIds(db, lines.flatMap((line) => line.fileIds), viewer);
    const changes = await RfqChange.query(db).where({ rfqId: rfq.id }).orderBy('createdAt', 'desc').orderBy('id', 'desc');
    const participants = isBuyer ? await RfqSupplier.query(db).where({ rfqId: rfq.id }).orderBy('invitedAt').orderBy('id') : [];
    const quotes = await RfqQuote.query(db).where({ rfqId: rfq.id }).modify((q) => {
      if (!isBuyer) q.where({ supplierId: viewer.id });
    });
    const quoteOf = new Map(quotes.map((quote) => [quote.supplierId, quote]));
    const users = byId(await User.query(db).whereIn('id', [rfq.buyerId, ...participants.map((p) => p.supplierId)]));
    const awards = await RfqAward.query(db).where({ rfqId: rfq.id }).modify((q) => {
      if (!isBuyer) q.where({ supplierId: viewer.id });
    });
    const signed = new Map<number, boolean | null>();
    for (const participant of participants) {
      signed.set(participant.supplierId, rfq.ndaRequired ? (rfq.projectId === null ? false : !(await ndaBlocksPartner(db, participant.supplierId, rfq.projectId))) : null);
    }
    const status = effectiveStatus(rfq, now);
    const me = place.kind === 'supplier' ? place.participant : null;
    const myQuote = quoteOf.get(viewer.id);
    return {
      id: rfq.id,
      title: rfq.title,
      description: rfq.description,
      status,
      visibility: rfq.visibility,
      openCriteria: {
        region: (rfq.openRegion as RfqDetail['openCriteria']['region']) ?? null,
        verifiedOnly: rfq.openVerifiedOnly,
        requiredCertifications: rfq.openRequiredCertifications as RfqDetail['openCriteria']['requiredCertifications'],
      },
      projectId: rfq.projectId,
      buyer: partyOr(users, rfq.buyerId),
      lines: lines.map((line) => toLineView(line, locked, files)),
      quoteDeadline: rfq.quoteDeadline,
      needByDate: rfq.needByDate,
      deliveryLocation: rfq.deliveryLocation,
      incoterm: rfq.incoterm,
      ndaRequired: rfq.ndaRequired,
      createdAt: rfq.createdAt,
      updatedAt: rfq.updatedAt,
      publishedAt: rfq.publishedAt,
      awardedAt: rfq.awardedAt,
      cancelledAt: rfq.cancelledAt,
      cancelReason: rfq.cancelReason,
      viewerRole: isBuyer ? 'buyer' : 'supplier',
      nda: { required: rfq.ndaRequired, locked, projectId: rfq.projectId },
      changes: changes.map((change) => ({ id: change.id, createdAt: change.createdAt, changes: change.changes })),
      suppliers: participants.map((participant) => {
        const quote = quoteOf.get(participant.supplierId);
        const shown = quote && !quote.hiddenAt && quote.version > 0 && quote.status !== 'draft' ? quote : undefined;
        return {
          supplier: partyOr(users, participant.supplierId),
          source: participant.source,
          status: participant.status,
          declineReason: participant.declineReason,
          invitedAt: participant.invitedAt,
          quoteStatus: shown ? (shown.status as 'submitted' | 'withdrawn') : null,
          quoteVersion: shown?.version ?? 0,
          ndaSigned: signed.get(participant.supplierId) ?? null,
          connectionId: participant.connectionId,
        };
      }),
      awards: awards.map((award) => ({ lineId: award.lineId, supplierId: award.supplierId })),
      me: me
        ? {
          status: me.status, declineReason: me.declineReason, quoteStatus: myQuote?.status ?? null, quoteVersion: myQuote?.version ?? 0, connectionId: me.connectionId,
          outcomeReason: me.status === 'not_awarded' ? me.outcomeReason : null,
        }
        : null,
      acceptingQuotes: !isBuyer && status === 'open' && me?.status !== 'declined',
      hiddenAt: isBuyer ? rfq.hiddenAt : null,
      hiddenReason: isBuyer && rfq.hiddenAt ? rfq.hiddenReason : null,
    };
  }

  private async summaries(viewer: Viewer, rfqs: Rfq[], status?: RfqStatus): Promise<RfqSummary[]> {
    const now = this.now();
    const listed = status ? rfqs.filter((rfq) => effectiveStatus(rfq, now) === status) : rfqs;
    if (!listed.length) return [];
    const { knex } = this.deps;
    const ids = listed.map((rfq) => rfq.id);
    const counts = async (query: Knex.QueryBuilder) => new Map(((await query.groupBy('rfqId').select('rfqId').count({ n: '*' })) as Array<Record<string, unknown>>).map((row) => [Number(row.rfqId), Number(row.n)]));
    const [lineCounts, invitedCounts, quoteCounts, mine, myQuotes, buyers] = await Promise.all([
      counts(knex('rfq_lines').whereIn('rfqId', ids)),
      counts(knex('rfq_suppliers').whereIn('rfqId', ids).where({ source: 'invited' })),
      counts(knex('rfq_quotes').whereIn('rfqId', ids).where({ status: 'submitted' }).whereNull('hiddenAt')),
      RfqSupplier.query(knex).whereIn('rfqId', ids).where({ supplierId: viewer.id }),
      RfqQuote.query(knex).whereIn('rfqId', ids).where({ supplierId: viewer.id }).select('rfqId', 'status'),
      User.query(knex).whereIn('id', [...new Set(listed.map((rfq) => rfq.buyerId))]),
    ]);
    const mineBy = new Map(mine.map((row) => [row.rfqId, row]));
    const quoteBy = new Map(myQuotes.map((row) => [row.rfqId, row]));
    const buyerBy = byId(buyers);
    return listed.map((rfq) => {
      const isBuyer = rfq.buyerId === viewer.id;
      return {
        id: rfq.id,
        title: rfq.title,
        status: effectiveStatus(rfq, now),
        visibility: rfq.visibility,
        projectId: rfq.projectId,
        buyer: partyOr(buyerBy, rfq.buyerId),
        lineCount: lineCounts.get(rfq.id) ?? 0,
        quoteDeadline: rfq.quoteDeadline,
        needByDate: rfq.needByDate,
        ndaRequired: rfq.ndaRequired,
        createdAt: rfq.createdAt,
        updatedAt: rfq.updatedAt,
        publishedAt: rfq.publishedAt,
        invitedCount: isBuyer ? (invitedCounts.get(rfq.id) ?? 0) : 0,
        quoteCount: isBuyer ? (quoteCounts.get(rfq.id) ?? 0) : 0,
        myStatus: isBuyer ? null : (mineBy.get(rfq.id)?.status ?? null),
        myQuoteStatus: isBuyer ? null : (quoteBy.get(rfq.id)?.status ?? null),
        hiddenAt: isBuyer ? rfq.hiddenAt : null,
      };
    });
  }

  // ------------------------------------------------------------------------------------------------- the buyer's changes

  /** POST /api/rfqs: a new draft. */
  async create(viewer: Viewer, input: unknown): Promise<RfqDetail> {
    const payload = parseInput(createRfqSchema, input);
    const { knex } = this.deps;
    if (new Date(payload.quoteDeadline).getTime() <= this.now().getTime()) throw invalid(SOURCING_MESSAGES.deadlinePast, { quoteDeadline: SOURCING_MESSAGES.deadlinePast });
    const rfq = await knex.transaction(async (trx) => {
      if (payload.projectId != null) await this.ownProject(trx, viewer, payload.projectId);
      const inserted = await Rfq.query(trx).insertAndFetch({
        buyerId: viewer.id,
        projectId: payload.projectId ?? null,
        title: payload.title,
        description: payload.description,
        status: 'draft',
        visibility: payload.visibility ?? 'invited',
        openRegion: payload.openCriteria?.region ?? null,
        openVerifiedOnly: payload.openCriteria?.verifiedOnly ?? false,
        openRequiredCertifications: payload.openCriteria?.requiredCertifications ?? [],
        quoteDeadline: new Date(payload.quoteDeadline).toISOString(),
        needByDate: payload.needByDate ?? null,
        deliveryLocation: payload.deliveryLocation ?? null,
        incoterm: payload.incoterm ?? null,
        ndaRequired: payload.ndaRequired ?? false,
      });
      await this.replaceLines(trx, inserted, payload.lines);
      return inserted;
    });
    return this.detailOf(knex, rfq, { kind: 'buyer' }, viewer);
  }

  /** PATCH /api/rfqs/{id}. */
  async update(viewer: Viewer, rfqId: number, input: unknown): Promise<RfqDetail> {
    const payload = parseInput(updateRfqSchema, input);
    const { knex, events } = this.deps;
    const rfq = await events.inTransaction(knex, async (trx, announce) => {
      const found = await loadAsBuyer(trx, rfqId, viewer, this.now(), true);
      if (found.status === 'awarded' || found.status === 'cancelled') throw conflict(SOURCING_MESSAGES.notEditable);
      if (found.status === 'draft') await this.updateDraft(trx, viewer, found, payload);
      else await this.updateOpen(trx, viewer, found, payload, announce);
      return Rfq.query(trx).findById(rfqId).throwIfNotFound();
    });
    return this.detailOf(knex, rfq, { kind: 'buyer' }, viewer);
  }

  private async updateDraft(trx: Knex.Transaction, viewer: Viewer, rfq: Rfq, payload: UpdateRfqPayload): Promise<void> {
    if (payload.projectId != null && payload.projectId !== rfq.projectId) await this.ownProject(trx, viewer, payload.projectId);
    const projectId = payload.projectId === undefined ? rfq.projectId : payload.projectId;
    const ndaRequired = payload.ndaRequired ?? rfq.ndaRequired;
    if (ndaRequired && projectId === null) throw invalid(SOURCING_MESSAGES.ndaNeedsProject, { ndaRequired: SOURCING_MESSAGES.ndaNeedsProject });
    const quoteDeadline = payload.quoteDeadline ? new Date(payload.quoteDeadline).toISOString() : rfq.quoteDeadline;
    if (payload.quoteDeadline && new Date(quoteDeadline).getTime() <= this.now().getTime()) throw invalid(SOURCING_MESSAGES.deadlinePast, { quoteDeadline: SOURCING_MESSAGES.deadlinePast });
    const needByDate = payload.needByDate === undefined ? rfq.needByDate : payload.needByDate;
    if (needByDate && needByDate <= quoteDeadline.slice(0, 10)) throw invalid(SOURCING_MESSAGES.needByBeforeDeadline, { needByDate: SOURCING_MESSAGES.needByBeforeDeadline });
    await Rfq.query(trx).findById(rfq.id).patch({
      ...(payload.title !== undefined && { title: payload.title }),
      ...(payload.description !== undefined && { description: payload.description }),
      projectId,
      ndaRequired,
      quoteDeadline,
      needByDate,
      ...(payload.deliveryLocation !== undefined && { deliveryLocation: payload.deliveryLocation }),
      ...(payload.incoterm !== undefined && { incoterm: payload.incoterm }),
      ...(payload.visibility !== undefined && { visibility: payload.visibility }),
      ...(payload.openCriteria?.region !== undefined && { openRegion: payload.openCriteria.region }),
      ...(payload.openCriteria?.verifiedOnly !== undefined && { openVerifiedOnly: payload.openCriteria.verifiedOnly }),
      ...(payload.openCriteria?.requiredCertifications !== undefined && { openRequiredCertifications: payload.openCriteria.requiredCertifications }),
    });
    if (payload.lines) await this.replaceLines(trx, rfq, payload.lines);
  }

  /** An open (or closed, not yet awarded) request: only the fields suppliers can be told about. */
  private async updateOpen(trx: Knex.Transaction, viewer: Viewer, rfq: Rfq, payload: UpdateRfqPayload, announce: Announce): Promise<void> {
    const now = this.now();
    const lockedFields: Array<[keyof UpdateRfqPayload, boolean]> = [
      ['title', payload.title !== undefined && payload.title !== rfq.title],
      ['projectId', payload.projectId !== undefined && payload.projectId !== rfq.projectId],
      ['needByDate', payload.needByDate !== undefined && payload.needByDate !== rfq.needByDate],
      ['deliveryLocation', payload.deliveryLocation !== undefined && payload.deliveryLocation !== rfq.deliveryLocation],
      ['incoterm', payload.incoterm !== undefined && payload.incoterm !== rfq.incoterm],
      ['ndaRequired', payload.ndaRequired !== undefined && payload.ndaRequired !== rfq.ndaRequired],
      ['visibility', payload.visibility !== undefined && payload.visibility !== rfq.visibility],
      ['openCriteria', payload.openCriteria !== undefined && (
        (payload.openCriteria.region !== undefined && (payload.openCriteria.region ?? null) !== rfq.openRegion)
        || (payload.openCriteria.verifiedOnly !== undefined && payload.openCriteria.verifiedOnly !== rfq.openVerifiedOnly)
        || (payload.openCriteria.requiredCertifications !== undefined && !sameSet(payload.openCriteria.requiredCertifications, rfq.openRequiredCertifications)))],
    ];
    const refused = lockedFields.find(([, changed]) => changed);
    if (refused) {
      const message = SOURCING_MESSAGES.openFieldLocked(RFQ_CHANGE_FIELD_LABELS[refused[0]] ?? String(refused[0]));
      throw invalid(message, { [refused[0]]: message });
    }
    const changes: ChangeEntry[] = [];
    const patch: Partial<Rfq> = {};
    if (payload.description !== undefined && payload.description !== rfq.description) {
      changes.push(fieldChange('description', rfq.description, payload.description));
      patch.description = payload.description;
    }
    if (payload.quoteDeadline !== undefined && new Date(payload.quoteDeadline).getTime() !== new Date(rfq.quoteDeadline).getTime()) {
      const deadline = new Date(payload.quoteDeadline);
      if (deadline.getTime() < new Date(rfq.quoteDeadline).getTime()) throw invalid(SOURCING_MESSAGES.deadlineOnlyLater, { quoteDeadline: SOURCING_MESSAGES.deadlineOnlyLater });
      if (deadline.getTime() <= now.getTime()) throw invalid(SOURCING_MESSAGES.deadlinePast, { quoteDeadline: SOURCING_MESSAGES.deadlinePast });
      if (rfq.needByDate && rfq.needByDate <= deadline.toISOString().slice(0, 10)) throw invalid(SOURCING_MESSAGES.needByBeforeDeadline, { quoteDeadline: SOURCING_MESSAGES.needByBeforeDeadline });
      changes.push(fieldChange('quoteDeadline', rfq.quoteDeadline, deadline.toISOString()));
      // A later deadline reopens a closed request and earns a new reminder.
      Object.assign(patch, { quoteDeadline: deadline.toISOString(), status: 'open', closedAt: null, reminderSentAt: null });
    }
    let lineUpdates: Array<{ id: number; notes: string | null; fileIds: number[] }> = [];
    if (payload.lines) {
      const stored = await RfqLine.query(trx).where({ rfqId: rfq.id }).orderBy('position');
      const diff = openLineChanges(stored, payload.lines);
      if (diff.refused) throw invalid(SOURCING_MESSAGES.linesLocked, { lines: SOURCING_MESSAGES.linesLocked });
      await this.checkFiles(trx, rfq, diff.updates.flatMap((update) => update.fileIds));
      changes.push(...diff.changes);
      lineUpdates = diff.updates;
    }
    if (!changes.length) return;
    await Rfq.query(trx).findById(rfq.id).patch(patch);
    for (const update of lineUpdates) await RfqLine.query(trx).findById(update.id).patch({ notes: update.notes, fileIds: update.fileIds });
    const change = await RfqChange.query(trx).insertAndFetch({ rfqId: rfq.id, authorId: viewer.id, changes });
    announce({ type: 'rfq-changed', rfqId: rfq.id, changeId: change.id, fields: [...new Set(changes.map((entry) => entry.field))], supplierIds: await activeSupplierIds(trx, rfq.id) });
  }

  /** POST /api/rfqs/{id}/publish: draft -> open, within the plan's requests a month. */
  async publish(viewer: Viewer, rfqId: number): Promise<RfqDetail> {
    const { knex, events } = this.deps;
    const rfq = await events.inTransaction(knex, async (trx, announce) => {
      // The buyer's row locked: two publishes at once are counted one after the other.
      await User.query(trx).findById(viewer.id).forUpdate();
      const found = await loadAsBuyer(trx, rfqId, viewer, this.now(), true);
      if (found.status !== 'draft') throw conflict(SOURCING_MESSAGES.badTransition(effectiveStatus(found, this.now()), 'open'));
      const now = this.now();
      if (new Date(found.quoteDeadline).getTime() <= now.getTime()) throw invalid(SOURCING_MESSAGES.deadlinePast, { quoteDeadline: SOURCING_MESSAGES.deadlinePast });
      if (found.ndaRequired) {
        if (found.projectId === null) throw invalid(SOURCING_MESSAGES.ndaNeedsProject, { ndaRequired: SOURCING_MESSAGES.ndaNeedsProject });
        if (!(await projectRequiresNda(trx, found.projectId))) throw conflict(SOURCING_MESSAGES.ndaNotSetUp);
      }
      const limit = planLimitsFor(viewer.role, viewer.subscriptionPlan).rfqsPerMonth;
      if (limit !== null) {
        const row = await trx('rfqs').where({ buyerId: viewer.id }).where('publishedAt', '>=', monthStart(now)).count({ n: '*' }).first();
        if (Number(row?.n ?? 0) >= limit) throw forbidden(SOURCING_MESSAGES.requestsPerMonth(PLAN_NAMES[viewer.subscriptionPlan], limit), { upgradeRequired: true });
      }
      await Rfq.query(trx).findById(found.id).patch({ status: 'open', publishedAt: now.toISOString() });
      const invited = await activeSupplierIds(trx, found.id);
      if (invited.length) announce({ type: 'rfq-invited', rfqId: found.id, buyerId: viewer.id, supplierIds: invited });
      return Rfq.query(trx).findById(found.id).throwIfNotFound();
    });
    return this.detailOf(knex, rfq, { kind: 'buyer' }, viewer);
  }

  /** POST /api/rfqs/{id}/cancel. */
  async cancel(viewer: Viewer, rfqId: number, input: unknown): Promise<RfqDetail> {
    const { reason } = parseInput(cancelRfqSchema, input);
    const { knex, events } = this.deps;
    const rfq = await events.inTransaction(knex, async (trx, announce) => {
      const found = await loadAsBuyer(trx, rfqId, viewer, this.now(), true);
      if (found.status === 'awarded' || found.status === 'cancelled') throw conflict(SOURCING_MESSAGES.badTransition(found.status, 'cancelled'));
      await Rfq.query(trx).findById(found.id).patch({ status: 'cancelled', cancelledAt: this.now().toISOString(), cancelReason: reason ?? null });
      if (found.status !== 'draft') announce({ type: 'rfq-cancelled', rfqId: found.id, supplierIds: await activeSupplierIds(trx, found.id) });
      return Rfq.query(trx).findById(found.id).throwIfNotFound();
    });
    return this.detailOf(knex, rfq, { kind: 'buyer' }, viewer);
  }

  /** POST /api/rfqs/{id}/invitations: manufacturers and suppliers, within the plan's invitations per request. */
  async invite(viewer: Viewer, rfqId: number, input: unknown): Promise<RfqDetail> {
    const { supplierIds } = parseInput(inviteSuppliersSchema, input);
    const { knex, events } = this.deps;
    const rfq = await events.inTransaction(knex, async (trx, announce) => {
      const found = await loadAsBuyer(trx, rfqId, viewer, this.now(), true);
      const status = effectiveStatus(found, this.now());
      if (status !== 'draft' && status !== 'open') throw conflict(SOURCING_MESSAGES.notOpen);
      if (supplierIds.includes(viewer.id)) throw invalid(SOURCING_MESSAGES.inviteSelf, { supplierIds: SOURCING_MESSAGES.inviteSelf });
      const users = await User.query(trx).whereIn('id', supplierIds);
      for (const id of supplierIds) {
        const user = users.find((u) => u.id === id);
        if (!user || user.deactivatedAt) throw invalid(SOURCING_MESSAGES.supplierNotFound, { supplierIds: SOURCING_MESSAGES.supplierNotFound });
        if (!isSupplierRole(user.role)) throw invalid(SOURCING_MESSAGES.notASupplier, { supplierIds: SOURCING_MESSAGES.notASupplier });
      }
      const existing = await RfqSupplier.query(trx).where({ rfqId: found.id });
      const already = new Set(existing.map((row) => row.supplierId));
      const added = supplierIds.filter((id) => !already.has(id));
      const limit = planLimitsFor(viewer.role, viewer.subscriptionPlan).invitationsPerRfq;
      const invitedSoFar = existing.filter((row) => row.source === 'invited').length;
      if (limit !== null && invitedSoFar + added.length > limit) throw forbidden(SOURCING_MESSAGES.invitationsPerRequest(PLAN_NAMES[viewer.subscriptionPlan], limit), { upgradeRequired: true });
      const now = this.now().toISOString();
      for (const supplierId of added) await RfqSupplier.query(trx).insert({ rfqId: found.id, supplierId, source: 'invited', status: 'invited', invitedAt: now });
      if (added.length && status === 'open') announce({ type: 'rfq-invited', rfqId: found.id, buyerId: viewer.id, supplierIds: added });
      return found;
    });
    return this.detailOf(knex, rfq, { kind: 'buyer' }, viewer);
  }

  /**
   * GET /api/rfqs/{id}/suggestions: manufacturers and suppliers to invite, in the partner index's order
   * (best match, rating, verification): first those whose capabilities and materials match the lines
   * (holding the certifications an open request requires, when it does), then those matching the
   * processes only, then the rest. The reasons name the expertise, profile capabilities and materials
   * that fit the lines, and the required certifications held.
   */
  async suggestions(viewer: Viewer, rfqId: number, query: unknown): Promise<SupplierSuggestion[]> {
    const { limit } = parseInput(supplierSuggestionQuerySchema, query);
    const { knex, partnerIndex } = this.deps;
    const rfq = await loadAsBuyer(knex, rfqId, viewer, this.now());
    const lines = await RfqLine.query(knex).where({ rfqId: rfq.id });
    const processes = [...new Set(lines.flatMap((line) => (line.process ? [line.process] : [])))];
    const materials = [...new Set(lines.flatMap((line) => (line.material ? [line.material] : [])))];
    const invited = new Set((await RfqSupplier.query(knex).where({ rfqId: rfq.id }).select('supplierId')).map((row) => row.supplierId));
    const location = rfq.openRegion && rfq.openRegion !== 'Global' ? [rfq.openRegion] : [];
    // Required certifications are an open request's matching criterion; an invited one requires none.
    const certification = rfq.visibility === 'open' ? rfq.openRequiredCertifications : [];
    const attempts = [
      ...(certification.length ? [{ capability: processes, material: materials, certification }, { capability: processes, certification }] : []),
      { capability: processes, material: materials },
      { capability: processes },
      { expertise: processes.map((process) => processLabel(process) ?? process) },
      {},
    ];
    await partnerIndex.ready();
    const found: PartnerCard[] = [];
    const seen = new Set<number>([viewer.id]);
    for (const attempt of attempts) {
      for (const role of ['manufacturer', 'supplier'] as const) {
        if (found.length >= limit) break;
        const parsed = partnerSearchQuerySchema.safeParse({ role, location, ...attempt, limit: String(Math.min(100, limit * 3)) });
        if (!parsed.success) continue;
        const { userIds } = partnerIndex.search(parsed.data, viewer.id);
        const fresh = userIds.filter((id) => !seen.has(id));
        for (const card of await partnerIndex.cardsOf(fresh)) {
          const partner = partnerCardSchema.safeParse(JSON.parse(card.toString('utf8')));
          if (!partner.success || seen.has(partner.data.id) || !isSupplierRole(partner.data.role)) continue;
          seen.add(partner.data.id);
          found.push(partner.data);
        }
      }
    }
    const shown = found.slice(0, limit);
    const profiles = await supplierFactsOf(knex, shown.map((partner) => partner.id));
    return shown.map((partner) => {
      const profile = profiles.get(partner.id);
      const certified = certification.filter((id) => profile?.approvedCertifications.includes(id));
      const reasons = [
        ...fittingEntries(partner.expertise, lines).slice(0, 3).map((item) => `Expertise in ${item}`),
        ...fittingEntries(profile?.capabilities ?? [], lines).slice(0, 3).map((entry) => `Capability: ${capabilityLabel(entry)}`),
        ...fittingEntries(profile?.materials ?? [], lines).slice(0, 2).map((entry) => `Material: ${materialLabel(entry)}`),
        ...certified.map((id) => `Certified ${CERTIFICATION_LABELS[id as CertificationId] ?? id}`),
        ...(partner.verified ? ['Verified'] : []),
        ...(partner.rating.average !== null ? [`Rated ${partner.rating.average.toFixed(1)}/5 (${partner.rating.count})`] : []),
      ];
      return { partner, reasons, alreadyInvited: invited.has(partner.id) };
    });
  }

  // ------------------------------------------------------------------------------------------------- award

  /** POST /api/rfqs/{id}/award. */
  async award(viewer: Viewer, rfqId: number, input: unknown): Promise<RfqDetail> {
    const payload = parseInput(awardRfqSchema, input);
    const { knex, events } = this.deps;
    const notes: Array<{ supplierId: number; connectionId: number; content: string }> = [];
    const rfq = await events.inTransaction(knex, async (trx, announce) => {
      const found = await loadAsBuyer(trx, rfqId, viewer, this.now(), true);
      if (found.status !== 'open' && found.status !== 'closed') throw conflict(SOURCING_MESSAGES.notAwardable);
      const lines = await RfqLine.query(trx).where({ rfqId: found.id }).orderBy('position');
      const lineById = byId(lines);
      const quotes = await RfqQuote.query(trx).where({ rfqId: found.id, status: 'submitted' }).whereNull('hiddenAt');
      const versions = quotes.length ? await RfqQuoteVersion.query(trx).whereIn('quoteId', quotes.map((quote) => quote.id)) : [];
      const standing = new Map(quotes.map((quote) => [quote.supplierId, { quote, version: versions.find((v) => v.quoteId === quote.id && v.version === quote.version)! }]));
      const priced = (supplierId: number, lineId: number) => standing.get(supplierId)?.version?.prices.some((price) => price.lineId === lineId) ?? false;
      let picks: Array<{ lineId: number; supplierId: number }>;
      if (payload.mode === 'whole') {
        picks = lines.filter((line) => priced(payload.supplierId, line.id)).map((line) => ({ lineId: line.id, supplierId: payload.supplierId }));
        if (!picks.length) throw invalid(SOURCING_MESSAGES.awardNeedsQuote, { supplierId: SOURCING_MESSAGES.awardNeedsQuote });
      } else {
        picks = payload.lines;
        for (const pick of picks) {
          if (!lineById.has(pick.lineId)) throw invalid(SOURCING_MESSAGES.line, { lines: SOURCING_MESSAGES.line });
          if (!priced(pick.supplierId, pick.lineId)) throw invalid(SOURCING_MESSAGES.awardNeedsQuote, { lines: SOURCING_MESSAGES.awardNeedsQuote });
        }
      }
      const now = this.now().toISOString();
      for (const pick of picks) {
        const { quote } = standing.get(pick.supplierId)!;
        await RfqAward.query(trx).insert({ rfqId: found.id, lineId: pick.lineId, supplierId: pick.supplierId, quoteId: quote.id, quoteVersion: quote.version });
      }
      await Rfq.query(trx).findById(found.id).patch({ status: 'awarded', awardedAt: now, closedAt: found.closedAt ?? now });
      const winners = [...new Set(picks.map((pick) => pick.supplierId))];
      const participants = await RfqSupplier.query(trx).where({ rfqId: found.id });
      const losers: number[] = [];
      for (const participant of participants) {
        if (winners.includes(participant.supplierId)) {
          const parts = picks.filter((pick) => pick.supplierId === participant.supplierId).map((pick) => lineById.get(pick.lineId)!.partName);
          const content = `Your quote on "${found.title}" (request for quote #${found.id}) was awarded: ${parts.join(', ')}.`.slice(0, 1000);
          const { connectionId, created } = await openAgreedConnection(trx, { requesterId: viewer.id, recipientId: participant.supplierId, projectId: found.projectId, message: content });
          await RfqSupplier.query(trx).findById(participant.id).patch({ status: 'awarded', connectionId, outcomeReason: null });
          if (!created) notes.push({ supplierId: participant.supplierId, connectionId, content });
        } else if (participant.status !== 'declined') {
          losers.push(participant.supplierId);
          await RfqSupplier.query(trx).findById(participant.id).patch({ status: 'not_awarded', outcomeReason: payload.reason ?? null });
        }
      }
      announce({ type: 'rfq-awarded', rfqId: found.id, buyerId: viewer.id, awardedSupplierIds: winners, declinedSupplierIds: losers, declinedReason: payload.reason ?? null });
      return Rfq.query(trx).findById(found.id).throwIfNotFound();
    });
    // The award is committed: a note that cannot be posted now (a rate limit) does not undo it.
    for (const note of notes) {
      await this.messenger(viewer.id, { connectionId: note.connectionId, recipientId: note.supplierId, content: note.content, clientMessageId: null, attachmentIds: [] })
        .catch((error: unknown) => this.deps.log(`award note for request ${rfq.id} failed: ${error instanceof Error ? error.message : String(error)}`));
    }
    return this.detailOf(knex, rfq, { kind: 'buyer' }, viewer);
  }

  // ------------------------------------------------------------------------------------------------- helpers

  private async ownProject(db: Knex, viewer: Viewer, projectId: number): Promise<void> {
    if ((await projectOwnerId(db, projectId)) !== viewer.id) throw invalid(SOURCING_MESSAGES.project, { projectId: SOURCING_MESSAGES.project });
  }

  /** Files lines may list: the buyer's own uploads to this request. */
  private async checkFiles(db: Knex, rfq: Rfq, fileIds: number[]): Promise<void> {
    const unique = [...new Set(fileIds)];
    const found = await filesInContext(db, { context: 'rfq', rfqId: rfq.id, uploaderId: rfq.buyerId }, unique);
    if (found.length !== unique.length) throw invalid(SOURCING_MESSAGES.fileNotFound, { lines: SOURCING_MESSAGES.fileNotFound });
  }

  /** A draft's lines as sent: those with an id updated, new ones added, the others removed, numbered in order. */
  private async replaceLines(trx: Knex.Transaction, rfq: Rfq, lines: RfqLinePayload[]): Promise<void> {
    await this.checkFiles(trx, rfq, lines.flatMap((line) => line.fileIds ?? []));
    const stored = await RfqLine.query(trx).where({ rfqId: rfq.id });
    const storedIds = new Set(stored.map((line) => line.id));
    if (lines.some((line) => line.id !== undefined && !storedIds.has(line.id))) throw invalid(SOURCING_MESSAGES.line, { lines: SOURCING_MESSAGES.line });
    const kept = new Set(lines.flatMap((line) => (line.id === undefined ? [] : [line.id])));
    const removed = stored.filter((line) => !kept.has(line.id)).map((line) => line.id);
    if (removed.length) await RfqLine.query(trx).whereIn('id', removed).delete();
    for (const [at, line] of lines.entries()) {
      const row = {
        rfqId: rfq.id,
        position: at + 1,
        partName: line.partName,
        quantities: line.quantities,
        material: line.material ?? null,
        process: line.process ?? null,
        tolerances: line.tolerances ?? null,
        finish: line.finish ?? null,
        notes: line.notes ?? null,
        targetUnitPriceCents: line.targetUnitPriceCents ?? null,
        fileIds: line.fileIds ?? [],
      };
      if (line.id === undefined) await RfqLine.query(trx).insert(row);
      else await RfqLine.query(trx).findById(line.id).patch(row);
    }
  }
}
