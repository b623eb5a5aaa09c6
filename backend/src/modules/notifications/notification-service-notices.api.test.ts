import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES, type NotificationPage } from '#shared/schemas/notification-schemas.ts';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { notificationUnsubscribeToken } from './index.ts';

describe('account notices: a channel each, one-click unsubscribe; receipts and failed renewals always mailed', () => {
  let server: TestServer;
  const mailsTo = (account: TestAccount, subject: RegExp) => server.mailbox.mails.filter((mail) => mail.to.includes(account.email.toLowerCase()) && subject.test(mail.subject));
  let marks = 0;
  /** Runs the mail jobs that are due, then a mail sent after them: once it has arrived, so has any mail they sent. */
  const mailBarrier = async (account: TestAccount) => {
    await server.app.deps.jobs.runDue();
    const subject = `Barrier ${++marks}`;
    await server.app.deps.mailer.send({ to: account.email, subject, text: subject, html: subject });
    await server.mailbox.waitFor(account.email, new RegExp(`^${subject}$`));
  };
  const kinds = async (account: TestAccount) => ((await account.client.get('/api/notifications')).body as NotificationPage).items.map((item) => item.kind);
  const setChannels = async (account: TestAccount, channels: Record<string, string>) => {
    const response = await account.client.request('PUT', '/api/notifications/preferences', { channels });
    expect(response.status, response.text).toBe(200);
    return response.body as { channels: Record<string, string> };
  };
  const onServer = (link: string) => link.replace(server.app.deps.appUrl, server.url);
  const member = (fullName: string) => signUp(server, 'entrepreneur', { fullName }, { verified: true });

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('mails a verification decision at once by default, once, with a one-click unsubscribe that works signed out', async () => {
    const vera = await member('Vera Verified');
    await server.knex('users').where({ id: vera.user.id }).update({ verificationNote: 'The licence number is not in the register.' });
    await server.app.deps.events.announce({ type: 'verification-decided', userId: vera.user.id, approved: false });
    const mail = await server.mailbox.waitFor(vera.email, /^Your verification was not approved$/);
    expect(mail.text).toContain('Reason: The licence number is not in the register. You can send a new credential from your profile.');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
    expect(unsubscribe).toMatch(new RegExp(`^${server.app.deps.appUrl}/notifications/unsubscribe\\?token=${vera.user.id}\\.verification\\.`));
    await mailBarrier(vera);
    expect(mailsTo(vera, /^Your verification/)).toHaveLength(1);

    // The page names what it stops; the mail client's one-click POST (no session) turns it off.
    const page = await fetch(onServer(unsubscribe!));
    expect(await page.text()).toContain('<h1>Stop emails about verification decisions?</h1>');
    const oneClick = await fetch(onServer(unsubscribe!), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain(NOTIFICATION_MESSAGES.unsubscribed);
    expect((await vera.client.get('/api/notifications/preferences')).body.channels.verification).toBe('off');

    // Off: the next decision is neither stored nor mailed.
    await server.app.deps.events.announce({ type: 'verification-decided', userId: vera.user.id, approved: true });
    await mailBarrier(vera);
    expect(mailsTo(vera, /^Your verification/)).toHaveLength(1);
    expect((await kinds(vera)).filter((kind) => kind === 'verification')).toHaveLength(1);
  });

  it('keeps report outcomes, listing moderation and trials ending in the app or the digest when chosen, unmailed', async () => {
    const sam = await member('Sam Seller');
    const saved = await setChannels(sam, { 'report-outcome': 'app', 'trial-ending': 'digest', 'listing-moderated': 'off' });
    expect(saved.channels).toMatchObject({ 'report-outcome': 'app', 'trial-ending': 'digest', 'listing-moderated': 'off', verification: 'email', billing: 'app' });
    await server.app.deps.events.announce(
      { type: 'report-resolved', reportId: 999_999, reporterId: sam.user.id, actioned: false },
      { type: 'billing-notice', userId: sam.user.id, notice: 'trial-ending', detail: 'Pro plan trial ends on 3 December 2026; first charge $79.00' },
      { type: 'listing-moderated', productId: 999_999, sellerId: sam.user.id, hidden: true },
    );
    await mailBarrier(sam);
    expect(mailsTo(sam, /report|trial|listing/i)).toHaveLength(0);
    expect((await kinds(sam)).sort()).toEqual(['report-outcome', 'trial-ending']);
    const trial = await server.knex('notifications').where({ userId: sam.user.id, kind: 'trial-ending' }).first();
    expect(trial).toMatchObject({ title: 'Your trial ends soon', mailedAt: null, digestedAt: null });

    // Their own unsubscribe links work for these kinds too.
    const token = notificationUnsubscribeToken(server.app.deps.encryptionKey, sam.user.id, 'trial-ending');
    expect((await new TestClient(server.url).post(`/api/notifications/unsubscribe?token=${token}`)).body).toEqual({ message: NOTIFICATION_MESSAGES.unsubscribed });
    expect((await sam.client.get('/api/notifications/preferences')).body.channels['trial-ending']).toBe('off');
  });

  it('mails receipts whatever the settings say; the member only chooses whether the bell shows them too', async () => {
    const rita = await member('Rita Receipt');
    for (const channel of ['email', 'digest']) {
      const refused = await rita.client.request('PUT', '/api/notifications/preferences', { channels: { billing: channel } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(NOTIFICATION_MESSAGES.serviceChannel);
    }
    await setChannels(rita, { billing: 'off' });
    const started = await rita.client.post('/api/get-or-create-subscription', { plan: 'entrepreneur-basic', role: 'entrepreneur', pricingTier: 'monthly' });
    expect(started.status, started.text).toBe(200);
    const confirmed = await rita.client.post('/api/simulated-subscription-success', { plan: 'entrepreneur-basic', role: 'entrepreneur', interval: 'monthly', paymentIntentId: started.body.paymentIntentId });
    expect(confirmed.status, confirmed.text).toBe(200);
    const receipt = await server.mailbox.waitFor(rita.email, /receipt/i);
    // The member's record of a payment: no unsubscribe, and no bell copy (they chose email only).
    expect(receipt.headers['list-unsubscribe']).toBeUndefined();
    expect(await kinds(rita)).not.toContain('billing');

    // In the app again: the next notice is in the bell; a link to unsubscribe from them cannot be made.
    await setChannels(rita, { billing: 'app' });
    await server.app.deps.events.announce({ type: 'billing-notice', userId: rita.user.id, notice: 'renewal-failed', detail: 'Basic plan renewal failed; paid features stay until 30 December 2026' });
    expect(await kinds(rita)).toContain('billing');
    const forged = notificationUnsubscribeToken(server.app.deps.encryptionKey, rita.user.id, 'billing');
    expect((await fetch(`${server.url}/notifications/unsubscribe?token=${forged}`)).status).toBe(400);
  });

  it('names the digest on its unsubscribe page', async () => {
    const dana = await member('Dana Digest');
    const token = notificationUnsubscribeToken(server.app.deps.encryptionKey, dana.user.id, 'digest');
    const page = await fetch(`${server.url}/notifications/unsubscribe?token=${token}`);
    expect(await page.text()).toContain('<h1>Stop the daily digest?</h1>');
    const quotes = await fetch(`${server.url}/notifications/unsubscribe?token=${notificationUnsubscribeToken(server.app.deps.encryptionKey, dana.user.id, 'rfq-quote')}`);
    expect(await quotes.text()).toContain('<h1>Stop emails about new and revised quotes?</h1>');
  });
});
