import { API_PATHS } from '#shared/api/api-paths.ts';
import type { PageRoute } from '../../lib/routing/page-route.ts';

// One import for every page: each import() call site carries its own list of files to preload, in the entry.
const pages = () => import('./sourcing-pages.ts');

/**
 * The pages sourcing/ owns, collected by app/routes.ts. Kept out of index.ts: importing a feature's public
 * surface must not pull its pages (or what their modules run on load) into the importer's chunk.
 */
export const sourcingRoutes: PageRoute[] = [
  {
    path: '/rfqs',
    access: 'protected',
    title: 'Requests for quote',
    load: () => pages().then((m) => m.RfqsPage),
    data: () => [API_PATHS.rfqs],
  },
  { path: '/rfqs/new', access: 'protected', title: 'New request for quote', load: () => pages().then((m) => m.NewRfqPage) },
  { path: '/rfqs/:id/edit', access: 'protected', title: 'Edit request for quote', load: () => pages().then((m) => m.EditRfqPage) },
  { path: '/rfqs/:id', access: 'protected', title: 'Request for quote', load: () => pages().then((m) => m.RfqDetailsPage) },
];
