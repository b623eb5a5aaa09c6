import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_CHANNELS, NOTIFICATION_MESSAGES, type NotificationPage, type NotificationView } from '#shared/schemas/notification-schemas.ts';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { ndaText, quoteBody, rfqBody, tusCreation } from '../../test-support/route-catalogue.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { sweepRfqs } from '../sourcing/index.ts';
import { cookieHeader, openTab, type TestTab } from '../../test-support/test-sockets.ts';

const DRAWING = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('notifications: stored from events, listed, read, pushed; preferences', () => {
  let server: TestServer;
  let ada: TestAccount;
  let bob: TestAccount;
  let carol: TestAccount;
  let pager: TestAccount;
  const tabs: TestTab[] = [];

  const list = async (account: TestAccount, query = '') => {
    const response = await account.client.get(`/api/notifications${query}`);
    expect(response.status, response.text).toBe(200);
    return response.body as NotificationPage;
  };
  /** A small PDF shared in a project, in one tus request. */
  const uploadTo = async (account: TestAccount, projectId: number, filename: string) => {
    const response = await fetch(`${server.url}/api/files/uploads`, {
      method: 'POST',
      headers: { ...tusCreation(DRAWING.length, { filename, context: 'project', projectId: String(projectId) }), 'content-type': 'application/offset+octet-stream', cookie: cookieHeader(account.client) },
      body: new Uint8Array(DRAWING),
    });
    expect(response.status, await response.text()).toBeLessThan(300);
  };
  const tab = async (account: TestAccount) => {
    const opened = await openTab(server.url, account.client);
    tabs.push(opened);
    return opened;
  };

  beforeAll(async () => {
    server = await startTestServer();
    [ada, bob, carol, pager] = await Promise.all([
      signUp(server, 'entrepreneur', { fullName: 'Ada Founder' }, { verified: true }),
      signUp(server, 'manufacturer', { fullName: 'Bob Maker', companyName: 'Bob Works' }, { verified: true }),
      signUp(server, 'entrepreneur', { fullName: 'Carol Quiet' }, { verified: true }),
      signUp(server, 'entrepreneur', { fullName: 'Pat Pager' }, { verified: true }),
    ]);
  });

  afterAll(async () => {
    for (const opened of tabs) opened.close();
    await server?.close();
  });

  it('tells the recipient of a connection request, live with the count, and the requester of the answer', async () => {
    const bobTab = await tab(bob);
    const request = await ada.client.post('/api/connections', { recipientId: bob.user.id, message: 'Hello Bob, can you machine aluminium?' });
    expect(request.status, request.text).toBe(201);
    const pushed = await bobTab.waitFor('notification', (payload) => payload.notification.kind === 'connection-request');
    expect(pushed.unreadCount).toBe(1);
    expect(pushed.notification).toMatchObject({
      kind: 'connection-request', title: 'Ada Founder wants to connect', body: 'Hello Bob, can you machine aluminium?', link: '/dashboard', readAt: null,
      actor: { id: ada.user.id, name: 'Ada Founder' },
    });
    const page = await list(bob);
    expect(page.unreadCount).toBe(1);
    expect(page.items.map((item) => item.id)).toEqual([pushed.notification.id]);

    const accepted = await bob.client.patch(`/api/connections/${request.body.id}`, { status: 'accepted' });
    expect(accepted.status, accepted.text).toBe(200);
    const [answer] = (await list(ada)).items;
    expect(answer).toMatchObject({ kind: 'connection-answered', title: 'Bob Maker accepted your connection request', link: `/messages/${request.body.id}` });
  });

  it('keeps one message notification per conversation until read, and reads it with the conversation', async () => {
    const connectionId = (await list(ada)).items[0]!.link.split('/').pop();
    const send = (content: string) => ada.client.post('/api/messages', { connectionId: Number(connectionId), recipientId: bob.user.id, content });
    expect((await send('First drawing attached.')).status).toBe(201);
    let messages = (await list(bob)).items.filter((item) => item.kind === 'message');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ title: 'New message from Ada Founder', body: 'First drawing attached.', link: `/messages/${connectionId}` });
    const firstId = messages[0]!.id;

    expect((await send('And the second one.')).status).toBe(201);
    messages = (await list(bob)).items.filter((item) => item.kind === 'message');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ id: firstId, body: '3 new messages from Ada Founder', readAt: null });
    // One notice stands for the conversation: the desktop badge counts its messages instead.
    expect((await list(bob)).unreadMessageNotices).toBe(1);

    const bobTab = await tab(bob);
    const read = await bob.client.post(`/api/messages/connection/${connectionId}/read`);
    expect(read.status, read.text).toBe(200);
    const pushed = await bobTab.waitFor('notifications_read', (payload) => payload.ids?.includes(firstId));
    const page = await list(bob);
    expect(page.items.find((item) => item.id === firstId)?.readAt).not.toBeNull();
    expect(pushed.unreadCount).toBe(page.unreadCount);
    expect(pushed.unreadMessageNotices).toBe(0);

    // Read, so the next message starts a new notification.
    expect((await send('Third, after you read.')).status).toBe(201);
    messages = (await list(bob)).items.filter((item) => item.kind === 'message');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({ body: 'Third, after you read.', readAt: null });
  });

  it('pages newest first, and refuses a bad limit or cursor', async () => {
    const at = Date.now() - 60_000;
    await server.knex('notifications').insert(
      Array.from({ length: 25 }, (_, index) => ({
        userId: pager.user.id, kind: 'file-shared', title: `File ${index}`, body: 'Shared', link: '/projects', createdAt: new Date(at + index * 1000),
      })),
    );
    const first = await list(pager, '?limit=10');
    expect(first.items.map((item) => item.title)).toEqual(Array.from({ length: 10 }, (_, index) => `File ${24 - index}`));
    expect(first.unreadCount).toBe(25);
    const second = await list(pager, `?limit=10&before=${first.nextCursor}`);
    expect(second.items[0]!.title).toBe('File 14');
    const third = await list(pager, `?limit=10&before=${second.nextCursor}`);
    expect(third.items).toHaveLength(5);
    expect(third.nextCursor).toBeNull();
    expect((await list(pager)).items).toHaveLength(20);

    for (const bad of ['?limit=0', '?limit=51', '?limit=x']) {
      const response = await pager.client.get(`/api/notifications${bad}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(NOTIFICATION_MESSAGES.badLimit);
    }
    const otherCursor = (await list(bob)).items[0]!.id;
    for (const bad of ['?before=abc', `?before=${otherCursor}`]) {
      const response = await pager.client.get(`/api/notifications${bad}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(NOTIFICATION_MESSAGES.badCursor);
    }
  });

  it('marks one read (own only) and all read, telling the other tabs', async () => {
    const otherTab = await tab(pager);
    const [newest] = (await list(pager)).items as [NotificationView];
    const read = await pager.client.post(`/api/notifications/${newest.id}/read`);
    expect(read.status, read.text).toBe(200);
    expect(read.body).toEqual({ unreadCount: 24, unreadMessageNotices: 0 });
    await otherTab.waitFor('notifications_read', (payload) => payload.ids?.[0] === newest.id && payload.unreadCount === 24);
    // Again: still read, same count.
    expect((await pager.client.post(`/api/notifications/${newest.id}/read`)).body).toEqual({ unreadCount: 24, unreadMessageNotices: 0 });

    for (const id of [String(newest.id), '999999', 'abc']) {
      const response = await carol.client.post(`/api/notifications/${id}/read`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(NOTIFICATION_MESSAGES.notFound);
    }
    expect((await server.knex('notifications').where({ id: newest.id }).first()).readAt).not.toBeNull();

    const all = await pager.client.post('/api/notifications/read-all');
    expect(all.body).toEqual({ unreadCount: 0, unreadMessageNotices: 0 });
    await otherTab.waitFor('notifications_read', (payload) => payload.ids === null && payload.unreadCount === 0);
    expect((await list(pager)).unreadCount).toBe(0);
    expect((await carol.client.get('/api/notifications')).status).toBe(200);
    expect((await new (await import('../../test-support/test-client.ts')).TestClient(server.url).get('/api/notifications')).status).toBe(401);
  });

  it('tells suppliers of an invitation, the buyer of quotes new and revised, and each supplier of the award', async () => {
    const [buyer, winner, other] = await Promise.all([
      signUp(server, 'entrepreneur', { fullName: 'Rita Buyer' }, { verified: true }),
      signUp(server, 'manufacturer', { fullName: 'Walt Winner', companyName: 'Walt Works' }, { verified: true }),
      signUp(server, 'supplier', { fullName: 'Otto Other', companyName: 'Otto Parts' }, { verified: true }),
    ]);
    const draft = await buyer.client.post('/api/rfqs', rfqBody({ title: 'Sensor brackets, batch 2' }));
    expect(draft.status, draft.text).toBe(201);
    const id = draft.body.id as number;
    expect((await buyer.client.post(`/api/rfqs/${id}/invitations`, { supplierIds: [winner.user.id, other.user.id] })).status).toBe(200);
    const published = await buyer.client.post(`/api/rfqs/${id}/publish`);
    expect(published.status, published.text).toBe(200);
    for (const supplier of [winner, other]) {
      expect((await list(supplier)).items).toEqual([
        expect.objectContaining({ kind: 'rfq-invited', title: 'Rita Buyer invited you to quote', body: 'Sensor brackets, batch 2', link: `/rfqs/${id}` }),
      ]);
    }

    const lineId = published.body.lines[0].id as number;
    for (const supplier of [winner, other]) expect((await supplier.client.request('PUT', `/api/rfqs/${id}/quote`, quoteBody(lineId))).status).toBe(200);
    expect((await winner.client.request('PUT', `/api/rfqs/${id}/quote`, quoteBody(lineId, { leadTimeDays: 14 }))).status).toBe(200);
    const quotes = (await list(buyer)).items.filter((item) => item.kind === 'rfq-quote');
    expect(quotes.map((item) => item.title)).toEqual(['Walt Winner revised their quote', 'Otto Other sent a quote', 'Walt Winner sent a quote']);
    expect(quotes[0]).toMatchObject({ body: 'Sensor brackets, batch 2', link: `/rfqs/${id}?tab=quotes`, actor: { id: winner.user.id, name: 'Walt Winner' } });

    const award = await buyer.client.post(`/api/rfqs/${id}/award`, { mode: 'whole', supplierId: winner.user.id, reason: 'Shortest lead time.' });
    expect(award.status, award.text).toBe(200);
    expect((await list(winner)).items.find((item) => item.kind === 'rfq-decision')).toMatchObject({ title: 'You won Sensor brackets, batch 2', link: `/rfqs/${id}` });
    expect((await list(other)).items.find((item) => item.kind === 'rfq-decision')).toMatchObject({ title: 'Sensor brackets, batch 2 was awarded to another supplier' });
  });

  it('tells invited suppliers of a change to an open request and of its deadline a day ahead, and the buyer and asker of questions and answers', async () => {
    const [buyer, asker, quiet] = await Promise.all([
      signUp(server, 'entrepreneur', { fullName: 'Hana Buyer' }, { verified: true }),
      signUp(server, 'manufacturer', { fullName: 'Ivo Asker', companyName: 'Ivo Works' }, { verified: true }),
      signUp(server, 'supplier', { fullName: 'Jan Quiet', companyName: 'Jan Parts' }, { verified: true }),
    ]);
    const draft = await buyer.client.post('/api/rfqs', rfqBody({ title: 'Hinge pins, 2,000 pcs' }));
    const id = draft.body.id as number;
    expect((await buyer.client.post(`/api/rfqs/${id}/invitations`, { supplierIds: [asker.user.id, quiet.user.id] })).status).toBe(200);
    expect((await buyer.client.post(`/api/rfqs/${id}/publish`)).status).toBe(200);
    const latest = async (account: TestAccount, kind: NotificationView['kind']) => (await list(account)).items.find((item) => item.kind === kind);

    const changed = await buyer.client.patch(`/api/rfqs/${id}`, { description: 'Hardened steel pins; drawings updated.' });
    expect(changed.status, changed.text).toBe(200);
    for (const supplier of [asker, quiet]) {
      expect(await latest(supplier, 'rfq-changed')).toMatchObject({ title: 'A request you quote on changed: Hinge pins, 2,000 pcs', link: `/rfqs/${id}`, readAt: null });
    }

    const asked = await asker.client.post(`/api/rfqs/${id}/questions`, { question: 'Is a case-hardened finish acceptable?' });
    expect(asked.status, asked.text).toBe(201);
    expect(await latest(buyer, 'rfq-question')).toMatchObject({ title: 'New question on Hinge pins, 2,000 pcs', body: 'Is a case-hardened finish acceptable?', link: `/rfqs/${id}?tab=questions` });
    const answered = await buyer.client.post(`/api/rfqs/${id}/questions/${asked.body.id}/answer`, { answer: 'Yes, 0.3 mm case depth.', visibility: 'all' });
    expect(answered.status, answered.text).toBe(200);
    expect(await latest(asker, 'rfq-question')).toMatchObject({ title: 'Your question on Hinge pins, 2,000 pcs was answered', body: 'Yes, 0.3 mm case depth.' });
    expect(await latest(quiet, 'rfq-question')).toMatchObject({ title: 'A question on Hinge pins, 2,000 pcs was answered' });

    // Its last day begins: the sweep reminds the suppliers who have not quoted, once.
    await server.knex('rfqs').where({ id }).update({ quoteDeadline: new Date(Date.now() + 6 * 3_600_000) });
    await sweepRfqs(server.app.deps);
    await sweepRfqs(server.app.deps);
    for (const supplier of [asker, quiet]) {
      const reminders = (await list(supplier)).items.filter((item) => item.kind === 'rfq-deadline');
      expect(reminders).toEqual([expect.objectContaining({ title: 'Quotes for Hinge pins, 2,000 pcs are due soon', link: `/rfqs/${id}` })]);
    }
  });

  it("tells a project's other parties of a file shared there", async () => {
    const [owner, partner, outsider] = await Promise.all([
      signUp(server, 'entrepreneur', { fullName: 'Olive Owner' }, { verified: true }),
      signUp(server, 'manufacturer', { fullName: 'Paul Partner', companyName: 'Paul Works' }, { verified: true }),
      signUp(server, 'manufacturer', { fullName: 'Ursula Outsider', companyName: 'Ursula Works' }, { verified: true }),
    ]);
    const project = await owner.client.post('/api/projects', { name: 'Soil sensor', description: 'A solar soil moisture sensor.' });
    expect(project.status, project.text).toBe(201);
    const projectId = project.body.id as number;
    await server.knex('connections').insert({
      requesterId: owner.user.id, recipientId: partner.user.id, projectId, status: 'accepted', message: 'Join the project', createdAt: new Date(), updatedAt: new Date(),
    });
    const upload = (account: TestAccount, filename: string) => uploadTo(account, projectId, filename);
    await upload(partner, 'housing.pdf');
    expect((await list(owner)).items).toEqual([
      expect.objectContaining({ kind: 'file-shared', title: 'Paul Partner shared housing.pdf', body: 'In the project Soil sensor', link: `/projects/${projectId}?tab=files` }),
    ]);
    expect((await list(partner)).items).toHaveLength(0);
    await upload(owner, 'board.pdf');
    expect((await list(partner)).items).toEqual([
      expect.objectContaining({ kind: 'file-shared', title: 'Olive Owner shared board.pdf', link: `/projects/${projectId}/shared` }),
    ]);
    expect((await list(outsider)).items).toHaveLength(0);
  });

  it("tells the owner of an NDA signed, and a partner of a project's files only once they may open them", async () => {
    const [owner, partner] = await Promise.all([
      signUp(server, 'entrepreneur', { fullName: 'Nora Owner' }, { verified: true }),
      signUp(server, 'manufacturer', { fullName: 'Sid Signer', companyName: 'Sid Works' }, { verified: true }),
    ]);
    const projectId = (await owner.client.post('/api/projects', { name: 'Secret drone', description: 'A drone behind an NDA.' })).body.id as number;
    await server.knex('connections').insert({
      requesterId: owner.user.id, recipientId: partner.user.id, projectId, status: 'accepted', message: 'Under NDA', createdAt: new Date(), updatedAt: new Date(),
    });
    const version = await owner.client.post(`/api/projects/${projectId}/nda/versions`, { text: ndaText() });
    expect(version.status, version.text).toBe(201);
    expect((await owner.client.patch(`/api/projects/${projectId}/nda`, { required: true, confidentialFields: ['budget'] })).status).toBe(200);

    await uploadTo(owner, projectId, 'frame.pdf');
    expect((await list(partner)).items).toHaveLength(0);
    const signed = await partner.client.post(`/api/projects/${projectId}/nda/signatures`, { versionId: version.body.id, fullName: 'Sid Signer' });
    expect(signed.status, signed.text).toBe(201);
    expect((await list(owner)).items).toEqual([
      expect.objectContaining({ kind: 'nda-signed', title: 'Sid Signer signed your NDA', body: 'For the project Secret drone', link: `/projects/${projectId}?tab=nda` }),
    ]);
    await uploadTo(owner, projectId, 'motor.pdf');
    expect((await list(partner)).items.map((item) => item.title)).toEqual(['Nora Owner shared motor.pdf']);
  });

  it('stores receipts and failed renewals in the bell by default (payments mails them itself)', async () => {
    const tabOfCarol = await tab(carol);
    await server.app.deps.events.announce({ type: 'billing-notice', userId: carol.user.id, notice: 'renewal-failed', detail: 'Pro plan renewal failed; paid features stay until 30 November 2026' });
    const pushed = await tabOfCarol.waitFor('notification', (payload) => payload.notification.kind === 'billing');
    expect(pushed.notification).toMatchObject({
      title: 'Your renewal payment failed', body: 'Pro plan renewal failed; paid features stay until 30 November 2026', link: '/profile?tab=subscription', actor: null,
    });
    expect(await server.knex('notifications').where({ userId: carol.user.id, kind: 'billing' })).toHaveLength(1);
  });

  it('shows the defaults, saves channels and the time zone, and refuses what cannot be chosen', async () => {
    const initial = await carol.client.get('/api/notifications/preferences');
    expect(initial.body).toEqual({ channels: DEFAULT_NOTIFICATION_CHANNELS, timeZone: null });

    const saved = await carol.client.request('PUT', '/api/notifications/preferences', { channels: { 'connection-request': 'off', 'rfq-quote': 'digest' }, timeZone: 'America/Chicago' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual({ channels: { ...DEFAULT_NOTIFICATION_CHANNELS, 'connection-request': 'off', 'rfq-quote': 'digest' }, timeZone: 'America/Chicago' });
    expect((await carol.client.get('/api/notifications/preferences')).body).toEqual(saved.body);
    // Only what is sent changes.
    const zoneCleared = await carol.client.request('PUT', '/api/notifications/preferences', { timeZone: null });
    expect(zoneCleared.body).toEqual({ ...saved.body, timeZone: null });

    const refused: [unknown, string][] = [
      [{ channels: { billing: 'email' } }, NOTIFICATION_MESSAGES.serviceChannel],
      [{ channels: { message: 'sometimes' } }, NOTIFICATION_MESSAGES.unknownChannel],
      [{ channels: { gossip: 'app' } }, NOTIFICATION_MESSAGES.unknownKind],
      [{ timeZone: 'Mars/Olympus' }, NOTIFICATION_MESSAGES.badTimeZone],
    ];
    for (const [body, message] of refused) {
      const response = await carol.client.request('PUT', '/api/notifications/preferences', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
    }

    // 'off': nothing stored, nothing pushed.
    const carolTab = await tab(carol);
    const request = await ada.client.post('/api/connections', { recipientId: carol.user.id, message: 'Hello Carol.' });
    expect(request.status, request.text).toBe(201);
    await carolTab.barrier();
    expect(carolTab.count('notification')).toBe(0);
    expect((await list(carol)).items.filter((item) => item.kind === 'connection-request')).toHaveLength(0);
  });
});
