/**
 * The routes placeholders/ owns, for app/router.tsx only: each loader imports its page module on demand, so a
 * page and whatever it alone uses land in their own chunk. Kept out of index.ts: importing a feature's
 * public surface must not pull its pages (or what their modules run on load) into the importer's chunk.
 */
export const notFoundRoute = () => import('./not-found-page.tsx').then((m) => m.NotFoundPage);
