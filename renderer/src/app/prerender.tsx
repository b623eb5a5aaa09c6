import { renderToString } from 'react-dom/server';
import { createStaticHandler } from 'react-router';
import { setPrerenderedSession, type PrerenderedSession } from '../features/auth/index.ts';
import { installRoutes } from '../lib/routing/route-table.ts';
import { makeStore } from '../lib/store/store.ts';
import { disablePrerenderedSubmits } from './carry-over-input.ts';
import { pageHead, pageHeadHtml } from './page-head.ts';
import { routes } from './router.tsx';
import { PAGE_ROUTES } from './routes.ts';
import { StaticPage } from './static-page.tsx';

installRoutes(PAGE_ROUTES);

/**
 * Build time only (scripts/build-renderer.ts, through Vite's SSR module runner): the HTML of a public
 * page in the light theme, its routes' code loaded. The server sends it in #root for that exact URL,
 * so the page is on screen before any JavaScript has run; boot.tsx hydrates it once the router has
 * the page's code (no spinner in between, nothing replaced).
 */
export async function prerenderPage(url: string, session: PrerenderedSession): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} redirects: only pages are prerendered`);
  if (context.errors) throw new Error(`${url} failed to load: ${Object.values(context.errors).map((e) => (e instanceof Error ? (e.stack ?? e.message) : String(e))).join('; ')}`);
  // 'unknown' as on a live first load (the home page: its header then shows neither Login nor a
  // user menu, which a signed-in visitor would see flip); 'signed-out' where the page shows nothing
  // before it knows (the auth page: a signed-in visitor, who rarely opens it, is sent on).
  setPrerenderedSession(session);
  // Nothing is fetched at build time (the queries a render starts on a server get this answer): the
  // page is drawn as it looks before its data arrives.
  const store = makeStore({ serverFetch: async () => new Response(null, { status: 503 }) });
  const page = <StaticPage store={store} handler={handler} context={context} />;
  // Parts a page loads lazily itself (React.lazy, e.g. the home page's search card) are left as
  // their placeholders: the app draws them when their code arrives, as on any first load. Drawn
  // here, they would be replaced under the visitor's hand (React cannot take them over while the
  // session it has meanwhile learned re-renders the page).
  const html = disablePrerenderedSubmits(renderToString(page));
  if (html.includes('<script')) throw new Error(`${url}: the prerendered HTML has a script`);
  return html;
}

/**
 * Build time only: loads the code of the page at `url` (its lazy routes), as a first visit would.
 * scripts/build-renderer.ts links the CSS of what it loaded from that page's server-render template.
 */
export async function loadPageModules(url: string): Promise<void> {
  const context = await createStaticHandler(routes).query(new Request(url));
  if (!(context instanceof Response) && context.errors) throw new Error(`${url} failed to load: ${Object.keys(context.errors).join(', ')}`);
}

/** Build time only: the prerendered page's head (title, description, canonical, Open Graph, JSON-LD). */
export function prerenderHead(url: string): string {
  return pageHeadHtml(pageHead(new URL(url).pathname));
}
