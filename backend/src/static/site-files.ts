import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Context, Next } from 'koa';
import { SERVER_RENDER_FILES } from '#shared/api/server-render.ts';
import { escapeHtml } from '../http/html.ts';

/** The most URLs one sitemap file may list (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000;

/**
 * /robots.txt and /sitemap.xml for search engines. robots.txt keeps them out of the signed-in app
 * and the API (nothing there for them; those pages need a session anyway) and names the sitemap. The
 * sitemap lists the public pages the build found (dist/server/public-pages.json: the site's pages
 * and every post, resource and event) and every marketplace listing that is not hidden, each with
 * its last change; read per request (a listing appears at once).
 */
export function siteFiles(options: { distDir: string; origin: string; knex: Knex }) {
  const origin = options.origin.replace(/\/+$/, '');
  const robots = [
    'User-agent: *',
    'Allow: /',
    ...['/api/', '/dashboard', '/projects', '/partners', '/users/', '/messages', '/profile', '/subscribe', '/checkout', '/admin', '/marketplace/create', '/paypal-test'].map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  let publicPages: Promise<string[]> | undefined;

  async function sitemap(): Promise<string> {
    publicPages ??= readFile(path.join(options.distDir, SERVER_RENDER_FILES.publicPages), 'utf8').then(
      (json) => JSON.parse(json) as string[],
      () => ['/'],
    );
    const listings = (await options.knex('products').select('id', 'updatedAt').whereNull('hiddenAt').orderBy('id', 'desc').limit(SITEMAP_MAX_URLS)) as { id: number; updatedAt: string | Date }[];
    const url = (loc: string, lastmod?: string | Date) =>
      `<url><loc>${escapeHtml(`${origin}${loc}`)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
    const pages = await publicPages;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...pages.map((p) => url(p)),
      ...listings.slice(0, SITEMAP_MAX_URLS - pages.length).map((listing) => url(`/marketplace/${listing.id}`, listing.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
  }

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = robots;
    } else if (ctx.path === '/sitemap.xml') {
      ctx.type = 'application/xml';
      ctx.set('Cache-Control', 'public, max-age=600');
      ctx.body = await sitemap();
    } else {
      return next();
    }
  };
}
