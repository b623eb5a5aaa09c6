import Router from '@koa/router';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { MESSAGE_ERRORS, ownMessagesQuerySchema, sendMessageSchema, threadQuerySchema } from '#shared/schemas/message-schemas.ts';
import { access, requireUser } from '../../http/access.ts';
import { sendJsonConditionally } from '../../http/conditional-get.ts';
import type { AppDeps, AppState } from '../../app-context.ts';
import { idParamOr404, parseInput } from '../../domain/domain-errors.ts';
import { MessageService } from './message-service.ts';

/** A malformed id is a connection nobody has. */
const connectionId = (raw: string | undefined): number => idParamOr404(raw, MESSAGE_ERRORS.connectionNotFound);

/** Messages calls (shapes in shared/schemas/message-schemas.ts); the rules live in MessageService. */
export function messageRoutes(deps: AppDeps, service = new MessageService(deps)) {
  const router = new Router<AppState>();

  router.get(API_PATHS.messages, access('signedIn'), async (ctx) => {
    ctx.body = await service.listOwn(requireUser(ctx).id, parseInput(ownMessagesQuerySchema, ctx.query));
  });

  router.get(API_PATHS.messageSummaries, access('signedIn'), async (ctx) => {
    ctx.body = await service.summaries(requireUser(ctx).id);
  });

  router.get(API_PATHS.unreadMessages, access('signedIn'), async (ctx) => {
    ctx.body = await service.unreadCounts(requireUser(ctx).id);
  });

  router.get(API_PATHS.connectionMessages, access('party'), async (ctx) => {
    const id = connectionId(ctx.params.id);
    // A client that sends back the page's ETag gets 304 and no body while the page is unchanged
    // (a reconnect's or a refocus's reload of an idle thread).
    sendJsonConditionally(ctx, JSON.stringify(await service.thread(requireUser(ctx), id, parseInput(threadQuerySchema, ctx.query))));
  });

  // The HTTP fallback: same rules and the same realtime fan-out as the socket's `message` frame.
  router.post(API_PATHS.messages, access('party'), async (ctx) => {
    const user = requireUser(ctx);
    const { message, created } = await service.send(user.id, parseInput(sendMessageSchema, ctx.request.body));
    ctx.status = created ? 201 : 200;
    ctx.body = message;
  });

  router.post(API_PATHS.connectionMessagesRead, access('party'), async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await service.markRead(user.id, connectionId(ctx.params.id));
  });

  return router;
}
