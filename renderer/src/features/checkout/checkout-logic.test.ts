import { describe, expect, it } from 'vitest';
import { paidLocation, returnUrl } from './checkout-logic.ts';

describe('where a payment returns (checkout opened by the desktop app)', () => {
  it('in the browser: the result pages of the web app', () => {
    expect(returnUrl('subscription-success', false, 'https://hub.example.com')).toBe('https://hub.example.com/subscription-success');
    expect(paidLocation('payment-success', false)).toEqual({ path: '/payment-success?payment_status=succeeded', leaveApp: false });
  });

  it('opened from the desktop app: through the server return page, which opens hardwarehub:// in the app', () => {
    expect(returnUrl('subscription-success', true, 'https://hub.example.com')).toBe('https://hub.example.com/payments/return?to=subscription-success');
    expect(paidLocation('payment-success', true)).toEqual({ path: '/payments/return?to=payment-success&payment_status=succeeded', leaveApp: true });
  });
});
