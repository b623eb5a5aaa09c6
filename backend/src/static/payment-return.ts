import type { Context, Next } from 'koa';
import { browserReturnPath, desktopReturnLink, PAYMENT_RETURN_PATH, paymentReturnQuerySchema } from '#shared/api/payment-return.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string, refresh?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${refresh ? `<meta http-equiv="refresh" content="0;url=${escapeHtml(refresh)}">` : ''}<title>${escapeHtml(title)} - HardwareHub</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f5f7fb;color:#1f2937;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:32px;max-width:440px;margin:16px;box-shadow:0 1px 3px rgba(0,0,0,.08);text-align:center}
h1{font-size:22px;margin:0 0 8px}p{color:#4b5563;line-height:1.5}a.button{display:inline-block;background:#1677ff;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;margin:8px 0}
a.secondary{color:#1677ff}</style></head><body><main>${body}</main></body></html>`;
}

/**
 * GET /payments/return (issue 12 §8): where a payment started in the desktop app comes back. The
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
      ctx.body = page('Payment', `<h1>This link is incomplete</h1><p>We could not tell which payment it is about. Your payment itself is not affected.</p><p><a class="button" href="/dashboard">Go to your dashboard</a></p>`);
      return;
    }
    const app = desktopReturnLink(parsed.data);
    const browser = browserReturnPath(parsed.data);
    const succeeded = parsed.data.paymentStatus === 'succeeded';
    ctx.body = page(
      succeeded ? 'Payment complete' : 'Payment processing',
      `<h1>${succeeded ? 'Payment complete' : 'Payment processing'}</h1>
<p>Returning you to the HardwareHub app. If it does not open, use the button below.</p>
<p><a class="button" href="${escapeHtml(app)}">Open HardwareHub</a></p>
<p><a class="secondary" href="${escapeHtml(browser)}">Continue in the browser</a></p>`,
      app,
    );
  };
}
