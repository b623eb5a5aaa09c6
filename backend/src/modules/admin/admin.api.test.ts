import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, type AdminInboxItem, type AdminMemberDetail, type AdminOverview, type AdminReport, type AuditEntry, type Paged, type VerificationQueueItem } from '#shared/schemas/admin-schemas.ts';
import { REPORT_MESSAGES } from '#shared/schemas/report-schemas.ts';
import { TWO_FACTOR_MESSAGES, VERIFICATION_MESSAGES } from '#shared/schemas/profile-schemas.ts';
import { signIn, signUp, signUpAdmin, signUpPayload, TEST_PASSWORD, type AdminAccount, type TestAccount } from '../../test-support/accounts.ts';
import { catalogueProduct } from '../../test-support/route-catalogue.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { createOrPromoteAdmin, CreateAdminError } from './create-admin.ts';

/**
 * The admin console, on the database of TEST_DB: how admins are made and sign in, the
 * verification queue, members, reports from both sides, listings moderation, the team's inbox, the
 * overview and the audit entry each action leaves. Refusals to members and anonymous callers of every
 * /api/admin route are in http/authorization-matrix.api.test.ts.
 */
let server: TestServer;
let admin: AdminAccount;

beforeAll(async () => {
  server = await startTestServer({ TEAM_INBOX_EMAIL: 'team@hardwarehub.test' });
  admin = await signUpAdmin(server, 'Avery Admin');
});
afterAll(() => server.close());

const member = (role: Parameters<typeof signUp>[1] = 'entrepreneur', overrides: Record<string, unknown> = {}) => signUp(server, role, overrides, { verified: true });
const REASON = 'Checked against the terms of service.';

/** The newest audit entries for a target (the log, read through its own route). */
async function auditOf(targetType: string, targetId: number): Promise<AuditEntry[]> {
  const page = (await admin.client.get(`/api/admin/audit?targetType=${targetType}&limit=100`)).body as Paged<AuditEntry>;
  return page.items.filter((entry) => entry.targetId === targetId);
}

