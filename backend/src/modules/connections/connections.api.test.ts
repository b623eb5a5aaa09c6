import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectionRequestLimitMessage } from '#shared/constants/plans.ts';
import { CONNECTION_MESSAGES } from '#shared/schemas/connection-schemas.ts';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { catalogueProduct } from '../../test-support/route-catalogue.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('connections API', () => {
  let server: TestServer;
  let founder: TestAccount;
  let maker: TestAccount;
  let designer: TestAccount;
  let projectId: number;

  beforeAll(async () => {
    server = await startTestServer();
    founder = await signUp(server, 'entrepreneur', { fullName: 'Maya Founder' });
    maker = await signUp(server, 'manufacturer', { fullName: 'Wei Maker' });
    designer = await signUp(server, 'designer', { fullName: 'Noah Designer' });
    projectId = (await founder.client.post('/api/projects', { name: 'CardioPatch', description: 'A wearable ECG patch for clinics.', status: 'active' })).body.id;
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    // Each test starts with no connections and no requests counted this month.
    await server.knex('messages').delete();
    await server.knex('connections').delete();
    await server.knex('users').update({ connectionRequestsMonth: null, connectionRequestsSent: 0, subscriptionPlan: 'free' });
  });

  const request = (from: TestAccount, to: TestAccount, extra: Record<string, unknown> = {}) =>
    from.client.post('/api/connections', { recipientId: to.user.id, message: `Hi ${to.user.fullName}, shall we work together?`, ...extra });

  describe('POST /api/connections', () => {
    it('creates a pending request with both public profiles, the project, and the message as the first message of the thread', async () => {
      const response = await request(founder, maker, { projectId });
      expect(response.status, response.text).toBe(201);
      expect(response.body).toMatchObject({
        requesterId: founder.user.id, recipientId: maker.user.id, projectId, status: 'pending', message: 'Hi Wei Maker, shall we work together?',
        requester: { id: founder.user.id, fullName: 'Maya Founder' }, recipient: { id: maker.user.id, fullName: 'Wei Maker' },
        project: { id: projectId, name: 'CardioPatch', status: 'active', userId: founder.user.id },
      });
      expect(response.text).not.toMatch(/@example\.com/);
      const messages = await server.knex('messages').where({ connectionId: response.body.id });
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ senderId: founder.user.id, recipientId: maker.user.id, content: 'Hi Wei Maker, shall we work together?' });
    });

    it('validates with the New-partner dialog messages', async () => {
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ message: 'Hello' }, 'recipientId', CONNECTION_MESSAGES.noUser],
        [{ recipientId: maker.user.id }, 'message', CONNECTION_MESSAGES.noMessage],
        [{ recipientId: maker.user.id, message: '   ' }, 'message', CONNECTION_MESSAGES.noMessage],
        [{ recipientId: maker.user.id, message: 'x'.repeat(1001) }, 'message', CONNECTION_MESSAGES.messageTooLong],
        [{ recipientId: maker.user.id, message: 'Hi', projectId: 'abc' }, 'projectId', CONNECTION_MESSAGES.project],
      ];
      for (const [body, field, message] of cases) {
        const response = await founder.client.post('/api/connections', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.errors[field], JSON.stringify(body)).toBe(message);
      }
      expect((await new TestClient(server.url).post('/api/connections', { recipientId: maker.user.id, message: 'Hi' })).status).toBe(401);
    });

    it('refuses a request to yourself, to an unknown or deactivated user, and about a project that is not yours', async () => {
      const self = await request(founder, founder);
      expect(self.status).toBe(400);
      expect(self.body.message).toBe(CONNECTION_MESSAGES.self);
      const unknown = await founder.client.post('/api/connections', { recipientId: 999_999, message: 'Hi' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(CONNECTION_MESSAGES.recipientNotFound);
      const gone = await signUp(server, 'supplier');
      await gone.client.post('/api/user/deactivate', { confirmation: 'DEACTIVATE' });
      expect((await request(founder, gone)).status).toBe(404);
      const notMine = await request(maker, designer, { projectId });
      expect(notMine.status).toBe(400);
      expect(notMine.body.errors.projectId).toBe(CONNECTION_MESSAGES.project);
      expect((await request(maker, designer, { projectId: 999_999 })).body.errors.projectId).toBe(CONNECTION_MESSAGES.project);
    });

    it('answers a repeated request with the pending one (no second message, counted once); refuses one the other way or once connected (409)', async () => {
      const first = await request(founder, maker);
      expect(first.status).toBe(201);
      // A double click, a retry after a lost answer, a second tab: the same request, not an error.
      const [again, twice] = await Promise.all([request(founder, maker, { message: 'Hello again' }), request(founder, maker)]);
      for (const repeat of [again, twice]) {
        expect(repeat.status, repeat.text).toBe(200);
        expect(repeat.body).toMatchObject({ id: first.body.id, status: 'pending', requesterId: founder.user.id, message: first.body.message });
      }
      expect(await server.knex('messages').where({ connectionId: first.body.id })).toHaveLength(1);
      expect(await server.knex('connections')).toHaveLength(1);
      const [counted] = await server.knex('users').where({ id: founder.user.id }).select('connectionRequestsSent');
      expect(Number(counted.connectionRequestsSent)).toBe(1);

      const reverse = await request(maker, founder);
      expect(reverse.status).toBe(409);
      expect(reverse.body.message).toBe(CONNECTION_MESSAGES.alreadyPending);
      await maker.client.patch(`/api/connections/${first.body.id}`, { status: 'accepted' });
      for (const [from, to] of [[founder, maker], [maker, founder]] as const) {
        const connected = await request(from, to);
        expect(connected.status).toBe(409);
        expect(connected.body.message).toBe(CONNECTION_MESSAGES.alreadyConnected);
      }
      const toDesigner = await request(founder, designer);
      await designer.client.patch(`/api/connections/${toDesigner.body.id}`, { status: 'rejected' });
      expect((await request(designer, founder)).status).toBe(201);
    });

    it('keeps the listing a request started from (Contact Seller), for both sides; only a visible listing of the recipient', async () => {
      const seller = await signUp(server, 'supplier', { fullName: 'Lena Seller' }, { verified: true });
      const listing = await seller.client.post('/api/products', catalogueProduct({ name: 'SHT45 humidity board' }));
      expect(listing.status, listing.text).toBe(201);
      const notTheirs = await request(founder, maker, { productId: listing.body.id });
      expect(notTheirs.status).toBe(400);
      expect(notTheirs.body.errors.productId).toBe(CONNECTION_MESSAGES.product);
      expect((await request(founder, seller, { productId: 999_999 })).body.errors.productId).toBe(CONNECTION_MESSAGES.product);

      const sent = await request(founder, seller, { productId: listing.body.id });
      expect(sent.status, sent.text).toBe(201);
      expect(sent.body).toMatchObject({ productId: listing.body.id, product: { id: listing.body.id, name: 'SHT45 humidity board' } });
      for (const side of [founder, seller]) {
        const mine = (await side.client.get('/api/connections')).body as Array<{ id: number; product: unknown }>;
        expect(mine.find((c) => c.id === sent.body.id)?.product).toEqual({ id: listing.body.id, name: 'SHT45 humidity board' });
      }
      // A request without a listing says so.
      expect((await request(designer, seller)).body).toMatchObject({ productId: null, product: null });

      // A listing the team hid cannot start a new request.
      await server.knex('products').where({ id: listing.body.id }).update({ hiddenAt: new Date() });
      const hidden = await request(maker, seller, { productId: listing.body.id });
      expect(hidden.status).toBe(400);
      expect(hidden.body.errors.productId).toBe(CONNECTION_MESSAGES.product);
    });

    it('lets a free plan send 10 requests a calendar month; the 11th is refused with an upgrade offer', async () => {
      const recipients = await Promise.all(Array.from({ length: 11 }, () => signUp(server, 'supplier')));
      for (const recipient of recipients.slice(0, 10)) expect((await request(designer, recipient)).status).toBe(201);
      const eleventh = await request(designer, recipients[10]!);
      expect(eleventh.status).toBe(403);
      expect(eleventh.body).toEqual({ message: connectionRequestLimitMessage('free', 10), upgradeRequired: true });
      // A withdrawn request still counts.
      const sent = (await designer.client.get('/api/connections')).body as Array<{ id: number }>;
      expect((await designer.client.delete(`/api/connections/${sent[0]!.id}`)).status).toBe(204);
      expect((await request(designer, recipients[10]!)).status).toBe(403);
      // A new month starts from zero.
      await server.knex('users').where({ id: designer.user.id }).update({ connectionRequestsMonth: '2000-01' });
      expect((await request(designer, recipients[10]!)).status).toBe(201);
    });

    it('gives basic 50 and pro unlimited requests', async () => {
      await server.knex('users').where({ id: founder.user.id }).update({ subscriptionPlan: 'basic', connectionRequestsMonth: new Date().toISOString().slice(0, 7), connectionRequestsSent: 50 });
      const basic = await request(founder, maker);
      expect(basic.status).toBe(403);
      expect(basic.body.message).toBe(connectionRequestLimitMessage('basic', 50));
      await server.knex('users').where({ id: founder.user.id }).update({ subscriptionPlan: 'pro', connectionRequestsSent: 500 });
      expect((await request(founder, maker)).status).toBe(201);
    });
  });

  describe('GET /api/connections', () => {
    it('lists both directions, newest first, with public profiles and the project; others see none of it', async () => {
      const sent = await request(founder, maker, { projectId });
      // Dated a minute back, so the two requests differ in time without the test waiting.
      await server.knex('connections').where({ id: sent.body.id }).update({ createdAt: new Date(Date.now() - 60_000) });
      const received = await request(designer, founder);
      const list = await founder.client.get('/api/connections');
      expect(list.status).toBe(200);
      expect(list.body.map((c: { id: number }) => c.id)).toEqual([received.body.id, sent.body.id]);
      expect(list.body[1].project).toMatchObject({ id: projectId, name: 'CardioPatch' });
      expect(list.body[0].project).toBeNull();
      expect(list.text).not.toMatch(/@example\.com/);
      expect((await maker.client.get('/api/connections')).body.map((c: { id: number }) => c.id)).toEqual([sent.body.id]);
      expect((await new TestClient(server.url).get('/api/connections')).status).toBe(401);
    });
  });

  describe('PATCH /api/connections/:id', () => {
    it('lets only the recipient accept or reject, only while pending', async () => {
      const pending = (await request(founder, maker)).body;
      const byRequester = await founder.client.patch(`/api/connections/${pending.id}`, { status: 'accepted' });
      expect(byRequester.status).toBe(403);
      expect(byRequester.body.message).toBe(CONNECTION_MESSAGES.recipientOnly);
      const byStranger = await designer.client.patch(`/api/connections/${pending.id}`, { status: 'accepted' });
      expect(byStranger.status).toBe(404);
      expect((await maker.client.patch(`/api/connections/${pending.id}`, { status: 'pending' })).body.errors.status).toBe(CONNECTION_MESSAGES.status);

      const accepted = await maker.client.patch(`/api/connections/${pending.id}`, { status: 'accepted' });
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({ id: pending.id, status: 'accepted', requester: { id: founder.user.id }, recipient: { id: maker.user.id } });
      const again = await maker.client.patch(`/api/connections/${pending.id}`, { status: 'rejected' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(CONNECTION_MESSAGES.notPending('accepted'));

      const other = (await request(designer, maker)).body;
      expect((await maker.client.patch(`/api/connections/${other.id}`, { status: 'rejected' })).body.status).toBe('rejected');
      expect((await maker.client.patch('/api/connections/999999', { status: 'rejected' })).status).toBe(404);
      expect((await maker.client.patch('/api/connections/abc', { status: 'rejected' })).status).toBe(404);
    });
  });

  describe('DELETE /api/connections/:id', () => {
    it('lets the requester withdraw a pending request (thread removed); not the recipient, not once answered', async () => {
      const pending = (await request(founder, maker)).body;
      const byRecipient = await maker.client.delete(`/api/connections/${pending.id}`);
      expect(byRecipient.status).toBe(403);
      expect(byRecipient.body.message).toBe(CONNECTION_MESSAGES.requesterOnly);
      expect((await designer.client.delete(`/api/connections/${pending.id}`)).status).toBe(404);
      expect((await founder.client.delete(`/api/connections/${pending.id}`)).status).toBe(204);
      expect(await server.knex('connections').where({ id: pending.id }).first()).toBeUndefined();
      expect(await server.knex('messages').where({ connectionId: pending.id })).toHaveLength(0);
      expect((await founder.client.delete(`/api/connections/${pending.id}`)).status).toBe(404);

      const answered = (await request(founder, maker)).body;
      await maker.client.patch(`/api/connections/${answered.id}`, { status: 'accepted' });
      const late = await founder.client.delete(`/api/connections/${answered.id}`);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(CONNECTION_MESSAGES.withdrawOnlyPending);
    });
  });
});
