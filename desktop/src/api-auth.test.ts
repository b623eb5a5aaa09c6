import { describe, expect, it } from 'vitest';
import { installApiAuth, isApiRequest, type WebRequestLike } from './api-auth.ts';
import type { SessionVault } from './session-vault.ts';

type BeforeSend = Parameters<WebRequestLike['onBeforeSendHeaders']>[1];
type HeadersReceived = Parameters<WebRequestLike['onHeadersReceived']>[1];

function fakeVault(initial: string | null = null): SessionVault & { writes: (string | null)[] } {
  let token = initial;
  const writes: (string | null)[] = [];
  return {
    writes,
    load: async () => undefined,
    token: () => token,
    set: async (t) => void writes.push((token = t)),
    clear: async () => void writes.push((token = null)),
    storage: async () => 'keychain',
  };
}

function setup(vault = fakeVault(), origin = 'https://hub.example.com') {
  let beforeSend: BeforeSend | undefined;
  let received: HeadersReceived | undefined;
  let apiOrigin = origin;
  installApiAuth({
    webRequest: { onBeforeSendHeaders: (_f, l) => void (beforeSend = l), onHeadersReceived: (_f, l) => void (received = l) },
    vault,
    apiOrigin: () => apiOrigin,
  });
  let nextId = 1;
  return {
    vault,
    setOrigin: (value: string) => void (apiOrigin = value),
    send(url: string, requestHeaders: Record<string, string> = {}) {
      const id = nextId++;
      return new Promise<{ id: number; headers?: Record<string, string> }>((resolve) =>
        beforeSend!({ id, url, requestHeaders }, (response) => resolve({ id, headers: response.requestHeaders })),
      );
    },
    answer(id: number, url: string, statusCode: number, responseHeaders: Record<string, string[]> = {}, method = 'GET') {
      return new Promise<Record<string, string[]> | undefined>((resolve) =>
        received!({ id, url, method, statusCode, responseHeaders }, (response) => resolve(response.responseHeaders)),
      );
    },
  };
}

describe('main-process API authentication', () => {
  it('adds the bearer token and transport header to the server only, replacing what the page set', async () => {
    const auth = setup(fakeVault('tok-123'));
    const api = await auth.send('https://hub.example.com/api/user', { Authorization: 'Bearer forged', Cookie: 'hh.sid=x', Accept: 'application/json' });
    expect(api.headers).toEqual({ Accept: 'application/json', 'x-session-transport': 'bearer', Authorization: 'Bearer tok-123' });
    const socket = await auth.send('wss://hub.example.com/ws/?EIO=4&transport=websocket');
    expect(socket.headers?.Authorization).toBe('Bearer tok-123');
    const other = await auth.send('https://cdn.example.org/image.png', { Accept: '*/*' });
    expect(other.headers).toBeUndefined();
  });

  it('signed out: only asks for a bearer session', async () => {
    const auth = setup();
    expect((await auth.send('https://hub.example.com/api/login')).headers).toEqual({ 'x-session-transport': 'bearer' });
  });

  it('keeps an issued session key and hides it (and cookies) from the page', async () => {
    const auth = setup();
    const { id } = await auth.send('https://hub.example.com/api/login');
    const headers = await auth.answer(id, 'https://hub.example.com/api/login', 200, {
      'X-Session-Token': ['new-key'],
      'Set-Cookie': ['hh.sid=abc'],
      'Content-Type': ['application/json'],
    }, 'POST');
    expect(headers).toEqual({ 'Content-Type': ['application/json'] });
    expect(auth.vault.token()).toBe('new-key');
    expect((await auth.send('https://hub.example.com/api/user')).headers?.Authorization).toBe('Bearer new-key');
  });

  it('wipes the session on a 401 to a request that carried it, and after logout', async () => {
    const auth = setup(fakeVault('tok'));
    const first = await auth.send('https://hub.example.com/api/user');
    await auth.answer(first.id, 'https://hub.example.com/api/user', 401);
    expect(auth.vault.token()).toBeNull();

    const again = setup(fakeVault('tok'));
    const logout = await again.send('https://hub.example.com/api/logout');
    await again.answer(logout.id, 'https://hub.example.com/api/logout', 200, {}, 'POST');
    expect(again.vault.token()).toBeNull();
  });

  it('a 401 without the token (a wrong password at sign-in) changes nothing', async () => {
    const auth = setup(fakeVault(null));
    const login = await auth.send('https://hub.example.com/api/login');
    await auth.answer(login.id, 'https://hub.example.com/api/login', 401, {}, 'POST');
    expect(auth.vault.writes).toEqual([]);
  });

  it('follows a change of server at once', async () => {
    const auth = setup(fakeVault('tok'));
    auth.setOrigin('https://other.example.com');
    expect((await auth.send('https://hub.example.com/api/user')).headers).toBeUndefined();
    expect((await auth.send('https://other.example.com/api/user')).headers?.Authorization).toBe('Bearer tok');
  });
});

describe('isApiRequest', () => {
  it('matches the origin and its WebSocket form exactly', () => {
    expect(isApiRequest('http://localhost:3000/api/x', 'http://localhost:3000')).toBe(true);
    expect(isApiRequest('ws://localhost:3000/ws', 'http://localhost:3000')).toBe(true);
    expect(isApiRequest('wss://localhost:3000/ws', 'http://localhost:3000')).toBe(false);
    expect(isApiRequest('http://localhost:3001/api', 'http://localhost:3000')).toBe(false);
    expect(isApiRequest('https://hub.example.com.evil.test/api', 'https://hub.example.com')).toBe(false);
    expect(isApiRequest('https://hub.example.com/api', '')).toBe(false);
  });
});