describe('making administrators', () => {
  it('cannot happen through any route: sign-up refuses the role, profile edits ignore it', async () => {
    const signup = await new TestClient(server.url).post('/api/register', signUpPayload('entrepreneur', { role: 'admin' }));
    expect(signup.status).toBe(400);
    expect(signup.body.errors.role).toBe('Role selection is required');
    const someone = await member();
    const edit = await someone.client.patch('/api/user', { role: 'admin', bio: 'Trying my luck.' });
    expect(edit.status).toBe(200);
    expect((await server.knex('users').where({ id: someone.user.id }).first()).role).toBe('entrepreneur');
  });

  it('creates a new admin, or promotes a member (ending their sessions and taking them out of partner search), and logs it', async () => {
    const existing = await member('designer', { fullName: 'Dana Designer' });
    const before = await existing.client.get('/api/user');
    expect(before.status).toBe(200);
    const { user, created } = await createOrPromoteAdmin(server.knex, server.app.deps.sessionStore, { email: existing.email, name: 'Dana Operations', password: 'Another#Pass99' });
    expect(created).toBe(false);
    expect(user.role).toBe('admin');
    expect((await existing.client.get('/api/user')).status).toBe(401);
    expect((await server.knex('partner_search').where({ userId: existing.user.id })).length).toBe(0);
    const [entry] = await auditOf('user', existing.user.id);
    expect(entry).toMatchObject({ action: 'admin.create', admin: null, details: { via: 'cli', promotedFrom: 'designer' } });

    await expect(createOrPromoteAdmin(server.knex, server.app.deps.sessionStore, { email: 'not-an-email', name: 'X', password: 'short' })).rejects.toThrow(CreateAdminError);
  });

  it('npm run admin:create reads the password from stdin and creates the admin', async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
    const email = `ops.${Date.now().toString(36)}@example.com`;
    const run = (args: string[], input: string) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, ['backend/src/modules/admin/create-admin-cli.ts', ...args], {
          cwd: root, env: { ...process.env, ...server.databaseEnv, NODE_ENV: 'test', REDIS_URL: '' }, stdio: ['pipe', 'pipe', 'pipe'],
        });
        let out = '';
        child.stdout.on('data', (chunk) => (out += String(chunk)));
        child.stderr.on('data', (chunk) => (out += String(chunk)));
        child.on('close', (code) => resolve({ code, out }));
        child.stdin.end(input);
      });
    const weak = await run(['--email', email, '--name', 'Olive Ops'], 'password\n');
    expect(weak.code).toBe(1);
    expect(weak.out).toMatch(/password: /);
    const ok = await run(['--email', email, '--name', 'Olive Ops'], `${TEST_PASSWORD}\n`);
    expect(ok.out).toContain('Created administrator Olive Ops');
    expect(ok.code).toBe(0);
    expect((await server.knex('users').where({ email }).first()).role).toBe('admin');
    expect((await run([], '')).code).toBe(2);
  }, 30_000);

  it('signs an admin in only with two factors: enrolment at the first sign-in, codes after', async () => {
    const email = `second.admin.${Date.now().toString(36)}@example.com`;
    await createOrPromoteAdmin(server.knex, server.app.deps.sessionStore, { email, name: 'Sam Second', password: TEST_PASSWORD });
    const client = new TestClient(server.url);
    const first = await client.post('/api/login', { email, password: TEST_PASSWORD });
    expect(first.status).toBe(401);
    expect(first.body.message).toBe(ADMIN_MESSAGES.enrollment);
    expect(first.body.twoFactorEnrollment.otpauthUri).toMatch(/^otpauth:\/\/totp\/HardwareHub:/);
    const { secret } = first.body.twoFactorEnrollment as { secret: string };
    const wrong = await client.post('/api/login', { email, password: TEST_PASSWORD, totpCode: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors.totpCode).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    const enrolled = await client.post('/api/login', { email, password: TEST_PASSWORD, totpCode: await generate({ secret }) });
    expect(enrolled.status).toBe(200);
    expect(enrolled.body).toMatchObject({ role: 'admin', twoFactorEnabled: true });
    expect(enrolled.body.recoveryCodes).toHaveLength(10);
    expect((await client.get('/api/admin/overview')).status).toBe(200);

    // From now on a code is required, and an admin cannot switch 2FA off.
    const again = await signIn(server, { email, password: TEST_PASSWORD });
    expect(again.response.status).toBe(401);
    expect(again.response.body.twoFactorRequired).toBe(true);
    const off = await client.post('/api/user/2fa/disable', { password: TEST_PASSWORD });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe(ADMIN_MESSAGES.twoFactorLocked);
  });
});

