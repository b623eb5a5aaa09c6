import Router from '@koa/router';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { AI_MESSAGES, AI_TOOL_SCHEMAS, aiRunsQuerySchema, saveAiRunSchema, type AiTool } from '#shared/schemas/ai-schemas.ts';
import { PROJECT_MESSAGES } from '#shared/schemas/project-schemas.ts';
import type { AppDeps, AppState } from '../../app-context.ts';
import { access, requireUser } from '../../http/access.ts';
import { idParamOr404, parseInput } from '../../domain/domain-errors.ts';
import type { AiService } from './ai-service.ts';

const TOOL_PATHS: Record<AiTool, string> = {
  'design-recommendations': API_PATHS.aiDesignRecommendations,
  'manufacturing-feasibility': API_PATHS.aiManufacturingFeasibility,
  'cost-estimation': API_PATHS.aiCostEstimation,
  'quick-prototype-cost': API_PATHS.aiQuickPrototypeCost,
};

/** AI calls (any signed-in member) and the kept runs; the rules live in AiService. */
export function aiRoutes(_deps: AppDeps, service: AiService) {
  const router = new Router<AppState>();

  for (const [tool, path] of Object.entries(TOOL_PATHS) as Array<[AiTool, string]>) {
    router.post(path, access('signedIn'), async (ctx) => {
      const input = parseInput(AI_TOOL_SCHEMAS[tool].request, ctx.request.body);
      ctx.body = await service.run(requireUser(ctx), tool, input);
    });
  }

  router.get(API_PATHS.aiRuns, access('signedIn'), async (ctx) => {
    const { tool } = parseInput(aiRunsQuerySchema, ctx.query);
    ctx.body = await service.listRuns(requireUser(ctx), tool);
  });

  router.get(API_PATHS.aiRun, access('owner'), async (ctx) => {
    ctx.body = await service.getRun(requireUser(ctx), idParamOr404(ctx.params.id, AI_MESSAGES.runNotFound));
  });

  router.patch(API_PATHS.aiRun, access('owner'), async (ctx) => {
    const { projectId } = parseInput(saveAiRunSchema, ctx.request.body);
    ctx.body = await service.saveRun(requireUser(ctx), idParamOr404(ctx.params.id, AI_MESSAGES.runNotFound), projectId);
  });

  router.delete(API_PATHS.aiRun, access('owner'), async (ctx) => {
    await service.deleteRun(requireUser(ctx), idParamOr404(ctx.params.id, AI_MESSAGES.runNotFound));
    ctx.status = 204;
  });

  router.get(API_PATHS.projectEstimates, access('owner'), async (ctx) => {
    const id = idParamOr404(ctx.params.id, PROJECT_MESSAGES.notFound);
    ctx.body = await service.projectEstimates(requireUser(ctx), id, PROJECT_MESSAGES.notFound);
  });

  return router;
}
