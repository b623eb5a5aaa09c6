import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Result, Typography } from 'antd';
import type { ForgotPasswordInput } from '#shared/schemas/auth-schemas.ts';
import { forgotPasswordSchema } from '#shared/schemas/auth-schemas.ts';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { fieldFeedback } from '../../ui/formik-feedback.ts';
import { useToast } from '../../ui/use-toast.ts';
import { useForgotPasswordMutation } from './auth-api.ts';
import './auth.css';

const validationSchema = toFormikValidationSchema(forgotPasswordSchema);
export const RESET_REQUEST_SENT = "If your email is in our system, you'll receive a password reset link shortly.";
export const RESET_REQUEST_FAILED = 'There was a problem processing your request. Please try again later.';

/** /forgot-password: form, then the sent view. */
export function ForgotPasswordPage() {
  const [requestReset, { isLoading }] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();

  const formik = useFormik<ForgotPasswordInput>({
    initialValues: { email: '' },
    validationSchema,
    onSubmit: async (values) => {
      setFailed(false);
      try {
        await requestReset({ email: values.email.trim() }).unwrap();
        setSentTo(values.email.trim());
      } catch {
        // The same sentence whatever went wrong: the answer must not reveal whether the address exists.
        setFailed(true);
      }
    },
  });

  const submit = async () => {
    const errors = await formik.validateForm();
    if (errors.email) toast.error('Invalid email', 'Please enter a valid email address.');
    await formik.submitForm();
  };

  if (sentTo) {
    return (
      <Card className="hh-narrow-card">
        <Result
          status="success"
          icon={<MailOutlined />}
          title="Check Your Email"
          subTitle={RESET_REQUEST_SENT}
          extra={
            <Flex gap={8} wrap justify="center">
            <Button
              onClick={() => {
                setSentTo(null);
                formik.resetForm();
              }}
            >
              Try Another Email
            </Button>
            <Button type="primary" onClick={() => void navigate('/auth')}>
              Return to Login
            </Button>
            </Flex>
          }
        />
      </Card>
    );
  }

  return (
    <Card className="hh-narrow-card">
      <Typography.Title level={1} className="hh-narrow-card__title">
        Forgot your password?
      </Typography.Title>
      <Typography.Paragraph type="secondary">Enter the email address of your account and we'll send you a link to choose a new password.</Typography.Paragraph>
      {failed && <Alert type="error" showIcon title="Error" description={RESET_REQUEST_FAILED} className="hh-form-alert" role="alert" />}
      <Form layout="vertical" noValidate onFinish={() => void submit()} requiredMark={false}>
        <Form.Item label="Email" htmlFor="forgot-email" {...fieldFeedback(formik, 'email')}>
          <Input
            id="forgot-email"
            name="email"
            type="email"
            size="large"
            autoComplete="email"
            prefix={<MailOutlined />}
            placeholder="you@company.com"
            value={formik.values.email}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading} disabled={isLoading}>
          Send Reset Link
        </Button>
      </Form>
      <Typography.Paragraph className="hh-narrow-card__footer">
        Remembered it? <Link to="/auth">Return to Login</Link>
      </Typography.Paragraph>
    </Card>
  );
}
