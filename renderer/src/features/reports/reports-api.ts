import { API_PATHS } from '#shared/api/api-paths.ts';
import type { CreateReportInput, ReportReceipt } from '#shared/schemas/report-schemas.ts';
import { baseApi } from '../../lib/api/base-api.ts';

/**
 * POST /api/reports: 201 ReportReceipt; 409 {message} for a repeat, 400 for one's own content.
 * Imported only by the lazily loaded dialog, so the endpoint is injected on the first report.
 */
export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createReport: build.mutation<ReportReceipt, CreateReportInput>({
      query: (body) => ({ url: API_PATHS.reports, method: 'POST', body }),
    }),
  }),
});

export const { useCreateReportMutation } = reportsApi;
