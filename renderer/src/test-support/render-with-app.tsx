import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { makeStore, type AppStore } from '../lib/store/store.ts';

/** What the router shows now, for assertions on URL-held state (filters, paging, redirects). */
export interface LocationProbe {
  current: { pathname: string; search: string };
}

function LocationSpy({ probe }: { probe: LocationProbe }) {
  const location = useLocation();
  probe.current = { pathname: location.pathname, search: location.search };
  return null;
}

/**
 * Renders `ui` inside the app's real store (the one base RTK Query API) and a memory router at
 * `path`; `route` is the pattern the element is mounted on, for pages reading route params.
 */
export function renderWithApp(ui: ReactElement, options: { path?: string; route?: string; store?: AppStore } & Omit<RenderOptions, 'wrapper'> = {}) {
  const { path = '/', route = '*', store = makeStore(), ...rest } = options;
  const location: LocationProbe = { current: { pathname: '', search: '' } };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <LocationSpy probe={location} />
        <Routes>
          <Route path={route} element={children} />
          {route !== '*' && <Route path="*" element={null} />}
        </Routes>
      </MemoryRouter>
    </Provider>
  );
  return { store, location, ...render(ui, { wrapper, ...rest }) };
}
