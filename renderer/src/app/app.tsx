import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { currentBridge } from '../lib/api/api-transport.ts';
import { prefetchSession } from '../features/auth/index.ts';
import { makeStore } from '../lib/store/store.ts';
import { createAppRouter } from './router.tsx';
import { ThemeProvider } from './theme/theme-provider.tsx';

/*
 * Created when this module loads, before React renders: the router starts downloading the matched
 * route's lazy chunks and the session check starts at once, in parallel, instead of after the first
 * render (every guarded page waits for both).
 */
const store = makeStore();
store.dispatch(prefetchSession());
const router = createAppRouter();

export function App() {
  // Desktop only: hardwarehub:// links opened while the app runs arrive as in-app paths.
  useEffect(() => currentBridge()?.onDeepLink?.((path) => void router.navigate(path)), []);

  return (
    <Provider store={store}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
  );
}
