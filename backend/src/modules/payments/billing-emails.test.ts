import { describe, expect, it } from 'vitest';
import { expectDarkModeReady, expectPlainText } from '../../test-support/mail-assertions.ts';
import { receiptEmail } from './receipt-email.ts';
import { renewalFailedEmail } from './renewal-failed-email.ts';

describe('payment mails', () => {
  it('read in dark mode and carry a plain text part, the values escaped in the HTML', () => {
    const receipt = receiptEmail('ada@example.com', 'Ada <Founder>', {
      id: 7, kind: 'subscription', provider: 'stripe', productCode: 'entrepreneur-pro', description: 'Pro plan & extras', quantity: 1, amountCents: 7900, currency: 'USD',
      status: 'succeeded', createdAt: '2026-11-27T10:00:00.000Z', receiptNumber: 'HH-000123',
    }, 'https://hh.example/profile?tab=subscription');
    const renewal = renewalFailedEmail('ada@example.com', 'Ada', { tier: 'pro', billingInterval: 'monthly', graceUntil: '2026-12-04T00:00:00.000Z' }, 'https://hh.example/profile?tab=subscription');
    for (const mail of [receipt, renewal]) {
      expectDarkModeReady(mail.html);
      expectPlainText(mail.text);
    }
    expect(receipt.html).toContain('Pro plan &amp; extras');
    expect(receipt.text).toContain('Item: Pro plan & extras');
    expect(renewal.text).toContain('Paid features until: 4 December 2026');
  });
});
