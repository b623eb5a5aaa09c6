import { CheckOutlined, CopyOutlined, SafetyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Modal, QRCode, Typography } from 'antd';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { useState } from 'react';
import { isApiError } from '../../lib/api/api-error.ts';
import { RecoveryCodes } from '../../ui/recovery-codes.tsx';
import { useLoginMutation } from './auth-api.ts';
import { checkLoginCode, enrolmentCodeProblem } from './login-code.ts';
import { splitLoginResult } from './login-result.ts';
import '../../ui/two-factor.css';
import './auth.css';

/*
 * An administrator's first sign-in, loaded by login-form.tsx only when the server asks for
 * it: antd's QRCode, Modal and Typography must not weigh on /auth's first screen.
 */

export interface Enrolment {
  /** The server's sentence (why two-factor sign-in is needed now). */
  message: string;
  otpauthUri: string;
  secret: string;
}

interface TwoFactorEnrolmentProps {
  enrolment: Enrolment;
  /** What the member typed on the login form: the login is sent again with the code. */
  credentials: { email: string; password: string };
  /** Signed in (after the recovery codes were saved): the login form's success path. */
  onSignedIn: (user: OwnUser) => void;
  onBack: () => void;
}

/**
 * Scan the QR code (or type the key), then a 6-digit code: POST /api/login again with `totpCode`, which
 * turns two-factor sign-in on and signs in. Its answer's recovery codes are shown once before going on.
 */
export function TwoFactorEnrolment({ enrolment: first, credentials, onSignedIn, onBack }: TwoFactorEnrolmentProps) {
  const [login] = useLoginMutation();
  const [enrolment, setEnrolment] = useState(first);
  const [code, setCode] = useState('');
  const [help, setHelp] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // Signed in, but not shown as such until the member confirms they saved the codes.
  const [recovery, setRecovery] = useState<{ user: OwnUser; codes: string[] } | null>(null);

  const submit = async () => {
    if (busy) return;
    const checked = checkLoginCode(code, false);
    if (!checked.ok) {
      setHelp(checked.message);
      return;
    }
    setHelp(undefined);
    setBusy(true);
    try {
      const { user, recoveryCodes } = splitLoginResult(await login({ ...credentials, totpCode: checked.value }).unwrap());
      if (recoveryCodes) setRecovery({ user, codes: recoveryCodes });
      else onSignedIn(user);
    } catch (failure) {
      // A different secret replaces the one on screen (the old one no longer counts).
      if (isApiError(failure) && failure.twoFactorEnrollment && failure.twoFactorEnrollment.secret !== enrolment.secret) {
        setEnrolment({ message: failure.message, ...failure.twoFactorEnrollment });
      }
      setHelp(enrolmentCodeProblem(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {/* antd's Form (not ui/form-field.tsx, kept for the first screen): this chunk loads on demand anyway. */}
      <Form layout="vertical" requiredMark={false} noValidate onFinish={() => void submit()} className="hh-auth-form" aria-label="Set up two-factor sign-in">
        <Alert type="info" showIcon icon={<SafetyOutlined />} title="Set up two-factor sign-in" description={enrolment.message} className="hh-form-alert" />
        <Typography.Paragraph>1. Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy...).</Typography.Paragraph>
        <Flex justify="center" className="hh-qr">
          <QRCode value={enrolment.otpauthUri} size={184} bordered={false} />
        </Flex>
        <Typography.Paragraph type="secondary">
          Can&apos;t scan it? Enter this key by hand:{' '}
          <Typography.Text code copyable={{ text: enrolment.secret }} data-testid="enrol-secret">
            {enrolment.secret}
          </Typography.Text>
        </Typography.Paragraph>
        <Typography.Paragraph>2. Enter the 6-digit code the app shows.</Typography.Paragraph>
        <Form.Item label="Authentication code" htmlFor="login-enrol-code" validateStatus={help ? 'error' : undefined} help={help}>
          <Input
            id="login-enrol-code"
            name="totpCode"
            size="large"
            autoFocus
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            placeholder="123456"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className="hh-code-input"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={busy} disabled={busy}>
          {busy ? 'Verifying...' : 'Verify and sign in'}
        </Button>
        <Button type="link" block onClick={onBack} className="hh-auth-form__secondary">
          Back to login
        </Button>
      </Form>
      {recovery && <RecoveryCodesModal codes={recovery.codes} onDone={() => onSignedIn(recovery.user)} />}
    </>
  );
}

/**
 * The recovery codes the enrolment returned, shown this once: closing needs 'I have saved them'
 * (no close icon, no Escape, no click outside), and only then is the member signed in on screen.
 */
function RecoveryCodesModal({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      // No clipboard (insecure origin, refused permission): the list is there to copy by hand.
      setCopied(false);
    }
  };
  return (
    <Modal open title="Save your recovery codes" footer={null} closable={false} keyboard={false} mask={{ closable: false }}>
      <RecoveryCodes
        codes={codes}
        notice={copied === false && <Alert type="info" showIcon title="Copying is not available here: select the codes and copy them by hand." className="hh-form-alert" />}
        copy={
          <Button icon={copied ? <CheckOutlined /> : <CopyOutlined />} onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        }
        done={
          <Button type="primary" onClick={onDone}>
            I have saved them
          </Button>
        }
      />
    </Modal>
  );
}
