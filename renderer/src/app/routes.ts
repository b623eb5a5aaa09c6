import { adminRoutes } from '../features/admin/routes.ts';
import { aiToolsRoutes } from '../features/ai-tools/routes.ts';
import { authRoutes } from '../features/auth/routes.ts';
import { checkoutRoutes } from '../features/checkout/routes.ts';
import { dashboardRoutes } from '../features/dashboard/routes.ts';
import { homeRoutes } from '../features/home/routes.ts';
import { legalRoutes } from '../features/legal/routes.ts';
import { marketplaceRoutes } from '../features/marketplace/routes.ts';
import { messagesRoutes } from '../features/messages/routes.ts';
import { ndasRoutes } from '../features/ndas/routes.ts';
import { notificationsRoutes } from '../features/notifications/routes.ts';
import { partnersRoutes } from '../features/partners/routes.ts';
import { profileRoutes } from '../features/profile/routes.ts';
import { projectsRoutes } from '../features/projects/routes.ts';
import { siteRoutes } from '../features/site/routes.ts';
import { sourcingRoutes } from '../features/sourcing/routes.ts';
import type { PageRoute } from '../lib/routing/page-route.ts';

/**
 * Every page of the app, as the features declare them (their routes.ts): the router, the first-load
 * downloads, the titles and the server's drawing all read this list. Each entry point (main.tsx, the
 * server's modules) hands it to lib/routing/route-table.ts first. Admin last: the bundle lists each
 * page's files in this order, so a new page appends to that list instead of renumbering it.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  ...homeRoutes,
  ...authRoutes,
  ...checkoutRoutes,
  ...marketplaceRoutes,
  ...siteRoutes,
  ...legalRoutes,
  ...dashboardRoutes,
  ...projectsRoutes,
  ...partnersRoutes,
  ...messagesRoutes,
  ...profileRoutes,
  ...aiToolsRoutes,
  ...ndasRoutes,
  ...sourcingRoutes,
  ...notificationsRoutes,
  ...adminRoutes,
];

const paths = (keep: (route: PageRoute) => boolean) => PAGE_ROUTES.filter(keep).map((route) => route.path);

export const PUBLIC_PATHS = paths((route) => route.access === 'public');
export const PROTECTED_PATHS = paths((route) => route.access === 'protected');

/**
 * The public pages the server draws for every visitor (their content and head in the HTML): the
 * site's pages, but not those drawn at build time (the home page), the sign-in flow (nothing there
 * for a search engine) or a test page.
 */
export const SERVER_DRAWN_PUBLIC_PATHS = paths((route) => route.access === 'public' && route.layout !== 'auth-flow' && !route.prerendered && route.indexed !== false);

/** The public pages a sitemap lists (besides each listing and content entry): the site's pages without a parameter. */
export const SITEMAP_PATHS = paths((route) => route.access === 'public' && route.layout !== 'auth-flow' && route.indexed !== false && !route.path.includes(':'));
