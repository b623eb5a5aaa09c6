import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, WALLET_MESSAGES } from '#shared/schemas/payment-schemas.ts';
import { signUp } from '../../test-support/accounts.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { PaymentService } from './payment-service.ts';
import { WEBHOOK_SIGNATURE_MESSAGE } from './payment-routes.ts';

const PAYPAL = 'https://api-m.sandbox.paypal.com';
const WEBHOOK_ID = '8PT597110X687430LKGECATA';

/**
 * PayPal's answer for an order with one capture, in its REST shape. A capture's status is COMPLETED,
 * PENDING (with `status_details.reason`, e.g. ECHECK or PENDING_REVIEW), DECLINED, REFUNDED...:
 * https://developer.paypal.com/sdk/orders/v2/definitions/capture_status
 * https://developer.paypal.com/api/payments/v2/definitions/capture_status_details
 */
const captured = (id: string, value: string, status = 'COMPLETED', currency = 'USD') => ({
  id,
  status: 'COMPLETED',
  purchase_units: [{ reference_id: 'default', payments: { captures: [captureOf(id, value, status, currency)] } }],
});
const captureOf = (orderId: string, value: string, status: string, currency = 'USD') => ({
  id: `CAP-${orderId}`,
  status,
  ...(status === 'PENDING' && { status_details: { reason: 'ECHECK' } }),
  amount: { currency_code: currency, value },
  supplementary_data: { related_ids: { order_id: orderId } },
});

/**
 * A PayPal webhook delivery: the event (PAYMENT.CAPTURE.COMPLETED / DENIED / REFUNDED / REVERSED, its
 * resource a capture or a refund) and the transmission headers PayPal signs it with:
 * https://developer.paypal.com/api/rest/webhooks/event-names/
 * The app checks it with PayPal's verify API, answering {verification_status: SUCCESS | FAILURE}:
 * https://developer.paypal.com/api/webhooks/v1/verify-webhook-signature-post
 * https://developer.paypal.com/api/webhooks/v1/definitions/verify_webhook_signature
 */
const captureEvent = (eventId: string, type: string, orderId: string, status: string) => ({
  id: eventId, event_version: '1.0', create_time: '2026-11-26T18:00:00Z', resource_type: 'capture', event_type: type,
  summary: `Payment ${type}`, resource: captureOf(orderId, '29.00', status),
});
const transmission = (id: string) => ({
  'paypal-transmission-id': id, 'paypal-transmission-time': '2026-11-26T18:00:01Z', 'paypal-transmission-sig': 'c2lnbmF0dXJl',
  'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77', 'paypal-auth-algo': 'SHA256withRSA',
});

