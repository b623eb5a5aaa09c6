import { z } from 'zod';
import { ROLES, SUBSCRIPTION_PLANS, VERIFICATION_STATUSES } from '../constants/roles.ts';
import { PASSWORD_MIN_LENGTH } from '../constants/app-constants.ts';
import { strongPassword } from '../validation/password-rules.ts';
import { fileViewSchema } from './file-schemas.ts';
import { displayName } from './auth-schemas.ts';
import { single } from './common-fields.ts';
import { REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from './report-schemas.ts';
import { INBOUND_KINDS, INBOUND_STATUSES } from './site-forms-schemas.ts';

/**
 * The admin console: every `/api/admin/*` input and answer. The spec shows no admin
 * screen; the terms promise that the platform "may verify credentials and
 * remove non-compliant accounts", and this is where the team does it.
 */

export const ADMIN_MESSAGES = {
  reasonShort: 'Please give a reason of at least 5 characters.',
  reasonLong: 'The reason must not exceed 500 characters.',
  replyShort: 'The reply must be at least 10 characters.',
  replyLong: 'The reply must not exceed 5000 characters.',
  status: 'Choose new, in progress or done.',
  decision: 'Choose dismiss, hide or deactivate.',
  query: 'Invalid filter.',
  twoFactorRequired: 'Administrators must sign in with two-factor authentication.',
  enrollment: 'Administrators must turn on two-factor authentication. Scan the QR code with an authenticator app, then enter the 6-digit code.',
  twoFactorLocked: 'Administrators cannot turn off two-factor authentication.',
  notPending: 'This member has no credentials awaiting review.',
  alreadyDeactivated: 'This account is already deactivated.',
  notDeactivated: 'This account is active.',
  adminTarget: 'Administrator accounts are managed from the command line, not the console.',
  reportClosed: 'This report has already been resolved.',
  hideNotApplicable: 'Only a listing, a project, a request for quote or a quote can be hidden.',
  alreadyHidden: 'This is already hidden.',
  notHidden: 'This is not hidden.',
  memberNotFound: 'Member not found',
  reportNotFound: 'Report not found',
  listingNotFound: 'Listing not found',
  requestNotFound: 'Request not found',
  approved: 'Verification approved. The member has been told by email.',
  rejected: 'Verification rejected. The member has been told by email.',
  deactivated: 'Account deactivated. Their sessions have been ended.',
  reactivated: 'Account reactivated.',
  hidden: 'Hidden. The owner has been told why.',
  restored: 'Restored.',
  dismissed: 'Report dismissed. The reporter has been told.',
  actioned: 'Action taken. The reporter has been told.',
  replied: 'Reply sent.',
  statusChanged: 'Status updated.',
} as const;

const reason = z
  .string({ error: ADMIN_MESSAGES.reasonShort })
  .trim()
  .min(5, ADMIN_MESSAGES.reasonShort)
  .max(500, ADMIN_MESSAGES.reasonLong);

/** Every admin action that changes something states why; the reason goes to the audit log (and to the member where said). */
export const adminReasonSchema = z.object({ reason });
export type AdminReasonInput = z.input<typeof adminReasonSchema>;

/** Approving needs no reason (an optional note is logged); rejecting does, and the member reads it. */
export const approveVerificationSchema = z.object({ reason: z.string().trim().max(500, ADMIN_MESSAGES.reasonLong).optional() });

export const REPORT_DECISIONS = ['dismiss', 'hide', 'deactivate'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];
export const REPORT_DECISION_LABELS: Record<ReportDecision, string> = {
  dismiss: 'Dismiss',
  hide: 'Hide the content',
  deactivate: 'Deactivate the account',
};
export const resolveReportSchema = z.object({ decision: z.enum(REPORT_DECISIONS, { error: ADMIN_MESSAGES.decision }), reason });
export type ResolveReportInput = z.input<typeof resolveReportSchema>;

export const MODERATED_TYPES = ['product', 'project'] as const;
export type ModeratedType = (typeof MODERATED_TYPES)[number];

export const inboxStatusSchema = z.object({ status: z.enum(INBOUND_STATUSES, { error: ADMIN_MESSAGES.status }) });
export const inboxReplySchema = z.object({
  message: z.string({ error: ADMIN_MESSAGES.replyShort }).trim().min(10, ADMIN_MESSAGES.replyShort).max(5000, ADMIN_MESSAGES.replyLong),
});
export type InboxReplyInput = z.input<typeof inboxReplySchema>;

/** `npm run admin:create -- --email --name` (the only way to make an admin: no route grants the role). */
export const createAdminSchema = z.object({
  email: z.string({ error: 'Please enter a valid email address.' }).trim().toLowerCase().pipe(z.email('Please enter a valid email address.')),
  name: displayName('Full name is required', 100),
  password: strongPassword(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
});
export type CreateAdminInput = z.input<typeof createAdminSchema>;

// ------------------------------------------------------------------ query strings
const page = single(z.coerce.number({ error: ADMIN_MESSAGES.query }).int(ADMIN_MESSAGES.query).min(1, ADMIN_MESSAGES.query).max(10_000, ADMIN_MESSAGES.query)).default(1);
const limit = single(z.coerce.number({ error: ADMIN_MESSAGES.query }).int(ADMIN_MESSAGES.query).min(1, ADMIN_MESSAGES.query).max(100, ADMIN_MESSAGES.query)).default(20);
const text = single(z.string({ error: ADMIN_MESSAGES.query }).trim().max(100, ADMIN_MESSAGES.query)).optional();
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) => single(z.enum(values, { error: ADMIN_MESSAGES.query })).optional();

export const MEMBER_STATES = ['active', 'deactivated'] as const;
export const adminMembersQuerySchema = z.object({
  q: text,
  role: optionalEnum(ROLES),
  state: optionalEnum(MEMBER_STATES),
  verification: optionalEnum(VERIFICATION_STATUSES),
  page,
  limit,
});
export type AdminMembersQuery = z.input<typeof adminMembersQuerySchema>;
export type AdminMembersFilters = z.output<typeof adminMembersQuerySchema>;

export const adminReportsQuerySchema = z.object({ status: optionalEnum(REPORT_STATUSES), targetType: optionalEnum(REPORT_TARGET_TYPES), page, limit });
export type AdminReportsQuery = z.input<typeof adminReportsQuerySchema>;
export type AdminReportsFilters = z.output<typeof adminReportsQuerySchema>;

export const LISTING_STATES = ['visible', 'hidden'] as const;
export const adminListingsQuerySchema = z.object({ type: single(z.enum(MODERATED_TYPES, { error: ADMIN_MESSAGES.query })).default('product'), q: text, state: optionalEnum(LISTING_STATES), page, limit });
export type AdminListingsQuery = z.input<typeof adminListingsQuerySchema>;
export type AdminListingsFilters = z.output<typeof adminListingsQuerySchema>;

export const adminInboxQuerySchema = z.object({ kind: optionalEnum(INBOUND_KINDS), status: optionalEnum(INBOUND_STATUSES), page, limit });
export type AdminInboxQuery = z.input<typeof adminInboxQuerySchema>;
export type AdminInboxFilters = z.output<typeof adminInboxQuerySchema>;

export const AUDIT_ACTIONS = [
  'admin.create',
  'verification.approve',
  'verification.reject',
  'member.deactivate',
  'member.reactivate',
  'report.dismiss',
  'report.hide',
  'report.deactivate',
  'listing.hide',
  'listing.restore',
  'sourcing.hide',
  'sourcing.restore',
  'inbox.status',
  'inbox.reply',
  'certification.approve',
  'certification.reject',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'admin.create': 'Administrator created',
  'verification.approve': 'Verification approved',
  'verification.reject': 'Verification rejected',
  'member.deactivate': 'Account deactivated',
  'member.reactivate': 'Account reactivated',
  'report.dismiss': 'Report dismissed',
  'report.hide': 'Report: content hidden',
  'report.deactivate': 'Report: account deactivated',
  'listing.hide': 'Hidden',
  'listing.restore': 'Restored',
  'sourcing.hide': 'Request for quote or quote hidden',
  'sourcing.restore': 'Request for quote or quote restored',
  'inbox.status': 'Inbox status changed',
  'inbox.reply': 'Inbox reply sent',
  'certification.approve': 'Certification approved',
  'certification.reject': 'Certification rejected',
};
export const AUDIT_TARGET_TYPES = ['user', 'product', 'project', 'message', 'report', 'inbound_request'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const adminAuditQuerySchema = z.object({
  action: optionalEnum(AUDIT_ACTIONS),
  targetType: optionalEnum(AUDIT_TARGET_TYPES),
  adminId: single(z.coerce.number({ error: ADMIN_MESSAGES.query }).int(ADMIN_MESSAGES.query).min(1, ADMIN_MESSAGES.query).max(2 ** 31 - 1, ADMIN_MESSAGES.query)).optional(),
  /** Calendar days (YYYY-MM-DD, UTC), both ends included. */
  from: single(z.iso.date({ error: ADMIN_MESSAGES.query })).optional(),
  to: single(z.iso.date({ error: ADMIN_MESSAGES.query })).optional(),
  page,
  limit,
});
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;
export type AdminAuditFilters = z.output<typeof adminAuditQuerySchema>;

export const OVERVIEW_WINDOWS = [30, 90] as const;
export const adminOverviewQuerySchema = z.object({
  days: single(z.coerce.number({ error: ADMIN_MESSAGES.query }).refine((n) => (OVERVIEW_WINDOWS as readonly number[]).includes(n), ADMIN_MESSAGES.query)).default(30),
});

// ------------------------------------------------------------------ answers
const timestamp = z.string();
const personSchema = z.object({ id: z.int(), fullName: z.string(), email: z.string() });
export type AdminPerson = z.infer<typeof personSchema>;

export const paged = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.int(), page: z.int(), limit: z.int() });
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export const verificationQueueItemSchema = z.object({
  id: z.int(),
  fullName: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  companyName: z.string().nullable(),
  location: z.string().nullable(),
  linkedinProfile: z.string().nullable(),
  companyWebsite: z.string().nullable(),
  verificationCredential: z.string().nullable(),
  /** When the credential was (re)submitted. */
  submittedAt: timestamp,
  /** The reason of the last rejection, for a re-submission. */
  previousRejection: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: timestamp,
});
export type VerificationQueueItem = z.infer<typeof verificationQueueItemSchema>;

