import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Next } from 'koa';
import serve from 'koa-static';

/**
 * Serves the built renderer: hashed files under /assets are cached for a year, everything else
 * (index.html above all) is revalidated, and unknown non-API paths get index.html (SPA fallback).
 */
export function serveRenderer(distDir: string) {
  const staticFiles = serve(distDir, {
    index: false,
    gzip: false,
    brotli: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexFile = path.join(distDir, 'index.html');
  let indexHtml: Promise<string> | undefined;

  return async (ctx: Context, next: Next) => {
    if (ctx.path.startsWith('/api/') || ctx.path === '/api' || ctx.path.startsWith('/ws')) return next();
    await staticFiles(ctx, next);
    if (ctx.body !== undefined || ctx.status !== 404 || !['GET', 'HEAD'].includes(ctx.method)) return;
    if (ctx.path.startsWith('/assets/')) return; // a missing hashed file stays a 404
    if (!existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet. Run `npm run build` (npm start does it for you).';
      return;
    }
    indexHtml ??= readFile(indexFile, 'utf8');
    ctx.status = 200;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await indexHtml;
  };
}
