/**
 * The routes marketplace/ owns, for app/router.tsx only (see partners/routes.ts on why this is not index.ts).
 */
export const marketplaceRoutes = {
  marketplace: () => import('./marketplace-page.tsx').then((m) => m.MarketplacePage),
  details: () => import('./product-page.tsx').then((m) => m.ProductDetailsPage),
  create: () => import('./create-product-page.tsx').then((m) => m.CreateProductPage),
  /** GET the first screen of /marketplace makes, started early by main.tsx. */
  marketplaceData: (search: URLSearchParams) => import('./marketplace-filters.ts').then((m) => [m.productsApiPath(m.parseMarketplaceFilters(search))]),
};
