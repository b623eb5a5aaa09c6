import { hash } from 'node:crypto';
import type { Context } from 'koa';

/** The entity tags of an If-None-Match header, without their weak prefix ('*' stays '*'). */
function listedTags(header: string): string[] {
  return header.split(',').map((tag) => tag.trim().replace(/^W\//, '')).filter(Boolean);
}

/**
 * Answers a GET with a JSON text and its ETag, or 304 and no body when the request's If-None-Match names
 * that ETag (weak comparison). Evaluated here rather than with Koa's `ctx.fresh`: that treats a request's
 * `Cache-Control: no-cache` as a forced reload, and fetch() adds exactly that to every request whose
 * caller sets If-None-Match itself, as the app does, so it would never answer 304.
 */
export function sendJsonConditionally(ctx: Context, json: string): void {
  const etag = `"${hash('sha1', json, 'base64url')}"`;
  ctx.status = 200;
  ctx.type = 'application/json';
  ctx.etag = etag;
  const ifNoneMatch = ctx.get('If-None-Match');
  if (ifNoneMatch && listedTags(ifNoneMatch).some((tag) => tag === etag || tag === '*')) {
    ctx.status = 304;
    return;
  }
  ctx.body = json;
}
