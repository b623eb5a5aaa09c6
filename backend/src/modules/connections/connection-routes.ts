import Router from '@koa/router';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { CONNECTION_MESSAGES, createConnectionSchema, updateConnectionSchema } from '#shared/schemas/connection-schemas.ts';
import { PROJECT_MESSAGES } from '#shared/schemas/project-schemas.ts';
import { access, requireUser } from '../../http/access.ts';
import type { AppDeps, AppState } from '../../app-context.ts';
import { idParamOr404, parseInput } from '../../domain/domain-errors.ts';
import { projectId, ProjectService } from '../projects/index.ts';
import { Connection } from '../../db/models/connection-model.ts';
import { toConnectionWithUsers } from './connection-serializer.ts';
import { ConnectionService } from './connection-service.ts';

/** A malformed id is a connection nobody has. */
const connectionId = (raw: string | undefined): number => idParamOr404(raw, CONNECTION_MESSAGES.notFound);

/** Connection calls; the rules live in ConnectionService. */
export function connectionRoutes(deps: AppDeps, projects = new ProjectService(deps), service = new ConnectionService(deps)) {
  const router = new Router<AppState>();

  router.get(API_PATHS.connections, access('signedIn'), async (ctx) => {
    ctx.body = await service.listFor(requireUser(ctx).id);
  });

  router.post(API_PATHS.connections, access('signedIn'), async (ctx) => {
    const user = requireUser(ctx);
    const { detail, created } = await service.create(user, parseInput(createConnectionSchema, ctx.request.body));
    ctx.body = detail;
    // A repeat of one's own pending request answers that request: nothing new was made.
    ctx.status = created ? 201 : 200;
  });

  // Owner only (403 for someone else's active project, 404 for one they cannot see), newest first.
  router.get(API_PATHS.projectConnections, access('owner'), async (ctx) => {
    const user = requireUser(ctx);
    const project = await projects.findOwned(deps.knex, user, projectId(ctx.params.id), PROJECT_MESSAGES.ownerOnlyConnections);
    const connections = await Connection.query(deps.knex)
      .where({ projectId: project.id })
      .where((q) => q.where('requesterId', user.id).orWhere('recipientId', user.id))
      .withGraphFetched('[requester, recipient]')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc');
    ctx.body = connections.map(toConnectionWithUsers);
  });

  router.patch(API_PATHS.connection, access('party'), async (ctx) => {
    const user = requireUser(ctx);
    const id = connectionId(ctx.params.id);
    ctx.body = await service.respond(user, id, parseInput(updateConnectionSchema, ctx.request.body));
  });

  router.delete(API_PATHS.connection, access('party'), async (ctx) => {
    const user = requireUser(ctx);
    await service.withdraw(user, connectionId(ctx.params.id));
    ctx.status = 204;
  });

  return router;
}
