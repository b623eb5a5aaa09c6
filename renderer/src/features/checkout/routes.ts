/**
 * The routes checkout/ owns, for app/page-loaders.ts only (see partners/routes.ts on why this is not index.ts).
 */
export const checkoutRoutes = {
  pricing: () => import('./pricing-page.tsx').then((m) => m.PricingPage),
  subscriptionSuccess: () => import('./payment-result-page.tsx').then((m) => m.SubscriptionSuccessPage),
  paymentSuccess: () => import('./payment-result-page.tsx').then((m) => m.PaymentSuccessPage),
  subscribe: () => import('./subscribe-page.tsx').then((m) => m.SubscribePage),
  paypalSubscribe: () => import('./paypal-subscribe-page.tsx').then((m) => m.PaypalSubscribePage),
  paypalTest: () => import('./paypal-test-page.tsx').then((m) => m.PaypalTestPage),
  checkout: () => import('./checkout-page.tsx').then((m) => m.CheckoutPage),
};
