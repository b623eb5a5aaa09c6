/** Route protection table: pages anyone may open. */
export const PUBLIC_ROUTES = [
  '/',
  '/auth',
  '/paypal-test',
  '/marketplace',
  '/marketplace/:id',
  '/pricing',
  '/enterprise',
  '/resources',
  '/resources/:slug',
  '/blog',
  '/blog/:slug',
  '/events',
  '/events/:slug',
  '/support',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/cookies',
  '/forgot-password',
  '/reset-password',
  '/email-verified',
] as const;

/** Pages that need a signed-in user. */
export const PROTECTED_ROUTES = [
  '/dashboard',
  '/projects',
  '/projects/create',
  '/projects/:id',
  '/partners',
  '/users/:id',
  '/messages',
  '/messages/:connectionId',
  '/profile',
  '/subscribe',
  '/paypal-subscribe',
  '/subscription-success',
  '/checkout',
  '/payment-success',
  '/design-recommendations',
  '/prototype-cost-estimate',
  '/marketplace/create',
  // Signed in like every app page; the page itself turns away a member who is not an admin.
  '/admin',
] as const;

/** Public pages of the sign-in flow: they get the focused auth layout instead of the marketing chrome. */
export const AUTH_FLOW_ROUTES = ['/auth', '/forgot-password', '/reset-password', '/email-verified'] as const;

export type PublicRoute = (typeof PUBLIC_ROUTES)[number];
export type ProtectedRoute = (typeof PROTECTED_ROUTES)[number];
export type AuthFlowRoute = (typeof AUTH_FLOW_ROUTES)[number];
export type SiteRoute = Exclude<PublicRoute, AuthFlowRoute>;

export type RouteAccess = 'public' | 'protected' | 'not-found';

const accessByPattern = new Map<string, RouteAccess>([
  ...PUBLIC_ROUTES.map((path) => [path, 'public'] as const),
  ...PROTECTED_ROUTES.map((path) => [path, 'protected'] as const),
]);
const patterns = [...accessByPattern.keys()].map((pattern) => ({ pattern, segments: pattern.split('/').filter(Boolean) }));

/**
 * The best pattern for a path, ranked as react-router ranks routes (a static segment beats a
 * `:param`), so '/marketplace/create' is the create page and never the product '/marketplace/:id'.
 * Our table only has static and `:param` segments. It is matched here instead of with
 * react-router's matchRoutes so that main.tsx can pick the page's chunks and data before React and
 * the router have even downloaded; route-table.test.ts checks both agree on every pattern.
 */
export function matchedPattern(pathname: string): string | undefined {
  // One trailing slash is ignored; an empty segment inside ('//x') matches nothing, as in the router.
  const segments = pathname.replace(/(.)\/$/, '$1').split('/').slice(1).filter((part, i, all) => part !== '' || all.length > 1);
  let best: { pattern: string; score: number } | undefined;
  for (const route of patterns) {
    if (route.segments.length !== segments.length) continue;
    let score = 0;
    const matches = route.segments.every((part, i) => {
      if (part.startsWith(':')) return (score += 3), segments[i] !== '';
      score += 10;
      return part.toLowerCase() === segments[i]!.toLowerCase();
    });
    if (matches && (!best || score > best.score)) best = { pattern: route.pattern, score };
  }
  return best?.pattern;
}

/** The access rule of a URL path (see matchedPattern for the ranking). */
export function routeAccess(pathname: string): RouteAccess {
  const pattern = matchedPattern(pathname);
  return pattern ? (accessByPattern.get(pattern) ?? 'not-found') : 'not-found';
}
