import { configureStore } from '@reduxjs/toolkit';
import { realtimeSlice } from '../features/messages/realtime-slice.ts';
import { baseApi } from './api/base-api.ts';

export function makeStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, [realtimeSlice.name]: realtimeSlice.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export const store = makeStore();
export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
