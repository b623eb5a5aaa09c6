import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlainCard } from './plain-card.tsx';

describe('PlainCard', () => {
  it('draws a title row above its content only when given a title', () => {
    const { rerender } = render(<PlainCard title="Seller" size="small" data-testid="card">Carlos Rivera</PlainCard>);
    const card = screen.getByTestId('card');
    expect(card).toHaveClass('hh-card', 'hh-card--small');
    expect(card.querySelector('.hh-card__head')).toHaveTextContent('Seller');
    expect(card.querySelector('.hh-card__body')).toHaveTextContent('Carlos Rivera');

    rerender(<PlainCard data-testid="card">Description</PlainCard>);
    expect(screen.getByTestId('card').querySelector('.hh-card__head')).toBeNull();
    expect(screen.getByTestId('card')).not.toHaveClass('hh-card--small');
  });

  it('passes its own class, role and handlers through, as a clickable choice needs', async () => {
    const onClick = vi.fn();
    render(
      <PlainCard hoverable className="hh-plan-choice" role="radio" aria-checked tabIndex={0} onClick={onClick}>
        Basic
      </PlainCard>,
    );
    const choice = screen.getByRole('radio', { name: 'Basic' });
    expect(choice).toHaveClass('hh-card', 'hh-card--hoverable', 'hh-plan-choice');
    await userEvent.click(choice);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
