import type { Knex } from 'knex';
import { REPORT_MESSAGES, type CreateReportPayload, type ReportReceipt, type ReportTargetType } from '#shared/schemas/report-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { conflict, invalid, notFound } from '../../domain/domain-errors.ts';
import { ProjectService } from '../projects/index.ts';
import { sourcingReportTarget } from '../sourcing/index.ts';
import type { User } from '../../db/models/user-model.ts';

/** What a report is about, as the reporter can see it: whose it is and a label for the team. */
export interface ReportTarget {
  ownerId: number | null;
  label: string;
}

const excerpt = (text: string, max = 80) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/**
 * Member reports: a member reports what they can see (a profile, a listing, a project, a
 * message sent to them, a request for quote, a quote they received); the report lands in the admin console's queue. Nothing the reporter cannot
 * see can be reported (404), nor their own content (400); one open report per member and target (409).
 */
export class ReportService {
  private readonly deps: AppDeps;
  private readonly projects: ProjectService;

  constructor(deps: AppDeps) {
    this.deps = deps;
    this.projects = new ProjectService(deps);
  }

  async create(reporter: User, input: CreateReportPayload): Promise<ReportReceipt> {
    const { knex, clock } = this.deps;
    const id = await knex.transaction(async (trx) => {
      const target = await this.targetFor(trx, reporter, input.targetType, input.targetId);
      if (target.ownerId === reporter.id) throw invalid(REPORT_MESSAGES.ownContent);
      const open = await trx('reports').where({ reporterId: reporter.id, targetType: input.targetType, targetId: input.targetId, status: 'open' }).first('id');
      if (open) throw conflict(REPORT_MESSAGES.duplicate);
      const [inserted] = await trx('reports').insert({
        reporterId: reporter.id,
        targetType: input.targetType,
        targetId: input.targetId,
        targetOwnerId: target.ownerId,
        targetLabel: target.label.slice(0, 200),
        reason: input.reason,
        details: input.details || null,
        status: 'open',
        createdAt: clock.now(),
      });
      return Number(inserted);
    });
    return { id, message: REPORT_MESSAGES.sent };
  }

  /** The target as this member sees it, or 404 (it does not exist, or they cannot see it). */
  private async targetFor(db: Knex, reporter: User, type: ReportTargetType, id: number): Promise<ReportTarget> {
    const missing = () => notFound(REPORT_MESSAGES.notFound);
    switch (type) {
      case 'user': {
        const user = await db('users').where({ id }).whereNull('deactivatedAt').first('id', 'fullName');
        if (!user) throw missing();
        return { ownerId: Number(user.id), label: String(user.fullName) };
      }
      case 'product': {
        const product = await db('products').where({ id }).first('id', 'name', 'sellerId', 'hiddenAt');
        if (!product || (product.hiddenAt && product.sellerId !== reporter.id)) throw missing();
        return { ownerId: product.sellerId === null ? null : Number(product.sellerId), label: String(product.name) };
      }
      case 'project': {
        const project = await this.projects.findVisible(db, reporter, id).catch(() => {
          throw missing();
        });
        return { ownerId: project.userId, label: project.name };
      }
      case 'rfq':
      case 'quote':
        return sourcingReportTarget(db, reporter, type, id, this.deps.clock.now());
      case 'message': {
        // Only a side of the conversation has seen the message.
        const message = await db('messages').where({ id }).where((q) => q.where('senderId', reporter.id).orWhere('recipientId', reporter.id)).first('id', 'senderId', 'content');
        if (!message) throw missing();
        return { ownerId: Number(message.senderId), label: excerpt(String(message.content)) };
      }
    }
  }
}
