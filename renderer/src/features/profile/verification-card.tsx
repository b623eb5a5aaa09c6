import { Alert, Button, Card, Form, Input, Tag, Typography } from 'antd';
import type { ProfessionalRole } from '#shared/constants/roles.ts';
import { VERIFICATION_MESSAGES, type VerificationResubmitInput } from '#shared/schemas/profile-schemas.ts';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { CREDENTIAL_HINTS } from '#shared/validation/credential-rules.ts';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { applyServerFieldErrors, fieldFeedback } from '../../ui/formik-feedback.ts';
import { useToast } from '../../ui/use-toast.ts';
import { useResubmitVerificationMutation } from './profile-api.ts';
import { verificationFormSchemaFor, verificationView } from './verification-logic.ts';

/**
 * /profile's Verification card, professional roles only: where the account's credential
 * review stands and, after a rejection (or with none on file), the form to send new credentials.
 */
export function VerificationCard({ user, role }: { user: OwnUser; role: ProfessionalRole }) {
  const view = verificationView(user);
  return (
    <Card title="Verification" variant="outlined" extra={<Tag color={view.color}>{view.label}</Tag>} data-testid="verification-card">
      {user.verificationStatus === 'verified' && <Typography.Paragraph className="hh-flush">Our team approved your credentials.</Typography.Paragraph>}
      {user.verificationStatus === 'pending' && view.credential && (
        <Typography.Paragraph className="hh-flush">Our team is reviewing the credentials you sent.</Typography.Paragraph>
      )}
      {user.verificationStatus === 'pending' && !view.credential && (
        <Typography.Paragraph>Send your credentials so our team can verify your account.</Typography.Paragraph>
      )}
      {user.verificationStatus === 'rejected' && (
        <Alert
          type="error"
          showIcon
          title="Not approved"
          description={view.reason ? `Reason: ${view.reason}` : 'Our team gave no reason. Send new credentials below, or contact support.'}
          className="hh-form-alert"
        />
      )}
      {view.credential && user.verificationStatus !== 'verified' && (
        <Typography.Paragraph type="secondary" className={view.canResubmit ? undefined : 'hh-flush'}>
          {user.verificationStatus === 'rejected' ? 'You sent: ' : 'Submitted: '}
          <Typography.Text code>{view.credential}</Typography.Text>
        </Typography.Paragraph>
      )}
      {view.canResubmit && <ResubmitForm role={role} />}
    </Card>
  );
}

function ResubmitForm({ role }: { role: ProfessionalRole }) {
  const [resubmit, { isLoading }] = useResubmitVerificationMutation();
  const toast = useToast();
  const validationSchema = useMemo(() => toFormikValidationSchema(verificationFormSchemaFor(role)), [role]);
  const formik = useFormik<VerificationResubmitInput>({
    initialValues: { verificationCredential: '' },
    validationSchema,
    onSubmit: async (values) => {
      try {
        // The answer is the user (now pending): profile-api puts it in the session, so this card turns to 'Under review'.
        await resubmit({ verificationCredential: values.verificationCredential.trim() }).unwrap();
        toast.success('Credentials sent', VERIFICATION_MESSAGES.resubmitted);
      } catch (failure) {
        if (isApiError(failure) && applyServerFieldErrors(formik, failure.fieldErrors)) return;
        toast.error('Error', errorMessage(failure, 'Your credentials could not be sent. Please try again.'));
      }
    },
  });

  return (
    <Form layout="vertical" requiredMark={false} noValidate onFinish={() => void formik.submitForm()} aria-label="Send new credentials">
      <Form.Item label="Verification credential" htmlFor="verification-credential" extra={CREDENTIAL_HINTS[role]} {...fieldFeedback(formik, 'verificationCredential')}>
        <Input
          id="verification-credential"
          name="verificationCredential"
          maxLength={200}
          showCount
          value={formik.values.verificationCredential}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Send for review
      </Button>
    </Form>
  );
}
