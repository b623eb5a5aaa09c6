import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '#shared/api/api-paths.ts';
import { DESKTOP_APP_ORIGIN } from '#shared/api/desktop-bridge.ts';
import { signUpPayload } from '../test-support/accounts.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

/**
 * The desktop app's embedded renderer (app://hardwarehub) calls the server cross-origin.
 * It gets CORS answers (preflight, errors included) for exactly its origin, by bearer token: never
 * credentials, never the session token header exposed to the page.
 */
let server: TestServer;
beforeAll(async () => {
  // No ALLOWED_ORIGINS: the desktop app's origin is allowed by itself.
  server = await startTestServer({ ALLOWED_ORIGINS: '' });
});
afterAll(() => server.close());

const call = (path: string, init: RequestInit = {}) => fetch(server.url + path, { redirect: 'manual', ...init });
const APP = { Origin: DESKTOP_APP_ORIGIN };

describe('CORS for the desktop app', () => {
  it('answers the preflight of a JSON call with the bearer headers, for the app origin only', async () => {
    const preflight = (origin: string) =>
      call('/api/login', { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,authorization,x-session-transport' } });
    const allowed = await preflight(DESKTOP_APP_ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(DESKTOP_APP_ORIGIN);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toBe('accept,content-type,authorization,x-session-transport,tus-resumable,upload-length,upload-metadata,upload-offset');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();

    for (const origin of ['https://evil.example', 'app://other', 'null', 'app://hardwarehub.evil.example']) {
      const refused = await preflight(origin);
      expect(refused.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('signs in by bearer token: the key in a header the page cannot read, no cookie', async () => {
    const payload = signUpPayload();
    const registered = await call('/api/register', { method: 'POST', headers: { ...APP, 'content-type': 'application/json', 'x-session-transport': 'bearer' }, body: JSON.stringify(payload) });
    expect(registered.status).toBe(201);
    expect(registered.headers.get('access-control-allow-origin')).toBe(DESKTOP_APP_ORIGIN);
    // At most the instruction to drop a previous cookie (a new session replaces the old), never one to keep.
    expect(registered.headers.getSetCookie().filter((cookie) => !cookie.includes('expires=Thu, 01 Jan 1970'))).toEqual([]);
    const token = registered.headers.get('x-session-token');
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    // Exposed: a download's name, Retry-After and what a tus upload reads. Not the session token.
    expect(registered.headers.get('access-control-expose-headers')?.toLowerCase()).toBe('content-disposition,retry-after,location,tus-resumable,upload-offset,upload-length,x-file-id');

    const me = await call('/api/user', { headers: { ...APP, authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(me.headers.get('access-control-allow-origin')).toBe(DESKTOP_APP_ORIGIN);
    expect(me.headers.get('vary')).toMatch(/origin/i);
    expect(((await me.json()) as { email: string }).email).toBe(payload.email);
  });

  it('keeps the CORS headers on errors, so the app can read the message', async () => {
    const invalid = await call('/api/login', { method: 'POST', headers: { ...APP, 'content-type': 'application/json' }, body: JSON.stringify({ email: 'not-an-email' }) });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('access-control-allow-origin')).toBe(DESKTOP_APP_ORIGIN);
    expect(((await invalid.json()) as { message: string }).message).toBeTruthy();
    const anonymous = await call('/api/projects/user', { headers: APP });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('access-control-allow-origin')).toBe(DESKTOP_APP_ORIGIN);
  });

  it('gives pages of other sites nothing, and same-origin pages no CORS headers', async () => {
    const foreign = await call('/api/user', { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const write = await call('/api/login', { method: 'POST', headers: { Origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}' });
    expect(write.status).toBe(403);
    const same = await call('/api/user', { headers: { Origin: server.url } });
    expect(same.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('scopes CORS to the API path in any letter case, as the routers match it', async () => {
    const preflight = await call('/API/login', { method: 'OPTIONS', headers: { ...APP, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(DESKTOP_APP_ORIGIN);
    const anonymous = await call('/Api/projects/user', { headers: APP });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('access-control-allow-origin')).toBe(DESKTOP_APP_ORIGIN);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    const foreign = await call('/API/login', { method: 'POST', headers: { Origin: 'https://evil.example', 'content-type': 'text/plain' }, body: '{}' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("opens Socket.IO's polling transport for the app origin, not for others", async () => {
    const handshake = (origin: string) => call(`${SOCKET_PATH}/?EIO=4&transport=polling`, { headers: { Origin: origin } });
    const app = await handshake(DESKTOP_APP_ORIGIN);
    expect(app.status).toBe(200);
    expect(app.headers.get('access-control-allow-origin')).toBe(DESKTOP_APP_ORIGIN);
    expect(app.headers.get('access-control-allow-credentials')).toBeNull();
    expect(await app.text()).toMatch(/^0\{"sid"/);
    const evil = await handshake('https://evil.example');
    expect(evil.status).toBe(403);
  });
});
