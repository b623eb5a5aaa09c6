import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES } from '#shared/schemas/notification-schemas.ts';
import type { RfqDetail } from '#shared/schemas/sourcing-schemas.ts';
import type { Clock } from '../../clock.ts';
import { connectAccepted, signUp, type TestAccount } from '../../test-support/accounts.ts';
import { openRequest, quoteBody } from '../../test-support/route-catalogue.ts';
import { startTestMailbox } from '../../test-support/test-mailbox.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { openTab } from '../../test-support/test-sockets.ts';
import { messageMailKey, NotificationMail } from './notification-mail.ts';

const HOUR = 3_600_000;

describe('the daily digest: built from the state of things, at the member’s morning, never lost to a failed send', () => {
  let server: TestServer;
  let mailbox: Awaited<ReturnType<typeof startTestMailbox>>;
  /** Addresses the mail server refuses once (450, try later), then accepts. */
  const refuseOnce = new Set<string>();
  let buyer: TestAccount;
  let carol: TestAccount;
  let grace: TestAccount;
  let hedy: TestAccount;
  let otto: TestAccount;
  let digests: NotificationMail;
  const realClock: Clock = { now: () => new Date() };
  const setClock = (at: Date) => {
    server.app.deps.clock = { now: () => at };
  };
  const started = new Date();
  /** 09:00 UTC tomorrow: the UTC morning has passed, and a deadline 40 hours from now is within 48 hours of it. */
  const morning = new Date(Date.UTC(started.getUTCFullYear(), started.getUTCMonth(), started.getUTCDate() + 1, 9));
  const nearDeadline = new Date(started.getTime() + 40 * HOUR).toISOString();

  const member = (fullName: string, role: 'entrepreneur' | 'manufacturer' | 'supplier' = 'entrepreneur', extra: Record<string, unknown> = {}) =>
    signUp(server, role, { fullName, ...extra }, { verified: true });
  const digestsTo = (account: TestAccount) => mailbox.mails.filter((mail) => mail.to.includes(account.email.toLowerCase()) && /^Your HardwareHub digest/.test(mail.subject));
  let marks = 0;
  /** A mail sent after whatever came before: once it has arrived, so has any mail sent earlier. */
  const mailBarrier = async (account: TestAccount) => {
    const subject = `Barrier ${++marks}`;
    await server.app.deps.mailer.send({ to: account.email, subject, text: subject, html: subject });
    await mailbox.waitFor(account.email, new RegExp(`^${subject}$`));
  };
  /** The previous digest of these members was just before the test's news (so what follows is new to them). */
  const digestedBefore = async (...accounts: TestAccount[]) => {
    for (const account of accounts) {
      await server.knex('notification_settings').insert({ userId: account.user.id, lastDigestAt: new Date(started.getTime() - HOUR) }).onConflict('userId').merge(['lastDigestAt']);
    }
  };
  const connect = connectAccepted;
  const submitQuote = async (account: TestAccount, rfq: RfqDetail) => {
    const saved = await account.client.request('PUT', `/api/rfqs/${rfq.id}/quote`, quoteBody(rfq.lines[0]!.id));
    expect(saved.status, saved.text).toBe(200);
  };
  /** The sweep at the given time, then the digests it enqueued (and anything else due). */
  const sweepAt = async (at: Date) => {
    setClock(at);
    await digests.sendDigests();
    await server.app.deps.jobs.runDue();
  };

  beforeAll(async () => {
    mailbox = await startTestMailbox({ refuseRecipient: (address) => (refuseOnce.delete(address) ? 450 : undefined) });
    server = await startTestServer({ SMTP_URL: mailbox.url });
    digests = new NotificationMail(server.app.deps);
    [buyer, carol, grace, hedy, otto] = await Promise.all([
      member('Ada Buyer'),
      member('Carol Builder'),
      member('Grace Maker', 'manufacturer', { companyName: 'Grace Works' }),
      member('Hedy Supplier', 'supplier', { companyName: 'Hedy Parts' }),
      member('Otto Open', 'manufacturer', { location: 'Munich, Germany' }),
    ]);
    await server.knex('users').where({ id: buyer.user.id }).update({ subscriptionPlan: 'pro' });
    expect((await otto.client.patch('/api/user', { expertise: ['CNC Machining', 'Anodizing'] })).status).toBe(200);
  });

  afterAll(async () => {
    await server?.close();
    await mailbox?.close();
  });

  it('runs the sourcing deadline sweep on the job runner, not a timer per process', async () => {
    expect(await server.knex('jobs').where({ key: 'every:sourcing-sweep' })).toHaveLength(1);
  });

  it('takes a time zone sent alone (the browser’s), keeping the channels, and refuses one that is not a zone', async () => {
    const zoned = await member('Zed Zone');
    expect((await zoned.client.request('PUT', '/api/notifications/preferences', { channels: { 'file-shared': 'digest' } })).status).toBe(200);
    const saved = await zoned.client.request('PUT', '/api/notifications/preferences', { timeZone: 'Asia/Tokyo' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ timeZone: 'Asia/Tokyo', channels: { 'file-shared': 'digest', message: 'email' } });
    const refused = await zoned.client.request('PUT', '/api/notifications/preferences', { timeZone: 'Mars/Olympus' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(NOTIFICATION_MESSAGES.badTimeZone);
    // Tokyo's morning came at 23:00 UTC the day before: its digest is considered at the UTC night already.
    setClock(new Date(morning.getTime() - 9 * HOUR));
    try {
      await digests.sendDigests();
      expect((await server.knex('notification_settings').where({ userId: zoned.user.id }).first()).lastDigestAt).not.toBeNull();
      expect((await server.knex('notification_settings').where({ userId: buyer.user.id }).first())?.lastDigestAt ?? null).toBeNull();
    } finally {
      server.app.deps.clock = realClock;
    }
  });

  it('tells, with default preferences, of unread messages, new quotes, near deadlines and matching requests; a failed send is retried and arrives once', async () => {
    const quiet = await member('Quinn Quiet', 'manufacturer');
    const offQuotes = await member('Bea Quoteless');
    const mailOff = await member('Dora Offline');
    expect((await offQuotes.client.request('PUT', '/api/notifications/preferences', { channels: { 'rfq-quote': 'off' } })).status).toBe(200);
    expect((await mailOff.client.patch('/api/user/preferences', { emailNotifications: false })).status).toBe(200);
    await digestedBefore(buyer, carol, grace, hedy, otto, quiet, offQuotes, mailOff);

    // A message the buyer saw nothing of by mail: they were online when its mail was due.
    const conversation = await connect(carol, buyer);
    const toDora = await connect(carol, mailOff);
    const online = await openTab(server.url, buyer.client);
    try {
      expect((await carol.client.post('/api/messages', { connectionId: conversation, recipientId: buyer.user.id, content: 'Any news on the brackets?' })).status).toBe(201);
      expect(await server.knex('jobs').where({ key: messageMailKey(buyer.user.id) })).toHaveLength(1);
      setClock(new Date(Date.now() + 16 * 60_000));
      await server.app.deps.jobs.runDue();
    } finally {
      server.app.deps.clock = realClock;
      online.close();
    }
    expect((await server.knex('notifications').where({ userId: buyer.user.id, kind: 'message' }).first()).mailedAt).toBeNull();
    expect((await carol.client.post('/api/messages', { connectionId: toDora, recipientId: mailOff.user.id, content: 'Hello Dora.' })).status).toBe(201);

    // A request closing within 48 hours: Grace quotes, Hedy has not answered. An open one that matches Otto.
    const closing = await openRequest(buyer, [grace, hedy], { title: 'Closing bracket run', quoteDeadline: nearDeadline });
    await submitQuote(grace, closing);
    const open = await openRequest(buyer, [], { title: 'Open enclosure run', visibility: 'open', openCriteria: { region: 'Europe', verifiedOnly: false } });
    // The same news for a buyer who turned quotes off: nothing to say.
    const quiet2 = await openRequest(offQuotes, [grace], { title: 'Quiet request' });
    await submitQuote(grace, quiet2);
    await server.app.deps.jobs.runDue();

    refuseOnce.add(buyer.email.toLowerCase());
    try {
      await sweepAt(morning);
      // Refused: not delivered, and kept to try again.
      expect(mailbox.recipientsAsked).toContain(buyer.email.toLowerCase());
      await mailBarrier(buyer);
      expect(digestsTo(buyer)).toHaveLength(0);
      const waiting = await server.knex('jobs').where({ kind: 'notification-digest-member' });
      expect(waiting.map((job: { payload: string }) => JSON.parse(job.payload).userId)).toEqual([buyer.user.id]);

      // The retry (30 s later): delivered once.
      await sweepAt(new Date(morning.getTime() + 60_000));
      const mail = await mailbox.waitFor(buyer.email, /^Your HardwareHub digest: 3 updates$/);
      expect(mail.text).toContain('Unread messages: 1 message from 1 person');
      expect(mail.text).toContain('Carol Builder: 1 unread message');
      expect(mail.text).toContain(`/messages/${conversation}`);
      expect(mail.text).toContain('New quotes');
      expect(mail.text).toContain('Grace Maker sent a quote: Closing bracket run');
      expect(mail.text).toContain(`/rfqs/${closing.id}?tab=quotes`);
      expect(mail.text).toContain('Deadlines approaching');
      expect(mail.text).toMatch(/Closing bracket run: Quotes close /);
      expect(mail.text).not.toContain('Open enclosure run');
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

      const invited = await mailbox.waitFor(hedy.email, /^Your HardwareHub digest/);
      expect(invited.text).toMatch(/Closing bracket run: Your quote is due /);
      const matched = await mailbox.waitFor(otto.email, /^Your HardwareHub digest/);
      expect(matched.text).toContain('New requests for quote that match you');
      expect(matched.text).toContain('Open enclosure run');
      expect(matched.text).toContain(`/rfqs/${open.id}`);

      // Later sweeps the same day: nothing more.
      await sweepAt(new Date(morning.getTime() + 2 * HOUR));
      for (const account of [buyer, quiet, offQuotes, mailOff]) await mailBarrier(account);
      expect(digestsTo(buyer)).toHaveLength(1);
      expect(digestsTo(hedy)).toHaveLength(1);
      // Nothing to say (nothing happened, the only news was of a kind turned off, email off altogether): no mail, the day still considered.
      for (const account of [quiet, offQuotes, mailOff]) expect(digestsTo(account)).toHaveLength(0);
      expect((await server.knex('notification_settings').where({ userId: quiet.user.id }).first()).lastDigestAt).not.toBeNull();
      expect(await server.knex('jobs').where({ kind: 'notification-digest-member' })).toHaveLength(0);
      // The message told in the digest is not told again in the next one.
      expect((await server.knex('notifications').where({ userId: buyer.user.id, kind: 'message' }).first()).digestedAt).not.toBeNull();

      // The first morning after the deadline: the quote and the message are old news, the request no longer takes quotes.
      const after = new Date(morning.getTime() + 24 * HOUR);
      if (after.toISOString() <= nearDeadline) after.setTime(after.getTime() + 24 * HOUR);
      await sweepAt(after);
      expect((await server.knex('notification_settings').where({ userId: buyer.user.id }).first()).lastDigestAt).not.toBeNull();
      await mailBarrier(buyer);
      expect(digestsTo(buyer)).toHaveLength(1);
    } finally {
      server.app.deps.clock = realClock;
    }
  });

  it('stops after its unsubscribe link, until the member puts a kind on the digest again', async () => {
    const uma = await member('Uma Unsubscribe');
    await openRequest(uma, [], { title: 'Uma closing soon', quoteDeadline: nearDeadline });
    let runs = 0;
    /** The same morning considered again, a little later (as if it were another day's). */
    const again = async () => {
      await server.knex('notification_settings').where({ userId: uma.user.id }).update({ lastDigestAt: null });
      await sweepAt(new Date(morning.getTime() + ++runs * 60_000));
      await mailBarrier(uma);
    };
    try {
      await sweepAt(morning);
      const mail = await mailbox.waitFor(uma.email, /^Your HardwareHub digest: 1 update$/);
      expect(mail.text).toMatch(/Uma closing soon: Quotes close /);
      const unsubscribe = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')![1]!.replace(server.app.deps.appUrl, server.url);
      expect((await fetch(unsubscribe, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })).status).toBe(200);
      await again();
      expect(digestsTo(uma)).toHaveLength(1);

      expect((await uma.client.request('PUT', '/api/notifications/preferences', { channels: { 'file-shared': 'digest' } })).status).toBe(200);
      await again();
      expect(digestsTo(uma)).toHaveLength(2);
    } finally {
      server.app.deps.clock = realClock;
    }
  });
});
