import type { Knex } from 'knex';
import {
  ADMIN_MESSAGES, type AdminActionResult, type AdminListingRow, type AdminListingsFilters, type AdminReport, type AdminReportsFilters,
  type ModeratedType, type Paged, type ReportDecision,
} from '#shared/schemas/admin-schemas.ts';
import type { ReportTargetType } from '#shared/schemas/report-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { conflict, invalid, notFound } from '../../domain/domain-errors.ts';
import { sendInBackground } from '../mail/index.ts';
import { setSourcingHidden, type SourcingContentType } from '../sourcing/index.ts';
import type { User } from '../../db/models/user-model.ts';
import { contentHiddenEmail, contentRestoredEmail } from './admin-emails.ts';
import { recordAudit } from './audit-log.ts';
import type { MemberAdmin } from './member-admin.ts';
import { listingRows, reportsWhere } from './moderation-queries.ts';
import { countRows, escapeLike } from '../../db/query-helpers.ts';

const TABLE: Record<ModeratedType, { table: string; owner: string }> = {
  product: { table: 'products', owner: 'sellerId' },
  project: { table: 'projects', owner: 'userId' },
};

const isModerated = (type: ReportTargetType): type is ModeratedType => type === 'product' || type === 'project';

interface ListingRecord {
  id: number;
  name: string;
  ownerId: number | null;
  hiddenAt: unknown;
}

/**
 * Reports and listings moderation. Hiding takes a product out of the marketplace (list,
 * page, similar, saved) or a project out of every member's view; its owner still sees it with the
 * reason and hears of it. Resolving a report closes every open report the decision answers (the same
 * listing when hiding, everything about the member when deactivating) and tells each reporter.
 */
export class ModerationService {
  private readonly deps: AppDeps;
  private readonly members: MemberAdmin;

  constructor(deps: AppDeps, members: MemberAdmin) {
    this.deps = deps;
    this.members = members;
  }

  async reports(query: AdminReportsFilters): Promise<Paged<AdminReport>> {
    const filter = (q: Knex.QueryBuilder) => {
      if (query.status) q.where('reports.status', query.status);
      if (query.targetType) q.where('reports.targetType', query.targetType);
    };
    const counted = this.deps.knex('reports');
    filter(counted);
    const items = await reportsWhere(this.deps.knex, filter, query.limit, (query.page - 1) * query.limit);
    return { items, total: await countRows(counted), page: query.page, limit: query.limit };
  }

  async resolve(admin: User, reportId: number, decision: ReportDecision, reason: string): Promise<AdminActionResult> {
    const { knex } = this.deps;
    const report = await knex('reports').where({ id: reportId }).first();
    if (!report) throw notFound(ADMIN_MESSAGES.reportNotFound);
    if (report.status !== 'open') throw conflict(ADMIN_MESSAGES.reportClosed);
    const targetType = report.targetType as ReportTargetType;
    const targetId = Number(report.targetId);
    const now = this.deps.clock.now();
    /** Closes the reports this decision answers, in the action's transaction; returns them for the reporters' notices. */
    const closeAnswered = async (trx: Knex.Transaction) => {
      const answered = trx('reports').where('status', 'open');
      if (decision === 'dismiss') answered.where('id', reportId);
      else if (decision === 'hide') answered.where({ targetType, targetId });
      else answered.where((q) => q.where('id', reportId).orWhere('targetOwnerId', report.targetOwnerId));
      const rows = (await answered.clone().forUpdate().select('id', 'reporterId')) as Array<Record<string, unknown>>;
      if (!rows.some((row) => Number(row.id) === reportId)) throw conflict(ADMIN_MESSAGES.reportClosed);
      await trx('reports').whereIn('id', rows.map((row) => row.id as number)).update({
        status: decision === 'dismiss' ? 'dismissed' : 'actioned', decision, resolution: reason, resolvedBy: admin.id, resolvedAt: now,
      });
      return rows;
    };
    let answered: Array<Record<string, unknown>> = [];

    if (decision === 'dismiss') {
      await knex.transaction(async (trx) => {
        answered = await closeAnswered(trx);
        await recordAudit(trx, { adminId: admin.id, action: 'report.dismiss', targetType: 'report', targetId: reportId, targetLabel: String(report.targetLabel), reason, details: { targetType, targetId } }, now);
      });
    } else if (decision === 'hide' && (targetType === 'rfq' || targetType === 'quote')) {
      await this.setSourcingContentHidden(admin, targetType, targetId, reason, true, async (trx) => {
        answered = await closeAnswered(trx);
        await recordAudit(trx, { adminId: admin.id, action: 'report.hide', targetType: 'report', targetId: reportId, targetLabel: String(report.targetLabel), reason, details: { targetType, targetId, closedReports: answered.length } }, now);
      });
    } else if (decision === 'hide') {
      if (!isModerated(targetType)) throw invalid(ADMIN_MESSAGES.hideNotApplicable, { decision: ADMIN_MESSAGES.hideNotApplicable });
      await this.setHidden(admin, targetType, targetId, reason, true, async (trx) => {
        answered = await closeAnswered(trx);
        await recordAudit(trx, { adminId: admin.id, action: 'report.hide', targetType: 'report', targetId: reportId, targetLabel: String(report.targetLabel), reason, details: { targetType, targetId, closedReports: answered.length } }, now);
      });
    } else {
      if (!report.targetOwnerId) throw invalid(ADMIN_MESSAGES.memberNotFound);
      await this.members.deactivate(admin, Number(report.targetOwnerId), reason, {
        reportId,
        inTransaction: async (trx) => {
          answered = await closeAnswered(trx);
        },
      });
    }
    // Every branch above has committed by now; each report it closed is news for its reporter (the
    // notifications tell them, by mail as their settings say).
    await this.deps.events.announce(...answered.filter((row) => row.reporterId).map((row) => ({
      type: 'report-resolved' as const, reportId: Number(row.id), reporterId: Number(row.reporterId), actioned: decision !== 'dismiss',
    })));
    return { message: decision === 'dismiss' ? ADMIN_MESSAGES.dismissed : ADMIN_MESSAGES.actioned };
  }

