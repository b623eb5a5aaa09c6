import { z } from 'zod';
import { bodyId } from './ids.ts';

/**
 * Member reports: anyone signed in may report a profile, a listing, a project, a
 * message, a request for quote they can see or a quote they received. The reasons are the terms'
 * prohibited conduct (the terms' rules of conduct), one per line of that list, with "accessing
 * non-public areas" and "scraping" kept apart as the terms do.
 */
export const REPORT_TARGET_TYPES = ['user', 'product', 'project', 'message', 'rfq', 'quote'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = {
  user: 'Profile',
  product: 'Listing',
  project: 'Project',
  message: 'Message',
  rfq: 'Request for quote',
  quote: 'Quote',
};

export const REPORT_REASONS = [
  'illegal',
  'ip_infringement',
  'multiple_accounts',
  'false_content',
  'fee_bypass',
  'harassment_spam',
  'platform_interference',
  'non_public_access',
  'scraping',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  illegal: 'Breaks the law',
  ip_infringement: 'Infringes intellectual property',
  multiple_accounts: "Multiple accounts or using someone else's account",
  false_content: 'False or misleading content',
  fee_bypass: 'Bypasses platform fees or the connection process',
  harassment_spam: 'Harassment or spam',
  platform_interference: 'Interferes with the platform',
  non_public_access: 'Accesses non-public areas',
  scraping: 'Scrapes data without permission',
};

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = { open: 'Under review', dismissed: 'No action taken', actioned: 'Action taken' };

export const REPORT_DETAILS_MAX = 1000;

export const REPORT_MESSAGES = {
  targetType: 'Choose what you are reporting.',
  targetId: 'Choose what you are reporting.',
  reason: 'Please choose a reason.',
  detailsTooLong: `Details must not exceed ${REPORT_DETAILS_MAX} characters.`,
  sent: 'Thank you. Our team will review your report and tell you the outcome by email.',
  sentTitle: 'Report sent',
  duplicate: 'You have already reported this. Our team is reviewing it.',
  ownContent: 'You cannot report your own content.',
  notFound: 'The item you are reporting no longer exists.',
} as const;

/** POST /api/reports. */
export const createReportSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: REPORT_MESSAGES.targetType }),
  targetId: bodyId(REPORT_MESSAGES.targetId),
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reason }),
  details: z.string({ error: REPORT_MESSAGES.detailsTooLong }).trim().max(REPORT_DETAILS_MAX, REPORT_MESSAGES.detailsTooLong).optional(),
});
export type CreateReportInput = z.input<typeof createReportSchema>;
export type CreateReportPayload = z.output<typeof createReportSchema>;

export const reportReceiptSchema = z.object({ id: z.int(), message: z.string() });
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;
