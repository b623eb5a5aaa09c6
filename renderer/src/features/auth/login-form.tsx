import { LockOutlined, MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import type { LoginInput } from '#shared/schemas/auth-schemas.ts';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { useFormik } from 'formik';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { FormField, fieldHelpId } from '../../ui/form-field.tsx';
import { FullPageSpinner } from '../../ui/full-page-spinner.tsx';
import { applyServerFieldErrors, fieldFeedback } from '../../ui/formik-feedback.ts';
import { lazyValidationSchema } from '../../ui/lazy-validation-schema.ts';
import { useToast } from '../../ui/use-toast.ts';
import { useLoginMutation } from './auth-api.ts';
import type { Enrolment } from './two-factor-enrolment.tsx';
import '../../ui/two-factor.css';
import './auth.css';

interface LoginFormProps {
  onSuccess: (user: OwnUser) => void;
  onError: (message: string | null) => void;
  onReturnHome: () => void;
}

type LoginValues = Required<Pick<LoginInput, 'email' | 'password'>> & { totpCode: string };

// /auth is a first screen: zod arrives just after it (ui/lazy-validation-schema.ts).
const validationSchema = lazyValidationSchema(() => import('#shared/schemas/auth-schemas.ts').then((m) => m.loginSchema));

/** Props linking an input to its FormField message (red border, aria-invalid, aria-describedby). */
function controlFeedback(id: string, help: string | undefined) {
  return { id, status: help ? ('error' as const) : undefined, 'aria-invalid': help ? true : undefined, 'aria-describedby': fieldHelpId(id) };
}

/**
 * An administrator's first sign-in (QR code, key, code, recovery codes) is its own chunk,
 * loaded on first need: antd's QRCode and Modal stay out of /auth's first screen (a tight budget).
 */
const TwoFactorEnrolment = lazy(() => import('./two-factor-enrolment.tsx').then((m) => ({ default: m.TwoFactorEnrolment })));

/** Login tab of /auth, with the second step when two-factor sign-in is on. */
export function LoginForm({ onSuccess, onError, onReturnHome }: LoginFormProps) {
  const [login, { isLoading }] = useLoginMutation();
  const toast = useToast();
  // Set once the server says the password was right and a code is needed.
  const [codeStep, setCodeStep] = useState(false);
  const [useRecovery, setUseRecovery] = useState(false);
  // Set when an administrator's password was right but two-factor sign-in must be set up first.
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  useEffect(() => validationSchema.preload(), []);

  const complete = (user: OwnUser) => {
    toast.success('Login successful', `Welcome back, ${user.fullName}!`);
    onSuccess(user);
  };

  const formik = useFormik<LoginValues>({
    initialValues: { email: '', password: '', totpCode: '' },
    validationSchema,
    onSubmit: async (values) => {
      onError(null);
      // Only the second step needs the code rules (and zod): loaded then, not with the page.
      const code = codeStep ? (await import('./login-code.ts')).checkLoginCode(values.totpCode, useRecovery) : null;
      if (code && !code.ok) {
        formik.setFieldError('totpCode', code.message);
        return;
      }
      try {
        // Recovery codes come only with an enrolment, which two-factor-enrolment.tsx completes.
        complete(await login({ email: values.email.trim(), password: values.password, ...(code?.ok ? { totpCode: code.value } : {}) }).unwrap());
      } catch (error) {
        if (isApiError(error) && error.twoFactorRequired && !codeStep) {
          // Not a failure: the password was right, now the code.
          setCodeStep(true);
          return;
        }
        if (isApiError(error) && error.twoFactorEnrollment) {
          // Not a failure either: an administrator's password was right; two-factor sign-in comes first.
          setEnrolment({ message: error.message, ...error.twoFactorEnrollment });
          return;
        }
        const message = errorMessage(error, 'Invalid email or password');
        onError(message);
        toast.error('Login failed', message);
        if (isApiError(error)) applyServerFieldErrors(formik, error.fieldErrors);
      }
    },
  });

  const startOver = () => {
    setCodeStep(false);
    setEnrolment(null);
    setUseRecovery(false);
    onError(null);
    void formik.setFieldValue('totpCode', '', false);
    void formik.setFieldValue('password', '', false);
  };

  const { help: emailHelp } = fieldFeedback(formik, 'email');
  const { help: passwordHelp } = fieldFeedback(formik, 'password');
  const { help: totpHelp } = fieldFeedback(formik, 'totpCode');

  if (enrolment) {
    return (
      <Suspense fallback={<FullPageSpinner label="Loading..." />}>
        <TwoFactorEnrolment enrolment={enrolment} credentials={{ email: formik.values.email.trim(), password: formik.values.password }} onSignedIn={complete} onBack={startOver} />
      </Suspense>
    );
  }

  if (codeStep) {
    return (
      <form noValidate onSubmit={formik.handleSubmit} className="hh-auth-form">
        <Alert
          type="info"
          showIcon
          icon={<SafetyOutlined />}
          title="Two-factor authentication"
          description={useRecovery ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in.' : 'Enter the 6-digit code from your authenticator app.'}
          className="hh-form-alert"
        />
        <FormField label={useRecovery ? 'Recovery code' : 'Authentication code'} htmlFor="login-totp" help={totpHelp}>
          <Input
            {...controlFeedback('login-totp', totpHelp)}
            name="totpCode"
            size="large"
            autoFocus
            autoComplete="one-time-code"
            inputMode={useRecovery ? 'text' : 'numeric'}
            maxLength={useRecovery ? 32 : 7}
            placeholder={useRecovery ? 'xxxxx-xxxxx' : '123456'}
            value={formik.values.totpCode}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            className="hh-code-input"
          />
        </FormField>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading} disabled={isLoading}>
          {isLoading ? 'Verifying...' : 'Verify'}
        </Button>
        <Button
          type="link"
          block
          onClick={() => {
            setUseRecovery((value) => !value);
            void formik.setFieldValue('totpCode', '', false);
            formik.setFieldError('totpCode', undefined);
          }}
          className="hh-auth-form__secondary"
        >
          {useRecovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </Button>
        <Button type="link" block onClick={startOver}>
          Back to login
        </Button>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={formik.handleSubmit} className="hh-auth-form">
      <FormField label="Email" htmlFor="login-email" help={emailHelp}>
        <Input
          {...controlFeedback('login-email', emailHelp)}
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
      </FormField>
      <FormField label="Password" htmlFor="login-password" help={passwordHelp}>
        <Password
          {...controlFeedback('login-password', passwordHelp)}
          name="password"
          size="large"
          autoComplete="current-password"
          prefix={<LockOutlined />}
          placeholder="Your password"
          value={formik.values.password}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </FormField>
      <div className="hh-auth-form__row-end">
        <Link to="/forgot-password">Forgot password</Link>
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={isLoading} disabled={isLoading}>
        {isLoading ? 'Logging in...' : 'Log In'}
      </Button>
      <Button type="link" block onClick={onReturnHome} className="hh-auth-form__secondary">
        Return to Homepage
      </Button>
    </form>
  );
}