export const adminMemberRowSchema = z.object({
  id: z.int(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  companyName: z.string().nullable(),
  location: z.string().nullable(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  subscriptionPlan: z.enum(SUBSCRIPTION_PLANS),
  emailVerified: z.boolean(),
  deactivatedAt: timestamp.nullable(),
  /** Open reports about this member or their content. */
  openReports: z.int(),
  createdAt: timestamp,
});
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;

export const moderationStateSchema = z.object({ hiddenAt: timestamp.nullable(), hiddenReason: z.string().nullable() });

export const adminListingRowSchema = moderationStateSchema.extend({
  type: z.enum(MODERATED_TYPES),
  id: z.int(),
  name: z.string(),
  /** Product: its price; project: its status. */
  detail: z.string(),
  owner: personSchema.nullable(),
  openReports: z.int(),
  createdAt: timestamp,
});
export type AdminListingRow = z.infer<typeof adminListingRowSchema>;

export const adminReportSchema = z.object({
  id: z.int(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.int(),
  /** What it is, in words: a name, a listing's title, a project's name or the message's first words ('(removed)' when gone). */
  targetLabel: z.string(),
  /** Whose content it is (the member reported, the seller, the project owner, the sender). */
  targetOwner: personSchema.nullable(),
  /** Whether that content is hidden now (listings and projects). */
  targetHidden: z.boolean(),
  /** A reported message's files, which the team may open to judge it. */
  files: z.array(fileViewSchema).default([]),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  reporter: personSchema.nullable(),
  resolution: z.string().nullable(),
  decision: z.enum(REPORT_DECISIONS).nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminMemberDetailSchema = z.object({
  member: adminMemberRowSchema.extend({
    bio: z.string().nullable(),
    linkedinProfile: z.string().nullable(),
    companyWebsite: z.string().nullable(),
    verificationCredential: z.string().nullable(),
    verificationNote: z.string().nullable(),
    deactivationReason: z.string().nullable(),
    twoFactorEnabled: z.boolean(),
    expertise: z.array(z.string()),
  }),
  projects: z.array(adminListingRowSchema),
  listings: z.array(adminListingRowSchema),
  ratings: z.object({
    received: z.int(),
    given: z.int(),
    /** Counts by rating value (the emoji ratings), received. */
    byValue: z.record(z.string(), z.int()),
  }),
  reportsAbout: z.array(adminReportSchema),
  reportsFiled: z.array(adminReportSchema),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

export const inboxReplyRecordSchema = z.object({ id: z.int(), message: z.string(), admin: z.string(), createdAt: timestamp });
export const adminInboxItemSchema = z.object({
  id: z.int(),
  kind: z.enum(INBOUND_KINDS),
  status: z.enum(INBOUND_STATUSES),
  name: z.string(),
  email: z.string(),
  userId: z.int().nullable(),
  subject: z.string().nullable(),
  topic: z.string().nullable(),
  company: z.string().nullable(),
  role: z.string().nullable(),
  teamSize: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string(),
  replies: z.array(inboxReplyRecordSchema),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AdminInboxItem = z.infer<typeof adminInboxItemSchema>;

export const auditEntrySchema = z.object({
  id: z.int(),
  admin: z.object({ id: z.int(), fullName: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.int(),
  targetLabel: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: timestamp,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminOverviewSchema = z.object({
  days: z.int(),
  /** Calendar days (UTC) of the window, oldest first; every series has one point per day. */
  dates: z.array(z.string()),
  totals: z.object({
    members: z.int(),
    signups: z.int(),
    activeProjects: z.int(),
    messages: z.int(),
    connections: z.int(),
    revenueCents: z.int(),
    pendingVerifications: z.int(),
    openReports: z.int(),
    newRequests: z.int(),
  }),
  /** Per day: sign-ups by role. */
  signupsByDay: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  messagesByDay: z.array(z.object({ date: z.string(), count: z.int() })),
  connectionsByDay: z.array(z.object({ date: z.string(), count: z.int() })),
  /** Members by plan now (deactivated accounts left out). */
  planMix: z.array(z.object({ plan: z.enum(SUBSCRIPTION_PLANS), count: z.int() })),
  /** Paid within the window, by plan tier; one-off purchases as 'one-off'. */
  revenueByPlan: z.array(z.object({ plan: z.string(), amountCents: z.int() })),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** What any admin action answers: a sentence for the toast. */
export const adminActionResultSchema = z.object({ message: z.string() });
export type AdminActionResult = z.infer<typeof adminActionResultSchema>;

// ------------------------------------------------------------------ hidden sourcing: requests for quote and quotes the team hid (the sourcing module answers)

/** What the team hides of sourcing (modules/sourcing): a request for quote or a quote. */
export const SOURCING_CONTENT_TYPES = ['rfq', 'quote'] as const;
export type SourcingContentType = (typeof SOURCING_CONTENT_TYPES)[number];

/** GET /api/admin/sourcing/hidden?type=rfq|quote&page=&limit= (admins): the hidden ones, most recently hidden first. */
export const hiddenSourcingQuerySchema = z.object({
  type: single(z.enum(SOURCING_CONTENT_TYPES, { error: ADMIN_MESSAGES.query })).default('rfq'),
  page,
  limit,
});
export type HiddenSourcingQuery = z.input<typeof hiddenSourcingQuerySchema>;
export type HiddenSourcingFilters = z.output<typeof hiddenSourcingQuerySchema>;

/** A hidden request or quote, as the console lists it to restore. */
export const hiddenSourcingItemSchema = z.object({
  type: z.enum(SOURCING_CONTENT_TYPES),
  id: z.int(),
  rfqId: z.int(),
  /** The request's title (for a quote, the request it answers). */
  title: z.string(),
  /** Who the content belongs to: the request's buyer, the quote's supplier (null: account deleted). */
  owner: personSchema.nullable(),
  hiddenAt: z.string(),
  hiddenReason: z.string().nullable(),
});
export type HiddenSourcingItem = z.infer<typeof hiddenSourcingItemSchema>;
export const hiddenSourcingPageSchema = paged(hiddenSourcingItemSchema);
