import Router from '@koa/router';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { NOTIFICATION_MESSAGES } from '#shared/schemas/notification-schemas.ts';
import type { AppState } from '../../app-context.ts';
import { idParamOr404 } from '../../domain/domain-errors.ts';
import { access, requireUser } from '../../http/access.ts';
import type { NotificationService } from './notification-service.ts';

/** The bell's list, reading, the preferences, and the mails' one-click unsubscribe (signed out). */
export function notificationRoutes(notifications: NotificationService) {
  const router = new Router<AppState>();

  router.get(API_PATHS.notifications, access('signedIn'), async (ctx) => {
    ctx.body = await notifications.list(requireUser(ctx).id, ctx.query);
  });
  router.post(API_PATHS.notificationsReadAll, access('signedIn'), async (ctx) => {
    ctx.body = await notifications.markAllRead(requireUser(ctx).id);
  });
  // Another member's notification is 404, as one that does not exist.
  router.post(API_PATHS.notificationRead, access('owner'), async (ctx) => {
    ctx.body = await notifications.markRead(requireUser(ctx).id, idParamOr404(ctx.params.id, NOTIFICATION_MESSAGES.notFound));
  });
  router.get(API_PATHS.notificationPreferences, access('signedIn'), async (ctx) => {
    ctx.body = await notifications.preferences(requireUser(ctx).id);
  });
  router.put(API_PATHS.notificationPreferences, access('signedIn'), async (ctx) => {
    ctx.body = await notifications.updatePreferences(requireUser(ctx).id, ctx.request.body);
  });
  // The token alone says who and what (signed), so it works from a mail without signing in.
  router.post(API_PATHS.notificationUnsubscribe, access('public'), async (ctx) => {
    ctx.body = await notifications.unsubscribe(ctx.query.token);
  });

  return router;
}
