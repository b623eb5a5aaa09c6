import type { PageRoute } from '../../lib/routing/page-route.ts';

/**
 * The pages profile/ owns, collected by app/routes.ts. Kept out of index.ts: importing a feature's public
 * surface must not pull its pages (or what their modules run on load) into the importer's chunk.
 */
export const profileRoutes: PageRoute[] = [{ path: '/profile', access: 'protected', title: 'Profile', load: () => import('./profile-page.tsx').then((m) => m.ProfilePage) }];
