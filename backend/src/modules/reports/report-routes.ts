import Router from '@koa/router';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { createReportSchema } from '#shared/schemas/report-schemas.ts';
import type { AppDeps, AppState } from '../../app-context.ts';
import { access, requireUser } from '../../http/access.ts';
import { parseInput } from '../../domain/domain-errors.ts';
import { consumeOrThrow, tooManyReports } from '../../http/rate-limiters.ts';
import { ReportService } from './report-service.ts';

/** POST /api/reports: any signed-in member reports what they can see. */
export function reportRoutes(deps: AppDeps, service = new ReportService(deps)) {
  const router = new Router<AppState>();
  router.post(API_PATHS.reports, access('signedIn'), async (ctx) => {
    const reporter = requireUser(ctx);
    await consumeOrThrow(deps.limiters.reportsByUser, String(reporter.id), tooManyReports);
    ctx.body = await service.create(reporter, parseInput(createReportSchema, ctx.request.body));
    ctx.status = 201;
  });
  return router;
}
