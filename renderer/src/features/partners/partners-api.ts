import { apiPath, API_PATHS } from '#shared/api/api-paths.ts';
import type { ConnectionDetail, CreateConnectionInput, UpdateConnectionInput } from '#shared/schemas/connection-schemas.ts';
import type { PartnerProfile, PartnerSearchResult } from '#shared/schemas/partner-search-schemas.ts';
import type { CreateRatingInput, RatingSubmitResult, TargetRatings } from '#shared/schemas/rating-schemas.ts';
import type { RatingTargetType } from '#shared/constants/ratings.ts';
import { baseApi } from '../../lib/api/base-api.ts';
import { partnerSearchApiPath } from './partner-filters.ts';

/** Search results carry every partner's rating: any new rating refetches them. */
const SEARCH_RATINGS = { type: 'Rating', id: 'SEARCH' } as const;
const ratingTag = (type: RatingTargetType, id: number) => ({ type: 'Rating' as const, id: `${type}-${id}` });

/**
 * Partner search, public profiles, connections and ratings. Tags:
 * - every connection write invalidates the whole 'Connection' type: own list, project tabs, the
 *   dashboard and the profile pages (their Connect / Pending / Connected state);
 * - a rating refetches that target's ratings and summary, its profile and the search results.
 */
export const partnersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `query` is the GET /api/users query string without '?' (see partner-filters.ts). */
    searchPartners: build.query<PartnerSearchResult, string>({
      query: partnerSearchApiPath,
      providesTags: ['User', SEARCH_RATINGS],
    }),
    getPartnerProfile: build.query<PartnerProfile, number>({
      query: (id) => apiPath(API_PATHS.userProfile, { id }),
      providesTags: (_result, _error, id) => [
        { type: 'User', id },
        { type: 'Connection', id: `user-${id}` },
        ratingTag('user', id),
      ],
    }),
    getConnections: build.query<ConnectionDetail[], void>({
      query: () => API_PATHS.connections,
      providesTags: [{ type: 'Connection', id: 'LIST' }],
    }),
    createConnection: build.mutation<ConnectionDetail, CreateConnectionInput>({
      query: (body) => ({ url: API_PATHS.connections, method: 'POST', body }),
      // The request is also the first message of its thread; a priority request uses one of those held (billing).
      invalidatesTags: (_result, error) => (error ? [] : ['Connection', 'Message', 'Billing']),
    }),
    respondToConnection: build.mutation<ConnectionDetail, { id: number } & UpdateConnectionInput>({
      query: ({ id, status }) => ({ url: apiPath(API_PATHS.connection, { id }), method: 'PATCH', body: { status } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Connection']),
    }),
    withdrawConnection: build.mutation<void, number>({
      query: (id) => ({ url: apiPath(API_PATHS.connection, { id }), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Connection', 'Message']),
    }),
    getTargetRatings: build.query<TargetRatings, { type: RatingTargetType; id: number }>({
      query: ({ type, id }) => apiPath(API_PATHS.targetRatings, { type, id }),
      providesTags: (_result, _error, { type, id }) => [ratingTag(type, id)],
    }),
    submitRating: build.mutation<RatingSubmitResult, CreateRatingInput>({
      query: (body) => ({ url: API_PATHS.ratings, method: 'POST', body }),
      invalidatesTags: (_result, error, { targetType, targetId }) => (error ? [] : [ratingTag(targetType, Number(targetId)), SEARCH_RATINGS]),
    }),
  }),
});

export const {
  useSearchPartnersQuery,
  useGetPartnerProfileQuery,
  useGetConnectionsQuery,
  useCreateConnectionMutation,
  useRespondToConnectionMutation,
  useWithdrawConnectionMutation,
  useGetTargetRatingsQuery,
  useSubmitRatingMutation,
} = partnersApi;
