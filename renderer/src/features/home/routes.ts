import type { PageRoute } from '../../lib/routing/page-route.ts';

/**
 * The pages home/ owns, collected by app/routes.ts. Kept out of index.ts: importing a feature's public
 * surface must not pull its pages (or what their modules run on load) into the importer's chunk.
 */
export const homeRoutes: PageRoute[] = [
  { path: '/', access: 'public', title: 'HardwareHub: build hardware with the right partners', prerendered: true, load: () => import('./home-page.tsx').then((m) => m.HomePage) },
];
