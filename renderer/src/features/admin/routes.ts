/**
 * The routes admin/ owns, for app/page-loaders.ts only (see partners/routes.ts on why this is not index.ts).
 * The page loads its sections, and the overview its charts, on demand: none of it reaches another page's chunks.
 */
export const adminRoutes = {
  admin: () => import('./admin-page.tsx').then((m) => m.AdminPage),
};
