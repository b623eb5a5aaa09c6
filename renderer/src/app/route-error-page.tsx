import { Button, Flex, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { notFoundRoute } from '../features/placeholders/routes.ts';

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
    <Flex vertical align="center" justify="center" gap={8} className="hh-full-page-spinner" role="alert">
      <Typography.Title level={3}>Something went wrong</Typography.Title>
      <Typography.Paragraph type="secondary">An unexpected error occurred. Please reload the page.</Typography.Paragraph>
      <Button type="primary" onClick={() => window.location.assign('/')}>
        Back to Home
      </Button>
    </Flex>
  );
}
