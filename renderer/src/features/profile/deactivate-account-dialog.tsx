import { Alert, Input, Modal, Typography } from 'antd';
import { DEACTIVATION_CONFIRMATION, DEACTIVATION_REDIRECT_DELAY_MS } from '#shared/constants/app-constants.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { useToast } from '../../ui/use-toast.ts';
import { useDeactivateAccountMutation } from '../auth/index.ts';
import { useSetSessionUser } from '../auth/index.ts';
import { DEACTIVATION_FAILED, DEACTIVATION_UNEXPECTED, isDeactivationConfirmed } from './deactivation.ts';
import './profile.css';

interface DeactivateAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Deactivate Account dialog. */
export function DeactivateAccountDialog({ open, onClose }: DeactivateAccountDialogProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deactivate, { isLoading }] = useDeactivateAccountMutation();
  const setSessionUser = useSetSessionUser();
  const navigate = useNavigate();
  const toast = useToast();
  const confirmed = isDeactivationConfirmed(typed);

  const close = () => {
    setTyped('');
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!confirmed) return;
    setError(null);
    try {
      await deactivate({ confirmation: DEACTIVATION_CONFIRMATION }).unwrap(); // equal to `typed` here
    } catch (failure) {
      // The server's message, else the generic failure; anything that is not an API answer is unexpected.
      setError(isApiError(failure) ? errorMessage(failure, DEACTIVATION_FAILED) : DEACTIVATION_UNEXPECTED);
      return;
    }
    close();
    toast.success('Account deactivated', 'Your account has been deactivated. Taking you to the homepage...');
    // Not cleared on unmount on purpose: the server session is gone, the client must follow.
    window.setTimeout(() => {
      void (async () => {
        // Leave the protected page first, or the route guard would send the user to /auth.
        // flushSync commits the new route before the user is cleared (router updates are transitions).
        await navigate('/', { replace: true, flushSync: true });
        setSessionUser(null);
      })();
    }, DEACTIVATION_REDIRECT_DELAY_MS);
  };

  return (
    <Modal
      open={open}
      title="Deactivate Account"
      okText="Deactivate Account"
      okButtonProps={{ danger: true, disabled: !confirmed, loading: isLoading }}
      cancelButtonProps={{ disabled: isLoading }}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
      mask={{ closable: !isLoading }}
    >
      <Typography.Paragraph>
        Deactivating your account signs you out everywhere and hides your profile, projects and listings from other users. This cannot be undone from the app.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title="Error" description={error} className="hh-form-alert" role="alert" />}
      <label htmlFor="deactivate-confirmation" className="hh-label">
        Type <Typography.Text code>{DEACTIVATION_CONFIRMATION}</Typography.Text> to confirm
      </label>
      <Input
        id="deactivate-confirmation"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onPressEnter={() => void submit()}
        placeholder={DEACTIVATION_CONFIRMATION}
        autoComplete="off"
        status={typed && !confirmed ? 'warning' : undefined}
      />
    </Modal>
  );
}
