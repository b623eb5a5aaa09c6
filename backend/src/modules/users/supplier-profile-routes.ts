import Router from '@koa/router';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { certificationSubmitSchema, portfolioItemInputSchema, SUPPLIER_PROFILE_MESSAGES, supplierProfileInputSchema } from '#shared/schemas/supplier-profile-schemas.ts';
import type { AppDeps, AppState } from '../../app-context.ts';
import { idParamOr404, parseInput } from '../../domain/domain-errors.ts';
import { access, requireUser } from '../../http/access.ts';
import { SupplierProfileService } from './supplier-profile-service.ts';

/**
 * The member's own supplier profile. Writes are `owner`: the profile belongs to a manufacturer or
 * supplier (any other role gets 403), and an item or certification of another member is 404.
 */
export function supplierProfileRoutes(deps: AppDeps, service = new SupplierProfileService(deps)) {
  const router = new Router<AppState>();

  router.get(API_PATHS.supplierProfile, access('signedIn'), async (ctx) => {
    ctx.body = await service.own(requireUser(ctx));
  });

  router.put(API_PATHS.supplierProfile, access('owner'), async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await service.update(user, parseInput(supplierProfileInputSchema, ctx.request.body));
  });

  router.post(API_PATHS.supplierCertifications, access('owner'), async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await service.submitCertification(user, parseInput(certificationSubmitSchema, ctx.request.body));
    ctx.status = 201;
  });

  router.delete(API_PATHS.supplierCertification, access('owner'), async (ctx) => {
    await service.deleteCertification(requireUser(ctx), idParamOr404(ctx.params.id, SUPPLIER_PROFILE_MESSAGES.certificationNotFound));
    ctx.status = 204;
  });

  router.post(API_PATHS.supplierPortfolio, access('owner'), async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await service.addPortfolioItem(user, parseInput(portfolioItemInputSchema, ctx.request.body));
    ctx.status = 201;
  });

  router.patch(API_PATHS.supplierPortfolioItem, access('owner'), async (ctx) => {
    const user = requireUser(ctx);
    const id = idParamOr404(ctx.params.id, SUPPLIER_PROFILE_MESSAGES.portfolioNotFound);
    ctx.body = await service.updatePortfolioItem(user, id, parseInput(portfolioItemInputSchema, ctx.request.body));
  });

  router.delete(API_PATHS.supplierPortfolioItem, access('owner'), async (ctx) => {
    await service.deletePortfolioItem(requireUser(ctx), idParamOr404(ctx.params.id, SUPPLIER_PROFILE_MESSAGES.portfolioNotFound));
    ctx.status = 204;
  });

  return router;
}
