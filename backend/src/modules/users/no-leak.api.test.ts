import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { catalogueProduct, imageForm, ndaText, quoteBody, rfqBody, SUPPLIER_PROFILE, testImage, TUS, tusCreation } from '../../test-support/route-catalogue.ts';
import { notificationUnsubscribeToken } from '../notifications/index.ts';

const PASSWORD = 'Sturdy#Bridge42';
/** A small bill of materials, as a CSV file a member shares. */
const BOM = 'part,quantity,supplier\nM3 screw,40,Acme\nStandoff,8,Acme\n';
const SECRET_KEYS = /password|token|secret|recovery|stripe|paypal|hash/i;

/**
 * Secrets a route hands to their own owner on purpose, once: the TOTP secret at enrolment (for typing
 * into an app by hand) and the recovery codes when 2FA is switched on. Nothing else may match.
 */
const OWN_SECRETS_BY_DESIGN: Record<string, string[]> = {
  'POST /api/user/2fa/setup': ['$.secret'],
  'POST /api/user/2fa/enable': ['$.recoveryCodes'],
  // A payment's client secret is what the member's own card form confirms it with (Stripe's design).
  'POST /api/get-or-create-subscription': ['$.clientSecret'],
  'POST /api/create-payment-intent': ['$.clientSecret', '$.paymentIntent.client_secret'],
  // Public by design: the keys the browser's Stripe.js and PayPal SDK load with.
  'GET /api/payments/config': ['$.stripePublishableKey', '$.paypalClientId'],
  'GET /api/paypal/setup': ['$.clientToken'],
};

/** Walks a JSON value and lists every key that looks like a secret. */
function secretKeys(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => secretKeys(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => [
      ...(SECRET_KEYS.test(key) && key !== 'lastPasswordChangeAt' ? [`${path}.${key}`] : []),
      ...secretKeys(child, `${path}.${key}`),
    ]);
  }
  return [];
}

