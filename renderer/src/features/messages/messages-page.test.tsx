import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productContactMessage, productDraftMessage, type ConnectionDetail } from '#shared/schemas/connection-schemas.ts';
import type { MessageSummaryList } from '#shared/schemas/message-schemas.ts';
import { describe, expect, it } from 'vitest';
import { apiError, HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { serveSummaries, serveThread } from '../../test-support/chat-api.ts';
import { connection, message, ownUser, partnerCard, product, publicUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { setViewportWidth } from '../../test-support/viewport.ts';
import { MessagesPage } from './messages-page.tsx';
import { CONNECTION_FAILED_TEXT } from '../../lib/realtime/realtime-connection.ts';
import { statusChanged } from './realtime-slice.ts';

setUpApiServer();

const me = ownUser({ id: 1, fullName: 'Ada Founder' });
const ben = publicUser({ id: 2, fullName: 'Ben Maker', role: 'manufacturer', companyName: 'Maker Works' });
const cleo = publicUser({ id: 3, fullName: 'Cleo Stranger', role: 'designer' });

function renderMessages(connections: ConnectionDetail[], options: { path?: string; summaries?: MessageSummaryList } = {}) {
  const lists = recordRequests('get', '/api/connections', () => HttpResponse.json(connections));
  serveSummaries(options.summaries);
  const rendered = renderWithApp(<MessagesPage />, { path: options.path ?? '/messages', route: '/messages/:connectionId?', user: me });
  return { ...rendered, lists, user: userEvent.setup() };
}

const rows = () => screen.queryAllByTestId('connection-row');
const search = () => screen.getByRole('textbox', { name: 'Search contacts' });

describe('the messages page', () => {
  it('with no connections: the empty list with its hint, and the conversation placeholder', async () => {
    const { lists } = renderMessages([]);
    await waitFor(() => expect(lists).toHaveLength(1));
    expect(await screen.findByText('No connections found')).toBeInTheDocument();
    expect(screen.getByText('Connect with partners to start messaging')).toBeInTheDocument();
    expect(screen.getByText('Select a conversation')).toBeInTheDocument();
    expect(within(screen.getByTestId('connections-count')).getByText('0')).toBeInTheDocument();
  });

  it('a request sent to me: its row with the request text, in Pending with Accept and Reject, not in Active', async () => {
    const request = connection({ id: 11, requester: ben, recipient: me, status: 'pending', message: 'Hello Ada, could you quote 500 aluminium housings?' });
    const { user } = renderMessages([request]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByTestId('connection-preview')).toHaveTextContent('Hello Ada, could you quote ...');
    expect(rows()[0]).toHaveTextContent('Request');
    await user.click(screen.getByRole('tab', { name: 'Active' }));
    expect(screen.getByText('No active connections yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(screen.getByRole('button', { name: 'Accept Ben Maker' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject Ben Maker' })).toBeInTheDocument();
  });

  it('search matches a name, company or role, and says when nothing matches', async () => {
    const { user } = renderMessages([connection({ id: 10, requester: me, recipient: ben }), connection({ id: 12, requester: me, recipient: cleo })]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.type(search(), 'nobody-like-this');
    expect(rows()).toHaveLength(0);
    expect(screen.getByText('No contacts match "nobody-like-this"')).toBeInTheDocument();
    await user.clear(search());
    await user.type(search(), 'maker works');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Ben Maker');
    await user.clear(search());
    await user.type(search(), 'designer');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Cleo Stranger');
  });

  it('the newest activity comes first, with the unread count of each conversation', async () => {
    const older = connection({ id: 10, requester: me, recipient: ben, updatedAt: '2026-01-01T10:00:00.000Z' });
    const newer = connection({ id: 12, requester: me, recipient: cleo, updatedAt: '2026-01-02T10:00:00.000Z' });
    renderMessages([older, newer], {
      summaries: [{ connectionId: 10, lastMessage: message({ id: 500, senderId: ben.id, connectionId: 10, content: 'Latest news from Ben', sender: ben }), unread: 2 }],
    });
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Latest news from Ben'));
    expect(rows().map((row) => row.getAttribute('href'))).toEqual(['/messages/10', '/messages/12']);
    expect(within(rows()[0]!).getByLabelText('2 unread')).toBeInTheDocument();
    expect(within(rows()[0]!).getByTestId('unread-dot')).toBeInTheDocument();
  });

  it('an address of a conversation that is not mine says it was not found', async () => {
    renderMessages([connection({ id: 10, requester: me, recipient: ben })], { path: '/messages/999' });
    expect(await screen.findByText('Conversation not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Messages' })).toHaveAttribute('href', '/messages');
  });

  it('?contact= with someone I am connected to opens our conversation', async () => {
    serveThread(10, []);
    const { location } = renderMessages([connection({ id: 10, requester: me, recipient: ben })], { path: `/messages?contact=${ben.id}` });
    await waitFor(() => expect(location.current.pathname).toBe('/messages/10'));
    expect(await screen.findByRole('region', { name: 'Conversation with Ben Maker' })).toBeInTheDocument();
  });

  it('?contact= with someone new opens the Connect dialog addressed to them', async () => {
    recordRequests('get', `/api/users/${cleo.id}`, () => HttpResponse.json({ ...partnerCard({ ...cleo, verified: false, rating: { average: null, count: 0 } }), projects: [], connection: null }));
    recordRequests('get', '/api/projects/user', () => HttpResponse.json([]));
    recordRequests('get', '/api/billing', () => apiError(404, { message: 'Not found' }));
    renderMessages([], { path: `/messages?contact=${cleo.id}` });
    const dialog = await screen.findByRole('dialog', { name: 'Connect with Partner' });
    expect(dialog).toHaveTextContent('Cleo Stranger');
  });

  describe('?contact=&product= (Contact Seller on a listing)', () => {
    const listing = product({ id: 50, name: 'ESP32 DevKit', sellerId: cleo.id, seller: { id: cleo.id, fullName: cleo.fullName, profileImage: null, company: null } });
    const productUrl = `${window.location.origin}/marketplace/50`;

    it('with a seller I am not connected to: a request whose editable message names and links the listing, sent with it', async () => {
      recordRequests('get', `/api/users/${cleo.id}`, () => HttpResponse.json({ ...partnerCard({ ...cleo, verified: false, rating: { average: null, count: 0 } }), projects: [], connection: null }));
      recordRequests('get', '/api/products/50', () => HttpResponse.json(listing));
      recordRequests('get', '/api/projects/user', () => HttpResponse.json([]));
      recordRequests('get', '/api/billing', () => apiError(404, { message: 'Not found' }));
      const sent = recordRequests('post', '/api/connections', (body) =>
        HttpResponse.json(connection({ id: 40, requester: me, recipient: cleo, status: 'pending', message: (body as { message: string }).message, productId: 50, product: { id: 50, name: 'ESP32 DevKit' } }), { status: 201 }),
      );
      const { user } = renderMessages([], { path: `/messages?contact=${cleo.id}&product=50` });
      const dialog = await screen.findByRole('dialog', { name: 'Connect with Partner' });
      const text = within(dialog).getByRole('textbox', { name: 'Message' });
      await waitFor(() => expect(text).toHaveValue(productContactMessage('Cleo Stranger', 'ESP32 DevKit', productUrl)));
      expect(within(dialog).getByRole('link', { name: 'ESP32 DevKit' })).toHaveAttribute('href', '/marketplace/50');
      await user.type(text, ' Thanks!');
      await user.click(within(dialog).getByRole('button', { name: /Send Request/ }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]!.body).toMatchObject({ recipientId: cleo.id, productId: 50, message: `${productContactMessage('Cleo Stranger', 'ESP32 DevKit', productUrl)} Thanks!` });
    });

    it('with a seller I am connected to: our conversation, with a draft naming the listing', async () => {
      serveThread(10, []);
      recordRequests('get', '/api/products/50', () => HttpResponse.json(listing));
      const { location } = renderMessages([connection({ id: 10, requester: me, recipient: cleo })], { path: `/messages?contact=${cleo.id}&product=50` });
      await waitFor(() => expect(location.current.pathname).toBe('/messages/10'));
      expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue(productDraftMessage('ESP32 DevKit', productUrl));
    });
  });

  it('?contact= with an unknown member says that user could not be found', async () => {
    recordRequests('get', '/api/users/404', () => apiError(404, { message: 'User not found.' }));
    renderMessages([], { path: '/messages?contact=404' });
    expect(await screen.findByText('That user could not be found.')).toBeInTheDocument();
  });

  it('socket trouble shows inline: the reconnect attempt, then the failure', async () => {
    const { store } = renderMessages([]);
    await screen.findByText('No connections found');
    act(() => void store.dispatch(statusChanged({ status: 'connecting', attempt: 2 })));
    expect(screen.getByTestId('realtime-banner')).toHaveTextContent('Attempting to reconnect... (attempt 2 of 5)');
    act(() => void store.dispatch(statusChanged({ status: 'failed', error: CONNECTION_FAILED_TEXT })));
    expect(screen.getByTestId('realtime-banner')).toHaveTextContent(CONNECTION_FAILED_TEXT);
    act(() => void store.dispatch(statusChanged({ status: 'authenticated', error: null })));
    expect(screen.queryByTestId('realtime-banner')).not.toBeInTheDocument();
  });

  it('on a phone one panel shows at a time: the list, or the conversation with a way back', async () => {
    setViewportWidth(390);
    serveThread(10, [message({ id: 100, senderId: ben.id, content: 'Shall we work together?', read: true, sender: ben })]);
    const { user, location } = renderMessages([connection({ id: 10, requester: me, recipient: ben })]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByText('Select a conversation')).not.toBeInTheDocument();
    await user.click(rows()[0]!);
    expect(await screen.findByRole('region', { name: 'Conversation with Ben Maker' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Connections' })).not.toBeInTheDocument();
    await screen.findByText('Shall we work together?');
    await user.click(screen.getByRole('button', { name: 'Back to connections' }));
    expect(location.current.pathname).toBe('/messages');
    expect(screen.getByRole('complementary', { name: 'Connections' })).toBeInTheDocument();
  });
});
