import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { PricingPage } from './pricing-page.tsx';

const card = (id: string) => screen.getByTestId(`pricing-${id}`);
/** The Annually switch as a user clicks it (its label; the radio inside takes no pointer). */
const annually = () => screen.getByRole('radio', { name: /Annually/ }).closest('label')!;

describe('the pricing page', () => {
  it('shows each plan with its price, the recommended one, and the first three features with a way to see the rest', async () => {
    renderWithApp(<PricingPage />, { path: '/pricing', user: null });
    const basic = card('entrepreneur-basic');
    expect(basic).toHaveTextContent('$29/month');
    expect(basic).toHaveTextContent('Recommended');
    expect(within(basic).getAllByRole('listitem')).toHaveLength(3);
    // One hidden feature is 'a feature', not 'features'.
    expect(within(card('entrepreneur-free')).getByRole('button', { name: '+1 more feature' })).toBeInTheDocument();
    await userEvent.click(within(basic).getByRole('button', { name: '+2 more features' }));
    expect(basic).toHaveTextContent('Messaging with your connections');
    expect(within(basic).getByRole('button', { name: 'Show fewer features' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('the interval and the role tab are kept in the URL, and a URL with them shows them chosen', async () => {
    const user = userEvent.setup();
    const { location, unmount } = renderWithApp(<PricingPage />, { path: '/pricing', user: null });
    await user.click(annually());
    expect(location.current.search).toBe('?role=entrepreneur&interval=annually');
    expect(card('entrepreneur-basic')).toHaveTextContent('$290/year');
    await user.click(screen.getByRole('tab', { name: 'IP Attorney' }));
    expect(location.current.search).toBe('?role=attorney&interval=annually');
    expect(card('attorney-pro')).toHaveTextContent('$1,490/year');
    unmount();

    renderWithApp(<PricingPage />, { path: '/pricing?role=attorney&interval=annually', user: null });
    expect(screen.getByRole('tab', { name: 'IP Attorney' })).toHaveAttribute('aria-selected', 'true');
    expect(card('attorney-pro')).toHaveTextContent('$1,490/year');
    expect(within(card('attorney-free')).getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
  });

  it('signed out, a plan button asks to sign in first and comes back to /pricing', async () => {
    const { location } = renderWithApp(<PricingPage />, { path: '/pricing?role=attorney', user: null });
    await userEvent.click(within(card('attorney-pro')).getByRole('button', { name: 'Subscribe' }));
    expect(`${location.current.pathname}${location.current.search}`).toBe('/auth?redirect=/pricing');
  });

  it("signed in, the member's catalogue is shown with the current plan, and Subscribe opens /subscribe with the plan", async () => {
    const supplier = ownUser({ role: 'supplier', subscriptionPlan: 'free' });
    const { location } = renderWithApp(<PricingPage />, { path: '/pricing', user: supplier });
    expect(screen.getByRole('tab', { name: 'Manufacturer & Supplier' })).toHaveAttribute('aria-selected', 'true');
    expect(card('manufacturer-free')).toHaveTextContent('Current plan');
    expect(within(card('manufacturer-free')).getByRole('button', { name: 'Get Started' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Talk to us about Enterprise' })).toHaveAttribute('href', '/enterprise');
    await userEvent.click(within(card('manufacturer-basic')).getByRole('button', { name: 'Subscribe' }));
    expect(`${location.current.pathname}${location.current.search}`).toBe('/subscribe?plan=manufacturer-basic&interval=monthly&role=manufacturer');
  });
});
