import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '#shared/schemas/file-schemas.ts';
import { apiError, apiServer, apiUrl, http, HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { serveSummaries, serveThread } from '../../test-support/chat-api.ts';
import { connection, fileView, message, ownUser, publicUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { ThreadPanel } from './thread-panel.tsx';

setUpApiServer();

const me = ownUser({ id: 1, fullName: 'Ada Founder' });
const ben = publicUser({ id: 2, fullName: 'Ben Maker', role: 'manufacturer' });
const UPLOAD = '/api/files/uploads/0123456789abcdef0123456789abcdef';

/** A tus server in msw: creation answers with the upload's URL; a PATCH takes the bytes, or answers what `patch` says. */
function serveTus(patch: (offset: number) => Response | Promise<Response> = () => new Response(null, { status: 204 })) {
  const patches: number[] = [];
  const deletes: string[] = [];
  apiServer.use(
    http.post(apiUrl('/api/files/uploads'), () => new Response(null, { status: 201, headers: { Location: UPLOAD, 'Tus-Resumable': '1.0.0' } })),
    http.patch(apiUrl(UPLOAD), async ({ request }) => {
      const size = (await request.arrayBuffer()).byteLength;
      patches.push(size);
      return patch(size);
    }),
    http.delete(apiUrl(UPLOAD), ({ request }) => {
      deletes.push(request.url);
      return new Response(null, { status: 204 });
    }),
  );
  return { patches, deletes };
}

const finished = (size: number, fileId: number) => new Response(null, { status: 204, headers: { 'Upload-Offset': String(size), 'Tus-Resumable': '1.0.0', 'X-File-Id': String(fileId) } });

function renderThread() {
  serveThread(10, [message({ id: 100, senderId: ben.id, content: 'Can you send the model?', read: true, sender: ben })]);
  serveSummaries();
  renderWithApp(<ThreadPanel connection={connection({ id: 10, requester: me, recipient: ben })} me={me} />, { user: me });
  return userEvent.setup();
}

const stepFile = () => new File(['ISO-10303-21;\nEND-ISO-10303-21;\n'], 'bracket.step', { type: 'application/step' });

describe('files in a conversation', () => {
  it('uploads an attached file, then sends it with the message, even without text', async () => {
    const user = renderThread();
    await screen.findByText('Can you send the model?');
    const file = stepFile();
    serveTus((size) => finished(size, 77));
    apiServer.use(http.get(apiUrl('/api/files/77'), () => HttpResponse.json(fileView({ id: 77, name: 'bracket.step', size: file.size }))));
    const sent = recordRequests('post', '/api/messages', (body) =>
      HttpResponse.json(message({ id: 101, senderId: me.id, recipientId: ben.id, content: '', clientMessageId: (body as { clientMessageId: string }).clientMessageId, attachments: [fileView({ id: 77, size: file.size })] }), { status: 201 }),
    );

    await user.upload(screen.getByTestId('attach-input'), file);
    await waitFor(() => expect(screen.getByTestId('upload-item')).toHaveAttribute('data-state', 'done'));
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeEnabled();
    await user.click(send);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ connectionId: 10, recipientId: ben.id, content: '', attachmentIds: [77] });
    // Sent: out of the tray, into the thread under the message.
    expect(screen.queryByTestId('upload-item')).not.toBeInTheDocument();
    const attachments = await screen.findByTestId('attachments');
    expect(within(attachments).getByRole('button', { name: 'bracket.step' })).toBeInTheDocument();
    expect(within(attachments).getByRole('link', { name: 'Download bracket.step' })).toHaveAttribute('href', '/api/files/77/download');
  });

  it("says why a file was refused, in the server's words, and sends nothing for it", async () => {
    const user = renderThread();
    await screen.findByText('Can you send the model?');
    const { patches } = serveTus(() => apiError(400, { message: FILE_MESSAGES.nameMismatch('step', 'a PDF') }));

    await user.upload(screen.getByTestId('attach-input'), stepFile());
    const item = await screen.findByTestId('upload-item');
    await waitFor(() => expect(item).toHaveAttribute('data-state', 'failed'));
    expect(within(item).getByRole('alert')).toHaveTextContent(FILE_MESSAGES.nameMismatch('step', 'a PDF'));
    // A refusal is not retried, by the client or the member.
    expect(patches).toHaveLength(1);
    expect(within(item).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('refuses a file over 200 MB before sending a byte', async () => {
    const user = renderThread();
    await screen.findByText('Can you send the model?');
    const created = recordRequests('post', '/api/files/uploads', () => new Response(null, { status: 500 }));
    const huge = stepFile();
    Object.defineProperty(huge, 'size', { value: 200 * 1024 * 1024 + 1 });

    await user.upload(screen.getByTestId('attach-input'), huge);
    expect(await screen.findByRole('alert')).toHaveTextContent(FILE_MESSAGES.tooLarge);
    expect(created).toHaveLength(0);
  });

  it('cancels an upload under way: the server is told to drop it and the file leaves the tray', async () => {
    const user = renderThread();
    await screen.findByText('Can you send the model?');
    const { deletes } = serveTus(() => new Promise<Response>(() => undefined));

    await user.upload(screen.getByTestId('attach-input'), stepFile());
    await screen.findByRole('progressbar', { name: 'Uploading bracket.step' });
    await user.click(screen.getByRole('button', { name: 'Cancel bracket.step' }));
    expect(screen.queryByTestId('upload-item')).not.toBeInTheDocument();
    await waitFor(() => expect(deletes).toHaveLength(1));
  });

  it("shows a received file's scan state, and no download until it is checked", async () => {
    serveThread(10, [message({ id: 100, senderId: ben.id, content: 'The drawing', read: true, sender: ben, attachments: [fileView({ id: 80, name: 'drawing.pdf', kind: 'pdf', scanStatus: 'pending', downloadable: false, uploader: { id: 2, name: 'Ben Maker' } })] })]);
    serveSummaries();
    renderWithApp(<ThreadPanel connection={connection({ id: 10, requester: me, recipient: ben })} me={me} />, { user: me });
    const attachments = await screen.findByTestId('attachments');
    expect(within(attachments).getByTestId('scan-status')).toHaveTextContent('Being checked for viruses');
    expect(within(attachments).queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });
});
