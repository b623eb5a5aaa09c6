import { matchRoutes } from 'react-router';

/** 001 §2 route protection table: pages anyone may open. */
export const PUBLIC_ROUTES = [
  '/',
  '/auth',
  '/paypal-test',
  '/marketplace',
  '/marketplace/:id',
  '/pricing',
  '/enterprise',
  '/resources',
  '/blog',
  '/events',
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

/** 001 §2 (and 000 §2): pages that need a signed-in user. */
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
const flatRoutes = [...accessByPattern.keys()].map((path) => ({ path }));

/**
 * The access rule of a URL path, ranked the way the router ranks routes, so '/marketplace/create'
 * is the (protected) create page and never the public product '/marketplace/:id'.
 */
export function routeAccess(pathname: string): RouteAccess {
  const match = matchRoutes(flatRoutes, pathname)?.[0];
  if (!match) return 'not-found';
  return accessByPattern.get(match.route.path) ?? 'not-found';
}

/** The pattern a path resolves to (e.g. '/projects/42' -> '/projects/:id'), or undefined. */
export function matchedPattern(pathname: string): string | undefined {
  return matchRoutes(flatRoutes, pathname)?.[0]?.route.path;
}
