import type { Middleware } from 'koa';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-schemas.ts';
import type { AppContext } from '../app-context.ts';
import { forbidden, unauthenticated } from '../domain/domain-errors.ts';

/**
 * Who may call a route. Every route declares one as its first middleware (`access('signedIn')`);
 * the authorization matrix test (authorization-matrix.api.test.ts) fails for a route without one and
 * calls each route as anonymous, a stranger and the owner or party.
 * - public: anyone, signed in or not;
 * - signedIn: any signed-in member (anonymous: 401);
 * - owner: signed in, and the service lets only the resource's owner through (others: 403, or 404 where
 *   even its existence is private);
 * - party: signed in, and only a side of the connection (or thread) gets through (others: 403/404);
 * - admin: signed in with the admin role (members: 403).
 * The middleware enforces the sign-in part; owner and party are checked by the service, which has the resource.
 */
export const ACCESS_RULES = ['public', 'signedIn', 'owner', 'party', 'admin'] as const;
export type AccessRule = (typeof ACCESS_RULES)[number];

export type AccessMiddleware = Middleware & { readonly accessRule: AccessRule };

export function access(rule: AccessRule): AccessMiddleware {
  const middleware = async (ctx: AppContext, next: () => Promise<unknown>) => {
    if (rule !== 'public' && !ctx.state.user) throw unauthenticated();
    if (rule === 'admin' && ctx.state.user?.role !== 'admin') throw forbidden();
    // Admins sign in with two factors (auth-service.ts enrols them); a session from before a promotion is refused too.
    if (rule === 'admin' && !ctx.state.user?.twoFactorEnabled) throw forbidden(ADMIN_MESSAGES.twoFactorRequired);
    await next();
  };
  return Object.assign(middleware, { accessRule: rule }) as unknown as AccessMiddleware;
}

/** The signed-in member of the request, or 401: for the handlers of routes declared `signedIn` or stricter. */
export function requireUser(ctx: AppContext) {
  if (!ctx.state.user) throw unauthenticated();
  return ctx.state.user;
}

/** The rule a route's middleware stack declares, if any. */
export function declaredAccess(stack: readonly unknown[]): AccessRule | undefined {
  const first = stack[0] as { accessRule?: AccessRule } | undefined;
  return first?.accessRule;
}
