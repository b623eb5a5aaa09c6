import { apiPath, API_PATHS } from '#shared/api/api-paths.ts';
import type {
  NdaSettingsInput, NdaSignature, NdaVersion, ProjectNda, SharedProjectSummary, SharedProjectView, SignNdaInput,
} from '#shared/schemas/nda-schemas.ts';
import { baseApi } from '../../lib/api/base-api.ts';

// Cached under the projects' tag type: an NDA is part of its project.
const ownerTag = (id: number) => ({ type: 'Project' as const, id: `nda-${id}` });
const sharedTag = (id: number) => ({ type: 'Project' as const, id: `shared-${id}` });
const SHARED_LIST = { type: 'Project' as const, id: 'shared-LIST' };

/** NDA calls: the owner's settings, versions and signatures; a partner's view of the project and their signature. */
export const ndasApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSharedProjects: build.query<SharedProjectSummary[], void>({
      query: () => API_PATHS.sharedProjects,
      providesTags: [SHARED_LIST],
    }),
    getSharedProject: build.query<SharedProjectView, number>({
      query: (id) => apiPath(API_PATHS.sharedProject, { id }),
      providesTags: (_result, _error, id) => [sharedTag(id)],
    }),
    getProjectNda: build.query<ProjectNda, number>({
      query: (id) => apiPath(API_PATHS.projectNda, { id }),
      providesTags: (_result, _error, id) => [ownerTag(id)],
    }),
    updateNdaSettings: build.mutation<ProjectNda, { id: number; changes: NdaSettingsInput }>({
      query: ({ id, changes }) => ({ url: apiPath(API_PATHS.projectNda, { id }), method: 'PATCH', body: changes }),
      // The answer is the whole owner's view: written into the cache, no refetch.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(ndasApi.util.upsertQueryData('getProjectNda', id, data));
      },
      invalidatesTags: (_result, error, { id }) => (error ? [] : [sharedTag(id)]),
    }),
    saveNdaVersion: build.mutation<NdaVersion, { id: number; text: string }>({
      query: ({ id, text }) => ({ url: apiPath(API_PATHS.projectNdaVersions, { id }), method: 'POST', body: { text } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [ownerTag(id), sharedTag(id)]),
    }),
    signNda: build.mutation<NdaSignature, { id: number } & SignNdaInput>({
      query: ({ id, ...body }) => ({ url: apiPath(API_PATHS.projectNdaSignatures, { id }), method: 'POST', body }),
      // A refusal for an outdated version refetches too, so the newest text is shown.
      invalidatesTags: (_result, _error, { id }) => [sharedTag(id), SHARED_LIST, { type: 'Project', id }],
    }),
  }),
});

export const {
  useGetSharedProjectsQuery, useGetSharedProjectQuery, useGetProjectNdaQuery, useUpdateNdaSettingsMutation, useSaveNdaVersionMutation, useSignNdaMutation,
} = ndasApi;

/** Where a signed NDA's PDF is downloaded from (the project's owner and the signer). */
export const signaturePdfPath = (signatureId: number) => apiPath(API_PATHS.ndaSignaturePdf, { id: signatureId });
