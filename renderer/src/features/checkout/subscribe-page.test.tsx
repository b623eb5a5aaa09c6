import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_MESSAGES, type PaymentConfig, type SubscriptionResponse } from '#shared/schemas/payment-schemas.ts';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, apiError, apiServer, HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { fill } from '../../test-support/controls.ts';
import { ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { findToast } from '../../test-support/toasts.ts';
import { SIMULATED_DELAY_MS } from './checkout-logic.ts';
import { SubscribePage } from './subscribe-page.tsx';

setUpApiServer();
afterEach(() => vi.useRealTimers());

const SIMULATED: PaymentConfig = { card: 'simulated', wallet: 'simulated', testMode: true, stripePublishableKey: null, paypalClientId: null };

const trial = (overrides: Partial<SubscriptionResponse> = {}): SubscriptionResponse => ({
  status: 'incomplete',
  clientSecret: 'sim_secret_1',
  paymentIntentId: 'sim_pi_1',
  provider: 'simulated',
  planId: 'entrepreneur-pro',
  interval: 'monthly',
  priceCents: 7900,
  dueTodayCents: 0,
  currency: 'USD',
  trialDays: 7,
  prorationCreditCents: 0,
  changeApplied: false,
  ...overrides,
});

function renderSubscribe(path = '/subscribe', user: OwnUser = ownUser({ role: 'entrepreneur' }), respond: (body: unknown) => Response = () => HttpResponse.json(trial())) {
  apiServer.use(answer('get', '/api/payments/config', SIMULATED));
  const requests = recordRequests('post', '/api/get-or-create-subscription', respond);
  const rendered = renderWithApp(<SubscribePage />, { path, user });
  return { ...rendered, requests, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillCard(user: User, cardNumber: string) {
  await fill(user, await screen.findByLabelText('Name on card'), 'Ada Lovelace');
  await fill(user, screen.getByLabelText('Card number'), cardNumber);
  await fill(user, screen.getByLabelText('Expiry'), '12/30');
  await fill(user, screen.getByLabelText('CVC'), '123');
}

/**
 * Pays, and lets the simulated card network's wait pass at once. The click is a plain event: under
 * faked timers user-event (through Testing Library's async wrapper) would wait for a timer forever.
 */
async function payAfterTheNetworkDelay() {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  try {
    fireEvent.click(screen.getByRole('button', { name: /Start Free Trial/ }));
    await act(() => vi.advanceTimersByTimeAsync(SIMULATED_DELAY_MS));
  } finally {
    vi.useRealTimers();
  }
}

const plan = (id: string) => screen.getByTestId(`plan-${id}`);
/** The Annually switch as a user clicks it (its label; the radio inside takes no pointer). */
const annually = () => screen.getByRole('radio', { name: /Annually/ }).closest('label')!;

describe('choosing a plan on /subscribe', () => {
  it("offers the member's catalogue; the interval and the chosen plan are kept in the URL", async () => {
    const { user, location } = renderSubscribe();
    expect(within(screen.getByRole('radiogroup', { name: 'Plans' })).getAllByRole('radio')).toHaveLength(3);
    expect(plan('entrepreneur-pro')).toHaveTextContent('$79/month');
    await user.click(annually());
    expect(location.current.search).toBe('?interval=annually&role=entrepreneur');
    expect(plan('entrepreneur-pro')).toHaveTextContent('$790/year');
    expect(plan('entrepreneur-pro')).toHaveTextContent('Save $158 a year');
    await user.click(plan('entrepreneur-pro'));
    expect(location.current.search).toBe('?plan=entrepreneur-pro&interval=annually&role=entrepreneur');
  });

  it('a plan can be chosen with the keyboard', async () => {
    const { user, location } = renderSubscribe();
    plan('entrepreneur-basic').focus();
    await user.keyboard('{Enter}');
    expect(location.current.search).toBe('?plan=entrepreneur-basic&interval=monthly&role=entrepreneur');
  });

  it('choosing a plan waits for Continue to payment before anything is requested', async () => {
    const { user, requests } = renderSubscribe();
    await user.click(plan('entrepreneur-pro'));
    expect(plan('entrepreneur-pro')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeInTheDocument();
    // The one request is Continue's: had the choice sent its own, it would have answered first.
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Due today: $0.00')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('Continue without a plan asks for one and requests nothing', async () => {
    const { user, requests } = renderSubscribe();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByText(PAYMENT_MESSAGES.selectPlan)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('the role parameter picks the catalogue and shows the test mode badge', async () => {
    renderSubscribe('/subscribe?role=attorney&interval=annually');
    expect(plan('attorney-pro')).toHaveTextContent('$1,490/year');
    expect(await screen.findByTestId('test-mode')).toHaveTextContent('Test mode');
  });

  it("another role's plans are shown to compare, marked as not the member's, with a way back to their own", async () => {
    const { user, location } = renderSubscribe('/subscribe?role=investor', ownUser({ role: 'entrepreneur', subscriptionPlan: 'basic' }));
    expect(screen.getByText('These are the Investor plans. Your account subscribes to the Entrepreneur plans.')).toBeInTheDocument();
    // Not the member's plan, whatever its tier.
    expect(plan('investor-basic')).not.toHaveTextContent('Current plan');
    await user.click(screen.getByRole('button', { name: 'Show my plans' }));
    expect(location.current.search).toContain('role=entrepreneur');
    expect(plan('entrepreneur-basic')).toHaveTextContent('Current plan');
    expect(screen.queryByText(/These are the/)).not.toBeInTheDocument();
  });
});

describe('paying for a plan on /subscribe', () => {
  it('a plan in the URL is requested at once; the summary shows the trial and what is due today', async () => {
    const { requests } = renderSubscribe('/subscribe?plan=entrepreneur-pro&interval=monthly&role=entrepreneur');
    expect(await screen.findByText('7-day free trial, then $79.00/month. Cancel any time before it ends and you pay nothing.')).toBeInTheDocument();
    expect(screen.getByText('Due today: $0.00')).toBeInTheDocument();
    expect(requests.map((request) => request.body)).toEqual([{ plan: 'entrepreneur-pro', role: 'entrepreneur', pricingTier: 'monthly' }]);
    expect(await screen.findByRole('button', { name: /Start Free Trial/ })).toBeInTheDocument();
  });

  it('Change Plan goes back to the choice', async () => {
    const { user } = renderSubscribe('/subscribe?plan=entrepreneur-pro&interval=monthly&role=entrepreneur');
    await user.click(await screen.findByRole('button', { name: /Change Plan/ }));
    expect(screen.getByRole('radiogroup', { name: 'Plans' })).toBeInTheDocument();
  });

  it('a member already on the plan is told so and sent to the dashboard', async () => {
    const { location } = renderSubscribe('/subscribe?plan=entrepreneur-pro&interval=monthly&role=entrepreneur', undefined, () => HttpResponse.json(trial({ status: 'active', clientSecret: null })));
    expect((await findToast(PAYMENT_MESSAGES.alreadySubscribed)).description).toBe('You are already on the Pro plan.');
    await waitFor(() => expect(location.current.pathname).toBe('/dashboard'));
  });

  it('a change that needed no payment is done: the member is told and sees the plan in the profile', async () => {
    const sessions = recordRequests('get', '/api/user', () => HttpResponse.json(ownUser({ subscriptionPlan: 'basic', subscriptionStatus: 'active' })));
    const { location } = renderSubscribe('/subscribe?plan=entrepreneur-basic&interval=monthly&role=entrepreneur', undefined, () =>
      HttpResponse.json(trial({ status: 'active', clientSecret: null, paymentIntentId: null, planId: 'entrepreneur-basic', priceCents: 2900, trialDays: 0, prorationCreditCents: 2900, changeApplied: true })),
    );
    expect((await findToast(PAYMENT_MESSAGES.planChangedTitle)).description).toBe(PAYMENT_MESSAGES.planChanged('Basic'));
    await waitFor(() => expect(`${location.current.pathname}${location.current.search}`).toBe('/profile?tab=subscription'));
    // The plan changed: the member is fetched again.
    await waitFor(() => expect(sessions).toHaveLength(1));
  });

  it("a server failure shows the spec's message; a refusal with a reason shows the reason", async () => {
    const failing = renderSubscribe('/subscribe?plan=entrepreneur-pro&interval=monthly&role=entrepreneur', undefined, () => apiError(500, { message: 'database down' }));
    expect((await findToast(PAYMENT_MESSAGES.subscriptionFailedTitle)).description).toBe(PAYMENT_MESSAGES.subscriptionInitFailed);
    failing.unmount();
    renderSubscribe('/subscribe?plan=entrepreneur-pro&interval=monthly&role=entrepreneur', undefined, () => apiError(409, { message: PAYMENT_MESSAGES.enterpriseViaSales }));
    expect((await findToast(PAYMENT_MESSAGES.subscriptionFailedTitle)).description).toBe(PAYMENT_MESSAGES.enterpriseViaSales);
  });

  it('a declined test card is reported; a good one confirms the plan and goes to the success page', async () => {
    let decline = true;
    const confirmations = recordRequests('post', '/api/simulated-subscription-success', () =>
      decline ? apiError(402, { message: PAYMENT_MESSAGES.testCardDeclined }) : HttpResponse.json({}),
    );
    // A confirmed plan changes the member: the session is fetched again.
    const sessions = recordRequests('get', '/api/user', () => HttpResponse.json(ownUser({ subscriptionPlan: 'pro', subscriptionStatus: 'trialing' })));
    const { location, user } = renderSubscribe('/subscribe?plan=entrepreneur-pro&interval=monthly&role=entrepreneur');
    await fillCard(user, '4000 0000 0000 0002');
    await payAfterTheNetworkDelay();
    expect((await findToast(PAYMENT_MESSAGES.paymentFailedTitle)).description).toBe(PAYMENT_MESSAGES.testCardDeclined);
    expect(location.current.pathname).toBe('/subscribe');
    expect(sessions).toHaveLength(0);

    decline = false;
    await fill(user, screen.getByLabelText('Card number'), '4242424242424242');
    await payAfterTheNetworkDelay();
    await waitFor(() => expect(`${location.current.pathname}${location.current.search}`).toBe('/subscription-success?payment_status=succeeded'));
    expect(confirmations.map((request) => request.body)).toEqual([
      { plan: 'entrepreneur-pro', role: 'entrepreneur', interval: 'monthly', paymentIntentId: 'sim_pi_1', cardNumber: '4000000000000002' },
      { plan: 'entrepreneur-pro', role: 'entrepreneur', interval: 'monthly', paymentIntentId: 'sim_pi_1', cardNumber: '4242424242424242' },
    ]);
    await waitFor(() => expect(sessions).toHaveLength(1));
  });

  it("a confirmation the server cannot make shows the simulation's error", async () => {
    recordRequests('post', '/api/simulated-subscription-success', () => apiError(500, { message: 'Internal error' }));
    const { user } = renderSubscribe('/subscribe?plan=entrepreneur-pro&interval=monthly&role=entrepreneur');
    await fillCard(user, '4242424242424242');
    await payAfterTheNetworkDelay();
    expect((await findToast(PAYMENT_MESSAGES.simulationErrorTitle)).description).toBe(PAYMENT_MESSAGES.simulationFailed);
  });
});
