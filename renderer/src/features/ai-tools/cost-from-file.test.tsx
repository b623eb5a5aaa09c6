import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, apiError, apiServer, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { chooseOption, fill } from '../../test-support/controls.ts';
import { fileView, ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { LazyFilePreview } from '../files/index.ts';
import { DesignRecommendationsPage } from './design-recommendations-page.tsx';

setUpApiServer();

const geometry = { units: 'mm' as const, boundingBoxMm: { x: 120, y: 80, z: 35 }, volumeMm3: 60_000, surfaceAreaMm2: 25_000, triangles: 1200, faces: 42 };
const sent = { boundingBoxMm: { x: 120, y: 80, z: 35 }, volumeMm3: 60_000, surfaceAreaMm2: 25_000 };
const bom = fileView({ id: 78, name: 'tracker-bom.csv', kind: 'csv', mime: 'text/csv', geometry: null });

/** The estimator opened from a file's "Estimate cost" or "Price this BOM"; the estimate itself is refused, only what is sent matters here. */
function openFromFile(fileId: number) {
  const user = userEvent.setup();
  const requests = recordRequests('post', '/api/ai/cost-estimation', () => apiError(503, { message: 'Try again later.' }));
  const rendered = renderWithApp(<DesignRecommendationsPage />, {
    path: `/design-recommendations?tab=cost-estimation&fromFile=${fileId}`,
    route: '/design-recommendations',
    user: ownUser({ id: 1 }),
  });
  return { user, requests, ...rendered };
}

async function completeAndAsk(user: ReturnType<typeof userEvent.setup>) {
  const form = screen.getByRole('tabpanel');
  await chooseOption(user, within(form).getByLabelText('Manufacturing method'), 'CNC machining');
  await chooseOption(user, within(form).getByLabelText('Materials'), 'Aluminium 6061', 'Alumin');
  await fill(user, within(form).getByLabelText('Production volume (units)'), '200');
  await user.click(within(form).getByRole('button', { name: /Estimate Costs/ }));
}

const designDetails = () => (screen.getByLabelText('Design details') as HTMLTextAreaElement).value;

describe('cost estimation from a 3D model', () => {
  it('fills the design details from the model and sends its measurements with the request', async () => {
    apiServer.use(answer('get', '/api/files/77', fileView({ id: 77, name: 'bracket.step', geometry })), answer('get', '/api/projects/user', []), answer('get', '/api/ai/runs', []));
    const { user, requests } = openFromFile(77);
    // The form is drawn afresh with the model's values once the file has loaded: look the field up each time.
    await waitFor(() => expect(designDetails()).toBe('Part from the 3D model bracket.step\n\nSize: 120 × 80 × 35 mm (bounding box)\nVolume: 60 cm³\nSurface area: 250 cm²'));
    expect(screen.getByTestId('cost-model-note')).toHaveTextContent('From model bracket.step');
    expect(screen.queryByTestId('cost-bom-note')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Cost Estimation' })).toHaveAttribute('aria-selected', 'true');

    await completeAndAsk(user);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toMatchObject({ materials: ['aluminum_6061'], manufacturingMethod: 'cnc_machining', volume: 200, geometry: sent, sourceFileName: 'bracket.step' });
    expect(requests[0]!.body).not.toHaveProperty('bomFileId');
  });

  it('stops sending the model once its note is cleared, keeping the text to edit', async () => {
    apiServer.use(answer('get', '/api/files/77', fileView({ id: 77, name: 'bracket.step', geometry })), answer('get', '/api/projects/user', []), answer('get', '/api/ai/runs', []));
    const { user, requests, location } = openFromFile(77);
    const note = await screen.findByTestId('cost-model-note');
    await user.click(within(note).getByRole('button', { name: 'Clear the model' }));
    await waitFor(() => expect(screen.queryByTestId('cost-model-note')).toBeNull());
    expect(location.current.search).toBe('?tab=cost-estimation');
    expect(designDetails()).toContain('Size: 120 × 80 × 35 mm');

    await completeAndAsk(user);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).not.toHaveProperty('geometry');
    expect(requests[0]!.body).not.toHaveProperty('sourceFileName');
  });
});

describe('cost estimation from a bill of materials', () => {
  it('offers "Price this BOM" for a CSV or Excel file, opening the estimator with it', async () => {
    const onClose = vi.fn();
    const { location, unmount } = renderWithApp(<LazyFilePreview file={bom} open onClose={onClose} />, { path: '/messages/10', user: ownUser({ id: 1 }) });
    fireEvent.click(await screen.findByRole('button', { name: /Price this BOM/ }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(location.current).toEqual({ pathname: '/design-recommendations', search: '?tab=cost-estimation&fromFile=78' }));
    expect(screen.queryByRole('button', { name: /Estimate cost/ })).toBeNull();
    unmount();
    // Not before the file may be read.
    renderWithApp(<LazyFilePreview file={{ ...bom, kind: 'xlsx', scanStatus: 'pending', downloadable: false }} open onClose={onClose} />, { path: '/messages/10', user: ownUser({ id: 1 }) });
    expect(await screen.findByText('Still being checked for viruses')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Price this BOM/ })).toBeNull();
  });

  it('fills the form for a board from the file and sends the file with the request until its note is cleared', async () => {
    apiServer.use(answer('get', '/api/files/78', bom), answer('get', '/api/projects/user', []), answer('get', '/api/ai/runs', []));
    const { user, requests, location } = openFromFile(78);
    await waitFor(() => expect(designDetails()).toBe('Board from the bill of materials tracker-bom.csv'));
    const note = screen.getByTestId('cost-bom-note');
    expect(note).toHaveTextContent('From bill of materials tracker-bom.csv');
    expect(note).toHaveTextContent('lines it cannot place are listed as unknown');
    const form = screen.getByRole('tabpanel');
    expect(within(form).getByText('PCB fabrication and assembly')).toBeInTheDocument();
    expect(within(form).getByText('FR-4 (PCB laminate)')).toBeInTheDocument();

    await fill(user, within(form).getByLabelText('Production volume (units)'), '1000');
    await user.click(within(form).getByRole('button', { name: /Estimate Costs/ }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toMatchObject({ manufacturingMethod: 'pcb_assembly', materials: ['fr4'], volume: 1000, bomFileId: 78, bomFileName: 'tracker-bom.csv' });
    expect(requests[0]!.body).not.toHaveProperty('geometry');

    await user.click(within(screen.getByTestId('cost-bom-note')).getByRole('button', { name: 'Clear the bill of materials' }));
    await waitFor(() => expect(screen.queryByTestId('cost-bom-note')).toBeNull());
    expect(location.current.search).toBe('?tab=cost-estimation');
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: /Estimate Costs/ }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.body).not.toHaveProperty('bomFileId');
    expect(requests[1]!.body).toMatchObject({ designDetails: 'Board from the bill of materials tracker-bom.csv', manufacturingMethod: 'pcb_assembly' });
  });
});
