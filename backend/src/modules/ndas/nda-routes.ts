import Router from '@koa/router';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { NDA_MESSAGES } from '#shared/schemas/nda-schemas.ts';
import type { AppState } from '../../app-context.ts';
import { idParamOr404 } from '../../domain/domain-errors.ts';
import { access, requireUser } from '../../http/access.ts';
import { projectId } from '../projects/index.ts';
import type { NdaService } from './nda-service.ts';

/** NDA calls; the rules live in NdaService. */
export function ndaRoutes(service: NdaService) {
  const router = new Router<AppState>();

  router.get(API_PATHS.sharedProjects, access('signedIn'), async (ctx) => {
    ctx.body = await service.sharedList(requireUser(ctx));
  });

  router.get(API_PATHS.sharedProject, access('party'), async (ctx) => {
    ctx.body = await service.sharedView(requireUser(ctx), projectId(ctx.params.id));
  });

  router.get(API_PATHS.projectNda, access('owner'), async (ctx) => {
    ctx.body = await service.ownerView(requireUser(ctx), projectId(ctx.params.id));
  });

  router.patch(API_PATHS.projectNda, access('owner'), async (ctx) => {
    ctx.body = await service.updateSettings(requireUser(ctx), projectId(ctx.params.id), ctx.request.body);
  });

  router.post(API_PATHS.projectNdaVersions, access('owner'), async (ctx) => {
    ctx.body = await service.addVersion(requireUser(ctx), projectId(ctx.params.id), ctx.request.body);
    ctx.status = 201;
  });

  router.post(API_PATHS.projectNdaSignatures, access('party'), async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await service.sign(user, projectId(ctx.params.id), ctx.request.body, { ip: ctx.ip, userAgent: ctx.get('user-agent') });
    ctx.status = 201;
  });

  router.get(API_PATHS.ndaSignaturePdf, access('party'), async (ctx) => {
    const { filename, bytes } = await service.signaturePdf(requireUser(ctx), idParamOr404(ctx.params.id, NDA_MESSAGES.signatureNotFound));
    // The name is plain ASCII by construction (signedNdaFileName).
    ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = 'application/pdf';
    ctx.body = Buffer.from(bytes);
  });

  return router;
}
