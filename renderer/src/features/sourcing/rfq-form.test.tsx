import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SOURCING_MESSAGES } from '#shared/schemas/sourcing-schemas.ts';
import { describe, expect, it } from 'vitest';
import { answer, apiServer, apiUrl, http, HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { chooseOption, fill } from '../../test-support/controls.ts';
import { fileView, ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { findToast } from '../../test-support/toasts.ts';
import { NewRfqPage } from './rfq-form-page.tsx';
import { RfqForm } from './rfq-form.tsx';
import { toRfqPayload, validateRfqForm, emptyRfqForm, type RfqFormValues } from './rfq-form-values.ts';
import { RfqTerms } from './rfq-overview.tsx';
import { rfqDetail } from './sourcing-fixtures.ts';

setUpApiServer();

function renderForm() {
  apiServer.use(answer('get', '/api/projects/user', []));
  const creates = recordRequests('post', '/api/rfqs', () => new Response(null, { status: 500 }));
  renderWithApp(<NewRfqPage />, { path: '/rfqs/new', user: ownUser() });
  return { user: userEvent.setup(), creates };
}

describe('the new request form', () => {
  it("shows the shared schema's messages under the fields and sends nothing", async () => {
    const { user, creates } = renderForm();
    await user.click(await screen.findByRole('button', { name: /Save draft/ }));
    expect(await screen.findByText(SOURCING_MESSAGES.titleTooShort)).toBeInTheDocument();
    for (const message of [SOURCING_MESSAGES.descriptionTooShort, SOURCING_MESSAGES.partNameRequired, SOURCING_MESSAGES.noBreaks, SOURCING_MESSAGES.deadline]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await fill(user, screen.getByLabelText('Title'), 'Enclosure parts');
    await waitFor(() => expect(screen.queryByText(SOURCING_MESSAGES.titleTooShort)).toBeNull());
    expect(creates).toHaveLength(0);
  });

  it('keeps quantity breaks in increasing order and refuses an invalid one', async () => {
    const { user } = renderForm();
    const breaks = await screen.findByLabelText('Quantity breaks');
    for (const quantity of ['1000', '100', '10,000']) {
      await fill(user, breaks, quantity);
      await user.keyboard('{Enter}');
    }
    const chips = within(screen.getByRole('list', { name: 'Added' }));
    expect(chips.getAllByRole('listitem').map((chip) => chip.textContent?.replace('×', ''))).toEqual(['100', '1,000', '10,000']);

    await fill(user, breaks, '0');
    await user.keyboard('{Enter}');
    expect((await findToast('Quantity not added')).description).toBe(SOURCING_MESSAGES.quantity);
  });
});

describe("a saved draft's line files", () => {
  it('are uploaded to the request and attached to the line', async () => {
    apiServer.use(answer('get', '/api/projects/user', []));
    const metadata: string[] = [];
    apiServer.use(
      http.post(apiUrl('/api/files/uploads'), ({ request }) => {
        metadata.push(request.headers.get('upload-metadata') ?? '');
        return new Response(null, { status: 201, headers: { Location: '/api/files/uploads/0123456789abcdef0123456789abcdef', 'Tus-Resumable': '1.0.0' } });
      }),
      http.patch(apiUrl('/api/files/uploads/0123456789abcdef0123456789abcdef'), async ({ request }) => {
        const size = (await request.arrayBuffer()).byteLength;
        return new Response(null, { status: 204, headers: { 'Upload-Offset': String(size), 'Tus-Resumable': '1.0.0', 'X-File-Id': '91' } });
      }),
      http.get(apiUrl('/api/files/91'), () => HttpResponse.json(fileView({ id: 91, name: 'lid.step' }))),
    );
    const values = emptyRfqForm();
    values.lines[0] = { ...values.lines[0]!, partName: 'Lid', quantities: [100] };
    renderWithApp(<RfqForm initialValues={values} rfqId={7} submitting={null} editing onSubmit={async () => undefined} />, { user: ownUser() });
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('upload-input'), new File(['ISO-10303-21;'], 'lid.step', { type: 'model/step' }));

    expect(await screen.findByText('lid.step')).toBeInTheDocument();
    const decoded = Object.fromEntries(metadata[0]!.split(',').map((pair) => { const [key, value = ''] = pair.split(' '); return [key, atob(value)]; }));
    expect(decoded).toMatchObject({ filename: 'lid.step', context: 'rfq', rfqId: '7' });
  });

  it('are offered once a new request is saved', async () => {
    renderForm();
    expect(await screen.findByText('Save the draft to upload files from your computer.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upload files/ })).toBeNull();
  });
});

describe("an open request's matching criteria", () => {
  it('requires the certifications chosen, sent with the other criteria, and only for an open request', async () => {
    apiServer.use(answer('get', '/api/projects/user', []));
    const values = { ...emptyRfqForm(), title: 'Enclosure parts', description: 'Two machined parts for a sensor enclosure.', visibility: 'open' as const };
    values.lines[0] = { ...values.lines[0]!, partName: 'Lid', quantities: [100] };
    values.quoteDeadline = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const saved: RfqFormValues[] = [];
    renderWithApp(<RfqForm initialValues={values} submitting={null} onSubmit={async (submitted) => void saved.push(submitted)} />, { user: ownUser() });
    const user = userEvent.setup();
    const certifications = await screen.findByLabelText('Required certifications');
    await chooseOption(user, certifications, 'ISO 9001');
    await chooseOption(user, certifications, 'AS9100');
    await user.click(screen.getByRole('button', { name: /Save draft/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(toRfqPayload(saved[0]!).openCriteria).toEqual({ region: null, verifiedOnly: false, requiredCertifications: ['iso_9001', 'as9100'] });
    expect(toRfqPayload({ ...saved[0]!, visibility: 'invited' }).openCriteria).toBeUndefined();
  });

  it('are shown with the terms of an open request', () => {
    renderWithApp(<RfqTerms rfq={rfqDetail({ visibility: 'open', openCriteria: { region: 'Europe', verifiedOnly: true, requiredCertifications: ['iso_9001', 'itar'] } })} />, { user: ownUser() });
    expect(screen.getByText('Required certifications').closest('tr')).toHaveTextContent(/ISO 9001\s*ITAR registration/);
    expect(screen.getByText('Suppliers from').closest('tr')).toHaveTextContent('Europe');
    expect(screen.getByText('Verified suppliers only')).toBeInTheDocument();
  });

  it('are not shown for a request open to the invited only', () => {
    renderWithApp(<RfqTerms rfq={rfqDetail({ visibility: 'invited' })} />, { user: ownUser() });
    expect(screen.queryByText('Required certifications')).toBeNull();
  });
});

describe('the form values', () => {
  it('send a known process as its id, dollars as cents, and no NDA without a project', () => {
    const values = emptyRfqForm();
    values.lines[0] = { ...values.lines[0]!, partName: 'Lid', quantities: [100], process: 'CNC machining', material: 'Aluminium 6061', targetUnitPrice: 12.34 };
    values.ndaRequired = true;
    const payload = toRfqPayload(values);
    expect(payload.lines[0]).toMatchObject({ process: 'cnc_machining', material: 'Aluminium 6061', targetUnitPriceCents: 1234 });
    expect(payload.ndaRequired).toBe(false);
  });

  it('place a line field message under that line', () => {
    const values = emptyRfqForm();
    values.lines.push({ ...values.lines[0]!, partName: 'Base', quantities: [10], targetUnitPrice: 0 });
    const errors = validateRfqForm(values) as { lines?: { partName?: string; targetUnitPrice?: string }[] };
    expect(errors.lines?.[0]?.partName).toBe(SOURCING_MESSAGES.partNameRequired);
    expect(errors.lines?.[1]?.targetUnitPrice).toBe(SOURCING_MESSAGES.targetPrice);
  });
});
