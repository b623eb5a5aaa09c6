import { Button, Card, Checkbox, Col, Divider, Form, Input, Row, Select, Switch, Typography } from 'antd';
import type { SignupRole } from '#shared/constants/roles.ts';
import { isProfessionalRole, ROLE_LABELS, SIGNUP_ROLES } from '#shared/constants/roles.ts';
import { registerFormSchema } from '#shared/schemas/auth-schemas.ts';
import { DATA_RETENTION_LABELS, DATA_RETENTION_PERIODS, type OwnUser } from '#shared/schemas/user-schemas.ts';
import { CREDENTIAL_HINTS } from '#shared/validation/credential-rules.ts';
import { PASSWORD_MESSAGES } from '#shared/validation/password-rules.ts';
import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { applyServerFieldErrors, fieldFeedback } from '../../ui/formik-feedback.ts';
import { scrollToFirstError } from '../../ui/scroll-to-first-error.ts';
import { useToast } from '../../ui/use-toast.ts';
import { REGISTRATION_TOAST_DURATION_MS } from '#shared/constants/app-constants.ts';
import { useRegisterMutation } from './auth-api.ts';
import type { RegisterFormState } from './register-payload.ts';
import { initialRegisterState, toRegisterPayload } from './register-payload.ts';
import '../../ui/pref-row.css';
import './auth.css';

interface RegisterFormProps {
  onSuccess: (user: OwnUser) => void;
  onError: (message: string | null) => void;
  onCancel: () => void;
  onReturnHome: () => void;
}

const validationSchema = toFormikValidationSchema(registerFormSchema);
const ROLE_OPTIONS = SIGNUP_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const RETENTION_OPTIONS = DATA_RETENTION_PERIODS.map((period) => ({ value: period, label: DATA_RETENTION_LABELS[period] }));

type TextField = 'fullName' | 'username' | 'email' | 'companyName' | 'location' | 'linkedinProfile' | 'companyWebsite' | 'verificationCredential';
type ConsentField = 'dataConsent' | 'privacyPolicyAccepted' | 'termsAccepted' | 'marketingConsent' | 'cookieConsent';
type PreferenceSwitch = 'dataSharingOptOut' | 'dataMinimization' | 'thirdPartyConsent' | 'sensitiveDataProcessing';

