import type { Context, Next } from 'koa';
import { escapeHtml, simplePage } from '../http/html.ts';
import { browserReturnPath, desktopReturnLink, PAYMENT_RETURN_PATH, paymentReturnQuerySchema } from '#shared/api/payment-return.ts';

/**
 * GET /payments/return: where a payment started in the desktop app comes back. The
 * page opens the app by its hardwarehub:// link (a meta refresh: the CSP allows no inline script)
 * and offers the browser's own result page. A malformed query gets a page that says so, not a 500.
 */
export function paymentReturnPage() {
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== PAYMENT_RETURN_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    const parsed = paymentReturnQuerySchema.safeParse(ctx.query);
    if (!parsed.success) {
      ctx.status = 400;
      ctx.body = simplePage('Payment', `<h1>This link is incomplete</h1><p>We could not tell which payment it is about. Your payment itself is not affected.</p><p><a class="button" href="/dashboard">Go to your dashboard</a></p>`);
      return;
    }
    const app = desktopReturnLink(parsed.data);
    const browser = browserReturnPath(parsed.data);
    const succeeded = parsed.data.paymentStatus === 'succeeded';
    ctx.body = simplePage(
      succeeded ? 'Payment complete' : 'Payment processing',
      `<h1>${succeeded ? 'Payment complete' : 'Payment processing'}</h1>
<p>Returning you to the HardwareHub app. If it does not open, use the button below.</p>
<p><a class="button" href="${escapeHtml(app)}">Open HardwareHub</a></p>
<p><a class="secondary" href="${escapeHtml(browser)}">Continue in the browser</a></p>`,
      { refresh: app },
    );
  };
}
