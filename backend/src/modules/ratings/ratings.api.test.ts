import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATING_MESSAGES } from '#shared/constants/ratings.ts';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { converse } from '../../test-support/conversations.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('ratings API', () => {
  let server: TestServer;
  let founder: TestAccount;
  let maker: TestAccount;
  let stranger: TestAccount;
  let connectionId: number;
  let projectId: number;
  let productId: number;

  beforeAll(async () => {
    server = await startTestServer();
    founder = await signUp(server, 'entrepreneur', { fullName: 'Maya Founder' }, { verified: true });
    maker = await signUp(server, 'manufacturer', { fullName: 'Wei Maker' }, { verified: true });
    stranger = await signUp(server, 'designer', { fullName: 'Noah Stranger' }, { verified: true });
    projectId = (await founder.client.post('/api/projects', { name: 'CardioPatch', description: 'A wearable ECG patch for clinics.', status: 'active' })).body.id;
    const now = new Date();
    const [product] = await server.knex('products').insert({
      sellerId: maker.user.id, name: 'BLE Module', description: 'A module.', price: '10.00', category: 'sensors', condition: 'new', quantity: 1,
      isUsed: false, isAvailable: true, isFeatured: false, createdAt: now, updatedAt: now,
    });
    productId = Number(product);
  });
  afterAll(async () => {
    await server?.close();
  });

  const rate = (account: TestAccount, targetType: string, targetId: number, ratingValue = 'excellent', comment?: string) =>
    account.client.post('/api/ratings', { targetType, targetId, ratingValue, ...(comment !== undefined && { comment }) });

  it('validates the payload and needs a session', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ targetType: 'user', targetId: maker.user.id, ratingValue: 'great' }, 'ratingValue', RATING_MESSAGES.value],
      [{ targetType: 'company', targetId: maker.user.id, ratingValue: 'good' }, 'targetType', RATING_MESSAGES.targetType],
      [{ targetType: 'user', ratingValue: 'good' }, 'targetId', RATING_MESSAGES.targetId],
      [{ targetType: 'user', targetId: maker.user.id, ratingValue: 'good', comment: 'x'.repeat(1001) }, 'comment', RATING_MESSAGES.commentTooLong],
    ];
    for (const [body, field, message] of cases) {
      const response = await founder.client.post('/api/ratings', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors[field]).toBe(message);
    }
    expect((await new TestClient(server.url).post('/api/ratings', { targetType: 'user', targetId: maker.user.id, ratingValue: 'good' })).status).toBe(401);
  });

  it('refuses rating yourself, and another user before an accepted connection', async () => {
    const self = await rate(founder, 'user', founder.user.id);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(RATING_MESSAGES.self);
    expect((await rate(founder, 'user', 999_999)).status).toBe(404);

    const noContact = await rate(founder, 'user', maker.user.id);
    expect(noContact.status).toBe(403);
    expect(noContact.body.message).toBe(RATING_MESSAGES.userNeedsConnection);

    const pending = await founder.client.post('/api/connections', { recipientId: maker.user.id, message: 'Hi Wei', projectId });
    connectionId = pending.body.id;
    expect((await rate(founder, 'user', maker.user.id)).status).toBe(403);
    expect((await rate(founder, 'connection', connectionId)).body.message).toBe(RATING_MESSAGES.connectionNotAccepted);
    expect((await rate(maker, 'project', projectId)).body.message).toBe(RATING_MESSAGES.projectNeedsConnection);
    await maker.client.patch(`/api/connections/${connectionId}`, { status: 'accepted' });
  });

  it('lets connected users rate each other; a second rating replaces the first; the average lands on cards', async () => {
    const first = await rate(founder, 'user', maker.user.id, 'good', 'Quick quotes.');
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ replaced: false, rating: { userId: founder.user.id, targetType: 'user', targetId: maker.user.id, ratingValue: 'good', score: 4, comment: 'Quick quotes.' } });
    expect(first.body.summary).toEqual({ average: 4, count: 1, distribution: { excellent: 0, good: 1, neutral: 0, poor: 0, terrible: 0 } });

    const second = await rate(founder, 'user', maker.user.id, 'excellent', 'Even better on the second run.');
    expect(second.status).toBe(200);
    expect(second.body.replaced).toBe(true);
    expect(second.body.rating.id).toBe(first.body.rating.id);
    expect(second.body.summary).toMatchObject({ average: 5, count: 1 });
    expect(await server.knex('ratings').where({ targetType: 'user', targetId: maker.user.id })).toHaveLength(1);

    expect((await rate(maker, 'user', founder.user.id, 'neutral')).status).toBe(201);
    const card = (await founder.client.get('/api/users?role=manufacturer')).body.items[0];
    expect(card).toMatchObject({ id: maker.user.id, rating: { average: 5, count: 1 } });
    expect((await maker.client.get(`/api/users/${founder.user.id}`)).body.rating).toEqual({ average: 3, count: 1 });
  });

  it('lets the two sides rate their accepted connection, and a connected partner rate the project (not its owner)', async () => {
    expect((await rate(maker, 'connection', connectionId, 'good')).status).toBe(201);
    expect((await rate(founder, 'connection', connectionId, 'excellent')).status).toBe(201);
    expect((await rate(stranger, 'connection', connectionId)).status).toBe(404);

    const own = await rate(founder, 'project', projectId);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(RATING_MESSAGES.ownProject);
    expect((await rate(maker, 'project', projectId, 'good')).status).toBe(201);
    expect((await rate(stranger, 'project', projectId)).body.message).toBe(RATING_MESSAGES.projectNeedsConnection);
    expect((await rate(stranger, 'project', 999_999)).status).toBe(404);
  });

  it('lets a member review a product only after a conversation with its seller (each side wrote), never its seller', async () => {
    const ratingsPath = `/api/ratings/target/product/${productId}`;
    const own = await rate(maker, 'product', productId);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(RATING_MESSAGES.ownProduct);
    expect((await maker.client.get(ratingsPath)).body.canRate).toBe(false);
    expect((await new TestClient(server.url).get(ratingsPath)).body.canRate).toBe(false);

    // Never talked with the seller: refused with the reason, and the product page is told so.
    const noContact = await rate(stranger, 'product', productId, 'poor', 'Arrived late.');
    expect(noContact).toMatchObject({ status: 403, body: { message: RATING_MESSAGES.productNeedsConversation } });
    expect((await stranger.client.get(ratingsPath)).body.canRate).toBe(false);

    // A request alone is only the reviewer talking: still refused.
    const request = await stranger.client.post('/api/connections', { recipientId: maker.user.id, message: 'Is the BLE module still available?' });
    expect(request.status).toBe(201);
    expect((await rate(stranger, 'product', productId, 'poor', 'Arrived late.')).body.message).toBe(RATING_MESSAGES.productNeedsConversation);

    // The seller accepts and answers: they have talked, the review is taken.
    expect((await maker.client.patch(`/api/connections/${request.body.id}`, { status: 'accepted' })).status).toBe(200);
    expect((await maker.client.post('/api/messages', { connectionId: request.body.id, recipientId: stranger.user.id, content: 'Yes, 40 in stock.' })).status).toBe(201);
    expect((await stranger.client.get(ratingsPath)).body.canRate).toBe(true);
    expect((await rate(stranger, 'product', productId, 'poor', 'Arrived late.')).status).toBe(201);

    // Founder's accepted connection holds only their own request text until the seller writes back.
    expect((await rate(founder, 'product', productId, 'excellent')).body.message).toBe(RATING_MESSAGES.productNeedsConversation);
    expect((await maker.client.post('/api/messages', { connectionId, recipientId: founder.user.id, content: 'Thanks for the rating!' })).status).toBe(201);
    expect((await rate(founder, 'product', productId, 'excellent')).status).toBe(201);
    expect((await rate(founder, 'product', 999_999)).status).toBe(404);
  });

  it('summarizes: average to 1 decimal, count, distribution; newest first with authors; my rating; public read', async () => {
    const raters = await Promise.all([signUp(server, 'entrepreneur', {}, { verified: true }), signUp(server, 'entrepreneur', {}, { verified: true }), signUp(server, 'entrepreneur', {}, { verified: true })]);
    for (const rater of raters) await converse(rater, maker);
    const values = ['good', 'good', 'terrible'];
    for (const [i, rater] of raters.entries()) expect((await rate(rater, 'product', productId, values[i])).status).toBe(201);
    // Product: poor(2), excellent(5), good(4), good(4), terrible(1) = 16 / 5 = 3.2
    const mine = await founder.client.get(`/api/ratings/target/product/${productId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.summary).toEqual({ average: 3.2, count: 5, distribution: { excellent: 1, good: 2, neutral: 0, poor: 1, terrible: 1 } });
    expect(mine.body.ratings).toHaveLength(5);
    expect(mine.body.ratings[0].author.id).toBe(raters[2]!.user.id);
    expect(mine.body.ratings.at(-1)).toMatchObject({ comment: 'Arrived late.', author: { fullName: 'Noah Stranger' } });
    expect(mine.body.myRating).toMatchObject({ userId: founder.user.id, ratingValue: 'excellent' });
    expect(mine.text).not.toMatch(/@example\.com/);

    const anonymous = await new TestClient(server.url).get(`/api/ratings/target/product/${productId}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.myRating).toBeNull();
    expect(anonymous.body.summary.count).toBe(5);

    const userRatings = await founder.client.get(`/api/ratings/target/connection/${connectionId}`);
    expect(userRatings.body.summary).toMatchObject({ average: 4.5, count: 2 });
    const empty = await founder.client.get(`/api/ratings/target/user/${stranger.user.id}`);
    expect(empty.body).toEqual({ summary: { average: null, count: 0, distribution: { excellent: 0, good: 0, neutral: 0, poor: 0, terrible: 0 } }, ratings: [], myRating: null, canRate: false });
    expect(await founder.client.get('/api/ratings/target/user/999999')).toMatchObject({ status: 404, body: { message: 'User not found.' } });
    expect((await founder.client.get(`/api/ratings/target/company/${productId}`)).status).toBe(400);
    expect((await founder.client.get('/api/ratings/target/product/abc')).status).toBe(404);
  });

  it('shows a deactivated author as null', async () => {
    await stranger.client.post('/api/user/deactivate', { confirmation: 'DEACTIVATE' });
    const body = (await founder.client.get(`/api/ratings/target/product/${productId}`)).body;
    expect(body.ratings.at(-1)).toMatchObject({ comment: 'Arrived late.', author: null });
  });

  it('needs a verified email to rate, with the resend offer; reading does not', async () => {
    const unverified = await signUp(server, 'entrepreneur');
    const refused = await rate(unverified, 'product', productId);
    expect(refused).toMatchObject({ status: 403, body: { message: RATING_MESSAGES.emailNotVerified, emailVerificationRequired: true } });
    expect(await server.knex('ratings').where({ userId: unverified.user.id })).toEqual([]);
    expect((await unverified.client.get(`/api/ratings/target/product/${productId}`)).status).toBe(200);
  });

  it('shows ratings only where their target can be seen, and authors only to signed-in viewers', async () => {
    const anonymous = new TestClient(server.url);
    const outsider = await signUp(server, 'designer', { fullName: 'Olga Outsider' }, { verified: true });
    // A connection's ratings: its two sides only; anyone else, and anonymous visitors, get 404.
    const connectionRatings = `/api/ratings/target/connection/${connectionId}`;
    expect((await founder.client.get(connectionRatings)).status).toBe(200);
    expect((await maker.client.get(connectionRatings)).status).toBe(200);
    for (const other of [outsider.client, anonymous]) {
      expect(await other.get(connectionRatings)).toMatchObject({ status: 404, body: { message: RATING_MESSAGES.connectionNotFound } });
    }
    // A project's: where the project can be seen. Active: any member, not anonymous; a draft: its owner only.
    const projectRatings = `/api/ratings/target/project/${projectId}`;
    await server.knex('projects').where({ id: projectId }).update({ status: 'active' });
    expect((await outsider.client.get(projectRatings)).status).toBe(200);
    expect((await anonymous.get(projectRatings)).status).toBe(404);
    await server.knex('projects').where({ id: projectId }).update({ status: 'draft' });
    expect((await founder.client.get(projectRatings)).status).toBe(200);
    for (const other of [outsider.client, maker.client, anonymous]) {
      const response = await other.get(projectRatings);
      expect(response, 'a draft project is invisible to others').toMatchObject({ status: 404, body: { message: RATING_MESSAGES.projectNotFound } });
      expect(response.text).not.toContain('comment');
    }
    await server.knex('projects').where({ id: projectId }).update({ status: 'active' });
    // Products are public, but anonymous visitors see no author cards.
    const product = await anonymous.get(`/api/ratings/target/product/${productId}`);
    expect(product.status).toBe(200);
    expect(product.body.ratings.length).toBeGreaterThan(0);
    for (const rating of product.body.ratings) expect(rating.author).toBeNull();
    expect(product.text).not.toContain('Maya Founder');
  });

  it("keeps a hidden listing's ratings from everyone but its seller and admins, and takes no new ones", async () => {
    const admin = await signUp(server, 'admin');
    const path = `/api/ratings/target/product/${productId}`;
    await server.knex('products').where({ id: productId }).update({ hiddenAt: new Date(), hiddenReason: 'Counterfeit parts' });
    try {
      for (const viewer of [new TestClient(server.url), founder.client]) {
        const response = await viewer.get(path);
        expect(response).toMatchObject({ status: 404, body: { message: RATING_MESSAGES.productNotFound } });
        expect(response.text).not.toContain('comment');
      }
      expect((await maker.client.get(path)).body.summary.count).toBeGreaterThan(0);
      expect((await admin.client.get(path)).status).toBe(200);
      const refused = await rate(founder, 'product', productId, 'terrible', 'Rated while hidden.');
      expect(refused).toMatchObject({ status: 404, body: { message: RATING_MESSAGES.productNotFound } });
      expect(await server.knex('ratings').where({ userId: founder.user.id, targetType: 'product', targetId: productId }).first()).toMatchObject({ ratingValue: 'excellent' });
    } finally {
      await server.knex('products').where({ id: productId }).update({ hiddenAt: null, hiddenReason: null });
    }
    expect((await founder.client.get(path)).status).toBe(200);
  });
});
