import { createAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './api-error.ts';
import { toApiError } from './api-error.ts';
import { resolveTransport } from './api-transport.ts';
import { fetchWithEarlyResponses } from './early-requests.ts';

/**
 * Resolved once: the desktop preload runs before this bundle, so the bridge is already there. In the
 * desktop app the session is added by the shell's main process, not here (the page never holds it).
 */
const transport = resolveTransport();

const rawBaseQuery = fetchBaseQuery({
  baseUrl: transport.baseUrl,
  credentials: transport.credentials,
  // The first screen's GETs may already be on their way (early-requests.ts, started by main.tsx).
  fetchFn: fetchWithEarlyResponses,
});

/**
 * A server render (app/server-render.tsx) runs the page's queries through the server that asked for
 * it, with the visitor's cookie: it hands its fetch to the store (makeStore's serverFetch, the thunk's
 * extra argument). Relative API paths resolve against this placeholder origin, which that fetch ignores.
 */
export interface ServerRenderExtra {
  serverFetch?: (request: Request) => Promise<Response>;
}
const SERVER_RENDER_ORIGIN = 'http://server-render.invalid';

function serverBaseQuery(serverFetch: NonNullable<ServerRenderExtra['serverFetch']>) {
  return fetchBaseQuery({ baseUrl: SERVER_RENDER_ORIGIN, fetchFn: (input) => serverFetch(input instanceof Request ? input : new Request(input)) });
}

/** fetchBaseQuery plus one error shape (ApiError). */
const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const serverFetch = (api.extra as ServerRenderExtra | undefined)?.serverFetch;
  const result = await (serverFetch ? serverBaseQuery(serverFetch) : rawBaseQuery)(args, api, extraOptions);
  if (result.error) return { error: toApiError(result.error, result.meta), meta: result.meta };
  return { data: result.data, meta: result.meta };
};

export const TAG_TYPES = ['Session', 'User', 'Project', 'Connection', 'Message', 'Product', 'Rating', 'Billing', 'AiRun', 'File', 'Notification'] as const;

/**
 * The api cache a server render filled (app/server-render.tsx sends it with the page; app.tsx
 * dispatches it before the first render), so the hydrating page reads the same data it was drawn with.
 */
export const serverStateReceived = createAction<Record<string, unknown>>('hardwarehub/serverStateReceived');

/*
 * Outside a browser (the server render) the query hooks start their requests while rendering, not in
 * an effect, which never runs there: the render is repeated once they have answered.
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }));

/**
 * The single RTK Query api; features add endpoints with `baseApi.injectEndpoints`.
 * Cached until invalidated, no retries, no refetch on focus, reconnect or interval.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  extractRehydrationInfo: (action, { reducerPath }) => (serverStateReceived.match(action) ? (action.payload[reducerPath] as never) : undefined),
  baseQuery: apiBaseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: Number.POSITIVE_INFINITY,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
