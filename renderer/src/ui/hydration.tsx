import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';

/**
 * Whether the app runs the page live (true), or draws it as it was drawn ahead of time (false): a
 * server render or prerender, and a browser hydrating that HTML. Hooks whose live value can differ
 * from the drawn one (the session, the viewport, the clock) return the drawn value while this is
 * false, so hydration matches the HTML. A server render provides false; outside any provider (a
 * page the browser draws itself, a component test) it is true.
 */
export const HydratedContext = createContext(true);

export const useHydrated = (): boolean => use(HydratedContext);

/**
 * The app's root in the browser. For a page drawn ahead of time (`drawn`) it says false until React
 * has hydrated it, then true in a transition: the components that then change to their live values
 * re-render in slices the browser can answer input between. (Read as a `useSyncExternalStore`
 * server snapshot, the change re-rendered them synchronously, in one long task with the hydration's
 * final commit.) Only the context's readers re-render: `children` is the same element throughout.
 */
export function HydrationProvider({ drawn, children }: { drawn: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!drawn);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}
