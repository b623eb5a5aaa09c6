import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { SESSION_TOKEN_HEADER, SESSION_TRANSPORT_HEADER } from '#shared/constants/app-constants.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { TestClient } from '../test-support/test-client.ts';
import { MEMBER_LIMITS, MESSAGE_ERRORS } from '#shared/schemas/message-schemas.ts';
import { signUp } from '../test-support/accounts.ts';
import { openTab, serverHandledDisconnect, type TestTab } from '../test-support/test-sockets.ts';

const account = { username: 'socket_user', email: 'socket.user@example.com', password: 'Sturdy#Bridge42', fullName: 'Socket User', role: 'designer', dataConsent: true, privacyPolicyAccepted: true, termsAccepted: true };

function nextEvent(socket: Socket, ...events: string[]): Promise<{ event: string; payload: unknown }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${events.join('/')} within 3 s`)), 3000);
    for (const event of events) socket.once(event, (payload: unknown) => { clearTimeout(timer); resolve({ event, payload }); });
  });
}

describe('socket at /ws', () => {
  let server: TestServer;
  let userId: number;
  let cookie: string;
  let token: string;
  const sockets: Socket[] = [];
  const open = (options: Parameters<typeof connect>[1]) => {
    const socket = connect(server.url, { path: '/ws', transports: ['websocket'], reconnection: false, ...options });
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    server = await startTestServer();
    const browser = new TestClient(server.url);
    userId = (await browser.post('/api/register', account)).body.id;
    cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const desktop = new TestClient(server.url);
    token = (await desktop.post('/api/login', { email: account.email, password: account.password }, { [SESSION_TRANSPORT_HEADER]: 'bearer' })).headers.get(SESSION_TOKEN_HEADER)!;
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await server?.close();
  });

  it('authenticates the session user from the cookie', async () => {
    const socket = open({ extraHeaders: { cookie } });
    socket.emit('authenticate', { userId });
    expect(await nextEvent(socket, 'authenticated', 'error')).toEqual({ event: 'authenticated', payload: { userId } });
  });

  it('authenticates the desktop bearer token', async () => {
    const socket = open({ auth: { token } });
    socket.emit('authenticate', {});
    expect(await nextEvent(socket, 'authenticated', 'error')).toEqual({ event: 'authenticated', payload: { userId } });
  });

  it('refuses an id that is not the session user (no impersonation)', async () => {
    const socket = open({ extraHeaders: { cookie } });
    socket.emit('authenticate', { userId: userId + 1 });
    expect(await nextEvent(socket, 'authenticated', 'error')).toEqual({ event: 'error', payload: { message: 'User not found', code: 'unauthenticated', event: 'authenticate' } });
  });

  it('answers an anonymous socket with Authentication required', async () => {
    const socket = open({});
    socket.emit('authenticate', { userId });
    expect(await nextEvent(socket, 'authenticated', 'error')).toEqual({ event: 'error', payload: { message: 'Authentication required', code: 'unauthenticated', event: 'authenticate' } });
  });

  it('answers ping with pong', async () => {
    const socket = open({ extraHeaders: { cookie } });
    socket.emit('ping');
    expect((await nextEvent(socket, 'pong')).event).toBe('pong');
  });
});

describe('a socket does not outlive its session', () => {
  let server: TestServer;
  const sockets: Socket[] = [];
  const person = { ...account, username: 'socket_end', email: 'socket.end@example.com' };

  /** Signs in a new "device" and opens an authenticated socket with its session cookie. */
  async function device() {
    const client = new TestClient(server.url);
    await client.post('/api/login', { email: person.email, password: person.password });
    const socket = connect(server.url, {
      path: '/ws', transports: ['websocket'], reconnection: false,
      extraHeaders: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    sockets.push(socket);
    // Listen from the start: the server may drop it before the test gets to wait.
    const ended = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    socket.emit('authenticate', {});
    expect((await nextEvent(socket, 'authenticated', 'error')).event).toBe('authenticated');
    return { client, socket, ended };
  }
  const disconnected = (device: { ended: Promise<string> }) =>
    Promise.race([device.ended, new Promise<string>((_, reject) => setTimeout(() => reject(new Error('still connected after 3 s')), 3000))]);
  const stillConnected = async (socket: Socket) => {
    socket.emit('ping');
    return (await nextEvent(socket, 'pong')).event === 'pong' && socket.connected;
  };

  beforeAll(async () => {
    server = await startTestServer();
    await new TestClient(server.url).post('/api/register', person);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await server?.close();
  });

  it('logout disconnects that session\'s sockets and no other session\'s', async () => {
    const laptop = await device();
    const phone = await device();
    await laptop.client.post('/api/logout');
    expect(await disconnected(laptop)).toBe('io server disconnect');
    expect(await stillConnected(phone.socket)).toBe(true);
  });

  it('a password change keeps the current session\'s socket and drops the others', async () => {
    const current = await device();
    const other = await device();
    const changed = await current.client.post('/api/user/change-password', { currentPassword: person.password, newPassword: 'Newer#Harbor88' });
    expect(changed.status).toBe(200);
    person.password = 'Newer#Harbor88';
    expect(await disconnected(other)).toBe('io server disconnect');
    expect(await stillConnected(current.socket)).toBe(true);
  });

  it('deactivation disconnects every socket of the account', async () => {
    const first = await device();
    const second = await device();
    expect((await first.client.post('/api/user/deactivate', { confirmation: 'DEACTIVATE' })).status).toBe(200);
    expect(await disconnected(first)).toBe('io server disconnect');
    expect(await disconnected(second)).toBe('io server disconnect');
  });
});

describe('open sockets per member', () => {
  let server: TestServer;
  const tabs: TestTab[] = [];

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    tabs.forEach((t) => t.close());
    await server?.close();
  });

  it(`lets a member hold ${MEMBER_LIMITS.sockets} sockets, refuses more with a message the app shows, and frees a place when one closes`, async () => {
    const member = await signUp(server, 'designer');
    const other = await signUp(server, 'supplier');
    // All at once, as a flood opens them: exactly the allowance gets through.
    const attempts = await Promise.allSettled(Array.from({ length: MEMBER_LIMITS.sockets + 5 }, () => openTab(server.url, member.client)));
    const opened = attempts.flatMap((attempt) => (attempt.status === 'fulfilled' ? [attempt.value] : []));
    tabs.push(...opened);
    expect(opened).toHaveLength(MEMBER_LIMITS.sockets);
    const refusals = attempts.flatMap((attempt) => (attempt.status === 'rejected' ? [(attempt.reason as Error).message] : []));
    expect(refusals).toEqual(Array(5).fill(MESSAGE_ERRORS.tooManySockets));

    // Another member's sockets are theirs to count.
    tabs.push(await openTab(server.url, other.client));

    const closing = opened[0]!;
    const handled = serverHandledDisconnect(server.app, closing);
    closing.close();
    await handled;
    tabs.push(await openTab(server.url, member.client));
    await expect(openTab(server.url, member.client)).rejects.toThrow(MESSAGE_ERRORS.tooManySockets);
  });
});