describe('verification queue', () => {
  it('queues a professional with what they sent; approving shows the badge in partner search and mails them', async () => {
    const pro = await member('manufacturer', { fullName: 'Quinn Queue', companyName: 'Queue Metalworks', verificationCredential: 'ISO 9001:2015 cert QM-2201' });
    expect(pro.user.verificationStatus).toBe('pending');
    const queue = (await admin.client.get('/api/admin/verifications')).body as VerificationQueueItem[];
    expect(queue.find((item) => item.id === pro.user.id)).toMatchObject({
      fullName: 'Quinn Queue', role: 'manufacturer', companyName: 'Queue Metalworks', verificationCredential: 'ISO 9001:2015 cert QM-2201', previousRejection: null,
    });
    const searcher = await member();
    const searchCard = async () => ((await searcher.client.get('/api/users?q=Quinn')).body.items as Array<{ id: number; verified: boolean }>).find((c) => c.id === pro.user.id);
    expect((await searchCard())?.verified).toBe(false);

    const approved = await admin.client.post(`/api/admin/verifications/${pro.user.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe(ADMIN_MESSAGES.approved);
    expect((await searchCard())?.verified).toBe(true);
    expect((await pro.client.get('/api/user')).body.verificationStatus).toBe('verified');
    expect((await searcher.client.get(`/api/users/${pro.user.id}`)).body.verified).toBe(true);
    await server.mailbox.waitFor(pro.email, /Your verification was approved/);
    // One mail: the notification's (admin no longer mails the decision itself).
    expect(server.mailbox.mails.filter((m) => m.to.includes(pro.email.toLowerCase()) && /verified|verification was/i.test(m.subject))).toHaveLength(1);
    const [entry] = await auditOf('user', pro.user.id);
    expect(entry).toMatchObject({ action: 'verification.approve', admin: { id: admin.user.id, fullName: 'Avery Admin' }, details: { credential: 'ISO 9001:2015 cert QM-2201' } });
    // Not in the queue any more; a second decision is refused.
    expect(((await admin.client.get('/api/admin/verifications')).body as VerificationQueueItem[]).some((item) => item.id === pro.user.id)).toBe(false);
    expect((await admin.client.post(`/api/admin/verifications/${pro.user.id}/reject`, { reason: REASON })).status).toBe(409);
  });

  it('rejects with a reason the member reads; they send new credentials from /profile and are back in the queue', async () => {
    const pro = await member('attorney', { verificationCredential: 'CA-BAR-99812' });
    expect((await admin.client.post(`/api/admin/verifications/${pro.user.id}/reject`, { reason: 'x' })).body.errors.reason).toBe(ADMIN_MESSAGES.reasonShort);
    const rejected = await admin.client.post(`/api/admin/verifications/${pro.user.id}/reject`, { reason: 'The bar number does not match the State Bar register.' });
    expect(rejected.status).toBe(200);
    const own = (await pro.client.get('/api/user')).body;
    expect(own).toMatchObject({ verificationStatus: 'rejected', verificationNote: 'The bar number does not match the State Bar register.' });
    const mail = await server.mailbox.waitFor(pro.email, /Your verification was not approved/);
    expect(mail.text).toContain('Reason: The bar number does not match the State Bar register.');
    expect(mail.headers['list-unsubscribe']).toContain('/notifications/unsubscribe?token=');
    expect((await auditOf('user', pro.user.id))[0]).toMatchObject({ action: 'verification.reject', reason: 'The bar number does not match the State Bar register.' });

    const badFit = await pro.client.post('/api/user/verification', { verificationCredential: 'hello' });
    expect(badFit.status).toBe(400);
    expect(badFit.body.errors.verificationCredential).toBe('Bar license number or equivalent legal credential is required for attorneys');
    const resent = await pro.client.post('/api/user/verification', { verificationCredential: 'CA-BAR-318822' });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ verificationStatus: 'pending', verificationCredential: 'CA-BAR-318822' });
    expect((await pro.client.post('/api/user/verification', { verificationCredential: 'CA-BAR-318822' })).body.message).toBe(VERIFICATION_MESSAGES.alreadyPending);
    const queued = ((await admin.client.get('/api/admin/verifications')).body as VerificationQueueItem[]).find((item) => item.id === pro.user.id);
    expect(queued).toMatchObject({ verificationCredential: 'CA-BAR-318822', previousRejection: 'The bar number does not match the State Bar register.' });

    const entrepreneur = await member();
    expect((await entrepreneur.client.post('/api/user/verification', { verificationCredential: 'anything' })).body.message).toBe(VERIFICATION_MESSAGES.notProfessional);
  });
});

describe('members', () => {
  it('finds members by text, role and state, and shows everything about one', async () => {
    const seller = await member('supplier', { fullName: 'Mira Members', companyName: 'Mira Parts' });
    await seller.client.post('/api/projects', { name: 'Mira sourcing', description: 'Finding a second PCB house for the sensor line.', status: 'active' });
    await seller.client.post('/api/products', catalogueProduct({ name: 'Mira relay board' }));
    const list = (await admin.client.get('/api/admin/members?q=mira%20members&role=supplier&state=active')).body;
    expect(list.items.map((row: { id: number }) => row.id)).toEqual([seller.user.id]);
    expect(list.items[0]).toMatchObject({ email: seller.email, verificationStatus: 'pending', subscriptionPlan: 'free', openReports: 0 });
    expect((await admin.client.get('/api/admin/members?role=supplier&state=deactivated')).body.items.some((row: { id: number }) => row.id === seller.user.id)).toBe(false);
    expect((await admin.client.get('/api/admin/members?state=sleeping')).status).toBe(400);

    const detail = (await admin.client.get(`/api/admin/members/${seller.user.id}`)).body as AdminMemberDetail;
    expect(detail.member).toMatchObject({ fullName: 'Mira Members', companyName: 'Mira Parts', twoFactorEnabled: false });
    expect(detail.projects.map((p) => p.name)).toEqual(['Mira sourcing']);
    expect(detail.listings.map((p) => p.name)).toEqual(['Mira relay board']);
    expect(detail.ratings).toEqual({ received: 0, given: 0, byValue: {} });
    expect((await admin.client.get('/api/admin/members/99999999')).status).toBe(404);
  });

  it('deactivates with a reason (sessions end, sign-in refused, mail, audit) and reactivates', async () => {
    const target = await member();
    const second = await signIn(server, target);
    const short = await admin.client.post(`/api/admin/members/${target.user.id}/deactivate`, {});
    expect(short.status).toBe(400);
    const done = await admin.client.post(`/api/admin/members/${target.user.id}/deactivate`, { reason: 'Repeated spam to suppliers.' });
    expect(done.body.message).toBe(ADMIN_MESSAGES.deactivated);
    expect((await target.client.get('/api/user')).status).toBe(401);
    expect((await second.client.get('/api/user')).status).toBe(401);
    expect((await signIn(server, target)).response.status).toBe(403);
    expect((await server.mailbox.waitFor(target.email, /has been deactivated/)).text).toContain('Reason: Repeated spam to suppliers.');
    expect((await admin.client.get(`/api/admin/members/${target.user.id}`)).body.member.deactivationReason).toBe('Repeated spam to suppliers.');
    expect((await admin.client.post(`/api/admin/members/${target.user.id}/deactivate`, { reason: REASON })).status).toBe(409);

    const back = await admin.client.post(`/api/admin/members/${target.user.id}/reactivate`, { reason: 'Appeal accepted after a call.' });
    expect(back.body.message).toBe(ADMIN_MESSAGES.reactivated);
    expect((await signIn(server, target)).response.status).toBe(200);
    const entries = await auditOf('user', target.user.id);
    expect(entries.map((e) => e.action)).toEqual(['member.reactivate', 'member.deactivate']);
    expect(entries.map((e) => e.reason)).toEqual(['Appeal accepted after a call.', 'Repeated spam to suppliers.']);
  });

  it('does not act on administrators from the console', async () => {
    const response = await admin.client.post(`/api/admin/members/${admin.user.id}/deactivate`, { reason: REASON });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(ADMIN_MESSAGES.adminTarget);
  });
});

describe('reports', () => {
  let seller: TestAccount;
  let productId: number;
  beforeAll(async () => {
    seller = await member('supplier', { fullName: 'Rex Reported' });
    productId = (await seller.client.post('/api/products', catalogueProduct({ name: 'Too good to be true GPU' }))).body.id;
  });

  it('a member reports what they see; not their own, not twice, not what they cannot see', async () => {
    const reporter = await member();
    const sent = await reporter.client.post('/api/reports', { targetType: 'product', targetId: productId, reason: 'false_content', details: 'Stock photos of another brand.' });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe(REPORT_MESSAGES.sent);
    expect((await reporter.client.post('/api/reports', { targetType: 'product', targetId: productId, reason: 'scraping' })).body.message).toBe(REPORT_MESSAGES.duplicate);
    expect((await seller.client.post('/api/reports', { targetType: 'product', targetId: productId, reason: 'false_content' })).body.message).toBe(REPORT_MESSAGES.ownContent);
    const draft = (await seller.client.post('/api/projects', { name: 'Secret draft', description: 'Nobody else sees this draft project.' })).body.id;
    expect((await reporter.client.post('/api/reports', { targetType: 'project', targetId: draft, reason: 'illegal' })).status).toBe(404);
    expect((await reporter.client.post('/api/reports', { targetType: 'message', targetId: 1, reason: 'harassment_spam' })).status).toBe(404);
    expect((await reporter.client.post('/api/reports', { targetType: 'product', targetId: productId, reason: 'because' })).body.errors.reason).toBe(REPORT_MESSAGES.reason);
    const report = ((await admin.client.get('/api/admin/reports?status=open&targetType=product&limit=100')).body as Paged<AdminReport>).items.find((r) => r.id === sent.body.id);
    expect(report).toMatchObject({
      targetLabel: 'Too good to be true GPU', targetOwner: { id: seller.user.id }, reporter: { id: reporter.user.id }, reason: 'false_content', details: 'Stock photos of another brand.', status: 'open', targetHidden: false,
    });
  });

  it('hiding from a report takes the listing out of the marketplace, closes its reports and tells each reporter and the seller', async () => {
    const reporters = [await member(), await member()];
    const ids: number[] = [];
    for (const reporter of reporters) ids.push((await reporter.client.post('/api/reports', { targetType: 'product', targetId: productId, reason: 'ip_infringement' })).body.id);
    const resolved = await admin.client.post(`/api/admin/reports/${ids[0]}/resolve`, { decision: 'hide', reason: 'Listing uses another brand\u2019s photos and trademark.' });
    expect(resolved.status).toBe(200);
    expect(resolved.body.message).toBe(ADMIN_MESSAGES.actioned);

    const visitor = new TestClient(server.url);
    expect((await visitor.get(`/api/products/${productId}`)).status).toBe(404);
    expect(((await visitor.get('/api/products?search=gpu')).body.items as Array<{ id: number }>).some((p) => p.id === productId)).toBe(false);
    const own = await seller.client.get(`/api/products/${productId}`);
    expect(own.body).toMatchObject({ hiddenReason: 'Listing uses another brand\u2019s photos and trademark.' });
    expect(own.body.hiddenAt).toBeTruthy();
    expect((await server.mailbox.waitFor(seller.email, /Your listing Too good to be true GPU was hidden/)).text).toContain('Reason: Listing uses another brand');
    for (const reporter of reporters) expect((await server.mailbox.waitFor(reporter.email, /We acted on your report/)).text).toContain('hidden it');

    const page = (await admin.client.get('/api/admin/reports?targetType=product&limit=100')).body as Paged<AdminReport>;
    for (const id of ids) expect(page.items.find((r) => r.id === id)).toMatchObject({ status: 'actioned', decision: 'hide', resolvedBy: 'Avery Admin', targetHidden: true });
    expect((await admin.client.post(`/api/admin/reports/${ids[1]}/resolve`, { decision: 'dismiss', reason: REASON })).body.message).toBe(ADMIN_MESSAGES.reportClosed);
    expect((await auditOf('report', ids[0]!))[0]).toMatchObject({ action: 'report.hide', details: { targetType: 'product', targetId: productId, closedReports: 3 } });
    expect((await auditOf('product', productId))[0]).toMatchObject({ action: 'listing.hide' });

    // Restored from Listings: back in the marketplace.
    expect((await admin.client.post(`/api/admin/listings/product/${productId}/restore`, { reason: 'Seller replaced the photos.' })).status).toBe(200);
    expect((await visitor.get(`/api/products/${productId}`)).status).toBe(200);
    await server.mailbox.waitFor(seller.email, /Your listing Too good to be true GPU is visible again/);
  });

  it('a reported message leads to deactivating its sender; a dismissed profile report tells the reporter', async () => {
    const sender = await member('designer', { fullName: 'Spam Sender' });
    const recipient = await member();
    const connection = (await sender.client.post('/api/connections', { recipientId: recipient.user.id, message: 'Hi there, let us talk.' })).body.id;
    await recipient.client.patch(`/api/connections/${connection}`, { status: 'accepted' });
    const message = (await sender.client.post('/api/messages', { connectionId: connection, recipientId: recipient.user.id, content: 'Pay me outside the platform to skip the fees.' })).body.id;
    const report = await recipient.client.post('/api/reports', { targetType: 'message', targetId: message, reason: 'fee_bypass' });
    expect(report.status).toBe(201);
    const open = (await admin.client.get('/api/admin/reports?targetType=message')).body as Paged<AdminReport>;
    expect(open.items.find((r) => r.id === report.body.id)).toMatchObject({ targetLabel: 'Pay me outside the platform to skip the fees.', targetOwner: { id: sender.user.id } });
    expect((await admin.client.post(`/api/admin/reports/${report.body.id}/resolve`, { decision: 'hide', reason: REASON })).status).toBe(400);
    expect((await admin.client.post(`/api/admin/reports/${report.body.id}/resolve`, { decision: 'deactivate', reason: 'Asked to pay outside the platform.' })).status).toBe(200);
    expect((await sender.client.get('/api/user')).status).toBe(401);
    expect((await server.mailbox.waitFor(recipient.email, /We acted on your report/)).text).toContain('deactivated the account');
    expect((await auditOf('report', report.body.id)).map((e) => e.action)).toEqual(['report.deactivate']);
    expect((await auditOf('user', sender.user.id))[0]).toMatchObject({ action: 'member.deactivate', details: { reportId: report.body.id } });

    const profileReport = await recipient.client.post('/api/reports', { targetType: 'user', targetId: seller.user.id, reason: 'multiple_accounts' });
    expect((await admin.client.post(`/api/admin/reports/${profileReport.body.id}/resolve`, { decision: 'dismiss', reason: 'One account per company is allowed.' })).body.message).toBe(ADMIN_MESSAGES.dismissed);
    expect((await server.mailbox.waitFor(recipient.email, /We reviewed your report/, 5000)).text).toContain('not taken action');
    expect((await auditOf('report', profileReport.body.id))[0]).toMatchObject({ action: 'report.dismiss', reason: 'One account per company is allowed.' });
  });
});

describe('listings moderation', () => {
  it('hides a project from everyone but its owner, with the reason, and restores it', async () => {
    const owner = await member();
    const other = await member();
    const project = (await owner.client.post('/api/projects', { name: 'Counterfeit chargers', description: 'Chargers with copied certification marks.', status: 'active' })).body.id;
    expect((await other.client.get(`/api/projects/${project}`)).status).toBe(200);
    expect((await admin.client.get('/api/admin/listings?type=project&q=counterfeit')).body.items[0]).toMatchObject({ id: project, hiddenAt: null, owner: { id: owner.user.id } });
    expect((await admin.client.post(`/api/admin/listings/project/${project}/hide`, { reason: 'Copied CE and UL marks (illegal).' })).body.message).toBe(ADMIN_MESSAGES.hidden);
    expect((await other.client.get(`/api/projects/${project}`)).status).toBe(404);
    expect((await other.client.get(`/api/users/${owner.user.id}`)).body.projects).toEqual([]);
    expect((await owner.client.get(`/api/projects/${project}`)).body).toMatchObject({ hiddenReason: 'Copied CE and UL marks (illegal).' });
    expect((await admin.client.post(`/api/admin/listings/project/${project}/hide`, { reason: REASON })).status).toBe(409);
    expect((await admin.client.get('/api/admin/listings?type=project&state=hidden&q=counterfeit')).body.total).toBe(1);
    expect((await admin.client.post(`/api/admin/listings/project/${project}/restore`, { reason: 'Marks removed.' })).status).toBe(200);
    expect((await other.client.get(`/api/projects/${project}`)).status).toBe(200);
    expect((await auditOf('project', project)).map((e) => e.action)).toEqual(['listing.restore', 'listing.hide']);
    expect((await admin.client.post(`/api/admin/listings/gadget/${project}/hide`, { reason: REASON })).status).toBe(404);
  });
});

describe("the team's inbox", () => {
  it('lists what the forms filed, changes its status and mails a reply to the sender', async () => {
    const email = `ada.${Date.now().toString(36)}@example.com`;
    await new TestClient(server.url).post('/api/contact', { name: 'Ada Lovelace', email, subject: 'Mould tooling', topic: 'partnership', message: 'We need 10k enclosures a year.' });
    const inbox = (await admin.client.get('/api/admin/inbox?kind=contact&status=new')).body as Paged<AdminInboxItem>;
    const request = inbox.items.find((item) => item.email === email)!;
    expect(request).toMatchObject({ name: 'Ada Lovelace', subject: 'Mould tooling', topic: 'partnership', status: 'new', replies: [] });
    const reply = await admin.client.post(`/api/admin/inbox/${request.id}/reply`, { message: 'Thanks Ada, two partners in Dongguan fit. I will introduce you.' });
    expect(reply.body).toMatchObject({ status: 'in_progress', replies: [{ message: 'Thanks Ada, two partners in Dongguan fit. I will introduce you.', admin: 'Avery Admin' }] });
    const mail = await server.mailbox.waitFor(email, /Re: Mould tooling/);
    expect(mail.text).toContain('two partners in Dongguan');
    expect(mail.text).toContain('We need 10k enclosures a year.');
    expect((await admin.client.patch(`/api/admin/inbox/${request.id}`, { status: 'done' })).body.status).toBe('done');
    expect((await admin.client.patch(`/api/admin/inbox/${request.id}`, { status: 'archived' })).status).toBe(400);
    expect((await admin.client.post(`/api/admin/inbox/${request.id}/reply`, { message: 'short' })).body.errors.message).toBe(ADMIN_MESSAGES.replyShort);
    expect((await auditOf('inbound_request', request.id)).map((e) => e.action)).toEqual(['inbox.status', 'inbox.reply']);
  });
});

describe('overview and audit log', () => {
  it('counts sign-ups by role today, messages, connections, plans and revenue', async () => {
    const before = (await admin.client.get('/api/admin/overview?days=30')).body as AdminOverview;
    expect(before.dates).toHaveLength(30);
    const payer = await member('investor', { verificationCredential: 'Accredited investor, Overview Capital' });
    const paymentIntentId = (await payer.client.post('/api/get-or-create-subscription', { plan: 'investor-basic', role: 'investor', pricingTier: 'monthly' })).body.paymentIntentId;
    await payer.client.post('/api/simulated-subscription-success', { plan: 'investor-basic', role: 'investor', interval: 'monthly', paymentIntentId });
    // The plan starts with a free trial (nothing paid yet); a one-off purchase is paid today.
    const purchase = (await payer.client.post('/api/create-payment-intent', { productId: 'export_data', quantity: 1 })).body.paymentIntentId;
    expect((await payer.client.post('/api/simulated-payment-success', { paymentIntentId: purchase })).status).toBe(200);
    const after = (await admin.client.get('/api/admin/overview?days=30')).body as AdminOverview;
    const today = after.dates.at(-1)!;
    expect(after.signupsByDay.at(-1)).toMatchObject({ date: today });
    expect(Number(after.signupsByDay.at(-1)!.investor)).toBe(Number(before.signupsByDay.at(-1)!.investor) + 1);
    expect(after.totals.members).toBe(before.totals.members + 1);
    expect(after.totals.revenueCents).toBeGreaterThan(before.totals.revenueCents);
    expect(after.revenueByPlan.find((r) => r.plan === 'one-off')!.amountCents).toBe((before.revenueByPlan.find((r) => r.plan === 'one-off')?.amountCents ?? 0) + (after.totals.revenueCents - before.totals.revenueCents));
    expect(after.planMix.find((p) => p.plan === 'basic')!.count).toBe((before.planMix.find((p) => p.plan === 'basic')?.count ?? 0) + 1);
    expect(after.messagesByDay.at(-1)!.count).toBeGreaterThan(0);
    expect((await admin.client.get('/api/admin/overview?days=90')).body.dates).toHaveLength(90);
    expect((await admin.client.get('/api/admin/overview?days=7')).status).toBe(400);
  });

  it('lists entries with filters, and no route changes the log', async () => {
    const byAction = (await admin.client.get('/api/admin/audit?action=member.deactivate')).body as Paged<AuditEntry>;
    expect(byAction.items.length).toBeGreaterThan(0);
    expect(byAction.items.every((e) => e.action === 'member.deactivate')).toBe(true);
    const byAdmin = (await admin.client.get(`/api/admin/audit?adminId=${admin.user.id}&limit=5`)).body as Paged<AuditEntry>;
    expect(byAdmin.items.every((e) => e.admin?.id === admin.user.id)).toBe(true);
    expect(byAdmin.total).toBeGreaterThan(5);
    expect((await admin.client.get('/api/admin/audit?from=2000-01-01&to=2000-01-02')).body.total).toBe(0);
    expect((await admin.client.get('/api/admin/audit?from=yesterday')).status).toBe(400);
    const entry = byAction.items[0]!;
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      for (const target of ['/api/admin/audit', `/api/admin/audit/${entry.id}`]) {
        expect([404, 405]).toContain((await admin.client.request(method, target, { reason: 'edited' })).status);
      }
    }
    const again = (await admin.client.get('/api/admin/audit?action=member.deactivate')).body as Paged<AuditEntry>;
    expect(again.items[0]).toEqual(entry);
  });
});
