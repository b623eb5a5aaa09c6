import { formatUsd } from '#shared/constants/one-off-products.ts';
import type { BillingPayment } from '#shared/schemas/payment-schemas.ts';
import { emailDocument, escapeHtml } from '../../http/html.ts';
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
  return billingEmail(to, {
    subject: `Your HardwareHub receipt ${payment.receiptNumber ?? ''}`.trim(),
    heading: 'Payment receipt',
    paragraphs: [`Hi ${fullName}, thank you for your payment. Here is your receipt.`],
    rows,
    link: { url: historyLink, label: 'See your payment history', textLabel: 'Your payment history' },
  });
}

/**
 * The payment mails' one layout (receipts, failed renewals): a heading, paragraphs, a table of label and
 * value, and one link, in the house mail document (readable in dark mode too); the text part says the
 * same, every value escaped in the HTML.
 */
export function billingEmail(
  to: string,
  mail: { subject: string; heading: string; paragraphs: string[]; rows: Array<[string, string]>; link: { url: string; label: string; textLabel?: string } },
): MailMessage {
  const { subject, heading, paragraphs, rows, link } = mail;
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${link.textLabel ?? link.label}: ${link.url}\n`,
    html: emailDocument(`<h2 class="mail-heading" style="margin-top:0;color:#1f2937">${escapeHtml(heading)}</h2>
${paragraphs.map((paragraph) => `<p class="mail-text" style="color:#374151">${escapeHtml(paragraph)}</p>`).join('\n')}
<table class="mail-text" style="width:100%;border-collapse:collapse;color:#374151">${rows
      .map(([k, v]) => `<tr><td class="mail-muted mail-rule" style="padding:6px 0;color:#6b7280;border-bottom:1px solid #e5e7eb">${escapeHtml(k)}</td><td class="mail-text mail-rule" style="padding:6px 0;text-align:right;color:#374151;border-bottom:1px solid #e5e7eb">${escapeHtml(v)}</td></tr>`)
      .join('')}</table>
<p><a class="mail-link" href="${escapeHtml(link.url)}" style="color:#1677ff">${escapeHtml(link.label)}</a></p>`, 520),
    link: link.url,
  };
}
