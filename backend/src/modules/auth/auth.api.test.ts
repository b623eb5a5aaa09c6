import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_TOKEN_HEADER, SESSION_TRANSPORT_HEADER } from '#shared/constants/app-constants.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { TestClient } from '../../test-support/test-client.ts';

const PASSWORD = 'Sturdy#Bridge42';

function entrepreneur(overrides: Record<string, unknown> = {}) {
  const id = Math.random().toString(36).slice(2, 8);
  return {
    username: `founder_${id}`,
    email: `founder_${id}@example.com`,
    password: PASSWORD,
    fullName: 'Ada Founder',
    role: 'entrepreneur',
    dataConsent: true,
    privacyPolicyAccepted: true,
    termsAccepted: true,
    marketingConsent: false,
    cookieConsent: true,
    ...overrides,
  };
}

describe('accounts API', () => {
  let server: TestServer;
  const client = () => new TestClient(server.url);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('registration', () => {
    it('creates the account, signs the user in and emails a verification link that works once', async () => {
      const browser = client();
      const payload = entrepreneur({ companyWebsite: 'https://ada.example.com', bio: '  Building robots  ' });
      const created = await browser.post('/api/register', payload);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ username: payload.username, email: payload.email, role: 'entrepreneur', emailVerified: false, bio: 'Building robots', subscriptionPlan: 'free', subscriptionStatus: 'inactive', verificationStatus: 'pending' });
      expect(created.body.dataProcessingPreferences).toEqual({ dataSharingOptOut: false, dataRetentionPeriod: 'standard', dataMinimization: true, thirdPartyConsent: false, sensitiveDataProcessing: false });

      const me = await browser.get('/api/user');
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(created.body.id);

      const mail = await server.mailbox.waitFor(payload.email, /verify/i);
      const link = mail.links.find((l) => l.includes('/api/verify-email?token='))!;
      expect(link).toBeTruthy();
      const path = new URL(link).pathname + new URL(link).search;
      const verified = await browser.get(path);
      expect(verified.status).toBe(302);
      expect(verified.headers.get('location')).toBe('/email-verified');
      expect((await browser.get('/api/user')).body.emailVerified).toBe(true);

      const again = await client().get(path);
      expect(again.headers.get('location')).toBe('/email-verified?status=invalid');
    });

    it('reports the first missing field in the order of the spec, with every field error', async () => {
      const response = await client().post('/api/register', {});
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Username is required');
      expect(response.body.errors).toMatchObject({
        username: 'Username is required',
        email: 'Email is required',
        password: 'Password is required',
        fullName: 'Full name is required',
        role: 'Role selection is required',
        dataConsent: 'You must consent to data processing to create an account',
        privacyPolicyAccepted: 'You must accept the privacy policy to create an account',
        termsAccepted: 'You must accept the terms of service to create an account',
      });
    });

    it('applies the password, email and URL rules', async () => {
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ password: 'Short1!' }, 'password', 'Password must be at least 12 characters'],
        [{ password: 'alllowercase1!' }, 'password', 'Password must contain at least one uppercase letter'],
        [{ password: 'ALLUPPERCASE1!' }, 'password', 'Password must contain at least one lowercase letter'],
        [{ password: 'NoNumbersHere!' }, 'password', 'Password must contain at least one number'],
        [{ password: 'NoSpecials1234A' }, 'password', 'Password must contain at least one special character'],
        [{ password: 'MyPassword#2026' }, 'password', 'Password contains a common pattern and is too weak'],
        [{ password: 'Qwerty#Strong99' }, 'password', 'Password contains a common pattern and is too weak'],
        [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
        [{ email: 'someone@mailinator.com' }, 'email', 'Please use a permanent email address'],
        [{ email: 'someone@0-mail.com' }, 'email', 'Please use a permanent email address'],
        [{ linkedinProfile: 'linkedin dot com' }, 'linkedinProfile', 'Must be a valid URL'],
        [{ companyWebsite: 'javascript:alert(1)' }, 'companyWebsite', 'Must be a valid URL'],
        [{ role: 'admin' }, 'role', 'Role selection is required'],
      ];
      for (const [override, field, message] of cases) {
        const response = await client().post('/api/register', entrepreneur(override));
        expect(response.status, JSON.stringify(override)).toBe(400);
        expect(response.body.errors[field], JSON.stringify(override)).toBe(message);
      }
    });

    it('requires company, location, LinkedIn and a fitting credential from professional roles', async () => {
      const missing = await client().post('/api/register', entrepreneur({ role: 'manufacturer', companyName: '   ' }));
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toMatchObject({
        companyName: 'Company name is required for professional roles',
        location: 'Location is required for professional roles',
        linkedinProfile: 'LinkedIn profile is required for professional roles',
        verificationCredential: 'Verification credentials are required for professional roles',
      });
      const professional = { companyName: 'Acme', location: 'Berlin, Germany', linkedinProfile: 'https://www.linkedin.com/in/acme' };
      const wrong: Array<[string, string]> = [
        ['attorney', 'Bar license number or equivalent legal credential is required for attorneys'],
        ['investor', 'Investment firm, license, or accreditation information is required for investors'],
        ['manufacturer', 'Manufacturing license, ISO certification, or equivalent is required for manufacturers'],
        ['supplier', 'Business license, tax ID, or supplier registration number is required for suppliers'],
      ];
      for (const [role, message] of wrong) {
        const response = await client().post('/api/register', entrepreneur({ role, ...professional, verificationCredential: 'trust me' }));
        expect(response.body.errors?.verificationCredential).toBe(message);
      }
      const ok = await client().post('/api/register', entrepreneur({ role: 'manufacturer', ...professional, verificationCredential: 'ISO 9001:2015' }));
      expect(ok.status).toBe(201);
      // A person reviews the credential: the professional waits in the admin console's queue.
      expect(ok.body.verificationStatus).toBe('pending');
      expect((await server.knex('users').where({ id: ok.body.id }).first()).verificationSubmittedAt).not.toBeNull();
    });

    it('answers 409 with a field message for a taken username or email (case-insensitive)', async () => {
      const first = entrepreneur();
      expect((await client().post('/api/register', first)).status).toBe(201);
      const sameUsername = await client().post('/api/register', entrepreneur({ username: first.username.toUpperCase() }));
      expect(sameUsername.status).toBe(409);
      expect(sameUsername.body.errors).toEqual({ username: 'This username is already taken' });
      const sameEmail = await client().post('/api/register', entrepreneur({ email: first.email.toUpperCase() }));
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body).toEqual({ message: 'An account with this email already exists', errors: { email: 'An account with this email already exists' } });
    });
  });

  describe('login and sessions', () => {
    it('refuses wrong credentials with one message, and validates input', async () => {
      const account = entrepreneur();
      await client().post('/api/register', account);
      const wrong = await client().post('/api/login', { email: account.email, password: 'Wrong#Password1' });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ message: 'Invalid email or password' });
      const unknown = await client().post('/api/login', { email: 'nobody@example.com', password: PASSWORD });
      expect(unknown.body).toEqual({ message: 'Invalid email or password' });
      const invalid = await client().post('/api/login', { email: 'nope', password: '' });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toEqual({ email: 'Please enter a valid email address.', password: 'Password is required.' });
    });

    it('sets an httpOnly SameSite=Lax cookie, rotates the session id at login and destroys it at logout', async () => {
      const account = entrepreneur();
      const browser = client();
      await browser.post('/api/register', account);
      const firstKey = browser.cookies.get('hh.sid');
      const login = await browser.post('/api/login', { email: account.email.toUpperCase(), password: PASSWORD });
      expect(login.status).toBe(200);
      const cookie = login.headers.getSetCookie().find((c) => c.startsWith('hh.sid=') && !c.startsWith('hh.sid=;'))!;
      expect(cookie).toMatch(/httponly/i);
      expect(cookie).toMatch(/samesite=lax/i);
      const secondKey = browser.cookies.get('hh.sid');
      expect(secondKey).toBeTruthy();
      expect(secondKey).not.toBe(firstKey);

      // The pre-login session key no longer works.
      const stale = client();
      stale.cookies.set('hh.sid', firstKey!);
      stale.cookies.set('hh.sid.sig', '');
      expect((await stale.get('/api/user')).status).toBe(401);

      const saved = new Map(browser.cookies);
      expect((await browser.post('/api/logout')).body).toEqual({ message: 'Logged out successfully' });
      expect((await browser.get('/api/user')).status).toBe(401);
      const replay = client();
      saved.forEach((v, k) => replay.cookies.set(k, v));
      expect((await replay.get('/api/user')).status).toBe(401);
    });

    it('gives the desktop client the same session as a bearer token', async () => {
      const account = entrepreneur();
      await client().post('/api/register', account);
      const desktop = client();
      const login = await desktop.post('/api/login', { email: account.email, password: PASSWORD }, { [SESSION_TRANSPORT_HEADER]: 'bearer' });
      expect(login.status).toBe(200);
      const token = login.headers.get(SESSION_TOKEN_HEADER);
      expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(desktop.cookies.get('hh.sid')).toBeUndefined();
      expect(JSON.stringify(login.body)).not.toContain(token);

      desktop.bearerToken = token!;
      const me = await desktop.get('/api/user');
      expect(me.status).toBe(200);
      expect(me.body.email).toBe(account.email);
      await desktop.post('/api/logout');
      expect((await desktop.get('/api/user')).status).toBe(401);
      expect((await client().get('/api/user', { authorization: 'Bearer not-a-real-token-abcdefghijklmnop' })).status).toBe(401);
    });

    it('clear-session drops a stale session but keeps a valid one', async () => {
      const account = entrepreneur();
      const browser = client();
      await browser.post('/api/register', account);
      expect((await browser.get('/api/clear-session')).body).toEqual({ success: true, cleared: false });
      expect((await browser.get('/api/user')).status).toBe(200);
      expect((await client().get('/api/clear-session')).body).toEqual({ success: true, cleared: false });
    });
  });

  describe('password reset', () => {
    it('answers the same for unknown emails and sends nothing', async () => {
      // The service hands a reset mail to the mailer before it answers (the mailer sends it in the background),
      // so once the answer is in, the mailer has seen every mail the request will send.
      const mailed = vi.spyOn(server.app.deps.mailer, 'send');
      try {
        const unknown = await client().post('/api/forgot-password', { email: 'ghost@example.com' });
        expect(unknown.status).toBe(200);
        expect(unknown.body).toEqual({ message: "If your email is in our system, you'll receive a password reset link shortly." });
        const invalid = await client().post('/api/forgot-password', { email: 'no-at-sign' });
        expect(invalid.status).toBe(400);
        expect(invalid.body.message).toBe('Please enter a valid email address.');
        expect(mailed).not.toHaveBeenCalled();
      } finally {
        mailed.mockRestore();
      }
    });

    it('resets through the emailed link once, signs out every session and rejects the old password', async () => {
      const account = entrepreneur();
      const otherDevice = client();
      await otherDevice.post('/api/register', account);
      const known = await client().post('/api/forgot-password', { email: account.email });
      expect(known.body.message).toBe("If your email is in our system, you'll receive a password reset link shortly.");
      const mail = await server.mailbox.waitFor(account.email, /reset/i);
      const link = new URL(mail.links.find((l) => l.includes('/reset-password?token='))!);
      const token = link.searchParams.get('token')!;

      const weak = await client().post('/api/reset-password', { token, password: 'weak' });
      expect(weak.status).toBe(400);
      expect(weak.body.errors.password).toBe('Password must be at least 12 characters long');

      const newPassword = 'Fresh#Harbor77';
      const reset = await client().post('/api/reset-password', { token, password: newPassword });
      expect(reset.status).toBe(200);
      expect((await otherDevice.get('/api/user')).status).toBe(401);

      const reused = await client().post('/api/reset-password', { token, password: 'Another#Harbor88' });
      expect(reused.status).toBe(400);
      expect(reused.body.message).toMatch(/invalid or has expired/);

      expect((await client().post('/api/login', { email: account.email, password: PASSWORD })).status).toBe(401);
      const login = await client().post('/api/login', { email: account.email, password: newPassword });
      expect(login.status).toBe(200);
      expect(login.body.lastPasswordChangeAt).toBeTruthy();
    });

    it('refuses an expired reset token', async () => {
      const account = entrepreneur();
      await client().post('/api/register', account);
      await client().post('/api/forgot-password', { email: account.email });
      const mail = await server.mailbox.waitFor(account.email, /reset/i);
      const token = new URL(mail.links.find((l) => l.includes('/reset-password'))!).searchParams.get('token')!;
      await server.knex('users').where({ email: account.email }).update({ passwordResetExpiresAt: new Date(Date.now() - 1000) });
      const response = await client().post('/api/reset-password', { token, password: 'Fresh#Harbor77' });
      expect(response.status).toBe(400);
    });
  });

  describe('deactivation', () => {
    it('requires DEACTIVATE, then ends every session and blocks login', async () => {
      const account = entrepreneur();
      const browser = client();
      const otherDevice = client();
      await browser.post('/api/register', account);
      await otherDevice.post('/api/login', { email: account.email, password: PASSWORD });

      expect((await client().post('/api/user/deactivate', { confirmation: 'DEACTIVATE' })).status).toBe(401);
      const wrong = await browser.post('/api/user/deactivate', { confirmation: 'deactivate' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Please type DEACTIVATE to confirm.');

      const done = await browser.post('/api/user/deactivate', { confirmation: 'DEACTIVATE' });
      expect(done.status).toBe(200);
      expect((await browser.get('/api/user')).status).toBe(401);
      expect((await otherDevice.get('/api/user')).status).toBe(401);
      const login = await client().post('/api/login', { email: account.email, password: PASSWORD });
      expect(login.status).toBe(403);
      expect(login.body.message).toMatch(/deactivated/);
    });
  });

  describe('rate limiting', () => {
    it('locks an email after 5 failed attempts with a clear 429', async () => {
      const account = entrepreneur();
      await client().post('/api/register', account);
      for (let i = 0; i < 5; i++) {
        expect((await client().post('/api/login', { email: account.email, password: `Wrong#Guess${i}00` })).status).toBe(401);
      }
      const locked = await client().post('/api/login', { email: account.email, password: PASSWORD });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe('errors', () => {
    it('answers malformed, oversized and unknown requests with JSON messages', async () => {
      const broken = await client().request('POST', '/api/login', '{"email":', {});
      expect(broken.status).toBe(400);
      expect(broken.body).toEqual({ message: 'The request body is not valid JSON.' });
      const huge = await client().post('/api/register', { bio: 'x'.repeat(2 * 1024 * 1024) });
      expect(huge.status).toBe(413);
      expect(huge.body).toEqual({ message: 'The request is too large.' });
      const missing = await client().get('/api/no-such-thing');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Not found' });
      const wrongMethod = await client().request('DELETE', '/api/login');
      expect(wrongMethod.status).toBe(405);
      expect(typeof wrongMethod.body.message).toBe('string');
    });
  });
});

describe('accounts API failure modes', () => {
  it('rate-limits logins per IP', async () => {
    const server = await startTestServer({ LOGIN_LIMIT_PER_IP: '3' });
    try {
      const browser = new TestClient(server.url);
      for (let i = 0; i < 3; i++) expect((await browser.post('/api/login', { email: `a${i}@example.com`, password: 'x' })).status).toBe(401);
      const blocked = await browser.post('/api/login', { email: 'a9@example.com', password: 'x' });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/Too many login attempts/);
    } finally {
      await server.close();
    }
  });

  it('turns an internal failure into a 500 that reveals nothing', async () => {
    const server = await startTestServer();
    try {
      const browser = new TestClient(server.url);
      await server.knex.schema.dropTable('sessions');
      const response = await browser.post('/api/register', entrepreneur());
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ message: 'Something went wrong on our side. Please try again later.' });
      expect(response.text).not.toMatch(/sessions|sqlite|mysql|at .*\.ts/i);
      expect(server.logs.some((line) => line.includes('sessions'))).toBe(true);
    } finally {
      await server.close();
    }
  });
});
