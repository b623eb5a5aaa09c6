import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { notFoundRoute } from '../features/placeholders/routes.ts';
import { AuthLayout, SiteLayout } from '../features/shell/index.ts';
import { shellRoutes } from '../features/shell/routes.ts';
import type { PageLoader, PageRoute } from '../lib/routing/page-route.ts';
import { FullPageSpinner } from '../ui/full-page-spinner.tsx';
import { loadRequireAuth } from './page-loaders.ts';
import { PAGE_ROUTES } from './routes.ts';
import { RouteErrorPage } from './route-error-page.tsx';

/**
 * A route whose component arrives in its own chunk. The router starts the download as soon as the
 * URL matches (before rendering, in parallel with the layout's), and keeps the previous page on
 * screen while a navigation waits for it. On the first load main.tsx has already started it.
 */
const lazyPage = (load: PageLoader): Pick<RouteObject, 'lazy'> => ({ lazy: async () => ({ Component: await load() }) });

/** The pages of one frame, as routes of the router. */
const pagesWhere = (keep: (route: PageRoute) => boolean): RouteObject[] => PAGE_ROUTES.filter(keep).map((route) => ({ path: route.path, ...lazyPage(route.load) }));

/** Shown only on the very first load, while the matched route's chunks arrive (never between pages). */
const firstLoadFallback: ReactElement = <FullPageSpinner label="Loading..." />;

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: firstLoadFallback,
    children: [
      {
        element: <SiteLayout />,
        children: [
          ...pagesWhere((route) => route.access === 'public' && route.layout !== 'auth-flow'),
          // Anything else is a 404 inside the normal chrome.
          { path: '*', ...lazyPage(notFoundRoute) },
        ],
      },
      {
        element: <AuthLayout />,
        children: pagesWhere((route) => route.access === 'public' && route.layout === 'auth-flow'),
      },
      {
        // The guard and the signed-in frame arrive with the first protected route, not on / or /auth.
        lazy: async () => ({ Component: await loadRequireAuth() }),
        children: [
          {
            ...lazyPage(shellRoutes.appLayout),
            // React Router ranks '/marketplace/create' above '/marketplace/:id' across branches.
            children: pagesWhere((route) => route.access === 'protected'),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
