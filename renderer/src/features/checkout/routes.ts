import type { PageRoute } from '../../lib/routing/page-route.ts';

/**
 * The pages checkout/ owns, collected by app/routes.ts. Kept out of index.ts: importing a feature's public
 * surface must not pull its pages (or what their modules run on load) into the importer's chunk.
 */
export const checkoutRoutes: PageRoute[] = [
  { path: '/paypal-test', access: 'public', title: 'Wallet test payment', indexed: false, load: () => import('./paypal-test-page.tsx').then((m) => m.PaypalTestPage) },
  {
    path: '/pricing',
    access: 'public',
    title: 'Pricing',
    description: 'Free, Basic and Pro plans for entrepreneurs, manufacturers, suppliers, attorneys, designers and investors. Paid plans start with a 7-day free trial.',
    load: () => import('./pricing-page.tsx').then((m) => m.PricingPage),
  },
  { path: '/subscribe', access: 'protected', title: 'Choose your plan', load: () => import('./subscribe-page.tsx').then((m) => m.SubscribePage) },
  { path: '/paypal-subscribe', access: 'protected', title: 'Pay with PayPal', load: () => import('./paypal-subscribe-page.tsx').then((m) => m.PaypalSubscribePage) },
  { path: '/subscription-success', access: 'protected', title: 'Subscription', load: () => import('./payment-result-page.tsx').then((m) => m.SubscriptionSuccessPage) },
  { path: '/checkout', access: 'protected', title: 'Checkout', load: () => import('./checkout-page.tsx').then((m) => m.CheckoutPage) },
  { path: '/payment-success', access: 'protected', title: 'Payment', load: () => import('./payment-result-page.tsx').then((m) => m.PaymentSuccessPage) },
];
