import { API_PATHS } from '#shared/api/api-paths.ts';

/**
 * The routes messages/ owns, for app/router.tsx only: each loader imports its page module on demand, so a
 * page and whatever it alone uses land in their own chunk. Kept out of index.ts: importing a feature's
 * public surface must not pull its pages (or what their modules run on load) into the importer's chunk.
 */
export const messagesRoutes = {
  messages: () => import('./messages-page.tsx').then((m) => m.MessagesPage),
  /** GETs the first screen of /messages makes (connections and their summaries), started early by main.tsx. */
  messagesData: () => [API_PATHS.connections, API_PATHS.messageSummaries],
};
