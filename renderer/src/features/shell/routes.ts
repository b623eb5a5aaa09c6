import { API_PATHS } from '#shared/api/api-paths.ts';

/**
 * The routes shell/ owns, for app/router.tsx only: each loader imports its page module on demand, so a
 * page and whatever it alone uses land in their own chunk. Kept out of index.ts: importing a feature's
 * public surface must not pull its pages (or what their modules run on load) into the importer's chunk.
 */
export const shellRoutes = {
  appLayout: () => import('./app-layout.tsx').then((m) => m.AppLayout),
  /** GETs the signed-in frame makes on every page (the unread badges), started early by main.tsx. */
  appLayoutData: () => [API_PATHS.messageSummaries, API_PATHS.notifications],
};
