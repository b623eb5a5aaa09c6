import { generate } from 'otplib';
import sharp from 'sharp';
import { signUp, signUpAdmin, signUpPayload, TEST_PASSWORD, type TestAccount } from './accounts.ts';
import { notificationUnsubscribeToken } from '../modules/notifications/index.ts';
import { TestClient } from './test-client.ts';
import type { TestServer } from './test-server.ts';
import type { RfqDetail } from '#shared/schemas/sourcing-schemas.ts';

/**
 * One valid call of every API route, for the tests that must reach all of them: the authorization
 * matrix (each route as anonymous, a stranger and its owner or party) and the bad-input sweep (the
 * valid call, mutated). A route without an entry here fails both tests, so a new endpoint is born
 * inside them: give it an `access(...)` rule on its router and a case below.
 */
export interface World {
  server: TestServer;
  /** Owns the projects; sent the accepted connection to `partner` about `activeProjectId`. */
  owner: TestAccount;
  partner: TestAccount;
  /** Signed in, verified, with no connection to anyone. */
  stranger: TestAccount;
  activeProjectId: number;
  draftProjectId: number;
  connectionId: number;
  /** A listing `owner` sells. */
  productId: number;
  /** An administrator signed in with two-factor sign-in (as production makes one). */
  admin: TestAccount;
  /** A new verified member, for calls that use an account up (deactivate, 2FA, password change...). */
  fresh(role?: Parameters<typeof signUp>[1]): Promise<TestAccount>;
}

export type CallerKind = 'anonymous' | 'stranger' | 'actor';

export interface Caller {
  kind: CallerKind;
  /** The caller's own client (anonymous: a client with no session). */
  client: TestClient;
  account?: TestAccount;
}

export interface RouteRequest {
  method: string;
  /** The concrete path, query string included. */
  path: string;
  body?: unknown;
  /** Send as this client instead of the caller's (a fresh account for a call that uses it up). */
  client?: TestClient;
  /** Headers the call needs besides the client's own (the tus protocol's). */
  headers?: Record<string, string>;
}

export interface RouteCase {
  /** Which account acts: owner and party routes name a side (default owner); admin routes act as the admin. */
  actor?: 'owner' | 'partner' | 'admin';
  /** Statuses the actor may get for a valid call besides 2xx (GET /api/verify-email redirects). */
  okStatuses?: number[];
  request(world: World, caller: Caller): RouteRequest | Promise<RouteRequest>;
}

const now = () => new Date();

/** The account a case's valid call is made as. */
export function actorOf(world: World, routeCase: RouteCase): TestAccount {
  return routeCase.actor === 'partner' ? world.partner : routeCase.actor === 'admin' ? world.admin : world.owner;
}

// ---------------------------------------------------------------- admin console fixtures (made fresh for calls that use them up)
/** A professional who signed up with a credential: waiting in the verification queue. */
const pendingProfessional = async (w: World) => (await w.fresh('manufacturer')).user.id;

/** An open report (a fresh member reports the shared listing). */
async function openReport(w: World): Promise<number> {
  const reporter = await w.fresh();
  const response = await reporter.client.post('/api/reports', { targetType: 'product', targetId: w.productId, reason: 'false_content' });
  if (response.status !== 201) throw new Error(`report failed: ${response.status} ${response.text}`);
  return (response.body as { id: number }).id;
}

async function freshListing(w: World, hidden = false, seller: TestAccount = w.partner): Promise<number> {
  const { id } = (await seller.client.post('/api/products', catalogueProduct())).body as { id: number };
  if (hidden) await w.server.knex('products').where({ id }).update({ hiddenAt: new Date(), hiddenReason: 'Catalogue fixture' });
  return id;
}

async function inboundRequest(w: World): Promise<number> {
  const [id] = await w.server.knex('inboundRequests').insert({
    kind: 'contact', status: 'new', name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Tooling question', topic: 'general',
    message: 'How do I find a mould maker?', createdAt: now(), updatedAt: now(),
  });
  return Number(id);
}

const REASON = { reason: 'Checked against the terms of service.' };
const admin = (request: RouteCase['request']): RouteCase => ({ actor: 'admin', request });

/** A signed-in caller acts through a fresh account for calls that use it up, so the shared accounts survive. */
const freshFor = async (world: World, caller: Caller) => (caller.kind === 'anonymous' ? caller.client : (await world.fresh()).client);

/** A fresh account with two-factor sign-in switched on. */
async function withTwoFactor(world: World): Promise<TestClient> {
  const account = await world.fresh();
  const { secret } = (await account.client.post('/api/user/2fa/setup')).body as { secret: string };
  await account.client.post('/api/user/2fa/enable', { code: await generate({ secret }) });
  return account.client;
}

/** A pending simulated plan payment of the client's (a placeholder reference for an anonymous client). */
async function subscriptionAttempt(client: TestClient): Promise<string> {
  const response = await client.post('/api/get-or-create-subscription', { plan: 'entrepreneur-basic', role: 'entrepreneur', pricingTier: 'monthly' });
  return (response.body as { paymentIntentId?: string }).paymentIntentId ?? 'sim_pi_unknown';
}

/** A pending simulated one-off payment of the client's. */
async function paymentAttempt(client: TestClient): Promise<string> {
  const response = await client.post('/api/create-payment-intent', { productId: 'export_data', quantity: 1 });
  return (response.body as { paymentIntentId?: string }).paymentIntentId ?? 'sim_pi_unknown';
}

/** A client on a paid plan (simulated), optionally already set to cancel at the period's end. */
async function subscribedClient(world: World, caller: Caller, { canceling = false } = {}): Promise<TestClient> {
  const client = await freshFor(world, caller);
  const paymentIntentId = await subscriptionAttempt(client);
  await client.post('/api/simulated-subscription-success', { plan: 'entrepreneur-basic', role: 'entrepreneur', interval: 'monthly', paymentIntentId });
  if (canceling) await client.post('/api/billing/cancel');
  return client;
}

async function pendingRequestTo(world: World, recipientId: number): Promise<number> {
  const requester = await world.fresh('designer');
  const [id] = await world.server.knex('connections').insert({
    requesterId: requester.user.id, recipientId, status: 'pending', message: 'Hello from the catalogue', createdAt: now(), updatedAt: now(),
  });
  return Number(id);
}

