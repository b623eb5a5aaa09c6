import { API_PATHS } from '#shared/api/api-paths.ts';
import type { Role, VERIFICATION_STATUSES } from '#shared/constants/roles.ts';
import type { AuditAction, AuditTargetType, LISTING_STATES, MEMBER_STATES, ModeratedType, SourcingContentType } from '#shared/schemas/admin-schemas.ts';
import type { ReportStatus, ReportTargetType } from '#shared/schemas/report-schemas.ts';
import type { InboundKind, InboundStatus } from '#shared/schemas/site-forms-schemas.ts';
import { withQuery } from './admin-format.ts';

/*
 * The filters of each admin list and the GET path they make. Typed here rather than with the
 * contract's `Admin*Query` types: those are the schemas' inputs, which zod types as `unknown`
 * (the query strings go through a preprocess step), so they say nothing to a caller.
 */

export const PAGE_SIZE = 20;

interface PageFilters {
  page: number;
  limit: number;
}

export type MemberState = (typeof MEMBER_STATES)[number];
export type ListingState = (typeof LISTING_STATES)[number];
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export interface MemberFilters extends PageFilters {
  q?: string;
  role?: Role;
  state?: MemberState;
  verification?: VerificationStatus;
}
export interface ReportFilters extends PageFilters {
  status?: ReportStatus;
  targetType?: ReportTargetType;
}
export interface ListingFilters extends PageFilters {
  type: ModeratedType;
  q?: string;
  state?: ListingState;
}
export interface HiddenSourcingFilters extends PageFilters {
  type: SourcingContentType;
}
export interface InboxFilters extends PageFilters {
  kind?: InboundKind;
  status?: InboundStatus;
}
export interface AuditFilters extends PageFilters {
  action?: AuditAction;
  targetType?: AuditTargetType;
  adminId?: number;
  /** YYYY-MM-DD, both ends included. */
  from?: string;
  to?: string;
}

export const firstPage = { page: 1, limit: PAGE_SIZE } as const;

export const membersPath = (f: MemberFilters) =>
  withQuery(API_PATHS.adminMembers, { q: f.q, role: f.role, state: f.state, verification: f.verification, page: f.page, limit: f.limit });
export const reportsPath = (f: ReportFilters) => withQuery(API_PATHS.adminReports, { status: f.status, targetType: f.targetType, page: f.page, limit: f.limit });
export const listingsPath = (f: ListingFilters) => withQuery(API_PATHS.adminListings, { type: f.type, q: f.q, state: f.state, page: f.page, limit: f.limit });
export const hiddenSourcingPath = (f: HiddenSourcingFilters) => withQuery(API_PATHS.adminSourcingHidden, { type: f.type, page: f.page, limit: f.limit });
export const inboxPath = (f: InboxFilters) => withQuery(API_PATHS.adminInbox, { kind: f.kind, status: f.status, page: f.page, limit: f.limit });
export const auditPath = (f: AuditFilters) =>
  withQuery(API_PATHS.adminAudit, { action: f.action, targetType: f.targetType, adminId: f.adminId, from: f.from, to: f.to, page: f.page, limit: f.limit });

/**
 * A filter change starts again at page 1 (the old page may not exist for the new filter); a page
 * change keeps the filters.
 */
export function changeFilters<F extends PageFilters>(filters: F, patch: Partial<Omit<F, 'page' | 'limit'>>): F {
  return { ...filters, ...patch, page: 1 };
}
