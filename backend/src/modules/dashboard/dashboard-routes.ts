import Router from '@koa/router';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { access, requireUser } from '../../http/access.ts';
import type { AppDeps, AppState } from '../../app-context.ts';
import { DashboardService } from './dashboard-service.ts';

export function dashboardRoutes(deps: AppDeps) {
  const service = new DashboardService(deps);
  const router = new Router<AppState>();

  router.get(API_PATHS.dashboard, access('signedIn'), async (ctx) => {
    ctx.body = await service.forUser(requireUser(ctx));
  });

  return router;
}
