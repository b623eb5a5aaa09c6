import type { PublicPagePattern, SignedInPagePattern } from '#shared/api/server-render.ts';
import { installRoutes, matchedPattern, routeOf } from '../lib/routing/route-table.ts';
import { PAGE_ROUTES, SERVER_DRAWN_PUBLIC_PATHS } from './routes.ts';

// Built on its own for the server (below): the first thing it does is know the pages.
installRoutes(PAGE_ROUTES);

/**
 * Built on its own for the server (scripts/build-renderer.ts -> dist/server/signed-in-page-pattern.js):
 * which signed-in page a path is, so the server can pick that page's template before drawing it.
 */
export const signedInPagePattern: SignedInPagePattern = (pathname) => {
  const pattern = matchedPattern(pathname);
  return pattern && routeOf(pattern)?.access === 'protected' ? pattern : null;
};

/** Which public page the server draws a path as (its content and head in the HTML), if any. */
export const publicPagePattern: PublicPagePattern = (pathname) => {
  const pattern = matchedPattern(pathname);
  return pattern && SERVER_DRAWN_PUBLIC_PATHS.includes(pattern) ? pattern : null;
};
