import { Button } from 'antd';
import { errorMessage } from '../../lib/api/api-error.ts';
import { useToast } from '../../ui/use-toast.ts';
import { useResendVerificationMutation } from './auth-api.ts';

/** "Resend verification email", for places that refuse an action until the address is verified. */
export function ResendVerificationButton({ size = 'small' }: { size?: 'small' | 'middle' }) {
  const [resend, { isLoading, isSuccess }] = useResendVerificationMutation();
  const toast = useToast();
  const onResend = async () => {
    try {
      const answer = await resend().unwrap();
      toast.success('Verification email sent', answer.message);
    } catch (error) {
      toast.error('Could not send verification email', errorMessage(error, 'Please try again later.'));
    }
  };
  return (
    <Button size={size} onClick={onResend} loading={isLoading} disabled={isSuccess}>
      {isSuccess ? 'Email sent' : 'Resend verification email'}
    </Button>
  );
}
