import { Provider } from 'react-redux';
import { createStaticRouter, StaticRouterProvider, type StaticHandler, type StaticHandlerContext } from 'react-router';
import type { AppStore } from '../lib/store/store.ts';
import { HydratedContext } from '../ui/hydration.tsx';
import { RenderedAtContext } from '../ui/use-now.ts';
import { ThemeProvider } from './theme/theme-provider.tsx';

/**
 * The app for one URL outside a browser, its routes already loaded (`handler.query`): what
 * prerender.tsx draws at build time and server-render.tsx per visit, as app.tsx composes it live.
 */
export function StaticPage({ store, handler, context, renderedAt = null }: { store: AppStore; handler: StaticHandler; context: StaticHandlerContext; renderedAt?: number | null }) {
  return (
    <HydratedContext value={false}>
      <Provider store={store}>
        <RenderedAtContext value={renderedAt}>
          <ThemeProvider>
            <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
          </ThemeProvider>
        </RenderedAtContext>
      </Provider>
    </HydratedContext>
  );
}
