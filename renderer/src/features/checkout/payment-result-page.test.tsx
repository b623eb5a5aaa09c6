import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { PaymentSuccessPage, REDIRECT_SECONDS, SubscriptionSuccessPage } from './payment-result-page.tsx';

afterEach(() => vi.useRealTimers());

describe('the payment result pages', () => {
  it('a succeeded payment counts down and then goes to the dashboard', async () => {
    vi.useFakeTimers();
    const { location } = renderWithApp(<SubscriptionSuccessPage />, { path: '/subscription-success?payment_status=succeeded' });
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription Successful!' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(`Redirecting to your dashboard in ${REDIRECT_SECONDS} seconds...`);
    // Each second is its own timer, set once the previous tick has re-rendered.
    const tick = () => act(async () => vi.advanceTimersByTime(1000));
    for (let second = 1; second < REDIRECT_SECONDS; second += 1) await tick();
    expect(screen.getByRole('timer')).toHaveTextContent('Redirecting to your dashboard in 1 second...');
    expect(location.current.pathname).toBe('/subscription-success');
    await tick();
    expect(location.current.pathname).toBe('/dashboard');
  });

  it('Go to Dashboard leaves at once', async () => {
    const { location } = renderWithApp(<PaymentSuccessPage />, { path: '/payment-success?payment_status=succeeded' });
    expect(screen.getByText('Payment Successful!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(location.current.pathname).toBe('/dashboard');
  });

  it("reads Stripe's redirect_status after a card redirect: succeeded is a success, never an invitation to pay again", () => {
    renderWithApp(<SubscriptionSuccessPage />, { path: '/subscription-success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded' });
    expect(screen.getByText('Subscription Successful!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('any other status shows Payment Processing with a way back and a retry of the right checkout', async () => {
    const { location } = renderWithApp(<PaymentSuccessPage />, { path: '/payment-success?payment_intent=pi_1&redirect_status=processing' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Processing' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(location.current.pathname).toBe('/checkout');
  });
});
