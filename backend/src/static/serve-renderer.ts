import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Next } from 'koa';
import serve from 'koa-static';

/** `/` -> pages/index.html, `/auth` -> pages/auth.html; anything that is not one plain segment -> undefined. */
function prerenderedFile(urlPath: string): string | undefined {
  if (urlPath === '/') return 'index.html';
  return /^\/[a-z0-9-]+$/.test(urlPath) ? `${urlPath.slice(1)}.html` : undefined;
}

/**
 * Serves the built renderer: hashed files under /assets are cached for a year, everything else
 * (index.html above all) is revalidated, and unknown non-API paths get index.html (SPA fallback).
 * A page the build prerendered (dist/pages/<name>.html: the first screen as a signed-out visitor
 * sees it, already in #root) is sent instead for its exact path, when the URL has no query (a
 * query can change what the page shows).
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
  const prerendered = new Map<string, Promise<string | undefined>>();
  const readPrerendered = (file: string) => {
    if (!prerendered.has(file)) prerendered.set(file, readFile(path.join(distDir, 'pages', file), 'utf8').catch(() => undefined));
    return prerendered.get(file)!;
  };

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
    const pageFile = ctx.querystring === '' ? prerenderedFile(ctx.path) : undefined;
    const page = pageFile ? await readPrerendered(pageFile) : undefined;
    indexHtml ??= readFile(indexFile, 'utf8');
    ctx.status = 200;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = page ?? (await indexHtml);
  };
}
