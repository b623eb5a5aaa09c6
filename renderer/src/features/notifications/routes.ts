import { API_PATHS } from '#shared/api/api-paths.ts';
import type { PageRoute } from '../../lib/routing/page-route.ts';

/**
 * The pages notifications/ owns, collected by app/routes.ts. Kept out of index.ts: importing a feature's
 * public surface must not pull its pages into the importer's chunk.
 */
export const notificationsRoutes: PageRoute[] = [
  {
    path: '/notifications',
    access: 'protected',
    title: 'Notifications',
    load: () => import('./notifications-page.tsx').then((m) => m.NotificationsPage),
    data: () => [API_PATHS.notifications],
  },
];
