import type { Context, Next } from 'koa';
import { escapeHtml, readSmallForm, simplePage } from '../../http/html.ts';
import { NEWSLETTER_PATHS, type InboxService, type NewsletterOutcome } from './inbox-service.ts';

const RESULT: Record<NewsletterOutcome, { status: number; title: string; text: string }> = {
  confirmed: { status: 200, title: 'Subscription confirmed', text: 'Thank you. You will receive the HardwareHub newsletter: guides, events and stories for hardware founders.' },
  'already-confirmed': { status: 200, title: 'Already confirmed', text: 'Your subscription is already confirmed. Nothing else to do.' },
  expired: { status: 410, title: 'This link has expired', text: 'Confirmation links work for 7 days. Subscribe again on the blog and we will send a new one.' },
  unsubscribed: { status: 200, title: 'You are unsubscribed', text: 'You will not receive the HardwareHub newsletter any more. Changed your mind? Subscribe again on the blog.' },
  invalid: { status: 404, title: 'This link is not valid', text: 'It may have been copied incompletely, or already replaced by a newer one.' },
};

/**
 * The newsletter's links from mails: small server pages, like /payments/return. Opening a
 * link only shows a button; the change happens on POST, so mail scanners that fetch every link
 * neither confirm nor unsubscribe anyone. The List-Unsubscribe-Post one-click POST works directly.
 */
export function newsletterPages(service: InboxService) {
  const answer = (ctx: Context, outcome: NewsletterOutcome) => {
    const result = RESULT[outcome];
    ctx.status = result.status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = simplePage(result.title, `<h1>${escapeHtml(result.title)}</h1><p>${escapeHtml(result.text)}</p><p><a class="button" href="/blog">Go to the blog</a></p>`, { noindex: true });
  };
  const form = (ctx: Context, title: string, text: string, button: string, fields: Record<string, string>) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    const hidden = Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('');
    ctx.body = simplePage(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><form method="post">${hidden}<button type="submit">${escapeHtml(button)}</button></form>`, { noindex: true });
  };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');

  return async (ctx: Context, next: Next) => {
    if (ctx.path === NEWSLETTER_PATHS.confirm) {
      if (ctx.method === 'GET' || ctx.method === 'HEAD') {
        const token = text(ctx.query.token);
        if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return answer(ctx, 'invalid');
        return form(ctx, 'Confirm your subscription', 'One click and you will receive the HardwareHub newsletter.', 'Confirm subscription', { token });
      }
      if (ctx.method === 'POST') return answer(ctx, await service.confirm((await readSmallForm(ctx)).get('token') ?? text(ctx.query.token)));
    }
    if (ctx.path === NEWSLETTER_PATHS.unsubscribe) {
      const id = Number(text(ctx.query.id));
      const token = text(ctx.query.token);
      const valid = Number.isSafeInteger(id) && id > 0 && service.validUnsubscribe(id, token);
      if (ctx.method === 'GET' || ctx.method === 'HEAD') {
        if (!valid) return answer(ctx, 'invalid');
        return form(ctx, 'Unsubscribe from the newsletter?', 'You will not receive the HardwareHub newsletter any more.', 'Unsubscribe', {});
      }
      if (ctx.method === 'POST') return answer(ctx, valid ? await service.unsubscribe(id, token) : 'invalid');
    }
    return next();
  };
}