export const ROUTE_CASES: Record<string, RouteCase> = {
  // ---------------------------------------------------------------- accounts (public)
  // Always a new client: registering signs the client in as the new account.
  'POST /api/register': { request: (w) => ({ method: 'POST', path: '/api/register', body: signUpPayload(), client: new TestClient(w.server.url) }) },
  'POST /api/login': { request: (w) => ({ method: 'POST', path: '/api/login', body: { email: w.partner.email, password: TEST_PASSWORD }, client: new TestClient(w.server.url) }) },
  'POST /api/logout': { request: (w, c) => ({ method: 'POST', path: '/api/logout', client: c.kind === 'anonymous' ? c.client : new TestClient(w.server.url) }) },
  'GET /api/clear-session': { request: () => ({ method: 'GET', path: '/api/clear-session' }) },
  'POST /api/forgot-password': { request: (w) => ({ method: 'POST', path: '/api/forgot-password', body: { email: w.stranger.email } }) },
  'POST /api/reset-password': { okStatuses: [400], request: () => ({ method: 'POST', path: '/api/reset-password', body: { token: 'a'.repeat(64), password: 'Another#Pass99' } }) },
  'GET /api/verify-email': { okStatuses: [302], request: () => ({ method: 'GET', path: `/api/verify-email?token=${'b'.repeat(64)}` }) },
  'POST /api/verify-email': { okStatuses: [400], request: () => ({ method: 'POST', path: '/api/verify-email', body: { token: 'b'.repeat(64) } }) },
  'POST /api/contact': {
    request: () => ({ method: 'POST', path: '/api/contact', body: { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Tooling question', topic: 'general', message: 'How do I find a mould maker?' } }),
  },
  'POST /api/enterprise-requests': {
    request: () => ({
      method: 'POST', path: '/api/enterprise-requests',
      body: { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', role: 'executive', teamSize: '101-250', needs: 'Sourcing for 40 product lines.' },
    }),
  },
  'POST /api/newsletter': { request: () => ({ method: 'POST', path: '/api/newsletter', body: { email: 'reader@example.com' } }) },
  'POST /api/events/:slug/registrations': {
    request: () => ({ method: 'POST', path: '/api/events/ip-office-hours-patent-attorneys/registrations', body: { name: 'Ada Lovelace', email: 'ada@example.com' } }),
  },
  'GET /api/events/:slug/calendar': { request: () => ({ method: 'GET', path: '/api/events/ip-office-hours-patent-attorneys/calendar' }) },
  'POST /api/event-submissions': {
    request: () => ({
      method: 'POST', path: '/api/event-submissions',
      body: {
        name: 'Ada Lovelace', email: 'ada@example.com', title: 'Hardware Night Lisbon', date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        location: 'LX Factory, Lisbon', link: 'https://example.com/hardware-night', description: 'Lightning demos of working prototypes, then drinks.',
      },
    }),
  },
  'GET /api/ratings/target/:type/:id': { request: (w) => ({ method: 'GET', path: `/api/ratings/target/user/${w.partner.user.id}` }) },

  // ---------------------------------------------------------------- the signed-in member's own account
  'GET /api/user': { request: () => ({ method: 'GET', path: '/api/user' }) },
  'PATCH /api/user': { request: () => ({ method: 'PATCH', path: '/api/user', body: { bio: 'Builds hardware.', expertise: ['IoT Devices'] } }) },
  'PATCH /api/user/preferences': { request: () => ({ method: 'PATCH', path: '/api/user/preferences', body: { emailNotifications: true } }) },
  'POST /api/resend-verification': {
    request: async (w, c) => {
      if (c.kind !== 'actor') return { method: 'POST', path: '/api/resend-verification' };
      return { method: 'POST', path: '/api/resend-verification', client: (await signUp(w.server)).client }; // unverified
    },
  },
  'POST /api/user/change-password': {
    request: async (w, c) => ({ method: 'POST', path: '/api/user/change-password', body: { currentPassword: TEST_PASSWORD, newPassword: 'Another#Pass99' }, client: await freshFor(w, c) }),
  },
  'POST /api/user/2fa/setup': { request: async (w, c) => ({ method: 'POST', path: '/api/user/2fa/setup', client: await freshFor(w, c) }) },
  'POST /api/user/2fa/enable': {
    request: async (w, c) => {
      if (c.kind !== 'actor') return { method: 'POST', path: '/api/user/2fa/enable', body: { code: '123456' } };
      const account = await w.fresh();
      const { secret } = (await account.client.post('/api/user/2fa/setup')).body as { secret: string };
      return { method: 'POST', path: '/api/user/2fa/enable', body: { code: await generate({ secret }) }, client: account.client };
    },
  },
  'POST /api/user/2fa/disable': {
    request: async (w, c) => ({ method: 'POST', path: '/api/user/2fa/disable', body: { password: TEST_PASSWORD }, client: c.kind === 'anonymous' ? c.client : await withTwoFactor(w) }),
  },
  'POST /api/user/deactivate': { request: async (w, c) => ({ method: 'POST', path: '/api/user/deactivate', body: { confirmation: 'DEACTIVATE' }, client: await freshFor(w, c) }) },
  'GET /api/dashboard': { request: () => ({ method: 'GET', path: '/api/dashboard' }) },

  // ---------------------------------------------------------------- projects
  'GET /api/projects/user': { request: () => ({ method: 'GET', path: '/api/projects/user' }) },
  'POST /api/projects': { request: () => ({ method: 'POST', path: '/api/projects', body: { name: 'Catalogue project', description: 'A project made by the route catalogue.' } }) },
  // A draft: only its owner sees it (an active one any member may read).
  'GET /api/projects/:id': { request: (w) => ({ method: 'GET', path: `/api/projects/${w.draftProjectId}` }) },
  'PATCH /api/projects/:id': { request: (w) => ({ method: 'PATCH', path: `/api/projects/${w.activeProjectId}`, body: { budget: '$25k' } }) },
  'DELETE /api/projects/:id': {
    request: async (w, c) => {
      if (c.kind !== 'actor') return { method: 'DELETE', path: `/api/projects/${w.activeProjectId}` };
      const { id } = (await w.owner.client.post('/api/projects', { name: 'To delete', description: 'A project the catalogue deletes.' })).body as { id: number };
      return { method: 'DELETE', path: `/api/projects/${id}` };
    },
  },
  'GET /api/connections/project/:id': { request: (w) => ({ method: 'GET', path: `/api/connections/project/${w.activeProjectId}` }) },

  // ---------------------------------------------------------------- partners, connections, ratings
  'GET /api/users': { request: () => ({ method: 'GET', path: '/api/users?q=catalogue' }) },
  'GET /api/users/:id': { request: (w) => ({ method: 'GET', path: `/api/users/${w.partner.user.id}` }) },
  'GET /api/connections': { request: () => ({ method: 'GET', path: '/api/connections' }) },
  'POST /api/connections': { request: async (w) => ({ method: 'POST', path: '/api/connections', body: { recipientId: (await w.fresh('supplier')).user.id, message: 'Hello there' } }) },
  // The recipient answers a request.
  'PATCH /api/connections/:id': {
    actor: 'partner',
    request: async (w) => ({ method: 'PATCH', path: `/api/connections/${await pendingRequestTo(w, w.partner.user.id)}`, body: { status: 'accepted' } }),
  },
  // The requester withdraws a pending request.
  'DELETE /api/connections/:id': {
    request: async (w) => {
      const recipient = await w.fresh('supplier');
      const { id } = (await w.owner.client.post('/api/connections', { recipientId: recipient.user.id, message: 'Hello, withdrawn soon' })).body as { id: number };
      return { method: 'DELETE', path: `/api/connections/${id}` };
    },
  },
  'POST /api/ratings': { request: (w) => ({ method: 'POST', path: '/api/ratings', body: { targetType: 'connection', targetId: w.connectionId, ratingValue: 'good', comment: 'Smooth.' } }) },

  // ---------------------------------------------------------------- messages
  'GET /api/messages': { request: () => ({ method: 'GET', path: '/api/messages?limit=10' }) },
  'GET /api/messages/unread': { request: () => ({ method: 'GET', path: '/api/messages/unread' }) },
  'GET /api/messages/summaries': { request: () => ({ method: 'GET', path: '/api/messages/summaries' }) },
  'GET /api/messages/connection/:id': { request: (w) => ({ method: 'GET', path: `/api/messages/connection/${w.connectionId}` }) },
  'POST /api/messages': {
    actor: 'partner',
    request: (w) => ({ method: 'POST', path: '/api/messages', body: { connectionId: w.connectionId, recipientId: w.owner.user.id, content: 'Samples ship Friday.' } }),
  },
  'POST /api/messages/connection/:id/read': { request: (w) => ({ method: 'POST', path: `/api/messages/connection/${w.connectionId}/read` }) },

  // ---------------------------------------------------------------- marketplace
  'GET /api/products': { request: () => ({ method: 'GET', path: '/api/products?search=catalogue&category=sensors&minPrice=1&maxPrice=500&sortBy=price-low&tags=i2c&page=1&limit=10' }) },
  'GET /api/products/:id': { request: (w) => ({ method: 'GET', path: `/api/products/${w.productId}` }) },
  'GET /api/products/:id/similar': { request: (w) => ({ method: 'GET', path: `/api/products/${w.productId}/similar` }) },
  'GET /api/products/saved': { request: () => ({ method: 'GET', path: '/api/products/saved' }) },
  'POST /api/products': { request: () => ({ method: 'POST', path: '/api/products', body: catalogueProduct() }) },
  'PATCH /api/products/:id': { request: (w) => ({ method: 'PATCH', path: `/api/products/${w.productId}`, body: { price: '42.50', tags: ['i2c', 'humidity'] } }) },
  'DELETE /api/products/:id': {
    request: async (w, c) => {
      if (c.kind !== 'actor') return { method: 'DELETE', path: `/api/products/${w.productId}` };
      const { id } = (await w.owner.client.post('/api/products', catalogueProduct())).body as { id: number };
      return { method: 'DELETE', path: `/api/products/${id}` };
    },
  },
  // Someone else's listing: the seller cannot save their own.
  'POST /api/products/:id/save': { actor: 'partner', request: (w) => ({ method: 'POST', path: `/api/products/${w.productId}/save` }) },
  'DELETE /api/products/:id/save': { actor: 'partner', request: (w) => ({ method: 'DELETE', path: `/api/products/${w.productId}/save` }) },
  'POST /api/uploads': { request: async () => ({ method: 'POST', path: '/api/uploads', body: imageForm([{ name: 'board.png', bytes: await testImage('png') }]) }) },

  // ---------------------------------------------------------------- shared files (tus uploads, then reads)
  'POST /api/files/uploads': {
    request: (w) => ({ method: 'POST', path: '/api/files/uploads', headers: tusCreation(8, { filename: 'notes.csv', context: 'conversation', connectionId: String(w.connectionId) }) }),
  },
  'PATCH /api/files/uploads/:uploadId': {
    request: async (w) => ({ method: 'PATCH', path: await ownerUpload(w), body: 'a,b\n', headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' } }),
  },
  'DELETE /api/files/uploads/:uploadId': { request: async (w) => ({ method: 'DELETE', path: await ownerUpload(w), headers: TUS }) },
  'GET /api/files': { request: (w) => ({ method: 'GET', path: `/api/files?connectionId=${w.connectionId}` }) },
  'GET /api/files/:id': { request: async (w) => ({ method: 'GET', path: `/api/files/${await catalogueFile(w)}` }) },
  'GET /api/files/:id/download': { request: async (w) => ({ method: 'GET', path: `/api/files/${await catalogueFile(w)}/download` }) },
  'DELETE /api/files/:id': { request: async (w) => ({ method: 'DELETE', path: `/api/files/${await catalogueFile(w, true)}` }) },

  // ---------------------------------------------------------------- plans and payments
  'GET /api/payments/config': { request: () => ({ method: 'GET', path: '/api/payments/config' }) },
  'POST /api/get-or-create-subscription': {
    request: async (w, c) => ({ method: 'POST', path: '/api/get-or-create-subscription', body: { plan: 'entrepreneur-pro', role: 'entrepreneur', pricingTier: 'annually' }, client: await freshFor(w, c) }),
  },
  'POST /api/simulated-subscription-success': {
    request: async (w, c) => {
      const client = await freshFor(w, c);
      const body = { plan: 'entrepreneur-basic', role: 'entrepreneur', interval: 'monthly', paymentIntentId: await subscriptionAttempt(client), cardNumber: '4242 4242 4242 4242' };
      return { method: 'POST', path: '/api/simulated-subscription-success', body, client };
    },
  },
  'POST /api/create-payment-intent': { request: () => ({ method: 'POST', path: '/api/create-payment-intent', body: { amount: 1, productId: 'verified_badge', quantity: 1 } }) },
  'POST /api/simulated-payment-success': {
    request: async (w, c) => {
      const client = await freshFor(w, c);
      return { method: 'POST', path: '/api/simulated-payment-success', body: { paymentIntentId: await paymentAttempt(client) }, client };
    },
  },
  'GET /api/billing': { request: () => ({ method: 'GET', path: '/api/billing' }) },
  'POST /api/billing/cancel': { request: async (w, c) => ({ method: 'POST', path: '/api/billing/cancel', client: await subscribedClient(w, c) }) },
  'GET /api/paypal/setup': { request: () => ({ method: 'GET', path: '/api/paypal/setup' }) },
  'POST /api/paypal/order': {
    request: () => ({ method: 'POST', path: '/api/paypal/order', body: { amount: '29.00', currency: 'USD', intent: 'CAPTURE', plan: 'entrepreneur-basic', role: 'entrepreneur', interval: 'monthly' } }),
  },
  'POST /api/paypal/order/:orderId/capture': {
    request: async (w, c) => {
      // The owner's own order; a stranger tries to capture it (404), anonymous gets 401.
      const order = await w.owner.client.post('/api/paypal/order', { amount: 9.99, currency: 'USD', intent: 'CAPTURE' });
      return { method: 'POST', path: `/api/paypal/order/${(order.body as { id?: string }).id ?? 'SIMUNKNOWN'}/capture`, ...(c.kind === 'actor' && { client: w.owner.client }) };
    },
  },
  'POST /api/paypal/subscription-success': {
    request: async (w, c) => {
      const client = await freshFor(w, c);
      const order = await client.post('/api/paypal/order', { plan: 'entrepreneur-basic', role: 'entrepreneur', interval: 'monthly' });
      const orderId = (order.body as { id?: string }).id ?? 'SIMUNKNOWN';
      await client.post(`/api/paypal/order/${orderId}/capture`);
      return { method: 'POST', path: '/api/paypal/subscription-success', body: { orderId, subscriptionPlan: 'basic', interval: 'monthly' }, client };
    },
  },
  // A member who bought the export (a fresh one, so the shared accounts stay without it).
  'GET /api/user/export': {
    request: async (w, c) => {
      const client = await freshFor(w, c);
      const intent = await client.post('/api/create-payment-intent', { productId: 'export_data', quantity: 1 });
      await client.post('/api/simulated-payment-success', { paymentIntentId: (intent.body as { paymentIntentId?: string }).paymentIntentId ?? 'sim_pi_unknown' });
      return { method: 'GET', path: '/api/user/export?format=csv', client };
    },
  },
  // 404 where Stripe is not configured (this world); stripe.api.test.ts calls it signed, with Stripe.
  'POST /api/webhooks/stripe': { okStatuses: [404], request: () => ({ method: 'POST', path: '/api/webhooks/stripe', body: { id: 'evt_1', type: 'invoice.paid' } }) },
  // 404 where PayPal webhooks are not configured (this world); paypal.api.test.ts delivers them, verified, with PayPal.
  'POST /api/webhooks/paypal': { okStatuses: [404], request: () => ({ method: 'POST', path: '/api/webhooks/paypal', body: { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED' } }) },
  'POST /api/billing/resume': { request: async (w, c) => ({ method: 'POST', path: '/api/billing/resume', client: await subscribedClient(w, c, { canceling: true }) }) },

  // ---------------------------------------------------------------- reports and the admin console
  'POST /api/reports': {
    // One open report per member and target: each signed-in caller reports a new listing.
    request: async (w, c) => ({ method: 'POST', path: '/api/reports', body: { targetType: 'product', targetId: c.kind === 'anonymous' ? w.productId : await freshListing(w), reason: 'false_content', details: 'The photos show another product.' } }),
  },
  'POST /api/user/verification': {
    request: async (w, c) => {
      if (c.kind === 'anonymous') return { method: 'POST', path: '/api/user/verification', body: { verificationCredential: 'ISO 9001:2015 certificate 4411' } };
      const member = await w.fresh('manufacturer');
      await w.server.knex('users').where({ id: member.user.id }).update({ verificationStatus: 'rejected', verificationNote: 'Certificate expired.' });
      return { method: 'POST', path: '/api/user/verification', body: { verificationCredential: 'ISO 9001:2015 certificate 4411' }, client: member.client };
    },
  },
  // ---------------------------------------------------------------- supplier profiles (partner is the manufacturer)
  'GET /api/user/supplier-profile': { request: () => ({ method: 'GET', path: '/api/user/supplier-profile' }) },
  'PUT /api/user/supplier-profile': { actor: 'partner', request: () => ({ method: 'PUT', path: '/api/user/supplier-profile', body: SUPPLIER_PROFILE }) },
  'POST /api/user/supplier-profile/certifications': {
    actor: 'partner',
    request: async (w, c) => ({
      method: 'POST', path: '/api/user/supplier-profile/certifications',
      body: { certification: 'iso_9001', fileId: c.kind === 'actor' ? await uploadProfileFile(w.partner.client, 'certificate') : 1 },
    }),
  },
  'DELETE /api/user/supplier-profile/certifications/:id': {
    actor: 'partner',
    request: async (w) => ({ method: 'DELETE', path: `/api/user/supplier-profile/certifications/${await submittedCertification(w.partner, 'ul')}` }),
  },
  'POST /api/user/supplier-profile/portfolio': {
    actor: 'partner',
    request: () => ({ method: 'POST', path: '/api/user/supplier-profile/portfolio', body: { title: 'Anodised enclosure', description: 'CNC-machined 6061, bead blasted.', imageFileIds: [], fileIds: [] } }),
  },
  'PATCH /api/user/supplier-profile/portfolio/:id': {
    actor: 'partner',
    request: async (w) => ({ method: 'PATCH', path: `/api/user/supplier-profile/portfolio/${await portfolioItem(w.partner)}`, body: { title: 'Anodised enclosure, rev B', description: '', imageFileIds: [], fileIds: [] } }),
  },
  'DELETE /api/user/supplier-profile/portfolio/:id': {
    actor: 'partner',
    request: async (w) => ({ method: 'DELETE', path: `/api/user/supplier-profile/portfolio/${await portfolioItem(w.partner, true)}` }),
  },
  'GET /api/admin/certifications': admin(() => ({ method: 'GET', path: '/api/admin/certifications?status=pending' })),
  'POST /api/admin/certifications/:id/approve': admin(async (w, c) => ({ method: 'POST', path: `/api/admin/certifications/${c.kind === 'actor' ? await pendingCertification(w) : 1}/approve`, body: {} })),
  'POST /api/admin/certifications/:id/reject': admin(async (w, c) => ({ method: 'POST', path: `/api/admin/certifications/${c.kind === 'actor' ? await pendingCertification(w) : 1}/reject`, body: REASON })),
  'GET /api/admin/overview': admin(() => ({ method: 'GET', path: '/api/admin/overview?days=30' })),
  'GET /api/admin/verifications': admin(() => ({ method: 'GET', path: '/api/admin/verifications' })),
  'POST /api/admin/verifications/:id/approve': admin(async (w, c) => ({ method: 'POST', path: `/api/admin/verifications/${c.kind === 'actor' ? await pendingProfessional(w) : w.partner.user.id}/approve`, body: {} })),
  'POST /api/admin/verifications/:id/reject': admin(async (w, c) => ({ method: 'POST', path: `/api/admin/verifications/${c.kind === 'actor' ? await pendingProfessional(w) : w.partner.user.id}/reject`, body: REASON })),
  'GET /api/admin/members': admin(() => ({ method: 'GET', path: '/api/admin/members?q=test&role=manufacturer&state=active&page=1&limit=20' })),
  'GET /api/admin/members/:id': admin((w) => ({ method: 'GET', path: `/api/admin/members/${w.partner.user.id}` })),
  'POST /api/admin/members/:id/deactivate': admin(async (w, c) => ({ method: 'POST', path: `/api/admin/members/${c.kind === 'actor' ? (await w.fresh()).user.id : w.partner.user.id}/deactivate`, body: REASON })),
  'POST /api/admin/members/:id/reactivate': admin(async (w, c) => {
    if (c.kind !== 'actor') return { method: 'POST', path: `/api/admin/members/${w.partner.user.id}/reactivate`, body: REASON };
    const member = await w.fresh();
    await w.server.knex('users').where({ id: member.user.id }).update({ deactivatedAt: now(), deactivationReason: 'Catalogue fixture' });
    return { method: 'POST', path: `/api/admin/members/${member.user.id}/reactivate`, body: REASON };
  }),
  'GET /api/admin/reports': admin(() => ({ method: 'GET', path: '/api/admin/reports?status=open&targetType=product' })),
  'POST /api/admin/reports/:id/resolve': admin(async (w, c) => ({ method: 'POST', path: `/api/admin/reports/${c.kind === 'actor' ? await openReport(w) : 1}/resolve`, body: { decision: 'dismiss', ...REASON } })),
  'GET /api/admin/listings': admin(() => ({ method: 'GET', path: '/api/admin/listings?type=product&q=catalogue&state=visible' })),
  'POST /api/admin/listings/:type/:id/hide': admin(async (w, c) => ({ method: 'POST', path: `/api/admin/listings/product/${c.kind === 'actor' ? await freshListing(w) : w.productId}/hide`, body: REASON })),
  'POST /api/admin/listings/:type/:id/restore': admin(async (w, c) => ({ method: 'POST', path: `/api/admin/listings/product/${c.kind === 'actor' ? await freshListing(w, true) : w.productId}/restore`, body: REASON })),
  'GET /api/admin/inbox': admin(() => ({ method: 'GET', path: '/api/admin/inbox?kind=contact&status=new' })),
  'PATCH /api/admin/inbox/:id': admin(async (w, c) => ({ method: 'PATCH', path: `/api/admin/inbox/${c.kind === 'actor' ? await inboundRequest(w) : 1}`, body: { status: 'in_progress' } })),
  'POST /api/admin/inbox/:id/reply': admin(async (w, c) => ({ method: 'POST', path: `/api/admin/inbox/${c.kind === 'actor' ? await inboundRequest(w) : 1}/reply`, body: { message: 'Thanks, a mould maker in Dongguan fits.' } })),
  'GET /api/admin/audit': admin(() => ({ method: 'GET', path: '/api/admin/audit?action=listing.hide&targetType=product&from=2026-01-01&to=2030-12-31' })),

  // ---------------------------------------------------------------- AI tools
  'POST /api/ai/design-recommendations': {
    request: () => ({ method: 'POST', path: '/api/ai/design-recommendations', body: { specifications: 'Handheld LoRa tracker, 2000 mAh LiPo, IP67 enclosure', constraints: 'Under $40 BOM' } }),
  },
  'POST /api/ai/manufacturing-feasibility': {
    request: () => ({ method: 'POST', path: '/api/ai/manufacturing-feasibility', body: { designDescription: 'ABS enclosure 120 x 80 x 30 mm, 2.5 mm walls', manufacturingMethod: 'injection_molding', volume: 5000 } }),
  },
  'POST /api/ai/cost-estimation': {
    request: () => ({ method: 'POST', path: '/api/ai/cost-estimation', body: { designDetails: 'Bracket 60 x 40 x 10 mm, ±0.05 mm bores', materials: ['aluminum_6061'], manufacturingMethod: 'cnc_machining', volume: 200 } }),
  },
  'POST /api/ai/quick-prototype-cost': {
    request: () => ({ method: 'POST', path: '/api/ai/quick-prototype-cost', body: { productType: 'IoT sensor node', components: 'ESP32, BME280, LiPo battery', complexity: 5, quantity: 3 } }),
  },
  'GET /api/ai/runs': { request: () => ({ method: 'GET', path: '/api/ai/runs?tool=quick-prototype-cost' }) },
  'GET /api/ai/runs/:id': { request: async (w) => ({ method: 'GET', path: `/api/ai/runs/${await ownerRun(w)}` }) },
  'PATCH /api/ai/runs/:id': { request: async (w) => ({ method: 'PATCH', path: `/api/ai/runs/${await ownerRun(w)}`, body: { projectId: w.activeProjectId } }) },
  'DELETE /api/ai/runs/:id': {
    request: async (w, c) => ({ method: 'DELETE', path: `/api/ai/runs/${c.kind === 'actor' ? await ownerRun(w, { fresh: true }) : await ownerRun(w)}` }),
  },
  'GET /api/projects/:id/estimates': { request: (w) => ({ method: 'GET', path: `/api/projects/${w.activeProjectId}/estimates` }) },
  // ---------------------------------------------------------------- project NDAs (on a project of their own, so the others stay unlocked)
  'GET /api/shared-projects': { request: () => ({ method: 'GET', path: '/api/shared-projects' }) },
  'GET /api/projects/:id/shared': { actor: 'partner', request: async (w) => ({ method: 'GET', path: `/api/projects/${await ndaProject(w)}/shared` }) },
  'GET /api/projects/:id/nda': { request: async (w) => ({ method: 'GET', path: `/api/projects/${await ndaProject(w)}/nda` }) },
  'PATCH /api/projects/:id/nda': { request: async (w) => ({ method: 'PATCH', path: `/api/projects/${await ndaProject(w)}/nda`, body: { required: true, confidentialFields: ['budget'] } }) },
  'POST /api/projects/:id/nda/versions': { request: async (w) => ({ method: 'POST', path: `/api/projects/${await ndaProject(w)}/nda/versions`, body: { text: ndaText() } }) },
  // The owner saves a new version first, so the partner has one left to sign.
  'POST /api/projects/:id/nda/signatures': {
    actor: 'partner',
    request: async (w) => {
      const id = await ndaProject(w);
      const version = await w.owner.client.post(`/api/projects/${id}/nda/versions`, { text: ndaText() });
      return { method: 'POST', path: `/api/projects/${id}/nda/signatures`, body: { versionId: version.body.id, fullName: w.partner.user.fullName } };
    },
  },
  'GET /api/nda-signatures/:id/pdf': { actor: 'partner', request: async (w) => ({ method: 'GET', path: `/api/nda-signatures/${await ndaSignature(w)}/pdf` }) },
  // ---------------------------------------------------------------- requests for quote (a pro buyer of their own; partner is the invited manufacturer)
  'GET /api/rfqs': { request: () => ({ method: 'GET', path: '/api/rfqs?status=open' }) },
  'POST /api/rfqs': { request: () => ({ method: 'POST', path: '/api/rfqs', body: rfqBody() }) },
  'GET /api/rfqs/inbox': { actor: 'partner', request: () => ({ method: 'GET', path: '/api/rfqs/inbox' }) },
  'GET /api/rfqs/:id': { request: async (w, c) => ({ method: 'GET', path: `/api/rfqs/${(await sharedRfq(w)).id}`, ...(await asBuyer(w, c)) }) },
  'PATCH /api/rfqs/:id': {
    request: async (w, c) => ({ method: 'PATCH', path: `/api/rfqs/${(await sharedRfq(w)).id}`, body: { description: 'Anodised aluminium brackets for the sensor housing, revised.' }, ...(await asBuyer(w, c)) }),
  },
  'POST /api/rfqs/:id/publish': {
    request: async (w, c) => (c.kind === 'actor' ? { method: 'POST', path: `/api/rfqs/${await draftRfq(w)}/publish`, client: (await rfqBuyer(w)).client } : { method: 'POST', path: `/api/rfqs/${(await sharedRfq(w)).id}/publish` }),
  },
  'POST /api/rfqs/:id/cancel': {
    request: async (w, c) => (c.kind === 'actor' ? { method: 'POST', path: `/api/rfqs/${await draftRfq(w)}/cancel`, body: { reason: 'Design changed.' }, client: (await rfqBuyer(w)).client } : { method: 'POST', path: `/api/rfqs/${(await sharedRfq(w)).id}/cancel`, body: {} }),
  },
  'POST /api/rfqs/:id/invitations': {
    request: async (w, c) => {
      if (c.kind !== 'actor') return { method: 'POST', path: `/api/rfqs/${(await sharedRfq(w)).id}/invitations`, body: { supplierIds: [w.partner.user.id] } };
      return { method: 'POST', path: `/api/rfqs/${await draftRfq(w)}/invitations`, body: { supplierIds: [(await w.fresh('supplier')).user.id] }, client: (await rfqBuyer(w)).client };
    },
  },
  'GET /api/rfqs/:id/suggestions': { request: async (w, c) => ({ method: 'GET', path: `/api/rfqs/${(await sharedRfq(w)).id}/suggestions?limit=5`, ...(await asBuyer(w, c)) }) },
  'POST /api/rfqs/:id/award': {
    request: async (w, c) => (c.kind === 'actor'
      ? { method: 'POST', path: `/api/rfqs/${(await quotedRfq(w, true)).id}/award`, body: { mode: 'whole', supplierId: w.partner.user.id, reason: 'Best lead time.' }, client: (await rfqBuyer(w)).client }
      : { method: 'POST', path: `/api/rfqs/${(await sharedRfq(w)).id}/award`, body: { mode: 'whole', supplierId: w.partner.user.id } }),
  },
  'GET /api/projects/:id/rfqs': { request: (w) => ({ method: 'GET', path: `/api/projects/${w.activeProjectId}/rfqs` }) },
  'GET /api/rfqs/:id/quote': { actor: 'partner', request: async (w) => ({ method: 'GET', path: `/api/rfqs/${(await sharedRfq(w)).id}/quote` }) },
  'PUT /api/rfqs/:id/quote': { actor: 'partner', request: async (w) => ({ method: 'PUT', path: `/api/rfqs/${(await sharedRfq(w)).id}/quote`, body: quoteBody((await sharedRfq(w)).lineId) }) },
  'POST /api/rfqs/:id/quote/withdraw': {
    actor: 'partner',
    request: async (w, c) => ({ method: 'POST', path: `/api/rfqs/${(c.kind === 'actor' ? await quotedRfq(w, true) : await sharedRfq(w)).id}/quote/withdraw`, body: { reason: 'Capacity booked.' } }),
  },
  'POST /api/rfqs/:id/decline': {
    actor: 'partner',
    request: async (w, c) => ({ method: 'POST', path: `/api/rfqs/${c.kind === 'actor' ? (await openRfq(w)).id : (await sharedRfq(w)).id}/decline`, body: { reason: 'No anodising in house.' } }),
  },
  'GET /api/rfqs/:id/quotes': { request: async (w, c) => ({ method: 'GET', path: `/api/rfqs/${(await sharedRfq(w)).id}/quotes`, ...(await asBuyer(w, c)) }) },
  'GET /api/rfqs/:id/questions': { actor: 'partner', request: async (w) => ({ method: 'GET', path: `/api/rfqs/${(await sharedRfq(w)).id}/questions` }) },
  'POST /api/rfqs/:id/questions': { actor: 'partner', request: async (w) => ({ method: 'POST', path: `/api/rfqs/${(await sharedRfq(w)).id}/questions`, body: { question: 'Is a bead-blast finish acceptable?' } }) },
  'POST /api/rfqs/:id/questions/:questionId/answer': {
    request: async (w, c) => {
      const { id, questionId } = await sharedRfq(w);
      return { method: 'POST', path: `/api/rfqs/${id}/questions/${questionId}/answer`, body: { answer: 'Yes, bead blast then clear anodise.', visibility: 'all' }, ...(await asBuyer(w, c)) };
    },
  },
  'GET /api/rfqs/:id/comparison': { request: async (w, c) => ({ method: 'GET', path: `/api/rfqs/${(await sharedRfq(w)).id}/comparison`, ...(await asBuyer(w, c)) }) },
  'GET /api/rfqs/:id/comparison/export': { request: async (w, c) => ({ method: 'GET', path: `/api/rfqs/${(await sharedRfq(w)).id}/comparison/export`, ...(await asBuyer(w, c)) }) },
  'POST /api/admin/sourcing/:type/:id/hide': admin(async (w, c) => ({ method: 'POST', path: `/api/admin/sourcing/rfq/${c.kind === 'actor' ? (await openRfq(w)).id : (await sharedRfq(w)).id}/hide`, body: REASON })),
  'GET /api/admin/sourcing/hidden': admin(() => ({ method: 'GET', path: '/api/admin/sourcing/hidden?type=quote&page=1&limit=20' })),
  'POST /api/admin/sourcing/:type/:id/restore': admin(async (w, c) => {
    const { id } = c.kind === 'actor' ? await openRfq(w) : await sharedRfq(w);
    if (c.kind === 'actor') await w.server.knex('rfqs').where({ id }).update({ hiddenAt: new Date(), hiddenReason: 'Catalogue fixture' });
    return { method: 'POST', path: `/api/admin/sourcing/rfq/${id}/restore`, body: REASON };
  }),

  // ---------------------------------------------------------------- notifications
  'GET /api/notifications': { request: () => ({ method: 'GET', path: '/api/notifications?limit=10' }) },
  'POST /api/notifications/read-all': { request: () => ({ method: 'POST', path: '/api/notifications/read-all' }) },
  'POST /api/notifications/:id/read': { request: async (w) => ({ method: 'POST', path: `/api/notifications/${await ownerNotification(w)}/read` }) },
  'GET /api/notifications/preferences': { request: () => ({ method: 'GET', path: '/api/notifications/preferences' }) },
  'PUT /api/notifications/preferences': {
    request: () => ({ method: 'PUT', path: '/api/notifications/preferences', body: { channels: { 'file-shared': 'digest', message: 'email' }, timeZone: 'Europe/Berlin' } }),
  },
  // Signed out too: the signed token says who and what.
  'POST /api/notifications/unsubscribe': {
    request: (w) => ({ method: 'POST', path: `/api/notifications/unsubscribe?token=${notificationUnsubscribeToken(w.server.app.deps.encryptionKey, w.partner.user.id, 'rfq-changed')}` }),
  },
};

/** A notification of `owner`'s, stored as the notifications module would (a new one per call: a valid call may have read it). */
async function ownerNotification(world: World): Promise<number> {
  const [id] = await world.server.knex('notifications').insert({
    userId: world.owner.user.id, kind: 'file-shared', title: 'Catalogue notification', body: 'A file was shared.', link: '/projects', createdAt: now(),
  });
  return Number(id);
}

let ndaTexts = 0;
/** An NDA text long enough to save, different each time (an unchanged text is refused). */
export const ndaText = () => `Mutual NDA of the route catalogue, edit ${++ndaTexts}. ${'Each party keeps the other party\'s confidential information secret. '.repeat(4)}`;

const ndaProjects = new WeakMap<World, Promise<number>>();
/** A draft project of `owner`'s with `partner` on an accepted connection about it and an NDA required (one per world). */
function ndaProject(world: World): Promise<number> {
  let made = ndaProjects.get(world);
  if (!made) {
    made = (async () => {
      const { id } = (await world.owner.client.post('/api/projects', { name: 'Catalogue NDA project', description: 'A project behind an NDA.' })).body as { id: number };
      await world.server.knex('connections').insert({
        requesterId: world.owner.user.id, recipientId: world.partner.user.id, projectId: id, status: 'accepted', message: 'Under NDA', createdAt: now(), updatedAt: now(),
      });
      await world.owner.client.post(`/api/projects/${id}/nda/versions`, { text: ndaText() });
      const required = await world.owner.client.patch(`/api/projects/${id}/nda`, { required: true, confidentialFields: ['budget', 'requirements'] });
      if (required.status !== 200) throw new Error(`NDA set-up failed: ${required.status} ${required.text}`);
      return id;
    })();
    ndaProjects.set(world, made);
  }
  return made;
}

const ndaSignatures = new WeakMap<World, Promise<number>>();
/** `partner`'s signature of the NDA project's newest version (one per world). */
function ndaSignature(world: World): Promise<number> {
  let made = ndaSignatures.get(world);
  if (!made) {
    made = (async () => {
      const id = await ndaProject(world);
      const version = await world.owner.client.post(`/api/projects/${id}/nda/versions`, { text: ndaText() });
      const signed = await world.partner.client.post(`/api/projects/${id}/nda/signatures`, { versionId: version.body.id, fullName: world.partner.user.fullName });
      if (signed.status !== 201) throw new Error(`NDA signature failed: ${signed.status} ${signed.text}`);
      return signed.body.id as number;
    })();
    ndaSignatures.set(world, made);
  }
  return made;
}

const ownerRuns = new WeakMap<World, Promise<number>>();

/** A kept AI run of `owner`'s (one per world, or a new one for a call that deletes it). */
function ownerRun(world: World, { fresh = false } = {}): Promise<number> {
  const make = async () => {
    const response = await world.owner.client.post('/api/ai/quick-prototype-cost', { productType: 'Wearable', components: 'nRF52840, IMU, coin cell', complexity: 4, quantity: 2 });
    return (response.body as { runId: number }).runId;
  };
  if (fresh) return make();
  let run = ownerRuns.get(world);
  if (!run) ownerRuns.set(world, (run = make()));
  return run;
}

export const TUS = { 'tus-resumable': '1.0.0' } as const;

/** The headers of a tus creation: the length, and the metadata as `key base64` pairs. */
export function tusCreation(length: number, metadata: Record<string, string>): Record<string, string> {
  const encoded = Object.entries(metadata).map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`).join(',');
  return { ...TUS, 'upload-length': String(length), 'upload-metadata': encoded };
}

/** A new 8-byte upload of `owner`'s in the shared conversation, nothing sent yet: its path. */
async function ownerUpload(world: World): Promise<string> {
  const response = await world.owner.client.request('POST', '/api/files/uploads', undefined, tusCreation(8, { filename: 'notes.csv', context: 'conversation', connectionId: String(world.connectionId) }));
  const location = response.headers.get('location');
  if (response.status !== 201 || !location) throw new Error(`upload creation failed: ${response.status} ${response.text}`);
  return location;
}

const ownerFiles = new WeakMap<World, Promise<number>>();
/** A small PDF `owner` shared in the conversation (one per world unless `fresh`): its id. */
async function catalogueFile(world: World, fresh = false): Promise<number> {
  const make = async () => {
    const pdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
    const response = await world.owner.client.request('POST', '/api/files/uploads', pdf, {
      ...tusCreation(Buffer.byteLength(pdf), { filename: 'drawing.pdf', context: 'conversation', connectionId: String(world.connectionId) }),
      'content-type': 'application/offset+octet-stream',
    });
    const id = Number(response.headers.get('x-file-id'));
    if (response.status !== 201 || !id) throw new Error(`file upload failed: ${response.status} ${response.text}`);
    return id;
  };
  if (fresh) return make();
  let file = ownerFiles.get(world);
  if (!file) ownerFiles.set(world, (file = make()));
  return file;
}

/** A small real image of the format asked, drawn by sharp (a gradient, so it has some detail). */
export async function testImage(format: 'png' | 'jpeg' | 'webp', width = 64, height = 48): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) pixels.set([(i / 3) % width * 4, Math.floor(i / 3 / width) * 5, 128], i);
  return sharp(pixels, { raw: { width, height, channels: 3 } }).toFormat(format).toBuffer();
}

/** Multipart form data for POST /api/uploads: files under `images`, with the names and types given. */
export function imageForm(files: Array<{ name: string; bytes: Buffer; type?: string }>, field = 'images'): FormData {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), file.name);
  return form;
}

/** A valid new listing. */
export function catalogueProduct(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Catalogue humidity sensor',
    description: 'A calibrated humidity and temperature sensor board with an I2C interface.',
    price: '19.90',
    category: 'sensors',
    condition: 'new',
    quantity: 25,
    location: 'Berlin, Germany',
    brand: 'Sensirion',
    model: 'SHT45',
    isUsed: false,
    images: ['https://example.com/sht45.jpg'],
    tags: ['i2c', 'humidity'],
    industries: ['IoT'],
    shippingOptions: ['Standard Shipping', 'Express'],
    specifications: { Interface: 'I2C', Accuracy: '±1.0 %RH' },
    ...overrides,
  };
}

/** The shared accounts and records every case starts from. */
export async function buildWorld(server: TestServer): Promise<World> {
  const fresh = (role: Parameters<typeof signUp>[1] = 'entrepreneur') => signUp(server, role, {}, { verified: true });
  const owner = await fresh('entrepreneur');
  const partner = await fresh('manufacturer');
  const stranger = await fresh('designer');
  const project = (status: string) => owner.client.post('/api/projects', { name: `Catalogue ${status}`, description: 'A project of the route catalogue.', status });
  const activeProjectId = (await project('active')).body.id as number;
  const draftProjectId = (await project('draft')).body.id as number;
  const request = await owner.client.post('/api/connections', { recipientId: partner.user.id, message: 'Let us build it', projectId: activeProjectId });
  const connectionId = request.body.id as number;
  await partner.client.patch(`/api/connections/${connectionId}`, { status: 'accepted' });
  const productId = (await owner.client.post('/api/products', catalogueProduct())).body.id as number;
  const admin = await signUpAdmin(server);
  return { server, owner, partner, stranger, activeProjectId, draftProjectId, connectionId, productId, admin, fresh };
}

/** Sends a case's request as the given client. */
export function send(client: TestClient, request: RouteRequest, headers: Record<string, string> = {}) {
  return client.request(request.method, request.path, request.body ?? (request.method === 'GET' || request.method === 'DELETE' ? undefined : {}), { ...request.headers, ...headers });
}

// ---------------------------------------------------------------- supplier profile fixtures

/** A full, valid PUT /api/user/supplier-profile body. */
export const SUPPLIER_PROFILE = {
  capabilities: ['cnc_machining', 'Anodizing'],
  materials: ['aluminum_6061', 'stainless_304'],
  equipment: ['Haas VF-2 5-axis mill'],
  minOrderQuantity: 50,
  prototypeLeadDays: 7,
  productionLeadWeeks: 4,
  monthlyCapacity: { amount: 20000, unit: 'parts' },
  companySize: '51-200',
  yearFounded: 2009,
  factoryLocations: ['Stuttgart, Germany'],
  languages: ['English', 'German'],
};

const CERTIFICATE_PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/** Uploads a small PDF (or the text given) to the client's own profile or certificates: the file's id. */
export async function uploadProfileFile(client: TestClient, context: 'profile' | 'certificate', file: { name: string; bytes: string } = { name: 'certificate.pdf', bytes: CERTIFICATE_PDF }): Promise<number> {
  const response = await client.request('POST', '/api/files/uploads', file.bytes, {
    ...tusCreation(Buffer.byteLength(file.bytes), { filename: file.name, context }),
    'content-type': 'application/offset+octet-stream',
  });
  const id = Number(response.headers.get('x-file-id'));
  if (response.status !== 201 || !id) throw new Error(`profile file upload failed: ${response.status} ${response.text}`);
  return id;
}

/** A certification the member sent (pending): its id. */
export async function submittedCertification(member: TestAccount, certification = 'iso_9001'): Promise<number> {
  const fileId = await uploadProfileFile(member.client, 'certificate');
  const response = await member.client.post('/api/user/supplier-profile/certifications', { certification, fileId });
  if (response.status !== 201) throw new Error(`certification failed: ${response.status} ${response.text}`);
  return (response.body as { id: number }).id;
}

/** A fresh manufacturer's pending certification, for a review call that uses it up. */
const pendingCertification = async (w: World) => submittedCertification(await w.fresh('manufacturer'));

const portfolioItems = new WeakMap<TestAccount, Promise<number>>();
/** A portfolio item of the member's (one per member unless `fresh`). */
function portfolioItem(member: TestAccount, fresh = false): Promise<number> {
  const make = async () => {
    const response = await member.client.post('/api/user/supplier-profile/portfolio', { title: 'Catalogue bracket', description: 'Laser-cut and bent 2 mm steel.' });
    if (response.status !== 201) throw new Error(`portfolio item failed: ${response.status} ${response.text}`);
    return (response.body as { id: number }).id;
  };
  if (fresh) return make();
  let item = portfolioItems.get(member);
  if (!item) portfolioItems.set(member, (item = make()));
  return item;
}

// ---------------------------------------------------------------- request for quote fixtures

/** A valid new request for quote (one line, two quantity breaks, due in ten days). */
export function rfqBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Catalogue sensor brackets',
    description: 'Anodised aluminium brackets for the sensor housing.',
    lines: [{ partName: 'Bracket', quantities: [100, 1000], material: 'Aluminium 6061', process: 'cnc_machining', tolerances: '±0.05 mm', finish: 'Clear anodise' }],
    quoteDeadline: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    incoterm: 'FOB',
    ...overrides,
  };
}

/** A request for quote made by `buyer` (rfqBody with `overrides`), `invite` invited, and published. */
export async function openRequest(buyer: TestAccount, invite: TestAccount[] = [], overrides: Record<string, unknown> = {}): Promise<RfqDetail> {
  const draft = await buyer.client.post('/api/rfqs', rfqBody(overrides));
  if (draft.status !== 201) throw new Error(`draft failed: ${draft.status} ${draft.text}`);
  const id = (draft.body as { id: number }).id;
  if (invite.length) {
    const invited = await buyer.client.post(`/api/rfqs/${id}/invitations`, { supplierIds: invite.map((s) => s.user.id) });
    if (invited.status !== 200) throw new Error(`invitations failed: ${invited.status} ${invited.text}`);
  }
  const published = await buyer.client.post(`/api/rfqs/${id}/publish`);
  if (published.status !== 200) throw new Error(`publishing failed: ${published.status} ${published.text}`);
  return published.body as RfqDetail;
}

/** A valid submitted quote pricing both breaks of a line. */
export function quoteBody(lineId: number, overrides: Record<string, unknown> = {}) {
  return {
    submit: true,
    prices: [{ lineId, quantity: 100, unitPriceCents: 1250 }, { lineId, quantity: 1000, unitPriceCents: 890 }],
    toolingCents: 50_000,
    setupCents: 10_000,
    leadTimeDays: 21,
    validUntil: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
    incoterm: 'FOB',
    paymentTerms: 'Net 30',
    ...overrides,
  };
}

const rfqBuyers = new WeakMap<World, Promise<TestAccount>>();
/** The requests' buyer: an entrepreneur on the Pro plan (so the catalogue's many requests stay within the plan). */
function rfqBuyer(world: World): Promise<TestAccount> {
  let made = rfqBuyers.get(world);
  if (!made) {
    made = (async () => {
      const buyer = await world.fresh('entrepreneur');
      await world.server.knex('users').where({ id: buyer.user.id }).update({ subscriptionPlan: 'pro' });
      return buyer;
    })();
    rfqBuyers.set(world, made);
  }
  return made;
}

/** The buyer's client for a buyer's (owner) route's valid call; nothing for the other callers. */
async function asBuyer(world: World, caller: Caller): Promise<{ client?: TestClient }> {
  return caller.kind === 'actor' ? { client: (await rfqBuyer(world)).client } : {};
}

/** A new draft of the buyer's: its id. */
async function draftRfq(world: World): Promise<number> {
  const response = await (await rfqBuyer(world)).client.post('/api/rfqs', rfqBody());
  if (response.status !== 201) throw new Error(`request for quote failed: ${response.status} ${response.text}`);
  return response.body.id as number;
}

/** A new open request with `partner` invited: its id and line. */
async function openRfq(world: World): Promise<{ id: number; lineId: number }> {
  const buyer = await rfqBuyer(world);
  const id = await draftRfq(world);
  await buyer.client.post(`/api/rfqs/${id}/invitations`, { supplierIds: [world.partner.user.id] });
  const published = await buyer.client.post(`/api/rfqs/${id}/publish`);
  if (published.status !== 200) throw new Error(`publishing failed: ${published.status} ${published.text}`);
  return { id, lineId: published.body.lines[0].id as number };
}

/** An open request `partner` quoted on (a new one, or the one shared by the cases that only read). */
async function quotedRfq(world: World, fresh = false): Promise<{ id: number; lineId: number }> {
  if (!fresh) return sharedRfq(world);
  const rfq = await openRfq(world);
  const quoted = await world.partner.client.request('PUT', `/api/rfqs/${rfq.id}/quote`, quoteBody(rfq.lineId));
  if (quoted.status !== 200) throw new Error(`quote failed: ${quoted.status} ${quoted.text}`);
  return rfq;
}

const sharedRfqs = new WeakMap<World, Promise<{ id: number; lineId: number; questionId: number }>>();
/** One open request per world, quoted by `partner`, with a question of theirs. */
function sharedRfq(world: World): Promise<{ id: number; lineId: number; questionId: number }> {
  let made = sharedRfqs.get(world);
  if (!made) {
    made = (async () => {
      const rfq = await quotedRfq(world, true);
      const question = await world.partner.client.post(`/api/rfqs/${rfq.id}/questions`, { question: 'Which anodise class?' });
      if (question.status !== 201) throw new Error(`question failed: ${question.status} ${question.text}`);
      return { ...rfq, questionId: question.body.id as number };
    })();
    sharedRfqs.set(world, made);
  }
  return made;
}
