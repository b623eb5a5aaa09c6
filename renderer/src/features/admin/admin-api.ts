import { apiPath, API_PATHS } from '#shared/api/api-paths.ts';
import type {
  AdminActionResult, AdminInboxItem, AdminListingRow, AdminMemberDetail, AdminMemberRow, AdminOverview, AdminReport, AuditEntry,
  HiddenSourcingItem, ModeratedType, Paged, ReportDecision, SourcingContentType, VerificationQueueItem,
} from '#shared/schemas/admin-schemas.ts';
import type { InboundStatus } from '#shared/schemas/site-forms-schemas.ts';
import type { CertificationQueueItem, CertificationStatus } from '#shared/schemas/supplier-profile-schemas.ts';
import { baseApi } from '../../lib/api/base-api.ts';
import type { AuditFilters, HiddenSourcingFilters, InboxFilters, ListingFilters, MemberFilters, ReportFilters } from './admin-filters.ts';
import { auditPath, hiddenSourcingPath, inboxPath, listingsPath, membersPath, reportsPath } from './admin-filters.ts';

/*
 * Every change refetches what it can change, plus the audit log (each action writes an entry) and the
 * overview (its counters). Whole tag types, not ids: the lists are cached per filter and page, and an
 * admin acts on a handful of rows at a time. A hidden listing or deactivated member also leaves the
 * marketplace, the projects and the partner search, so those tags go too.
 */
const ALWAYS = ['AdminAudit', 'AdminOverview'] as const;

/**
 * The admin lists' tag types are added here, with the endpoints, rather than in base-api.ts's
 * TAG_TYPES: that module is in every page's first download, and the first screens are at their budget.
 */
const ADMIN_TAG_TYPES = [
  'AdminOverview', 'AdminQueue', 'AdminMembers', 'AdminReports', 'AdminListings', 'AdminInbox', 'AdminAudit', 'AdminCertifications', 'AdminHiddenSourcing',
] as const;

