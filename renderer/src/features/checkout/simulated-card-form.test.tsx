import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARD_FORM_MESSAGES } from '#shared/schemas/payment-schemas.ts';
import { describe, expect, it, vi } from 'vitest';
import { fill } from '../../test-support/controls.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { SimulatedCardFormView } from './simulated-card-form.tsx';

function renderCardForm(onPay: (cardNumber: string) => Promise<void> = () => Promise.resolve()) {
  const pay = vi.fn(onPay);
  renderWithApp(<SimulatedCardFormView submitLabel="Start Free Trial" onPay={pay} />);
  return { pay, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillCard(user: User, card: { name?: string; number?: string; expiry?: string; cvc?: string } = {}) {
  await fill(user, screen.getByLabelText('Name on card'), card.name ?? 'Ada Lovelace');
  await fill(user, screen.getByLabelText('Card number'), card.number ?? '4242424242424242');
  await fill(user, screen.getByLabelText('Expiry'), card.expiry ?? '1230');
  await fill(user, screen.getByLabelText('CVC'), card.cvc ?? '123');
}

const pay = () => screen.getByRole('button', { name: /Start Free Trial/ });

describe('the test-mode card form', () => {
  it('says which test cards to use', () => {
    renderCardForm();
    expect(screen.getByText('Test mode: no card is charged')).toBeInTheDocument();
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();
  });

  it('sent empty, it names every field and pays nothing', async () => {
    const { user, pay: onPay } = renderCardForm();
    await user.click(pay());
    for (const message of [CARD_FORM_MESSAGES.name, CARD_FORM_MESSAGES.cardNumber, CARD_FORM_MESSAGES.expiry, CARD_FORM_MESSAGES.cvc]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onPay).not.toHaveBeenCalled();
  });

  it('groups the card number in fours and puts the slash in the expiry as the member types', async () => {
    const { user } = renderCardForm();
    await user.type(screen.getByLabelText('Card number'), '4242424242424242999');
    await user.type(screen.getByLabelText('Expiry'), '1230');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry')).toHaveValue('12/30');
  });

  it('a card number that is not a test card, and an expired card, are refused', async () => {
    const { user, pay: onPay } = renderCardForm();
    await fillCard(user, { number: '5555555555554444', expiry: '0120' });
    await user.click(pay());
    expect(await screen.findByText(CARD_FORM_MESSAGES.cardNumber)).toBeInTheDocument();
    expect(screen.getByText(CARD_FORM_MESSAGES.expired)).toBeInTheDocument();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('a good card pays with the number alone and shows Processing... until the payment settles', async () => {
    let settle!: () => void;
    const { user, pay: onPay } = renderCardForm(() => new Promise<void>((resolve) => (settle = resolve)));
    await fillCard(user);
    await user.click(pay());
    await waitFor(() => expect(onPay).toHaveBeenCalledWith('4242424242424242'));
    expect(screen.getByRole('button', { name: /Processing\.\.\./ })).toBeInTheDocument();
    settle();
    expect(await screen.findByRole('button', { name: /Start Free Trial/ })).toBeInTheDocument();
  });
});
