import Router from '@koa/router';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { createProductSchema, productQuerySchema, updateProductSchema } from '#shared/schemas/product-schemas.ts';
import { PRODUCT_MESSAGES } from '#shared/constants/products.ts';
import { access, requireUser } from '../../http/access.ts';
import type { AppDeps, AppState } from '../../app-context.ts';
import { idParamOr404, parseInput } from '../../domain/domain-errors.ts';
import { ProductService } from './product-service.ts';

/** A malformed id is a product nobody can find. */
const productId = (raw: string | undefined): number => idParamOr404(raw, PRODUCT_MESSAGES.notFound);

/** Product calls plus saved items; the rules live in ProductService. */
export function productRoutes(deps: AppDeps, service = new ProductService(deps)) {
  const router = new Router<AppState>();

  // Public: anyone may browse the marketplace and product pages.
  router.get(API_PATHS.products, access('public'), async (ctx) => {
    const query = parseInput(productQuerySchema, ctx.query);
    // From the in-memory index, joined from filed card bytes; from SQL while it loads (or is switched off).
    const json = await service.listJson(query, ctx.state.user?.id);
    if (json) {
      ctx.type = 'application/json';
      ctx.body = json;
    } else ctx.body = await service.list(query, ctx.state.user?.id);
  });

  // Before /:id, so "saved" is never read as an id.
  router.get(API_PATHS.savedProducts, access('signedIn'), async (ctx) => {
    ctx.body = await service.listSaved(requireUser(ctx));
  });

  router.get(API_PATHS.product, access('public'), async (ctx) => {
    ctx.body = await service.getOne(productId(ctx.params.id), ctx.state.user);
  });

  router.get(API_PATHS.similarProducts, access('public'), async (ctx) => {
    ctx.body = await service.similar(productId(ctx.params.id), ctx.state.user?.id);
  });

  router.post(API_PATHS.products, access('signedIn'), async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await service.create(user, parseInput(createProductSchema, ctx.request.body));
    ctx.status = 201;
  });

  router.patch(API_PATHS.product, access('owner'), async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await service.update(user, productId(ctx.params.id), parseInput(updateProductSchema, ctx.request.body));
  });

  router.delete(API_PATHS.product, access('owner'), async (ctx) => {
    const user = requireUser(ctx);
    await service.delete(user, productId(ctx.params.id));
    ctx.status = 204;
  });

  router.post(API_PATHS.productSave, access('signedIn'), async (ctx) => {
    ctx.body = await service.save(requireUser(ctx), productId(ctx.params.id));
  });

  router.delete(API_PATHS.productSave, access('signedIn'), async (ctx) => {
    ctx.body = await service.unsave(requireUser(ctx), productId(ctx.params.id));
  });

  return router;
}