describe('no response leaks secrets or other users\' email', () => {
  let server: TestServer;
  const alice = { username: 'alice_leak', email: 'alice.leak@example.com', password: PASSWORD, fullName: 'Alice Leak', role: 'entrepreneur', dataConsent: true, privacyPolicyAccepted: true, termsAccepted: true };
  const bob = { ...alice, username: 'bob_leak', email: 'bob.leak@example.com', fullName: 'Bob Leak' };
  const carol = {
    ...alice, username: 'carol_leak', email: 'carol.leak@example.com', fullName: 'Carol Leak', role: 'manufacturer', companyName: 'Carol Works',
    location: 'Berlin, Germany', linkedinProfile: 'https://www.linkedin.com/in/carol', verificationCredential: 'ISO 9001:2015',
  };
  const others = [bob.email, carol.email];
  let bobId: number;
  let carolId: number;
  let aliceRequestId: number;
  let carolConnectionId: number;
  let bobProjectId: number;
  let aliceProjectId: number;
  let totpSecret: string;
  let bobProductId: number;
  let aliceProductId: number;
  let subscriptionIntent: string;
  let paymentIntent: string;
  let walletOrder: string;
  let aliceRunId: number;
  let carolFileId: number;
  let aliceFileId: number;
  let aliceUploadPath: string;
  let bobNdaVersionId: number;
  let aliceSignatureId: number;
  let carolClient: TestClient;
  let aliceRfq: { id: number; lineId: number };
  let carolQuestionId: number;
  const aliceId = async () => (await server.knex('users').where({ email: alice.email }).first()).id as number;

  beforeAll(async () => {
    server = await startTestServer();
    const bobClient = new TestClient(server.url);
    bobId = (await bobClient.post('/api/register', bob)).body.id;
    carolClient = new TestClient(server.url);
    carolId = (await carolClient.post('/api/register', carol)).body.id;
    bobProjectId = (await bobClient.post('/api/projects', {
      name: 'Bob public project', description: 'An active project anyone signed in may see.', status: 'active', tags: ['IoT'], stage: 'prototype',
    })).body.id;
    bobProductId = (await bobClient.post('/api/products', catalogueProduct({ name: 'Bob leak sensor' }))).body.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  /**
   * Every API route, and how to call it as Alice. A route added without an entry here fails the
   * "covers every route" test, so nobody ships an endpoint this check has not seen.
   */
  const calls: Record<string, (client: TestClient) => Promise<{ status: number; text: string; body: unknown }>> = {
    'POST /api/register': (c) => c.post('/api/register', alice),
    'POST /api/login': (c) => c.post('/api/login', { email: alice.email, password: PASSWORD }),
    'GET /api/user': (c) => c.get('/api/user'),
    'GET /api/clear-session': (c) => c.get('/api/clear-session'),
    'POST /api/forgot-password': (c) => c.post('/api/forgot-password', { email: bob.email }),
    // The public site's forms answer with a message only, never what was stored or who else wrote.
    'POST /api/contact': (c) => c.post('/api/contact', { name: 'Ada Lovelace', email: bob.email, subject: 'Tooling question', topic: 'general', message: 'How do I find a mould maker?' }),
    'POST /api/enterprise-requests': (c) =>
      c.post('/api/enterprise-requests', { name: 'Ada Lovelace', email: bob.email, company: 'Analytical Engines', role: 'executive', teamSize: '101-250', needs: 'Sourcing for 40 product lines.' }),
    'POST /api/newsletter': (c) => c.post('/api/newsletter', { email: bob.email }),
    // Registering Bob's address, twice: the answer says nothing about who is registered.
    'POST /api/events/:slug/registrations': async (c) => {
      await c.post('/api/events/ip-office-hours-patent-attorneys/registrations', { name: 'Bob Leak', email: bob.email });
      return c.post('/api/events/ip-office-hours-patent-attorneys/registrations', { name: 'Ada Lovelace', email: bob.email });
    },
    'GET /api/events/:slug/calendar': (c) => c.get('/api/events/ip-office-hours-patent-attorneys/calendar'),
    'POST /api/event-submissions': (c) =>
      c.post('/api/event-submissions', {
        name: 'Ada Lovelace', email: bob.email, title: 'Hardware Night Lisbon', date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        location: 'LX Factory, Lisbon', description: 'Lightning demos of working prototypes, then drinks.',
      }),
    'POST /api/reset-password': (c) => c.post('/api/reset-password', { token: 'a'.repeat(64), password: 'Another#Pass99' }),
    'GET /api/verify-email': (c) => c.get(`/api/verify-email?token=${'b'.repeat(64)}`),
    'POST /api/verify-email': (c) => c.post('/api/verify-email', { token: 'b'.repeat(64) }),
    'POST /api/resend-verification': (c) => c.post('/api/resend-verification'),
    'PATCH /api/user': (c) => c.patch('/api/user', { bio: 'Hardware founder', expertise: ['IoT'] }),
    'PATCH /api/user/preferences': (c) => c.patch('/api/user/preferences', { emailNotifications: false }),
    'POST /api/user/2fa/setup': async (c) => {
      const response = await c.post('/api/user/2fa/setup');
      totpSecret = response.body.secret;
      return response;
    },
    'POST /api/user/2fa/enable': async (c) => c.post('/api/user/2fa/enable', { code: await generate({ secret: totpSecret }) }),
    'POST /api/user/2fa/disable': (c) => c.post('/api/user/2fa/disable', { password: PASSWORD }),
    'POST /api/user/change-password': (c) => c.post('/api/user/change-password', { currentPassword: PASSWORD, newPassword: 'Another#Pass99' }),
    'POST /api/projects': async (c) => {
      const response = await c.post('/api/projects', { name: 'Alice project', description: 'A project with a connection to Bob.', status: 'active', tags: ['IoT'] });
      aliceProjectId = response.body.id;
      return response;
    },
    'GET /api/projects/user': (c) => c.get('/api/projects/user'),
    // Someone else's project: the owner's public profile only.
    'GET /api/projects/:id': (c) => c.get(`/api/projects/${bobProjectId}`),
    'PATCH /api/projects/:id': (c) => c.patch(`/api/projects/${aliceProjectId}`, { budget: '$10k' }),
    'GET /api/connections/project/:id': async (c) => {
      const now = new Date();
      await server.knex('connections').insert({ requesterId: bobId, recipientId: await aliceId(), projectId: aliceProjectId, status: 'accepted', message: 'Hi Alice', createdAt: now, updatedAt: now });
      await server.knex('messages').insert({ senderId: bobId, recipientId: await aliceId(), content: 'Hello from Bob', read: false, createdAt: now });
      return c.get(`/api/connections/project/${aliceProjectId}`);
    },
    // Bob in the latest messages, Carol among the recommended partners.
    'GET /api/dashboard': (c) => c.get('/api/dashboard'),
    // Bob and Carol in the search, Bob's profile, a request to Carol (sent, listed, withdrawn),
    // one from Carol accepted, and a rating of Bob (connected above) with its list.
    'GET /api/users': (c) => c.get('/api/users?q=leak'),
    'GET /api/users/:id': (c) => c.get(`/api/users/${bobId}`),
    'POST /api/connections': async (c) => {
      const response = await c.post('/api/connections', { recipientId: carolId, message: 'Hello Carol', projectId: aliceProjectId });
      aliceRequestId = response.body.id;
      return response;
    },
    'GET /api/connections': (c) => c.get('/api/connections'),
    'DELETE /api/connections/:id': (c) => c.delete(`/api/connections/${aliceRequestId}`),
    'PATCH /api/connections/:id': async (c) => {
      const now = new Date();
      const [id] = await server.knex('connections').insert({ requesterId: carolId, recipientId: await aliceId(), status: 'pending', message: 'Hi from Carol', createdAt: now, updatedAt: now });
      return c.patch(`/api/connections/${Number(id)}`, { status: 'accepted' });
    },
    'POST /api/ratings': async (c) => {
      await server.knex('users').where({ email: alice.email }).update({ email_verified: true }); // rating needs a verified email
      return c.post('/api/ratings', { targetType: 'user', targetId: bobId, ratingValue: 'excellent', comment: 'Great partner' });
    },
    'GET /api/ratings/target/:type/:id': (c) => c.get(`/api/ratings/target/user/${bobId}`),
    // In the connection with Carol accepted above, a message from Carol and Alice's answer; the lists, the thread, read marking.
    'POST /api/messages': async (c) => {
      carolConnectionId = Number((await server.knex('connections').where({ requesterId: carolId, status: 'accepted' }).first()).id);
      await server.knex('messages').insert({ senderId: carolId, recipientId: await aliceId(), connectionId: carolConnectionId, content: 'Hello from Carol', read: false, createdAt: new Date() });
      return c.post('/api/messages', { connectionId: carolConnectionId, recipientId: carolId, content: 'Hello Carol, nice to meet you' });
    },
    'GET /api/messages': (c) => c.get('/api/messages'),
    'GET /api/messages/unread': (c) => c.get('/api/messages/unread'),
    'GET /api/messages/summaries': (c) => c.get('/api/messages/summaries'),
    'GET /api/messages/connection/:id': (c) => c.get(`/api/messages/connection/${carolConnectionId}`),
    'POST /api/messages/connection/:id/read': (c) => c.post(`/api/messages/connection/${carolConnectionId}/read`),
    // Files in that conversation: Carol shares a drawing, Alice uploads notes (created, sent, listed, read, cancelled, deleted).
    'POST /api/files/uploads': async (c) => {
      const carolClient = new TestClient(server.url);
      await carolClient.post('/api/login', { email: carol.email, password: PASSWORD });
      const pdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
      const carolFile = await carolClient.request('POST', '/api/files/uploads', pdf, {
        ...tusCreation(Buffer.byteLength(pdf), { filename: 'carol-drawing.pdf', context: 'conversation', connectionId: String(carolConnectionId) }),
        'content-type': 'application/offset+octet-stream',
      });
      carolFileId = Number(carolFile.headers.get('x-file-id'));
      const created = await c.request('POST', '/api/files/uploads', undefined, tusCreation(Buffer.byteLength(BOM), { filename: 'bom.csv', context: 'conversation', connectionId: String(carolConnectionId) }));
      aliceUploadPath = created.headers.get('location') ?? '';
      return created;
    },
    'PATCH /api/files/uploads/:uploadId': async (c) => {
      const sent = await c.request('PATCH', aliceUploadPath, BOM, { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' });
      aliceFileId = Number(sent.headers.get('x-file-id'));
      return sent;
    },
    'GET /api/files': (c) => c.get(`/api/files?connectionId=${carolConnectionId}`),
    'GET /api/files/:id': (c) => c.get(`/api/files/${carolFileId}`),
    'GET /api/files/:id/download': (c) => c.get(`/api/files/${carolFileId}/download`),
    'DELETE /api/files/uploads/:uploadId': async (c) => {
      const created = await c.request('POST', '/api/files/uploads', undefined, tusCreation(4, { filename: 'later.csv', context: 'conversation', connectionId: String(carolConnectionId) }));
      return c.request('DELETE', created.headers.get('location') ?? '/api/files/uploads/missing', undefined, TUS);
    },
    'DELETE /api/files/:id': (c) => c.delete(`/api/files/${aliceFileId}`),
    // Bob's listing found, opened and saved; Alice lists, changes and removes her own, and uploads a picture.
    'GET /api/products': (c) => c.get('/api/products?search=leak'),
    'GET /api/products/:id': (c) => c.get(`/api/products/${bobProductId}`),
    'GET /api/products/:id/similar': (c) => c.get(`/api/products/${bobProductId}/similar`),
    'POST /api/products/:id/save': (c) => c.post(`/api/products/${bobProductId}/save`),
    'GET /api/products/saved': (c) => c.get('/api/products/saved'),
    'DELETE /api/products/:id/save': (c) => c.delete(`/api/products/${bobProductId}/save`),
    'POST /api/uploads': async (c) => c.post('/api/uploads', imageForm([{ name: 'alice.png', bytes: await testImage('png') }])),
    'POST /api/products': async (c) => {
      const response = await c.post('/api/products', catalogueProduct({ name: 'Alice leak listing' }));
      aliceProductId = response.body.id;
      return response;
    },
    'PATCH /api/products/:id': (c) => c.patch(`/api/products/${aliceProductId}`, { price: '21.00' }),
    'DELETE /api/products/:id': (c) => c.request('DELETE', `/api/products/${aliceProductId}`),
    // The AI tools, a kept run saved to Alice's project (before the project is deleted).
    'POST /api/ai/design-recommendations': (c) => c.post('/api/ai/design-recommendations', { specifications: 'IP67 tracker with a LiPo battery' }),
    'POST /api/ai/manufacturing-feasibility': (c) => c.post('/api/ai/manufacturing-feasibility', { designDescription: 'ABS case 100 x 60 x 30 mm', manufacturingMethod: 'injection_molding', volume: 500 }),
    'POST /api/ai/cost-estimation': (c) => c.post('/api/ai/cost-estimation', { designDetails: 'Bracket 60 x 40 x 10 mm', materials: ['aluminum_6061'], manufacturingMethod: 'cnc_machining', volume: 100 }),
    'POST /api/ai/quick-prototype-cost': async (c) => {
      const response = await c.post('/api/ai/quick-prototype-cost', { productType: 'IoT node', components: 'ESP32, BME280', complexity: 4, quantity: 2 });
      aliceRunId = response.body.runId;
      return response;
    },
    'GET /api/ai/runs': (c) => c.get('/api/ai/runs'),
    'GET /api/ai/runs/:id': (c) => c.get(`/api/ai/runs/${aliceRunId}`),
    'PATCH /api/ai/runs/:id': (c) => c.patch(`/api/ai/runs/${aliceRunId}`, { projectId: aliceProjectId }),
    'GET /api/projects/:id/estimates': (c) => c.get(`/api/projects/${aliceProjectId}/estimates`),
    // NDAs: Alice manages her project's (Bob is its partner), then signs the one Bob requires on his project.
    'GET /api/projects/:id/nda': (c) => c.get(`/api/projects/${aliceProjectId}/nda`),
    'POST /api/projects/:id/nda/versions': (c) => c.post(`/api/projects/${aliceProjectId}/nda/versions`, { text: ndaText() }),
    'PATCH /api/projects/:id/nda': (c) => c.patch(`/api/projects/${aliceProjectId}/nda`, { required: true, confidentialFields: ['budget'] }),
    'GET /api/shared-projects': async (c) => {
      const now = new Date();
      await server.knex('connections').insert({ requesterId: bobId, recipientId: await aliceId(), projectId: bobProjectId, status: 'accepted', message: 'Under NDA', createdAt: now, updatedAt: now });
      const bobClient = new TestClient(server.url);
      await bobClient.post('/api/login', { email: bob.email, password: PASSWORD });
      bobNdaVersionId = (await bobClient.post(`/api/projects/${bobProjectId}/nda/versions`, { text: ndaText() })).body.id;
      await bobClient.patch(`/api/projects/${bobProjectId}/nda`, { required: true, confidentialFields: ['description'] });
      return c.get('/api/shared-projects');
    },
    'GET /api/projects/:id/shared': (c) => c.get(`/api/projects/${bobProjectId}/shared`),
    'POST /api/projects/:id/nda/signatures': async (c) => {
      const response = await c.post(`/api/projects/${bobProjectId}/nda/signatures`, { versionId: bobNdaVersionId, fullName: 'alice  LEAK' });
      aliceSignatureId = response.body.id;
      return response;
    },
    'GET /api/nda-signatures/:id/pdf': (c) => c.get(`/api/nda-signatures/${aliceSignatureId}/pdf`),
    'DELETE /api/ai/runs/:id': (c) => c.request('DELETE', `/api/ai/runs/${aliceRunId}`),
    'DELETE /api/projects/:id': (c) => c.request('DELETE', `/api/projects/${aliceProjectId}`),
    // A plan by the simulated card, a one-off export, the billing calls, the simulated wallet, the export itself.
    'GET /api/payments/config': (c) => c.get('/api/payments/config'),
    'POST /api/get-or-create-subscription': async (c) => {
      const response = await c.post('/api/get-or-create-subscription', { plan: 'entrepreneur-basic', role: 'entrepreneur', pricingTier: 'monthly' });
      subscriptionIntent = response.body.paymentIntentId;
      return response;
    },
    'POST /api/simulated-subscription-success': (c) => c.post('/api/simulated-subscription-success', { plan: 'entrepreneur-basic', role: 'entrepreneur', interval: 'monthly', paymentIntentId: subscriptionIntent }),
    'POST /api/create-payment-intent': async (c) => {
      const response = await c.post('/api/create-payment-intent', { productId: 'export_data', quantity: 1 });
      paymentIntent = response.body.paymentIntentId;
      return response;
    },
    'POST /api/simulated-payment-success': (c) => c.post('/api/simulated-payment-success', { paymentIntentId: paymentIntent }),
    'GET /api/user/export': (c) => c.get('/api/user/export?format=csv'),
    'GET /api/billing': (c) => c.get('/api/billing'),
    'POST /api/billing/cancel': (c) => c.post('/api/billing/cancel'),
    'POST /api/billing/resume': (c) => c.post('/api/billing/resume'),
    'GET /api/paypal/setup': (c) => c.get('/api/paypal/setup'),
    'POST /api/paypal/order': async (c) => {
      const response = await c.post('/api/paypal/order', { amount: 9.99, currency: 'USD', intent: 'CAPTURE' });
      walletOrder = response.body.id;
      return response;
    },
    'POST /api/paypal/order/:orderId/capture': (c) => c.post(`/api/paypal/order/${walletOrder}/capture`),
    'POST /api/paypal/subscription-success': async (c) => {
      const order = await c.post('/api/paypal/order', { plan: 'entrepreneur-pro', role: 'entrepreneur', interval: 'monthly' });
      return c.post('/api/paypal/subscription-success', { orderId: order.body.id, subscriptionPlan: 'pro', interval: 'monthly' });
    },
    // Answers 404 where Stripe is not configured; its error body is checked like the rest.
    'POST /api/webhooks/stripe': (c) => c.post('/api/webhooks/stripe', { id: 'evt_1', type: 'invoice.paid' }),
    'POST /api/webhooks/paypal': (c) => c.post('/api/webhooks/paypal', { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'CAP-1' } }),
    // Alice reports Bob's listing (the receipt names nobody); she is no professional, so
    // re-submitting credentials is refused. The admin console shows members' emails by design, so as a
    // member Alice must get nothing but a 403 from every /api/admin route.
    'POST /api/reports': (c) => c.post('/api/reports', { targetType: 'product', targetId: bobProductId, reason: 'false_content', details: 'Not a leak sensor.' }),
    'POST /api/user/verification': (c) => c.post('/api/user/verification', { verificationCredential: 'ISO 9001' }),
    // Alice is no manufacturer: she reads her (empty) supplier profile and is refused the writes.
    // Requests for quote: Alice buys from Carol (invited, quoting, asking, awarded); she is no supplier, so the
    // supplier's routes refuse her. Carol shows by name, never by email.
    'POST /api/rfqs': async (c) => {
      const response = await c.post('/api/rfqs', rfqBody());
      aliceRfq = { id: response.body.id, lineId: response.body.lines[0].id };
      return response;
    },
    'GET /api/rfqs': (c) => c.get('/api/rfqs'),
    'PATCH /api/rfqs/:id': (c) => c.patch(`/api/rfqs/${aliceRfq.id}`, { description: 'Brackets for the leak sensor housing.' }),
    'POST /api/rfqs/:id/invitations': (c) => c.post(`/api/rfqs/${aliceRfq.id}/invitations`, { supplierIds: [carolId] }),
    'POST /api/rfqs/:id/publish': async (c) => {
      const response = await c.post(`/api/rfqs/${aliceRfq.id}/publish`);
      await carolClient.request('PUT', `/api/rfqs/${aliceRfq.id}/quote`, quoteBody(aliceRfq.lineId));
      carolQuestionId = (await carolClient.post(`/api/rfqs/${aliceRfq.id}/questions`, { question: 'Which anodise class?' })).body.id;
      return response;
    },
    'GET /api/rfqs/:id': (c) => c.get(`/api/rfqs/${aliceRfq.id}`),
    'GET /api/rfqs/inbox': (c) => c.get('/api/rfqs/inbox'),
    'GET /api/rfqs/:id/suggestions': (c) => c.get(`/api/rfqs/${aliceRfq.id}/suggestions`),
    'GET /api/rfqs/:id/quotes': (c) => c.get(`/api/rfqs/${aliceRfq.id}/quotes`),
    'GET /api/rfqs/:id/comparison': (c) => c.get(`/api/rfqs/${aliceRfq.id}/comparison`),
    'GET /api/rfqs/:id/comparison/export': (c) => c.get(`/api/rfqs/${aliceRfq.id}/comparison/export`),
    'GET /api/rfqs/:id/questions': (c) => c.get(`/api/rfqs/${aliceRfq.id}/questions`),
    'POST /api/rfqs/:id/questions/:questionId/answer': (c) => c.post(`/api/rfqs/${aliceRfq.id}/questions/${carolQuestionId}/answer`, { answer: 'Class II.', visibility: 'all' }),
    'GET /api/rfqs/:id/quote': (c) => c.get(`/api/rfqs/${aliceRfq.id}/quote`),
    'PUT /api/rfqs/:id/quote': (c) => c.request('PUT', `/api/rfqs/${aliceRfq.id}/quote`, quoteBody(aliceRfq.lineId)),
    'POST /api/rfqs/:id/quote/withdraw': (c) => c.post(`/api/rfqs/${aliceRfq.id}/quote/withdraw`, {}),
    'POST /api/rfqs/:id/decline': (c) => c.post(`/api/rfqs/${aliceRfq.id}/decline`, { reason: 'Not mine to decline.' }),
    'POST /api/rfqs/:id/questions': (c) => c.post(`/api/rfqs/${aliceRfq.id}/questions`, { question: 'Can I ask myself?' }),
    'POST /api/rfqs/:id/award': (c) => c.post(`/api/rfqs/${aliceRfq.id}/award`, { mode: 'whole', supplierId: carolId }),
    'POST /api/rfqs/:id/cancel': async (c) => c.post(`/api/rfqs/${(await c.post('/api/rfqs', rfqBody())).body.id}/cancel`, { reason: 'Changed plans.' }),
    'GET /api/projects/:id/rfqs': async (c) => {
      const project = await c.post('/api/projects', { name: 'Alice sourcing project', description: 'Brackets to source from a project.' });
      return c.get(`/api/projects/${project.body.id}/rfqs`);
    },
    // By now Alice has heard of quotes, questions and connection requests: their actors are named, never their emails.
    'GET /api/notifications': (c) => c.get('/api/notifications'),
    'POST /api/notifications/:id/read': async (c) => c.post(`/api/notifications/${(await c.get('/api/notifications')).body.items[0].id}/read`),
    'POST /api/notifications/read-all': (c) => c.post('/api/notifications/read-all'),
    'GET /api/notifications/preferences': (c) => c.get('/api/notifications/preferences'),
    'PUT /api/notifications/preferences': (c) => c.request('PUT', '/api/notifications/preferences', { channels: { 'rfq-quote': 'digest' }, timeZone: 'Europe/Berlin' }),
    'POST /api/notifications/unsubscribe': async (c) => c.post(`/api/notifications/unsubscribe?token=${notificationUnsubscribeToken(server.app.deps.encryptionKey, await aliceId(), 'file-shared')}`),
    'GET /api/user/supplier-profile': (c) => c.get('/api/user/supplier-profile'),
    'PUT /api/user/supplier-profile': (c) => c.request('PUT', '/api/user/supplier-profile', SUPPLIER_PROFILE),
    'POST /api/user/supplier-profile/certifications': (c) => c.post('/api/user/supplier-profile/certifications', { certification: 'ul', fileId: carolFileId }),
    'DELETE /api/user/supplier-profile/certifications/:id': (c) => c.request('DELETE', '/api/user/supplier-profile/certifications/1'),
    'POST /api/user/supplier-profile/portfolio': (c) => c.post('/api/user/supplier-profile/portfolio', { title: 'Bracket' }),
    'PATCH /api/user/supplier-profile/portfolio/:id': (c) => c.patch('/api/user/supplier-profile/portfolio/1', { title: 'Bracket' }),
    'DELETE /api/user/supplier-profile/portfolio/:id': (c) => c.request('DELETE', '/api/user/supplier-profile/portfolio/1'),
    ...Object.fromEntries(
      [
        'GET /api/admin/overview', 'GET /api/admin/verifications', 'POST /api/admin/verifications/:id/approve', 'POST /api/admin/verifications/:id/reject',
        'GET /api/admin/members', 'GET /api/admin/members/:id', 'POST /api/admin/members/:id/deactivate', 'POST /api/admin/members/:id/reactivate',
        'GET /api/admin/reports', 'POST /api/admin/reports/:id/resolve', 'GET /api/admin/listings', 'POST /api/admin/listings/:type/:id/hide',
        'POST /api/admin/listings/:type/:id/restore', 'GET /api/admin/inbox', 'PATCH /api/admin/inbox/:id', 'POST /api/admin/inbox/:id/reply', 'GET /api/admin/audit',
        'GET /api/admin/certifications', 'POST /api/admin/certifications/:id/approve', 'POST /api/admin/certifications/:id/reject',
        'POST /api/admin/sourcing/:type/:id/hide', 'POST /api/admin/sourcing/:type/:id/restore', 'GET /api/admin/sourcing/hidden',
      ].map((route) => {
        const [method, pattern] = route.split(' ') as [string, string];
        const path = pattern.replace(':type', 'product').replace(':id', '1');
        return [route, async (c: TestClient) => {
          const response = await c.request(method, path, method === 'GET' ? undefined : { reason: 'Checked against the terms.' });
          expect(response.status, route).toBe(403);
          return response;
        }];
      }),
    ),
    'POST /api/logout': (c) => c.post('/api/logout'),
    'POST /api/user/deactivate': (c) => c.post('/api/user/deactivate', { confirmation: 'nope' }),
  };

  it('covers every route of the API', () => {
    expect(Object.keys(calls).sort()).toEqual([...server.app.routes].sort());
  });

  it('returns no password hash, token or secret, and no other user\'s email, from any route', async () => {
    const browser = new TestClient(server.url);
    // Also the error answers: register again (409) and log in as Bob with a wrong password (401).
    const extra = [
      await browser.post('/api/register', { ...alice, username: 'alice_other', email: bob.email }),
      await browser.post('/api/login', { email: bob.email, password: 'Wrong#Password1' }),
    ];
    const responses: Array<{ route: string; response: { status: number; text: string; body: unknown } }> = [];
    for (const [route, call] of Object.entries(calls)) responses.push({ route, response: await call(browser) });
    const user = responses.find((r) => r.route === 'GET /api/user')!.response;
    expect(user.status).toBe(200);
    expect((user.body as { email: string }).email).toBe(alice.email);

    for (const { route, response } of [...responses, ...extra.map((response) => ({ route: 'error', response }))]) {
      expect(response.status, `${route}: ${response.text}`).toBeLessThan(500);
      expect(secretKeys(response.body), route).toEqual(OWN_SECRETS_BY_DESIGN[route] ?? []);
      expect(response.text, route).not.toContain('$argon2');
      for (const email of others) expect(response.text, route).not.toContain(email);
    }
    // The feature routes matched below were walked on their success paths.
    // (Providers' webhooks answer 404 while that provider is not configured, as here.)
    for (const { route, response } of responses.filter((r) => !r.route.includes('/webhooks/') && /notifications|projects|connections|dashboard|2fa|preferences|change-password|PATCH \/api\/user$|\/api\/users|ratings|messages|products|uploads|subscription|payment|billing|paypal|export|\/ai\/|estimates/.test(r.route))) {
      expect(response.status, `${route}: ${response.text}`).toBeLessThan(300);
    }
    // The routes that show other people really did show them.
    const text = (route: string) => responses.find((r) => r.route === route)!.response.text;
    expect(text('GET /api/projects/:id')).toContain('Bob Leak');
    expect(text('GET /api/connections/project/:id')).toContain('Bob Leak');
    expect(text('GET /api/dashboard')).toContain('Hello from Bob');
    expect(text('GET /api/dashboard')).toContain('Carol Leak');
    for (const route of ['GET /api/users', 'GET /api/connections', 'PATCH /api/connections/:id']) expect(text(route)).toContain('Carol Leak');
    expect(text('GET /api/users')).toContain('Bob Leak');
    expect(text('GET /api/users/:id')).toContain('Bob public project');
    expect(text('GET /api/ratings/target/:type/:id')).toContain('Great partner');
    for (const route of ['GET /api/messages', 'GET /api/messages/connection/:id']) expect(text(route)).toContain('Carol Leak');
    expect(text('GET /api/messages')).toContain('Bob Leak');
    for (const route of ['GET /api/products', 'GET /api/products/:id', 'GET /api/products/saved']) expect(text(route)).toContain('Bob Leak');
    for (const route of ['GET /api/shared-projects', 'GET /api/projects/:id/shared', 'GET /api/projects/:id/nda']) expect(text(route)).toContain('Bob Leak');
    for (const route of ['GET /api/rfqs/:id', 'GET /api/rfqs/:id/quotes', 'GET /api/rfqs/:id/comparison', 'GET /api/rfqs/:id/questions', 'POST /api/rfqs/:id/award']) expect(text(route)).toContain('Carol Leak');
  });
});
