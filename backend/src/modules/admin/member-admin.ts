import type { Knex } from 'knex';
import {
  ADMIN_MESSAGES, type AdminActionResult, type AdminListingRow, type AdminMemberDetail, type AdminMemberRow, type AdminMembersFilters, type Paged,
} from '#shared/schemas/admin-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { conflict, forbidden, notFound } from '../../domain/domain-errors.ts';
import { AuthService } from '../auth/index.ts';
import { sendInBackground } from '../mail/index.ts';
import { User } from '../../db/models/user-model.ts';
import { accountDeactivatedEmail, accountReactivatedEmail } from './admin-emails.ts';
import { recordAudit } from './audit-log.ts';
import { listingRows, openReportCounts, reportsWhere } from './moderation-queries.ts';
import { countRows, escapeLike } from '../../db/query-helpers.ts';


export function memberRow(user: User, openReports: number): AdminMemberRow {
  return {
    id: user.id,
    fullName: user.fullName,
    username: user.username,
    email: user.email,
    role: user.role,
    companyName: user.companyName,
    location: user.location,
    verificationStatus: user.verificationStatus,
    subscriptionPlan: user.subscriptionPlan,
    emailVerified: user.emailVerified,
    deactivatedAt: user.deactivatedAt,
    openReports,
    createdAt: user.createdAt,
  };
}

/** Members in the admin console: find, look at everything about one, deactivate or reactivate with a reason. */
export class MemberAdmin {
  private readonly deps: AppDeps;
  private readonly auth: AuthService;

  constructor(deps: AppDeps) {
    this.deps = deps;
    this.auth = new AuthService(deps);
  }

  async list(query: AdminMembersFilters): Promise<Paged<AdminMemberRow>> {
    const filtered = User.query(this.deps.knex);
    if (query.q) {
      const like = `%${escapeLike(query.q.toLowerCase())}%`;
      filtered.where((q) => {
        for (const column of ['fullName', 'email', 'username', 'companyName']) q.orWhereRaw('lower(??) like ? escape ?', [column, like, '\\']);
      });
    }
    if (query.role) filtered.where('role', query.role);
    if (query.verification) filtered.where('verificationStatus', query.verification);
    if (query.state === 'active') filtered.whereNull('deactivatedAt');
    if (query.state === 'deactivated') filtered.whereNotNull('deactivatedAt');
    const total = await filtered.clone().resultSize();
    const users = await filtered.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(query.limit).offset((query.page - 1) * query.limit);
    const counts = await openReportCounts(this.deps.knex, 'owner', users.map((u) => u.id));
    return { items: users.map((user) => memberRow(user, counts.get(user.id) ?? 0)), total, page: query.page, limit: query.limit };
  }

  async detail(id: number): Promise<AdminMemberDetail> {
    const { knex } = this.deps;
    const user = await User.query(knex).findById(id);
    if (!user) throw notFound(ADMIN_MESSAGES.memberNotFound);
    const [counts, projects, listings, received, given, byValue, reportsAbout, reportsFiled] = await Promise.all([
      openReportCounts(knex, 'owner', [id]),
      listingRows(knex, 'project', (q) => q.where('projects.userId', id), 200),
      listingRows(knex, 'product', (q) => q.where('products.sellerId', id), 200),
      countRows(knex('ratings').where({ targetType: 'user', targetId: id })),
      countRows(knex('ratings').where({ userId: id })),
      knex('ratings').where({ targetType: 'user', targetId: id }).groupBy('ratingValue').select('ratingValue').count({ n: '*' }) as Promise<Array<{ ratingValue: string; n: number | string }>>,
      reportsWhere(knex, (q) => q.where('reports.targetOwnerId', id), 100),
      reportsWhere(knex, (q) => q.where('reports.reporterId', id), 100),
    ]);
    return {
      member: {
        ...memberRow(user, counts.get(id) ?? 0),
        bio: user.bio,
        linkedinProfile: user.linkedinProfile,
        companyWebsite: user.companyWebsite,
        verificationCredential: user.verificationCredential,
        verificationNote: user.verificationNote,
        deactivationReason: user.deactivationReason,
        twoFactorEnabled: user.twoFactorEnabled,
        expertise: user.expertise ?? [],
      },
      projects: projects as AdminListingRow[],
      listings: listings as AdminListingRow[],
      ratings: { received, given, byValue: Object.fromEntries(byValue.map((row) => [row.ratingValue, Number(row.n)])) },
      reportsAbout,
      reportsFiled,
    };
  }

  /** Deactivates with a reason; `fromReport` when a report's resolution does it (its reports close in the same transaction). */
  async deactivate(admin: User, id: number, reason: string, fromReport?: { reportId: number; inTransaction: (trx: Knex.Transaction) => Promise<void> }): Promise<AdminActionResult> {
    const member = await this.target(id);
    if (member.deactivatedAt) throw conflict(ADMIN_MESSAGES.alreadyDeactivated);
    await this.auth.deactivate(member, {
      reason,
      inTransaction: async (trx) => {
        await fromReport?.inTransaction(trx);
        const now = this.deps.clock.now();
        // The member's own history shows it either way; a report's resolution is logged against the report too.
        await recordAudit(trx, { adminId: admin.id, action: 'member.deactivate', targetType: 'user', targetId: id, targetLabel: member.fullName, reason, details: fromReport ? { reportId: fromReport.reportId } : null }, now);
        if (fromReport) {
          await recordAudit(trx, { adminId: admin.id, action: 'report.deactivate', targetType: 'report', targetId: fromReport.reportId, targetLabel: member.fullName, reason, details: { memberId: id } }, now);
        }
      },
    });
    sendInBackground(this.deps, accountDeactivatedEmail(member.email, member.fullName, reason, this.deps.appUrl));
    return { message: ADMIN_MESSAGES.deactivated };
  }

  async reactivate(admin: User, id: number, reason: string): Promise<AdminActionResult> {
    const member = await this.target(id);
    if (!member.deactivatedAt) throw conflict(ADMIN_MESSAGES.notDeactivated);
    await this.auth.reactivate(member, (trx) =>
      recordAudit(trx, { adminId: admin.id, action: 'member.reactivate', targetType: 'user', targetId: id, targetLabel: member.fullName, reason }, this.deps.clock.now()));
    sendInBackground(this.deps, accountReactivatedEmail(member.email, member.fullName, this.deps.appUrl));
    return { message: ADMIN_MESSAGES.reactivated };
  }

  /** A member the console may act on: admins are managed from the command line only. */
  async target(id: number): Promise<User> {
    const member = await User.query(this.deps.knex).findById(id);
    if (!member) throw notFound(ADMIN_MESSAGES.memberNotFound);
    if (member.role === 'admin') throw forbidden(ADMIN_MESSAGES.adminTarget);
    return member;
  }
}
