import Router from '@koa/router';
import { API_PATHS } from '#shared/api/api-paths.ts';
import {
  ADMIN_MESSAGES, adminAuditQuerySchema, adminInboxQuerySchema, adminListingsQuerySchema, adminMembersQuerySchema, adminOverviewQuerySchema,
  adminReasonSchema, adminReportsQuerySchema, approveVerificationSchema, inboxReplySchema, inboxStatusSchema, MODERATED_TYPES, resolveReportSchema,
  type ModeratedType,
} from '#shared/schemas/admin-schemas.ts';
import { verificationResubmitSchema } from '#shared/schemas/profile-schemas.ts';
import { certificationQueueQuerySchema, SUPPLIER_PROFILE_MESSAGES } from '#shared/schemas/supplier-profile-schemas.ts';
import type { AppDeps, AppState } from '../../app-context.ts';
import { access, requireUser } from '../../http/access.ts';
import { idParamOr404, notFound, parseInput } from '../../domain/domain-errors.ts';
import { toOwnUser } from '../users/index.ts';
import { AdminInbox } from './admin-inbox.ts';
import { CertificationReview } from './certification-review.ts';
import { adminOverview } from './admin-overview.ts';
import { listAudit } from './audit-log.ts';
import { MemberAdmin } from './member-admin.ts';
import { ModerationService } from './moderation-service.ts';
import { VerificationReview } from './verification-review.ts';

const moderatedType = (raw: string | undefined): ModeratedType => {
  if (!(MODERATED_TYPES as readonly string[]).includes(raw ?? '')) throw notFound(ADMIN_MESSAGES.listingNotFound);
  return raw as ModeratedType;
};

/**
 * /api/admin/*. Every route is `access('admin')`: 401 anonymous, 403 for any member and for an
 * admin session without two-factor sign-in, checked on the server whatever the renderer shows.
 */
const sourcingType = (raw: string | undefined): 'rfq' | 'quote' => {
  if (raw !== 'rfq' && raw !== 'quote') throw notFound(ADMIN_MESSAGES.listingNotFound);
  return raw;
};

