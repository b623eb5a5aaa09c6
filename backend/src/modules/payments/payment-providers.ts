import type { PaymentConfig } from '#shared/schemas/payment-schemas.ts';
import type { AppConfig } from '../../config.ts';
import type { CardProvider, WalletProvider } from './payment-provider.ts';
import { PaypalWalletProvider, SimulatedWalletProvider } from './paypal-provider.ts';
import { SimulatedCardProvider } from './simulated-provider.ts';
import { StripeCardProvider } from './stripe-provider.ts';

/** The providers a deployment uses, chosen once from its configuration. */
export interface PaymentProviders {
  /** Cards: Stripe when configured, else the simulated provider where it is allowed, else none. */
  card: CardProvider | null;
  /** Wallet payments: PayPal when configured, else the simulated wallet where it is allowed, else none. */
  wallet: WalletProvider | null;
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
  const stripe = config.stripe ? new StripeCardProvider(config.stripe) : null;
  const card = stripe ?? (simulated ? new SimulatedCardProvider() : null);
  const wallet = config.paypal ? new PaypalWalletProvider(config.paypal) : simulated ? new SimulatedWalletProvider() : null;
  return {
    card,
    wallet,
    stripe,
    simulated,
    publicConfig: {
      card: card ? card.name : 'none',
      wallet: wallet ? wallet.name : 'none',
      testMode: simulated || providersInTestMode(config),
      stripePublishableKey: config.stripe?.publishableKey ?? null,
      paypalClientId: config.paypal?.clientId ?? null,
    },
  };
}

/** Every configured provider uses test keys (Stripe `sk_test_`, PayPal sandbox): no real money moves. */
function providersInTestMode(config: AppConfig['payments']): boolean {
  const modes = [config.stripe && config.stripe.secretKey.startsWith('sk_test_'), config.paypal && config.paypal.environment === 'sandbox'].filter((mode) => mode !== null);
  return modes.length > 0 && modes.every(Boolean);
}
