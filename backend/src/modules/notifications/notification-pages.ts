import type { Context, Next } from 'koa';
import { NOTIFICATION_MESSAGES } from '#shared/schemas/notification-schemas.ts';
import { escapeHtml, readSmallForm, simplePage } from '../../http/html.ts';
import { NOTIFICATION_SETTINGS_PATH, NOTIFICATION_UNSUBSCRIBE_PAGE } from './notification-mail.ts';
import type { NotificationService } from './notification-service.ts';

/**
 * The unsubscribe link of a notification mail: a small server page, like the newsletter's. Opening it
 * only shows a button (mail scanners fetch every link and must not unsubscribe anyone); the change
 * happens on POST, which is also where a mail client's one-click unsubscribe (RFC 8058) lands, with
 * `List-Unsubscribe=One-Click` as a form body and the token in the address.
 */
export function notificationPages(notifications: NotificationService) {
  const page = (ctx: Context, status: number, title: string, body: string) => {
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = simplePage(title, body, { noindex: true });
  };
  const settings = `<p><a class="button" href="${escapeHtml(NOTIFICATION_SETTINGS_PATH)}">Notification settings</a></p>`;
  const invalid = (ctx: Context) => page(ctx, 400, 'This link is not valid', `<h1>This link is not valid</h1><p>${escapeHtml(NOTIFICATION_MESSAGES.badUnsubscribeLink)}</p>${settings}`);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');

  return async (ctx: Context, next: Next) => {
    if (ctx.path !== NOTIFICATION_UNSUBSCRIBE_PAGE) return next();
    if (ctx.method === 'GET' || ctx.method === 'HEAD') {
      const token = text(ctx.query.token);
      if (!notifications.validUnsubscribe(token)) return invalid(ctx);
      const hidden = `<input type="hidden" name="token" value="${escapeHtml(token)}">`;
      return page(ctx, 200, 'Unsubscribe from these emails?', `<h1>Unsubscribe from these emails?</h1><p>You will no longer get these emails. You can turn them on again in your notification settings.</p><form method="post">${hidden}<button type="submit">Unsubscribe</button></form>`);
    }
    if (ctx.method === 'POST') {
      // The page's own button posts the token as a field; a mail client's one-click POST has it in the address.
      const token = (await readSmallForm(ctx)).get('token') ?? text(ctx.query.token);
      if (!notifications.validUnsubscribe(token)) return invalid(ctx);
      try {
        const { message } = await notifications.unsubscribe(token);
        return page(ctx, 200, 'You are unsubscribed', `<h1>You are unsubscribed</h1><p>${escapeHtml(message)}</p>${settings}`);
      } catch {
        return invalid(ctx);
      }
    }
    return next();
  };
}
