import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api/api-error.ts';
import { useToast } from '../../ui/use-toast.ts';
import { useLogoutMutation } from './auth-api.ts';
import { useSetSessionUser } from './use-session.ts';

/** Logout: toast, go to /auth, forget the user (and every cached answer). */
export function useLogout(): { logout: () => Promise<void>; isLoggingOut: boolean } {
  const [logoutRequest, { isLoading }] = useLogoutMutation();
  const setSessionUser = useSetSessionUser();
  const navigate = useNavigate();
  const toast = useToast();

  const logout = useCallback(async () => {
    try {
      await logoutRequest().unwrap();
    } catch (error) {
      toast.error('Logout failed', errorMessage(error, 'Please try again.'));
      return;
    }
    toast.success('Logged out successfully');
    // Clear first: /auth sends a still-signed-in user to /dashboard. The route guard also heads
    // to /auth once the user is gone, so both navigations agree.
    setSessionUser(null);
    await navigate('/auth', { replace: true });
  }, [logoutRequest, navigate, setSessionUser, toast]);

  return { logout, isLoggingOut: isLoading };
}
