import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpApiServer } from '../../test-support/api-server.ts';
import { ownUser, product } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { ContactSellerButton } from './contact-seller-button.tsx';

setUpApiServer();

describe('Contact Seller on a listing', () => {
  it('opens the conversation with the seller about this listing (the messages page decides: request or conversation)', async () => {
    renderWithApp(<ContactSellerButton product={product({ id: 50, sellerId: 3 })} />, { user: ownUser({ id: 1 }) });
    expect(await screen.findByRole('link', { name: /Contact Seller/ })).toHaveAttribute('href', '/messages?contact=3&product=50');
  });
});
