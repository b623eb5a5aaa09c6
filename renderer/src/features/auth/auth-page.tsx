import { Alert } from 'antd';
import { REGISTRATION_REDIRECT_DELAY_MS } from '#shared/constants/app-constants.ts';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { postLoginTarget } from '../../lib/routing/redirects.ts';
import { FullPageSpinner } from '../../ui/full-page-spinner.tsx';
import { LightTabs } from '../../ui/light-tabs.tsx';
import { useSearchParamPatch } from '../../ui/use-search-param-patch.ts';
import { useClearSessionMutation } from './auth-api.ts';
import { LoginForm } from './login-form.tsx';
import { useSession, useSetSessionUser } from './use-session.ts';
import './auth.css';

type AuthTab = 'login' | 'register';

/** Most visitors of /auth log in: the longer registration form (selects, consents) loads when its tab opens. */
const RegisterForm = lazy(() => import('./register-form.tsx').then((m) => ({ default: m.RegisterForm })));

/** Where a guarded page sent the user from (kept in history state, not in the URL). */
function guardedFrom(state: unknown): string | null {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}` : null;
}

/** /auth: Login and Register tabs. */
export function AuthPage() {
  const { status, user } = useSession();
  const setSessionUser = useSetSessionUser();
  const [params, patchParams] = useSearchParamPatch();
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // Set when this page itself signs the user in, so the "already signed in" redirect stays out of the way.
  const [handingOff, setHandingOff] = useState(false);
  const [clearSession] = useClearSessionMutation();
  const clearedRef = useRef(false);
  const redirectTimer = useRef<number | undefined>(undefined);

  const tab: AuthTab = params.get('tab') === 'register' ? 'register' : 'login';
  const redirect = params.get('redirect') ?? guardedFrom(location.state);

  // With no user, drop whatever stale session cookie the browser still holds, once.
  useEffect(() => {
    if (status === 'anonymous' && !clearedRef.current) {
      clearedRef.current = true;
      void clearSession();
    }
  }, [status, clearSession]);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  if (status === 'unknown') return <FullPageSpinner label="Loading..." />;
  if (user && !handingOff) return <Navigate to={postLoginTarget(redirect)} replace />;

  const selectTab = (next: AuthTab) => {
    setError(null);
    patchParams({ tab: next === 'register' ? 'register' : null });
  };

  const onLogin = (signedIn: OwnUser) => {
    setHandingOff(true);
    setSessionUser(signedIn);
    void navigate(postLoginTarget(redirect), { replace: true });
  };

  const onRegister = (signedIn: OwnUser) => {
    setHandingOff(true);
    setSessionUser(signedIn);
    // Registration success goes to plan selection after 500 ms, so the toast is seen first.
    redirectTimer.current = window.setTimeout(() => void navigate('/subscribe', { replace: true }), REGISTRATION_REDIRECT_DELAY_MS);
  };

  const returnHome = () => void navigate('/');

  return (
    <div className={`hh-auth-page hh-auth-page--${tab}`}>
      <div className="hh-auth-page__intro">
        <h1 className="hh-auth-page__title">{tab === 'register' ? 'Create your HardwareHub account' : 'Welcome back'}</h1>
        <p className="hh-muted">
          {tab === 'register'
            ? 'Join the network of hardware founders, manufacturers, suppliers, designers, IP attorneys and investors.'
            : 'Log in to manage your projects, partners and messages.'}
        </p>
      </div>
      <div className="hh-panel hh-auth-card">
        {error && <Alert type="error" showIcon title="Error" description={error} className="hh-auth-card__alert" role="alert" />}
        <LightTabs<AuthTab>
          activeKey={tab}
          onChange={selectTab}
          items={[
            { key: 'login', label: 'Login', children: <LoginForm onSuccess={onLogin} onError={setError} onReturnHome={returnHome} /> },
            {
              key: 'register',
              label: 'Register',
              children: (
                <Suspense fallback={<FullPageSpinner label="Loading..." />}>
                  <RegisterForm onSuccess={onRegister} onError={setError} onCancel={() => selectTab('login')} onReturnHome={returnHome} />
                </Suspense>
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}
