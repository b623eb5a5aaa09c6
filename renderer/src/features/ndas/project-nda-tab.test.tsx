import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NDA_MESSAGES, type NdaSignature, type NdaVersion, type ProjectNda } from '#shared/schemas/nda-schemas.ts';
import { describe, expect, it } from 'vitest';
import { HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { ProjectNdaTab, REQUIRE_LABEL } from './project-nda-tab.tsx';

setUpApiServer();

const TEMPLATE = `MUTUAL NON-DISCLOSURE AGREEMENT\n\nProject: CardioPatch\n\n${'Each party keeps the other party\'s confidential information secret. '.repeat(4)}`;
const fresh: ProjectNda = { projectId: 7, required: false, confidentialFields: [], versions: [], signatures: [], partners: [{ id: 5, fullName: 'Grace Hopper', signedVersion: null }], template: TEMPLATE };
const version = (number: number, text: string): NdaVersion => ({ id: 30 + number, number, text, sha256: 'ab'.repeat(32), author: { id: 1, fullName: 'Ada Lovelace' }, createdAt: '2026-11-20T10:00:00.000Z' });
const signature: NdaSignature = {
  id: 77, projectId: 7, versionId: 31, versionNumber: 1, signer: { id: 5, fullName: 'Grace Hopper' }, typedName: 'grace hopper', signedAt: '2026-11-27T09:30:00.000Z',
  ip: '203.0.113.9', userAgent: 'Firefox', documentSha256: 'ab'.repeat(32),
};

function renderTab(initial: ProjectNda) {
  let current = initial;
  recordRequests('get', '/api/projects/7/nda', () => HttpResponse.json(current));
  const rendered = renderWithApp(<ProjectNdaTab projectId={7} />, { path: '/projects/7?tab=nda', user: ownUser({ id: 1 }) });
  return { ...rendered, user: userEvent.setup(), setNda: (next: ProjectNda) => (current = next) };
}

describe("the owner's NDA tab", () => {
  it('starts from the template, refuses a too short text, and saves an edit as version 1', async () => {
    const { user, setNda } = renderTab(fresh);
    const editor = await screen.findByLabelText('Agreement text');
    expect(editor).toHaveValue(TEMPLATE);
    expect(screen.getByText(NDA_MESSAGES.noVersion)).toBeVisible();
    // Requiring it waits for a saved text.
    expect(screen.getByRole('switch', { name: REQUIRE_LABEL })).toBeDisabled();

    const saves = recordRequests('post', '/api/projects/7/nda/versions', (body) => {
      const saved = version(1, (body as { text: string }).text);
      setNda({ ...fresh, versions: [saved] });
      return HttpResponse.json(saved, { status: 201 });
    });
    await user.clear(editor);
    await user.type(editor, 'Keep it secret.');
    await user.click(screen.getByRole('button', { name: /Save as new version/ }));
    expect(await screen.findByText(NDA_MESSAGES.textTooShort)).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await user.clear(editor);
    await user.click(editor);
    await user.paste(`${TEMPLATE}\nGoverned by the laws of England and Wales.`);
    await user.click(screen.getByRole('button', { name: /Save as new version/ }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body).toEqual({ text: `${TEMPLATE}\nGoverned by the laws of England and Wales.` });
    expect(await screen.findByText('NDA text (version 1)')).toBeVisible();
    expect(screen.getByRole('switch', { name: REQUIRE_LABEL })).toBeEnabled();
  });

  it('switches the requirement on and picks the confidential fields', async () => {
    const withVersion = { ...fresh, versions: [version(1, TEMPLATE)] };
    const { user } = renderTab(withVersion);
    const changes = recordRequests('patch', '/api/projects/7/nda', (body) => HttpResponse.json({ ...withVersion, ...(body as object) }));
    await user.click(await screen.findByRole('switch', { name: REQUIRE_LABEL }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]!.body).toEqual({ required: true });
    expect(await screen.findByText(/1 of 1 partners have not signed yet/)).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Budget' }));
    await waitFor(() => expect(changes).toHaveLength(2));
    expect(changes[1]!.body).toEqual({ confidentialFields: ['budget'] });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Budget' })).toBeChecked());
  });

  it('lists who signed which version, with the PDF to download, and every version saved', async () => {
    renderTab({ ...fresh, required: true, versions: [version(2, `${TEMPLATE} Version two.`), version(1, TEMPLATE)], signatures: [signature], partners: [{ id: 5, fullName: 'Grace Hopper', signedVersion: 1 }, { id: 6, fullName: 'Hedy Lamarr', signedVersion: null }] });
    const row = (await screen.findByText('grace hopper')).closest('tr')!;
    for (const shown of ['Grace Hopper', 'v1', '2026-11-27 09:30 UTC', '203.0.113.9']) expect(row).toHaveTextContent(shown);
    expect(within(row).getByRole('button', { name: /Download/ })).toBeVisible();
    expect(screen.getByText('Not signed yet: Hedy Lamarr')).toBeVisible();
    expect(screen.getByText(/Version 2 \(current\) · November 20, 2026 · signed by 0/)).toBeVisible();
    expect(screen.getByText(/Version 1 · November 20, 2026 · signed by 1/)).toBeVisible();
  });

  it("shows the server's refusal of a setting", async () => {
    const { user } = renderTab({ ...fresh, versions: [version(1, TEMPLATE)] });
    recordRequests('patch', '/api/projects/7/nda', () => HttpResponse.json({ message: NDA_MESSAGES.noVersion }, { status: 409 }));
    await user.click(await screen.findByRole('switch', { name: REQUIRE_LABEL }));
    expect(await screen.findByText(NDA_MESSAGES.noVersion)).toBeInTheDocument();
  });
});
