import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, apiServer, setUpApiServer } from '../../test-support/api-server.ts';
import { ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { BUYER_EMPTY, INBOX_EMPTY, RfqsPage } from './rfqs-page.tsx';
import { rfqSummary } from './sourcing-fixtures.ts';

setUpApiServer();

describe('the requests for quote list', () => {
  it("tells a buyer without requests how to start, with no supplier's tab", async () => {
    apiServer.use(answer('get', '/api/rfqs', []));
    renderWithApp(<RfqsPage />, { path: '/rfqs', user: ownUser({ role: 'entrepreneur' }) });
    expect(await screen.findByText(BUYER_EMPTY)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /New request/ }).map((link) => link.getAttribute('href'))).toEqual(['/rfqs/new', '/rfqs/new']);
    expect(screen.queryByRole('tab', { name: 'Quote requests' })).toBeNull();
  });

  it('opens on the inbox for a supplier, with its own empty state, and switches to their own requests', async () => {
    apiServer.use(answer('get', '/api/rfqs/inbox', []), answer('get', '/api/rfqs', []));
    renderWithApp(<RfqsPage />, { path: '/rfqs', user: ownUser({ role: 'supplier' }) });
    expect(await screen.findByText(INBOX_EMPTY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/profile');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'My requests' }));
    expect(await screen.findByText(BUYER_EMPTY)).toBeInTheDocument();
  });

  it("lists a supplier's requests with what each waits for", async () => {
    apiServer.use(
      answer('get', '/api/rfqs/inbox', [
        rfqSummary({ id: 7, title: 'Aluminium enclosure', myStatus: 'invited' }),
        rfqSummary({ id: 8, title: 'Gearbox housing', myStatus: 'quoted', myQuoteStatus: 'submitted' }),
      ]),
    );
    renderWithApp(<RfqsPage />, { path: '/rfqs?tab=inbox', user: ownUser({ role: 'manufacturer' }) });
    expect(await screen.findByRole('link', { name: 'Aluminium enclosure' })).toHaveAttribute('href', '/rfqs/7');
    expect(screen.getByText('Awaiting your quote')).toBeInTheDocument();
    expect(screen.getByText('Quote submitted')).toBeInTheDocument();
  });
});
