import { Alert, Form, Input, Modal, Radio, Typography } from 'antd';
import { createReportSchema, REPORT_DETAILS_MAX, REPORT_MESSAGES } from '#shared/schemas/report-schemas.ts';
import { useFormik } from 'formik';
import { useState } from 'react';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { applyServerFieldErrors, fieldFeedback } from '../../ui/formik-feedback.ts';
import { FormButtons } from '../../ui/form-buttons.tsx';
import { useToast } from '../../ui/use-toast.ts';
import type { ReportFormValues, ReportTarget } from './report-logic.ts';
import { initialReportValues, REPORT_REASON_OPTIONS, reportDialogTitle, toReportPayload } from './report-logic.ts';
import { useCreateReportMutation } from './reports-api.ts';
import './reports.css';

const validationSchema = toFormikValidationSchema(createReportSchema);

interface ReportDialogProps extends ReportTarget {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Report this {profile|listing|project|message}': a reason (the terms' list) and optional details,
 * validated with the shared schema. Loaded on the first click of a ReportButton (moderation-ui.tsx).
 */
export function ReportDialog({ open, onClose, ...target }: ReportDialogProps) {
  return (
    <Modal open={open} title={reportDialogTitle(target.targetType)} footer={null} onCancel={onClose} destroyOnHidden>
      {open && <ReportForm target={target} onClose={onClose} />}
    </Modal>
  );
}

function ReportForm({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const [createReport, { isLoading }] = useCreateReportMutation();
  const toast = useToast();
  // A refusal the member should read in place (409 already reported, 400 own content, 404 gone).
  const [refusal, setRefusal] = useState<string | null>(null);
  const idPrefix = `report-${target.targetType}-${target.targetId}`;

  const formik = useFormik<ReportFormValues>({
    initialValues: initialReportValues(target),
    validationSchema,
    onSubmit: async (values) => {
      setRefusal(null);
      try {
        const receipt = await createReport(toReportPayload(values)).unwrap();
        toast.success(REPORT_MESSAGES.sentTitle, receipt.message);
        onClose();
      } catch (failure) {
        if (isApiError(failure) && applyServerFieldErrors(formik, failure.fieldErrors)) return;
        setRefusal(errorMessage(failure, 'Your report could not be sent. Please try again.'));
      }
    },
  });

  return (
    <Form layout="vertical" requiredMark="optional" noValidate onFinish={() => void formik.submitForm()}>
      {target.targetLabel && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }}>
          You are reporting: <Typography.Text strong>{target.targetLabel}</Typography.Text>
        </Typography.Paragraph>
      )}
      {refusal && <Alert type="error" showIcon title={refusal} className="hh-form-alert" role="alert" />}
      <Form.Item label={<span id={`${idPrefix}-reason-label`}>Reason</span>} required {...fieldFeedback(formik, 'reason')}>
        <Radio.Group
          vertical
          aria-labelledby={`${idPrefix}-reason-label`}
          className="hh-report-reasons"
          value={formik.values.reason || undefined}
          onChange={(event) => void formik.setFieldValue('reason', event.target.value)}
          options={[...REPORT_REASON_OPTIONS]}
        />
      </Form.Item>
      <Form.Item label="Details" htmlFor={`${idPrefix}-details`} {...fieldFeedback(formik, 'details')}>
        <Input.TextArea
          id={`${idPrefix}-details`}
          name="details"
          rows={4}
          showCount
          maxLength={REPORT_DETAILS_MAX}
          placeholder="Anything that helps our team understand the problem"
          value={formik.values.details}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </Form.Item>
      <FormButtons loading={isLoading} onCancel={onClose} okText="Send report" />
    </Form>
  );
}
