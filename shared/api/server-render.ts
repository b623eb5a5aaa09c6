/**
 * The contract between the server and the renderer's server build: backend/src/static/serve-renderer.ts
 * loads two modules of the renderer's server build (scripts/build-renderer.ts):
 * `signedInPagePattern` (dist/server/signed-in-page-pattern.js) says whether a path is a signed-in
 * page and which stylesheets it takes, `renderSignedInPage` (dist/server/server-render.js, run in
 * worker threads) draws it for the visitor.
 */
/** What the render asks of `fetch`: a standard Request (shared/ compiles without the DOM's or Node's types, which both define it). */
export interface FetchRequestLike {
  readonly url: string;
  readonly method: string;
}

export interface ServerRenderRequest {
  /** The page's absolute URL as the visitor asked for it. */
  url: string;
  /** Draw the phone layout (the browser said so through the `Sec-CH-UA-Mobile` client hint). */
  mobile: boolean;
  /** Answers the page's API GETs as the visitor (their cookie), through this server; resolves to a standard Response. */
  fetch: (request: FetchRequestLike) => Promise<unknown>;
}

export interface ServerRenderedPage {
  /** What goes inside #root. */
  html: string;
  /** The API cache the page was drawn with, as JSON that is safe inside a <script> element. */
  state: string;
  /** A public page's <title>, description, canonical, Open Graph and JSON-LD tags (absolute URLs start with SITE_ORIGIN_TOKEN). */
  head?: string;
  /** The page's item (a listing, a post, a resource, an event) does not exist: the page is the app's 404, answered with that status. */
  notFound?: boolean;
  /** When it was drawn (ms since the epoch): its relative times ('5m ago') were counted from it, and hydration counts from it too. */
  renderedAt: number;
}

/** null when the page is not one the server draws (public, unknown, or the visitor is not signed in). */
export type RenderSignedInPage = (request: ServerRenderRequest) => Promise<ServerRenderedPage | null>;

/** A public page (`dist/server/server-render.js`'s `renderPublicPage`), for a signed-in visitor or anyone. */
export type RenderPublicPage = (request: ServerRenderRequest & { signedIn: boolean }) => Promise<ServerRenderedPage | null>;

/** The route-table pattern (e.g. `/projects/:id`) of a signed-in page at this path, which names its stylesheets; else null. */
export type SignedInPagePattern = (pathname: string) => string | null;
/** The same for the public pages the server draws (`publicPagePattern` beside `signedInPagePattern`). */
export type PublicPagePattern = SignedInPagePattern;

/** Files of the server build, relative to the renderer's dist directory. */
export const SERVER_RENDER_FILES = {
  module: 'server/server-render.js',
  patterns: 'server/signed-in-page-pattern.js',
  /** Route pattern -> the stylesheets (paths under dist) its page loads beyond the entry's, in order. */
  pageStyles: 'server/page-styles.json',
  /** Stylesheet -> its rules with the classes each requires (backend/src/static/critical-css.ts). */
  cssRules: 'server/css-rules.json',
  /** The public pages' paths (listings aside), for the sitemap. */
  publicPages: 'server/public-pages.json',
} as const;

/**
 * Ids and attributes a page drawn before the app runs carries, prerendered at build time or drawn by
 * the server (read by renderer/src/main.tsx and app/boot.tsx; global.css and public/theme-boot.js
 * repeat the class, as they cannot import).
 */
export const SERVER_RENDER_MARKUP = {
  stateScriptId: 'hh-server-state',
  /** On #root until the app has taken the page over. */
  drawnClass: 'hh-prerendered',
  /** On #root: the session the page was drawn with ('unknown' or 'signed-out' prerendered, `signedInSession` by the server). */
  sessionAttribute: 'data-session',
  signedInSession: 'signed-in',
  /** On #root: 'mobile' when the phone layout was drawn. */
  viewportAttribute: 'data-viewport',
  /** On #root of a page the server drew: when it was drawn (ms since the epoch), see ServerRenderedPage.renderedAt. */
  renderedAtAttribute: 'data-rendered-at',
  /** On each stylesheet link listed after a drawn page (`pageStylesheetLinks`). */
  pageStylesheetAttribute: 'data-hh-page-css',
  /**
   * A transparent layer over a page the server drew for a signed-in visitor, until the app has taken
   * it over: its menus, tabs and buttons only work then, and a click before would be silently lost.
   */
  inertShieldId: 'hh-inert-shield',
} as const;

/**
 * Links to the stylesheets of a drawn page's route (`files` under dist, in cascade order), put after
 * the page. They download with it, but as print stylesheets they neither hold back its first paint
 * (its CSS is inline) nor restyle it as each arrives: the app switches them on together once all have
 * loaded (app/boot.tsx), one restyle of the page instead of one per batch. The app's loader then finds
 * them in the document and does not request them again.
 */
export function pageStylesheetLinks(files: readonly string[]): string {
  return files.map((file) => `<link rel="stylesheet" crossorigin media="print" ${SERVER_RENDER_MARKUP.pageStylesheetAttribute} href="/${file}">`).join('');
}

/**
 * The layer that keeps a signed-in visitor's drawn page inert (`inertShieldId`). A layer rather than
 * `pointer-events: none` on #root: taking that off restyled every element of the page at once, a
 * long task on a phone just as the app takes over; removing the layer restyles nothing.
 */
export const INERT_SHIELD = `<div id="${SERVER_RENDER_MARKUP.inertShieldId}" aria-hidden="true" style="position:fixed;inset:0;z-index:2147483647"></div>`;

/**
 * Stands for the site's public origin (APP_URL) in the absolute URLs of a page's head (canonical,
 * Open Graph, JSON-LD), which the renderer writes without knowing where it is deployed; the server
 * replaces it before sending the page.
 */
export const SITE_ORIGIN_TOKEN = 'https://site-origin.hardwarehub.invalid';
