import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { notFoundRoute } from '../features/placeholders/routes.ts';
import { AuthLayout, SiteLayout } from '../features/shell/index.ts';
import { shellRoutes } from '../features/shell/routes.ts';
import type { AuthFlowRoute, SiteRoute } from '../lib/routing/route-table.ts';
import { AUTH_FLOW_ROUTES, PROTECTED_ROUTES, PUBLIC_ROUTES } from '../lib/routing/route-table.ts';
import { FullPageSpinner } from '../ui/full-page-spinner.tsx';
import type { PageLoader } from './page-loaders.ts';
import { AUTH_FLOW_PAGES, loadRequireAuth, PROTECTED_PAGES, SITE_PAGES } from './page-loaders.ts';
import { RouteErrorPage } from './route-error-page.tsx';

/**
 * A route whose component arrives in its own chunk. The router starts the download as soon as the
 * URL matches (before rendering, in parallel with the layout's), and keeps the previous page on
 * screen while a navigation waits for it. On the first load main.tsx has already started it.
 */
const lazyPage = (load: PageLoader): Pick<RouteObject, 'lazy'> => ({ lazy: async () => ({ Component: await load() }) });

const isAuthFlow = (path: string): path is AuthFlowRoute => (AUTH_FLOW_ROUTES as readonly string[]).includes(path);
const sitePaths = PUBLIC_ROUTES.filter((path): path is SiteRoute => !isAuthFlow(path));

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
          ...sitePaths.map((path) => ({ path, ...lazyPage(SITE_PAGES[path]) })),
          // Anything else is a 404 inside the normal chrome.
          { path: '*', ...lazyPage(notFoundRoute) },
        ],
      },
      {
        element: <AuthLayout />,
        children: AUTH_FLOW_ROUTES.map((path) => ({ path, ...lazyPage(AUTH_FLOW_PAGES[path]) })),
      },
      {
        // The guard and the signed-in frame arrive with the first protected route, not on / or /auth.
        lazy: async () => ({ Component: await loadRequireAuth() }),
        children: [
          {
            ...lazyPage(shellRoutes.appLayout),
            // React Router ranks '/marketplace/create' above '/marketplace/:id' across branches.
            children: PROTECTED_ROUTES.map((path) => ({ path, ...lazyPage(PROTECTED_PAGES[path]) })),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
