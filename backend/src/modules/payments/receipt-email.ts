import { formatUsd } from '#shared/constants/one-off-products.ts';
import type { BillingPayment } from '#shared/schemas/payment-schemas.ts';
import { escapeHtml } from '../../http/html.ts';
import type { MailMessage } from '../mail/index.ts';

/** The receipt each succeeded payment sends; the payment history in /profile lists the same. */
export function receiptEmail(to: string, fullName: string, payment: BillingPayment, historyLink: string): MailMessage {
  const amount = formatUsd(payment.amountCents);
  const date = new Date(payment.createdAt).toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');
  const testMode = payment.provider === 'simulated' ? ' (test mode: no card was charged)' : '';
  const rows: Array<[string, string]> = [
    ['Receipt', payment.receiptNumber ?? String(payment.id)],
    ['Date', date],
    ['Item', payment.description],
    ['Amount', `${amount} ${payment.currency}${testMode}`],
    ['Paid with', payment.provider === 'paypal' ? 'PayPal' : payment.provider === 'stripe' ? 'Card' : 'Test card'],
  ];
  const intro = `Hi ${fullName}, thank you for your payment. Here is your receipt.`;
  return {
    to,
    subject: `Your HardwareHub receipt ${payment.receiptNumber ?? ''}`.trim(),
    text: `${intro}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nYour payment history: ${historyLink}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#f5f7fb;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:8px;padding:32px">
<h2 style="margin-top:0;color:#1f2937">Payment receipt</h2>
<p style="color:#374151">${escapeHtml(intro)}</p>
<table style="width:100%;border-collapse:collapse;color:#374151">${rows
      .map(([k, v]) => `<tr><td style="padding:6px 0;color:#6b7280">${escapeHtml(k)}</td><td style="padding:6px 0;text-align:right">${escapeHtml(v)}</td></tr>`)
      .join('')}</table>
<p><a href="${escapeHtml(historyLink)}" style="color:#1677ff">See your payment history</a></p>
</div></body></html>`,
    link: historyLink,
  };
}
