import type Koa from 'koa';
import type { Context } from 'koa';
import session from 'koa-session';
import { SESSION_HINT_COOKIE, SESSION_TOKEN_HEADER, SESSION_TRANSPORT_HEADER } from '#shared/constants/app-constants.ts';
import { createSessionKey } from './tokens.ts';

export const SESSION_COOKIE = 'hh.sid';

/** What koa-session needs of a store; auth's SessionStore is one (declared here so the plumbing stays below the modules). */
export interface SessionBackend {
  get(key: string): Promise<Record<string, unknown> | undefined>;
  set(key: string, data: Record<string, unknown>, maxAgeMs: number): Promise<void>;
  destroy(key: string): Promise<void>;
}

export interface SessionOptions {
  store: SessionBackend;
  maxAgeMs: number;
  /** `auto`: Secure when the public URL is https or the request came over https (a trusted proxy's X-Forwarded-Proto). */
  secureCookie: boolean | 'auto';
  /** APP_URL is https: TLS ends at a proxy in front of us, so the browser's side is secure whatever the socket says. */
  publicHttps: boolean;
}

interface HintOptions {
  httpOnly: boolean;
  sameSite: 'lax';
  signed: boolean;
  overwrite: boolean;
  maxAge: number;
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
export function sessionMiddleware(app: Koa, options: SessionOptions): Koa.Middleware {
  // No `secure` here: the cookies module then marks the cookie Secure exactly when `ctx.cookies.secure`
  // is true, which the middleware below sets from the real scheme. (A static `secure: true` throws
  // "Cannot send secure cookie over unencrypted connection" on plain http, a 500 on every sign-in.)
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    signed: true,
    overwrite: true,
    maxAge: options.maxAgeMs,
  };
  const secureFor = (ctx: Context): boolean =>
    options.secureCookie === 'auto' ? options.publicHttps || ctx.secure : options.secureCookie;
  const handle = session(
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
  // The hint a page's script reads (SESSION_HINT_COOKIE): readable, carrying nothing but "signed in".
  const hintOptions: HintOptions = { httpOnly: false, sameSite: 'lax', signed: false, overwrite: true, maxAge: options.maxAgeMs };
  return async (ctx, next) => {
    ctx.cookies.secure = secureFor(ctx);
    try {
      await handle(ctx, next);
    } finally {
      syncSessionHint(ctx, hintOptions);
    }
  };
}

/**
 * Keeps the hint cookie in step with the browser's session on every response (a 401 included):
 * set while the session has a user (login, registration, any later request of a session made before
 * the hint existed), cleared once it has none (logout, an expired or ended session). So an anonymous
 * visitor's page skips `GET /api/user`, whose 401 a browser logs as an error. Bearer clients (the
 * desktop app) hold no cookies and always ask.
 */
function syncSessionHint(ctx: Context, hintOptions: HintOptions): void {
  if (usesBearerTransport(ctx)) return;
  const signedIn = Boolean((ctx.session as { userId?: number } | null)?.userId);
  const hinted = ctx.cookies.get(SESSION_HINT_COOKIE) !== undefined;
  if (signedIn && !hinted) ctx.cookies.set(SESSION_HINT_COOKIE, '1', hintOptions);
  else if (!signedIn && hinted) ctx.cookies.set(SESSION_HINT_COOKIE, '', hintOptions); // an empty value expires it
}

/** The raw session key of this request (for "sign out my other sessions"). */
export function currentSessionKey(ctx: Context): string | undefined {
  const bearer = BEARER.exec(ctx.get('authorization'));
  if (bearer) return bearer[1];
  return ctx.cookies.get(SESSION_COOKIE, { signed: true }) ?? undefined;
}
