import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, apiError, apiServer, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { chooseOption, fill } from '../../test-support/controls.ts';
import { fileView, ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { DesignRecommendationsPage } from './design-recommendations-page.tsx';

setUpApiServer();

const geometry = { units: 'mm' as const, boundingBoxMm: { x: 120, y: 80, z: 35 }, volumeMm3: 60_000, surfaceAreaMm2: 25_000, triangles: 1200, faces: 42 };
const sent = { boundingBoxMm: { x: 120, y: 80, z: 35 }, volumeMm3: 60_000, surfaceAreaMm2: 25_000 };

/** The estimator opened from a model's "Estimate cost"; the estimate itself is refused, only what is sent matters here. */
function openFromModel() {
  const user = userEvent.setup();
  const requests = recordRequests('post', '/api/ai/cost-estimation', () => apiError(503, { message: 'Try again later.' }));
  const rendered = renderWithApp(<DesignRecommendationsPage />, {
    path: '/design-recommendations?tab=cost-estimation&fromFile=77',
    route: '/design-recommendations',
    user: ownUser({ id: 1 }),
  });
  return { user, requests, ...rendered };
}

async function completeAndAsk(user: ReturnType<typeof userEvent.setup>) {
  const form = screen.getByRole('tabpanel');
  await chooseOption(user, within(form).getByLabelText('Materials'), 'Aluminium 6061', 'Alumin');
  await chooseOption(user, within(form).getByLabelText('Manufacturing method'), '3D printing (FDM)');
  await fill(user, within(form).getByLabelText('Production volume (units)'), '200');
  await user.click(within(form).getByRole('button', { name: /Estimate Costs/ }));
}

describe('cost estimation from a 3D model', () => {
  it('fills the design details from the model and sends its measurements with the request', async () => {
    apiServer.use(answer('get', '/api/files/77', fileView({ id: 77, name: 'bracket.step', geometry })), answer('get', '/api/projects/user', []), answer('get', '/api/ai/runs', []));
    const { user, requests } = openFromModel();
    // The form is drawn afresh with the model's values once the file has loaded: look the field up each time.
    await waitFor(() => expect((screen.getByLabelText('Design details') as HTMLTextAreaElement).value).toBe('Part from the 3D model bracket.step\n\nSize: 120 × 80 × 35 mm (bounding box)\nVolume: 60 cm³\nSurface area: 250 cm²'));
    expect(screen.getByTestId('cost-model-note')).toHaveTextContent('From model bracket.step');
    expect(screen.getByRole('tab', { name: 'Cost Estimation' })).toHaveAttribute('aria-selected', 'true');

    await completeAndAsk(user);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toMatchObject({ materials: ['aluminum_6061'], manufacturingMethod: 'fdm_printing', volume: 200, geometry: sent, sourceFileName: 'bracket.step' });
  });

  it('stops sending the model once its note is cleared, keeping the text to edit', async () => {
    apiServer.use(answer('get', '/api/files/77', fileView({ id: 77, name: 'bracket.step', geometry })), answer('get', '/api/projects/user', []), answer('get', '/api/ai/runs', []));
    const { user, requests, location } = openFromModel();
    const note = await screen.findByTestId('cost-model-note');
    await user.click(within(note).getByRole('button', { name: 'Clear the model' }));
    await waitFor(() => expect(screen.queryByTestId('cost-model-note')).toBeNull());
    expect(location.current.search).toBe('?tab=cost-estimation');
    expect((screen.getByLabelText('Design details') as HTMLTextAreaElement).value).toContain('Size: 120 × 80 × 35 mm');

    await completeAndAsk(user);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).not.toHaveProperty('geometry');
    expect(requests[0]!.body).not.toHaveProperty('sourceFileName');
  });
});
