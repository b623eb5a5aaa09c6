import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_ERRORS } from '#shared/schemas/message-schemas.ts';
import { describe, expect, it, vi } from 'vitest';
import { setUpApiServer } from '../../test-support/api-server.ts';
import { lastSocket } from '../../test-support/fake-socket.ts';
import { connection, message, ownUser, publicUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { findToast, toastTitles } from '../../test-support/toasts.ts';
import { messagesApi } from './messages-api.ts';
import { CONNECTION_FAILED_TEXT, realtimeConnection } from '../../lib/realtime/realtime-connection.ts';
import { RealtimeHost } from './realtime-host.tsx';
import { selectRealtime, viewingChanged } from './realtime-slice.ts';

vi.mock('socket.io-client', () => import('../../test-support/fake-socket.ts').then((m) => m.socketIoDouble));

setUpApiServer();

const me = ownUser({ id: 1, fullName: 'Ada Founder' });
const ben = publicUser({ id: 2, fullName: 'Ben Maker', role: 'manufacturer' });

/** The signed-in frame with its socket up; the nav's unread badge holds the previews, as on every signed-in page. */
function renderHost() {
  const rendered = renderWithApp(<RealtimeHost user={me} />, { path: '/dashboard', user: me });
  rendered.store.dispatch(messagesApi.util.upsertQueryEntries([{ endpointName: 'getMessageSummaries', arg: undefined, value: { last: {}, unread: {} } }]));
  const socket = lastSocket();
  act(() => socket.serverAuthenticates(me.id));
  return { ...rendered, socket };
}

describe('the realtime host', () => {
  it("a partner's message elsewhere in the app is a toast with the preview; clicking it opens the thread", async () => {
    const { socket, location } = renderHost();
    act(() =>
      socket.serverSends('new_message', {
        message: message({ id: 300, senderId: ben.id, recipientId: me.id, connectionId: 10, sender: ben, content: 'One more thing: can you also quote the packaging inserts for the first batch of units?' }),
      }),
    );
    const toast = await findToast('New Message');
    expect(toast.description).toBe('Ben Maker: One more thing: can you also quote the packaging i...');
    await userEvent.click(toast.element);
    await waitFor(() => expect(location.current.pathname).toBe('/messages/10'));
  });

  it('no toast for a message in the thread being read', async () => {
    const { socket, store } = renderHost();
    act(() => void store.dispatch(viewingChanged(10)));
    act(() => socket.serverSends('new_message', { message: message({ id: 301, senderId: ben.id, recipientId: me.id, connectionId: 10, sender: ben, content: 'Seen at once' }) }));
    act(() => socket.serverSends('connection_request', { connection: connection({ id: 12, requester: ben, recipient: me, status: 'pending', message: 'Hello' }) }));
    // The request after it does toast: the message had its chance to.
    await findToast('New connection request');
    expect(toastTitles()).not.toContain('New Message');
  });

  it('a connection request is a toast naming the requester; clicking it opens the request', async () => {
    const { socket, location } = renderHost();
    act(() => socket.serverSends('connection_request', { connection: connection({ id: 11, requester: ben, recipient: me, status: 'pending', message: 'Could you quote 500 housings?' }) }));
    const toast = await findToast('New connection request');
    expect(toast.description).toBe('Ben Maker wants to connect with you: Could you quote 500 housings?');
    await userEvent.click(toast.element);
    await waitFor(() => expect(location.current.pathname).toBe('/messages/11'));
  });

  it('an accepted request of mine is a toast', async () => {
    const { socket } = renderHost();
    act(() => socket.serverSends('connection_updated', { connection: connection({ id: 10, requester: me, recipient: ben, status: 'accepted' }), action: 'accepted' }));
    expect((await findToast('Connection accepted')).description).toBe('Ben Maker accepted your connection request.');
  });

  it('a lost connection warns that it is reconnecting; giving up says to refresh', async () => {
    const { socket } = renderHost();
    act(() => socket.serverDisconnects('transport close'));
    expect(await findToast('Connection Lost')).toMatchObject({ description: 'Attempting to reconnect...', role: 'status' });
    act(() => socket.managerEmits('reconnect_failed'));
    expect(await findToast('Connection Failed')).toMatchObject({ description: CONNECTION_FAILED_TEXT, role: 'alert' });
  });

  it('an authentication error is an error toast', async () => {
    const { socket } = renderHost();
    act(() => socket.serverSends('error', { message: MESSAGE_ERRORS.userNotFound }));
    expect((await findToast('Authentication Error')).description).toBe(MESSAGE_ERRORS.userNotFound);
  });

  it('signing out (the host unmounting) closes the socket and resets the state', () => {
    const { unmount, store } = renderHost();
    expect(selectRealtime(store.getState()).status).toBe('authenticated');
    unmount();
    expect(realtimeConnection()).toBeNull();
    expect(selectRealtime(store.getState()).status).toBe('idle');
  });
});
