import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../ui/use-toast.ts';
import { useSession } from '../auth/index.ts';

/** Searching needs an account; signed-out visitors get the toast and go to /auth. */
export function useGuardedSearch(): (url: string) => void {
  const { user } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(
    (url: string) => {
      if (!user) {
        toast.warning('Authentication Required', 'Please sign in or create an account to search for partners.');
        void navigate('/auth');
        return;
      }
      void navigate(url);
    },
    [navigate, toast, user],
  );
}
