import { screen, within } from '@testing-library/react';
import type { Billing, BillingPayment } from '#shared/schemas/payment-schemas.ts';
import { describe, expect, it } from 'vitest';
import { answer, apiServer, setUpApiServer } from '../../test-support/api-server.ts';
import { ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { SubscriptionTab } from './subscription-tab.tsx';

setUpApiServer();

const payment = (overrides: Partial<BillingPayment>): BillingPayment => ({
  id: 1, kind: 'subscription', provider: 'paypal', productCode: 'entrepreneur-basic', description: 'Basic plan (entrepreneur), monthly, paid with PayPal',
  quantity: 1, amountCents: 2900, currency: 'USD', status: 'succeeded', createdAt: '2026-11-20T10:00:00.000Z', receiptNumber: 'HH-000001', ...overrides,
});

const freeBilling = (payments: BillingPayment[]): Billing => ({
  plan: 'free', planId: null, planName: 'Free', status: 'active', provider: null, interval: null, priceCents: null, trialEnd: null,
  currentPeriodEnd: null, cancelAtPeriodEnd: false, graceUntil: null, entitlements: [], payments, testMode: true,
});

describe('the payment history on /profile?tab=subscription', () => {
  it('labels a payment PayPal still holds as Pending, and a refunded one as Refunded', async () => {
    apiServer.use(
      answer('get', '/api/billing', freeBilling([payment({ id: 2, status: 'pending', receiptNumber: null }), payment({ id: 1, status: 'refunded', receiptNumber: null })])),
    );
    renderWithApp(<SubscriptionTab user={ownUser({ role: 'entrepreneur' })} />, { user: ownUser({ role: 'entrepreneur' }) });
    const history = (await screen.findByText('Payment history')).closest('.ant-card') as HTMLElement;
    expect(await within(history).findByText('Pending')).toBeInTheDocument();
    expect(within(history).getByText('Refunded')).toBeInTheDocument();
  });
});
