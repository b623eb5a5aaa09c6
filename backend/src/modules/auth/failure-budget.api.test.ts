import { generate, verify } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_UP_MESSAGES } from '#shared/schemas/auth-schemas.ts';
import { PASSWORD_CHANGE_MESSAGES, TWO_FACTOR_MESSAGES } from '#shared/schemas/profile-schemas.ts';
import { signUp, signUpPayload, type TestAccount } from '../../test-support/accounts.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { SIGN_UPS_PER_EMAIL_PER_HOUR } from '../../http/rate-limiters.ts';
import { TwoFactorService } from './two-factor-service.ts';

// Counts the password checks the server makes, so "at most the budget was checked" is counted, not inferred.
const checks = vi.hoisted(() => ({ passwords: 0 }));
vi.mock('./password-hasher.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./password-hasher.ts')>();
  return { ...original, verifyPassword: (hash: string, password: string) => { checks.passwords++; return original.verifyPassword(hash, password); } };
});

/**
 * The per-email failure budget (LOGIN_LIMIT_PER_EMAIL) is spent before a password or code is checked:
 * many wrong attempts sent at once are not all checked against a budget read before any of them failed.
 */
const BUDGET = 5;
const PARALLEL = 16;
const WRONG_PASSWORD = 'Wrong#Guess4242';

let server: TestServer;
const codeChecks = vi.spyOn(TwoFactorService.prototype, 'consumeCode');

beforeAll(async () => {
  server = await startTestServer({ LOGIN_LIMIT_PER_EMAIL: String(BUDGET) });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  checks.passwords = 0;
  codeChecks.mockClear();
});

const statuses = async (calls: Array<Promise<{ status: number }>>) => (await Promise.all(calls)).map((response) => response.status).sort();
const answers = (checked: number, refused: number, status: number) => [...Array<number>(checked).fill(status), ...Array<number>(refused).fill(429)].sort();

/** An account with two-factor sign-in on, and its secret. */
async function withTwoFactor(): Promise<TestAccount & { secret: string }> {
  const account = await signUp(server);
  const { secret } = (await account.client.post('/api/user/2fa/setup')).body as { secret: string };
  expect((await account.client.post('/api/user/2fa/enable', { code: await generate({ secret }) })).status).toBe(200);
  return { ...account, secret };
}

/** A 6-digit code the secret does not produce around now. */
async function wrongCode(secret: string): Promise<string> {
  for (const code of ['000000', '111111', '222222', '333333']) {
    if (!(await verify({ secret, token: code, epochTolerance: 120 })).valid) return code;
  }
  throw new Error('no wrong code found');
}