describe('PayPal adapter (@paypal/paypal-server-sdk with its HTTP calls intercepted)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ PAYPAL_CLIENT_ID: 'paypal-client-id', PAYPAL_CLIENT_SECRET: 'paypal-client-secret', PAYPAL_ENVIRONMENT: 'sandbox', PAYPAL_WEBHOOK_ID: WEBHOOK_ID });
    nock.disableNetConnect();
    // The test's own calls to the app, and the app's to its SMTP test mailbox, stay real.
    nock.enableNetConnect((host) => host.startsWith('127.0.0.1'));
  });
  afterEach(() => nock.cleanAll());
  afterAll(async () => {
    nock.enableNetConnect();
    nock.restore();
    await server?.close();
  });

  /** PayPal's OAuth token endpoint, which the SDK calls before its first request (and keeps the token). */
  const oauth = () => nock(PAYPAL).post('/v1/oauth2/token').optionally().reply(200, { access_token: 'A21AA-test-token', token_type: 'Bearer', expires_in: 32_400, scope: 'https://uri.paypal.com/services/payments' });

  it('tells the screens PayPal is the wallet (sandbox: test mode) and hands out a client token', async () => {
    oauth();
    nock(PAYPAL).post('/v1/identity/generate-token').matchHeader('authorization', 'Bearer A21AA-test-token').reply(200, { client_token: 'eyJ-client-token', expires_in: 3600 });
    expect((await new TestClient(server.url).get('/api/payments/config')).body).toMatchObject({ wallet: 'paypal', card: 'none', testMode: true, paypalClientId: 'paypal-client-id' });
    expect((await new TestClient(server.url).get('/api/paypal/setup')).body).toEqual({ clientToken: 'eyJ-client-token', clientId: 'paypal-client-id', provider: 'paypal' });
  });

  it('creates an order for the catalogue price, captures it once however often it is asked, and grants the plan', async () => {
    const founder = await signUp(server, 'entrepreneur', {}, { verified: true });
    oauth();
    let orderBody: { intent?: string; purchase_units?: Array<{ amount: { value: string; currency_code: string } }> } = {};
    nock(PAYPAL)
      .post('/v2/checkout/orders', (body) => ((orderBody = body), true))
      .matchHeader('paypal-request-id', /^hh-order-/)
      .reply(201, { id: '5O190127TN364715T', status: 'CREATED' });
    const order = await founder.client.post('/api/paypal/order', { amount: '1.00', currency: 'USD', intent: 'CAPTURE', plan: 'entrepreneur-basic', role: 'entrepreneur', interval: 'monthly' });
    expect(order.status, order.text).toBe(200);
    expect(order.body).toMatchObject({ id: '5O190127TN364715T', provider: 'paypal', amountCents: 2900 });
    expect(orderBody).toMatchObject({ intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '29.00' } }] });

    // Both captures reach PayPal with the same request id (PayPal answers a repeat with the first result).
    nock(PAYPAL).post('/v2/checkout/orders/5O190127TN364715T/capture').matchHeader('paypal-request-id', 'hh-capture-5O190127TN364715T').times(2).reply(201, captured('5O190127TN364715T', '29.00'));
    const results = await Promise.all([
      founder.client.post('/api/paypal/order/5O190127TN364715T/capture'),
      founder.client.post('/api/paypal/order/5O190127TN364715T/capture'),
    ]);
    expect(results.map((r) => r.body.paymentStatus)).toEqual(['succeeded', 'succeeded']);
    const success = await founder.client.post('/api/paypal/subscription-success', { orderId: '5O190127TN364715T', subscriptionPlan: 'entrepreneur-basic', interval: 'monthly' });
    expect(success.status, success.text).toBe(200);
    expect(success.body).toMatchObject({ plan: 'basic', provider: 'paypal', paidWith: 'wallet', status: 'active', cancelAtPeriodEnd: true });
    expect(success.body.payments.filter((p: { status: string }) => p.status === 'succeeded')).toHaveLength(1);
    const [user] = await server.knex('users').where({ id: founder.user.id }).select('paypalOrderId');
    expect(user.paypalOrderId).toBe('5O190127TN364715T');
  });

  it("grants nothing when PayPal captured another amount, and shows PayPal's or the spec's message on errors", async () => {
    const founder = await signUp(server, 'entrepreneur', {}, { verified: true });
    oauth();
    nock(PAYPAL).post('/v2/checkout/orders').reply(201, { id: 'ODDAMOUNT1', status: 'CREATED' });
    await founder.client.post('/api/paypal/order', { plan: 'entrepreneur-pro', role: 'entrepreneur', interval: 'monthly' });
    nock(PAYPAL).post('/v2/checkout/orders/ODDAMOUNT1/capture').reply(201, captured('ODDAMOUNT1', '0.01'));
    expect((await founder.client.post('/api/paypal/order/ODDAMOUNT1/capture')).body.paymentStatus).toBe('failed');
    expect((await founder.client.get('/api/billing')).body.plan).toBe('free');

    nock(PAYPAL).post('/v2/checkout/orders').reply(201, { id: 'DECLINED01', status: 'CREATED' });
    await founder.client.post('/api/paypal/order', { plan: 'entrepreneur-pro', role: 'entrepreneur', interval: 'monthly' });
    nock(PAYPAL)
      .post('/v2/checkout/orders/DECLINED01/capture')
      .reply(422, { name: 'UNPROCESSABLE_ENTITY', message: 'The requested action could not be performed.', details: [{ issue: 'INSTRUMENT_DECLINED', description: 'The instrument presented was either declined by the processor or bank, or it can\'t be used for this payment.' }] });
    const declined = await founder.client.post('/api/paypal/order/DECLINED01/capture');
    expect(declined.status).toBe(422);
    expect(declined.body).toEqual({ message: WALLET_MESSAGES.instrumentDeclined, instrumentDeclined: true });

    nock(PAYPAL).post('/v2/checkout/orders/DECLINED01/capture').times(3).reply(500, { name: 'INTERNAL_SERVER_ERROR' });
    const outage = await founder.client.post('/api/paypal/order/DECLINED01/capture');
    expect(outage.status).toBe(502);
    expect(outage.body.message).toBe(PAYMENT_MESSAGES.walletActivationFailed);

    nock(PAYPAL).post('/v2/checkout/orders').times(3).reply(503, 'Service Unavailable');
    const failedOrder = await founder.client.post('/api/paypal/order', { plan: 'entrepreneur-pro', role: 'entrepreneur', interval: 'monthly' });
    expect(failedOrder.status).toBe(502);
    expect(failedOrder.body.message).toBe(PAYMENT_MESSAGES.paymentError);
  });

  /** A member with a PayPal order for Basic monthly ($29.00), not captured yet. */
  const memberWithOrder = async (orderId: string) => {
    const founder = await signUp(server, 'entrepreneur', {}, { verified: true });
    oauth();
    nock(PAYPAL).post('/v2/checkout/orders').reply(201, { id: orderId, status: 'CREATED' });
    const order = await founder.client.post('/api/paypal/order', { plan: 'entrepreneur-basic', role: 'entrepreneur', interval: 'monthly' });
    expect(order.status, order.text).toBe(200);
    return founder;
  };
  /** The same member once PayPal took the payment but holds it (an eCheck that has not cleared). */
  const memberWithPendingCapture = async (orderId: string) => {
    const founder = await memberWithOrder(orderId);
    nock(PAYPAL).post(`/v2/checkout/orders/${orderId}/capture`).reply(201, captured(orderId, '29.00', 'PENDING'));
    const capture = await founder.client.post(`/api/paypal/order/${orderId}/capture`);
    expect(capture.status, capture.text).toBe(200);
    expect(capture.body).toMatchObject({ id: orderId, paymentStatus: 'pending' });
    return founder;
  };
  const paymentRow = async (orderId: string) => (await server.knex('payments').where({ provider: 'paypal', providerReference: orderId }).first()) as { status: string };
  /**
   * Delivers a webhook the way PayPal does; `verification` is what PayPal's verify API answers about
   * its signature (the app sends it the transmission headers, its webhook id and the event).
   */
  const deliver = (event: { id: string }, verification: 'SUCCESS' | 'FAILURE' = 'SUCCESS') => {
    oauth();
    let verified: Record<string, unknown> = {};
    nock(PAYPAL)
      .post('/v1/notifications/verify-webhook-signature', (body) => ((verified = body), true))
      .matchHeader('authorization', 'Bearer A21AA-test-token')
      .reply(200, { verification_status: verification });
    const headers = transmission(`tx-${event.id}`);
    const delivery = new TestClient(server.url).request('POST', '/api/webhooks/paypal', JSON.stringify(event), headers);
    return { delivery, verified: () => verified, headers };
  };

  it("keeps a PENDING capture pending: nothing is granted, and the member's billing shows it as pending", async () => {
    const founder = await memberWithPendingCapture('PENDINGECHECK1');
    const billing = (await founder.client.get('/api/billing')).body;
    expect(billing.plan).toBe('free');
    expect(billing.payments).toMatchObject([{ status: 'pending', amountCents: 2900, provider: 'paypal' }]);
    expect((await paymentRow('PENDINGECHECK1')).status).toBe('pending');
    // The spec's client confirms after the capture: not yet, and it says why.
    const success = await founder.client.post('/api/paypal/subscription-success', { orderId: 'PENDINGECHECK1', subscriptionPlan: 'entrepreneur-basic', interval: 'monthly' });
    expect(success.status).toBe(400);
    expect(success.body.message).toBe(WALLET_MESSAGES.paymentPending);
  });

  it('applies a verified PAYMENT.CAPTURE.COMPLETED webhook once, read back from PayPal; a redelivery changes nothing', async () => {
    const founder = await memberWithPendingCapture('PENDINGECHECK2');
    const event = captureEvent('WH-COMPLETED-2', 'PAYMENT.CAPTURE.COMPLETED', 'PENDINGECHECK2', 'COMPLETED');
    // The event is not trusted for the capture's state: the capture is read again from PayPal.
    nock(PAYPAL).get('/v2/payments/captures/CAP-PENDINGECHECK2').reply(200, captureOf('PENDINGECHECK2', '29.00', 'COMPLETED'));
    const first = deliver(event);
    const applied = await first.delivery;
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body).toEqual({ received: true, result: 'applied' });
    expect(first.verified()).toEqual({
      auth_algo: 'SHA256withRSA', cert_url: first.headers['paypal-cert-url'], transmission_id: 'tx-WH-COMPLETED-2', transmission_sig: 'c2lnbmF0dXJl',
      transmission_time: '2026-11-26T18:00:01Z', webhook_id: WEBHOOK_ID, webhook_event: event,
    });
    const billing = (await founder.client.get('/api/billing')).body;
    expect(billing).toMatchObject({ plan: 'basic', provider: 'paypal', status: 'active', cancelAtPeriodEnd: true });
    expect(billing.payments).toMatchObject([{ status: 'succeeded', receiptNumber: expect.stringMatching(/^HH-/) }]);

    // A redelivery is verified again and then stops at the recorded event id (no second read, no second grant).
    const again = await deliver(event).delivery;
    expect(again.body).toEqual({ received: true, result: 'duplicate' });
    expect((await server.knex('payments').where({ userId: founder.user.id, status: 'succeeded' })).length).toBe(1);
    expect(await server.knex('payment_events').where({ provider: 'paypal', eventId: 'WH-COMPLETED-2' })).toHaveLength(1);
  });

  it('fails the payment on PAYMENT.CAPTURE.DENIED: nothing granted', async () => {
    const founder = await memberWithPendingCapture('PENDINGDENIED3');
    nock(PAYPAL).get('/v2/payments/captures/CAP-PENDINGDENIED3').reply(200, captureOf('PENDINGDENIED3', '29.00', 'DECLINED'));
    const denied = await deliver(captureEvent('WH-DENIED-3', 'PAYMENT.CAPTURE.DENIED', 'PENDINGDENIED3', 'DECLINED')).delivery;
    expect(denied.body).toEqual({ received: true, result: 'applied' });
    const billing = (await founder.client.get('/api/billing')).body;
    expect(billing.plan).toBe('free');
    expect(billing.payments).toMatchObject([{ status: 'failed' }]);
  });

  it('answers 400 to a webhook whose signature PayPal does not verify (or that has no signature), and changes nothing', async () => {
    const founder = await memberWithPendingCapture('PENDINGFORGED4');
    const event = captureEvent('WH-FORGED-4', 'PAYMENT.CAPTURE.COMPLETED', 'PENDINGFORGED4', 'COMPLETED');
    const forged = await deliver(event, 'FAILURE').delivery;
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ message: WEBHOOK_SIGNATURE_MESSAGE });
    // Without the transmission headers PayPal is not even asked.
    const unsigned = await new TestClient(server.url).request('POST', '/api/webhooks/paypal', JSON.stringify(event));
    expect(unsigned.status).toBe(400);
    expect(unsigned.body).toEqual({ message: WEBHOOK_SIGNATURE_MESSAGE });
    expect((await paymentRow('PENDINGFORGED4')).status).toBe('pending');
    expect((await founder.client.get('/api/billing')).body.plan).toBe('free');
    expect(await server.knex('payment_events').where({ provider: 'paypal', eventId: 'WH-FORGED-4' })).toHaveLength(0);
  });

  it('grants nothing when PayPal captured the amount in another currency', async () => {
    const founder = await memberWithOrder('EURCAPTURE5');
    nock(PAYPAL).post('/v2/checkout/orders/EURCAPTURE5/capture').reply(201, captured('EURCAPTURE5', '29.00', 'COMPLETED', 'EUR'));
    const capture = await founder.client.post('/api/paypal/order/EURCAPTURE5/capture');
    expect(capture.body.paymentStatus).toBe('failed');
    expect((await founder.client.get('/api/billing')).body.plan).toBe('free');
  });

  it('settles a pending capture by reading its order again when no webhook came (the billing sweep)', async () => {
    // The sweep's fallback, loaded here so that the other tests of this file run without it.
    const { settleOpenWalletPayments } = await import('./paypal-webhooks.ts');
    const founder = await memberWithPendingCapture('PENDINGSWEEP6');
    oauth();
    nock(PAYPAL).get('/v2/checkout/orders/PENDINGSWEEP6').reply(200, captured('PENDINGSWEEP6', '29.00', 'PENDING'));
    await settleOpenWalletPayments(server.app.deps, new PaymentService(server.app.deps));
    expect((await paymentRow('PENDINGSWEEP6')).status).toBe('pending');
    nock(PAYPAL).get('/v2/checkout/orders/PENDINGSWEEP6').reply(200, captured('PENDINGSWEEP6', '29.00', 'COMPLETED'));
    await settleOpenWalletPayments(server.app.deps, new PaymentService(server.app.deps));
    expect((await paymentRow('PENDINGSWEEP6')).status).toBe('succeeded');
    expect((await founder.client.get('/api/billing')).body).toMatchObject({ plan: 'basic', provider: 'paypal' });
  });

  it('answers INSTRUMENT_DECLINED with a flag to restart PayPal for the same order, which stays open and is captured later', async () => {
    // https://developer.paypal.com/docs/checkout/standard/customize/handle-funding-failures/ : the
    // capture answers 422 with issue INSTRUMENT_DECLINED; the buttons' onApprove returns actions.restart().
    const founder = await memberWithOrder('RESTARTED7');
    nock(PAYPAL)
      .post('/v2/checkout/orders/RESTARTED7/capture')
      .matchHeader('paypal-request-id', 'hh-capture-RESTARTED7')
      .reply(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED', description: 'The instrument presented was either declined by the processor or bank.' }] });
    const declined = await founder.client.post('/api/paypal/order/RESTARTED7/capture');
    expect(declined.status).toBe(422);
    expect(declined.body).toEqual({ message: WALLET_MESSAGES.instrumentDeclined, instrumentDeclined: true });
    expect((await paymentRow('RESTARTED7')).status).toBe('pending');
    // The buyer picked another funding source: a new capture request (PayPal would replay the first
    // answer for the same PayPal-Request-Id), which takes the money.
    nock(PAYPAL).post('/v2/checkout/orders/RESTARTED7/capture').matchHeader('paypal-request-id', 'hh-capture-RESTARTED7-1').reply(201, captured('RESTARTED7', '29.00'));
    const capture = await founder.client.post('/api/paypal/order/RESTARTED7/capture');
    expect(capture.status, capture.text).toBe(200);
    expect(capture.body.paymentStatus).toBe('succeeded');
    expect((await founder.client.get('/api/billing')).body.plan).toBe('basic');
  });

  it('ends the plan a refunded (or reversed) PayPal payment paid for', async () => {
    const founder = await memberWithOrder('REFUNDED8');
    nock(PAYPAL).post('/v2/checkout/orders/REFUNDED8/capture').reply(201, captured('REFUNDED8', '29.00'));
    expect((await founder.client.post('/api/paypal/order/REFUNDED8/capture')).body.paymentStatus).toBe('succeeded');
    // A refund event's resource is the refund; its `up` link names the capture, read again from PayPal.
    nock(PAYPAL).get('/v2/payments/captures/CAP-REFUNDED8').reply(200, captureOf('REFUNDED8', '29.00', 'REFUNDED'));
    const refund = {
      id: 'WH-REFUNDED-8', event_version: '1.0', resource_type: 'refund', event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: { id: 'REF-8', status: 'COMPLETED', amount: { currency_code: 'USD', value: '29.00' }, links: [{ rel: 'up', method: 'GET', href: `${PAYPAL}/v2/payments/captures/CAP-REFUNDED8` }] },
    };
    expect((await deliver(refund).delivery).body).toEqual({ received: true, result: 'applied' });
    const billing = (await founder.client.get('/api/billing')).body;
    expect(billing.plan).toBe('free');
    expect(billing.payments).toMatchObject([{ status: 'refunded' }]);
  });

  it('refuses test orders without a plan where money is real (sandbox counts as test mode here)', async () => {
    const founder = await signUp(server, 'entrepreneur', {}, { verified: true });
    oauth();
    nock(PAYPAL).post('/v2/checkout/orders').reply(201, { id: 'TESTORDER1', status: 'CREATED' });
    expect((await founder.client.post('/api/paypal/order', { amount: 9.99, currency: 'USD', intent: 'CAPTURE' })).body).toMatchObject({ purpose: 'test', amountCents: 999 });
    const production = await startTestServer({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_ENVIRONMENT: 'production' });
    try {
      const member = await signUp(production, 'entrepreneur', {}, { verified: true });
      const refused = await member.client.post('/api/paypal/order', { amount: 9.99, currency: 'USD', intent: 'CAPTURE' });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(WALLET_MESSAGES.testOrdersOnly);
    } finally {
      await production.close();
    }
  });
});
