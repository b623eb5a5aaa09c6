import Router from '@koa/router';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { USER_MESSAGES } from '#shared/schemas/partner-search-schemas.ts';
import { access, requireUser } from '../../http/access.ts';
import type { AppDeps, AppState } from '../../app-context.ts';
import { idParamOr404 } from '../../domain/domain-errors.ts';
import { PartnerSearchQueries } from './partner-search-query.ts';
import { PartnerSearchService, type ProjectsOnProfile } from './partner-search-service.ts';

/** GET /api/users (the partner search) and the public profile page's call. */
export function userRoutes(deps: AppDeps, projectsOnProfile: ProjectsOnProfile, service = new PartnerSearchService(deps, projectsOnProfile)) {
  const router = new Router<AppState>();
  const queries = new PartnerSearchQueries();

  router.get(API_PATHS.users, access('signedIn'), async (ctx) => {
    const user = requireUser(ctx);
    // PartnerSearchResult joined from the index's card bytes, without serializing 20 cards per request.
    ctx.type = 'application/json';
    ctx.body = await service.searchJson(user.id, queries.parse(ctx.querystring, () => ctx.query));
  });

  router.get(API_PATHS.userProfile, access('signedIn'), async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await service.profile(user.id, idParamOr404(ctx.params.id, USER_MESSAGES.notFound));
  });

  return router;
}