export const adminApi = baseApi.enhanceEndpoints({ addTagTypes: ADMIN_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    getAdminOverview: build.query<AdminOverview, number>({
      query: (days) => `${API_PATHS.adminOverview}?days=${days}`,
      providesTags: ['AdminOverview'],
    }),

    getVerificationQueue: build.query<VerificationQueueItem[], void>({
      query: () => API_PATHS.adminVerifications,
      providesTags: ['AdminQueue'],
    }),
    approveVerification: build.mutation<AdminActionResult, { id: number; reason?: string }>({
      query: ({ id, reason }) => ({ url: apiPath(API_PATHS.adminVerificationApprove, { id }), method: 'POST', body: reason ? { reason } : {} }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminQueue', 'AdminMembers', 'User', ...ALWAYS]),
    }),
    rejectVerification: build.mutation<AdminActionResult, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: apiPath(API_PATHS.adminVerificationReject, { id }), method: 'POST', body: { reason } }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminQueue', 'AdminMembers', 'User', ...ALWAYS]),
    }),

    getCertificationQueue: build.query<CertificationQueueItem[], CertificationStatus>({
      query: (status) => `${API_PATHS.adminCertifications}?status=${status}`,
      providesTags: ['AdminCertifications'],
    }),
    approveCertification: build.mutation<AdminActionResult, { id: number; reason?: string }>({
      query: ({ id, reason }) => ({ url: apiPath(API_PATHS.adminCertificationApprove, { id }), method: 'POST', body: reason ? { reason } : {} }),
      // Partner search counts approved certifications: its results change too.
      invalidatesTags: (_result, error) => (error ? [] : ['AdminCertifications', 'User', ...ALWAYS]),
    }),
    rejectCertification: build.mutation<AdminActionResult, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: apiPath(API_PATHS.adminCertificationReject, { id }), method: 'POST', body: { reason } }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminCertifications', 'User', ...ALWAYS]),
    }),

    getAdminMembers: build.query<Paged<AdminMemberRow>, MemberFilters>({
      query: (filters) => membersPath(filters),
      providesTags: ['AdminMembers'],
    }),
    getAdminMember: build.query<AdminMemberDetail, number>({
      query: (id) => apiPath(API_PATHS.adminMember, { id }),
      providesTags: ['AdminMembers'],
    }),
    setMemberActive: build.mutation<AdminActionResult, { id: number; active: boolean; reason: string }>({
      query: ({ id, active, reason }) => ({
        url: apiPath(active ? API_PATHS.adminMemberReactivate : API_PATHS.adminMemberDeactivate, { id }),
        method: 'POST',
        body: { reason },
      }),
      // A deactivated member's pending credentials, listings and reports change with them.
      invalidatesTags: (_result, error) =>
        error ? [] : ['AdminMembers', 'AdminQueue', 'AdminReports', 'AdminListings', 'User', 'Product', 'Project', ...ALWAYS],
    }),

    getAdminReports: build.query<Paged<AdminReport>, ReportFilters>({
      query: (filters) => reportsPath(filters),
      providesTags: ['AdminReports'],
    }),
    resolveReport: build.mutation<AdminActionResult, { id: number; decision: ReportDecision; reason: string }>({
      query: ({ id, decision, reason }) => ({ url: apiPath(API_PATHS.adminReportResolve, { id }), method: 'POST', body: { decision, reason } }),
      invalidatesTags: (_result, error) =>
        error ? [] : ['AdminReports', 'AdminMembers', 'AdminListings', 'AdminQueue', 'User', 'Product', 'Project', ...ALWAYS],
    }),

    getAdminListings: build.query<Paged<AdminListingRow>, ListingFilters>({
      query: (filters) => listingsPath(filters),
      providesTags: ['AdminListings'],
    }),
    setListingHidden: build.mutation<AdminActionResult, { type: ModeratedType; id: number; hidden: boolean; reason: string }>({
      query: ({ type, id, hidden, reason }) => ({
        url: apiPath(hidden ? API_PATHS.adminListingHide : API_PATHS.adminListingRestore, { type, id }),
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_result, error, { type }) =>
        error ? [] : ['AdminListings', 'AdminMembers', 'AdminReports', type === 'product' ? 'Product' : 'Project', ...ALWAYS],
    }),

    getHiddenSourcing: build.query<Paged<HiddenSourcingItem>, HiddenSourcingFilters>({
      query: (filters) => hiddenSourcingPath(filters),
      providesTags: ['AdminHiddenSourcing'],
    }),
    restoreSourcing: build.mutation<AdminActionResult, { type: SourcingContentType; id: number; reason: string }>({
      query: ({ type, id, reason }) => ({ url: apiPath(API_PATHS.adminSourcingRestore, { type, id }), method: 'POST', body: { reason } }),
      // The reports about it show whether their content is hidden.
      invalidatesTags: (_result, error) => (error ? [] : ['AdminHiddenSourcing', 'AdminReports', ...ALWAYS]),
    }),

    getAdminInbox: build.query<Paged<AdminInboxItem>, InboxFilters>({
      query: (filters) => inboxPath(filters),
      providesTags: ['AdminInbox'],
    }),
    setInboxStatus: build.mutation<AdminInboxItem, { id: number; status: InboundStatus }>({
      query: ({ id, status }) => ({ url: apiPath(API_PATHS.adminInboxItem, { id }), method: 'PATCH', body: { status } }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminInbox', ...ALWAYS]),
    }),
    replyToInbox: build.mutation<AdminInboxItem, { id: number; message: string }>({
      query: ({ id, message }) => ({ url: apiPath(API_PATHS.adminInboxReply, { id }), method: 'POST', body: { message } }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminInbox', ...ALWAYS]),
    }),

    getAdminAudit: build.query<Paged<AuditEntry>, AuditFilters>({
      query: (filters) => auditPath(filters),
      providesTags: ['AdminAudit'],
    }),
  }),
});

export const {
  useGetAdminOverviewQuery,
  useGetVerificationQueueQuery,
  useApproveVerificationMutation,
  useRejectVerificationMutation,
  useGetCertificationQueueQuery,
  useApproveCertificationMutation,
  useRejectCertificationMutation,
  useGetAdminMembersQuery,
  useGetAdminMemberQuery,
  useSetMemberActiveMutation,
  useGetAdminReportsQuery,
  useResolveReportMutation,
  useGetAdminListingsQuery,
  useSetListingHiddenMutation,
  useGetHiddenSourcingQuery,
  useRestoreSourcingMutation,
  useGetAdminInboxQuery,
  useSetInboxStatusMutation,
  useReplyToInboxMutation,
  useGetAdminAuditQuery,
} = adminApi;
