import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Next } from 'koa';
import serve from 'koa-static';
import { isApiPath } from '../http/api-path.ts';
import { atOrigin } from './page-head.ts';
import type { ServerRender } from './server-render.ts';

/** The URL path a prerendered file stands for: pages/index.html -> `/`, pages/auth.html -> `/auth`. */
function prerenderedPath(file: string): string {
  return file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
}

/** The build's prerendered pages (dist/pages/*.html) by URL path; none when the folder is missing. */
async function readPrerenderedPages(pagesDir: string, origin: string): Promise<Map<string, string>> {
  const files = await readdir(pagesDir).catch(() => [] as string[]);
  const html = files.filter((file) => file.endsWith('.html'));
  // Their heads' absolute URLs (canonical, Open Graph) are written for any origin: this site's, here.
  return new Map(await Promise.all(html.map(async (file) => [prerenderedPath(file), atOrigin(await readFile(path.join(pagesDir, file), 'utf8'), origin)] as const)));
}

/**
 * Serves the built renderer: hashed files under /assets are cached for a year, everything else
 * (index.html above all) is revalidated, and unknown non-API paths get index.html (SPA fallback).
 * A page the build prerendered (dist/pages/<name>.html: the page's first screen already in #root)
 * is sent instead for its exact path, when the URL has no query (a query can change what the page
 * shows). Like index.html, the pages are read once. A signed-in visitor's page is drawn by the
 * server with their data (server-render.ts) unless `serverRender` is null, and so is any visitor's
 * public page (the marketplace, a product, the blog...), with its own head. The server build itself (dist/server) is not served.
 */
export function serveRenderer(distDir: string, serverRender: ServerRender | null, origin: string) {
  const staticFiles = serve(distDir, {
    index: false,
    // The build writes .br and .gz beside each hashed asset (scripts/build-renderer.ts): sent as they
    // are to a browser that accepts them; anything else is compressed per request (koa-compress).
    gzip: true,
    brotli: true,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexFile = path.join(distDir, 'index.html');
  let indexHtml: Promise<string> | undefined;
  let prerendered: Promise<Map<string, string>> | undefined;

  return async (ctx: Context, next: Next) => {
    if (isApiPath(ctx.path) || ctx.path.startsWith('/ws')) return next();
    if (!ctx.path.startsWith('/server/')) await staticFiles(ctx, next);
    if (ctx.body !== undefined || ctx.status !== 404 || !['GET', 'HEAD'].includes(ctx.method)) return;
    if (ctx.path.startsWith('/assets/')) return; // a missing hashed file stays a 404
    if (!existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet. Run `npm run build` (npm start does it for you).';
      return;
    }
    const signedIn = Boolean((ctx.state as { user?: unknown }).user);
    if (signedIn && ctx.method === 'GET' && serverRender && (await serverRender.serve(ctx))) return;
    // Public pages come with their content and head, for anyone (search engines and link previews too).
    if (ctx.method === 'GET' && serverRender && (await serverRender.servePublic(ctx, signedIn))) return;
    prerendered ??= readPrerenderedPages(path.join(distDir, 'pages'), origin);
    const page = ctx.querystring === '' ? (await prerendered).get(ctx.path) : undefined;
    indexHtml ??= readFile(indexFile, 'utf8');
    ctx.status = 200;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = page ?? (await indexHtml);
  };
}
