import Router from '@koa/router';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { createProjectSchema, PROJECT_MESSAGES, updateProjectSchema } from '#shared/schemas/project-schemas.ts';
import { access, requireUser } from '../../http/access.ts';
import type { AppDeps, AppState } from '../../app-context.ts';
import { idParamOr404, parseInput } from '../../domain/domain-errors.ts';
import { ProjectService } from './project-service.ts';

/** A malformed id is a project nobody can see. */
export const projectId = (raw: string | undefined): number => idParamOr404(raw, PROJECT_MESSAGES.notFound);

/** Project calls; the rules live in ProjectService. */
export function projectRoutes(deps: AppDeps, service = new ProjectService(deps)) {
  const router = new Router<AppState>();

  // Before /:id, so "user" is never read as an id.
  router.get(API_PATHS.userProjects, access('signedIn'), async (ctx) => {
    ctx.body = await service.listOwn(requireUser(ctx).id);
  });

  router.get(API_PATHS.project, access('owner'), async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await service.getOne(user, projectId(ctx.params.id));
  });

  router.post(API_PATHS.projects, access('signedIn'), async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await service.create(user, parseInput(createProjectSchema, ctx.request.body));
    ctx.status = 201;
  });

  router.patch(API_PATHS.project, access('owner'), async (ctx) => {
    const user = requireUser(ctx);
    const id = projectId(ctx.params.id);
    ctx.body = await service.update(user, id, parseInput(updateProjectSchema, ctx.request.body));
  });

  router.delete(API_PATHS.project, access('owner'), async (ctx) => {
    const user = requireUser(ctx);
    await service.delete(user, projectId(ctx.params.id));
    ctx.status = 204;
  });

  return router;
}
