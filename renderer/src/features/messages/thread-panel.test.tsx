import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConnectionDetail } from '#shared/schemas/connection-schemas.ts';
import { MESSAGE_ERRORS } from '#shared/schemas/message-schemas.ts';
import { describe, expect, it } from 'vitest';
import { apiError, apiServer, apiUrl, http, HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { serveMarkRead, serveSummaries, serveThread } from '../../test-support/chat-api.ts';
import { connection, message, ownUser, publicUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { findToast } from '../../test-support/toasts.ts';
import { typingChanged } from './realtime-slice.ts';
import { ThreadPanel } from './thread-panel.tsx';

setUpApiServer();

const me = ownUser({ id: 1, fullName: 'Ada Founder' });
const ben = publicUser({ id: 2, fullName: 'Ben Maker', role: 'manufacturer', companyName: 'Maker Works' });

function renderThread(chat: ConnectionDetail, messages = [message({ id: 100, senderId: ben.id, content: 'Shall we work together?', read: true, sender: ben })]) {
  const thread = serveThread(chat.id, messages);
  serveSummaries();
  const rendered = renderWithApp(<ThreadPanel connection={chat} me={me} />, { user: me });
  return { ...rendered, thread, user: userEvent.setup() };
}

const composer = () => screen.getByRole('textbox', { name: 'Message' });
const bubbles = () => screen.getAllByTestId('message-content').map((bubble) => bubble.textContent);

describe('the thread panel', () => {
  it("shows the conversation under today's heading, with the partner's name linking to their profile", async () => {
    renderThread(connection({ id: 10, requester: me, recipient: ben }));
    await screen.findByText('Shall we work together?');
    const conversation = screen.getByRole('region', { name: 'Conversation with Ben Maker' });
    expect(within(conversation).getByRole('link', { name: 'Ben Maker' })).toHaveAttribute('href', '/users/2');
    expect(await screen.findByRole('group', { name: 'Today' })).toHaveTextContent('Shall we work together?');
  });

  it('a conversation started from a listing says which one in its header, linked', async () => {
    renderThread(connection({ id: 10, requester: me, recipient: ben, productId: 50, product: { id: 50, name: 'ESP32 DevKit' } }));
    const conversation = await screen.findByRole('region', { name: 'Conversation with Ben Maker' });
    const about = within(conversation).getByTestId('thread-product');
    expect(about).toHaveTextContent('About: ESP32 DevKit');
    expect(within(about).getByRole('link', { name: 'ESP32 DevKit' })).toHaveAttribute('href', '/marketplace/50');
  });

  it("a conversation about a project links to it: the partners' page for the partner, the project for its owner", async () => {
    const project = { id: 5, userId: ben.id, name: 'Sensor enclosure', status: 'active', stage: 'prototype', tags: [] };
    renderThread(connection({ id: 10, requester: ben, recipient: me, projectId: 5, project }));
    const about = await screen.findByTestId('thread-project');
    expect(within(about).getByRole('link', { name: 'Sensor enclosure' })).toHaveAttribute('href', '/projects/5/shared');
  });

  it('opens with a draft it was given in the message field, for the member to edit and send', async () => {
    serveThread(10, []);
    serveSummaries();
    renderWithApp(<ThreadPanel connection={connection({ id: 10, requester: me, recipient: ben })} me={me} draft="Is the ESP32 DevKit still available?" />, { user: me });
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue('Is the ESP32 DevKit still available?');
  });

  it('an empty thread says there are no messages yet', async () => {
    renderThread(connection({ id: 10, requester: me, recipient: ben }), []);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('a thread that fails to load says so, and Try again loads it', async () => {
    let fail = true;
    serveSummaries();
    apiServer.use(
      http.get(apiUrl('/api/messages/connection/10'), () =>
        fail ? apiError(500, { message: 'Internal error' }) : HttpResponse.json({ messages: [message({ id: 5, content: 'Back again', read: true })], nextCursor: null, newerCursor: null }),
      ),
    );
    renderWithApp(<ThreadPanel connection={connection({ id: 10, requester: me, recipient: ben })} me={me} />, { user: me });
    expect(await screen.findByText('Could not load this conversation.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('older messages load above the newest ones, each shown once', async () => {
    const history = Array.from({ length: 60 }, (_, index) => message({ id: index + 1, senderId: index % 2 ? me.id : ben.id, content: `Note ${index + 1}`, read: true }));
    const { user, thread } = renderThread(connection({ id: 10, requester: me, recipient: ben }), history);
    await screen.findByText('Note 60');
    expect(screen.queryByText('Note 10')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    await screen.findByText('Note 1');
    expect(bubbles()).toEqual(history.map((m) => m.content));
    expect(thread.requests.at(-1)?.searchParams.get('before')).toBe('11');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it("unread messages from the partner are marked read over HTTP while no socket is up", async () => {
    const read = serveMarkRead(10);
    renderThread(connection({ id: 10, requester: me, recipient: ben }), [message({ id: 100, senderId: ben.id, content: 'New news', read: false, sender: ben })]);
    await screen.findByText('New news');
    await waitFor(() => expect(read).toHaveLength(1));
  });

  it("the partner's typing shows under the thread and goes when they stop", async () => {
    const { store } = renderThread(connection({ id: 10, requester: me, recipient: ben }));
    await screen.findByText('Shall we work together?');
    act(() => void store.dispatch(typingChanged({ connectionId: 10, userId: ben.id, isTyping: true })));
    expect(screen.getByTestId('typing-indicator')).toHaveTextContent('Ben Maker is typing...');
    act(() => void store.dispatch(typingChanged({ connectionId: 10, userId: ben.id, isTyping: false })));
    expect(screen.queryByTestId('typing-indicator')).not.toBeInTheDocument();
  });

  it('a request I sent and that is still pending keeps the input off and says who must accept', async () => {
    renderThread(connection({ id: 10, requester: me, recipient: ben, status: 'pending' }));
    await screen.findByText('Shall we work together?');
    expect(screen.getByText('Waiting for Ben Maker to accept')).toBeInTheDocument();
    expect(composer()).toBeDisabled();
    expect(composer()).toHaveAttribute('placeholder', 'Messaging opens once the request is accepted');
  });

  it('a declined request says no messages can be sent', async () => {
    renderThread(connection({ id: 10, requester: me, recipient: ben, status: 'rejected' }));
    await screen.findByText('Shall we work together?');
    expect(screen.getByText(MESSAGE_ERRORS.rejected)).toBeInTheDocument();
    expect(composer()).toBeDisabled();
  });

  it('a request sent to me can be accepted in the thread', async () => {
    const answers = recordRequests('patch', '/api/connections/10', () =>
      HttpResponse.json(connection({ id: 10, requester: ben, recipient: me, status: 'accepted' })),
    );
    const { user } = renderThread(connection({ id: 10, requester: ben, recipient: me, status: 'pending', message: 'Could you quote 500 housings?' }));
    await screen.findByText('Shall we work together?');
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Ben Maker wants to connect with you');
    await user.click(within(notice).getByRole('button', { name: /Accept/ }));
    expect((await findToast('Connection Accepted')).description).toBe('You are now connected with Ben Maker.');
    expect(answers.map((request) => request.body)).toEqual([{ status: 'accepted' }]);
  });

  it('a declined answer that fails says why', async () => {
    recordRequests('patch', '/api/connections/10', () => apiError(409, { message: 'This request has already been accepted.' }));
    const { user } = renderThread(connection({ id: 10, requester: ben, recipient: me, status: 'pending' }));
    await screen.findByText('Shall we work together?');
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: /Reject/ }));
    expect((await findToast('Error')).description).toBe('Unable to update the connection request: This request has already been accepted.');
  });
});
