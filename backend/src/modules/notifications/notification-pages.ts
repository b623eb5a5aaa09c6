import type { Context, Next } from 'koa';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_MESSAGES } from '#shared/schemas/notification-schemas.ts';
import { escapeHtml, readSmallForm, simplePage } from '../../http/html.ts';
import { NOTIFICATION_SETTINGS_PATH, NOTIFICATION_UNSUBSCRIBE_PAGE } from './notification-mail.ts';
import type { UnsubscribeScope } from './notification-rules.ts';
import type { NotificationService } from './notification-service.ts';

/** The page's question, naming what the link stops: "Stop emails about new and revised quotes?", "Stop the daily digest?". */
export function unsubscribeQuestion(scope: UnsubscribeScope): string {
  if (scope === 'digest') return 'Stop the daily digest?';
  const label = NOTIFICATION_KIND_LABELS[scope];
  // "New quotes" reads "new quotes" mid-sentence; an initialism ("NDAs signed") keeps its capitals.
  const inSentence = /^[A-Z][a-z]/.test(label) ? `${label.charAt(0).toLowerCase()}${label.slice(1)}` : label;
  return `Stop emails about ${inSentence}?`;
}

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
      const scope = notifications.unsubscribeScope(token);
      if (!scope) return invalid(ctx);
      const question = unsubscribeQuestion(scope);
      const outcome = scope === 'digest'
        ? 'What the digest carries will show in the app only. You can turn it on again in your notification settings.'
        : 'You will no longer get these emails. You can turn them on again in your notification settings.';
      const hidden = `<input type="hidden" name="token" value="${escapeHtml(token)}">`;
      return page(ctx, 200, question, `<h1>${escapeHtml(question)}</h1><p>${outcome}</p><form method="post">${hidden}<button type="submit">Unsubscribe</button></form>`);
    }
    if (ctx.method === 'POST') {
      // The page's own button posts the token as a field; a mail client's one-click POST has it in the address.
      const token = (await readSmallForm(ctx)).get('token') ?? text(ctx.query.token);
      if (!notifications.unsubscribeScope(token)) return invalid(ctx);
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
