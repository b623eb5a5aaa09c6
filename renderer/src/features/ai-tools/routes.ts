import type { PageRoute } from '../../lib/routing/page-route.ts';

/**
 * The pages ai-tools/ owns, collected by app/routes.ts. Kept out of index.ts: importing a feature's public
 * surface must not pull its pages (or what their modules run on load) into the importer's chunk.
 */
export const aiToolsRoutes: PageRoute[] = [
  { path: '/design-recommendations', access: 'protected', title: 'Design recommendations', load: () => import('./design-recommendations-page.tsx').then((m) => m.DesignRecommendationsPage) },
  { path: '/prototype-cost-estimate', access: 'protected', title: 'Prototype cost estimate', load: () => import('./prototype-cost-estimate-page.tsx').then((m) => m.PrototypeCostEstimatePage) },
];
