import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NDA_MESSAGES, type NdaSignature, type NdaVersion, type SharedProjectView } from '#shared/schemas/nda-schemas.ts';
import { describe, expect, it } from 'vitest';
import { answer, apiServer, HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { HIDDEN_FIELD, LOCKED_TITLE, SharedProjectPage } from './shared-project-page.tsx';
import { SIGN_LABEL } from './nda-sign-form.tsx';

setUpApiServer();

const me = ownUser({ id: 5, fullName: 'Grace Hopper' });
const version: NdaVersion = {
  id: 31, number: 2, text: 'MUTUAL NON-DISCLOSURE AGREEMENT\n\nEach party keeps the other party\'s confidential information secret.', sha256: 'ab'.repeat(32),
  author: { id: 1, fullName: 'Ada Lovelace' }, createdAt: '2026-11-20T10:00:00.000Z',
};
const signature: NdaSignature = {
  id: 77, projectId: 7, versionId: 31, versionNumber: 2, signer: { id: 5, fullName: 'Grace Hopper' }, typedName: 'grace hopper', signedAt: '2026-11-27T09:30:00.000Z',
  ip: '203.0.113.9', userAgent: 'Firefox', documentSha256: 'ab'.repeat(32),
};
const project = {
  id: 7, userId: 1, name: 'CardioPatch', status: 'active', stage: 'prototype', tags: ['Wearable'], description: 'A 7-day ECG patch.',
  timeline: '9 months', createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z', owner: { id: 1, fullName: 'Ada Lovelace' },
};
const locked: SharedProjectView = {
  project: { ...project, budget: null, requirements: null, hiddenFields: ['requirements', 'budget'] },
  role: 'partner',
  nda: { required: true, locked: true, confidentialFields: ['requirements', 'budget'], current: version, mySignature: null },
};
const unlocked: SharedProjectView = {
  project: { ...project, budget: '$150,000', requirements: 'ISO 13485 manufacturer.', hiddenFields: [] },
  role: 'partner',
  nda: { ...locked.nda, locked: false, mySignature: signature },
};

function renderPage(view: SharedProjectView = locked) {
  let current = view;
  // The page's view as the server holds it now (a signature changes it).
  recordRequests('get', '/api/projects/7/shared', () => HttpResponse.json(current));
  apiServer.use(answer('get', '/api/files', { files: [] }));
  const rendered = renderWithApp(<SharedProjectPage />, { path: '/projects/7/shared', route: '/projects/:id/shared', user: me });
  return { ...rendered, user: userEvent.setup(), setView: (next: SharedProjectView) => (current = next) };
}

describe("a partner's page of a project behind an NDA", () => {
  it('shows the public fields, hides the confidential ones behind a banner and offers the NDA to sign', async () => {
    renderPage();
    expect(await screen.findByText(LOCKED_TITLE)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'CardioPatch' })).toBeVisible();
    expect(screen.getByText('A 7-day ECG patch.')).toBeVisible();
    expect(screen.getByText('9 months')).toBeVisible();
    expect(screen.getAllByText(HIDDEN_FIELD)).toHaveLength(2);
    expect(screen.queryByText('$150,000')).toBeNull();
    expect(screen.getByRole('document', { name: 'NDA version 2' })).toHaveTextContent("Each party keeps the other party's confidential information secret.");
    expect(screen.getByLabelText(SIGN_LABEL)).toBeVisible();
    // No Files tab while locked.
    expect(screen.queryByRole('tab', { name: 'Files' })).toBeNull();
  });

  it('says what is wrong with the typed name before sending anything', async () => {
    const { user } = renderPage();
    const signs = recordRequests('post', '/api/projects/7/nda/signatures', () => HttpResponse.json(signature, { status: 201 }));
    await user.click(await screen.findByRole('button', { name: /Sign/ }));
    // antd animates the message in: present is what counts here.
    expect(await screen.findByText(NDA_MESSAGES.nameRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(SIGN_LABEL), 'Grace Kelly');
    await user.click(screen.getByRole('button', { name: /Sign/ }));
    expect(await screen.findByText(NDA_MESSAGES.nameMismatch('Grace Hopper'))).toBeInTheDocument();
    expect(signs).toHaveLength(0);
  });

  it("puts the server's refusal under the field", async () => {
    const { user } = renderPage();
    apiServer.use(answer('post', '/api/projects/7/nda/signatures', { message: 'Refused', errors: { fullName: 'The server says no.' } }, 400));
    await user.type(await screen.findByLabelText(SIGN_LABEL), 'grace  HOPPER');
    await user.click(screen.getByRole('button', { name: /Sign/ }));
    expect(await screen.findByText('The server says no.')).toBeInTheDocument();
  });

  it('signs the version shown with the typed name, then shows the confidential fields, the Files tab and the signed copy', async () => {
    const { user, setView } = renderPage();
    const signs = recordRequests('post', '/api/projects/7/nda/signatures', () => {
      setView(unlocked);
      return HttpResponse.json(signature, { status: 201 });
    });
    await user.type(await screen.findByLabelText(SIGN_LABEL), ' grace  hopper ');
    await user.click(screen.getByRole('button', { name: /Sign/ }));
    await waitFor(() => expect(signs).toHaveLength(1));
    expect(signs[0]!.body).toEqual({ versionId: 31, fullName: 'grace hopper' });
    expect(await screen.findByRole('tab', { name: 'Files' })).toBeVisible();
    expect(screen.queryByText(LOCKED_TITLE)).toBeNull();
    expect(screen.getByText('$150,000')).toBeVisible();
    expect(screen.getByText('ISO 13485 manufacturer.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'NDA' }));
    const signed = await screen.findByText(/You signed version 2 on 2026-11-27 09:30 UTC/);
    expect(within(signed.closest('.ant-alert')! as HTMLElement).getByRole('button', { name: /Download PDF/ })).toBeVisible();
    expect(screen.queryByLabelText(SIGN_LABEL)).toBeNull();
  });

  it('says the project cannot be opened for a member who is not its partner', async () => {
    apiServer.use(answer('get', '/api/projects/7/shared', { message: "Project not found or you don't have permission to view it." }, 404));
    renderWithApp(<SharedProjectPage />, { path: '/projects/7/shared', route: '/projects/:id/shared', user: me });
    expect(await screen.findByText("Project not found or you don't have permission to view it.")).toBeVisible();
  });
});
