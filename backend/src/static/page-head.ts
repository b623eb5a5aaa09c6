import { SITE_ORIGIN_TOKEN } from '#shared/api/server-render.ts';

/**
 * A page's own head (renderer/src/app/page-head.ts: title, description, canonical, Open Graph,
 * Twitter card, JSON-LD) in place of index.html's generic <title> and description. Used by the build
 * for the prerendered pages and by the server for the pages it draws.
 */
export function withPageHead(template: string, head: string): string {
  const bare = template.replace(/<title>[^<]*<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '');
  return bare.replace('</head>', `${head}</head>`);
}

/** The head's absolute URLs, written with SITE_ORIGIN_TOKEN, pointed at this site's public origin. */
export function atOrigin(html: string, origin: string): string {
  return html.replaceAll(SITE_ORIGIN_TOKEN, origin.replace(/\/+$/, ''));
}
