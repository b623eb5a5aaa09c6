import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_MESSAGES, type PaymentConfig, type PaymentIntentResponse } from '#shared/schemas/payment-schemas.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, apiError, apiServer, HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { chooseOption, fill } from '../../test-support/controls.ts';
import { ownUser, project } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { findToast } from '../../test-support/toasts.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { SIMULATED_DELAY_MS } from './checkout-logic.ts';

setUpApiServer();
afterEach(() => vi.useRealTimers());

const SIMULATED: PaymentConfig = { card: 'simulated', wallet: 'simulated', testMode: true, stripePublishableKey: null, paypalClientId: null };

const intent = (body: { productId: PaymentIntentResponse['productId']; quantity: number }): PaymentIntentResponse => ({
  clientSecret: 'sim_secret_9',
  paymentIntentId: 'sim_pi_9',
  provider: 'simulated',
  productId: body.productId,
  quantity: body.quantity,
  amountCents: 9999 * body.quantity,
  currency: 'USD',
});

function renderCheckout(path: string, respond: (body: unknown) => Response = (body) => HttpResponse.json(intent(body as Parameters<typeof intent>[0]))) {
  apiServer.use(answer('get', '/api/payments/config', SIMULATED));
  const intents = recordRequests('post', '/api/create-payment-intent', respond);
  const rendered = renderWithApp(<CheckoutPage />, { path, user: ownUser() });
  return { ...rendered, intents, user: userEvent.setup() };
}

const total = () => screen.getByTestId('checkout-total');
const proceed = () => screen.getByRole('button', { name: 'Proceed to Payment' });

describe('the one-off checkout', () => {
  it('?product= preselects the product; the total follows the quantity', async () => {
    const { user } = renderCheckout('/checkout?product=verified_badge');
    expect(screen.getByRole('combobox', { name: 'Product' }).closest('.ant-select')).toHaveTextContent('Verified Badge ($99.99)');
    expect(total()).toHaveTextContent('$99.99');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '2');
    await user.tab();
    expect(total()).toHaveTextContent('$199.98');
  });

  it('a featured placement needs one of the member\'s projects, and nothing is started without it', async () => {
    recordRequests('get', '/api/projects/user', () => HttpResponse.json([project({ id: 7, name: 'Solar Beacon' })]));
    const { user, intents } = renderCheckout('/checkout');
    await user.click(proceed());
    expect(screen.getByText(PAYMENT_MESSAGES.featuredProject)).toBeInTheDocument();
    expect(intents).toHaveLength(0);

    await chooseOption(user, screen.getByRole('combobox', { name: 'Project to feature' }), 'Solar Beacon');
    await waitFor(() => expect(screen.queryByText(PAYMENT_MESSAGES.featuredProject)).not.toBeInTheDocument());
    await user.click(proceed());
    await screen.findByLabelText('Name on card');
    expect(intents.map((request) => request.body)).toEqual([{ productId: 'featured_project', quantity: 1, amount: 49.99, projectId: 7 }]);
  });

  it('a payment that cannot be started shows the spec\'s message and keeps the purchase open', async () => {
    const { user } = renderCheckout('/checkout?product=export_data', () => apiError(500, { message: 'Stripe is down' }));
    await user.click(proceed());
    expect((await findToast('Checkout')).description).toBe(PAYMENT_MESSAGES.paymentInitFailed);
    expect(await screen.findByRole('button', { name: /Proceed to Payment/ })).toBeEnabled();
    expect(screen.queryByLabelText('Name on card')).not.toBeInTheDocument();
  });

  it('Proceed opens the card form for the purchase; Change purchase goes back', async () => {
    const { user } = renderCheckout('/checkout?product=verified_badge');
    expect(screen.getByText('Choose what to buy, then proceed to payment.')).toBeInTheDocument();
    await user.click(proceed());
    expect(await screen.findByRole('button', { name: /Pay Now/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Change purchase/ }));
    expect(proceed()).toBeInTheDocument();
  });

  it('a declined card is reported; a good one goes to the payment success page', async () => {
    let decline = true;
    const confirmations = recordRequests('post', '/api/simulated-payment-success', () =>
      decline ? apiError(402, { message: PAYMENT_MESSAGES.testCardDeclined }) : HttpResponse.json({}),
    );
    // A confirmed purchase changes the member's plan data: the session is fetched again.
    recordRequests('get', '/api/user', () => HttpResponse.json(ownUser()));
    const { user, location } = renderCheckout('/checkout?product=verified_badge');
    await user.click(proceed());
    await fill(user, await screen.findByLabelText('Name on card'), 'Ada Lovelace');
    await fill(user, screen.getByLabelText('Card number'), '4000000000000002');
    await fill(user, screen.getByLabelText('Expiry'), '12/30');
    await fill(user, screen.getByLabelText('CVC'), '123');

    await payAfterTheNetworkDelay();
    expect((await findToast(PAYMENT_MESSAGES.paymentFailedTitle)).description).toBe(PAYMENT_MESSAGES.testCardDeclined);
    decline = false;
    await fill(user, screen.getByLabelText('Card number'), '4242424242424242');
    await payAfterTheNetworkDelay();
    await waitFor(() => expect(`${location.current.pathname}${location.current.search}`).toBe('/payment-success?payment_status=succeeded'));
    expect(confirmations.map((request) => request.body)).toEqual([
      { paymentIntentId: 'sim_pi_9', cardNumber: '4000000000000002' },
      { paymentIntentId: 'sim_pi_9', cardNumber: '4242424242424242' },
    ]);
  });
});

/**
 * Pays, and lets the simulated card network's wait pass at once. The click is a plain event: under
 * faked timers user-event (through Testing Library's async wrapper) would wait for a timer forever.
 */
async function payAfterTheNetworkDelay() {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  try {
    fireEvent.click(screen.getByRole('button', { name: /Pay Now/ }));
    await act(() => vi.advanceTimersByTimeAsync(SIMULATED_DELAY_MS));
  } finally {
    vi.useRealTimers();
  }
}
