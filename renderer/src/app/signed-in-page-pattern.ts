import type { SignedInPagePattern } from '#shared/api/server-render.ts';
import { matchedPattern, PROTECTED_ROUTES } from '../lib/routing/route-table.ts';

/**
 * Built on its own for the server (scripts/build-renderer.ts -> dist/server/signed-in-page-pattern.js):
 * which signed-in page a path is, so the server can pick that page's template before drawing it.
 */
export const signedInPagePattern: SignedInPagePattern = (pathname) => {
  const pattern = matchedPattern(pathname);
  return pattern && (PROTECTED_ROUTES as readonly string[]).includes(pattern) ? pattern : null;
};
