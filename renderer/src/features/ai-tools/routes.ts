/**
 * The routes ai-tools/ owns, for app/page-loaders.ts only (see partners/routes.ts on why this is not index.ts).
 */
export const aiToolsRoutes = {
  designRecommendations: () => import('./design-recommendations-page.tsx').then((m) => m.DesignRecommendationsPage),
  prototypeCostEstimate: () => import('./prototype-cost-estimate-page.tsx').then((m) => m.PrototypeCostEstimatePage),
};
