import type { ComponentType } from 'react';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { startEarlyRequests } from '../lib/api/early-requests.ts';
import { sessionMayExist } from '../lib/api/session-hint.ts';
import { aiToolsRoutes } from '../features/ai-tools/routes.ts';
import { authRoutes } from '../features/auth/routes.ts';
import { checkoutRoutes } from '../features/checkout/routes.ts';
import { dashboardRoutes } from '../features/dashboard/routes.ts';
import { homeRoutes } from '../features/home/routes.ts';
import { legalRoutes } from '../features/legal/routes.ts';
import { marketplaceRoutes } from '../features/marketplace/routes.ts';
import { messagesRoutes } from '../features/messages/routes.ts';
import { partnersRoutes } from '../features/partners/routes.ts';
import { notFoundRoute } from '../features/placeholders/routes.ts';
import { siteRoutes } from '../features/site/routes.ts';
import { profileRoutes } from '../features/profile/routes.ts';
import { projectsRoutes } from '../features/projects/routes.ts';
import { shellRoutes } from '../features/shell/routes.ts';
// Last: the bundle lists each page's files in import order, so the newest page appends to that list instead of renumbering it.
import { adminRoutes } from '../features/admin/routes.ts';
import type { AuthFlowRoute, ProtectedRoute, SiteRoute } from '../lib/routing/route-table.ts';
import { matchedPattern } from '../lib/routing/route-table.ts';

export type PageLoader = () => Promise<ComponentType>;


/*
 * Pages keyed by the patterns of the route table: the Record types make TypeScript refuse a
 * table entry without a page (or a page without an access rule).
 */
export const SITE_PAGES: Record<SiteRoute, PageLoader> = {
  '/': homeRoutes.home,
  '/paypal-test': checkoutRoutes.paypalTest,
  '/marketplace': marketplaceRoutes.marketplace,
  '/marketplace/:id': marketplaceRoutes.details,
  '/pricing': checkoutRoutes.pricing,
  '/enterprise': siteRoutes.enterprise,
  '/resources': siteRoutes.resources,
  '/resources/:slug': siteRoutes.resource,
  '/blog': siteRoutes.blog,
  '/blog/:slug': siteRoutes.post,
  '/events': siteRoutes.events,
  '/events/:slug': siteRoutes.event,
  '/support': siteRoutes.support,
  '/about': siteRoutes.about,
  '/contact': siteRoutes.contact,
  '/privacy': legalRoutes.privacy,
  '/terms': legalRoutes.terms,
  '/cookies': legalRoutes.cookies,
};

export const AUTH_FLOW_PAGES: Record<AuthFlowRoute, PageLoader> = {
  '/auth': authRoutes.auth,
  '/forgot-password': authRoutes.forgotPassword,
  '/reset-password': authRoutes.resetPassword,
  '/email-verified': authRoutes.emailVerified,
};

export const PROTECTED_PAGES: Record<ProtectedRoute, PageLoader> = {
  '/dashboard': dashboardRoutes.dashboard,
  '/projects': projectsRoutes.projects,
  '/projects/create': projectsRoutes.create,
  '/projects/:id': projectsRoutes.details,
  '/partners': partnersRoutes.partners,
  '/users/:id': partnersRoutes.userProfile,
  '/messages': messagesRoutes.messages,
  '/messages/:connectionId': messagesRoutes.messages,
  '/profile': profileRoutes.profile,
  '/subscribe': checkoutRoutes.subscribe,
  '/paypal-subscribe': checkoutRoutes.paypalSubscribe,
  '/subscription-success': checkoutRoutes.subscriptionSuccess,
  '/checkout': checkoutRoutes.checkout,
  '/payment-success': checkoutRoutes.paymentSuccess,
  '/design-recommendations': aiToolsRoutes.designRecommendations,
  '/prototype-cost-estimate': aiToolsRoutes.prototypeCostEstimate,
  '/marketplace/create': marketplaceRoutes.create,
  '/admin': adminRoutes.admin,
};

/** The signed-in frame's guard, loaded with the first protected route. */
export const loadRequireAuth = () => import('./routing/require-auth.tsx').then((m) => m.RequireAuth);

const ALL_PAGES: Record<string, PageLoader> = { ...SITE_PAGES, ...AUTH_FLOW_PAGES, ...PROTECTED_PAGES };

/** The GETs a page's first screen makes, by route pattern (pages without an entry wait for their code). */
const PAGE_DATA: Partial<Record<ProtectedRoute | SiteRoute | AuthFlowRoute, (search: URLSearchParams) => string[] | Promise<string[]>>> = {
  '/dashboard': dashboardRoutes.dashboardData,
  '/partners': partnersRoutes.partnersData,
  '/marketplace': marketplaceRoutes.marketplaceData,
  '/messages': messagesRoutes.messagesData,
  '/messages/:connectionId': messagesRoutes.messagesData,
};

/**
 * What a first load of the URL will lazy-load (page, and for protected pages the guard and the
 * signed-in frame) and fetch (the session, the frame's and the page's data), started now. main.tsx
 * calls this before the app's own code is even downloaded, so the page's chunks and data arrive in
 * parallel with it instead of after it has run; the router's later import() of the same modules
 * finds them loaded, and RTK Query takes the responses (lib/api/early-requests.ts). Failures are
 * left to the router and the queries, which retry and show their errors. `withData: false` for a
 * page the server drew: its data came with it.
 */
export function startPageDownload(url: Pick<Location, 'pathname' | 'search'>, { withData = true } = {}): void {
  const pattern = matchedPattern(url.pathname) as keyof typeof PAGE_DATA | undefined;
  const loaders: (() => Promise<unknown>)[] = [pattern ? ALL_PAGES[pattern]! : notFoundRoute];
  // No session to find without the signed-in hint (lib/api/session-hint.ts): not asked.
  const data: string[] = sessionMayExist() ? [API_PATHS.user] : [];
  // The pattern already says whether the page is protected: no second match of the route table.
  if (pattern && Object.hasOwn(PROTECTED_PAGES, pattern)) {
    loaders.push(loadRequireAuth, shellRoutes.appLayout);
    data.push(...shellRoutes.appLayoutData());
  }
  // A page the server drew came with its data.
  if (withData) {
    startEarlyRequests(data);
    const pageData = pattern && PAGE_DATA[pattern];
    if (pageData) void Promise.resolve(pageData(new URLSearchParams(url.search))).then(startEarlyRequests, () => undefined);
  }
  for (const load of loaders) load().catch(() => undefined);
}
