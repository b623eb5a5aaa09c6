import { API_PATHS } from '#shared/api/api-paths.ts';
import type { PageRoute } from '../../lib/routing/page-route.ts';

/**
 * The pages messages/ owns, collected by app/routes.ts. Kept out of index.ts: importing a feature's public
 * surface must not pull its pages (or what their modules run on load) into the importer's chunk.
 */
const messagesPage = () => import('./messages-page.tsx').then((m) => m.MessagesPage);
// Connections and their summaries.
const messagesData = () => [API_PATHS.connections, API_PATHS.messageSummaries];

export const messagesRoutes: PageRoute[] = [
  { path: '/messages', access: 'protected', title: 'Messages', load: messagesPage, data: messagesData },
  { path: '/messages/:connectionId', access: 'protected', title: 'Messages', load: messagesPage, data: messagesData },
];