/** Register tab of /auth. */
export function RegisterForm({ onSuccess, onError, onCancel, onReturnHome }: RegisterFormProps) {
  const [register, { isLoading }] = useRegisterMutation();
  const toast = useToast();
  const formRef = useRef<HTMLDivElement>(null);

  const formik = useFormik<RegisterFormState>({
    initialValues: initialRegisterState(),
    validationSchema,
    onSubmit: async (values) => {
      onError(null);
      const built = toRegisterPayload(values);
      if (!built.ok) {
        formik.setFieldError(built.field, built.message);
        return;
      }
      try {
        const user = await register(built.payload).unwrap();
        toast.success('Registration successful', `Welcome to HardwareHub, ${user.fullName}! Choose your subscription plan.`, {
          duration: REGISTRATION_TOAST_DURATION_MS / 1000,
        });
        onSuccess(user);
      } catch (error) {
        const message = errorMessage(error, 'Could not create account');
        onError(message);
        toast.error('Registration failed', message);
        if (isApiError(error) && applyServerFieldErrors(formik, error.fieldErrors)) scrollToFirstError(formRef.current);
      }
    },
  });

  const professional = isProfessionalRole(formik.values.role);
  const requiredForPros = professional;

  const text = (field: TextField, label: string, props: { required?: boolean; placeholder?: string; autoComplete?: string; type?: string; extra?: ReactNode } = {}) => (
    <Form.Item label={label} htmlFor={`register-${field}`} required={props.required} extra={props.extra} {...fieldFeedback(formik, field)}>
      <Input
        id={`register-${field}`}
        name={field}
        type={props.type ?? 'text'}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete ?? 'off'}
        value={formik.values[field]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      />
    </Form.Item>
  );

  const consent = (field: ConsentField, label: ReactNode, required = false) => {
    const feedback = fieldFeedback(formik, field);
    return (
      <Form.Item {...feedback} className="hh-consent-item">
        <Checkbox
          id={`register-${field}`}
          name={field}
          checked={formik.values[field]}
          onChange={(event) => {
            void formik.setFieldValue(field, event.target.checked);
            void formik.setFieldTouched(field, true, false);
          }}
          aria-required={required}
        >
          {label}
          {required && <span className="hh-required-mark"> (required)</span>}
        </Checkbox>
      </Form.Item>
    );
  };

  const preferenceSwitch = (field: PreferenceSwitch, label: string, description: string) => (
    <div className="hh-pref-row">
      <div>
        <Typography.Text strong>{label}</Typography.Text>
        <Typography.Paragraph type="secondary" className="hh-pref-row__hint">
          {description}
        </Typography.Paragraph>
      </div>
      <Switch
        aria-label={label}
        checked={formik.values.dataProcessingPreferences[field]}
        onChange={(checked) => void formik.setFieldValue(`dataProcessingPreferences.${field}`, checked)}
      />
    </div>
  );

  return (
    <div ref={formRef}>
    <Form
      layout="vertical"
      noValidate
      onFinish={async () => {
        // Validate first: re-validating after submit would wipe the server's field errors.
        const errors = await formik.validateForm();
        await formik.submitForm();
        if (Object.keys(errors).length) scrollToFirstError(formRef.current);
      }}
      requiredMark
      className="hh-auth-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {text('fullName', 'Full name', { required: true, placeholder: 'Ada Lovelace', autoComplete: 'name' })}
        </Col>
        <Col xs={24} md={12}>
          {text('username', 'Username', { required: true, placeholder: 'ada.builds', autoComplete: 'username' })}
        </Col>
      </Row>
      {text('email', 'Email', { required: true, type: 'email', placeholder: 'you@company.com', autoComplete: 'email' })}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            label="Password"
            htmlFor="register-password"
            required
            extra={PASSWORD_MESSAGES.hint}
            {...fieldFeedback(formik, 'password')}
          >
            <Input.Password
              id="register-password"
              name="password"
              autoComplete="new-password"
              value={formik.values.password}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Confirm password" htmlFor="register-passwordConfirm" required {...fieldFeedback(formik, 'passwordConfirm')}>
            <Input.Password
              id="register-passwordConfirm"
              name="passwordConfirm"
              autoComplete="new-password"
              value={formik.values.passwordConfirm}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label="Role"
        htmlFor="register-role"
        required
        extra={professional ? 'Professional accounts need a company, location, LinkedIn profile and a verification credential.' : undefined}
        {...fieldFeedback(formik, 'role')}
      >
        <Select<SignupRole>
          id="register-role"
          options={ROLE_OPTIONS}
          value={formik.values.role}
          onChange={(role) => void formik.setFieldValue('role', role)}
          onBlur={() => void formik.setFieldTouched('role', true)}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {text('companyName', 'Company name', { required: requiredForPros, autoComplete: 'organization' })}
        </Col>
        <Col xs={24} md={12}>
          {text('location', 'Location', { required: requiredForPros, placeholder: 'City, country', autoComplete: 'address-level2' })}
        </Col>
      </Row>
      {text('linkedinProfile', 'LinkedIn profile', { required: requiredForPros, type: 'url', placeholder: 'https://www.linkedin.com/in/your-name' })}
      {professional && (
        <>
          {text('companyWebsite', 'Company website', { type: 'url', placeholder: 'https://example.com', autoComplete: 'url' })}
          {text('verificationCredential', 'Verification credentials', {
            required: true,
            extra: CREDENTIAL_HINTS[formik.values.role as keyof typeof CREDENTIAL_HINTS],
          })}
        </>
      )}
      <Form.Item label="Bio" htmlFor="register-bio" {...fieldFeedback(formik, 'bio')}>
        <Input.TextArea
          id="register-bio"
          name="bio"
          rows={3}
          showCount
          maxLength={2000}
          placeholder="What are you building, or what do you offer?"
          value={formik.values.bio}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </Form.Item>

      <Card size="small" title="Data privacy and consent" className="hh-consent-card">
        {consent('dataConsent', 'I consent to HardwareHub processing my personal data to provide the service', true)}
        {consent(
          'privacyPolicyAccepted',
          <>
            I have read and accept the{' '}
            <Link to="/privacy" target="_blank">
              Privacy Policy
            </Link>
          </>,
          true,
        )}
        {consent(
          'termsAccepted',
          <>
            I accept the{' '}
            <Link to="/terms" target="_blank">
              Terms of Service
            </Link>
          </>,
          true,
        )}
        {consent('marketingConsent', 'Send me product news and partner opportunities by email')}
        {consent(
          'cookieConsent',
          <>
            Allow cookies as described in the{' '}
            <Link to="/cookies" target="_blank">
              Cookie Policy
            </Link>
          </>,
        )}
        <Divider titlePlacement="start" plain>
          Data processing preferences
        </Divider>
        {preferenceSwitch('dataSharingOptOut', 'Opt out of data sharing', 'Do not share my profile data with partners beyond what a connection needs.')}
        {preferenceSwitch('dataMinimization', 'Data minimization', 'Keep only the data needed to run my account.')}
        {preferenceSwitch('thirdPartyConsent', 'Third-party sharing', 'Allow sharing with vetted third-party services (e.g. analytics).')}
        {preferenceSwitch('sensitiveDataProcessing', 'Sensitive data processing', 'Allow processing of sensitive data such as credentials for verification.')}
        <Form.Item label="Data retention period" htmlFor="register-retention" className="hh-pref-select" {...fieldFeedback(formik, 'dataProcessingPreferences.dataRetentionPeriod')}>
          <Select
            id="register-retention"
            options={RETENTION_OPTIONS}
            value={formik.values.dataProcessingPreferences.dataRetentionPeriod}
            onChange={(value) => void formik.setFieldValue('dataProcessingPreferences.dataRetentionPeriod', value)}
          />
        </Form.Item>
      </Card>

      <Button type="primary" htmlType="submit" size="large" block loading={isLoading} disabled={isLoading} className="hh-auth-form__submit">
        {isLoading ? 'Creating Account...' : 'Create Account'}
      </Button>
      <Row gutter={12} className="hh-auth-form__secondary">
        <Col span={12}>
          <Button
            block
            onClick={() => {
              formik.resetForm();
              onCancel();
            }}
            disabled={isLoading}
          >
            Cancel
          </Button>
        </Col>
        <Col span={12}>
          <Button block type="link" onClick={onReturnHome}>
            Return to Homepage
          </Button>
        </Col>
      </Row>
    </Form>
    </div>
  );
}
