import type { PageRoute } from '../../lib/routing/page-route.ts';

/**
 * The pages ndas/ owns, collected by app/routes.ts. Kept out of index.ts: importing a feature's public
 * surface must not pull its pages (or what their modules run on load) into the importer's chunk.
 */
export const ndasRoutes: PageRoute[] = [
  {
    path: '/projects/:id/shared',
    access: 'protected',
    title: 'Shared project',
    load: () => import('./shared-project-page.tsx').then((m) => m.SharedProjectPage),
  },
];
