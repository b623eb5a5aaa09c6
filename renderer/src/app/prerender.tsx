import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { setPrerenderedSession, type PrerenderedSession } from '../features/auth/index.ts';
import { makeStore } from '../lib/store/store.ts';
import { PRERENDER_DISABLED } from './carry-over-input.ts';
import { routes } from './router.tsx';
import { ThemeProvider } from './theme/theme-provider.tsx';

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
  const store = makeStore();
  const page = (
    <Provider store={store}>
      <ThemeProvider>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </ThemeProvider>
    </Provider>
  );
  // Parts a page loads lazily itself (React.lazy, e.g. the home page's search card) are left as
  // their placeholders: the app draws them when their code arrives, as on any first load. Drawn
  // here, they would be replaced under the visitor's hand (React cannot take them over while the
  // session it has meanwhile learned re-renders the page).
  //
  // Until the app runs, a form must not submit natively (a login form would put the password in
  // the URL): its submit buttons start disabled, which also stops Enter from submitting.
  const html = renderToString(page).replace(/<button(?![^>]*\sdisabled)([^>]*\stype="submit")/g, `<button disabled="" ${PRERENDER_DISABLED}=""$1`);
  if (html.includes('<script')) throw new Error(`${url}: the prerendered HTML has a script`);
  return html;
}
