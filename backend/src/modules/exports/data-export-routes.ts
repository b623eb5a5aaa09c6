import Router from '@koa/router';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { exportQuerySchema } from '#shared/schemas/export-schemas.ts';
import type { AppDeps, AppState } from '../../app-context.ts';
import { access, requireUser } from '../../http/access.ts';
import { parseInput } from '../../domain/domain-errors.ts';
import { DataExportService } from './data-export-service.ts';

/** GET /api/user/export: the member's own data, for members who bought the export. */
export function dataExportRoutes(deps: AppDeps, service = new DataExportService(deps)) {
  const router = new Router<AppState>();
  router.get(API_PATHS.dataExport, access('signedIn'), async (ctx) => {
    const user = requireUser(ctx);
    const { format } = parseInput(exportQuerySchema, ctx.query);
    await service.assertPurchased(user.id);
    const date = deps.clock.now().toISOString().slice(0, 10);
    if (format === 'xlsx') {
      ctx.body = await service.xlsx(user);
      ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      ctx.attachment(`hardwarehub-export-${date}.xlsx`);
    } else {
      ctx.body = await service.csvZip(user);
      ctx.type = 'application/zip';
      ctx.attachment(`hardwarehub-export-${date}-csv.zip`);
    }
  });
  return router;
}
