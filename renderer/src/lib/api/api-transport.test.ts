import { describe, expect, it, vi } from 'vitest';
import { apiRequest, apiUrl, forgetSessionToken, resolveTransport } from './api-transport.ts';

describe('resolveTransport', () => {
  it('uses the page origin with cookies when there is no desktop bridge', () => {
    expect(resolveTransport(undefined)).toEqual({ baseUrl: '', credentials: 'include', desktop: false });
  });

  it('ignores a bridge without an apiOrigin', () => {
    expect(resolveTransport({}).desktop).toBe(false);
    expect(resolveTransport({ apiOrigin: '   ' }).baseUrl).toBe('');
  });

  it('desktop: the server origin without trailing slashes, never cookies', () => {
    expect(resolveTransport({ apiOrigin: 'https://api.hardwarehub.test/' })).toEqual({ baseUrl: 'https://api.hardwarehub.test', credentials: 'omit', desktop: true });
  });
});

describe('apiUrl and apiRequest', () => {
  it('prefix the origin and keep the transport credentials', async () => {
    const transport = resolveTransport({ apiOrigin: 'https://api.hardwarehub.test' });
    expect(apiUrl('/api/user', transport)).toBe('https://api.hardwarehub.test/api/user');
    expect(apiUrl('api/user', resolveTransport(undefined))).toBe('/api/user');
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/user', { method: 'GET', headers: { Accept: 'application/json' } }, transport);
    expect(fetchMock).toHaveBeenCalledWith('https://api.hardwarehub.test/api/user', { method: 'GET', headers: { Accept: 'application/json' }, credentials: 'omit' });
    vi.unstubAllGlobals();
  });
});

describe('forgetSessionToken', () => {
  it('asks the shell to forget the session, and is a no-op in a browser', async () => {
    const clearSession = vi.fn(async () => undefined);
    await forgetSessionToken({ clearSession });
    expect(clearSession).toHaveBeenCalledOnce();
    await expect(forgetSessionToken(undefined)).resolves.toBeUndefined();
  });
});