describe('the per-email failure budget', () => {
  it('checks at most the budget of wrong passwords sent to login at once', async () => {
    const account = await signUp(server);
    const login = (password: string) => new TestClient(server.url).post('/api/login', { email: account.email, password });
    expect(await statuses(Array.from({ length: PARALLEL }, () => login(WRONG_PASSWORD)))).toEqual(answers(BUDGET, PARALLEL - BUDGET, 401));
    expect(checks.passwords).toBe(BUDGET);
    // Locked: the right password is not even checked.
    expect((await login(account.password)).status).toBe(429);
    expect(checks.passwords).toBe(BUDGET);
  });

  it('checks at most the budget of wrong sign-in codes sent at once', async () => {
    const account = await withTwoFactor();
    const totpCode = await wrongCode(account.secret);
    const login = () => new TestClient(server.url).post('/api/login', { email: account.email, password: account.password, totpCode });
    const responses = await Promise.all(Array.from({ length: PARALLEL }, login));
    expect(responses.map((r) => r.status).sort()).toEqual(answers(BUDGET, PARALLEL - BUDGET, 401));
    expect(responses.filter((r) => r.status === 401).map((r) => r.body.message)).toEqual(Array(BUDGET).fill(TWO_FACTOR_MESSAGES.invalidCode));
    expect(codeChecks).toHaveBeenCalledTimes(BUDGET);
  });

  it('checks at most the budget of wrong codes sent at once to turn two-factor sign-in off', async () => {
    const account = await withTwoFactor();
    const code = await wrongCode(account.secret);
    const disable = () => account.client.post('/api/user/2fa/disable', { code });
    expect(await statuses(Array.from({ length: PARALLEL }, disable))).toEqual(answers(BUDGET, PARALLEL - BUDGET, 400));
    expect(codeChecks).toHaveBeenCalledTimes(BUDGET);
    // A right code is refused too until the window ends; two-factor sign-in stays on.
    expect((await account.client.post('/api/user/2fa/disable', { code: await generate({ secret: account.secret }) })).status).toBe(429);
    expect((await account.client.get('/api/user')).body.twoFactorEnabled).toBe(true);
  });

  it('checks at most the budget of wrong passwords sent at once to turn two-factor sign-in off', async () => {
    const account = await withTwoFactor();
    const disable = () => account.client.post('/api/user/2fa/disable', { password: WRONG_PASSWORD });
    expect(await statuses(Array.from({ length: PARALLEL }, disable))).toEqual(answers(BUDGET, PARALLEL - BUDGET, 400));
    expect(checks.passwords).toBe(BUDGET);
  });

  it('checks at most the budget of wrong current passwords sent at once to change the password', async () => {
    const account = await signUp(server);
    const change = (currentPassword: string) => account.client.post('/api/user/change-password', { currentPassword, newPassword: 'Another#Harbor88' });
    expect(await statuses(Array.from({ length: PARALLEL }, () => change(WRONG_PASSWORD)))).toEqual(answers(BUDGET, PARALLEL - BUDGET, 400));
    expect(checks.passwords).toBe(BUDGET);
    expect((await change(account.password)).status).toBe(429);
  });

  it('lets the right password in after a few failures, and a complete sign-in gives the whole budget back', async () => {
    const account = await signUp(server);
    const login = (password: string) => new TestClient(server.url).post('/api/login', { email: account.email, password });
    for (let i = 0; i < BUDGET - 2; i++) expect((await login(WRONG_PASSWORD)).status).toBe(401);
    expect((await login(account.password)).status).toBe(200);
    for (let i = 0; i < BUDGET; i++) expect((await login(WRONG_PASSWORD)).status).toBe(401);
    expect((await login(account.password)).status).toBe(429);
  });

  it('gives a right password its point back: asking for the code and changing the password cost nothing', async () => {
    const account = await withTwoFactor();
    const login = (body: Record<string, string>) => new TestClient(server.url).post('/api/login', { email: account.email, ...body });
    for (let i = 0; i < BUDGET + 2; i++) {
      const asked = await login({ password: account.password });
      expect(asked.status).toBe(401);
      expect(asked.body.twoFactorRequired).toBe(true);
    }
    const change = (currentPassword: string, newPassword: string) => account.client.post('/api/user/change-password', { currentPassword, newPassword });
    expect((await change(WRONG_PASSWORD, 'Another#Harbor88')).status).toBe(400);
    expect((await change(WRONG_PASSWORD, 'Another#Harbor88')).body.message).toBe(PASSWORD_CHANGE_MESSAGES.currentIncorrect);
    expect((await change(account.password, 'Another#Harbor88')).status).toBe(200);
    // Two failures are counted, the right password is not: BUDGET - 2 more wrong ones are checked, then 429.
    for (let i = 0; i < BUDGET - 2; i++) expect((await change(WRONG_PASSWORD, 'Third#Harbor99')).status).toBe(400);
    expect((await change(WRONG_PASSWORD, 'Third#Harbor99')).status).toBe(429);
  });
});

describe('sign-up per email address', () => {
  it('allows a few attempts per address an hour, whatever the network, with a clear 429', async () => {
    const payload = signUpPayload();
    const attempt = (email: string) => new TestClient(server.url).post('/api/register', signUpPayload('entrepreneur', { email }));
    expect((await new TestClient(server.url).post('/api/register', payload)).status).toBe(201);
    // The address is stored lower-case: an upper-case variant is the same address and the same budget.
    for (let i = 1; i < SIGN_UPS_PER_EMAIL_PER_HOUR; i++) expect((await attempt(i % 2 ? payload.email.toUpperCase() : payload.email)).status).toBe(409);
    const limited = await attempt(payload.email);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(limited.body).toEqual({ message: SIGN_UP_MESSAGES.tooManyForAddress(Math.ceil(retryAfter / 60)) });
    // Another address is not affected.
    expect((await attempt(signUpPayload().email)).status).toBe(201);
  });
});
