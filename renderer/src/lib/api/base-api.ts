import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './api-error.ts';
import { toApiError } from './api-error.ts';
import { applyAuthHeaders, captureSessionToken, resolveTransport } from './api-transport.ts';
import { fetchWithEarlyResponses } from './early-requests.ts';

/** Resolved once: the desktop preload runs before this bundle, so the bridge is already there. */
const transport = resolveTransport();

const rawBaseQuery = fetchBaseQuery({
  baseUrl: transport.baseUrl,
  credentials: transport.credentials,
  prepareHeaders: (headers) => applyAuthHeaders(headers, transport),
  // The first screen's GETs may already be on their way (early-requests.ts, started by main.tsx).
  fetchFn: fetchWithEarlyResponses,
});

/** fetchBaseQuery plus one error shape (ApiError) and desktop token capture. */
const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (transport.desktop) {
    // Stored before the caller continues, so the very next request already carries the token.
    await captureSessionToken(result.meta?.response).catch(() => undefined);
  }
  if (result.error) return { error: toApiError(result.error, result.meta), meta: result.meta };
  return { data: result.data, meta: result.meta };
};

export const TAG_TYPES = ['Session', 'User', 'Project', 'Connection', 'Message', 'Product', 'Rating'] as const;

/**
 * The single RTK Query api; features add endpoints with `baseApi.injectEndpoints`.
 * 000 §7: cached until invalidated, no retries, no refetch on focus, reconnect or interval.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: Number.POSITIVE_INFINITY,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
