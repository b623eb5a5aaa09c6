import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { EmailVerifiedPage } from '../features/auth/email-verified-page.tsx';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { MessagesPage } from '../features/messages/messages-page.tsx';
import { CookiesPage } from '../features/legal/cookies-page.tsx';
import { PrivacyPage } from '../features/legal/privacy-page.tsx';
import { TermsPage } from '../features/legal/terms-page.tsx';
import { PartnersPage } from '../features/partners/partners-page.tsx';
import { UserProfilePage } from '../features/partners/user-profile-page.tsx';
import { NotFoundPage } from '../features/placeholders/not-found-page.tsx';
import * as Placeholder from '../features/placeholders/placeholder-pages.tsx';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { CreateProjectPage } from '../features/projects/create-project-page.tsx';
import { ProjectDetailsPage } from '../features/projects/project-details-page.tsx';
import { ProjectsPage } from '../features/projects/projects-page.tsx';
import { AppLayout } from '../features/shell/app-layout.tsx';
import { AuthLayout } from '../features/shell/auth-layout.tsx';
import { SiteLayout } from '../features/shell/site-layout.tsx';
import { RequireAuth } from './routing/require-auth.tsx';
import type { AuthFlowRoute, ProtectedRoute, SiteRoute } from './routing/route-table.ts';
import { AUTH_FLOW_ROUTES, PROTECTED_ROUTES, PUBLIC_ROUTES } from './routing/route-table.ts';
import { RouteErrorPage } from './route-error-page.tsx';

/*
 * Pages keyed by the patterns of the route table: the Record types make TypeScript refuse a
 * table entry without a page (or a page without an access rule).
 */
const SITE_PAGES: Record<SiteRoute, ReactElement> = {
  '/': <HomePage />,
  '/paypal-test': <Placeholder.PaypalTestPage />,
  '/marketplace': <Placeholder.MarketplacePage />,
  '/marketplace/:id': <Placeholder.ProductDetailsPage />,
  '/pricing': <Placeholder.PricingPage />,
  '/enterprise': <Placeholder.EnterprisePage />,
  '/resources': <Placeholder.ResourcesPage />,
  '/blog': <Placeholder.BlogPage />,
  '/events': <Placeholder.EventsPage />,
  '/support': <Placeholder.SupportPage />,
  '/about': <Placeholder.AboutPage />,
  '/contact': <Placeholder.ContactPage />,
  '/privacy': <PrivacyPage />,
  '/terms': <TermsPage />,
  '/cookies': <CookiesPage />,
};

const AUTH_FLOW_PAGES: Record<AuthFlowRoute, ReactElement> = {
  '/auth': <AuthPage />,
  '/forgot-password': <ForgotPasswordPage />,
  '/reset-password': <ResetPasswordPage />,
  '/email-verified': <EmailVerifiedPage />,
};

const PROTECTED_PAGES: Record<ProtectedRoute, ReactElement> = {
  '/dashboard': <DashboardPage />,
  '/projects': <ProjectsPage />,
  '/projects/create': <CreateProjectPage />,
  '/projects/:id': <ProjectDetailsPage />,
  '/partners': <PartnersPage />,
  '/users/:id': <UserProfilePage />,
  '/messages': <MessagesPage />,
  '/messages/:connectionId': <MessagesPage />,
  '/profile': <ProfilePage />,
  '/subscribe': <Placeholder.SubscribePage />,
  '/paypal-subscribe': <Placeholder.PaypalSubscribePage />,
  '/subscription-success': <Placeholder.SubscriptionSuccessPage />,
  '/checkout': <Placeholder.CheckoutPage />,
  '/payment-success': <Placeholder.PaymentSuccessPage />,
  '/design-recommendations': <Placeholder.DesignRecommendationsPage />,
  '/prototype-cost-estimate': <Placeholder.PrototypeCostEstimatePage />,
  '/marketplace/create': <Placeholder.CreateProductPage />,
};

const isAuthFlow = (path: string): path is AuthFlowRoute => (AUTH_FLOW_ROUTES as readonly string[]).includes(path);
const sitePaths = PUBLIC_ROUTES.filter((path): path is SiteRoute => !isAuthFlow(path));

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          ...sitePaths.map((path) => ({ path, element: SITE_PAGES[path] })),
          // 000 §2: anything else is a 404 inside the normal chrome.
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <AuthLayout />,
        children: AUTH_FLOW_ROUTES.map((path) => ({ path, element: AUTH_FLOW_PAGES[path] })),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            // React Router ranks '/marketplace/create' above '/marketplace/:id' across branches.
            children: PROTECTED_ROUTES.map((path) => ({ path, element: PROTECTED_PAGES[path] })),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
