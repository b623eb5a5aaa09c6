import { routeAccess } from './route-table.ts';

/** Where a signed-in user lands by default. */
export const SIGNED_IN_HOME = '/dashboard';

/**
 * A `?redirect=` value we are willing to follow: an in-app path, never another origin
 * ('//evil.com', '/\\evil.com', 'https://...') and never back into the auth screen.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null; // tabs/newlines confuse URL parsing
  const pathname = value.split(/[?#]/, 1)[0] ?? '';
  if (pathname === '/auth' || routeAccess(pathname) === 'not-found') return null;
  return value;
}

/** The target after login: a valid redirect request, else the dashboard. */
export function postLoginTarget(redirect: string | null | undefined): string {
  return safeRedirectPath(redirect) ?? SIGNED_IN_HOME;
}
