import type { ComponentType } from 'react';

/** Imports a page's module on demand: the page and what it alone uses land in their own chunk. */
export type PageLoader = () => Promise<ComponentType>;

/**
 * One page of the app, declared once, by the feature that owns it (its routes.ts); app/routes.ts
 * collects them for the router, the first-load downloads, the titles and the server's drawing.
 */
export interface PageRoute {
  /** A react-router pattern of static and `:param` segments. */
  path: string;
  /** 'public': anyone; 'protected': signed-in members, inside the app's frame. */
  access: 'public' | 'protected';
  /** A public page's frame: the marketing site's (default) or the sign-in flow's focused one. */
  layout?: 'site' | 'auth-flow';
  /** The document title (the site's name is appended) and meta description; pages with data refine them. */
  title: string;
  description?: string;
  load: PageLoader;
  /** The GETs its first screen makes, started with its code on a first load (main.tsx). */
  data?: (search: URLSearchParams) => string[] | Promise<string[]>;
  /** Drawn into an HTML file at build time (scripts/build-renderer.ts), not by the server per request. */
  prerendered?: boolean;
  /** false: kept out of search engines (no server drawing, not in the sitemap): a test page. */
  indexed?: boolean;
}
