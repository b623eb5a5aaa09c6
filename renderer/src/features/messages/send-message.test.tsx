import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_ERRORS, type MessageWithSender } from '#shared/schemas/message-schemas.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '../../lib/api/api-error.ts';
import { apiError, HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { serveSummaries, serveThread } from '../../test-support/chat-api.ts';
import { lastSocket } from '../../test-support/fake-socket.ts';
import { connection, message, ownUser, publicUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { findToast, toastTitles } from '../../test-support/toasts.ts';
import { startRealtimeSession } from './realtime-session.ts';
import { ThreadPanel } from './thread-panel.tsx';

vi.mock('socket.io-client', () => import('../../test-support/fake-socket.ts').then((m) => m.socketIoDouble));

setUpApiServer();

const me = ownUser({ id: 1, fullName: 'Ada Founder' });
const ben = publicUser({ id: 2, fullName: 'Ben Maker', role: 'manufacturer' });
const chat = connection({ id: 10, requester: me, recipient: ben });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface SendBody {
  connectionId: number;
  recipientId: number;
  content: string;
  clientMessageId: string;
}

/** What the server stores for a send: the next id, the sender's clientMessageId kept. */
const stored = (body: SendBody, id = 201): MessageWithSender =>
  message({ id, senderId: me.id, recipientId: body.recipientId, connectionId: body.connectionId, content: body.content, clientMessageId: body.clientMessageId, sender: me });

let stopRealtime: (() => void) | undefined;
afterEach(() => {
  stopRealtime?.();
  stopRealtime = undefined;
});

async function renderThread() {
  serveThread(chat.id, [message({ id: 100, senderId: ben.id, content: 'Shall we work together?', read: true, sender: ben })]);
  serveSummaries();
  const rendered = renderWithApp(<ThreadPanel connection={chat} me={me} />, { user: me });
  await screen.findByText('Shall we work together?');
  return { ...rendered, user: userEvent.setup() };
}

const composer = () => screen.getByRole('textbox', { name: 'Message' });
const rows = () => screen.getAllByTestId('message');
const rowWith = (text: string) => screen.getAllByTestId('message').filter((row) => within(row).queryByText(text));

/**
 * The row showing `text` once it is in `delivery` state. Cache patches reach the screen with the
 * store's next batched notification, a moment after the action that made them.
 */
const findRow = (text: string, delivery: 'pending' | 'failed' | 'stored') =>
  waitFor(() => {
    const [row] = rowWith(text);
    expect(row).toHaveAttribute('data-delivery', delivery);
    return row!;
  });

function holdResponses() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, released };
}

