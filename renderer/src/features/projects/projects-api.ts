import { apiPath, API_PATHS } from '#shared/api/api-paths.ts';
import type { ConnectionWithUsers } from '#shared/schemas/connection-schemas.ts';
import type { CreateProjectInput, Project, UpdateProjectInput } from '#shared/schemas/project-schemas.ts';
import { baseApi } from '../../lib/api/base-api.ts';

const LIST = { type: 'Project', id: 'LIST' } as const;

/**
 * Project calls. Tags: the own list (and the dashboard, which provides the same LIST tag)
 * is refetched after every write; a project page after a write to that project.
 */
export const projectsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserProjects: build.query<Project[], void>({
      query: () => API_PATHS.userProjects,
      providesTags: (result) => [LIST, ...(result ?? []).map((project) => ({ type: 'Project' as const, id: project.id }))],
    }),
    getProject: build.query<Project, number>({
      query: (id) => apiPath(API_PATHS.project, { id }),
      providesTags: (_result, _error, id) => [{ type: 'Project', id }],
    }),
    getProjectConnections: build.query<ConnectionWithUsers[], number>({
      query: (id) => apiPath(API_PATHS.projectConnections, { id }),
      providesTags: (_result, _error, id) => [{ type: 'Connection', id: `project-${id}` }],
    }),
    createProject: build.mutation<Project, CreateProjectInput>({
      query: (body) => ({ url: API_PATHS.projects, method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateProject: build.mutation<Project, { id: number; changes: UpdateProjectInput }>({
      query: ({ id, changes }) => ({ url: apiPath(API_PATHS.project, { id }), method: 'PATCH', body: changes }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, { type: 'Project', id }]),
    }),
    /** Only the list: the deleted project's own query would answer 404 if it were refetched. */
    deleteProject: build.mutation<void, number>({
      query: (id) => ({ url: apiPath(API_PATHS.project, { id }), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
  }),
});

export const {
  useGetUserProjectsQuery,
  useGetProjectQuery,
  useGetProjectConnectionsQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useDeleteProjectMutation,
} = projectsApi;
