import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiTransport } from './api-transport.ts';

const browser: ApiTransport = { baseUrl: '', credentials: 'include', desktop: false };

describe('early requests', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('window', { location: { href: 'http://app.test/dashboard' } });
    fetchMock = vi.fn(async (input: RequestInfo | URL) => new Response(JSON.stringify({ url: input instanceof Request ? input.url : String(input) })));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('hands a started GET to the first request for the same URL, once', async () => {
    const { startEarlyRequests, fetchWithEarlyResponses } = await import('./early-requests.ts');
    startEarlyRequests(['/api/dashboard', '/api/user'], browser);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls[0]![0]).toBe('http://app.test/api/dashboard');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });

    const first = await fetchWithEarlyResponses(new Request('http://app.test/api/dashboard'));
    expect(await first.json()).toEqual({ url: 'http://app.test/api/dashboard' });
    expect(fetchMock).toHaveBeenCalledTimes(2); // answered early, no new request
    await fetchWithEarlyResponses(new Request('http://app.test/api/dashboard'));
    expect(fetchMock).toHaveBeenCalledTimes(3); // the second time it goes to the network
  });

  it('drops every early response when anything but a GET is sent (a login, a logout)', async () => {
    const { startEarlyRequests, fetchWithEarlyResponses } = await import('./early-requests.ts');
    startEarlyRequests(['/api/user'], browser);
    await fetchWithEarlyResponses(new Request('http://app.test/api/login', { method: 'POST', body: '{}' }));
    await fetchWithEarlyResponses(new Request('http://app.test/api/user'));
    expect(fetchMock).toHaveBeenCalledTimes(3); // early GET, the POST, and a fresh GET
  });

  it('ignores an early response older than ten seconds', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { startEarlyRequests, takeEarlyResponse } = await import('./early-requests.ts');
    startEarlyRequests(['/api/user'], browser);
    vi.advanceTimersByTime(10_001);
    expect(takeEarlyResponse(new Request('http://app.test/api/user'))).toBeUndefined();
  });

  it('retries on the network when the early request failed', async () => {
    const { startEarlyRequests, fetchWithEarlyResponses } = await import('./early-requests.ts');
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    startEarlyRequests(['/api/user'], browser);
    const response = await fetchWithEarlyResponses(new Request('http://app.test/api/user'));
    expect(response.ok).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('desktop: asks the configured server without cookies (the shell adds the session)', async () => {
    const { startEarlyRequests } = await import('./early-requests.ts');
    startEarlyRequests(['/api/user'], { baseUrl: 'https://api.example.com', credentials: 'omit', desktop: true });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('https://api.example.com/api/user');
    expect(new Headers(init.headers).get('authorization')).toBeNull();
    expect(init.credentials).toBe('omit');
  });
});
