import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, WALLET_MESSAGES } from '#shared/schemas/payment-schemas.ts';
import { signUp } from '../../test-support/accounts.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const PAYPAL = 'https://api-m.sandbox.paypal.com';

/** PayPal's capture answer for an order, in its REST shape. */
const captured = (id: string, value: string, status = 'COMPLETED') => ({
  id,
  status,
  purchase_units: [{ reference_id: 'default', payments: { captures: [{ id: `CAP-${id}`, status, amount: { currency_code: 'USD', value } }] } }],
});

describe('PayPal adapter (@paypal/paypal-server-sdk with its HTTP calls intercepted)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ PAYPAL_CLIENT_ID: 'paypal-client-id', PAYPAL_CLIENT_SECRET: 'paypal-client-secret', PAYPAL_ENVIRONMENT: 'sandbox' });
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
    expect(success.body).toMatchObject({ plan: 'basic', provider: 'paypal', status: 'active', cancelAtPeriodEnd: true });
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
    expect(declined.body.message).toMatch(/^The instrument presented was either declined/);

    nock(PAYPAL).post('/v2/checkout/orders/DECLINED01/capture').times(3).reply(500, { name: 'INTERNAL_SERVER_ERROR' });
    const outage = await founder.client.post('/api/paypal/order/DECLINED01/capture');
    expect(outage.status).toBe(502);
    expect(outage.body.message).toBe(PAYMENT_MESSAGES.walletActivationFailed);

    nock(PAYPAL).post('/v2/checkout/orders').times(3).reply(503, 'Service Unavailable');
    const failedOrder = await founder.client.post('/api/paypal/order', { plan: 'entrepreneur-pro', role: 'entrepreneur', interval: 'monthly' });
    expect(failedOrder.status).toBe(502);
    expect(failedOrder.body.message).toBe(PAYMENT_MESSAGES.paymentError);
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
