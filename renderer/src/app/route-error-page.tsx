import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../features/placeholders/not-found-page.tsx';

/** Last line of defence: a crash in a page shows a way out instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <Result
      status="500"
      title="Something went wrong"
      subTitle="An unexpected error occurred. Please reload the page."
      extra={
        <Button type="primary" onClick={() => window.location.assign('/')}>
          Back to Home
        </Button>
      }
    />
  );
}
