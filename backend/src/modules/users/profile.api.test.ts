import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp, TEST_PASSWORD } from '../../test-support/accounts.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const NEW_PASSWORD = 'Fresh#Harbor77';
/** A code for the next 30-second step: accepted (clock-drift window) and not yet used by the test. */
const nextCode = (secret: string, steps = 1) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

describe('profile API', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('Edit Profile (PATCH /api/user)', () => {
    it('updates the fields sent, trimmed, and clears blanked optional fields', async () => {
      const { client, user } = await signUp(server, 'entrepreneur', { bio: 'Old bio', companyName: 'Old Co' });
      const response = await client.patch('/api/user', {
        fullName: '  Ada Lovelace ',
        location: 'London, UK',
        bio: '',
        expertise: [' PCB Design ', '', 'Robotics'],
        linkedinProfile: 'https://www.linkedin.com/in/ada',
        companyWebsite: 'https://ada.example.com',
        profileImage: 'https://images.example.com/ada.png',
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: user.id, fullName: 'Ada Lovelace', location: 'London, UK', bio: null, companyName: 'Old Co',
        expertise: ['PCB Design', 'Robotics'], linkedinProfile: 'https://www.linkedin.com/in/ada', profileImage: 'https://images.example.com/ada.png',
      });
      expect((await client.get('/api/user')).body.fullName).toBe('Ada Lovelace');
    });

    it('validates with the registration messages', async () => {
      const { client } = await signUp(server);
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ fullName: '   ' }, 'fullName', 'Full name is required'],
        [{ linkedinProfile: 'linkedin dot com' }, 'linkedinProfile', 'Must be a valid URL'],
        [{ companyWebsite: 'javascript:alert(1)' }, 'companyWebsite', 'Must be a valid URL'],
        [{ profileImage: 'ftp://example.com/a.png' }, 'profileImage', 'Must be a valid URL'],
        [{ expertise: ['IoT', 'iot'] }, 'expertise', 'This expertise has already been added.'],
        [{ expertise: Array.from({ length: 41 }, (_, i) => `Skill ${i}`) }, 'expertise', 'You can list at most 40 areas of expertise.'],
        [{ bio: 'x'.repeat(2001) }, 'bio', 'Must be at most 2000 characters'],
        [{}, '_', 'Nothing to update'],
      ];
      for (const [body, field, message] of cases) {
        const response = await client.patch('/api/user', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.errors?.[field], JSON.stringify(body)).toBe(message);
      }
    });

    it('keeps company, location and LinkedIn required for professional roles', async () => {
      const { client } = await signUp(server, 'manufacturer');
      const response = await client.patch('/api/user', { companyName: ' ', location: null, linkedinProfile: '' });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({
        companyName: 'Company name is required for professional roles',
        location: 'Location is required for professional roles',
        linkedinProfile: 'LinkedIn profile is required for professional roles',
      });
      expect((await client.patch('/api/user', { bio: 'We mould plastics.' })).status).toBe(200);
      // An entrepreneur may clear them.
      const founder = await signUp(server, 'entrepreneur', { companyName: 'Acme' });
      expect((await founder.client.patch('/api/user', { companyName: '' })).body.companyName).toBeNull();
    });

    it('needs a session', async () => {
      expect((await new TestClient(server.url).patch('/api/user', { fullName: 'Nobody' })).status).toBe(401);
    });
  });

  describe('Preferences (PATCH /api/user/preferences)', () => {
    it('persists email notifications, consents and data-processing choices', async () => {
      const { client, user } = await signUp(server);
      expect(user).toMatchObject({ emailNotifications: true, marketingConsent: false, cookieConsent: true });
      const response = await client.patch('/api/user/preferences', {
        emailNotifications: false, marketingConsent: true, dataProcessingPreferences: { dataRetentionPeriod: 'minimal', thirdPartyConsent: true },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        emailNotifications: false, marketingConsent: true, cookieConsent: true,
        dataProcessingPreferences: { dataSharingOptOut: false, dataRetentionPeriod: 'minimal', dataMinimization: true, thirdPartyConsent: true, sensitiveDataProcessing: false },
      });
      expect((await client.get('/api/user')).body.emailNotifications).toBe(false);

      // 'Desktop notifications', on by default, kept apart from the email preference.
      expect(user.desktopNotifications).toBe(true);
      const desktopOff = await client.patch('/api/user/preferences', { desktopNotifications: false });
      expect(desktopOff.body).toMatchObject({ desktopNotifications: false, emailNotifications: false });
      expect((await client.get('/api/user')).body.desktopNotifications).toBe(false);
      expect((await client.patch('/api/user/preferences', { desktopNotifications: 'no' })).body.errors).toEqual({ desktopNotifications: 'Must be true or false' });

      const invalid = await client.patch('/api/user/preferences', { emailNotifications: 'yes', dataProcessingPreferences: { dataRetentionPeriod: 'forever' } });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toEqual({ emailNotifications: 'Must be true or false', 'dataProcessingPreferences.dataRetentionPeriod': 'Unknown data retention period' });
    });
  });

  describe('Change Password', () => {
    it('refuses a wrong current password and a weak new one', async () => {
      const { client } = await signUp(server);
      const wrong = await client.post('/api/user/change-password', { currentPassword: 'Wrong#Password1', newPassword: NEW_PASSWORD });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ message: 'Current password is incorrect', errors: { currentPassword: 'Current password is incorrect' } });
      const weak = await client.post('/api/user/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'Weak#1' });
      expect(weak.status).toBe(400);
      expect(weak.body.errors.newPassword).toBe('Password must be at least 12 characters');
      const common = await client.post('/api/user/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'My#Password2026' });
      expect(common.body.errors.newPassword).toBe('Password contains a common pattern and is too weak');
      const same = await client.post('/api/user/change-password', { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
      expect(same.body.errors.newPassword).toBe('New password must be different from your current password');
      const missing = await client.post('/api/user/change-password', { newPassword: NEW_PASSWORD });
      expect(missing.body.errors.currentPassword).toBe('Current password is required');
    });

    it('changes it, records the time, keeps this session and signs out the others', async () => {
      const account = await signUp(server);
      const { client: otherDevice } = await signIn(server, account);
      const { client: desktop } = await signIn(server, account);
      expect((await otherDevice.get('/api/user')).status).toBe(200);

      const response = await account.client.post('/api/user/change-password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
      expect(response.status).toBe(200);
      expect(response.body.message).toBe('Your password has been changed. Your other sessions have been signed out.');
      expect(Date.parse(response.body.user.lastPasswordChangeAt)).toBeGreaterThan(Date.now() - 60_000);

      expect((await account.client.get('/api/user')).status).toBe(200);
      expect((await otherDevice.get('/api/user')).status).toBe(401);
      expect((await desktop.get('/api/user')).status).toBe(401);
      expect((await signIn(server, account)).response.status).toBe(401);
      expect((await signIn(server, { email: account.email, password: NEW_PASSWORD })).response.status).toBe(200);
    });

    it('counts wrong current passwords against the email\'s failure budget', async () => {
      const { client } = await signUp(server);
      for (let i = 0; i < 5; i++) {
        expect((await client.post('/api/user/change-password', { currentPassword: `Wrong#Guess${i}00`, newPassword: NEW_PASSWORD })).status).toBe(400);
      }
      const locked = await client.post('/api/user/change-password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(/^Too many incorrect attempts\. Please try again in \d+ minutes?\.$/);
    });
  });

  describe('two-factor sign-in', () => {
    it('enrols, then asks for a code at login; wrong codes fail, right ones work once, recovery codes once', async () => {
      const account = await signUp(server);
      const setup = await account.client.post('/api/user/2fa/setup');
      expect(setup.status).toBe(200);
      const { secret, otpauthUri } = setup.body;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otpauthUri).toBe(`otpauth://totp/HardwareHub:${encodeURIComponent(account.email)}?secret=${secret}&issuer=HardwareHub`);
      // Stored sealed, never as the Base32 secret.
      const row = await server.knex('users').where({ id: account.user.id }).first();
      expect(row.twoFactorSecret).toMatch(/^v1\./);
      expect(row.twoFactorSecret).not.toContain(secret);
      // Not on until a code confirms it.
      expect((await account.client.get('/api/user')).body.twoFactorEnabled).toBe(false);
      expect((await signIn(server, account)).response.status).toBe(200);

      const badEnable = await account.client.post('/api/user/2fa/enable', { code: '000000' === (await generate({ secret })) ? '111111' : '000000' });
      expect(badEnable.status).toBe(400);
      expect(badEnable.body).toEqual({ message: 'Invalid authentication code', errors: { code: 'Invalid authentication code' } });
      const malformed = await account.client.post('/api/user/2fa/enable', { code: '12ab' });
      expect(malformed.body.errors).toEqual({ code: 'Enter the 6-digit code from your authenticator app.' });

      const enabled = await account.client.post('/api/user/2fa/enable', { code: await generate({ secret }) });
      expect(enabled.status).toBe(200);
      const { recoveryCodes } = enabled.body;
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
      const stored = (await server.knex('users').where({ id: account.user.id }).first()).twoFactorRecoveryCodes;
      expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]);
      expect((await account.client.get('/api/user')).body.twoFactorEnabled).toBe(true);
      expect((await account.client.post('/api/user/2fa/setup')).status).toBe(409);

      // Login without a code: the password was right, a code is needed.
      const noCode = await signIn(server, account);
      expect(noCode.response.status).toBe(401);
      expect(noCode.response.body).toEqual({
        message: 'Enter the 6-digit code from your authenticator app.',
        errors: { totpCode: 'Enter the 6-digit code from your authenticator app.' },
        twoFactorRequired: true,
      });
      expect(noCode.client.cookies.get('hh.sid')).toBeUndefined();
      // A wrong password never reveals that 2FA is on.
      expect((await signIn(server, { email: account.email, password: 'Wrong#Password1' })).response.body).toEqual({ message: 'Invalid email or password' });

      const code = await nextCode(secret);
      const wrong = await signIn(server, account, { totpCode: code === '123456' ? '654321' : '123456' });
      expect(wrong.response.status).toBe(401);
      expect(wrong.response.body).toEqual({ message: 'Invalid authentication code', errors: { totpCode: 'Invalid authentication code' }, twoFactorRequired: true });

      const right = await signIn(server, account, { totpCode: code });
      expect(right.response.status).toBe(200);
      expect((await right.client.get('/api/user')).body.id).toBe(account.user.id);
      // The same code cannot be replayed.
      expect((await signIn(server, account, { totpCode: code })).response.status).toBe(401);

      const recovery = await signIn(server, account, { totpCode: recoveryCodes[0].toUpperCase() });
      expect(recovery.response.status).toBe(200);
      const again = await signIn(server, account, { totpCode: recoveryCodes[0] });
      expect(again.response.status).toBe(401);
      expect(again.response.body.message).toBe('Invalid authentication code');
      expect((await signIn(server, account, { totpCode: recoveryCodes[1].replace('-', '') })).response.status).toBe(200);

      // Turning it off needs the password (or a code); afterwards login needs no code.
      const badDisable = await account.client.post('/api/user/2fa/disable', { password: 'Wrong#Password1' });
      expect(badDisable.status).toBe(400);
      expect(badDisable.body.errors).toEqual({ password: 'Current password is incorrect' });
      expect((await account.client.post('/api/user/2fa/disable', {})).body.message).toBe('Enter your password or a code from your authenticator app.');
      const disabled = await account.client.post('/api/user/2fa/disable', { password: TEST_PASSWORD });
      expect(disabled.status).toBe(200);
      expect(disabled.body.user.twoFactorEnabled).toBe(false);
      expect((await signIn(server, account)).response.status).toBe(200);
      expect((await account.client.post('/api/user/2fa/disable', { password: TEST_PASSWORD })).status).toBe(409);
    });

    it('can be turned off with a current authenticator code', async () => {
      const account = await signUp(server);
      const { secret } = (await account.client.post('/api/user/2fa/setup')).body;
      await account.client.post('/api/user/2fa/enable', { code: await generate({ secret }) });
      const wrong = await account.client.post('/api/user/2fa/disable', { code: '12345x' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual({ code: 'Invalid authentication code' });
      const off = await account.client.post('/api/user/2fa/disable', { code: await nextCode(secret) });
      expect(off.status).toBe(200);
      expect((await server.knex('users').where({ id: account.user.id }).first()).twoFactorSecret).toBeNull();
    });

    it('refuses enable before setup, and counts wrong login codes against the failure limit', async () => {
      const account = await signUp(server);
      const early = await account.client.post('/api/user/2fa/enable', { code: '123456' });
      expect(early.status).toBe(409);
      expect(early.body.message).toBe('Start the two-factor setup first.');

      const { secret } = (await account.client.post('/api/user/2fa/setup')).body;
      await account.client.post('/api/user/2fa/enable', { code: await generate({ secret }) });
      const good = await nextCode(secret);
      const bad = good === '000000' ? '999999' : '000000';
      for (let i = 0; i < 5; i++) expect((await signIn(server, account, { totpCode: bad })).response.status).toBe(401);
      const locked = await signIn(server, account, { totpCode: good });
      expect(locked.response.status).toBe(429);
    });

    it('needs a session for every 2FA route', async () => {
      const anonymous = new TestClient(server.url);
      for (const path of ['/api/user/2fa/setup', '/api/user/2fa/enable', '/api/user/2fa/disable', '/api/user/change-password']) {
        expect((await anonymous.post(path, { code: '123456', password: 'x' })).status, path).toBe(401);
      }
    });
  });
});
