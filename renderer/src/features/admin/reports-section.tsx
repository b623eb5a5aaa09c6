import { Alert, Button, Card, Flex, Form, Input, Modal, Radio, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { AdminReport, ReportDecision } from '#shared/schemas/admin-schemas.ts';
import { REPORT_DECISION_LABELS, resolveReportSchema } from '#shared/schemas/admin-schemas.ts';
import type { ReportStatus, ReportTargetType } from '#shared/schemas/report-schemas.ts';
import { REPORT_REASON_LABELS, REPORT_STATUS_LABELS, REPORT_STATUSES, REPORT_TARGET_LABELS, REPORT_TARGET_TYPES } from '#shared/schemas/report-schemas.ts';
import { useFormik } from 'formik';
import { useState } from 'react';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { applyServerFieldErrors, fieldFeedback } from '../../ui/formik-feedback.ts';
import { useToast } from '../../ui/use-toast.ts';
import { FormButtons } from '../../ui/form-buttons.tsx';
import { AdminDate, EmptyState, FilterSelect, PersonText, QueryError, SectionHeader } from './admin-bits.tsx';
import { useGetAdminReportsQuery, useResolveReportMutation } from './admin-api.ts';
import type { ReportFilters } from './admin-filters.ts';
import { changeFilters, firstPage } from './admin-filters.ts';
import { allowedDecisions } from './admin-format.ts';
import { ReportStatusTag, ReportTarget } from './report-bits.tsx';
import '../../ui/table-card.css';
import { formatCount } from '#shared/format/numbers.ts';

const STATUS_OPTIONS = REPORT_STATUSES.map((status) => ({ value: status, label: REPORT_STATUS_LABELS[status] }));
const TARGET_OPTIONS = REPORT_TARGET_TYPES.map((type) => ({ value: type, label: REPORT_TARGET_LABELS[type] }));

/** What each decision does, under its radio button. */
const DECISION_HINTS: Record<ReportDecision, string> = {
  dismiss: 'Nothing changes. The reporter is told no action was taken.',
  hide: 'The listing or project is hidden; its owner is told why.',
  deactivate: "The owner's account is deactivated and they are signed out everywhere.",
};

/** Reports: what members flagged, open ones first; each is resolved once with a decision and a reason. */
export function ReportsSection() {
  // The work is in the open ones; the filter shows the others on request.
  const [filters, setFilters] = useState<ReportFilters>({ ...firstPage, status: 'open' });
  const [resolving, setResolving] = useState<{ report: AdminReport; open: boolean } | null>(null);
  const { data, isLoading, isFetching, isError, error, refetch } = useGetAdminReportsQuery(filters);
  const update = (patch: Partial<Omit<ReportFilters, 'page' | 'limit'>>) => setFilters((current) => changeFilters(current, patch));

  const columns: TableColumnsType<AdminReport> = [
    { key: 'target', title: 'Reported', width: 180, render: (_: unknown, report) => <ReportTarget report={report} /> },
    { key: 'owner', title: 'Owner', width: 170, render: (_: unknown, report) => <PersonText person={report.targetOwner} />, responsive: ['md'] },
    {
      key: 'reason',
      title: 'Reason',
      // Fixed widths let long text wrap, so the Resolve button stays in view at 1280 px beside the side nav.
      width: 220,
      render: (_: unknown, report) => (
        <div className="hh-admin-reason">
          <span>{REPORT_REASON_LABELS[report.reason]}</span>
          {report.details && <Typography.Paragraph type="secondary" className="hh-flush hh-admin-pre">{report.details}</Typography.Paragraph>}
        </div>
      ),
    },
    {
      key: 'date',
      title: 'Reported on',
      width: 140,
      render: (_: unknown, report) => (
        <div className="hh-admin-reason">
          <AdminDate value={report.createdAt} />
          <Typography.Text type="secondary" className="hh-admin-small">
            {report.reporter ? (
              <span title={report.reporter.email}>by {report.reporter.fullName}</span>
            ) : (
              'by a deleted account'
            )}
          </Typography.Text>
        </div>
      ),
      responsive: ['sm'],
    },
    {
      key: 'status',
      title: 'Status',
      render: (_: unknown, report) => (
        <div className="hh-admin-reason">
          <span>
            <ReportStatusTag status={report.status} />
          </span>
          {report.status !== 'open' && (
            <Typography.Text type="secondary" className="hh-admin-small">
              {report.decision ? REPORT_DECISION_LABELS[report.decision] : ''}
              {report.resolvedBy ? ` by ${report.resolvedBy}` : ''}
              {report.resolvedAt ? (
                <>
                  {' on '}
                  <AdminDate value={report.resolvedAt} />
                </>
              ) : null}
              {report.resolution ? `: ${report.resolution}` : ''}
            </Typography.Text>
          )}
        </div>
      ),
    },
    {
      key: 'action',
      title: <span className="hh-visually-hidden">Actions</span>,
      align: 'right',
      render: (_: unknown, report) =>
        report.status === 'open' ? (
          <Button size="small" type="primary" onClick={() => setResolving({ report, open: true })} aria-label={`Resolve report ${report.id} about ${report.targetLabel}`}>
            Resolve
          </Button>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby="admin-reports-title" className="hh-admin-section">
      <SectionHeader
        id="admin-reports-title"
        title={data ? `Reports (${formatCount(data.total)})` : 'Reports'}
        description="Members' reports of profiles, listings, projects and messages. The reporter is told the outcome."
        onRefresh={() => void refetch()}
        refreshing={isFetching && !isLoading}
      />
      <Flex gap={12} wrap align="flex-end" className="hh-admin-filters">
        <FilterSelect<ReportStatus> label="Status" id="admin-reports-status" placeholder="Any status" options={STATUS_OPTIONS} value={filters.status} onChange={(status) => update({ status })} />
        <FilterSelect<ReportTargetType> label="Reported item" id="admin-reports-target" placeholder="Anything" options={TARGET_OPTIONS} value={filters.targetType} onChange={(targetType) => update({ targetType })} />
      </Flex>
      {isError ? (
        <QueryError error={error} fallback="The reports could not be loaded." onRetry={() => void refetch()} />
      ) : (
        <Card variant="outlined" className="hh-table-card">
          <Table<AdminReport>
            rowKey="id"
            columns={columns}
            dataSource={data?.items ?? []}
            loading={isFetching}
            pagination={{ current: filters.page, pageSize: filters.limit, total: data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true }}
            onChange={(pagination) => setFilters((current) => ({ ...current, page: pagination.current ?? 1 }))}
            locale={{
              emptyText: isLoading ? ' ' : <EmptyState title={filters.status === 'open' ? 'No open reports' : 'No reports found'} hint={filters.status === 'open' ? 'Nothing is waiting for review.' : 'Try other filters.'} />,
            }}
            scroll={{ x: 'max-content' }}
          />
        </Card>
      )}
      {resolving && (
        <Modal open={resolving.open} title="Resolve report" footer={null} onCancel={() => setResolving({ ...resolving, open: false })} destroyOnHidden>
          <ResolveForm key={resolving.report.id} report={resolving.report} onClose={() => setResolving({ ...resolving, open: false })} />
        </Modal>
      )}
    </section>
  );
}

function ResolveForm({ report, onClose }: { report: AdminReport; onClose: () => void }) {
  const [resolve] = useResolveReportMutation();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const decisions = allowedDecisions(report);
  const formik = useFormik<{ decision: ReportDecision; reason: string }>({
    initialValues: { decision: 'dismiss', reason: '' },
    validationSchema: toFormikValidationSchema(resolveReportSchema),
    onSubmit: async ({ decision, reason }) => {
      setFailure(null);
      try {
        const { message } = await resolve({ id: report.id, decision, reason: reason.trim() }).unwrap();
        toast.success('Report resolved', message);
        onClose();
      } catch (error) {
        if (!(isApiError(error) && applyServerFieldErrors(formik, error.fieldErrors))) setFailure(errorMessage(error, 'The report could not be resolved.'));
      }
    },
  });
  return (
    <Form layout="vertical" requiredMark={false} noValidate onFinish={() => void formik.submitForm()}>
      <Typography.Paragraph>
        <ReportTarget report={report} />
        <br />
        {REPORT_REASON_LABELS[report.reason]}
        {report.targetOwner ? ` · owner ${report.targetOwner.fullName}` : ''}
      </Typography.Paragraph>
      {report.details && <Typography.Paragraph type="secondary" className="hh-admin-pre">{report.details}</Typography.Paragraph>}
      {failure && <Alert type="error" showIcon title="Error" description={failure} className="hh-form-alert" role="alert" />}
      <fieldset className="hh-admin-fieldset">
        <legend className="hh-admin-fieldset__legend">Decision</legend>
        <Form.Item {...fieldFeedback(formik, 'decision')}>
          <Radio.Group name="decision" value={formik.values.decision} onChange={(event) => void formik.setFieldValue('decision', event.target.value)}>
            <Flex vertical gap={8}>
              {decisions.map((decision) => (
                <Radio key={decision} value={decision}>
                  <span className="hh-admin-decision">
                    <span>{REPORT_DECISION_LABELS[decision]}</span>
                    <Typography.Text type="secondary" className="hh-admin-small">
                      {DECISION_HINTS[decision]}
                    </Typography.Text>
                  </span>
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
      </fieldset>
      <Form.Item label="Reason" htmlFor="admin-resolve-reason" {...fieldFeedback(formik, 'reason')}>
        <Input.TextArea
          id="admin-resolve-reason"
          name="reason"
          rows={3}
          maxLength={500}
          showCount
          value={formik.values.reason}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </Form.Item>
      <FormButtons loading={formik.isSubmitting} onCancel={onClose} okText="Resolve" danger={formik.values.decision !== 'dismiss'} />
    </Form>
  );
}
