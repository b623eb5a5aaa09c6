import { generate } from 'otplib';
import type { Role } from '#shared/constants/roles.ts';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { createOrPromoteAdmin } from '../modules/admin/index.ts';
import { refreshPartner } from '../modules/users/index.ts';
import { TestClient } from './test-client.ts';
import type { TestServer } from './test-server.ts';

export const TEST_PASSWORD = 'Sturdy#Bridge42';

/** What a professional must give at sign-up, with a credential that meets the role's criteria. */
const PROFESSIONAL: Partial<Record<Role, Record<string, string>>> = {
  manufacturer: { verificationCredential: 'ISO 9001:2015' },
  supplier: { verificationCredential: 'Tax ID 84-2219931' },
  attorney: { verificationCredential: 'NY-BAR-5521873' },
  investor: { verificationCredential: 'Accredited investor, Test Capital' },
};

let sequence = 0;

export function signUpPayload(role: Role = 'entrepreneur', overrides: Record<string, unknown> = {}) {
  const id = `${Date.now().toString(36)}${(sequence++).toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const professional = PROFESSIONAL[role]
    ? { companyName: 'Test Works', location: 'Berlin, Germany', linkedinProfile: 'https://www.linkedin.com/in/test-works', ...PROFESSIONAL[role] }
    : {};
  return {
    username: `${role.slice(0, 5)}_${id}`,
    email: `${role}_${id}@example.com`,
    password: TEST_PASSWORD,
    fullName: `Test ${role}`,
    role,
    dataConsent: true,
    privacyPolicyAccepted: true,
    termsAccepted: true,
    ...professional,
    ...overrides,
  };
}

export interface TestAccount {
  client: TestClient;
  user: OwnUser;
  email: string;
  password: string;
}

/**
 * Registers through the API (signed in afterwards). Admins cannot sign up: the role is set in the database.
 * `verified`: marks the email verified as following the mailed link would (rating needs it).
 */
export async function signUp(
  server: TestServer, role: Role = 'entrepreneur', overrides: Record<string, unknown> = {}, options: { verified?: boolean } = {},
): Promise<TestAccount> {
  const client = new TestClient(server.url);
  const payload = signUpPayload(role === 'admin' ? 'entrepreneur' : role, overrides);
  const response = await client.post('/api/register', payload);
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${response.text}`);
  if (role === 'admin') {
    await server.knex('users').where({ id: response.body.id }).update({ role: 'admin' });
    // A role changed behind the API: re-file the account in the partner search (admins are not listed).
    await refreshPartner(server.knex, response.body.id);
    await server.app.deps.events.announce({ type: 'member-changed', userIds: [response.body.id], shownOnListings: false });
  }
  if (options.verified) await server.knex('users').where({ id: response.body.id }).update({ email_verified: true });
  return { client, user: { ...(response.body as OwnUser), emailVerified: options.verified ?? response.body.emailVerified }, email: payload.email, password: payload.password };
}

/** A second browser signed in as the same account. */
export async function signIn(server: TestServer, account: Pick<TestAccount, 'email' | 'password'>, extra: Record<string, unknown> = {}) {
  const client = new TestClient(server.url);
  const response = await client.post('/api/login', { email: account.email, password: account.password, ...extra });
  return { client, response };
}

export interface AdminAccount extends TestAccount {
  /** The TOTP secret enrolled at the first sign-in, for tests that sign in again. */
  secret: string;
  recoveryCodes: string[];
}

let adminSequence = 0;

/**
 * An administrator the way production makes one: created as `npm run admin:create` does,
 * then signed in through the first-sign-in two-factor enrolment (password, the enrolment secret, a code).
 */
export async function signUpAdmin(server: TestServer, name = 'Operations Admin'): Promise<AdminAccount> {
  const email = `admin_${Date.now().toString(36)}${(adminSequence++).toString(36)}@example.com`;
  await createOrPromoteAdmin(server.knex, server.app.deps.sessionStore, { email, name, password: TEST_PASSWORD });
  const client = new TestClient(server.url);
  const first = await client.post('/api/login', { email, password: TEST_PASSWORD });
  const secret = (first.body as { twoFactorEnrollment?: { secret: string } }).twoFactorEnrollment?.secret;
  if (first.status !== 401 || !secret) throw new Error(`admin enrolment did not start: ${first.status} ${first.text}`);
  const second = await client.post('/api/login', { email, password: TEST_PASSWORD, totpCode: await generate({ secret }) });
  if (second.status !== 200) throw new Error(`admin enrolment failed: ${second.status} ${second.text}`);
  const { recoveryCodes, ...user } = second.body as OwnUser & { recoveryCodes: string[] };
  return { client, user, email, password: TEST_PASSWORD, secret, recoveryCodes };
}

/**
 * An accepted connection from `from` to `to`, its opening text already read by `to`: what a test sends
 * afterwards is all there is to count. Returns the connection's id.
 */
export async function connectAccepted(from: TestAccount, to: TestAccount): Promise<number> {
  const request = await from.client.post('/api/connections', { recipientId: to.user.id, message: `Hello ${to.user.fullName}.` });
  if (request.status !== 201) throw new Error(`connection request failed: ${request.status} ${request.text}`);
  const id = (request.body as { id: number }).id;
  const accepted = await to.client.patch(`/api/connections/${id}`, { status: 'accepted' });
  if (accepted.status !== 200) throw new Error(`accepting failed: ${accepted.status} ${accepted.text}`);
  const read = await to.client.post(`/api/messages/connection/${id}/read`);
  if (read.status !== 200) throw new Error(`reading failed: ${read.status} ${read.text}`);
  return id;
}
