import type Koa from 'koa';
import type { Context } from 'koa';
import session from 'koa-session';
import { SESSION_TOKEN_HEADER, SESSION_TRANSPORT_HEADER } from '#shared/constants/app-constants.ts';
import type { SessionStore } from './session-store.ts';
import { createSessionKey } from './tokens.ts';

export const SESSION_COOKIE = 'hh.sid';

export interface SessionOptions {
  store: SessionStore;
  maxAgeMs: number;
  secureCookie: boolean;
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i;

/** Desktop clients send the session as a bearer token, or ask for one at login with a header. */
export function usesBearerTransport(ctx: Context): boolean {
  return BEARER.test(ctx.get('authorization')) || ctx.get(SESSION_TRANSPORT_HEADER).toLowerCase() === 'bearer';
}

/**
 * Server-side sessions (koa-session with an external store). The browser holds the key in an
 * httpOnly, SameSite=Lax, signed cookie; the desktop shell holds the same kind of key as a bearer token.
 */
export function sessionMiddleware(app: Koa, options: SessionOptions) {
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secureCookie,
    signed: true,
    overwrite: true,
    maxAge: options.maxAgeMs,
  };
  return session(
    {
      key: SESSION_COOKIE,
      ...cookieOptions,
      rolling: false,
      renew: true,
      genid: () => createSessionKey(),
      store: {
        get: (key: string) => options.store.get(key),
        set: (key: string, data: Record<string, unknown>, maxAge: number) => options.store.set(key, data, maxAge),
        destroy: (key: string) => options.store.destroy(key),
      },
      externalKey: {
        get(ctx: Context) {
          const bearer = BEARER.exec(ctx.get('authorization'));
          if (bearer) return bearer[1];
          return ctx.cookies.get(SESSION_COOKIE, { signed: true });
        },
        set(ctx: Context, value: string) {
          if (usesBearerTransport(ctx)) ctx.set(SESSION_TOKEN_HEADER, value);
          else ctx.cookies.set(SESSION_COOKIE, value, cookieOptions);
        },
      },
    } as Parameters<typeof session>[0],
    app,
  );
}

/** The raw session key of this request (for "sign out my other sessions"). */
export function currentSessionKey(ctx: Context): string | undefined {
  const bearer = BEARER.exec(ctx.get('authorization'));
  if (bearer) return bearer[1];
  return ctx.cookies.get(SESSION_COOKIE, { signed: true }) ?? undefined;
}
