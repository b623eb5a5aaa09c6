import { API_PATHS } from '#shared/api/api-paths.ts';
import type { PageRoute } from '../../lib/routing/page-route.ts';

/**
 * The pages dashboard/ owns, collected by app/routes.ts. Kept out of index.ts: importing a feature's public
 * surface must not pull its pages (or what their modules run on load) into the importer's chunk.
 */
export const dashboardRoutes: PageRoute[] = [
  {
    path: '/dashboard',
    access: 'protected',
    title: 'Dashboard',
    load: () => import('./dashboard-page.tsx').then((m) => m.DashboardPage),
    // Its figures and the connection requests card.
    data: () => [API_PATHS.dashboard, API_PATHS.connections],
  },
];
