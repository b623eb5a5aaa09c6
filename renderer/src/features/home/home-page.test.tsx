import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpApiServer } from '../../test-support/api-server.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { HomePage } from './home-page.tsx';

setUpApiServer();

describe('the landing page', () => {
  it('quotes no customers: no testimonials from people who do not exist', async () => {
    const { container } = renderWithApp(<HomePage />, { path: '/', user: null });
    expect(await screen.findByRole('heading', { name: 'Three steps from concept to market' })).toBeVisible();
    expect(container.querySelector('blockquote, figure')).toBeNull();
    expect(screen.queryByText(/success stories/i)).toBeNull();
    expect(screen.queryByLabelText('5 out of 5')).toBeNull();
  });
});
