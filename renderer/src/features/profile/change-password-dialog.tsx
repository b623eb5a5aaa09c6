import { Alert, Form, Input, Modal } from 'antd';
import { changePasswordFormSchema, type ChangePasswordFormValues } from '#shared/schemas/profile-schemas.ts';
import { PASSWORD_MESSAGES } from '#shared/validation/password-rules.ts';
import { useFormik } from 'formik';
import { useState } from 'react';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { applyServerFieldErrors, fieldFeedback } from '../../ui/formik-feedback.ts';
import { FormButtons } from '../../ui/form-buttons.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { useChangePasswordMutation } from './profile-api.ts';

const validationSchema = toFormikValidationSchema(changePasswordFormSchema);

/** Change Password (Security tab): current password, a new one under the registration rules, confirmation. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Change Password" footer={null} onCancel={onClose} destroyOnHidden>
      {open && <ChangePasswordForm onClose={onClose} />}
    </Modal>
  );
}

function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const formik = useFormik<Required<ChangePasswordFormValues>>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validationSchema,
    onSubmit: async ({ currentPassword, newPassword }) => {
      setError(null);
      try {
        const { message } = await changePassword({ currentPassword, newPassword }).unwrap();
        toast.success('Password Changed', message);
        onClose();
      } catch (failure) {
        const message = errorMessage(failure, 'Your password could not be changed.');
        if (!(isApiError(failure) && applyServerFieldErrors(formik, failure.fieldErrors))) setError(message);
      }
    },
  });

  const field = (name: keyof ChangePasswordFormValues, label: string, autoComplete: string) => (
    <Form.Item label={label} htmlFor={`password-${name}`} {...fieldFeedback(formik, name)}>
      <Input.Password id={`password-${name}`} name={name} autoComplete={autoComplete} value={formik.values[name]} onChange={formik.handleChange} onBlur={formik.handleBlur} />
    </Form.Item>
  );

  return (
    <Form layout="vertical" requiredMark={false} noValidate onFinish={() => void formik.submitForm()}>
      {error && <Alert type="error" showIcon title="Error" description={error} className="hh-form-alert" role="alert" />}
      {field('currentPassword', 'Current password', 'current-password')}
      {field('newPassword', 'New password', 'new-password')}
      {field('confirmPassword', 'Confirm new password', 'new-password')}
      <Alert type="info" showIcon title={`${PASSWORD_MESSAGES.hint} Your other sessions will be signed out.`} className="hh-form-alert" />
      <FormButtons loading={isLoading} onCancel={onClose} okText="Change Password" />
    </Form>
  );
}

