import type { PageRoute } from '../../lib/routing/page-route.ts';

/**
 * The pages marketplace/ owns, collected by app/routes.ts. Kept out of index.ts: importing a feature's public
 * surface must not pull its pages (or what their modules run on load) into the importer's chunk.
 */
export const marketplaceRoutes: PageRoute[] = [
  {
    path: '/marketplace',
    access: 'public',
    title: 'Hardware Marketplace',
    description: 'Buy and sell components, tools, prototypes and equipment from hardware makers.',
    load: () => import('./marketplace-page.tsx').then((m) => m.MarketplacePage),
    data: (search) => import('./marketplace-filters.ts').then((m) => [m.productsApiPath(m.parseMarketplaceFilters(search))]),
  },
  { path: '/marketplace/:id', access: 'public', title: 'Product', load: () => import('./product-page.tsx').then((m) => m.ProductDetailsPage) },
  { path: '/marketplace/create', access: 'protected', title: 'Add a product', load: () => import('./create-product-page.tsx').then((m) => m.CreateProductPage) },
];
