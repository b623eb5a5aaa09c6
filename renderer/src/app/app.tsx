import { SERVER_RENDER_MARKUP } from '#shared/api/server-render.ts';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { LazyDesktopHost } from '../features/desktop-shell/index.ts';
import { prefetchSession } from '../features/auth/index.ts';
import { serverStateReceived } from '../lib/api/base-api.ts';
import { nextTask } from '../lib/scheduling/next-task.ts';
import { makeStore } from '../lib/store/store.ts';
import { HydrationProvider } from '../ui/hydration.tsx';
import { RenderedAtContext } from '../ui/use-now.ts';
import { createAppRouter } from './router.tsx';
import { ThemeProvider } from './theme/theme-provider.tsx';

/*
 * Created when this module loads, before React renders: the router starts downloading the matched
 * route's lazy chunks and the session check starts at once, in parallel, instead of after the first
 * render (every guarded page waits for both). A page the server drew for the signed-in visitor came
 * with the API cache it was drawn with (server-render.tsx): the store starts from it, so hydration
 * renders the same data and nothing is fetched twice.
 */
// Each step in a task of its own, the first apart from the modules' evaluation (lib/scheduling/next-task.ts).
await nextTask();
const store = makeStore();
const serverState = readServerState();
if (serverState) store.dispatch(serverStateReceived(serverState));
await nextTask();
store.dispatch(prefetchSession());
await nextTask();
const router = createAppRouter();
// Every route's title and meta description (pages with their own refine it with usePageMeta). The
// table loads in its own chunk, after the first screen; only a change of path applies it again, so a
// page's own title survives its search params changing.
let metaPath = router.state.location.pathname;
const applyMeta = (pathname: string) => void import('../lib/routing/page-meta.ts').then((meta) => meta.applyRouteMeta(pathname)).catch(() => undefined);
applyMeta(metaPath);
router.subscribe((state) => {
  if (state.location.pathname === metaPath) return;
  metaPath = state.location.pathname;
  applyMeta(metaPath);
});

/**
 * Resolves once the router has the current page's code (its lazy routes loaded). boot.tsx waits for
 * it before hydrating prerendered HTML, so the first render is the page, as in that HTML, and never
 * the first-load spinner.
 */
export function whenRouterReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

function readServerState(): Record<string, unknown> | null {
  const script = document.getElementById(SERVER_RENDER_MARKUP.stateScriptId);
  if (!script?.textContent) return null;
  script.remove();
  try {
    return JSON.parse(script.textContent) as Record<string, unknown>;
  } catch {
    return null; // the app then fetches what it needs, as on any page
  }
}

/** When the server drew this page (null for a page the browser draws): hydration counts relative times from it. */
const renderedAt = Number(document.getElementById('root')?.getAttribute(SERVER_RENDER_MARKUP.renderedAtAttribute)) || null;

/**
 * For the hydration of a drawn page (boot.tsx): until `release()`, React reads the store as it was
 * when the page was drawn and hears of no change, while the store itself keeps working; then each
 * subscriber that missed a change is told once.
 */
export function holdStoreForHydration(): { release: () => void } {
  store.holdNotifications();
  hydrationState = store.getState();
  return {
    release: () => {
      hydrationState = undefined;
      store.releaseNotifications();
    },
  };
}
let hydrationState: ReturnType<typeof store.getState> | undefined;

/** For the desktop shell's navigation (links, menu, notification clicks): the router's own navigate. */
const navigateInApp = (path: string) => void router.navigate(path);

/** `drawn`: React hydrates a page drawn ahead of time (boot.tsx), rather than drawing it itself. */
export function App({ drawn }: { drawn: boolean }) {
  return (
    <HydrationProvider drawn={drawn}>
      <Provider store={store} serverState={hydrationState}>
        <RenderedAtContext value={renderedAt}>
          <ThemeProvider>
            <RouterProvider router={router} />
            <LazyDesktopHost navigate={navigateInApp} />
          </ThemeProvider>
        </RenderedAtContext>
      </Provider>
    </HydrationProvider>
  );
}
