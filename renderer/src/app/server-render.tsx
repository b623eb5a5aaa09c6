import type { RenderPublicPage, RenderSignedInPage } from '#shared/api/server-render.ts';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler } from 'react-router';
import { authApi, setPrerenderedSession } from '../features/auth/index.ts';
import { baseApi } from '../lib/api/base-api.ts';
import { makeStore } from '../lib/store/store.ts';
import { setMobileBeforeHydration } from '../ui/use-is-mobile.ts';
import { disablePrerenderedSubmits } from './carry-over-input.ts';
import { routes } from './router.tsx';
import { pageHead, pageHeadHtml } from './page-head.ts';
import { StaticPage } from './static-page.tsx';
import { publicPagePattern, signedInPagePattern } from './signed-in-page-pattern.ts';

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

  const drawn = await drawWithData(url, store, { session: null, mobile, render: renderToString });
  return drawn && { html: drawn.html, state: drawn.state, renderedAt: drawn.renderedAt };
};

/**
 * Draws the page at `url` with the store's data, rendering again until the queries a render starts
 * have all answered; null when the router has no page for it. The API cache goes along as `state`.
 */
async function drawWithData(
  url: string,
  store: ReturnType<typeof makeStore>,
  draw: { session: Parameters<typeof setPrerenderedSession>[0]; mobile: boolean; render: (page: ReactElement) => string | Promise<string> },
) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  // One instant for the whole page (every pass), which the browser's hydration counts relative times from too.
  const renderedAt = Date.now();
  const page = <StaticPage store={store} handler={handler} context={context} renderedAt={renderedAt} />;
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    // Set before each render: other visitors' renders interleave between passes.
    html = await exclusively(() => {
      setPrerenderedSession(draw.session);
      setMobileBeforeHydration(draw.mobile);
      return draw.render(page);
    });
    const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
    if (running.length === 0) break;
    await Promise.allSettled(running);
  }
  const apiState = store.getState()[baseApi.reducerPath];
  // Escaped for a <script> element: no "</script>" or "<!--" can come out of the data.
  const state = JSON.stringify({ [baseApi.reducerPath]: apiState }).replace(/</g, '\\u003c');
  return { html: disablePrerenderedSubmits(html), state, apiState, renderedAt };
}

/**
 * One render at a time in this thread: a render reads the session and viewport it is drawn with from
 * module state (use-session.ts, use-is-mobile.ts), and a complete render (below) awaits the parts
 * that suspend, so another visitor's render must not set them meanwhile. Data is fetched between
 * renders, outside this.
 */
let renderQueue: Promise<unknown> = Promise.resolve();
function exclusively<T>(render: () => T | Promise<T>): Promise<T> {
  const result = renderQueue.then(render);
  renderQueue = result.catch(() => undefined);
  return result;
}

/** The whole page, parts that suspend (a post's body, lazy components) included: for readers that run no script. */
async function renderComplete(page: ReactElement): Promise<string> {
  // No part outlined into a script that moves it in place (the default for big ones): the page is plain HTML.
  const { prelude } = await prerender(page, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/**
 * A public page (the marketplace, a product, the blog, a post...) drawn by the server for any
 * visitor, so search engines and link previews read its content and head (title, description,
 * canonical, Open Graph, JSON-LD: page-head.ts), and a phone paints it before the app's code has
 * run. Signed out, the page is drawn as anyone sees it (the server may keep it for other visitors):
 * the session goes along as known-anonymous, so the app asks nothing about it. Signed in, as for
 * the visitor, like a signed-in page.
 */
export const renderPublicPage: RenderPublicPage = async ({ url, mobile, fetch, signedIn }) => {
  const { pathname } = new URL(url);
  if (!publicPagePattern(pathname)) return null;
  const store = makeStore({ serverFetch: (request) => fetch(request) as Promise<Response> });
  if (signedIn) {
    const { data: user } = await store.dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false }));
    if (!user) return null;
  } else {
    store.dispatch(authApi.util.upsertQueryEntries([{ endpointName: 'getCurrentUser', arg: undefined, value: null }]));
  }
  const drawn = await drawWithData(url, store, { session: signedIn ? null : 'signed-out', mobile, render: renderComplete });
  if (!drawn) return null;
  const head = pageHead(pathname, drawn.apiState);
  return { html: drawn.html, state: drawn.state, renderedAt: drawn.renderedAt, head: pageHeadHtml(head), ...(head.notFound && { notFound: true }) };
};
