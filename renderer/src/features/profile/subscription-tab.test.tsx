import { screen, within } from '@testing-library/react';
import { PAYMENT_MESSAGES, type Billing, type BillingPayment } from '#shared/schemas/payment-schemas.ts';
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
  currentPeriodEnd: null, cancelAtPeriodEnd: false, paidWith: null, graceUntil: null, entitlements: [], payments, testMode: true,
});

/** A Basic plan bought here, ending on November 30, 2026 when `cancelAtPeriodEnd`. */
const basicBilling = (overrides: Partial<Billing>): Billing => ({
  ...freeBilling([payment({})]), plan: 'basic', planId: 'entrepreneur-basic', planName: 'Basic', interval: 'monthly', priceCents: 2900,
  currentPeriodEnd: '2026-11-30T12:00:00.000Z', ...overrides,
});
const basicUser = ownUser({ role: 'entrepreneur', subscriptionPlan: 'basic', subscriptionStatus: 'active', subscriptionRenewal: '2026-11-30T12:00:00.000Z' });

function renderTab(billing: Billing) {
  apiServer.use(answer('get', '/api/billing', billing));
  return renderWithApp(<SubscriptionTab user={basicUser} />, { user: basicUser });
}
const planDetails = async () => (await screen.findByText('Plan details')).closest('.ant-card') as HTMLElement;

describe('the plan details on /profile?tab=subscription', () => {
  it('after a wallet payment: names PayPal, says the period simply ends and offers to pay again, never to resume', async () => {
    renderTab(basicBilling({ provider: 'simulated', paidWith: 'wallet', cancelAtPeriodEnd: true }));
    const details = await planDetails();
    expect(await within(details).findByText('PayPal (test mode)')).toBeInTheDocument();
    expect(within(details).queryByText(/Test card/)).not.toBeInTheDocument();
    expect(within(details).getByText(PAYMENT_MESSAGES.walletPlanEnds('November 30, 2026'))).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Resume subscription' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    const renew = within(details).getByRole('link', { name: 'Renew with PayPal' });
    expect(renew).toHaveAttribute('href', '/paypal-subscribe?plan=entrepreneur-basic&interval=monthly&role=entrepreneur');
  });

  it('with PayPal itself: names PayPal without the test-mode note', async () => {
    renderTab(basicBilling({ provider: 'paypal', paidWith: 'wallet', cancelAtPeriodEnd: true, testMode: false }));
    const details = await planDetails();
    expect(await within(details).findByText('PayPal')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Renew with PayPal' })).toBeInTheDocument();
  });

  it('a card plan set to end still offers to resume it', async () => {
    renderTab(basicBilling({ provider: 'simulated', paidWith: 'card', cancelAtPeriodEnd: true }));
    const details = await planDetails();
    expect(await within(details).findByText('Test card (test mode)')).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Resume subscription' })).toBeInTheDocument();
    expect(within(details).queryByText(PAYMENT_MESSAGES.walletPlanEnds('November 30, 2026'))).not.toBeInTheDocument();
  });
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
