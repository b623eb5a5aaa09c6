import { Alert, Form, Input, Modal, Typography } from 'antd';
import { adminReasonSchema, approveVerificationSchema } from '#shared/schemas/admin-schemas.ts';
import type { AdminActionResult } from '#shared/schemas/admin-schemas.ts';
import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { useCallback, useState } from 'react';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { applyServerFieldErrors, fieldFeedback } from '../../ui/formik-feedback.ts';
import { useToast } from '../../ui/use-toast.ts';
import { FormButtons } from '../../ui/form-buttons.tsx';

/** What an admin action asks before it runs: every change states why (the audit log keeps it). */
export interface ReasonRequest {
  title: string;
  /** What will happen, above the field. */
  intro?: ReactNode;
  label: string;
  okText: string;
  danger?: boolean;
  /** Approving takes an optional note; everything else needs a reason (adminReasonSchema). */
  optional?: boolean;
  successTitle: string;
  /** Shown when the failure carries no message of the server's. */
  fallback: string;
  submit: (reason: string) => Promise<AdminActionResult>;
}

/**
 * One dialog per section, opened with the action to confirm. The request is kept while the dialog
 * closes, so its title does not blank out during the closing animation; each opening is a fresh form.
 */
export function useReasonDialog(): { show: (request: ReasonRequest) => void; element: ReactNode } {
  const [state, setState] = useState<{ request: ReasonRequest; open: boolean; key: number } | null>(null);
  const show = useCallback((request: ReasonRequest) => setState((previous) => ({ request, open: true, key: (previous?.key ?? 0) + 1 })), []);
  const close = useCallback(() => setState((previous) => (previous ? { ...previous, open: false } : previous)), []);
  const element = state ? (
    <Modal open={state.open} title={state.request.title} footer={null} onCancel={close} destroyOnHidden>
      <ReasonForm key={state.key} request={state.request} onClose={close} />
    </Modal>
  ) : null;
  return { show, element };
}

function ReasonForm({ request, onClose }: { request: ReasonRequest; onClose: () => void }) {
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<{ reason: string }>({
    initialValues: { reason: '' },
    validationSchema: toFormikValidationSchema(request.optional ? approveVerificationSchema : adminReasonSchema),
    onSubmit: async ({ reason }) => {
      setFailure(null);
      try {
        const { message } = await request.submit(reason.trim());
        toast.success(request.successTitle, message);
        onClose();
      } catch (error) {
        if (!(isApiError(error) && applyServerFieldErrors(formik, error.fieldErrors))) setFailure(errorMessage(error, request.fallback));
      }
    },
  });
  return (
    <Form layout="vertical" requiredMark={false} noValidate onFinish={() => void formik.submitForm()}>
      {request.intro && <Typography.Paragraph>{request.intro}</Typography.Paragraph>}
      {failure && <Alert type="error" showIcon title="Error" description={failure} className="hh-form-alert" role="alert" />}
      <Form.Item label={request.optional ? `${request.label} (optional)` : request.label} htmlFor="admin-reason" {...fieldFeedback(formik, 'reason')}>
        <Input.TextArea
          id="admin-reason"
          name="reason"
          rows={3}
          maxLength={500}
          showCount
          value={formik.values.reason}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </Form.Item>
      <FormButtons loading={formik.isSubmitting} onCancel={onClose} okText={request.okText} danger={request.danger} />
    </Form>
  );
}
