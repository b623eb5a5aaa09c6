import { Button, Result } from 'antd';
import { useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { useSession } from '../../features/auth/index.ts';
import { routeAccess } from '../../lib/routing/route-table.ts';
import { FullPageSpinner } from '../../ui/full-page-spinner.tsx';

/**
 * Guard for the protected routes: 'Checking authentication...' while GET /api/user
 * is pending, /auth when there is no user. The page the user wanted rides along in history
 * state so login can return there, but not after a logout (the next user starts fresh).
 */
export function RequireAuth() {
  const { status, user, refetch } = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  const [hadUser, setHadUser] = useState(false);
  // Remembered during render (React's "adjust state on prop change" pattern), not in an effect,
  // so the redirect below already knows on the render where the user disappears.
  if (user && !hadUser) setHadUser(true);

  if (status === 'unknown') return <FullPageSpinner label="Checking authentication..." />;
  if (status === 'error') {
    return (
      <Result
        status="warning"
        title="We couldn't check your session"
        subTitle="The server did not answer. Check your connection and try again."
        extra={
          <Button type="primary" onClick={refetch}>
            Try again
          </Button>
        }
      />
    );
  }
  // The user was cleared while a navigation to a public page is still loading its lazy route (e.g.
  // deactivation heading home): let it land rather than racing it to /auth.
  const leavingForPublicPage = navigation.state === 'loading' && routeAccess(navigation.location.pathname) === 'public';
  if (!user && hadUser && leavingForPublicPage) return null;
  if (!user) return <Navigate to="/auth" replace state={hadUser ? undefined : { from: location }} />;
  return <Outlet />;
}
