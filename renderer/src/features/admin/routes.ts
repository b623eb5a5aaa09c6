import type { PageRoute } from '../../lib/routing/page-route.ts';

/**
 * The pages admin/ owns, collected by app/routes.ts. Kept out of index.ts: importing a feature's public
 * surface must not pull its pages (or what their modules run on load) into the importer's chunk.
 */
// The page loads its sections, and the overview its charts, on demand: none of it reaches another page's chunks.
export const adminRoutes: PageRoute[] = [
  // Signed in like every app page; the page itself turns away a member who is not an admin.
  { path: '/admin', access: 'protected', title: 'Admin console', load: () => import('./admin-page.tsx').then((m) => m.AdminPage) },
];
