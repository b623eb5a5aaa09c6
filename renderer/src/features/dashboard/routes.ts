import { API_PATHS } from '#shared/api/api-paths.ts';

/**
 * The routes dashboard/ owns, for app/router.tsx only: each loader imports its page module on demand, so a
 * page and whatever it alone uses land in their own chunk. Kept out of index.ts: importing a feature's
 * public surface must not pull its pages (or what their modules run on load) into the importer's chunk.
 */
export const dashboardRoutes = {
  dashboard: () => import('./dashboard-page.tsx').then((m) => m.DashboardPage),
  /** GETs the first screen of /dashboard makes (its figures and the connection requests card), started early by main.tsx. */
  dashboardData: () => [API_PATHS.dashboard, API_PATHS.connections],
};
