import { apiPath, API_PATHS } from '#shared/api/api-paths.ts';
import type { FileList, FileView } from '#shared/schemas/file-schemas.ts';
import { baseApi } from '../../lib/api/base-api.ts';

/** Shared files. 'File' tags one file by id (its scan state and geometry change after upload). */
export const filesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFile: build.query<FileView, number>({
      query: (id) => apiPath(API_PATHS.file, { id }),
      providesTags: (_result, _error, id) => [{ type: 'File', id }],
    }),
    /** A project's files, newest first, each with its earlier revisions. */
    getProjectFiles: build.query<FileList, number>({
      query: (projectId) => ({ url: API_PATHS.files, params: { projectId } }),
      providesTags: (result, _error, projectId) => [
        { type: 'File', id: `project-${projectId}` },
        ...(result?.files.flatMap((file) => [file, ...file.earlierRevisions]).map((file) => ({ type: 'File' as const, id: file.id })) ?? []),
      ],
    }),
    deleteFile: build.mutation<void, { id: number; projectId?: number | null }>({
      query: ({ id }) => ({ url: apiPath(API_PATHS.file, { id }), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { id, projectId }) => [{ type: 'File', id }, ...(projectId ? [{ type: 'File' as const, id: `project-${projectId}` }] : [])],
    }),
  }),
});

export const { useGetFileQuery, useGetProjectFilesQuery, useDeleteFileMutation } = filesApi;
