import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { SIGN_UPS_PER_EMAIL_PER_HOUR } from '../../http/rate-limiters.ts';
import { sha256 } from '../../http/tokens.ts';
import { REDIS_TEST_URL, redisTestsEnabled } from '../../test-support/test-redis.ts';

const REDIS_URL = REDIS_TEST_URL;

const available = await redisTestsEnabled();

/**
 * Two processes with REDIS_URL: sessions live in the database (so a Redis outage signs no one out),
 * each process keeps a read for AUTH_CACHE_MS, and Redis tells the others at once when a
 * session ends. Login limits are counted in Redis across processes.
 */
describe.skipIf(!available)('sessions and login limits shared by two server processes through Redis', () => {
  let server: TestServer;
  let sibling: { url: string; close(): Promise<void> };
  let redis: Redis;
  const id = Math.random().toString(36).slice(2, 8);
  const account = { username: `redis_${id}`, email: `redis.${id}@example.com`, password: 'Sturdy#Bridge42', fullName: 'Redis User', role: 'designer', dataConsent: true, privacyPolicyAccepted: true, termsAccepted: true };

  beforeAll(async () => {
    // Kept sessions never expire within a test: only the news over Redis can end them on the other process.
    server = await startTestServer({ REDIS_URL, AUTH_CACHE_MS: '60000' });
    sibling = await server.startSibling();
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await sibling?.close();
    await server?.close();
    redis?.disconnect();
  });

  it('stores the session in the database (hashed key), both processes accept it, and a sign-out on one reaches the other at once', async () => {
    const browser = new TestClient(server.url);
    expect((await browser.post('/api/register', account)).status).toBe(201);
    const key = browser.cookies.get('hh.sid')!;
    expect(await server.knex('sessions').where({ id: sha256(key) }).count({ n: '*' }).first().then((r) => Number(r!.n))).toBe(1);
    expect(await server.knex('sessions').where({ id: key }).count({ n: '*' }).first().then((r) => Number(r!.n))).toBe(0);
    expect(await redis.exists(`hh:sess:${sha256(key)}`)).toBe(0);
    // This process now keeps the session for AUTH_CACHE_MS.
    expect((await browser.get('/api/user')).status).toBe(200);

    const sameBrowserOnSibling = new TestClient(sibling.url);
    browser.cookies.forEach((value, name) => sameBrowserOnSibling.cookies.set(name, value));
    expect((await sameBrowserOnSibling.get('/api/user')).body.email).toBe(account.email);

    await sameBrowserOnSibling.post('/api/logout');
    expect(await server.knex('sessions').where({ id: sha256(key) }).count({ n: '*' }).first().then((r) => Number(r!.n))).toBe(0);
    // The news travels through Redis pub/sub: it arrives in milliseconds, later than the logout's answer on a busy machine.
    await expect.poll(async () => (await browser.get('/api/user')).status, { timeout: 5000 }).toBe(401);
  });

  it('signs a user out of every process on password reset', async () => {
    const onA = new TestClient(server.url);
    const onB = new TestClient(sibling.url);
    await onA.post('/api/login', { email: account.email, password: account.password });
    await onB.post('/api/login', { email: account.email, password: account.password });
    await onA.post('/api/forgot-password', { email: account.email });
    const mail = await server.mailbox.waitFor(account.email, /reset/i);
    const token = new URL(mail.links.find((l) => l.includes('/reset-password'))!).searchParams.get('token')!;
    expect((await onA.post('/api/reset-password', { token, password: 'Fresh#Harbor77' })).status).toBe(200);
    await expect.poll(async () => (await onB.get('/api/user')).status, { timeout: 5000 }).toBe(401);
    account.password = 'Fresh#Harbor77';
  });

  it('counts failed logins across processes', async () => {
    for (let i = 0; i < 5; i++) {
      const target = i % 2 ? sibling.url : server.url;
      expect((await new TestClient(target).post('/api/login', { email: account.email, password: `Wrong#Guess${i}00` })).status).toBe(401);
    }
    const locked = await new TestClient(sibling.url).post('/api/login', { email: account.email, password: account.password });
    expect(locked.status).toBe(429);
    await redis.del(`hh:rl:login-email:${account.email}`);
  });

  it('spends the failure budget in Redis before checking: of wrong logins sent at once to both processes, only the budget is checked', async () => {
    const attempts = Array.from({ length: 12 }, (_, i) => new TestClient(i % 2 ? sibling.url : server.url).post('/api/login', { email: account.email, password: 'Wrong#Guess4242' }));
    const statuses = (await Promise.all(attempts)).map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    await redis.del(`hh:rl:login-email:${account.email}`);
  });

  it('counts sign-up attempts per email address across processes', async () => {
    const email = `redis.signup.${id}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_UPS_PER_EMAIL_PER_HOUR; i++) {
      const target = i % 2 ? sibling.url : server.url;
      statuses.push((await new TestClient(target).post('/api/register', { ...account, username: `redis_s${i}_${id}`, email })).status);
    }
    expect(statuses).toEqual([201, ...Array<number>(SIGN_UPS_PER_EMAIL_PER_HOUR - 1).fill(409), 429]);
    await redis.del(`hh:rl:signup-email:${email}`);
  });
});
