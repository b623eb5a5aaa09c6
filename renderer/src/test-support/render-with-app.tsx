import { configure, render, type RenderOptions } from '@testing-library/react';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PAGE_ROUTES } from '../app/routes.ts';
import { authApi } from '../features/auth/index.ts';
import { installRoutes } from '../lib/routing/route-table.ts';
import { makeStore, type AppStore } from '../lib/store/store.ts';
import { NotificationProvider } from '../ui/notification-provider.tsx';

// Pages load chunks lazily (forms, toasts): on a busy machine a findBy* can need more than the 1 s default.
configure({ asyncUtilTimeout: 15_000 });

/** What the router shows now, for assertions on URL-held state (filters, paging, redirects). */
export interface LocationProbe {
  current: { pathname: string; search: string };
}

function LocationSpy({ probeRef }: { probeRef: LocationProbe }) {
  const location = useLocation();
  useEffect(() => {
    probeRef.current = { pathname: location.pathname, search: location.search };
  }, [probeRef, location]);
  return null;
}

/** Puts `user` in the store as the session (what GET /api/user would have answered), or signed out for null. */
export function signIn(store: AppStore, user: OwnUser | null): void {
  store.dispatch(authApi.util.upsertQueryEntries([{ endpointName: 'getCurrentUser', arg: undefined, value: user }]));
}

/**
 * Renders `ui` inside the app's real store (the one base RTK Query API), the toasts' provider and a
 * memory router at `path`; `route` is the pattern the element is mounted on, for pages reading route
 * params. `user` starts the store signed in as that user (null: signed out; absent: session unknown).
 */
export function renderWithApp(
  ui: ReactElement,
  options: { path?: string; route?: string; store?: AppStore; user?: OwnUser | null } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const { path = '/', route = '*', store = makeStore(), user, ...rest } = options;
  // As main.tsx does: pages and plumbing ask the route table (a login's redirect target, titles).
  installRoutes(PAGE_ROUTES);
  if (user !== undefined) signIn(store, user);
  const location: LocationProbe = { current: { pathname: '', search: '' } };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <NotificationProvider>
        <MemoryRouter initialEntries={[path]}>
          <LocationSpy probeRef={location} />
          <Routes>
            <Route path={route} element={children} />
            {route !== '*' && <Route path="*" element={null} />}
          </Routes>
        </MemoryRouter>
      </NotificationProvider>
    </Provider>
  );
  return { store, location, ...render(ui, { wrapper, ...rest }) };
}