describe('sending a message without an authenticated socket', () => {
  it('shows the message at once as pending, then the stored message in its place, once', async () => {
    const { release, released } = holdResponses();
    const posts = recordRequests('post', '/api/messages', async (body) => {
      await released;
      return HttpResponse.json(stored(body as SendBody), { status: 201 });
    });
    const { user } = await renderThread();
    await user.type(composer(), '  Hello Ben, the CAD files are ready.  {Enter}');

    expect(composer()).toHaveValue('');
    // The server has not answered yet.
    const pending = await findRow('Hello Ben, the CAD files are ready.', 'pending');
    expect(within(pending).getByText('Sending...')).toBeInTheDocument();

    release();
    await findToast('Message Sent');
    await findRow('Hello Ben, the CAD files are ready.', 'stored');
    expect(rowWith('Hello Ben, the CAD files are ready.')).toHaveLength(1);
    expect(rows()).toHaveLength(2);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ connectionId: 10, recipientId: 2, content: 'Hello Ben, the CAD files are ready.', clientMessageId: expect.stringMatching(UUID) });
  });

  it("a refused send marks the row failed with the server's reason; Retry sends it again under the same clientMessageId", async () => {
    let refuse = true;
    const posts = recordRequests('post', '/api/messages', (body) =>
      refuse ? apiError(403, { message: MESSAGE_ERRORS.recipientInactive }) : HttpResponse.json(stored(body as SendBody), { status: 201 }),
    );
    const { user } = await renderThread();
    await user.type(composer(), 'Are you still there?{Enter}');

    const toast = await findToast('Failed to Send Message');
    expect(toast.description).toBe(MESSAGE_ERRORS.recipientInactive);
    const failed = await findRow('Are you still there?', 'failed');
    expect(within(failed).getByRole('alert')).toHaveTextContent(`Not sent: ${MESSAGE_ERRORS.recipientInactive}`);

    refuse = false;
    await user.click(within(failed).getByRole('button', { name: /Retry/ }));
    await findRow('Are you still there?', 'stored');
    expect(rowWith('Are you still there?')).toHaveLength(1);
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toEqual(posts[0]!.body);
  });

  it('with the server out of reach, the row says so and can be retried', async () => {
    recordRequests('post', '/api/messages', () => HttpResponse.error());
    const { user } = await renderThread();
    await user.type(composer(), 'Anyone?{Enter}');
    expect((await findToast('Failed to Send Message')).description).toBe(NETWORK_ERROR_MESSAGE);
    expect(within(await findRow('Anyone?', 'failed')).getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('blank text is never sent; Shift+Enter starts a new line instead of sending', async () => {
    const posts = recordRequests('post', '/api/messages', (body) => HttpResponse.json(stored(body as SendBody), { status: 201 }));
    const { user } = await renderThread();
    await user.type(composer(), '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await user.clear(composer());
    await user.type(composer(), 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(composer()).toHaveValue('Line one\nline two');
    expect(posts).toHaveLength(0);
    expect(rows()).toHaveLength(1);
  });
});

describe('sending a message over the authenticated socket', () => {
  async function renderLive() {
    const rendered = await renderThread();
    stopRealtime = startRealtimeSession(rendered.store, me.id);
    lastSocket().serverAuthenticates(me.id);
    return rendered;
  }

  it("the acknowledgement's stored message replaces the row, and nothing goes over HTTP", async () => {
    const posts = recordRequests('post', '/api/messages', (body) => HttpResponse.json(stored(body as SendBody), { status: 201 }));
    const { user } = await renderLive();
    const socket = lastSocket();
    socket.answerMessage = async (payload) => ({ ok: true, message: stored(payload as SendBody, 300) });
    await user.type(composer(), 'Over the socket{Enter}');
    await findRow('Over the socket', 'stored');
    expect(rowWith('Over the socket')).toHaveLength(1);
    expect(socket.sentFrames('message')).toEqual([{ connectionId: 10, recipientId: 2, content: 'Over the socket', clientMessageId: expect.stringMatching(UUID) }]);
    expect(posts).toHaveLength(0);
    expect(toastTitles()).not.toContain('Message Sent');
  });

  it('a refusal in the acknowledgement marks the row failed', async () => {
    const { user } = await renderLive();
    lastSocket().answerMessage = async () => ({ ok: false, error: { message: MESSAGE_ERRORS.rejected, code: 'forbidden', event: 'message' } });
    await user.type(composer(), 'Hello?{Enter}');
    expect((await findToast('Failed to Send Message')).description).toBe(MESSAGE_ERRORS.rejected);
    await findRow('Hello?', 'failed');
  });

  it('without an acknowledgement the same message goes over HTTP with the same clientMessageId', async () => {
    const posts = recordRequests('post', '/api/messages', (body) => HttpResponse.json(stored(body as SendBody), { status: 201 }));
    const { user } = await renderLive();
    const socket = lastSocket();
    await user.type(composer(), 'Lost frame{Enter}');
    await findToast('Message Sent');
    await findRow('Lost frame', 'stored');
    const [frame] = socket.sentFrames('message') as SendBody[];
    expect(posts.map((post) => (post.body as SendBody).clientMessageId)).toEqual([frame!.clientMessageId]);
    expect(rowWith('Lost frame')).toHaveLength(1);
  });
});
