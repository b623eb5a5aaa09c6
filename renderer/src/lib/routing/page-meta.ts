import { matchedPattern, routeOf } from './route-table.ts';

/**
 * Every route's document title and meta description: set on each navigation from the pages'
 * declarations (app/app.tsx), then refined by pages whose title comes from their data (ui/use-page-meta.ts).
 */
export const SITE_NAME = 'HardwareHub';
const DEFAULT_DESCRIPTION = 'HardwareHub connects hardware entrepreneurs with manufacturers, suppliers, IP attorneys, designers and investors.';

function metaDescription(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

function write(title: string, description: string): void {
  document.title = title.startsWith(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  metaDescription().content = description;
}

/** The path whose page set its own title (usePageMeta): the table's default must not overwrite it. */
let ownedPath: string | null = null;

/** A page's own title (a post's), which wins over the table whichever is applied first. */
export function setPageMeta(title: string, description = DEFAULT_DESCRIPTION): void {
  ownedPath = window.location.pathname;
  write(title, description);
}

/** The table's title and description for a path (a 404 for paths no route matches). */
export function routeMeta(pathname: string): { title: string; description: string } {
  const pattern = matchedPattern(pathname);
  const meta: { title: string; description?: string } | undefined = pattern ? routeOf(pattern) : { title: '404 Page Not Found' };
  return { title: meta?.title ?? SITE_NAME, description: meta?.description ?? DEFAULT_DESCRIPTION };
}

export function applyRouteMeta(pathname: string): void {
  if (ownedPath === pathname && window.location.pathname === pathname) return;
  ownedPath = null;
  const { title, description } = routeMeta(pathname);
  write(title, description);
}
