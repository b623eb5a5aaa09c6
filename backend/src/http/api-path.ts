/**
 * Whether a request path is an API path. The routers (@koa/router) match paths regardless of letter
 * case, so `/API/logout` reaches the same handler as `/api/logout`: every guard that applies to the API
 * (cross-site writes, CORS, no-store, JSON errors) must recognise it the same way, or a case variant
 * would slip past it.
 */
export function isApiPath(path: string): boolean {
  return /^\/api(?:\/|$)/i.test(path);
}

/** Whether two paths name the same route as the routers see it: letter case and one trailing slash aside. */
export function isSameRoutePath(path: string, routePath: string): boolean {
  const normalize = (value: string) => value.toLowerCase().replace(/(?<=.)\/$/, '');
  return normalize(path) === normalize(routePath);
}
