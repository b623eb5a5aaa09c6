import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES } from '#shared/schemas/notification-schemas.ts';
import type { Clock } from '../../clock.ts';
import { connectAccepted, signUp, type TestAccount } from '../../test-support/accounts.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { openTab } from '../../test-support/test-sockets.ts';
import { messageMailKey, NotificationMail } from './notification-mail.ts';

describe('notification mails: at once, delayed messages, the digest, unsubscribe', () => {
  let server: TestServer;
  let ada: TestAccount;
  let carol: TestAccount;
  const realClock: Clock = { now: () => new Date() };
  /** Moves the app's time (the job runner and the notifications read deps.clock at each use). */
  const setClock = (at: Date | (() => Date)) => {
    server.app.deps.clock = { now: typeof at === 'function' ? at : () => at };
  };
  const mailsTo = (account: TestAccount, subject: RegExp) => server.mailbox.mails.filter((mail) => mail.to.includes(account.email.toLowerCase()) && subject.test(mail.subject));
  let marks = 0;
  /** A mail sent after whatever came before: once it has arrived, so has any mail sent earlier. */
  const mailBarrier = async (account: TestAccount) => {
    const subject = `Barrier ${++marks}`;
    await server.app.deps.mailer.send({ to: account.email, subject, text: subject, html: subject });
    await server.mailbox.waitFor(account.email, new RegExp(`^${subject}$`));
  };
  // The request's own text is read: what follows is what the tests count.
  const connect = connectAccepted;
  const send = async (from: TestAccount, to: TestAccount, connectionId: number, content: string) => {
    const response = await from.client.post('/api/messages', { connectionId, recipientId: to.user.id, content });
    expect(response.status, response.text).toBe(201);
  };
  /** The waiting message mail of a member is run: its time made now, then the runner runs what is due. */
  const runMessageMail = async (account: TestAccount) => {
    const job = await server.knex('jobs').where({ key: messageMailKey(account.user.id) }).first();
    expect(job, 'a waiting message mail').toBeTruthy();
    setClock(new Date(Date.now() + 16 * 60_000));
    await server.app.deps.jobs.runDue();
    setClock(realClock.now);
  };
  const onServer = (link: string) => link.replace(server.app.deps.appUrl, server.url);
  const member = (fullName: string, role: 'entrepreneur' | 'manufacturer' = 'entrepreneur') => signUp(server, role, { fullName }, { verified: true });

  beforeAll(async () => {
    server = await startTestServer();
    [ada, carol] = await Promise.all([member('Ada Founder'), member('Carol Builder')]);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('mails a connection request at once, with one-click unsubscribe that works signed out', async () => {
    const bob = await member('Bob Maker', 'manufacturer');
    expect((await ada.client.post('/api/connections', { recipientId: bob.user.id, message: 'Hello Bob.' })).status).toBe(201);
    const mail = await server.mailbox.waitFor(bob.email, /^Ada Founder wants to connect$/);
    expect(mail.text).toContain('Hello Bob.');
    expect(mail.text).toContain(`${server.app.deps.appUrl}/dashboard`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
    // The mail names the configured address; the test server listens elsewhere.
    const here = onServer(unsubscribe!);
    expect(unsubscribe).toMatch(new RegExp(`^${server.app.deps.appUrl}/notifications/unsubscribe\\?token=`));
    expect(mail.html).toContain(unsubscribe!.replace(/&/g, '&amp;'));
    // Stamped once the mail server took it.
    await expect.poll(async () => (await server.knex('notifications').where({ userId: bob.user.id, kind: 'connection-request' }).first()).mailedAt).not.toBeNull();

    // The page only asks; a mail client's one-click POST (a form body, no session) unsubscribes.
    const page = await fetch(here);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post">');
    expect((await bob.client.get('/api/notifications/preferences')).body.channels['connection-request']).toBe('email');
    const oneClick = await fetch(here, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain(NOTIFICATION_MESSAGES.unsubscribed);
    expect((await bob.client.get('/api/notifications/preferences')).body.channels['connection-request']).toBe('off');

    // Off: the next request is neither stored nor mailed.
    expect((await carol.client.post('/api/connections', { recipientId: bob.user.id, message: 'Hello from Carol.' })).status).toBe(201);
    await mailBarrier(bob);
    expect(mailsTo(bob, /wants to connect/)).toHaveLength(1);
    expect(await server.knex('notifications').where({ userId: bob.user.id, kind: 'connection-request' })).toHaveLength(1);

    // The API's own route, signed out; a token not ours is refused with the way forward.
    const token = new URL(unsubscribe!).searchParams.get('token')!;
    const anonymous = new TestClient(server.url);
    expect((await anonymous.post(`/api/notifications/unsubscribe?token=${token}`)).body).toEqual({ message: NOTIFICATION_MESSAGES.unsubscribed });
    for (const bad of [token.slice(0, -2), '', `${carol.user.id}${token.slice(token.indexOf('.'))}`]) {
      const refused = await anonymous.post(`/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(NOTIFICATION_MESSAGES.badUnsubscribeLink);
    }
    expect((await fetch(`${server.url}/notifications/unsubscribe?token=nope`)).status).toBe(400);
  });

  it('mails nothing when the member turned email notifications off', async () => {
    const dora = await member('Dora Offline');
    expect((await dora.client.patch('/api/user/preferences', { emailNotifications: false })).status).toBe(200);
    expect((await ada.client.post('/api/connections', { recipientId: dora.user.id, message: 'Hello Dora.' })).status).toBe(201);
    await server.app.deps.jobs.runDue();
    await mailBarrier(dora);
    expect(mailsTo(dora, /wants to connect/)).toHaveLength(0);
    expect(await server.knex('jobs').where({ key: messageMailKey(dora.user.id) })).toHaveLength(0);
  });

  it('mails messages only after the delay, batched into one mail for several messages from two people', async () => {
    const erin = await member('Erin Away');
    const [fromAda, fromCarol] = [await connect(ada, erin), await connect(carol, erin)];
    await send(ada, erin, fromAda, 'First question.');
    await send(ada, erin, fromAda, 'Second question.');
    await send(carol, erin, fromCarol, 'Are you free on Monday?');
    await send(ada, erin, fromAda, 'Third question.');
    // Due 15 minutes after the first: nothing yet.
    const job = await server.knex('jobs').where({ key: messageMailKey(erin.user.id) }).first();
    const due = new Date(Number.isNaN(Number(job.runAt)) ? job.runAt : Number(job.runAt)).getTime();
    expect(due).toBeGreaterThan(Date.now() + 14 * 60_000);
    await server.app.deps.jobs.runDue();
    await mailBarrier(erin);
    expect(mailsTo(erin, /new message/)).toHaveLength(0);

    await runMessageMail(erin);
    const mail = await server.mailbox.waitFor(erin.email, /^4 new messages from 2 people$/);
    expect(mail.text).toContain('Ada Founder: 3 unread messages');
    expect(mail.text).toContain('Carol Builder: 1 unread message');
    expect(mail.text).toContain(`${server.app.deps.appUrl}/messages/${fromAda}`);
    expect(mail.headers['list-unsubscribe']).toContain('/notifications/unsubscribe?token=');
    await mailBarrier(erin);
    expect(mailsTo(erin, /new message/)).toHaveLength(1);
    const rows = await server.knex('notifications').where({ userId: erin.user.id, kind: 'message' });
    expect(rows).toHaveLength(2);
    expect(rows.every((row: { mailedAt: unknown }) => row.mailedAt !== null)).toBe(true);
  });

  it('does not mail a message read before the delay, nor one that arrives while the member is online', async () => {
    const finn = await member('Finn Reader');
    const connectionId = await connect(ada, finn);
    await send(ada, finn, connectionId, 'Did you see the drawing?');
    expect((await finn.client.post(`/api/messages/connection/${connectionId}/read`)).status).toBe(200);
    await runMessageMail(finn);
    await mailBarrier(finn);
    expect(mailsTo(finn, /new message/)).toHaveLength(0);

    const online = await openTab(server.url, finn.client);
    try {
      await send(ada, finn, connectionId, 'Are you there?');
      await runMessageMail(finn);
      await mailBarrier(finn);
      expect(mailsTo(finn, /new message/)).toHaveLength(0);
      expect((await server.knex('notifications').where({ userId: finn.user.id, kind: 'message' }).whereNull('readAt').first()).mailedAt).toBeNull();
    } finally {
      online.close();
    }
  });

  it('sends the digest at each member’s local morning, once, and nothing to a member with nothing to say', async () => {
    const [tokyo, losAngeles] = await Promise.all([member('Toko Digest'), member('Lars Digest')]);
    const quiet = await member('Quinn Quiet', 'manufacturer');
    for (const [account, timeZone] of [[tokyo, 'Asia/Tokyo'], [losAngeles, 'America/Los_Angeles']] as const) {
      const saved = await account.client.request('PUT', '/api/notifications/preferences', { channels: { 'connection-request': 'digest' }, timeZone });
      expect(saved.status, saved.text).toBe(200);
      expect((await ada.client.post('/api/connections', { recipientId: account.user.id, message: 'Shall we work together?' })).status).toBe(201);
    }
    await server.app.deps.jobs.runDue();
    await mailBarrier(tokyo);
    expect(mailsTo(tokyo, /wants to connect/)).toHaveLength(0);

    const digests = new NotificationMail(server.app.deps);
    const midnight = new Date(Date.now() + 2 * 86_400_000);
    midnight.setUTCHours(0, 0, 0, 0);
    // 12:00 UTC: 21:00 in Tokyo (its morning has passed), 04:00 or 05:00 in Los Angeles (not yet).
    setClock(new Date(midnight.getTime() + 12 * 3_600_000));
    try {
      await digests.sendDigests();
      await server.app.deps.jobs.runDue();
      const mail = await server.mailbox.waitFor(tokyo.email, /^Your HardwareHub digest: 1 update$/);
      expect(mail.text).toContain('Ada Founder wants to connect');
      expect(mail.text).toContain(`${server.app.deps.appUrl}/dashboard`);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect((await server.knex('notification_settings').where({ userId: losAngeles.user.id }).first())?.lastDigestAt ?? null).toBeNull();
      // Considered, though nothing to say: no mail.
      expect((await server.knex('notification_settings').where({ userId: quiet.user.id }).first())?.lastDigestAt ?? null).not.toBeNull();

      // 17:00 UTC: 09:00 or 10:00 in Los Angeles; Tokyo already had today's.
      setClock(new Date(midnight.getTime() + 17 * 3_600_000));
      await digests.sendDigests();
      await server.app.deps.jobs.runDue();
      await server.mailbox.waitFor(losAngeles.email, /^Your HardwareHub digest: 1 update$/);
      await digests.sendDigests();
      await server.app.deps.jobs.runDue();
      await mailBarrier(tokyo);
      await mailBarrier(losAngeles);
      await mailBarrier(quiet);
      expect(mailsTo(tokyo, /digest/)).toHaveLength(1);
      expect(mailsTo(losAngeles, /digest/)).toHaveLength(1);
      expect(mailsTo(quiet, /digest/)).toHaveLength(0);
      expect((await server.knex('notifications').where({ userId: tokyo.user.id }).first()).digestedAt).not.toBeNull();

      // The digest's unsubscribe moves its kinds to the app only.
      const unsubscribe = onServer(/^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')![1]!);
      expect((await fetch(unsubscribe, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })).status).toBe(200);
      expect((await tokyo.client.get('/api/notifications/preferences')).body.channels['connection-request']).toBe('app');
    } finally {
      setClock(realClock.now);
    }
  });
});
