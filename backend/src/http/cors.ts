import cors from '@koa/cors';
import type { Middleware } from 'koa';
import { SESSION_TRANSPORT_HEADER } from '#shared/constants/app-constants.ts';
import { isApiPath } from './api-path.ts';

/**
 * CORS for the pages that talk to this server from another origin: the desktop app's embedded
 * renderer (app://hardwarehub) and ALLOWED_ORIGINS, nothing else. Their session is a bearer token
 * (the desktop's main process adds it), so credentials are never allowed: a cookie is not sent
 * cross-origin and cannot be used from there. The session token header is deliberately not exposed.
 */
/** What a tus client sends and reads (tus 1.0.0: creation, offsets, metadata), and the recorded file's id. */
const TUS_REQUEST_HEADERS = ['Tus-Resumable', 'Upload-Length', 'Upload-Metadata', 'Upload-Offset'];
const TUS_RESPONSE_HEADERS = ['Location', 'Tus-Resumable', 'Upload-Offset', 'Upload-Length', 'X-File-Id'];

export function apiCors(corsOrigins: readonly string[]): Middleware {
  const allowed = new Set(corsOrigins);
  const handle = cors({
    origin: (ctx) => {
      const origin = ctx.get('Origin');
      return allowed.has(origin) ? origin : '';
    },
    credentials: false,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Plus the tus protocol's own, for resumable file uploads.
    allowHeaders: ['Accept', 'Content-Type', 'Authorization', SESSION_TRANSPORT_HEADER, ...TUS_REQUEST_HEADERS],
    // A download's file name, how long to wait after a 429, and what a tus upload needs to read back.
    exposeHeaders: ['Content-Disposition', 'Retry-After', ...TUS_RESPONSE_HEADERS],
    maxAge: 600,
    keepHeadersOnError: true,
  }) as unknown as Middleware;
  return (ctx, next) => (isApiPath(ctx.path) || ctx.path.startsWith('/uploads/') ? handle(ctx, next) : next());
}
