import Router from '@koa/router';
import { API_PATHS } from '#shared/api/api-paths.ts';
import {
  createPaymentIntentSchema, simulatedPaymentSuccessSchema, simulatedSubscriptionSuccessSchema, subscriptionRequestSchema,
  WALLET_MESSAGES, walletOrderSchema, walletSubscriptionSuccessSchema,
} from '#shared/schemas/payment-schemas.ts';
import type { AppDeps, AppState } from '../../app-context.ts';
import { access, requireUser } from '../../http/access.ts';
import { invalid, notFound, parseInput } from '../../domain/domain-errors.ts';
import type { PaymentService } from './payment-service.ts';
import { PaypalWebhooks } from './paypal-webhooks.ts';
import { StripeWebhooks } from './stripe-webhooks.ts';

export const WEBHOOK_SIGNATURE_MESSAGE = 'Webhook signature verification failed.';

/** Payment calls and the billing calls; the rules live in PaymentService. */
export function paymentRoutes(deps: AppDeps, service: PaymentService) {
  const router = new Router<AppState>();
  const stripeWebhooks = deps.payments.stripe && new StripeWebhooks(deps, service, deps.payments.stripe);
  const paypalWebhooks = PaypalWebhooks.for(deps, service);

  // Public: /pricing and the checkout pages ask before sign-in which providers to show.
  router.get(API_PATHS.paymentsConfig, access('public'), (ctx) => {
    ctx.body = deps.payments.publicConfig;
  });

  router.post(API_PATHS.getOrCreateSubscription, access('signedIn'), async (ctx) => {
    ctx.body = await service.getOrCreateSubscription(requireUser(ctx), parseInput(subscriptionRequestSchema, ctx.request.body));
  });

  router.post(API_PATHS.simulatedSubscriptionSuccess, access('signedIn'), async (ctx) => {
    // Before validation: where simulated payments are off, the route does not exist at all.
    service.assertSimulated();
    ctx.body = await service.confirmSimulatedSubscription(requireUser(ctx), parseInput(simulatedSubscriptionSuccessSchema, ctx.request.body));
  });

  router.post(API_PATHS.createPaymentIntent, access('signedIn'), async (ctx) => {
    ctx.body = await service.createPaymentIntent(requireUser(ctx), parseInput(createPaymentIntentSchema, ctx.request.body));
  });

  router.post(API_PATHS.simulatedPaymentSuccess, access('signedIn'), async (ctx) => {
    service.assertSimulated();
    const input = parseInput(simulatedPaymentSuccessSchema, ctx.request.body);
    ctx.body = await service.confirmSimulatedPayment(requireUser(ctx), input.paymentIntentId, input.cardNumber);
  });

  router.get(API_PATHS.billing, access('signedIn'), async (ctx) => {
    ctx.body = await service.billing(requireUser(ctx).id);
  });

  router.post(API_PATHS.billingCancel, access('signedIn'), async (ctx) => {
    ctx.body = await service.cancel(requireUser(ctx));
  });

  router.post(API_PATHS.billingResume, access('signedIn'), async (ctx) => {
    ctx.body = await service.resume(requireUser(ctx));
  });

  // Public: the wallet test page (/paypal-test) is public; a client token is no secret.
  router.get(API_PATHS.paypalSetup, access('public'), async (ctx) => {
    ctx.body = await service.walletSetup();
  });

  router.post(API_PATHS.paypalOrder, access('signedIn'), async (ctx) => {
    ctx.body = await service.createWalletOrder(requireUser(ctx), parseInput(walletOrderSchema, ctx.request.body));
  });

  router.post(API_PATHS.paypalCapture, access('owner'), async (ctx) => {
    const orderId = ctx.params.orderId ?? '';
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(orderId)) throw notFound(WALLET_MESSAGES.orderId);
    ctx.body = await service.captureWalletOrder(requireUser(ctx), orderId);
  });

  router.post(API_PATHS.paypalSubscriptionSuccess, access('signedIn'), async (ctx) => {
    ctx.body = await service.walletSubscriptionSuccess(requireUser(ctx), parseInput(walletSubscriptionSuccessSchema, ctx.request.body));
  });

  // Stripe's calls: no session, no Origin; trusted only through the signature over the raw body.
  router.post(API_PATHS.stripeWebhook, access('public'), async (ctx) => {
    if (!stripeWebhooks || !deps.payments.stripe) throw notFound();
    const raw = (ctx.request as { rawBody?: string }).rawBody ?? '';
    let event;
    try {
      event = deps.payments.stripe.constructEvent(raw, ctx.get('stripe-signature'));
    } catch {
      throw invalid(WEBHOOK_SIGNATURE_MESSAGE);
    }
    ctx.body = { received: true, result: await stripeWebhooks.handle(event) };
  });

  // PayPal's calls: no session, no Origin; trusted only once PayPal's verify API confirms the raw body's signature.
  router.post(API_PATHS.paypalWebhook, access('public'), async (ctx) => {
    if (!paypalWebhooks) throw notFound();
    const result = await paypalWebhooks.receive((ctx.request as { rawBody?: string }).rawBody ?? '', (name) => ctx.get(name));
    if (result === 'unverified') throw invalid(WEBHOOK_SIGNATURE_MESSAGE);
    ctx.body = { received: true, result };
  });

  return router;
}