export function adminRoutes(deps: AppDeps) {
  const router = new Router<AppState>();
  const verification = new VerificationReview(deps);
  const certifications = new CertificationReview(deps);
  const members = new MemberAdmin(deps);
  const moderation = new ModerationService(deps, members);
  const inbox = new AdminInbox(deps);
  const admin = access('admin');

  router.get(API_PATHS.adminOverview, admin, async (ctx) => {
    ctx.body = await adminOverview(deps, parseInput(adminOverviewQuerySchema, ctx.query).days);
  });

  router.get(API_PATHS.adminVerifications, admin, async (ctx) => {
    ctx.body = await verification.queue();
  });
  router.post(API_PATHS.adminVerificationApprove, admin, async (ctx) => {
    const { reason } = parseInput(approveVerificationSchema, ctx.request.body);
    ctx.body = await verification.approve(requireUser(ctx), idParamOr404(ctx.params.id, ADMIN_MESSAGES.memberNotFound), reason);
  });
  router.post(API_PATHS.adminVerificationReject, admin, async (ctx) => {
    const { reason } = parseInput(adminReasonSchema, ctx.request.body);
    ctx.body = await verification.reject(requireUser(ctx), idParamOr404(ctx.params.id, ADMIN_MESSAGES.memberNotFound), reason);
  });

  router.get(API_PATHS.adminCertifications, admin, async (ctx) => {
    ctx.body = await certifications.queue(parseInput(certificationQueueQuerySchema, ctx.query).status);
  });
  router.post(API_PATHS.adminCertificationApprove, admin, async (ctx) => {
    const { reason } = parseInput(approveVerificationSchema, ctx.request.body);
    ctx.body = await certifications.approve(requireUser(ctx), idParamOr404(ctx.params.id, SUPPLIER_PROFILE_MESSAGES.certificationNotFound), reason);
  });
  router.post(API_PATHS.adminCertificationReject, admin, async (ctx) => {
    const { reason } = parseInput(adminReasonSchema, ctx.request.body);
    ctx.body = await certifications.reject(requireUser(ctx), idParamOr404(ctx.params.id, SUPPLIER_PROFILE_MESSAGES.certificationNotFound), reason);
  });

  router.get(API_PATHS.adminMembers, admin, async (ctx) => {
    ctx.body = await members.list(parseInput(adminMembersQuerySchema, ctx.query));
  });
  router.get(API_PATHS.adminMember, admin, async (ctx) => {
    ctx.body = await members.detail(idParamOr404(ctx.params.id, ADMIN_MESSAGES.memberNotFound));
  });
  router.post(API_PATHS.adminMemberDeactivate, admin, async (ctx) => {
    const { reason } = parseInput(adminReasonSchema, ctx.request.body);
    ctx.body = await members.deactivate(requireUser(ctx), idParamOr404(ctx.params.id, ADMIN_MESSAGES.memberNotFound), reason);
  });
  router.post(API_PATHS.adminMemberReactivate, admin, async (ctx) => {
    const { reason } = parseInput(adminReasonSchema, ctx.request.body);
    ctx.body = await members.reactivate(requireUser(ctx), idParamOr404(ctx.params.id, ADMIN_MESSAGES.memberNotFound), reason);
  });

  router.get(API_PATHS.adminReports, admin, async (ctx) => {
    ctx.body = await moderation.reports(parseInput(adminReportsQuerySchema, ctx.query));
  });
  router.post(API_PATHS.adminReportResolve, admin, async (ctx) => {
    const { decision, reason } = parseInput(resolveReportSchema, ctx.request.body);
    ctx.body = await moderation.resolve(requireUser(ctx), idParamOr404(ctx.params.id, ADMIN_MESSAGES.reportNotFound), decision, reason);
  });

  router.get(API_PATHS.adminListings, admin, async (ctx) => {
    ctx.body = await moderation.listings(parseInput(adminListingsQuerySchema, ctx.query));
  });
  router.post(API_PATHS.adminListingHide, admin, async (ctx) => {
    const { reason } = parseInput(adminReasonSchema, ctx.request.body);
    ctx.body = await moderation.hide(requireUser(ctx), moderatedType(ctx.params.type), idParamOr404(ctx.params.id, ADMIN_MESSAGES.listingNotFound), reason);
  });
  router.post(API_PATHS.adminListingRestore, admin, async (ctx) => {
    const { reason } = parseInput(adminReasonSchema, ctx.request.body);
    ctx.body = await moderation.restore(requireUser(ctx), moderatedType(ctx.params.type), idParamOr404(ctx.params.id, ADMIN_MESSAGES.listingNotFound), reason);
  });
  for (const [path, hidden] of [[API_PATHS.adminSourcingHide, true], [API_PATHS.adminSourcingRestore, false]] as const) {
    router.post(path, admin, async (ctx) => {
      const { reason } = parseInput(adminReasonSchema, ctx.request.body);
      ctx.body = await moderation.setSourcing(requireUser(ctx), sourcingType(ctx.params.type), idParamOr404(ctx.params.id, ADMIN_MESSAGES.listingNotFound), reason, hidden);
    });
  }

  router.get(API_PATHS.adminInbox, admin, async (ctx) => {
    ctx.body = await inbox.list(parseInput(adminInboxQuerySchema, ctx.query));
  });
  router.patch(API_PATHS.adminInboxItem, admin, async (ctx) => {
    const { status } = parseInput(inboxStatusSchema, ctx.request.body);
    ctx.body = await inbox.setStatus(requireUser(ctx), idParamOr404(ctx.params.id, ADMIN_MESSAGES.requestNotFound), status);
  });
  router.post(API_PATHS.adminInboxReply, admin, async (ctx) => {
    const { message } = parseInput(inboxReplySchema, ctx.request.body);
    ctx.body = await inbox.reply(requireUser(ctx), idParamOr404(ctx.params.id, ADMIN_MESSAGES.requestNotFound), message);
  });

  // The member's side of the queue: a professional sends (new) credentials from /profile.
  router.post(API_PATHS.verificationResubmit, access('signedIn'), async (ctx) => {
    const { verificationCredential } = parseInput(verificationResubmitSchema, ctx.request.body);
    ctx.body = toOwnUser(await verification.resubmit(requireUser(ctx), verificationCredential));
  });

  // Read only: the log has no route that changes it.
  router.get(API_PATHS.adminAudit, admin, async (ctx) => {
    ctx.body = await listAudit(deps.knex, parseInput(adminAuditQuerySchema, ctx.query));
  });

  return router;
}
