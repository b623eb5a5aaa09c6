import { Tag, Typography } from 'antd';
import type { AdminReport } from '#shared/schemas/admin-schemas.ts';
import { REPORT_DECISION_LABELS } from '#shared/schemas/admin-schemas.ts';
import type { ReportStatus } from '#shared/schemas/report-schemas.ts';
import { REPORT_REASON_LABELS, REPORT_STATUS_LABELS, REPORT_TARGET_LABELS } from '#shared/schemas/report-schemas.ts';
import { Link } from 'react-router';
import { AttachmentList } from '../files/index.ts';
import { AdminDate } from './admin-bits.tsx';
import { targetPath } from './admin-format.ts';

const STATUS_COLORS: Record<ReportStatus, string> = { open: 'gold', dismissed: 'default', actioned: 'green' };

export function ReportStatusTag({ status }: { status: ReportStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{REPORT_STATUS_LABELS[status]}</Tag>;
}

/** What was reported: its kind, and its label linked to its page where it has one (a message has none). */
export function ReportTarget({ report }: { report: Pick<AdminReport, 'targetType' | 'targetId' | 'targetLabel' | 'targetHidden'> & Partial<Pick<AdminReport, 'files'>> }) {
  const path = targetPath(report.targetType, report.targetId);
  return (
    <span className="hh-admin-target">
      <Tag>{REPORT_TARGET_LABELS[report.targetType]}</Tag>
      {path ? <Link to={path}>{report.targetLabel}</Link> : <Typography.Text italic={report.targetType === 'message'}>{report.targetLabel}</Typography.Text>}
      {report.targetHidden && (
        <Tag color="red" className="hh-admin-target__hidden">
          Hidden
        </Tag>
      )}
      {/* A message's files, for the team to open before deciding. */}
      {report.files && <AttachmentList files={report.files} />}
    </span>
  );
}

/** A member's reports in their drawer: about them (their content) or filed by them. */
export function ReportSummaryList({ reports, empty, side }: { reports: AdminReport[]; empty: string; side: 'about' | 'filed' }) {
  if (reports.length === 0) return <Typography.Paragraph type="secondary">{empty}</Typography.Paragraph>;
  return (
    <ul className="hh-admin-report-list">
      {reports.map((report) => (
        <li key={report.id} className="hh-admin-report-line">
          <ReportTarget report={report} />
          <Typography.Text>{REPORT_REASON_LABELS[report.reason]}</Typography.Text>
          <Typography.Text type="secondary">
            {side === 'about' ? `Reported by ${report.reporter?.fullName ?? 'a deleted account'}` : report.targetOwner ? `About ${report.targetOwner.fullName}` : 'Reported'}
            {' · '}
            <AdminDate value={report.createdAt} />
          </Typography.Text>
          <span>
            <ReportStatusTag status={report.status} />
            {report.decision && report.status !== 'open' && <Typography.Text type="secondary">{REPORT_DECISION_LABELS[report.decision]}</Typography.Text>}
          </span>
        </li>
      ))}
    </ul>
  );
}
