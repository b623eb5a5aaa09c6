import { LockOutlined } from '@ant-design/icons';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useToast } from '../../ui/use-toast.ts';
import { PAYMENT_MESSAGES } from '#shared/schemas/payment-schemas.ts';

/** One Stripe.js per publishable key for the page's life. */
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => stripes.get(key) ?? stripes.set(key, loadStripe(key)).get(key)!;

interface StripeCardFormProps {
  publishableKey: string;
  /** A PaymentIntent's (`pi_..._secret_...`) or, during a free trial, a SetupIntent's secret (`seti_...`). */
  clientSecret: string;
  /** Where Stripe sends the browser after confirming (the result page). */
  returnUrl: string;
  submitLabel: string;
}

function ConfirmButton({ clientSecret, returnUrl, submitLabel }: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!stripe || !elements) return;
    setBusy(true);
    const params = { elements, confirmParams: { return_url: returnUrl } };
    // Stripe redirects on success; an answer here is an error (a declined card, a failed check).
    const { error } = clientSecret.startsWith('seti_') ? await stripe.confirmSetup(params) : await stripe.confirmPayment(params);
    setBusy(false);
    if (error) toast.error(PAYMENT_MESSAGES.paymentFailedTitle, error.message ?? PAYMENT_MESSAGES.unexpected);
  };
  return (
    <Button type="primary" size="large" block icon={<LockOutlined />} loading={busy} disabled={!stripe} onClick={() => void confirm()}>
      {busy ? 'Processing...' : submitLabel}
    </Button>
  );
}

/** Stripe's Payment Element (cards, wallets Stripe offers), loaded only on payment pages when Stripe is configured. */
export default function StripeCardForm({ publishableKey, ...rest }: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret: rest.clientSecret, appearance: { theme: 'stripe' } }}>
      <Flex vertical gap={16}>
        <PaymentElement />
        <ConfirmButton {...rest} />
      </Flex>
    </Elements>
  );
}
