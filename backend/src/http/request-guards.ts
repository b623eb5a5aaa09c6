import type { IncomingHttpHeaders } from 'node:http';
import type { Context, Next } from 'koa';
import { isApiPath, isSameRoutePath } from './api-path.ts';
import { HttpError } from './http-error.ts';

/** Methods the server implements anywhere; anything else (PROPFIND, TRACE...) is 405, not 501. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Encodings the body parser can decode; any other one is refused before it is read. */
const BODY_ENCODINGS = new Set(['identity', 'gzip', 'deflate', 'br']);

export const GUARD_MESSAGES = {
  methodNotAllowed: 'Method not allowed.',
  crossSite: 'This request came from another site and was refused.',
  jsonOnly: 'Unsupported content type. Send JSON.',
  encoding: 'Unsupported content encoding. Send the body as identity, gzip, deflate or br.',
} as const;

export function refuseUnknownMethods() {
  return async (ctx: Context, next: Next) => {
    if (!KNOWN_METHODS.has(ctx.method)) {
      ctx.set('Allow', [...KNOWN_METHODS].join(', '));
      throw new HttpError(405, GUARD_MESSAGES.methodNotAllowed);
    }
    await next();
  };
}

/**
 * Whether a browser page of `origin` may act on this server: the app's own origin, the extra
 * allowed ones (the desktop app's), or the host the request was sent to (a dev proxy, a second
 * hostname). A request without an Origin is not from a page's script or form (browsers send one on
 * every cross-site and every non-GET request), unless Fetch Metadata says it is cross-site.
 */
export function isAllowedOrigin(headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): boolean {
  const origin = headers.origin;
  if (origin === undefined) return headers['sec-fetch-site'] !== 'cross-site';
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === headers.host;
  } catch {
    return false; // "null" (sandboxed frames, file:) and anything unparsable
  }
}

/**
 * Cross-site request forgery: every state-changing API call must come from an allowed origin and,
 * when it has a body, send JSON (a cross-site form or `text/plain` fetch cannot, without a CORS
 * preflight that we never grant). `multipartPaths` may take uploads instead, and the paths under
 * `tusPaths` the tus protocol's chunks (`application/offset+octet-stream`, which also needs a preflight).
 */
export function refuseCrossSiteWrites(allowedOrigins: readonly string[], multipartPaths: readonly string[] = [], tusPaths: readonly string[] = []) {
  return async (ctx: Context, next: Next) => {
    if (isApiPath(ctx.path) && !SAFE_METHODS.has(ctx.method)) {
      if (!isAllowedOrigin(ctx.headers, allowedOrigins)) throw new HttpError(403, GUARD_MESSAGES.crossSite);
      const hasBody = Number(ctx.get('content-length') || 0) > 0 || Boolean(ctx.get('transfer-encoding'));
      const multipart = multipartPaths.some((path) => isSameRoutePath(ctx.path, path)) && ctx.is('multipart/form-data');
      const tusChunk = tusPaths.some((path) => isSameRoutePath(ctx.path, path) || ctx.path.toLowerCase().startsWith(`${path.toLowerCase()}/`)) && ctx.is('application/offset+octet-stream');
      if (hasBody && !ctx.is('application/json') && !multipart && !tusChunk) throw new HttpError(415, GUARD_MESSAGES.jsonOnly);
      const encoding = (ctx.get('content-encoding') || 'identity').trim().toLowerCase();
      if (hasBody && !BODY_ENCODINGS.has(encoding)) throw new HttpError(415, GUARD_MESSAGES.encoding);
    }
    await next();
  };
}

/** API answers are per user and per moment: never stored by a browser or a shared cache. */
export function noStoreApiResponses() {
  return async (ctx: Context, next: Next) => {
    if (isApiPath(ctx.path)) ctx.set('Cache-Control', 'no-store');
    await next();
  };
}

/** Powerful browser features the app never uses are switched off for every page it serves. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()', 'autoplay=()', 'camera=()', 'display-capture=()', 'geolocation=()', 'gyroscope=()',
  'magnetometer=()', 'microphone=()', 'midi=()', 'payment=(self)', 'usb=()', 'serial=()', 'hid=()', 'bluetooth=()',
  'browsing-topics=()', 'interest-cohort=()',
].join(', ');

export function permissionsPolicy() {
  return async (ctx: Context, next: Next) => {
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
    await next();
  };
}
