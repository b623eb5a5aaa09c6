// The payments module's public surface: code outside modules/payments/ imports this file only (eslint.config.js enforces it).
export { isFeaturedSeller } from './featured-placement.ts';
export { paymentProvidersFor, type PaymentProviders } from './payment-providers.ts';
export { paymentRoutes } from './payment-routes.ts';
export { PaymentService } from './payment-service.ts';
export { settleOpenWalletPayments } from './paypal-webhooks.ts';
export { SubscriptionLifecycle } from './subscription-lifecycle.ts';
export { subscribePlanChangePushes } from './subscription-ledger.ts';
