import { randomBytes } from 'node:crypto';
import { ApiError, CheckoutPaymentIntent, Client, Environment, OrdersController, type Order } from '@paypal/paypal-server-sdk';
import { PAYMENT_MESSAGES } from '#shared/schemas/payment-schemas.ts';
import { HttpError } from '../../http/http-error.ts';
import type { WalletOrder, WalletProvider } from './payment-provider.ts';

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
}

const API_BASE = { sandbox: 'https://api-m.sandbox.paypal.com', production: 'https://api-m.paypal.com' } as const;

const dollars = (cents: number) => (cents / 100).toFixed(2);
const toCents = (value: string | undefined) => (value ? Math.round(Number(value) * 100) : 0);

/** Captured cents of an order (its first capture), for checking against what we asked. */
function captured(order: Order): number | undefined {
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
  return capture?.status === 'COMPLETED' ? toCents(capture.amount?.value) : undefined;
}

/**
 * PayPal through @paypal/paypal-server-sdk (Orders v2, intent CAPTURE). The SDK keeps the OAuth
 * token; the browser gets a client token from /v1/identity/generate-token for PayPal's JS SDK.
 */
export class PaypalWalletProvider implements WalletProvider {
  readonly name = 'paypal' as const;
  private readonly client: Client;
  private readonly orders: OrdersController;
  private readonly settings: PaypalSettings;

  constructor(settings: PaypalSettings) {
    this.settings = settings;
    this.client = new Client({
      clientCredentialsAuthCredentials: { oAuthClientId: settings.clientId, oAuthClientSecret: settings.clientSecret },
      environment: settings.environment === 'production' ? Environment.Production : Environment.Sandbox,
      timeout: 20_000,
    });
    this.orders = new OrdersController(this.client);
  }

  async setup(): Promise<{ clientToken: string; clientId: string | null }> {
    return this.call(PAYMENT_MESSAGES.paymentError, async () => {
      const token = await this.client.clientCredentialsAuthManager.fetchToken();
      const response = await fetch(`${API_BASE[this.settings.environment]}/v1/identity/generate-token`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token.accessToken}`, 'content-type': 'application/json', 'accept-language': 'en_US' },
      });
      const body = (await response.json().catch(() => ({}))) as { client_token?: string };
      if (!response.ok || !body.client_token) throw new Error(`generate-token answered ${response.status}`);
      return { clientToken: body.client_token, clientId: this.settings.clientId };
    });
  }

  async createOrder(order: { amountCents: number; description: string; referenceId: string }): Promise<WalletOrder> {
    return this.call(PAYMENT_MESSAGES.paymentError, async () => {
      const { result } = await this.orders.createOrder({
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [{ referenceId: order.referenceId, description: order.description.slice(0, 127), amount: { currencyCode: 'USD', value: dollars(order.amountCents) } }],
        },
        paypalRequestId: `hh-order-${order.referenceId}`,
        prefer: 'return=minimal',
      });
      return { id: result.id!, status: result.status ?? 'CREATED' };
    });
  }

  async captureOrder(orderId: string): Promise<WalletOrder> {
    return this.call(PAYMENT_MESSAGES.walletActivationFailed, async () => {
      // The same request id for every capture of this order: PayPal answers a repeat with the first result.
      const { result } = await this.orders.captureOrder({ id: orderId, paypalRequestId: `hh-capture-${orderId}`, prefer: 'return=representation' });
      return { id: result.id ?? orderId, status: result.status ?? 'UNKNOWN', capturedCents: captured(result) };
    });
  }

  /** PayPal's own message where it gives one (a declined instrument), else the spec's (502). */
  private async call<T>(fallback: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (error instanceof ApiError && error.statusCode === 422) {
        const details = (error.result as { details?: Array<{ description?: string }> } | undefined)?.details;
        throw new HttpError(422, details?.[0]?.description ?? fallback);
      }
      if (error instanceof ApiError && error.statusCode === 404) throw new HttpError(404, PAYMENT_MESSAGES.paymentNotFound);
      throw new HttpError(502, fallback);
    }
  }
}

/**
 * The simulated wallet (test mode): orders live only in our `payments` rows and capture at once, for
 * the row's amount (any process can capture: nothing is kept in memory).
 */
export class SimulatedWalletProvider implements WalletProvider {
  readonly name = 'simulated' as const;

  async setup(): Promise<{ clientToken: string; clientId: string | null }> {
    return { clientToken: `sim_client_token_${randomBytes(12).toString('hex')}`, clientId: null };
  }

  async createOrder(): Promise<WalletOrder> {
    return { id: `SIM${randomBytes(8).toString('hex').toUpperCase()}`, status: 'CREATED' };
  }

  async captureOrder(orderId: string): Promise<WalletOrder> {
    return { id: orderId, status: 'COMPLETED' };
  }
}
