import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SOURCING_MESSAGES } from '#shared/schemas/sourcing-schemas.ts';
import { describe, expect, it } from 'vitest';
import { answer, apiError, apiServer, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { RfqDetailsPage } from './rfq-details-page.tsx';
import { rfqDetail, rfqLine } from './sourcing-fixtures.ts';

setUpApiServer();

describe('a request for quote', () => {
  it("withholds the line details from a supplier until they sign the project's NDA", async () => {
    apiServer.use(
      answer('get', '/api/rfqs/7', rfqDetail({ projectId: 3, ndaRequired: true, nda: { required: true, locked: true, projectId: 3 }, lines: [rfqLine({ material: null, process: null, processLabel: null })] })),
    );
    renderWithApp(<RfqDetailsPage />, { path: '/rfqs/7', route: '/rfqs/:id', user: ownUser({ id: 5, role: 'manufacturer' }) });
    expect(await screen.findByText('Sign the NDA to see the full request')).toBeInTheDocument();
    expect(screen.getByText(SOURCING_MESSAGES.ndaSignFirst)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read and sign the NDA' })).toHaveAttribute('href', '/projects/3/shared');
    expect(screen.getByText(/Specification and files are shared once you sign the NDA/)).toBeInTheDocument();
  });

  it("shows the plan's limit in the server's words when publishing a draft is refused", async () => {
    apiServer.use(answer('get', '/api/rfqs/7', rfqDetail({ status: 'draft', viewerRole: 'buyer', me: null, publishedAt: null })));
    const limit = SOURCING_MESSAGES.requestsPerMonth('Free', 2);
    const publishes = recordRequests('post', '/api/rfqs/7/publish', () => apiError(403, { message: limit, upgradeRequired: true }));
    renderWithApp(<RfqDetailsPage />, { path: '/rfqs/7', route: '/rfqs/:id', user: ownUser() });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Publish/ }));
    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(publishes).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Edit/ })).toHaveAttribute('href', '/rfqs/7/edit');
  });
});
