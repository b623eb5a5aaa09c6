import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest } from '../../db/database.ts';
import { signUpPayload } from '../../test-support/accounts.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { startTestMailbox } from '../../test-support/test-mailbox.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { suppressingMailer } from './suppressing-mailer.ts';

const mail = (to: string, subject = 'Hello') => ({ to, subject, text: 'Hello there.', html: '<p>Hello there.</p>' });

describe('suppressing mailer (real SMTP server, real database)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let knex: Knex;
  let mailbox: Awaited<ReturnType<typeof startTestMailbox>>;
  let mailer: Mailer;
  const logs: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    knex = createDatabase(database);
    await migrateToLatest(knex);
    mailbox = await startTestMailbox({
      refuseRecipient: (address) => (address.startsWith('gone') ? 550 : address.startsWith('busy') ? 450 : undefined),
    });
    mailer = suppressingMailer(createMailer({ smtpUrl: mailbox.url, from: 'HardwareHub <no-reply@hardwarehub.test>', outboxDir: database.dataDir, log: (line) => logs.push(line) }), knex, (line) => logs.push(line));
  });
  afterAll(async () => {
    mailer?.close();
    await knex?.destroy();
    await mailbox?.close();
    await database?.drop();
  });

  const suppressions = () => knex('mail_suppressions').select('email', 'reason');

  it('delivers to an address that accepts mail and records nothing', async () => {
    await mailer.send(mail('someone@example.com', 'Delivered'));
    expect((await mailbox.waitFor('someone@example.com', /^Delivered$/)).text).toContain('Hello there.');
    expect(await suppressions()).toEqual([]);
  });

  it('records a permanent refusal of the recipient (550) without failing the send, then skips the address', async () => {
    await expect(mailer.send(mail('gone@example.com'))).resolves.toBeUndefined();
    const [row] = await suppressions();
    expect(row).toMatchObject({ email: 'gone@example.com' });
    expect(row!.reason).toMatch(/^550\b.*mailbox unavailable/);
    expect(logs.some((line) => line.includes('mail to gone@example.com refused permanently, address suppressed'))).toBe(true);

    const asked = mailbox.recipientsAsked.length;
    // The same address written differently is the same mailbox.
    await expect(mailer.send(mail(' Gone@Example.com '))).resolves.toBeUndefined();
    expect(mailbox.recipientsAsked.length).toBe(asked);
    expect(logs.some((line) => line.includes('not sent: the address is suppressed (550'))).toBe(true);
    expect(await suppressions()).toHaveLength(1);
  });

  it('passes a temporary refusal (450) to the caller and does not suppress the address', async () => {
    await expect(mailer.send(mail('busy@example.com'))).rejects.toMatchObject({ responseCode: 450 });
    expect((await suppressions()).map((row) => row.email)).not.toContain('busy@example.com');
  });
});

describe('the app mails through the suppressing mailer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends no verification mail to a suppressed address', async () => {
    const suppressed = signUpPayload('entrepreneur', {});
    await server.knex('mail_suppressions').insert({ email: suppressed.email.toLowerCase(), reason: '550 5.1.1 mailbox unavailable', createdAt: new Date() });
    expect((await new TestClient(server.url).post('/api/register', suppressed)).status).toBe(201);
    // The verification mail is sent after the answer; the skip is logged before anything reaches SMTP.
    await expect.poll(() => server.logs.some((line) => line.includes(`mail to ${suppressed.email} not sent: the address is suppressed`)), { timeout: 10_000 }).toBe(true);
    expect(server.mailbox.recipientsAsked).not.toContain(suppressed.email.toLowerCase());
  });
});
