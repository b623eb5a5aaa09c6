import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SOURCING_MESSAGES, type Quote } from '#shared/schemas/sourcing-schemas.ts';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl, http, HttpResponse, setUpApiServer } from '../../test-support/api-server.ts';
import { fill } from '../../test-support/controls.ts';
import { fileView, ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { QuoteForm } from './quote-form.tsx';
import { party, rfqDetail } from './sourcing-fixtures.ts';

setUpApiServer();

const rfq = rfqDetail();
const draft: Quote = {
  id: 40, rfqId: 7, supplier: party({ id: 5, role: 'manufacturer' }), status: 'draft', version: 0, prices: [], toolingCents: 0, setupCents: 0, leadTimeDays: null,
  validUntil: '2027-03-01', incoterm: null, paymentTerms: null, notes: null, fileIds: [], files: [], submittedAt: null, withdrawnAt: null, withdrawReason: null,
  updatedAt: '2026-11-26T10:00:00.000Z', hiddenAt: null, hiddenReason: null, versions: [],
};

function recordPuts() {
  const bodies: unknown[] = [];
  apiServer.use(
    http.put(apiUrl('/api/rfqs/7/quote'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json({ ...draft, status: body.submit ? 'submitted' : 'draft', version: body.submit ? 1 : 0 });
    }),
  );
  return bodies;
}

describe("a supplier's quote form", () => {
  it('has a unit price input per line and quantity break, and refuses to submit an empty quote', async () => {
    const puts = recordPuts();
    renderWithApp(<QuoteForm rfq={rfq} quote={null} />, { user: ownUser({ id: 5, role: 'manufacturer' }) });
    for (const label of ['Unit price for Lid at 100 units', 'Unit price for Lid at 1,000 units', 'Unit price for Base at 50 units']) expect(screen.getByLabelText(label)).toBeVisible();

    await userEvent.setup().click(screen.getByRole('button', { name: /Submit quote/ }));
    expect(await screen.findByText(SOURCING_MESSAGES.noPrices)).toBeInTheDocument();
    expect(screen.getByText(SOURCING_MESSAGES.leadTimeRequired)).toBeInTheDocument();
    expect(screen.getByText(SOURCING_MESSAGES.validUntilRequired)).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('submits the priced breaks in cents with the terms', async () => {
    const puts = recordPuts();
    renderWithApp(<QuoteForm rfq={rfq} quote={draft} />, { user: ownUser({ id: 5, role: 'manufacturer' }) });
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText('Unit price for Lid at 100 units'), '12.5');
    await fill(user, screen.getByLabelText('Unit price for Base at 50 units'), '3');
    await fill(user, screen.getByLabelText('Tooling / NRE (USD)'), '400');
    await fill(user, screen.getByLabelText('Lead time (days)'), '21');
    await user.click(screen.getByRole('button', { name: /Submit quote/ }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      submit: true,
      prices: [
        { lineId: 11, quantity: 100, unitPriceCents: 1250 },
        { lineId: 12, quantity: 50, unitPriceCents: 300 },
      ],
      toolingCents: 40_000,
      setupCents: 0,
      leadTimeDays: 21,
      validUntil: '2027-03-01',
      incoterm: 'FCA',
      paymentTerms: null,
      notes: null,
      fileIds: [],
    });
  });

  it('saves a draft without the submission rules', async () => {
    const puts = recordPuts();
    renderWithApp(<QuoteForm rfq={rfq} quote={null} />, { user: ownUser({ id: 5, role: 'manufacturer' }) });
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText('Unit price for Lid at 1,000 units'), '9.99');
    await user.click(screen.getByRole('button', { name: /Save draft/ }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ submit: false, prices: [{ lineId: 11, quantity: 1000, unitPriceCents: 999 }], leadTimeDays: null, validUntil: null });
  });

  it("uploads a file to the quote's context and sends it with the quote", async () => {
    const puts = recordPuts();
    const metadata: string[] = [];
    apiServer.use(
      http.post(apiUrl('/api/files/uploads'), ({ request }) => {
        metadata.push(request.headers.get('upload-metadata') ?? '');
        return new Response(null, { status: 201, headers: { Location: '/api/files/uploads/0123456789abcdef0123456789abcdef', 'Tus-Resumable': '1.0.0' } });
      }),
      http.patch(apiUrl('/api/files/uploads/0123456789abcdef0123456789abcdef'), async ({ request }) => {
        const size = (await request.arrayBuffer()).byteLength;
        return new Response(null, { status: 204, headers: { 'Upload-Offset': String(size), 'Tus-Resumable': '1.0.0', 'X-File-Id': '88' } });
      }),
      http.get(apiUrl('/api/files/88'), () => HttpResponse.json(fileView({ id: 88, name: 'quote.pdf', kind: 'pdf', mime: 'application/pdf' }))),
    );
    renderWithApp(<QuoteForm rfq={rfq} quote={draft} />, { user: ownUser({ id: 5, role: 'manufacturer' }) });
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('upload-input'), new File(['%PDF-1.4\n%%EOF\n'], 'quote.pdf', { type: 'application/pdf' }));

    expect(await screen.findByRole('button', { name: 'Remove quote.pdf' })).toBeInTheDocument();
    const decoded = Object.fromEntries(metadata[0]!.split(',').map((pair) => { const [key, value = ''] = pair.split(' '); return [key, atob(value)]; }));
    expect(decoded).toMatchObject({ filename: 'quote.pdf', context: 'quote', rfqId: '7' });
    await user.click(screen.getByRole('button', { name: /Save draft/ }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ submit: false, fileIds: [88] });
  });

  it('offers Retry when an arrived file cannot be read back, and a retry attaches it', async () => {
    const puts = recordPuts();
    let reads = 0;
    apiServer.use(
      http.post(apiUrl('/api/files/uploads'), () => new Response(null, { status: 201, headers: { Location: '/api/files/uploads/0123456789abcdef0123456789abcdef', 'Tus-Resumable': '1.0.0' } })),
      http.patch(apiUrl('/api/files/uploads/0123456789abcdef0123456789abcdef'), async ({ request }) => {
        const size = (await request.arrayBuffer()).byteLength;
        return new Response(null, { status: 204, headers: { 'Upload-Offset': String(size), 'Tus-Resumable': '1.0.0', 'X-File-Id': '89' } });
      }),
      http.get(apiUrl('/api/files/89'), () =>
        ++reads === 1 ? HttpResponse.json({ message: 'Busy' }, { status: 503 }) : HttpResponse.json(fileView({ id: 89, name: 'drawing.pdf', kind: 'pdf', mime: 'application/pdf' })),
      ),
    );
    renderWithApp(<QuoteForm rfq={rfq} quote={draft} />, { user: ownUser({ id: 5, role: 'manufacturer' }) });
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('upload-input'), new File(['%PDF-1.4\n%%EOF\n'], 'drawing.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText(/The file arrived but could not be read back/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry drawing.pdf' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry drawing.pdf' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Remove drawing.pdf' })).toBeInTheDocument();
    expect(reads).toBe(2);
    await user.click(screen.getByRole('button', { name: /Save draft/ }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ fileIds: [89] });
  });
});
