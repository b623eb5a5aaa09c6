import type { RenderSignedInPage } from '#shared/api/server-render.ts';
import { renderToString } from 'react-dom/server';
import { createStaticHandler } from 'react-router';
import { authApi, setPrerenderedSession } from '../features/auth/index.ts';
import { baseApi } from '../lib/api/base-api.ts';
import { makeStore } from '../lib/store/store.ts';
import { setMobileBeforeHydration } from '../ui/use-is-mobile.ts';
import { disablePrerenderedSubmits } from './carry-over-input.ts';
import { routes } from './router.tsx';
import { StaticPage } from './static-page.tsx';
import { signedInPagePattern } from './signed-in-page-pattern.ts';

/** Renders until the queries a render starts have all answered: the guard, then the frame and page, then their data. */
const MAX_PASSES = 5;

/**
 * The server build's entry (scripts/build-renderer.ts -> dist/server/server-render.js), called by
 * the server for each visit of a signed-in page: the page drawn with the visitor's data, so it is on
 * screen as soon as the HTML arrives, seconds before the app has loaded and run on a slow phone. The app then hydrates it with the same data (the store's API cache goes along).
 * Drawn in the light theme; boot.tsx draws afresh for a dark-theme reader.
 */
export const renderSignedInPage: RenderSignedInPage = async ({ url, mobile, fetch }) => {
  if (!signedInPagePattern(new URL(url).pathname)) return null;
  // The contract (shared/) cannot name the DOM's Response; the server's fetch answers with one.
  const store = makeStore({ serverFetch: (request) => fetch(request) as Promise<Response> });
  const { data: user } = await store.dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false }));
  if (!user) return null;

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const page = <StaticPage store={store} handler={handler} context={context} />;
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    // Set before each (synchronous) render: other visitors' renders interleave between passes.
    setPrerenderedSession(null);
    setMobileBeforeHydration(mobile);
    html = renderToString(page);
    const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
    if (running.length === 0) break;
    await Promise.allSettled(running);
  }
  // Escaped for a <script> element: no "</script>" or "<!--" can come out of the data.
  const state = JSON.stringify({ [baseApi.reducerPath]: store.getState()[baseApi.reducerPath] }).replace(/</g, '\\u003c');
  return { html: disablePrerenderedSubmits(html), state };
};
