/**
 * `npm run screenshots:mail [-- --out dir --only name,name]`
 *
 * Every notification mail and payment mail, drawn by its real template function with demo data, as PNGs in
 * light and dark mode (prefers-color-scheme emulated) in system Chromium (CHROME_PATH): how a change to a
 * mail's layout is checked by eye. No server, no database. Files: `<out>/mail-<name>-light.png` and
 * `-dark.png` (default out: artifacts/screenshots).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import type { NotificationKind } from '../shared/schemas/notification-schemas.ts';
import type { MailMessage } from '../backend/src/modules/mail/index.ts';
import { digestEmail, notificationEmail, unreadMessagesEmail, type MailFooterLinks, type MailItem } from '../backend/src/modules/notifications/notification-emails.ts';
import { receiptEmail } from '../backend/src/modules/payments/receipt-email.ts';
import { renewalFailedEmail } from '../backend/src/modules/payments/renewal-failed-email.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(root, 'artifacts', 'screenshots') },
    /** Only these mails (names as in the files, without `mail-` and the theme). */
    only: { type: 'string', default: '' },
  },
});

const APP = 'https://app.hardwarehub.example';
const TO = 'maya.chen@example.com';
const NAME = 'Maya Chen';
const footer = (scope: string, stops = 'these emails'): MailFooterLinks => ({
  unsubscribe: `${APP}/notifications/unsubscribe?token=12.${scope}.Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5d2Fs`,
  settings: `${APP}/profile?tab=preferences`,
  stops,
});
const at = (link: string) => `${APP}${link}`;

/** Each kind's mail, as notification-events.ts words it; `message` is mailed in a batch (below), `billing` by payments. */
const SINGLE: Partial<Record<NotificationKind, MailItem>> = {
  'connection-request': { title: 'Ada Founder wants to connect', body: 'Hi Maya, we are building a low-cost soil sensor and need a PCB partner for a first run of 2,000 units.', link: at('/dashboard') },
  'connection-answered': { title: 'Wei Zhang accepted your connection request', body: 'You can now message each other.', link: at('/messages/41') },
  'file-shared': { title: 'Wei Zhang shared enclosure-v3.step', body: 'In the project Soil sensor v2', link: at('/projects/7?tab=files') },
  'nda-signed': { title: 'Wei Zhang signed your NDA', body: 'For the project Soil sensor v2', link: at('/projects/7?tab=nda') },
  'rfq-invited': { title: 'Maya Chen invited you to quote', body: '500 anodised aluminium enclosures, IP65', link: at('/rfqs/19') },
  'rfq-changed': { title: 'A request you quote on changed: 500 anodised aluminium enclosures, IP65', body: 'Changed: Quantity, Quote deadline', link: at('/rfqs/19') },
  'rfq-quote': { title: 'Shenzhen Precision Works sent a quote', body: '500 anodised aluminium enclosures, IP65', link: at('/rfqs/19?tab=quotes') },
  'rfq-question': { title: 'New question on 500 anodised aluminium enclosures, IP65', body: 'Is a matte anodised finish acceptable instead of gloss? It saves a week of lead time.', link: at('/rfqs/19?tab=questions') },
  'rfq-decision': { title: 'You won 500 anodised aluminium enclosures, IP65', body: 'The buyer awarded this request to you. They will be in touch in your conversation.', link: at('/rfqs/19') },
  'rfq-deadline': { title: 'Quotes for 500 anodised aluminium enclosures, IP65 are due soon', body: 'The deadline is 2026-12-02 17:00 UTC.', link: at('/rfqs/19') },
  verification: {
    title: 'Your verification was not approved',
    body: 'Reason: The ISO 9001 certificate number does not match the certification body\u2019s register. You can send a new credential from your profile.',
    link: at('/profile?tab=account'),
  },
  'report-outcome': {
    title: 'We acted on your report',
    body: 'Your report about "Too good to be true GPU": we found that it breaks our Terms of Service and have hidden it from other members. Thank you.',
    link: at('/dashboard'),
  },
  'listing-moderated': {
    title: 'Your listing Industrial stepper driver was hidden',
    body: 'Reason: The photos show another brand\u2019s product. Other members no longer see it; you still do. If you think this is a mistake, or once you have changed it, contact us.',
    link: at('/profile?tab=listings'),
  },
  'trial-ending': {
    title: 'Your trial ends soon',
    body: 'Pro plan trial ends on 4 December 2026; first charge $79.00. Unless you cancel before then, the plan starts on that day and renews until you cancel.',
    link: at('/profile?tab=subscription'),
  },
};

const mails: Record<string, MailMessage> = {};
for (const [kind, item] of Object.entries(SINGLE)) mails[kind] = notificationEmail(TO, NAME, item, footer(kind));
mails['messages-batch'] = unreadMessagesEmail(TO, NAME, '3 new messages from 2 people', [
  { title: 'Ada Founder', body: '2 unread messages', link: at('/messages/41') },
  { title: 'Wei Zhang', body: '1 unread message', link: at('/messages/42') },
], at('/messages'), footer('message', 'message emails'));
mails.digest = digestEmail(TO, NAME, 'Your HardwareHub digest: 11 updates', [
  { title: 'Unread messages (3)', items: [{ title: 'Ada Founder', body: '2 unread messages', link: at('/messages/41') }, { title: 'Wei Zhang', body: '1 unread message', link: at('/messages/42') }] },
  { title: 'New quotes', items: [SINGLE['rfq-quote']!, { title: 'Ostrava Metal revised their quote', body: '500 anodised aluminium enclosures, IP65', link: at('/rfqs/19?tab=quotes') }] },
  { title: 'Deadlines approaching', items: [SINGLE['rfq-deadline']!] },
  { title: 'Requests for quote', items: [SINGLE['rfq-question']!, SINGLE['rfq-changed']!] },
  { title: 'Connections and files', items: [SINGLE['connection-request']!, SINGLE['file-shared']!] },
  { title: 'New requests for quote that match you', items: [{ title: '2,000 CNC-milled heat sinks', body: 'Quotes due 2026-12-10', link: at('/rfqs/23') }] },
  { title: 'Other updates', items: [SINGLE['trial-ending']!] },
], at('/dashboard'), footer('digest', 'the daily digest'));
mails['payment-receipt'] = receiptEmail(TO, NAME, {
  id: 301, kind: 'subscription', provider: 'stripe', productCode: 'entrepreneur-pro', description: 'Pro plan (entrepreneur), monthly', quantity: 1,
  amountCents: 7900, currency: 'USD', status: 'succeeded', createdAt: '2026-11-27T09:30:00.000Z', receiptNumber: 'HH-000301',
}, at('/profile?tab=subscription'));
mails['payment-renewal-failed'] = renewalFailedEmail(TO, NAME, { tier: 'pro', billingInterval: 'monthly', graceUntil: '2026-12-04T00:00:00.000Z' }, at('/profile?tab=subscription'));

const only = new Set(args.only.split(',').filter(Boolean));
mkdirSync(args.out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: { width: 680, height: 600 }, colorScheme, javaScriptEnabled: false });
    const page = await context.newPage();
    // A mail's links must not load anything while it is drawn.
    await page.route('**/*', (route) => route.abort());
    for (const [name, mail] of Object.entries(mails)) {
      if (only.size && !only.has(name)) continue;
      await page.setContent(mail.html, { waitUntil: 'load' });
      const file = path.join(args.out, `mail-${name}-${colorScheme}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(path.relative(root, file));
    }
    await context.close();
  }
} finally {
  await browser.close();
}
