import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi, type ServerRenderExtra } from '../api/base-api.ts';

/**
 * Slices a feature adds with `slice.injectInto(rootReducer)`; the feature declares its slice here by
 * module augmentation (`interface LazyLoadedSlices extends WithSlice<typeof slice> {}`). The floor
 * never imports a feature, and a slice arrives with the lazy chunk of the feature that owns it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by features through declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(baseApi).withLazyLoadedSlices<LazyLoadedSlices>();

/** `serverFetch` only for a server render (base-api.ts); the browser's store fetches by itself. */
export function makeStore(extra: ServerRenderExtra = {}) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
