import { describe, expect, it, vi } from 'vitest';
import { SESSION_TOKEN_HEADER, SESSION_TRANSPORT_HEADER } from '#shared/constants/app-constants.ts';
import { apiUrl, applyAuthHeaders, captureSessionToken, forgetSessionToken, resolveTransport } from './api-transport.ts';

describe('resolveTransport', () => {
  it('uses the page origin with cookies when there is no desktop bridge', async () => {
    const transport = resolveTransport(undefined);
    expect(transport).toMatchObject({ baseUrl: '', credentials: 'include', desktop: false });
    expect(await transport.readToken()).toBeNull();
  });

  it('ignores a bridge without an apiOrigin', () => {
    expect(resolveTransport({ getSessionToken: async () => 'abc' }).desktop).toBe(false);
    expect(resolveTransport({ apiOrigin: '   ' }).baseUrl).toBe('');
  });

  it('uses the bridge origin without trailing slashes and no cookies', () => {
    const transport = resolveTransport({ apiOrigin: 'https://api.hardwarehub.test/' });
    expect(transport).toMatchObject({ baseUrl: 'https://api.hardwarehub.test', credentials: 'omit', desktop: true });
  });

  it('reads the token on every call', async () => {
    let token: string | null = null;
    const transport = resolveTransport({ apiOrigin: 'http://x', getSessionToken: async () => token });
    expect(await transport.readToken()).toBeNull();
    token = 'fresh';
    expect(await transport.readToken()).toBe('fresh');
  });

  it('treats a failing keychain as signed out', async () => {
    const transport = resolveTransport({ apiOrigin: 'http://x', getSessionToken: () => Promise.reject(new Error('locked')) });
    expect(await transport.readToken()).toBeNull();
  });
});

describe('applyAuthHeaders', () => {
  it('adds nothing in the browser', async () => {
    const headers = await applyAuthHeaders(new Headers(), resolveTransport(undefined));
    expect([...headers.keys()]).toEqual([]);
  });

  it('adds the bearer token and asks for bearer sessions on desktop', async () => {
    const headers = await applyAuthHeaders(new Headers(), resolveTransport({ apiOrigin: 'http://x', getSessionToken: async () => 's3cr3t' }));
    expect(headers.get('Authorization')).toBe('Bearer s3cr3t');
    expect(headers.get(SESSION_TRANSPORT_HEADER)).toBe('bearer');
  });

  it('sends no Authorization header before login on desktop', async () => {
    const headers = await applyAuthHeaders(new Headers(), resolveTransport({ apiOrigin: 'http://x', getSessionToken: async () => null }));
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.get(SESSION_TRANSPORT_HEADER)).toBe('bearer');
  });
});

describe('session token hand-over', () => {
  it('passes a token from the response header to the bridge', async () => {
    const setSessionToken = vi.fn(async () => undefined);
    await captureSessionToken(new Response(null, { headers: { [SESSION_TOKEN_HEADER]: 'tok' } }), { setSessionToken });
    await captureSessionToken(new Response(null), { setSessionToken });
    expect(setSessionToken).toHaveBeenCalledTimes(1);
    expect(setSessionToken).toHaveBeenCalledWith('tok');
  });

  it('clears the token on logout', async () => {
    const clearSessionToken = vi.fn(async () => undefined);
    await forgetSessionToken({ clearSessionToken });
    expect(clearSessionToken).toHaveBeenCalledOnce();
    await expect(forgetSessionToken(undefined)).resolves.toBeUndefined();
  });
});

describe('apiUrl', () => {
  it('joins origin and path', () => {
    expect(apiUrl('/ws', resolveTransport({ apiOrigin: 'http://api.test/' }))).toBe('http://api.test/ws');
    expect(apiUrl('ws', resolveTransport(undefined))).toBe('/ws');
  });
});
