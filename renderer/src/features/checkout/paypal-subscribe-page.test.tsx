import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { PAYMENT_MESSAGES, WALLET_MESSAGES, type PaymentConfig, type WalletCaptureResponse, type WalletOrderResponse } from '#shared/schemas/payment-schemas.ts';
import { describe, expect, it, vi } from 'vitest';
import { answer, apiError, apiServer, HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { findToast } from '../../test-support/toasts.ts';
import { PaypalSubscribePage } from './paypal-subscribe-page.tsx';

/**
 * PayPal's JS SDK stands in as one button that does what PayPal's does once the buyer approved:
 * creates the order, then calls onApprove(data, actions). actions.restart() reopens PayPal's window
 * for the same order (https://developer.paypal.com/docs/checkout/standard/customize/handle-funding-failures/).
 */
const paypal = vi.hoisted(() => ({ restart: vi.fn() }));
vi.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ children }: { children: ReactNode }) => children,
  PayPalButtons: ({ createOrder, onApprove }: { createOrder: () => Promise<string>; onApprove: (data: { orderID: string }, actions: { restart: () => void }) => Promise<void> }) => (
    <button type="button" onClick={() => void createOrder().then((orderID) => onApprove({ orderID }, { restart: paypal.restart }))}>
      PayPal
    </button>
  ),
}));

setUpApiServer();

const SIMULATED: PaymentConfig = { card: 'simulated', wallet: 'simulated', testMode: true, stripePublishableKey: null, paypalClientId: null };
const PAYPAL: PaymentConfig = { card: 'none', wallet: 'paypal', testMode: true, stripePublishableKey: null, paypalClientId: 'paypal-client-id' };

const order = (id: string, provider: WalletOrderResponse['provider']): WalletOrderResponse => ({ id, status: 'CREATED', provider, amountCents: 2900, currency: 'USD', purpose: 'entrepreneur-basic' });
const captured = (id: string, paymentStatus: WalletCaptureResponse['paymentStatus']): WalletCaptureResponse => ({ id, status: 'COMPLETED', paymentStatus, purpose: 'entrepreneur-basic' });

function renderPage(config: PaymentConfig) {
  apiServer.use(answer('get', '/api/payments/config', config));
  // A capture refreshes the session (its user carries the plan).
  apiServer.use(answer('get', '/api/user', ownUser({ role: 'entrepreneur' })));
  const confirmations = recordRequests('post', '/api/paypal/subscription-success', () => HttpResponse.json({ message: 'not expected' }, { status: 500 }));
  renderWithApp(<PaypalSubscribePage />, { path: '/paypal-subscribe?plan=entrepreneur-basic', user: ownUser({ role: 'entrepreneur' }) });
  return { confirmations, user: userEvent.setup() };
}

describe('paying for a plan with PayPal on /paypal-subscribe', () => {
  it('shows the payment as pending when PayPal holds it, saying the plan starts once PayPal confirms it', async () => {
    const { confirmations, user } = renderPage(SIMULATED);
    apiServer.use(answer('post', '/api/paypal/order', order('SIMORDER1', 'simulated')));
    apiServer.use(answer('post', '/api/paypal/order/SIMORDER1/capture', captured('SIMORDER1', 'pending')));
    await user.click(await screen.findByRole('button', { name: /Simulate PayPal payment/ }));
    expect(await screen.findByText(WALLET_MESSAGES.paymentPendingTitle)).toBeInTheDocument();
    expect(screen.getByText(WALLET_MESSAGES.paymentPending, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your billing' })).toHaveAttribute('href', '/profile?tab=subscription');
    // Nothing is confirmed (there is nothing to confirm yet) and no second payment is offered.
    expect(confirmations).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Simulate PayPal payment/ })).not.toBeInTheDocument();
  });

  it("restarts PayPal's flow for the same order when PayPal declined the funding source", async () => {
    const { confirmations, user } = renderPage(PAYPAL);
    const orders = recordRequests('post', '/api/paypal/order', () => HttpResponse.json(order('PAYPALORDER1', 'paypal')));
    const captures = recordRequests('post', '/api/paypal/order/PAYPALORDER1/capture', () => apiError(422, { message: WALLET_MESSAGES.instrumentDeclined, instrumentDeclined: true }));
    await user.click(await screen.findByRole('button', { name: 'PayPal' }));
    const toast = await findToast(PAYMENT_MESSAGES.paymentError);
    expect(toast.description).toBe(WALLET_MESSAGES.instrumentDeclined);
    expect(paypal.restart).toHaveBeenCalledTimes(1);
    expect(orders).toHaveLength(1);
    expect(captures).toHaveLength(1);
    expect(confirmations).toHaveLength(0);
  });
});
