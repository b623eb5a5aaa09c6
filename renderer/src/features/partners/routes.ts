import type { PageRoute } from '../../lib/routing/page-route.ts';

/**
 * The pages partners/ owns, collected by app/routes.ts. Kept out of index.ts: importing a feature's public
 * surface must not pull its pages (or what their modules run on load) into the importer's chunk.
 */
export const partnersRoutes: PageRoute[] = [
  {
    path: '/partners',
    access: 'protected',
    title: 'Find partners',
    load: () => import('./partners-page.tsx').then((m) => m.PartnersPage),
    // The search its URL asks for. The filters module is imported, not bundled into the entry: it needs zod (the page needs it anyway).
    data: (search) => import('./partner-filters.ts').then((m) => [m.partnerSearchApiPath(m.partnerApiQuery(m.parsePartnerFilters(search)))]),
  },
  { path: '/users/:id', access: 'protected', title: 'Member profile', load: () => import('./user-profile-page.tsx').then((m) => m.UserProfilePage) },
];
