import {
  REPORT_REASON_LABELS, REPORT_REASONS, REPORT_TARGET_LABELS, type CreateReportInput, type ReportReason, type ReportTargetType,
} from '#shared/schemas/report-schemas.ts';

/** What a report is about: the item's type and id, and a name people recognise it by. */
export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: number;
  /** Shown in the dialog ("Jane Doe", a listing's name); optional. */
  targetLabel?: string;
}

/** The dialog's form as typed: no reason chosen yet is ''. */
export interface ReportFormValues {
  targetType: ReportTargetType;
  targetId: number;
  reason: ReportReason | '';
  details: string;
}

/** The reasons in the terms' order, one radio each. */
export const REPORT_REASON_OPTIONS: readonly { value: ReportReason; label: string }[] = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));

/** 'profile', 'listing', 'project', 'message': the target as a word inside a sentence. */
export const reportTargetNoun = (type: ReportTargetType): string => REPORT_TARGET_LABELS[type].toLowerCase();

/** The dialog's title, e.g. 'Report this listing'. */
export const reportDialogTitle = (type: ReportTargetType): string => `Report this ${reportTargetNoun(type)}`;

export const initialReportValues = ({ targetType, targetId }: ReportTarget): ReportFormValues => ({ targetType, targetId, reason: '', details: '' });

/** The POST body: blank details are left out rather than sent as ''. */
export function toReportPayload(values: ReportFormValues): CreateReportInput {
  const details = values.details.trim();
  return {
    targetType: values.targetType,
    targetId: values.targetId,
    reason: values.reason as ReportReason,
    ...(details ? { details } : {}),
  };
}
