import { API_PATHS } from '#shared/api/api-paths.ts';
import type { Dashboard } from '#shared/schemas/dashboard-schemas.ts';
import { baseApi } from '../../lib/api/base-api.ts';

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Refetched after any project write (LIST), profile change (User) or new message/connection. */
    getDashboard: build.query<Dashboard, void>({
      query: () => API_PATHS.dashboard,
      providesTags: [{ type: 'Project', id: 'LIST' }, 'User', 'Message', 'Connection'],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
