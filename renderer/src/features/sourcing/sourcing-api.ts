import { apiPath, API_PATHS } from '#shared/api/api-paths.ts';
import type {
  AnswerQuestionInput, AskQuestionInput, AwardRfqInput, CancelRfqInput, CreateRfqInput, DeclineRfqInput, Quote, RfqComparison, RfqDetail, RfqQuestion, RfqStatus,
  RfqSummary, SaveQuoteInput, SupplierSuggestion, UpdateRfqInput, WithdrawQuoteInput,
} from '#shared/schemas/sourcing-schemas.ts';
import { baseApi } from '../../lib/api/base-api.ts';

/*
 * Every list (own requests, the inbox, a project's) shares one tag: any change to a request can move
 * it between lists or change its counts. Everything about one request (its quotes, questions,
 * comparison, suggestions) hangs on that request's tag, so one change refreshes what is on screen.
 */
const RFQ_LIST = { type: 'Rfq' as const, id: 'LIST' };
const rfqTag = (id: number) => ({ type: 'Rfq' as const, id });
/** The dashboard's sourcing figures ride on the projects list's tag, which the dashboard query provides. */
const DASHBOARD = { type: 'Project' as const, id: 'LIST' };
const changed = (id: number) => [rfqTag(id), RFQ_LIST, DASHBOARD];

/** Added with the endpoints, not in base-api.ts: that module is in every first screen's download. */
const SOURCING_TAG_TYPES = ['Rfq'] as const;

export const sourcingApi = baseApi.enhanceEndpoints({ addTagTypes: SOURCING_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    getRfqs: build.query<RfqSummary[], RfqStatus | void>({
      query: (status) => ({ url: API_PATHS.rfqs, params: status ? { status } : undefined }),
      providesTags: [RFQ_LIST],
    }),
    getRfqInbox: build.query<RfqSummary[], RfqStatus | void>({
      query: (status) => ({ url: API_PATHS.rfqInbox, params: status ? { status } : undefined }),
      providesTags: [RFQ_LIST],
    }),
    getProjectRfqs: build.query<RfqSummary[], number>({
      query: (projectId) => apiPath(API_PATHS.projectRfqs, { id: projectId }),
      providesTags: [RFQ_LIST],
    }),
    getRfq: build.query<RfqDetail, number>({
      query: (id) => apiPath(API_PATHS.rfq, { id }),
      providesTags: (_result, _error, id) => [rfqTag(id)],
    }),
    createRfq: build.mutation<RfqDetail, CreateRfqInput>({
      query: (body) => ({ url: API_PATHS.rfqs, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [RFQ_LIST]),
    }),
    updateRfq: build.mutation<RfqDetail, { id: number; changes: UpdateRfqInput }>({
      query: ({ id, changes }) => ({ url: apiPath(API_PATHS.rfq, { id }), method: 'PATCH', body: changes }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
    deleteRfq: build.mutation<void, number>({
      query: (id) => ({ url: apiPath(API_PATHS.rfq, { id }), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [RFQ_LIST]),
    }),
    publishRfq: build.mutation<RfqDetail, number>({
      query: (id) => ({ url: apiPath(API_PATHS.rfqPublish, { id }), method: 'POST' }),
      invalidatesTags: (_result, error, id) => (error ? [] : changed(id)),
    }),
    cancelRfq: build.mutation<RfqDetail, { id: number } & CancelRfqInput>({
      query: ({ id, ...body }) => ({ url: apiPath(API_PATHS.rfqCancel, { id }), method: 'POST', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
    inviteSuppliers: build.mutation<RfqDetail, { id: number; supplierIds: number[] }>({
      query: ({ id, supplierIds }) => ({ url: apiPath(API_PATHS.rfqInvitations, { id }), method: 'POST', body: { supplierIds } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
    getSuggestions: build.query<SupplierSuggestion[], number>({
      query: (id) => apiPath(API_PATHS.rfqSuggestions, { id }),
      providesTags: (_result, _error, id) => [rfqTag(id)],
    }),
    getMyQuote: build.query<Quote | null, number>({
      query: (id) => apiPath(API_PATHS.rfqMyQuote, { id }),
      providesTags: (_result, _error, id) => [rfqTag(id)],
    }),
    saveQuote: build.mutation<Quote, { id: number } & SaveQuoteInput>({
      query: ({ id, ...body }) => ({ url: apiPath(API_PATHS.rfqMyQuote, { id }), method: 'PUT', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
    withdrawQuote: build.mutation<Quote, { id: number } & WithdrawQuoteInput>({
      query: ({ id, ...body }) => ({ url: apiPath(API_PATHS.rfqQuoteWithdraw, { id }), method: 'POST', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
    declineRfq: build.mutation<RfqDetail, { id: number } & DeclineRfqInput>({
      query: ({ id, ...body }) => ({ url: apiPath(API_PATHS.rfqDecline, { id }), method: 'POST', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
    getQuotes: build.query<Quote[], number>({
      query: (id) => apiPath(API_PATHS.rfqQuotes, { id }),
      providesTags: (_result, _error, id) => [rfqTag(id)],
    }),
    getQuestions: build.query<RfqQuestion[], number>({
      query: (id) => apiPath(API_PATHS.rfqQuestions, { id }),
      providesTags: (_result, _error, id) => [rfqTag(id)],
    }),
    askQuestion: build.mutation<RfqQuestion, { id: number } & AskQuestionInput>({
      query: ({ id, ...body }) => ({ url: apiPath(API_PATHS.rfqQuestions, { id }), method: 'POST', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [rfqTag(id)]),
    }),
    answerQuestion: build.mutation<RfqQuestion, { id: number; questionId: number } & AnswerQuestionInput>({
      query: ({ id, questionId, ...body }) => ({ url: apiPath(API_PATHS.rfqQuestionAnswer, { id, questionId }), method: 'POST', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [rfqTag(id)]),
    }),
    getComparison: build.query<RfqComparison, number>({
      query: (id) => apiPath(API_PATHS.rfqComparison, { id }),
      providesTags: (_result, _error, id) => [rfqTag(id)],
    }),
    awardRfq: build.mutation<RfqDetail, { id: number; award: AwardRfqInput }>({
      query: ({ id, award }) => ({ url: apiPath(API_PATHS.rfqAward, { id }), method: 'POST', body: award }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
  }),
});

export const {
  useGetRfqsQuery, useGetRfqInboxQuery, useGetProjectRfqsQuery, useGetRfqQuery, useCreateRfqMutation, useUpdateRfqMutation, useDeleteRfqMutation,
  usePublishRfqMutation, useCancelRfqMutation, useInviteSuppliersMutation, useGetSuggestionsQuery, useGetMyQuoteQuery, useSaveQuoteMutation,
  useWithdrawQuoteMutation, useDeclineRfqMutation, useGetQuotesQuery, useGetQuestionsQuery, useAskQuestionMutation, useAnswerQuestionMutation,
  useGetComparisonQuery, useAwardRfqMutation,
} = sourcingApi;

/**
 * Other members change a request (a supplier quotes, the buyer answers) and the app hears of none of it,
 * so a screen opened again asks anew when its copy is older than this many seconds.
 */
export const FRESH = { refetchOnMountOrArgChange: 30 } as const;

/** The comparison as a spreadsheet (downloaded through the transport, so the desktop app's session works). */
export const comparisonExportPath = (id: number) => apiPath(API_PATHS.rfqComparisonExport, { id });
