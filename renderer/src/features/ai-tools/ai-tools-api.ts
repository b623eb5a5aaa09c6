import { apiPath, API_PATHS } from '#shared/api/api-paths.ts';
import type {
  AiRun, AiRunSummary, CostEstimationResponse, DesignRecommendationsResponse, FeasibilityResponse, QuickPrototypeResponse,
} from '#shared/schemas/ai-schemas.ts';
import type { z } from 'zod';
import type {
  costEstimationRequestSchema, designRecommendationsRequestSchema, feasibilityRequestSchema, quickPrototypeRequestSchema,
} from '#shared/schemas/ai-schemas.ts';
import { baseApi } from '../../lib/api/base-api.ts';

/** Each answer is kept as a run: asking again refreshes the history lists. */
const RUNS = [{ type: 'AiRun' as const, id: 'LIST' }];

/** The four AI calls and the kept runs. 'AiRun' tags the history and projects' estimates. */
export const aiToolsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDesignRecommendations: build.mutation<DesignRecommendationsResponse, z.input<typeof designRecommendationsRequestSchema>>({
      query: (body) => ({ url: API_PATHS.aiDesignRecommendations, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : RUNS),
    }),
    getManufacturingFeasibility: build.mutation<FeasibilityResponse, z.input<typeof feasibilityRequestSchema>>({
      query: (body) => ({ url: API_PATHS.aiManufacturingFeasibility, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : RUNS),
    }),
    getCostEstimation: build.mutation<CostEstimationResponse, z.input<typeof costEstimationRequestSchema>>({
      query: (body) => ({ url: API_PATHS.aiCostEstimation, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : RUNS),
    }),
    getQuickPrototypeCost: build.mutation<QuickPrototypeResponse, z.input<typeof quickPrototypeRequestSchema>>({
      query: (body) => ({ url: API_PATHS.aiQuickPrototypeCost, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : RUNS),
    }),
    getAiRuns: build.query<AiRunSummary[], void>({
      query: () => API_PATHS.aiRuns,
      providesTags: RUNS,
    }),
    getAiRun: build.query<AiRun, number>({
      query: (id) => apiPath(API_PATHS.aiRun, { id }),
      providesTags: (_result, _error, id) => [{ type: 'AiRun', id }],
    }),
    saveAiRun: build.mutation<AiRunSummary, { id: number; projectId: number | null }>({
      query: ({ id, projectId }) => ({ url: apiPath(API_PATHS.aiRun, { id }), method: 'PATCH', body: { projectId } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [...RUNS, { type: 'AiRun', id }, { type: 'AiRun', id: 'ESTIMATES' }]),
    }),
    deleteAiRun: build.mutation<void, number>({
      query: (id) => ({ url: apiPath(API_PATHS.aiRun, { id }), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [...RUNS, { type: 'AiRun', id: 'ESTIMATES' }]),
    }),
    getProjectEstimates: build.query<AiRunSummary[], number>({
      query: (projectId) => apiPath(API_PATHS.projectEstimates, { id: projectId }),
      providesTags: [{ type: 'AiRun', id: 'ESTIMATES' }],
    }),
  }),
});

export const {
  useGetDesignRecommendationsMutation, useGetManufacturingFeasibilityMutation, useGetCostEstimationMutation, useGetQuickPrototypeCostMutation,
  useGetAiRunsQuery, useGetAiRunQuery, useSaveAiRunMutation, useDeleteAiRunMutation, useGetProjectEstimatesQuery,
} = aiToolsApi;
