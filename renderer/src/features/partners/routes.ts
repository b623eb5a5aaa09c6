/**
 * The routes partners/ owns, for app/router.tsx only: each loader imports its page module on demand, so a
 * page and whatever it alone uses land in their own chunk. Kept out of index.ts: importing a feature's
 * public surface must not pull its pages (or what their modules run on load) into the importer's chunk.
 */
export const partnersRoutes = {
  partners: () => import('./partners-page.tsx').then((m) => m.PartnersPage),
  /**
   * GETs the first screen of /partners makes (the search its URL asks for), started early by main.tsx.
   * The filters module is imported, not bundled into the entry: it needs zod (the page needs it anyway).
   */
  partnersData: (search: URLSearchParams) =>
    import('./partner-filters.ts').then((m) => [m.partnerSearchApiPath(m.partnerApiQuery(m.parsePartnerFilters(search)))]),
  userProfile: () => import('./user-profile-page.tsx').then((m) => m.UserProfilePage),
};
