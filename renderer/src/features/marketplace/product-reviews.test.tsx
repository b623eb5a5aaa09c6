import { screen } from '@testing-library/react';
import type { TargetRatings } from '#shared/schemas/rating-schemas.ts';
import { RATING_MESSAGES } from '#shared/constants/ratings.ts';
import { describe, expect, it } from 'vitest';
import { answer, apiServer, setUpApiServer } from '../../test-support/api-server.ts';
import { ownUser, product } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { ProductReviews } from './product-reviews.tsx';

setUpApiServer();

const listing = product({ id: 7, sellerId: 3, name: 'BLE Module' });
const ratings = (canRate: boolean): TargetRatings => ({
  summary: { average: null, count: 0, distribution: { excellent: 0, good: 0, neutral: 0, poor: 0, terrible: 0 } },
  ratings: [],
  myRating: null,
  canRate,
});

function renderReviews(canRate: boolean, user = ownUser({ id: 9 })) {
  apiServer.use(answer('get', '/api/ratings/target/product/7', ratings(canRate)));
  return renderWithApp(<ProductReviews product={listing} isSeller={user?.id === 3} here="/marketplace/7" />, { path: '/marketplace/7', user });
}

describe('the product page reviews', () => {
  it('tells a member who has not talked with the seller that they can review after, with Contact Seller, instead of the form', async () => {
    renderReviews(false);
    expect(await screen.findByText(RATING_MESSAGES.productNeedsConversation)).toBeVisible();
    expect(screen.getByRole('link', { name: /Contact Seller/ })).toHaveAttribute('href', '/messages?contact=3&product=7');
    expect(screen.queryByRole('button', { name: 'Rate Excellent' })).toBeNull();
  });

  it('shows the rate form to a member who has talked with the seller', async () => {
    renderReviews(true);
    expect(await screen.findByRole('button', { name: 'Rate Excellent' })).toBeVisible();
    expect(screen.queryByText(RATING_MESSAGES.productNeedsConversation)).toBeNull();
  });

  it('shows the seller neither the form nor the notice', async () => {
    renderReviews(false, ownUser({ id: 3 }));
    expect((await screen.findAllByText(RATING_MESSAGES.empty)).length).toBeGreaterThan(0);
    expect(screen.queryByText(RATING_MESSAGES.productNeedsConversation)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rate Excellent' })).toBeNull();
  });
});
