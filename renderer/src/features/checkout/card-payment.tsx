import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { PaymentConfig } from '#shared/schemas/payment-schemas.ts';
import { SimulatedCardFormView } from './simulated-card-form.tsx';

// Stripe.js and its React bindings load only when a Stripe card form is shown.
const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

interface CardPaymentProps {
  config: PaymentConfig;
  clientSecret: string;
  returnUrl: string;
  submitLabel: string;
  /** The simulated confirmation (test mode without Stripe). */
  onSimulatedPay: (cardNumber: string) => Promise<void>;
}

/** The card form for a started payment: Stripe's Payment Element when Stripe is configured, the test-mode form otherwise. */
export function CardPayment({ config, clientSecret, returnUrl, submitLabel, onSimulatedPay }: CardPaymentProps) {
  if (config.card === 'stripe' && config.stripePublishableKey) {
    return (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
        <StripeCardForm publishableKey={config.stripePublishableKey} clientSecret={clientSecret} returnUrl={returnUrl} submitLabel={submitLabel} />
      </Suspense>
    );
  }
  return <SimulatedCardFormView submitLabel={submitLabel} onPay={onSimulatedPay} />;
}
