import { readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SOCKET_PATH } from '#shared/api/api-paths.ts';
import { CONNECTION_MESSAGES } from '#shared/schemas/connection-schemas.ts';
import { NAME_MESSAGES } from '#shared/validation/reserved-names.ts';
import { signUp, signUpPayload, type TestAccount } from '../test-support/accounts.ts';
import { TestClient } from '../test-support/test-client.ts';
import { openTab } from '../test-support/test-sockets.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { GUARD_MESSAGES, PERMISSIONS_POLICY } from './request-guards.ts';

// Counts the argon2id hashes the server computes, so "a made-up reset token costs no hash" is checked, not timed.
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../modules/auth/password-hasher.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../modules/auth/password-hasher.ts')>();
  return { ...original, hashPassword: async (password: string) => { hashes.count++; return original.hashPassword(password); } };
});

const raw = (url: string, path: string, init: RequestInit) => fetch(url + path, { redirect: 'manual', ...init });

describe('production defaults', () => {
  it('signs in, registers and logs out over plain http in production (cookie not Secure), bearer clients too', async () => {
    const server = await startTestServer({ NODE_ENV: 'production' });
    try {
      const browser = new TestClient(server.url);
      const payload = signUpPayload();
      const registered = await browser.post('/api/register', payload);
      expect(registered.status, registered.text).toBe(201);
      const cookie = registered.headers.getSetCookie().find((c) => c.startsWith('hh.sid='))!;
      expect(cookie).toMatch(/httponly/i);
      expect(cookie).not.toMatch(/;\s*secure/i);
      expect((await browser.post('/api/logout')).status).toBe(200);
      expect((await browser.post('/api/login', { email: payload.email, password: payload.password })).status).toBe(200);
      const desktop = new TestClient(server.url);
      const login = await desktop.post('/api/login', { email: payload.email, password: payload.password }, { 'x-session-transport': 'bearer' });
      expect(login.status).toBe(200);
      desktop.bearerToken = login.headers.get('x-session-token')!;
      expect((await desktop.get('/api/user')).status).toBe(200);
      expect((await desktop.post('/api/logout')).status).toBe(200);
      expect(server.logs.join('\n')).not.toMatch(/secure cookie/i);
    } finally {
      await server.close();
    }
  });

  it('marks the cookie Secure when APP_URL is https (TLS ends at a proxy), or a trusted proxy says https', async () => {
    const https = await startTestServer({ NODE_ENV: 'production', APP_URL: 'https://hardwarehub.example.com' });
    const proxied = await startTestServer({ NODE_ENV: 'production', TRUST_PROXY: '1' });
    try {
      const viaHttpsUrl = await new TestClient(https.url).post('/api/register', signUpPayload());
      expect(viaHttpsUrl.status).toBe(201);
      expect(viaHttpsUrl.headers.getSetCookie().find((c) => c.startsWith('hh.sid='))).toMatch(/;\s*secure/i);
      const viaProxy = await new TestClient(proxied.url).post('/api/register', signUpPayload(), { 'x-forwarded-proto': 'https' });
      expect(viaProxy.headers.getSetCookie().find((c) => c.startsWith('hh.sid='))).toMatch(/;\s*secure/i);
      const plain = await new TestClient(proxied.url).post('/api/register', signUpPayload());
      expect(plain.headers.getSetCookie().find((c) => c.startsWith('hh.sid='))).not.toMatch(/;\s*secure/i);
    } finally {
      await https.close();
      await proxied.close();
    }
  });

  it('takes the client IP from the trusted hops only, so a forged X-Forwarded-For cannot dodge the login limit', async () => {
    const server = await startTestServer({ TRUST_PROXY: '1', LOGIN_LIMIT_PER_IP: '3', LOGIN_LIMIT_PER_EMAIL: '100' });
    try {
      const attempt = (forged: string) =>
        new TestClient(server.url).post('/api/login', { email: `x${forged}@example.com`, password: 'Wrong#Password1' }, { 'x-forwarded-for': `${forged}, 203.0.113.7` });
      const statuses = [];
      for (const forged of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.5']) statuses.push((await attempt(forged)).status);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // Another client behind the same proxy has a budget of its own.
      const other = await new TestClient(server.url).post('/api/login', { email: 'y@example.com', password: 'Wrong#Password1' }, { 'x-forwarded-for': '198.51.100.9' });
      expect(other.status).toBe(401);
    } finally {
      await server.close();
    }
  });
});

describe('a list of trusted proxies (TRUST_PROXY with addresses)', () => {
  const login = (server: TestServer, forwardedFor: string) =>
    new TestClient(server.url).post('/api/login', { email: `x${forwardedFor.replace(/[^0-9]/g, '')}@example.com`, password: 'Wrong#Password1' }, { 'x-forwarded-for': forwardedFor });

  it("ignores X-Forwarded-For from a client that reaches the port directly, so rotating it does not dodge the limit", async () => {
    // The test client connects from 127.0.0.1, which is not in the list: it is a direct client.
    const server = await startTestServer({ TRUST_PROXY: '10.0.0.0/8', LOGIN_LIMIT_PER_IP: '3', LOGIN_LIMIT_PER_EMAIL: '100', NODE_ENV: 'production' });
    try {
      const statuses = [];
      for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) statuses.push((await login(server, forged)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      // Nor does it decide the scheme: its X-Forwarded-Proto does not make the cookie Secure.
      const claimed = await new TestClient(server.url).post('/api/register', signUpPayload(), { 'x-forwarded-proto': 'https' });
      expect(claimed.headers.getSetCookie().find((c) => c.startsWith('hh.sid='))).not.toMatch(/;\s*secure/i);
    } finally {
      await server.close();
    }
  });

  it("takes the client from a listed proxy's X-Forwarded-For: each client has a budget of its own, and a forged prefix changes nothing", async () => {
    const server = await startTestServer({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1', LOGIN_LIMIT_PER_IP: '3', LOGIN_LIMIT_PER_EMAIL: '100', NODE_ENV: 'production' });
    try {
      // Four clients behind the proxy (127.0.0.1), one attempt each: none is limited.
      for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) expect((await login(server, client)).status).toBe(401);
      // One client, whatever it writes to the left of what the proxy appended, is one client.
      const statuses = [];
      for (const forged of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) statuses.push((await login(server, `${forged}, 203.0.113.7`)).status);
      expect(statuses).toEqual([401, 401, 401]);
      expect((await login(server, '6.6.6.6, 203.0.113.7')).status).toBe(429);
      const viaProxy = await new TestClient(server.url).post('/api/register', signUpPayload(), { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.9' });
      expect(viaProxy.headers.getSetCookie().find((c) => c.startsWith('hh.sid='))).toMatch(/;\s*secure/i);
    } finally {
      await server.close();
    }
  });
});

describe('mail in production', () => {
  it('keeps the outbox (MAIL_OUTBOX=true) private: owner-only files and folder, and no link or token in the log', async () => {
    const server = await startTestServer({ NODE_ENV: 'production', SMTP_URL: '', MAIL_OUTBOX: 'true' });
    try {
      const account = await signUp(server);
      expect((await new TestClient(server.url).post('/api/forgot-password', { email: account.email })).status).toBe(200);
      // The verification and the reset mail are written in the background; each logs a line once saved.
      await vi.waitFor(() => expect(server.logs.filter((line) => line.startsWith('mail to '))).toHaveLength(2), { timeout: 10_000 });
      const outbox = join(server.databaseEnv.DATA_DIR!, 'outbox');
      const files = readdirSync(outbox);
      expect(files).toHaveLength(2);
      expect(statSync(outbox).mode & 0o777).toBe(0o700);
      for (const file of files) expect(statSync(join(outbox, file)).mode & 0o777, file).toBe(0o600);
      const log = server.logs.join('\n');
      expect(log).not.toMatch(/token=|https?:\/\//);
      expect(files.map((file) => readFileSync(join(outbox, file), 'utf8')).join('\n')).toMatch(/token=/);
    } finally {
      await server.close();
    }
  });
});

describe('abuse', () => {
  let server: TestServer;
  let member: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    server = await startTestServer({ ALLOWED_ORIGINS: 'app://hardwarehub', SOCKET_AUTH_TIMEOUT_MS: '300' });
    member = await signUp(server, 'entrepreneur', { fullName: 'Maya Member' });
    other = await signUp(server, 'manufacturer', { fullName: 'Wei Other' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses state-changing calls from another site, and non-JSON bodies, before they do anything', async () => {
    const cookie = [...member.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const foreign = { cookie, origin: 'https://evil.example' };
    for (const [path, body] of [['/api/logout', ''], ['/api/user/2fa/setup', ''], ['/api/resend-verification', '{}']] as const) {
      const response = await raw(server.url, path, { method: 'POST', headers: { ...foreign, 'content-type': 'text/plain' }, body });
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual({ message: GUARD_MESSAGES.crossSite });
    }
    // No Origin, but Fetch Metadata says cross-site (an older form post).
    expect((await raw(server.url, '/api/logout', { method: 'POST', headers: { cookie, 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    // Same origin with a text/plain body (what a form or a no-preflight fetch sends): 415.
    const plain = await raw(server.url, '/api/user/preferences', { method: 'PATCH', headers: { cookie, origin: server.url, 'content-type': 'text/plain' }, body: '{"emailNotifications":false}' });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toEqual({ message: GUARD_MESSAGES.jsonOnly });
    expect((await member.client.get('/api/user')).body.emailNotifications).not.toBe(false);
    expect(await server.knex('users').where({ id: member.user.id }).whereNotNull('two_factor_secret')).toEqual([]);
    // The session survived all of that.
    expect((await member.client.get('/api/user')).status).toBe(200);
    // The app's own origin, the allowed desktop origin and clients without an Origin (curl, the desktop main process) work.
    for (const origin of [server.url, 'app://hardwarehub', undefined]) {
      const headers: Record<string, string> = { cookie, 'content-type': 'application/json', ...(origin && { origin }) };
      const response = await raw(server.url, '/api/user/preferences', { method: 'PATCH', headers, body: '{"emailNotifications":true}' });
      expect(response.status, String(origin)).toBe(200);
    }
  });

  it('refuses a socket handshake from another site, with or without the cookie', async () => {
    const cookie = [...member.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const attempt = (origin: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(server.url, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { cookie, origin } });
        socket.on('connect', () => { socket.close(); resolve('connected'); });
        socket.on('connect_error', () => { socket.close(); resolve('refused'); });
      });
    expect(await attempt('https://evil.example')).toBe('refused');
    expect(await attempt('null')).toBe('refused');
    expect(await attempt(server.url)).toBe('connected');
    expect(await attempt('app://hardwarehub')).toBe('connected');
  });

  it('closes a socket that has no signed-in session after the auth timeout', async () => {
    // Opened first: were signed-in sockets given the auth timeout too, this one's would run out before the anonymous one's.
    const signedIn = await openTab(server.url, member.client);
    const anonymous = await openTab(server.url);
    anonymous.socket.emit('authenticate', {});
    expect(await anonymous.waitFor('error')).toMatchObject({ code: 'unauthenticated' });
    expect(await anonymous.disconnection()).toBe('io server disconnect');
    await signedIn.barrier();
    expect(signedIn.socket.connected).toBe(true);
    signedIn.close();
  });

  it('puts typing frames through the per-socket frame limit', async () => {
    const tab = await openTab(server.url, member.client);
    for (let i = 0; i < 200; i++) tab.socket.emit('typing', { connectionId: 999_999, recipientId: other.user.id, isTyping: true });
    const limited = await tab.waitFor('error', (e) => e.code === 'rate_limited' && e.event === 'typing');
    expect(limited.message).toBeTruthy();
    // Most of the flood was refused before touching the database: each refusal is sent as its frame arrives,
    // so all of them are in by the answer to a ping sent after the flood.
    await tab.barrier();
    expect(tab.count('error', (e) => e.code === 'rate_limited')).toBeGreaterThan(100);
    tab.close();
  });

  it('checks a reset token before hashing the new password', async () => {
    const before = hashes.count;
    const response = await new TestClient(server.url).post('/api/reset-password', { token: 'f'.repeat(64), password: 'Another#Pass99' });
    expect(response.status).toBe(400);
    expect(hashes.count).toBe(before);
  });

  it('accepts ids only as strict positive integers, in paths and bodies', async () => {
    const requestsBefore = await server.knex('connections').count({ n: '*' }).first();
    for (const recipientId of [true, [other.user.id], `${other.user.id}`, '0x3', '+1', 1.5, -1, 0, 2 ** 31, null]) {
      const response = await member.client.post('/api/connections', { recipientId, message: 'Hello' });
      expect(response.status, JSON.stringify(recipientId)).toBe(400);
      expect(response.body.errors.recipientId).toBe(CONNECTION_MESSAGES.noUser);
    }
    expect(await server.knex('connections').count({ n: '*' }).first()).toEqual(requestsBefore);
    const project = (await member.client.post('/api/projects', { name: 'Strict ids', description: 'A project to probe with odd ids.' })).body.id as number;
    for (const id of [`+${project}`, `0x${project.toString(16)}`, `0${project}`, `${project}.0`, `${project}e0`, ' 1', '-1', '99999999999', 'true']) {
      const response = await member.client.get(`/api/projects/${encodeURIComponent(id)}`);
      expect(response.status, id).toBe(404);
    }
    expect((await member.client.get(`/api/projects/${project}`)).status).toBe(200);
    expect((await member.client.get(`/api/messages/connection/1?before=0x10`)).status).toBe(400);
  });

  it('refuses invisible, control-character and reserved names at sign-up and in the profile', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ fullName: '\u200B\u3164\u2800' }, 'fullName', NAME_MESSAGES.invisible],
      [{ fullName: 'Maya\u202Egol' }, 'fullName', NAME_MESSAGES.controlCharacters],
      [{ fullName: 'HardwareHub Support' }, 'fullName', NAME_MESSAGES.reserved],
      [{ username: 'Adm1n' }, 'username', NAME_MESSAGES.reserved],
      [{ username: 'hardware_hub' }, 'username', NAME_MESSAGES.reserved],
    ];
    for (const [override, field, message] of cases) {
      const response = await new TestClient(server.url).post('/api/register', signUpPayload('entrepreneur', override));
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(response.body.errors[field]).toBe(message);
    }
    const profile = await member.client.patch('/api/user', { fullName: 'Admin' });
    expect(profile.status).toBe(400);
    expect(profile.body.errors.fullName).toBe(NAME_MESSAGES.reserved);
  });
});

describe('rate limits on account mails and hashes', () => {
  it('limits sign-up, forgot and reset password and resend verification per IP with a clear 429', async () => {
    const server = await startTestServer({ ACCOUNT_LIMIT_PER_IP: '3' });
    try {
      const client = () => new TestClient(server.url);
      const statuses: number[] = [];
      const account = await signUp(server); // 1
      statuses.push((await client().post('/api/forgot-password', { email: account.email })).status); // 2
      statuses.push((await client().post('/api/reset-password', { token: 'a'.repeat(64), password: 'Another#Pass99' })).status); // 3
      const limited = await account.client.post('/api/resend-verification');
      expect(statuses).toEqual([200, 400]);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(/^Too many requests from your network\. Please try again in \d+ minutes?\.$/);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await client().post('/api/register', signUpPayload())).status).toBe(429);
      // Signing in is limited separately (and still works).
      expect((await client().post('/api/login', { email: account.email, password: account.password })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('robust input and response headers', () => {
  let server: TestServer;
  let member: TestAccount;
  beforeAll(async () => {
    server = await startTestServer();
    member = await signUp(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 400 or 415, never 500, to a body whose Content-Encoding does not match', async () => {
    const cookie = [...member.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const json = JSON.stringify({ email: 'a@example.com', password: 'x' });
    for (const path of ['/api/login', '/api/register', '/api/forgot-password', '/api/projects']) {
      const mismatched = await raw(server.url, path, { method: 'POST', headers: { cookie, 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: json });
      expect(mismatched.status, path).toBe(400);
      expect(((await mismatched.json()) as { message: string }).message).toMatch(/could not be decoded/);
      const unknown = await raw(server.url, path, { method: 'POST', headers: { cookie, 'content-type': 'application/json', 'content-encoding': 'x-snappy' }, body: json });
      expect(unknown.status, path).toBe(415);
      expect(await unknown.json()).toEqual({ message: GUARD_MESSAGES.encoding });
    }
    // A real gzip body is fine.
    const gzipped = await raw(server.url, '/api/login', { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: gzipSync(JSON.stringify({ email: member.email, password: member.password })) });
    expect(gzipped.status).toBe(200);
    expect(server.logs.join('\n')).not.toMatch(/Z_DATA_ERROR|incorrect header/);
  });

  it('answers a URL too long for Node with JSON too (431), not a bare socket error', async () => {
    const response = await raw(server.url, `/api/users?q=${'x'.repeat(40_000)}`, {});
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({ message: 'The request URL or headers are too long.' });
  });

  it('keeps an idle connection open for 65 s, past a proxy, and says so in Keep-Alive', async () => {
    const agent = new http.Agent({ keepAlive: true });
    try {
      const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
        http.get(`${server.url}/healthz`, { agent }, (response) => {
          response.resume();
          resolve(response.headers);
        }).on('error', reject);
      });
      expect([headers.connection, headers['keep-alive']]).toEqual(['keep-alive', 'timeout=65']);
    } finally {
      agent.destroy();
    }
  });

  it('answers 405 to unknown methods', async () => {
    for (const [method, path] of [['PROPFIND', '/api/user'], ['LOCK', '/api/projects'], ['MKCOL', '/'], ['PUT', '/api/user']] as const) {
      const response = await raw(server.url, path, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(await response.json()).toEqual({ message: GUARD_MESSAGES.methodNotAllowed });
    }
  });

  it('marks API answers no-store and sends a tight CSP and a Permissions-Policy', async () => {
    const api = await member.client.get('/api/user');
    expect(api.headers.get('cache-control')).toBe('no-store');
    const failed = await new TestClient(server.url).get('/api/user');
    expect(failed.headers.get('cache-control')).toBe('no-store');
    const page = await raw(server.url, '/', {});
    const csp = page.headers.get('content-security-policy')!;
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `));
    expect(directive('connect-src')).toBe(`connect-src 'self' ws://localhost:0`.replace('localhost:0', new URL(server.app.deps.appUrl).host));
    // Listings may show images by web address; scripts, frames and connections stay same-origin.
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https: http:");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(page.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
  });
});
