import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpApiServer } from '../../test-support/api-server.ts';
import { ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { rfqDetail } from './sourcing-fixtures.ts';
import { SupplierRfqView } from './supplier-rfq-view.tsx';

setUpApiServer();

const notAwarded = (outcomeReason: string | null) =>
  rfqDetail({ status: 'awarded', acceptingQuotes: false, me: { status: 'not_awarded', declineReason: null, quoteStatus: 'submitted', quoteVersion: 1, connectionId: null, outcomeReason } });

describe("a supplier's view of a request awarded to another", () => {
  it('gives the reason the buyer gave the suppliers not chosen', async () => {
    renderWithApp(<SupplierRfqView rfq={notAwarded('A shorter lead time fit our schedule better.')} />, { path: '/rfqs/7', user: ownUser({ id: 5, role: 'manufacturer' }) });
    expect(await screen.findByText('The buyer chose another supplier')).toBeVisible();
    expect(screen.getByText('Thank you for quoting. You will be considered for future requests.')).toBeVisible();
    expect(screen.getByText('Reason given: A shorter lead time fit our schedule better.')).toBeVisible();
  });

  it('says nothing of a reason when the buyer gave none', async () => {
    renderWithApp(<SupplierRfqView rfq={notAwarded(null)} />, { path: '/rfqs/7', user: ownUser({ id: 5, role: 'manufacturer' }) });
    expect(await screen.findByText('The buyer chose another supplier')).toBeVisible();
    expect(screen.queryByText(/Reason given/)).toBeNull();
  });
});
