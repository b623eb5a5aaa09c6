import { combineSlices, configureStore, type StoreEnhancer } from '@reduxjs/toolkit';
import { baseApi, type ServerRenderExtra } from '../api/base-api.ts';

/**
 * Slices a feature adds with `slice.injectInto(rootReducer)`; the feature declares its slice here by
 * module augmentation (`interface LazyLoadedSlices extends WithSlice<typeof slice> {}`). The floor
 * never imports a feature, and a slice arrives with the lazy chunk of the feature that owns it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by features through declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(baseApi).withLazyLoadedSlices<LazyLoadedSlices>();

export interface NotificationGate {
  /** From now on, changes are kept from the subscribers (the state itself still changes). */
  holdNotifications(): void;
  /** Tells each subscriber that missed a change, once, and lets changes through again. */
  releaseNotifications(): void;
}

/**
 * Lets the app keep store changes from React while it hydrates a server-drawn page in slices: a
 * change told to a component React had already taken over would make it redraw the whole page
 * instead of finishing the hydration (boot.tsx). The components hydrated meanwhile read the state
 * the page was drawn with (the Provider's `serverState`) and catch up once notified.
 */
const notificationGate: StoreEnhancer<NotificationGate> = (createStore) => (reducer, preloaded) => {
  const store = createStore(reducer, preloaded);
  let held = false;
  const missed = new Set<() => void>();
  return {
    ...store,
    subscribe(listener: () => void) {
      const notify = () => (held ? missed.add(notify) : listener());
      const unsubscribe = store.subscribe(notify);
      return () => {
        missed.delete(notify);
        unsubscribe();
      };
    },
    holdNotifications() {
      held = true;
    },
    releaseNotifications() {
      held = false;
      const due = [...missed];
      missed.clear();
      for (const notify of due) notify();
    },
  };
};

/** `serverFetch` only for a server render (base-api.ts); the browser's store fetches by itself. */
export function makeStore(extra: ServerRenderExtra = {}) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
    // Outermost, so it also holds the notifications RTK's own batching enhancer sends on its timer.
    enhancers: (getDefault) => getDefault().prepend(notificationGate),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
