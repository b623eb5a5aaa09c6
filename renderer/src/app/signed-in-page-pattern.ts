import type { PublicPagePattern, SignedInPagePattern } from '#shared/api/server-render.ts';
import { AUTH_FLOW_ROUTES, matchedPattern, PROTECTED_ROUTES, PUBLIC_ROUTES } from '../lib/routing/route-table.ts';

/**
 * Built on its own for the server (scripts/build-renderer.ts -> dist/server/signed-in-page-pattern.js):
 * which signed-in page a path is, so the server can pick that page's template before drawing it.
 */
export const signedInPagePattern: SignedInPagePattern = (pathname) => {
  const pattern = matchedPattern(pathname);
  return pattern && (PROTECTED_ROUTES as readonly string[]).includes(pattern) ? pattern : null;
};

/**
 * The public pages the server draws for every visitor (their content and head in the HTML): the
 * site's pages, but not the home page (prerendered at build time), the sign-in flow (nothing there
 * for a search engine) or the wallet test page.
 */
export const SERVER_DRAWN_PUBLIC_ROUTES = PUBLIC_ROUTES.filter((route) => route !== '/' && route !== '/paypal-test' && !(AUTH_FLOW_ROUTES as readonly string[]).includes(route));

export const publicPagePattern: PublicPagePattern = (pathname) => {
  const pattern = matchedPattern(pathname);
  return pattern && (SERVER_DRAWN_PUBLIC_ROUTES as readonly string[]).includes(pattern) ? pattern : null;
};
