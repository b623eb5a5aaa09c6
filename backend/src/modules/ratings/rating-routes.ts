import Router from '@koa/router';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { idParamSchema } from '#shared/schemas/project-schemas.ts';
import { createRatingSchema } from '#shared/schemas/rating-schemas.ts';
import { RATING_MESSAGES, RATING_TARGET_TYPES, type RatingTargetType } from '#shared/constants/ratings.ts';
import { access, requireUser } from '../../http/access.ts';
import type { AppDeps, AppState } from '../../app-context.ts';
import { invalid, notFound, parseInput } from '../../domain/domain-errors.ts';
import { RatingService } from './rating-service.ts';

/** Rating calls; the rules live in RatingService. */
export function ratingRoutes(deps: AppDeps, service = new RatingService(deps)) {
  const router = new Router<AppState>();

  router.post(API_PATHS.ratings, access('signedIn'), async (ctx) => {
    const user = requireUser(ctx);
    const result = await service.submit(user, parseInput(createRatingSchema, ctx.request.body));
    ctx.status = result.replaced ? 200 : 201;
    ctx.body = result;
  });

  // Public: the product page shows ratings to visitors too.
  router.get(API_PATHS.targetRatings, access('public'), async (ctx) => {
    const type = ctx.params.type;
    if (!(RATING_TARGET_TYPES as readonly string[]).includes(type ?? '')) throw invalid(RATING_MESSAGES.targetType);
    const id = idParamSchema.safeParse(ctx.params.id);
    if (!id.success) throw notFound();
    ctx.body = await service.forTarget(ctx.state.user, type as RatingTargetType, id.data);
  });

  return router;
}
