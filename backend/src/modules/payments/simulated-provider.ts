import { randomBytes } from 'node:crypto';
import type { CardProvider, CheckoutStart, PaymentCheckout, SubscriptionCheckout } from './payment-provider.ts';

const randomId = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, '').slice(0, bytes);

/**
 * The embedded default when no provider keys are set ('Test mode' on every payment screen): it
 * hands out intents shaped like Stripe's (`sim_pi_...` with a client secret) and takes no money;
 * the member confirms through POST /api/simulated-subscription-success or
 * /api/simulated-payment-success with a test card number. Renewals are charged by the subscription
 * lifecycle (subscription-lifecycle.ts) on the same clock.
 */
export class SimulatedCardProvider implements CardProvider {
  readonly name = 'simulated' as const;

  async startSubscription(checkout: SubscriptionCheckout): Promise<CheckoutStart> {
    // As Stripe does: a change that costs nothing today (covered by credit, or during a trial) is
    // applied at once, on the card already on file.
    if (checkout.change && checkout.dueTodayCents === 0) return { reference: `sim_chg_${randomId(24)}`, clientSecret: null, amountDueCents: 0, completed: {} };
    return this.intent(checkout.dueTodayCents);
  }

  async startPayment(checkout: PaymentCheckout): Promise<CheckoutStart & { clientSecret: string }> {
    return this.intent(checkout.amountCents);
  }

  async setCancelAtPeriodEnd(): Promise<void> {
    // Nothing is kept outside our database.
  }

  private intent(amountCents: number): CheckoutStart & { clientSecret: string } {
    const id = `sim_pi_${randomId(24)}`;
    const clientSecret = `${id}_secret_${randomId(24)}`;
    return {
      reference: id,
      clientSecret,
      intent: { id, status: 'requires_payment_method', amount: amountCents, currency: 'usd', created: Math.floor(Date.now() / 1000), client_secret: clientSecret },
    };
  }
}
