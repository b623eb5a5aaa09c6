import type { PaymentConfig } from '#shared/schemas/payment-schemas.ts';
import type { AppConfig } from '../../config.ts';
import type { CardProvider } from './payment-provider.ts';
import { SimulatedCardProvider } from './simulated-provider.ts';
import { StripeCardProvider } from './stripe-provider.ts';

/** The providers a deployment uses, chosen once from its configuration. */
export interface PaymentProviders {
  /** Cards: Stripe when configured, else the simulated provider where it is allowed, else none. */
  card: CardProvider | null;
  /** The Stripe adapter, when STRIPE_SECRET_KEY is set (webhooks need more than the card interface). */
  stripe: StripeCardProvider | null;
  /**
   * The simulated endpoints answer only when this is true: no real provider is configured, and
   * either this is not production or PAYMENTS_MODE=simulated was set on purpose.
   */
  simulated: boolean;
  /** What GET /api/payments/config tells the payment screens. */
  publicConfig: PaymentConfig;
}

export function paymentProvidersFor(config: AppConfig['payments']): PaymentProviders {
  const real = Boolean(config.stripe || config.paypal);
  const simulated = !real && (!config.production || config.mode === 'simulated');
  if (config.paypal) throw new Error('Invalid configuration: PayPal payments are not available in this version; unset PAYPAL_CLIENT_ID');
  const stripe = config.stripe ? new StripeCardProvider(config.stripe) : null;
  const card = stripe ?? (simulated ? new SimulatedCardProvider() : null);
  return {
    card,
    stripe,
    simulated,
    publicConfig: {
      card: card ? card.name : 'none',
      wallet: simulated ? 'simulated' : 'none',
      testMode: simulated || Boolean(config.stripe?.secretKey.startsWith('sk_test_')),
      stripePublishableKey: config.stripe?.publishableKey ?? null,
      paypalClientId: null,
    },
  };
}
