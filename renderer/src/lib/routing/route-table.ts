import type { PageRoute } from './page-route.ts';

export type RouteAccess = 'public' | 'protected' | 'not-found';

interface Table {
  byPattern: Map<string, PageRoute>;
  patterns: { pattern: string; segments: string[] }[];
}

let table: Table = { byPattern: new Map(), patterns: [] };

/**
 * The app's pages (app/routes.ts), given by each entry point (main.tsx, the server's modules) before
 * anything asks: the plumbing below and the features (a login's redirect target) read them without
 * importing the app that collects them.
 */
export function installRoutes(routes: readonly PageRoute[]): void {
  const byPattern = new Map(routes.map((route) => [route.path, route]));
  if (byPattern.size !== routes.length) throw new Error('a route path is declared twice');
  table = { byPattern, patterns: routes.map(({ path }) => ({ pattern: path, segments: path.split('/').filter(Boolean) })) };
}

/** The declaration of a pattern matchedPattern returned. */
export function routeOf(pattern: string): PageRoute | undefined {
  return table.byPattern.get(pattern);
}

/**
 * The best pattern for a path, ranked as react-router ranks routes (a static segment beats a
 * `:param`), so '/marketplace/create' is the create page and never the product '/marketplace/:id'.
 * Our table only has static and `:param` segments. It is matched here instead of with
 * react-router's matchRoutes so that main.tsx can pick the page's chunks and data before React and
 * the router have even downloaded; app/routes.test.ts checks both agree on every pattern.
 */
export function matchedPattern(pathname: string): string | undefined {
  // One trailing slash is ignored; an empty segment inside ('//x') matches nothing, as in the router.
  const segments = pathname.replace(/(.)\/$/, '$1').split('/').slice(1).filter((part, i, all) => part !== '' || all.length > 1);
  let best: { pattern: string; score: number } | undefined;
  for (const route of table.patterns) {
    if (route.segments.length !== segments.length) continue;
    let score = 0;
    const matches = route.segments.every((part, i) => {
      if (part.startsWith(':')) return (score += 3), segments[i] !== '';
      score += 10;
      return part.toLowerCase() === segments[i]!.toLowerCase();
    });
    if (matches && (!best || score > best.score)) best = { pattern: route.pattern, score };
  }
  return best?.pattern;
}

/** The access rule of a URL path (see matchedPattern for the ranking). */
export function routeAccess(pathname: string): RouteAccess {
  const pattern = matchedPattern(pathname);
  return (pattern && routeOf(pattern)?.access) || 'not-found';
}
