import type Router from '@koa/router';
import type { Middleware } from 'koa';

/** Runs `middleware` in order, then `next` (koa-compose, which is Koa's own and not ours to import). */
function compose(middleware: readonly Middleware[]): Middleware {
  return (ctx, next) => {
    const run = (at: number): Promise<unknown> => (at === middleware.length ? next() : Promise.resolve(middleware[at]!(ctx, () => run(at + 1))));
    return run(0);
  };
}

/** A path segment a route writes as itself (no parameter, wildcard or group). */
const STATIC_SEGMENT = /^[a-z0-9._~-]+$/;

/** The first two segments of a path (one if it has one), lower-cased, a trailing slash left out. */
function keyOf(path: string): string {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(1, -1) : path.slice(1);
  const second = trimmed.indexOf('/');
  const end = second < 0 ? -1 : trimmed.indexOf('/', second + 1);
  return (end < 0 ? trimmed : trimmed.slice(0, end)).toLowerCase();
}

/** A route path's key, or undefined when its first two segments are not both written out. */
function routeKey(path: unknown): string | undefined {
  if (typeof path !== 'string' || !path.startsWith('/')) return undefined;
  const segments = path.slice(1).toLowerCase().split('/').slice(0, 2);
  return segments.every((segment) => STATIC_SEGMENT.test(segment)) ? segments.join('/') : undefined;
}

/**
 * The routers in `app.use` order (each one's routes, then its allowedMethods), but a request enters
 * only those with a route under its path's first two segments ("api/notifications"): the others
 * would each test every route of theirs and pass the request on, and their allowedMethods only
 * repeat what the matching router's answers (405, OPTIONS). With two dozen routers that walk was a
 * few percent of a cheap signed-in request, more for the routers mounted last. A router with a
 * route whose first segments are not written out (a parameter, a pattern) is entered for every path.
 */
export function dispatchByPath<State>(routers: readonly Router<State>[]): Middleware {
  const handlers = routers.map((router) => compose([router.routes() as unknown as Middleware, router.allowedMethods() as unknown as Middleware]));
  const byKey = new Map<string, Set<number>>();
  const everywhere: number[] = [];
  routers.forEach((router, at) => {
    const keys = router.stack.map((layer) => routeKey(layer.path));
    if (keys.some((key) => key === undefined)) everywhere.push(at);
    else for (const key of keys) byKey.set(key!, (byKey.get(key!) ?? new Set()).add(at));
  });
  const chainOf = (ats: Iterable<number>) => compose([...new Set([...ats, ...everywhere])].sort((a, b) => a - b).map((at) => handlers[at]!));
  const chains = new Map([...byKey].map(([key, ats]) => [key, chainOf(ats)]));
  const elsewhere = everywhere.length ? chainOf([]) : undefined;
  return (ctx, next) => {
    const chain = chains.get(keyOf(ctx.path)) ?? elsewhere;
    return chain ? chain(ctx, next) : next();
  };
}
