import { Alert, Button, Flex, Form, Input, Modal, QRCode, Skeleton, Typography } from 'antd';
import { disableTwoFactorSchema, enableTwoFactorSchema, TWO_FACTOR_MESSAGES, type TwoFactorSetupResponse } from '#shared/schemas/profile-schemas.ts';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { useAppDispatch } from '../../lib/store/hooks.ts';
import { applyServerFieldErrors, fieldFeedback } from '../../ui/formik-feedback.ts';
import { FormButtons } from '../../ui/form-buttons.tsx';
import { RecoveryCodes } from '../../ui/recovery-codes.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { authApi } from '../auth/index.ts';
import { useDisableTwoFactorMutation, useEnableTwoFactorMutation, useSetUpTwoFactorMutation } from './profile-api.ts';
import '../../ui/two-factor.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Enable 2FA: a fresh secret (QR code + the text for manual entry), a 6-digit code to confirm, then the
 * recovery codes, shown once.
 */
export function EnableTwoFactorDialog({ open, onClose }: DialogProps) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const close = () => {
    setRecoveryCodes(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={recoveryCodes ? 'Save your recovery codes' : 'Enable two-factor authentication'}
      footer={null}
      onCancel={close}
      mask={{ closable: !recoveryCodes }}
      closable={!recoveryCodes}
      destroyOnHidden
    >
      {open && (recoveryCodes ? <SavedCodes codes={recoveryCodes} onDone={close} /> : <EnrolStep onEnabled={setRecoveryCodes} onCancel={close} />)}
    </Modal>
  );
}

function EnrolStep({ onEnabled, onCancel }: { onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const [setUp, { isError, error: setupError }] = useSetUpTwoFactorMutation();
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const [enable, { isLoading }] = useEnableTwoFactorMutation();
  const dispatch = useAppDispatch();
  const startedRef = useRef(false);

  useEffect(() => {
    if (startedRef.current) return;
    startedRef.current = true;
    void setUp()
      .unwrap()
      .then(setSetup)
      .catch(() => undefined);
  }, [setUp]);

  const formik = useFormik<{ code: string }>({
    initialValues: { code: '' },
    validationSchema: toFormikValidationSchema(enableTwoFactorSchema),
    onSubmit: async ({ code }) => {
      try {
        const { recoveryCodes } = await enable({ code }).unwrap();
        dispatch(authApi.util.updateQueryData('getCurrentUser', undefined, (user) => (user ? { ...user, twoFactorEnabled: true } : user)));
        onEnabled(recoveryCodes);
      } catch (failure) {
        if (!(isApiError(failure) && applyServerFieldErrors(formik, failure.fieldErrors))) formik.setFieldError('code', errorMessage(failure, TWO_FACTOR_MESSAGES.invalidCode));
      }
    },
  });

  if (isError) return <Alert type="error" showIcon title="Error" description={errorMessage(setupError, 'Two-factor setup could not be started.')} />;
  if (!setup) return <Skeleton active />;

  return (
    <Form layout="vertical" requiredMark={false} noValidate onFinish={() => void formik.submitForm()}>
      <Typography.Paragraph>1. Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy...).</Typography.Paragraph>
      <Flex justify="center" className="hh-qr">
        <QRCode value={setup.otpauthUri} size={184} bordered={false} />
      </Flex>
      <Typography.Paragraph type="secondary">
        Can&apos;t scan it? Enter this key by hand:{' '}
        <Typography.Text code copyable={{ text: setup.secret }} data-testid="totp-secret">
          {setup.secret}
        </Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph>2. Enter the 6-digit code the app shows.</Typography.Paragraph>
      <Form.Item label="Authentication code" htmlFor="totp-enable-code" {...fieldFeedback(formik, 'code')}>
        <Input
          id="totp-enable-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="123456"
          value={formik.values.code}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          className="hh-code-input"
        />
      </Form.Item>
      <FormButtons loading={isLoading} onCancel={onCancel} okText="Verify and Enable" />
    </Form>
  );
}

function SavedCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <RecoveryCodes
      codes={codes}
      copy={<Typography.Text copyable={{ text: codes.join('\n'), tooltips: ['Copy codes', 'Copied'] }}>Copy all codes</Typography.Text>}
      done={
        <Button type="primary" onClick={onDone}>
          I saved them
        </Button>
      }
    />
  );
}

/** Disable 2FA: needs the password (or a current code). */
export function DisableTwoFactorDialog({ open, onClose }: DialogProps) {
  return (
    <Modal open={open} title="Disable two-factor authentication" footer={null} onCancel={onClose} destroyOnHidden>
      {open && <DisableForm onClose={onClose} />}
    </Modal>
  );
}

function DisableForm({ onClose }: { onClose: () => void }) {
  const [disable, { isLoading }] = useDisableTwoFactorMutation();
  const toast = useToast();
  const formik = useFormik<{ password: string }>({
    initialValues: { password: '' },
    validationSchema: toFormikValidationSchema(disableTwoFactorSchema),
    onSubmit: async ({ password }) => {
      try {
        const { message } = await disable({ password }).unwrap();
        toast.success('Two-factor authentication disabled', message);
        onClose();
      } catch (failure) {
        const message = errorMessage(failure, 'Two-factor sign-in could not be turned off.');
        if (!(isApiError(failure) && applyServerFieldErrors(formik, failure.fieldErrors))) formik.setFieldError('password', message);
      }
    },
  });
  return (
    <Form layout="vertical" requiredMark={false} noValidate onFinish={() => void formik.submitForm()}>
      <Typography.Paragraph>Signing in will then need only your password. Confirm with your password.</Typography.Paragraph>
      <Form.Item label="Password" htmlFor="disable-2fa-password" {...fieldFeedback(formik, 'password')}>
        <Input.Password id="disable-2fa-password" name="password" autoComplete="current-password" value={formik.values.password} onChange={formik.handleChange} onBlur={formik.handleBlur} />
      </Form.Item>
      <FormButtons loading={isLoading} onCancel={onClose} okText="Disable 2FA" danger />
    </Form>
  );
}
