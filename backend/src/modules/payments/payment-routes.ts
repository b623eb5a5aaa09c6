import Router from '@koa/router';
import { API_PATHS } from '#shared/api/api-paths.ts';
import {
  createPaymentIntentSchema, simulatedPaymentSuccessSchema, simulatedSubscriptionSuccessSchema, subscriptionRequestSchema,
} from '#shared/schemas/payment-schemas.ts';
import type { AppDeps, AppState } from '../../app-context.ts';
import { access } from '../../http/access.ts';
import { parseInput } from '../../http/http-error.ts';
import { requireUser } from '../auth/auth-routes.ts';
import type { PaymentService } from './payment-service.ts';

/** 001 §7 payment calls and the billing calls of issue 12; the rules live in PaymentService. */
export function paymentRoutes(deps: AppDeps, service: PaymentService) {
  const router = new Router<AppState>();

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

  return router;
}