  async listings(query: AdminListingsFilters): Promise<Paged<AdminListingRow>> {
    const { table } = TABLE[query.type];
    const filter = (q: Knex.QueryBuilder) => {
      if (query.q) q.whereRaw('lower(??) like ? escape ?', [`${table}.name`, `%${escapeLike(query.q.toLowerCase())}%`, '\\']);
      if (query.state === 'hidden') q.whereNotNull(`${table}.hiddenAt`);
      if (query.state === 'visible') q.whereNull(`${table}.hiddenAt`);
    };
    const counted = this.deps.knex(table);
    filter(counted);
    const items = await listingRows(this.deps.knex, query.type, filter, query.limit, (query.page - 1) * query.limit);
    return { items, total: await countRows(counted), page: query.page, limit: query.limit };
  }

  async hide(admin: User, type: ModeratedType, id: number, reason: string): Promise<AdminActionResult> {
    await this.setHidden(admin, type, id, reason, true);
    return { message: ADMIN_MESSAGES.hidden };
  }

  async restore(admin: User, type: ModeratedType, id: number, reason: string): Promise<AdminActionResult> {
    await this.setHidden(admin, type, id, reason, false);
    return { message: ADMIN_MESSAGES.restored };
  }

  /** POST /api/admin/sourcing/{type}/{id}/hide | /restore. */
  async setSourcing(admin: User, type: SourcingContentType, id: number, reason: string, hidden: boolean): Promise<AdminActionResult> {
    await this.setSourcingContentHidden(admin, type, id, reason, hidden);
    return { message: hidden ? ADMIN_MESSAGES.hidden : ADMIN_MESSAGES.restored };
  }

  /**
   * Hides or restores a request for quote or a quote (the sourcing module writes it) with its audit entry.
   * The audit names the content's owner as its target, with the content in the details: the audit's
   * target types are the console's, which lists members, listings, projects, messages and reports.
   */
  private async setSourcingContentHidden(
    admin: User, type: SourcingContentType, id: number, reason: string, hidden: boolean, alsoInTransaction?: (trx: Knex.Transaction) => Promise<void>,
  ): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.knex.transaction(async (trx) => {
      const content = await setSourcingHidden(trx, type, id, hidden ? { adminId: admin.id, reason, at: now } : null);
      await alsoInTransaction?.(trx);
      await recordAudit(trx, {
        adminId: admin.id, action: hidden ? 'sourcing.hide' : 'sourcing.restore', targetType: 'user', targetId: content.ownerId, targetLabel: content.label, reason, details: { contentType: type, contentId: id },
      }, now);
    });
  }

  /** Hides or restores a listing with its audit entry (and whatever else `alsoInTransaction` writes), then the index and the owner's mail. */
  private async setHidden(admin: User, type: ModeratedType, id: number, reason: string, hidden: boolean, alsoInTransaction?: (trx: Knex.Transaction) => Promise<void>): Promise<void> {
    const { knex, clock, events } = this.deps;
    const { table, owner } = TABLE[type];
    const now = clock.now();
    const record = await events.inTransaction(knex, async (trx, announce) => {
      const found = (await trx(table).where({ id }).forUpdate().first('id', 'name', `${owner} as ownerId`, 'hiddenAt')) as ListingRecord | undefined;
      if (!found) throw notFound(ADMIN_MESSAGES.listingNotFound);
      if (hidden && found.hiddenAt) throw conflict(ADMIN_MESSAGES.alreadyHidden);
      if (!hidden && !found.hiddenAt) throw conflict(ADMIN_MESSAGES.notHidden);
      await trx(table).where({ id }).update(hidden ? { hiddenAt: now, hiddenReason: reason, hiddenBy: admin.id } : { hiddenAt: null, hiddenReason: null, hiddenBy: null });
      await alsoInTransaction?.(trx);
      await recordAudit(trx, { adminId: admin.id, action: hidden ? 'listing.hide' : 'listing.restore', targetType: type, targetId: id, targetLabel: String(found.name), reason }, now);
      if (type === 'product') {
        announce({ type: 'listing-changed', productIds: [id] });
        if (found.ownerId) announce({ type: 'listing-moderated', productId: id, sellerId: Number(found.ownerId), hidden });
      }
      return found;
    });
    // A product's seller hears of it from the notifications (`listing-moderated`); a project's owner by this mail.
    if (type === 'project' && record.ownerId) {
      const ownerRow = await knex('users').where({ id: record.ownerId }).whereNull('deactivatedAt').first('email', 'fullName');
      if (ownerRow) {
        const name = String(record.name);
        sendInBackground(this.deps, hidden
          ? contentHiddenEmail(ownerRow.email, ownerRow.fullName, type, name, reason, this.deps.appUrl)
          : contentRestoredEmail(ownerRow.email, ownerRow.fullName, type, name));
      }
    }
  }
}
