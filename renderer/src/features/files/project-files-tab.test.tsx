import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FileList } from '#shared/schemas/file-schemas.ts';
import { apiServer, apiUrl, http, HttpResponse, setUpApiServer } from '../../test-support/api-server.ts';
import { fileView, ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { ProjectFilesTab } from './project-files-tab.tsx';

setUpApiServer();

const me = ownUser({ id: 1, fullName: 'Ada Founder' });
const inProject = { context: 'project' as const, connectionId: null, projectId: 5 };
const drawingRev1 = fileView({ id: 20, name: 'housing.pdf', kind: 'pdf', revision: 1, revisionOf: null, ...inProject, createdAt: '2026-03-01T09:00:00.000Z' });
const drawingRev2 = fileView({ id: 21, name: 'housing.pdf', kind: 'pdf', revision: 2, revisionOf: 20, ...inProject, uploader: { id: 2, name: 'Ben Maker' }, createdAt: '2026-03-04T09:00:00.000Z' });
const bom = fileView({ id: 22, name: 'bom.xlsx', kind: 'xlsx', ...inProject, scanStatus: 'pending', downloadable: false, uploader: { id: 2, name: 'Ben Maker' } });

function serveList(list: FileList) {
  apiServer.use(http.get(apiUrl('/api/files'), ({ request }) => (new URL(request.url).searchParams.get('projectId') === '5' ? HttpResponse.json(list) : HttpResponse.json({ message: 'Project not found.' }, { status: 404 }))));
}

describe("a project's Files tab", () => {
  it('lists each file at its latest revision, with the earlier ones folded away and labelled', async () => {
    serveList({ files: [{ ...drawingRev2, earlierRevisions: [drawingRev1] }, { ...bom, earlierRevisions: [] }] });
    renderWithApp(<ProjectFilesTab projectId={5} viewerId={me.id} isOwner />, { user: me });
    const rows = await screen.findAllByTestId('project-file');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('revision-label')).toHaveTextContent('Rev 2 (latest)');
    expect(within(rows[0]!).getByText('Ben Maker · 2026-03-04')).toBeInTheDocument();
    // A pending file says so and offers no download yet.
    expect(within(rows[1]!).getByTestId('scan-status')).toHaveTextContent('Being checked for viruses');
    expect(within(rows[1]!).queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();

    await userEvent.click(within(rows[0]!).getByRole('button', { name: /Show 1 earlier revision/ }));
    const earlier = within(rows[0]!).getByRole('list', { name: 'Earlier revisions of housing.pdf' });
    expect(within(earlier).getByText('Rev 1')).toBeInTheDocument();
    expect(within(earlier).getByRole('link', { name: 'Download housing.pdf' })).toHaveAttribute('href', '/api/files/20/download');
  });

  it('uploads a new revision of a file: the upload names the file it revises', async () => {
    serveList({ files: [{ ...drawingRev1, earlierRevisions: [] }] });
    const metadata: string[] = [];
    apiServer.use(
      http.post(apiUrl('/api/files/uploads'), ({ request }) => {
        metadata.push(request.headers.get('upload-metadata') ?? '');
        return new Response(null, { status: 201, headers: { Location: '/api/files/uploads/0123456789abcdef0123456789abcdef', 'Tus-Resumable': '1.0.0' } });
      }),
      http.patch(apiUrl('/api/files/uploads/0123456789abcdef0123456789abcdef'), async ({ request }) => {
        const size = (await request.arrayBuffer()).byteLength;
        return new Response(null, { status: 204, headers: { 'Upload-Offset': String(size), 'Tus-Resumable': '1.0.0', 'X-File-Id': '21' } });
      }),
      http.get(apiUrl('/api/files/21'), () => HttpResponse.json(drawingRev2)),
    );
    const user = userEvent.setup();
    renderWithApp(<ProjectFilesTab projectId={5} viewerId={me.id} isOwner />, { user: me });
    await user.click(await screen.findByRole('button', { name: 'Upload a new revision of housing.pdf' }));
    // Once it is in, the list is fetched again (and now shows revision 2).
    serveList({ files: [{ ...drawingRev2, earlierRevisions: [drawingRev1] }] });
    await user.upload(screen.getByTestId('project-file-input'), new File(['%PDF-1.4\n%%EOF\n'], 'housing-v2.pdf', { type: 'application/pdf' }));

    await waitFor(() => expect(metadata).toHaveLength(1));
    const decoded = Object.fromEntries(metadata[0]!.split(',').map((pair) => { const [key, value = ''] = pair.split(' '); return [key, atob(value)]; }));
    expect(decoded).toMatchObject({ filename: 'housing-v2.pdf', context: 'project', projectId: '5', revisionOf: '20' });
    expect(await screen.findByText('Rev 2 (latest)')).toBeInTheDocument();
  });

  it('says so when there are no files yet', async () => {
    serveList({ files: [] });
    renderWithApp(<ProjectFilesTab projectId={5} viewerId={me.id} isOwner />, { user: me });
    expect(await screen.findByText('No files yet. Upload the first drawing, model or BOM.')).toBeInTheDocument();
  });
});
