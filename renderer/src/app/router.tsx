import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { authRoutes } from '../features/auth/routes.ts';
import { dashboardRoutes } from '../features/dashboard/routes.ts';
import { homeRoutes } from '../features/home/routes.ts';
import { legalRoutes } from '../features/legal/routes.ts';
import { messagesRoutes } from '../features/messages/routes.ts';
import { partnersRoutes } from '../features/partners/routes.ts';
import { notFoundRoute, placeholderRoutes } from '../features/placeholders/routes.ts';
import { profileRoutes } from '../features/profile/routes.ts';
import { projectsRoutes } from '../features/projects/routes.ts';
import { AuthLayout, SiteLayout } from '../features/shell/index.ts';
import { shellRoutes } from '../features/shell/routes.ts';
import type { AuthFlowRoute, ProtectedRoute, SiteRoute } from '../lib/routing/route-table.ts';
import { AUTH_FLOW_ROUTES, PROTECTED_ROUTES, PUBLIC_ROUTES } from '../lib/routing/route-table.ts';
import { FullPageSpinner } from '../ui/full-page-spinner.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

type PageLoader = () => Promise<ComponentType>;

/**
 * A route whose component arrives in its own chunk. The router starts the download as soon as the
 * URL matches (before rendering, in parallel with the layout's), and keeps the previous page on
 * screen while a navigation waits for it.
 */
const lazyPage = (load: PageLoader): Pick<RouteObject, 'lazy'> => ({ lazy: async () => ({ Component: await load() }) });
const placeholder = (name: keyof Awaited<ReturnType<typeof placeholderRoutes>>): PageLoader => () => placeholderRoutes().then((m) => m[name]);

/*
 * Pages keyed by the patterns of the route table: the Record types make TypeScript refuse a
 * table entry without a page (or a page without an access rule).
 */
const SITE_PAGES: Record<SiteRoute, PageLoader> = {
  '/': homeRoutes.home,
  '/paypal-test': placeholder('PaypalTestPage'),
  '/marketplace': placeholder('MarketplacePage'),
  '/marketplace/:id': placeholder('ProductDetailsPage'),
  '/pricing': placeholder('PricingPage'),
  '/enterprise': placeholder('EnterprisePage'),
  '/resources': placeholder('ResourcesPage'),
  '/blog': placeholder('BlogPage'),
  '/events': placeholder('EventsPage'),
  '/support': placeholder('SupportPage'),
  '/about': placeholder('AboutPage'),
  '/contact': placeholder('ContactPage'),
  '/privacy': legalRoutes.privacy,
  '/terms': legalRoutes.terms,
  '/cookies': legalRoutes.cookies,
};

const AUTH_FLOW_PAGES: Record<AuthFlowRoute, PageLoader> = {
  '/auth': authRoutes.auth,
  '/forgot-password': authRoutes.forgotPassword,
  '/reset-password': authRoutes.resetPassword,
  '/email-verified': authRoutes.emailVerified,
};

const PROTECTED_PAGES: Record<ProtectedRoute, PageLoader> = {
  '/dashboard': dashboardRoutes.dashboard,
  '/projects': projectsRoutes.projects,
  '/projects/create': projectsRoutes.create,
  '/projects/:id': projectsRoutes.details,
  '/partners': partnersRoutes.partners,
  '/users/:id': partnersRoutes.userProfile,
  '/messages': messagesRoutes.messages,
  '/messages/:connectionId': messagesRoutes.messages,
  '/profile': profileRoutes.profile,
  '/subscribe': placeholder('SubscribePage'),
  '/paypal-subscribe': placeholder('PaypalSubscribePage'),
  '/subscription-success': placeholder('SubscriptionSuccessPage'),
  '/checkout': placeholder('CheckoutPage'),
  '/payment-success': placeholder('PaymentSuccessPage'),
  '/design-recommendations': placeholder('DesignRecommendationsPage'),
  '/prototype-cost-estimate': placeholder('PrototypeCostEstimatePage'),
  '/marketplace/create': placeholder('CreateProductPage'),
};

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
          // 000 §2: anything else is a 404 inside the normal chrome.
          { path: '*', ...lazyPage(notFoundRoute) },
        ],
      },
      {
        element: <AuthLayout />,
        children: AUTH_FLOW_ROUTES.map((path) => ({ path, ...lazyPage(AUTH_FLOW_PAGES[path]) })),
      },
      {
        // The guard and the signed-in frame arrive with the first protected route, not on / or /auth.
        lazy: async () => ({ Component: (await import('./routing/require-auth.tsx')).RequireAuth }),
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
