import { waitFor } from '@testing-library/react';
import type { ConnectionDetail } from '#shared/schemas/connection-schemas.ts';
import { MESSAGE_ERRORS, type MessageWithSender } from '#shared/schemas/message-schemas.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore } from '../../lib/store/store.ts';
import { HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { serveSummaries, serveThread } from '../../test-support/chat-api.ts';
import { lastSocket, type FakeSocket } from '../../test-support/fake-socket.ts';
import { connection, fileView, message, publicUser } from '../../test-support/fixtures.ts';
import { onNotification, type AppNotification } from '../notifications/index.ts';
import { partnersApi } from '../partners/index.ts';
import type { ChatMessage } from './message-logic.ts';
import { messagesApi, type MessageSummaries } from './messages-api.ts';
import {
  CONNECTION_FAILED_TEXT, onRealtimeAlert, PING_INTERVAL_MS, RECONNECT_ATTEMPTS, RECONNECT_DELAY_MS, realtimeConnection, type RealtimeAlert,
} from '../../lib/realtime/realtime-connection.ts';
import { startRealtimeSession } from './realtime-session.ts';
import { selectRealtime, typingChanged, viewingChanged } from './realtime-slice.ts';

vi.mock('socket.io-client', () => import('../../test-support/fake-socket.ts').then((m) => m.socketIoDouble));

setUpApiServer();

const ME = 1;
const ada = publicUser({ id: ME, fullName: 'Ada Founder' });
const ben = publicUser({ id: 2, fullName: 'Ben Maker', role: 'manufacturer' });
const fromBen = (overrides: Partial<MessageWithSender> = {}) => message({ id: 101, senderId: ben.id, recipientId: ME, connectionId: 10, sender: ben, ...overrides });
const fromMe = (overrides: Partial<MessageWithSender> = {}) => message({ id: 102, senderId: ME, recipientId: ben.id, connectionId: 10, sender: ada, ...overrides });

let store: AppStore;
let socket: FakeSocket;
let stop: () => void;
let notifications: AppNotification[];
let alerts: RealtimeAlert[];
const unsubscribe: Array<() => void> = [];

/** The cache as a signed-in page holds it: thread 10 with one message, its summary, one connection. */
function holdChat(messages: ChatMessage[] = [fromBen({ id: 100, content: 'Earlier', read: true })], unread: MessageSummaries['unread'] = {}, connections: ConnectionDetail[] = [connection({ id: 10, requester: ada, recipient: ben })]) {
  store.dispatch(
    messagesApi.util.upsertQueryEntries([
      { endpointName: 'getThread', arg: 10, value: { messages, nextCursor: null } },
      { endpointName: 'getMessageSummaries', arg: undefined, value: { last: { 10: messages.at(-1)! }, unread } },
    ]),
  );
  store.dispatch(partnersApi.util.upsertQueryEntries([{ endpointName: 'getConnections', arg: undefined, value: connections }]));
}

const thread = () => messagesApi.endpoints.getThread.select(10)(store.getState()).data!.messages;
const summaries = () => messagesApi.endpoints.getMessageSummaries.select()(store.getState()).data!;
const connections = () => partnersApi.endpoints.getConnections.select()(store.getState()).data!;
const realtime = () => selectRealtime(store.getState());

beforeEach(() => {
  store = makeStore();
  notifications = [];
  alerts = [];
  unsubscribe.push(onNotification((event) => notifications.push(event)), onRealtimeAlert((event) => alerts.push(event)));
  stop = startRealtimeSession(store, ME);
  socket = lastSocket();
});

afterEach(() => {
  stop();
  unsubscribe.splice(0).forEach((off) => off());
  vi.useRealTimers();
});

describe('the session socket: connecting', () => {
  it('opens the socket at /ws, reconnecting up to 5 times 3 seconds apart', () => {
    expect(socket.options).toMatchObject({
      path: '/ws',
      reconnection: true,
      reconnectionAttempts: RECONNECT_ATTEMPTS,
      reconnectionDelay: RECONNECT_DELAY_MS,
      reconnectionDelayMax: RECONNECT_DELAY_MS,
      withCredentials: true,
    });
    expect([RECONNECT_ATTEMPTS, RECONNECT_DELAY_MS]).toEqual([5, 3000]);
  });

  it('authenticates as the signed-in user once the socket opens, and reports each state', () => {
    expect(realtime().status).toBe('connecting');
    socket.serverConnects();
    expect(socket.sentFrames('authenticate')).toEqual([{ userId: ME }]);
    expect(realtimeConnection()?.authenticated).toBe(false);
    socket.serverSends('authenticated', { userId: ME });
    expect(realtime()).toMatchObject({ status: 'authenticated', error: null });
    expect(realtimeConnection()?.authenticated).toBe(true);
    expect(document.documentElement.dataset.realtime).toBe('authenticated');
  });

  it('pings every 30 seconds while connected', () => {
    vi.useFakeTimers();
    socket.serverAuthenticates(ME);
    vi.advanceTimersByTime(PING_INTERVAL_MS - 1);
    expect(socket.sentFrames('ping')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(socket.sentFrames('ping')).toHaveLength(1);
  });

  it('after a reconnect every cached thread fetches what it missed, and the previews and connections are fetched again', async () => {
    const onServer = [fromBen({ id: 100, content: 'Earlier', read: true })];
    const server = serveThread(10, onServer);
    const previews = serveSummaries();
    const lists = recordRequests('get', '/api/connections', () => HttpResponse.json([connection({ id: 10, requester: ada, recipient: ben })]));
    holdChat();
    // The page on screen is subscribed to the previews and the connections.
    store.dispatch(messagesApi.endpoints.getMessageSummaries.initiate());
    store.dispatch(partnersApi.endpoints.getConnections.initiate());
    socket.serverAuthenticates(ME);
    await waitFor(() => expect(server.requests).toHaveLength(1));
    socket.serverDisconnects('transport close');
    onServer.push(fromBen({ id: 105, content: 'Sent while you were away' }));
    socket.serverAuthenticates(ME);
    await waitFor(() => expect(thread().map((m) => m.content)).toEqual(['Earlier', 'Sent while you were away']));
    expect(server.requests.map((url) => url.searchParams.get('after'))).toEqual(['100', '100']);
    await waitFor(() => expect([previews.length, lists.length]).toEqual([1, 1]));
  });

  it('a lost connection is announced and reported as reconnecting; giving up is reported as failed', () => {
    socket.serverAuthenticates(ME);
    socket.serverDisconnects('transport close');
    expect(alerts).toEqual([{ kind: 'lost' }]);
    expect(realtime()).toMatchObject({ status: 'connecting', attempt: 0 });
    socket.managerEmits('reconnect_attempt', 2);
    expect(realtime()).toMatchObject({ status: 'connecting', attempt: 2 });
    socket.managerEmits('reconnect_failed');
    expect(realtime()).toMatchObject({ status: 'failed', error: CONNECTION_FAILED_TEXT });
    expect(alerts.at(-1)).toEqual({ kind: 'failed' });
  });

  it('closing the socket on purpose is not announced as a loss', () => {
    socket.serverAuthenticates(ME);
    socket.serverDisconnects('io client disconnect');
    expect(realtime().status).toBe('closed');
    expect(alerts).toEqual([]);
  });

  it("a connection the server refuses outright is reported with the server's reason", () => {
    socket.active = false;
    socket.serverSendsRaw('connect_error', new Error('Session expired'));
    expect(realtime()).toMatchObject({ status: 'failed', error: MESSAGE_ERRORS.connectionError });
    expect(alerts).toEqual([{ kind: 'error', message: 'Session expired' }]);
  });

  it('after stop, the client no longer acts on events', () => {
    socket.serverAuthenticates(ME);
    holdChat();
    stop();
    socket.serverSends('new_message', { message: fromBen({ content: 'Too late' }) });
    expect(thread().map((m) => m.content)).toEqual(['Earlier']);
    expect(realtimeConnection()).toBeNull();
    expect(document.documentElement.dataset.realtime).toBeUndefined();
  });
});

describe('the session socket: messages', () => {
  beforeEach(() => socket.serverAuthenticates(ME));

  it("new_message from the partner joins the thread, updates the preview and unread count, and notifies with a preview", () => {
    holdChat();
    const long = 'One more thing: can you also quote the packaging inserts for the first batch of units?';
    socket.serverSends('new_message', { message: fromBen({ content: long }) });
    expect(thread().map((m) => m.id)).toEqual([100, 101]);
    expect(summaries().last[10]?.content).toBe(long);
    expect(summaries().unread[10]).toBe(1);
    expect(notifications).toEqual([
      expect.objectContaining({ kind: 'message', title: 'New Message', body: 'Ben Maker: One more thing: can you also quote the packaging i...', path: '/messages/10', inView: false }),
    ]);
  });

  it('the same message heard twice counts and notifies once', () => {
    holdChat();
    socket.serverSends('new_message', { message: fromBen() });
    socket.serverSends('new_message', { message: fromBen() });
    expect(thread().filter((m) => m.id === 101)).toHaveLength(1);
    expect(summaries().unread[10]).toBe(1);
    expect(notifications).toHaveLength(1);
  });

  it('a message for the thread being looked at is marked as in view (no toast for it)', () => {
    holdChat();
    store.dispatch(viewingChanged(10));
    socket.serverSends('new_message', { message: fromBen() });
    expect(notifications[0]).toMatchObject({ kind: 'message', inView: true });
  });

  it("a message from the partner ends their typing indicator", () => {
    holdChat();
    socket.serverSends('typing_status', { connectionId: 10, userId: ben.id, isTyping: true });
    expect(realtime().typing[10]).toBe(ben.id);
    socket.serverSends('new_message', { message: fromBen() });
    expect(realtime().typing[10]).toBeUndefined();
  });

  it("file_status: a sent file's scan updates it in the thread; a virus in my own file is announced to me alone", () => {
    const drawing = fileView({ id: 80, name: 'drawing.pdf', kind: 'pdf', scanStatus: 'pending', downloadable: false, uploader: { id: ben.id, name: 'Ben Maker' } });
    const mine = fileView({ id: 81, name: 'bom.csv', kind: 'csv', scanStatus: 'pending', downloadable: true, uploader: { id: ME, name: 'Ada Founder' } });
    holdChat([fromBen({ id: 100, attachments: [drawing] }), fromMe({ id: 102, attachments: [mine] })]);
    socket.serverSends('file_status', { fileId: 80, name: 'drawing.pdf', scanStatus: 'clean', uploaderId: ben.id });
    expect(thread()[0]!.attachments[0]).toMatchObject({ scanStatus: 'clean', downloadable: true });
    expect(notifications).toEqual([]);

    socket.serverSends('file_status', { fileId: 81, name: 'bom.csv', scanStatus: 'infected', uploaderId: ME });
    expect(thread()[1]!.attachments[0]).toMatchObject({ scanStatus: 'infected', downloadable: false });
    expect(notifications).toEqual([expect.objectContaining({ kind: 'file_quarantined', title: 'Virus found', body: 'bom.csv was found to contain a virus and was removed. No one can download it.' })]);
  });

  it('a malformed event changes nothing', () => {
    holdChat();
    socket.serverSendsRaw('new_message', { message: { id: 'not a message' } });
    expect(thread().map((m) => m.id)).toEqual([100]);
    expect(notifications).toEqual([]);
  });

  it("message_sent (my own message, stored) replaces my pending row by its clientMessageId, without a notification", () => {
    const clientMessageId = '5b2c1d7e-8f90-4a1b-9c2d-3e4f5a6b7c8d';
    holdChat([fromBen({ id: 100, read: true }), { ...fromMe({ id: -1, clientMessageId, content: 'On my way' }), delivery: 'pending' }]);
    socket.serverSends('message_sent', { clientMessageId, message: fromMe({ id: 106, clientMessageId, content: 'On my way' }) });
    expect(thread().map((m) => [m.id, m.delivery])).toEqual([
      [100, undefined],
      [106, undefined],
    ]);
    expect(summaries().unread[10]).toBeUndefined();
    expect(notifications).toEqual([]);
  });

  it("message_sent from my other tab or device (no pending row here) joins the thread and the preview, without an unread count or a notification", () => {
    holdChat();
    const clientMessageId = '0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a';
    socket.serverSends('message_sent', { clientMessageId, message: fromMe({ id: 107, clientMessageId, content: 'Sent from my phone' }) });
    expect(thread().map((m) => m.id)).toEqual([100, 107]);
    expect(summaries().last[10]?.content).toBe('Sent from my phone');
    expect(summaries().unread[10]).toBeUndefined();
    expect(notifications).toEqual([]);
  });

  it("messages_read by the partner marks my messages read up to the one they read", () => {
    holdChat([fromMe({ id: 100, read: false }), fromMe({ id: 103, read: false }), fromMe({ id: 104, read: false })]);
    socket.serverSends('messages_read', { connectionId: 10, readerId: ben.id, lastReadId: 103 });
    expect(thread().map((m) => [m.id, m.read])).toEqual([
      [100, true],
      [103, true],
      [104, false],
    ]);
  });

  it("messages_read by me (another tab) clears that thread's unread count and marks the partner's messages read", () => {
    holdChat([fromBen({ id: 100 }), fromMe({ id: 101 })], { 10: 3 });
    socket.serverSends('messages_read', { connectionId: 10, readerId: ME, lastReadId: 101 });
    expect(summaries().unread[10]).toBeUndefined();
    expect(thread().map((m) => [m.id, m.read])).toEqual([
      [100, true],
      [101, false],
    ]);
  });

  it("typing_status shows the partner's typing, never my own", () => {
    socket.serverSends('typing_status', { connectionId: 10, userId: ME, isTyping: true });
    expect(realtime().typing[10]).toBeUndefined();
    socket.serverSends('typing_status', { connectionId: 10, userId: ben.id, isTyping: true });
    expect(realtime().typing[10]).toBe(ben.id);
    socket.serverSends('typing_status', { connectionId: 10, userId: ben.id, isTyping: false });
    expect(realtime().typing[10]).toBeUndefined();
  });
});

describe('the session socket: connections', () => {
  beforeEach(() => socket.serverAuthenticates(ME));

  it('connection_request puts the request first in the connections and notifies with its text', async () => {
    const previews = serveSummaries();
    holdChat();
    // A page showing the previews is subscribed to them.
    store.dispatch(messagesApi.endpoints.getMessageSummaries.initiate());
    expect(previews).toHaveLength(0);
    const request = connection({ id: 11, requester: ben, recipient: ada, status: 'pending', message: 'Hello Ada, could you quote 500 aluminium housings?' });
    socket.serverSends('connection_request', { connection: request });
    expect(connections().map((row) => row.id)).toEqual([11, 10]);
    expect(notifications).toEqual([
      expect.objectContaining({
        kind: 'connection_request',
        title: 'New connection request',
        body: 'Ben Maker wants to connect with you: Hello Ada, could you quote 500 aluminium housings?',
        path: '/messages/11',
      }),
    ]);
    // The request's text is the new thread's first message: the previews are fetched again.
    await waitFor(() => expect(previews).toHaveLength(1));
  });

  it('my request being accepted updates the row and tells me', () => {
    holdChat(undefined, {}, [connection({ id: 10, requester: ada, recipient: ben, status: 'pending' })]);
    socket.serverSends('connection_updated', { connection: connection({ id: 10, requester: ada, recipient: ben, status: 'accepted' }), action: 'accepted' });
    expect(connections()[0]?.status).toBe('accepted');
    expect(notifications).toEqual([expect.objectContaining({ kind: 'connection_updated', title: 'Connection accepted', body: 'Ben Maker accepted your connection request.', path: '/messages/10' })]);
  });

  it('my request being declined tells me so', () => {
    holdChat(undefined, {}, [connection({ id: 10, requester: ada, recipient: ben, status: 'pending' })]);
    socket.serverSends('connection_updated', { connection: connection({ id: 10, requester: ada, recipient: ben, status: 'rejected' }), action: 'rejected' });
    expect(connections()[0]?.status).toBe('rejected');
    expect(notifications[0]).toMatchObject({ title: 'Connection declined', body: 'Ben Maker declined your connection request.' });
  });

  it('an answer I gave myself (another tab) updates the row without telling me', () => {
    holdChat(undefined, {}, [connection({ id: 10, requester: ben, recipient: ada, status: 'pending' })]);
    socket.serverSends('connection_updated', { connection: connection({ id: 10, requester: ben, recipient: ada, status: 'accepted' }), action: 'accepted' });
    expect(connections()[0]?.status).toBe('accepted');
    expect(notifications).toEqual([]);
  });

  it('a withdrawn request leaves the connections without a notification', () => {
    holdChat(undefined, {}, [connection({ id: 11, requester: ben, recipient: ada, status: 'pending' }), connection({ id: 10, requester: ada, recipient: ben })]);
    socket.serverSends('connection_updated', { connection: connection({ id: 11, requester: ben, recipient: ada, status: 'pending' }), action: 'withdrawn' });
    expect(connections().map((row) => row.id)).toEqual([10]);
    expect(notifications).toEqual([]);
  });
});

describe('the session socket: error frames', () => {
  beforeEach(() => socket.serverAuthenticates(ME));

  it('an authentication error closes the session socket and is announced', () => {
    socket.serverSends('error', { message: MESSAGE_ERRORS.authenticationRequired, code: 'unauthenticated' });
    expect(realtime()).toMatchObject({ status: 'closed', error: MESSAGE_ERRORS.authenticationRequired });
    expect(alerts).toEqual([{ kind: 'auth', message: MESSAGE_ERRORS.authenticationRequired }]);
  });

  it('another error is kept to be shown inline, and the socket stays usable', () => {
    socket.serverSends('error', { message: MESSAGE_ERRORS.tooManyFrames, code: 'rate_limited' });
    expect(realtime()).toMatchObject({ status: 'authenticated', error: MESSAGE_ERRORS.tooManyFrames });
    expect(alerts).toEqual([]);
  });

  it("a send's own error is left to its acknowledgement", () => {
    socket.serverSends('error', { message: MESSAGE_ERRORS.rejected, code: 'forbidden', event: 'message', clientMessageId: null });
    expect(realtime().error).toBeNull();
  });

  it('an unreadable error frame reads as a connection error', () => {
    socket.serverSendsRaw('error', 'boom');
    expect(realtime().error).toBe(MESSAGE_ERRORS.connectionError);
  });

  it('typing state is dropped when the socket stops being authenticated', () => {
    store.dispatch(typingChanged({ connectionId: 10, userId: ben.id, isTyping: true }));
    socket.serverDisconnects('transport close');
    expect(realtime().typing).toEqual({});
  });
});
