import { CheckCircleOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Result, Typography } from 'antd';
import type { ResetPasswordFormValues } from '#shared/schemas/auth-schemas.ts';
import { resetPasswordFormSchema, tokenSchema } from '#shared/schemas/auth-schemas.ts';
import { PASSWORD_MESSAGES } from '#shared/validation/password-rules.ts';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { errorMessage } from '../../lib/api/api-error.ts';
import { fieldFeedback } from '../../ui/formik-feedback.ts';
import { useToast } from '../../ui/use-toast.ts';
import { useResetPasswordMutation } from './auth-api.ts';
import './auth.css';

const validationSchema = toFormikValidationSchema(resetPasswordFormSchema);

/** /reset-password?token=: the new-password form for a reset link. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  // A malformed token can never work either, so it is treated like a missing one.
  const token = tokenSchema.safeParse(params.get('token') ?? undefined);
  return token.success ? <ResetPasswordForm token={token.data} /> : <InvalidResetLink />;
}

function InvalidResetLink() {
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return; // StrictMode runs effects twice in development
    shown.current = true;
    toast.error('Invalid reset link', 'The password reset link is invalid or has expired.');
  }, [toast]);
  return <Navigate to="/forgot-password" replace />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();

  const formik = useFormik<ResetPasswordFormValues>({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema,
    onSubmit: async (values) => {
      try {
        await resetPassword({ token, password: values.password }).unwrap();
        setDone(true);
      } catch (error) {
        toast.error('Password reset failed', errorMessage(error, "We couldn't reset your password. The link may have expired."));
      }
    },
  });

  if (done) {
    return (
      <Card className="hh-narrow-card">
        <Result
          status="success"
          icon={<CheckCircleOutlined />}
          title="Password Reset Complete"
          subTitle="Your password has been changed. You can now log in with your new password."
          extra={
            <Button type="primary" onClick={() => void navigate('/auth')}>
              Go to Login
            </Button>
          }
        />
      </Card>
    );
  }

  return (
    <Card className="hh-narrow-card">
      <Typography.Title level={1} className="hh-narrow-card__title">
        Choose a new password
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {PASSWORD_MESSAGES.hint}
      </Typography.Paragraph>
      <Form layout="vertical" noValidate onFinish={() => void formik.submitForm()} requiredMark={false}>
        <Form.Item label="New password" htmlFor="reset-password" {...fieldFeedback(formik, 'password')}>
          <Input.Password
            id="reset-password"
            name="password"
            size="large"
            autoComplete="new-password"
            prefix={<LockOutlined />}
            value={formik.values.password}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </Form.Item>
        <Form.Item label="Confirm new password" htmlFor="reset-confirm" {...fieldFeedback(formik, 'confirmPassword')}>
          <Input.Password
            id="reset-confirm"
            name="confirmPassword"
            size="large"
            autoComplete="new-password"
            prefix={<LockOutlined />}
            value={formik.values.confirmPassword}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading} disabled={isLoading}>
          Reset Password
        </Button>
      </Form>
    </Card>
  );
}
