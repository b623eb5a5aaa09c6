import { Button, Card, Flex, Result, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api/api-error.ts';
import { useToast } from '../../ui/use-toast.ts';
import { useGetCurrentUserQuery, useResendVerificationMutation } from './auth-api.ts';
import { useSession } from './use-session.ts';
import './auth.css';

/**
 * /email-verified: where GET /api/verify-email redirects. `?status=invalid` is our own
 * addition for a bad or expired link, with a way to get a fresh one.
 */
export function EmailVerifiedPage() {
  const [params] = useSearchParams();
  // Refresh the current user so a cached session picks up emailVerified = true.
  useGetCurrentUserQuery(undefined, { refetchOnMountOrArgChange: true });
  const { user, status } = useSession();
  const navigate = useNavigate();

  if (status === 'unknown') {
    return (
      <Card className="hh-narrow-card hh-narrow-card--center">
        <Spin />
      </Card>
    );
  }

  const primary = user ? (
    <Button type="primary" key="dashboard" onClick={() => void navigate('/dashboard')}>
      Go to Dashboard
    </Button>
  ) : (
    <Button type="primary" key="login" onClick={() => void navigate('/auth')}>
      Log In
    </Button>
  );

  if (params.get('status') === 'invalid') {
    return (
      <Card className="hh-narrow-card">
        <Result
          status="warning"
          title="Verification link invalid or expired"
          subTitle={
            user
              ? 'This link has already been used or is too old. Request a new verification email below.'
              : 'This link has already been used or is too old. Log in to request a new verification email.'
          }
          extra={
            <Flex gap={8} wrap justify="center">
              {user && <ResendButton />}
              {primary}
            </Flex>
          }
        />
      </Card>
    );
  }

  return (
    <Card className="hh-narrow-card">
      <Result
        status="success"
        title="Email Verified"
        subTitle="Thanks for confirming your email address. Your HardwareHub account is ready to use."
        extra={[primary]}
      />
    </Card>
  );
}

function ResendButton() {
  const [resend, { isLoading, isSuccess }] = useResendVerificationMutation();
  const toast = useToast();
  const onClick = async () => {
    try {
      const answer = await resend().unwrap();
      toast.success('Verification email sent', answer.message || 'Check your inbox for the new link.');
    } catch (error) {
      toast.error('Could not send verification email', errorMessage(error, 'Please try again later.'));
    }
  };
  return (
    <Button onClick={onClick} loading={isLoading} disabled={isSuccess}>
      {isSuccess ? 'Email sent' : 'Resend verification email'}
    </Button>
  );
}
