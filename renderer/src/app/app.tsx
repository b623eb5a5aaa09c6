import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { currentBridge } from './api/api-transport.ts';
import { createAppRouter } from './router.tsx';
import { store } from './store.ts';
import { ThemeProvider } from './theme/theme-provider.tsx';

export function App() {
  const [router] = useState(createAppRouter);

  // Desktop only: hardwarehub:// links opened while the app runs arrive as in-app paths.
  useEffect(() => currentBridge()?.onDeepLink?.((path) => void router.navigate(path)), [router]);

  return (
    <Provider store={store}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
  );
}
