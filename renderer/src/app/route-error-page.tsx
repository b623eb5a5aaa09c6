import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { notFoundRoute } from '../features/placeholders/routes.ts';
import './route-error-page.css';

const NotFoundPage = lazy(() => notFoundRoute().then((Component) => ({ default: Component })));

/**
 * Last line of defence: a crash in a page shows a way out instead of a blank screen. Built from what
 * the first screen already loaded (no Result illustration): it must render even when the crash was a
 * chunk that failed to download.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="hh-full-page-spinner hh-route-error" role="alert">
      <h1 className="hh-route-error__title">Something went wrong</h1>
      <p className="hh-muted">An unexpected error occurred. Please reload the page.</p>
      <Button type="primary" onClick={() => window.location.assign('/')}>
        Back to Home
      </Button>
    </div>
  );
}
