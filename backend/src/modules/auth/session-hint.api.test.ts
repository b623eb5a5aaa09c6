import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE, SESSION_TRANSPORT_HEADER } from '#shared/constants/app-constants.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { TestClient } from '../../test-support/test-client.ts';

const PASSWORD = 'Sturdy#Bridge42';

function entrepreneur() {
  const id = Math.random().toString(36).slice(2, 8);
  return {
    username: `hint_${id}`, email: `hint_${id}@example.com`, password: PASSWORD, fullName: 'Hint Founder', role: 'entrepreneur',
    dataConsent: true, privacyPolicyAccepted: true, termsAccepted: true, marketingConsent: false, cookieConsent: true,
  };
}

const hintCookie = (response: { headers: Headers }) => response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`));

describe('the signed-in hint cookie', () => {
  let server: TestServer;
  const client = () => new TestClient(server.url);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is set, readable by scripts, while the browser holds a signed-in session and cleared when it ends', async () => {
    const browser = client();
    const anonymous = await browser.get('/api/user');
    expect(anonymous.status).toBe(401);
    expect(hintCookie(anonymous)).toBeUndefined();

    const account = entrepreneur();
    const registered = await browser.post('/api/register', account);
    const set = hintCookie(registered)!;
    expect(set).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1;`));
    expect(set).not.toMatch(/httponly/i);
    expect(set).toMatch(/samesite=lax/i);
    // Sent again only when missing.
    expect(hintCookie(await browser.get('/api/user'))).toBeUndefined();

    await browser.post('/api/logout');
    expect(browser.cookies.has(SESSION_HINT_COOKIE)).toBe(false);

    const login = await browser.post('/api/login', { email: account.email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(browser.cookies.get(SESSION_HINT_COOKIE)).toBe('1');
  });

  it('is cleared by any answer to a browser whose session is gone, the 401 of GET /api/user included', async () => {
    const stale = client();
    stale.cookies.set(SESSION_HINT_COOKIE, '1');
    const me = await stale.get('/api/user');
    expect(me.status).toBe(401);
    expect(hintCookie(me)).toMatch(/expires=Thu, 01 Jan 1970/i);
    expect(stale.cookies.has(SESSION_HINT_COOKIE)).toBe(false);
  });

  it('is given to a session that predates it at its next request, a page load included', async () => {
    const browser = client();
    await browser.post('/api/register', entrepreneur());
    browser.cookies.delete(SESSION_HINT_COOKIE);
    await browser.get('/about');
    expect(browser.cookies.get(SESSION_HINT_COOKIE)).toBe('1');
  });

  it('is never given to the desktop app, which holds its session as a bearer token', async () => {
    const account = entrepreneur();
    await client().post('/api/register', account);
    const desktop = client();
    const login = await desktop.post('/api/login', { email: account.email, password: PASSWORD }, { [SESSION_TRANSPORT_HEADER]: 'bearer' });
    expect(login.status).toBe(200);
    expect(hintCookie(login)).toBeUndefined();
  });
});
