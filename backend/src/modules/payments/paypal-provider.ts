import { randomBytes } from 'node:crypto';
import {
  ApiError, CheckoutPaymentIntent, Client, Environment, OrdersController, PaymentsController, type CapturedPayment, type OAuthToken, type Order, type OrdersCapture,
} from '@paypal/paypal-server-sdk';
import { PAYMENT_MESSAGES, WALLET_MESSAGES } from '#shared/schemas/payment-schemas.ts';
import { DomainError, notFound, providerRefused, upstreamFailed } from '../../domain/domain-errors.ts';
import type { WalletCapture, WalletOrder, WalletProvider } from './payment-provider.ts';

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
  /** The webhook's id in the REST app (PAYPAL_WEBHOOK_ID), needed to verify its events; null: webhooks off. */
  webhookId?: string | null;
}

/** The PAYPAL-* headers a webhook delivery is signed with. */
export interface WebhookTransmission {
  transmissionId: string;
  transmissionTime: string;
  transmissionSig: string;
  certUrl: string;
  authAlgo: string;
}

const API_BASE = { sandbox: 'https://api-m.sandbox.paypal.com', production: 'https://api-m.paypal.com' } as const;

const dollars = (cents: number) => (cents / 100).toFixed(2);
const toCents = (value: string | undefined) => (value ? Math.round(Number(value) * 100) : 0);

/** A capture as PayPal shows it (in an order, or read by its id), in our terms. */
function toCapture(capture: OrdersCapture | CapturedPayment | undefined): WalletCapture | undefined {
  if (!capture?.id || !capture.status) return undefined;
  return {
    id: capture.id, status: capture.status, amountCents: toCents(capture.amount?.value), currency: capture.amount?.currencyCode ?? '',
    reason: capture.statusDetails?.reason ?? null,
  };
}

/** An order and its (first) capture: one purchase unit, captured once. */
const toOrder = (order: Order, fallbackId: string): WalletOrder => ({
  id: order.id ?? fallbackId, status: order.status ?? 'UNKNOWN', capture: toCapture(order.purchaseUnits?.[0]?.payments?.captures?.[0]),
});

/**
 * PayPal through @paypal/paypal-server-sdk (Orders v2, intent CAPTURE). The SDK keeps the OAuth
 * token; the browser gets a client token from /v1/identity/generate-token for PayPal's JS SDK.
 */
export class PaypalWalletProvider implements WalletProvider {
  readonly name = 'paypal' as const;
  private readonly client: Client;
  private readonly orders: OrdersController;
  private readonly payments: PaymentsController;
  private readonly settings: PaypalSettings;
  private token: OAuthToken | undefined;

  constructor(settings: PaypalSettings) {
    this.settings = settings;
    this.client = new Client({
      clientCredentialsAuthCredentials: { oAuthClientId: settings.clientId, oAuthClientSecret: settings.clientSecret },
      environment: settings.environment === 'production' ? Environment.Production : Environment.Sandbox,
      timeout: 20_000,
    });
    this.orders = new OrdersController(this.client);
    this.payments = new PaymentsController(this.client);
  }

  /** Webhooks are received only with PAYPAL_WEBHOOK_ID: without it their signatures cannot be verified. */
  get webhookId(): string | null {
    return this.settings.webhookId ?? null;
  }

  /** An OAuth token for the calls the SDK has no controller for, kept until it expires. */
  private async accessToken(): Promise<string> {
    this.token = await this.client.clientCredentialsAuthManager.updateToken(this.token);
    return this.token.accessToken;
  }

  async setup(): Promise<{ clientToken: string; clientId: string | null }> {
    return this.call(PAYMENT_MESSAGES.paymentError, async () => {
      const response = await fetch(`${API_BASE[this.settings.environment]}/v1/identity/generate-token`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json', 'accept-language': 'en_US' },
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

  async captureOrder(orderId: string, attempt = 0): Promise<WalletOrder> {
    return this.call(PAYMENT_MESSAGES.walletActivationFailed, async () => {
      // One request id per attempt: PayPal answers a repeat with the first result, so two captures at
      // once take the money once, and after a declined funding source the next try is a new request.
      const paypalRequestId = attempt > 0 ? `hh-capture-${orderId}-${attempt}` : `hh-capture-${orderId}`;
      const { result } = await this.orders.captureOrder({ id: orderId, paypalRequestId, prefer: 'return=representation' });
      return toOrder(result, orderId);
    });
  }

  async getOrder(orderId: string): Promise<WalletOrder> {
    return this.call(PAYMENT_MESSAGES.paymentError, async () => toOrder((await this.orders.getOrder({ id: orderId })).result, orderId));
  }

  /** A capture read by its id, with the order it belongs to (webhook events name captures). */
  async getCapture(captureId: string): Promise<{ orderId: string | null; capture: WalletCapture | undefined }> {
    return this.call(PAYMENT_MESSAGES.paymentError, async () => {
      const { result } = await this.payments.getCapturedPayment({ captureId });
      return { orderId: result.supplementaryData?.relatedIds?.orderId ?? null, capture: toCapture(result) };
    });
  }

  /**
   * Asks PayPal whether a webhook delivery is genuine (POST /v1/notifications/verify-webhook-signature;
   * the SDK has no controller for it). A 4xx (malformed headers) is a no; PayPal down is a 502, so
   * PayPal delivers the event again later.
   */
  async verifyWebhook(transmission: WebhookTransmission, rawEvent: string): Promise<boolean> {
    const webhookId = this.webhookId;
    if (!webhookId) return false;
    return this.call(PAYMENT_MESSAGES.paymentError, async () => {
      // The event goes back exactly as it came: a re-serialised copy may differ from what PayPal signed.
      const fields = {
        auth_algo: transmission.authAlgo, cert_url: transmission.certUrl, transmission_id: transmission.transmissionId,
        transmission_sig: transmission.transmissionSig, transmission_time: transmission.transmissionTime, webhook_id: webhookId,
      };
      const body = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${rawEvent}}`;
      const response = await fetch(`${API_BASE[this.settings.environment]}/v1/notifications/verify-webhook-signature`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
        body,
      });
      if (response.status >= 400 && response.status < 500) return false;
      const answer = (await response.json().catch(() => ({}))) as { verification_status?: string };
      if (!response.ok) throw new Error(`verify-webhook-signature answered ${response.status}`);
      return answer.verification_status === 'SUCCESS';
    });
  }

  /**
   * PayPal's own message where it gives one, else the spec's (502). A declined funding source is
   * flagged, so the buttons let the buyer choose another one for the same order.
   */
  private async call<T>(fallback: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if (error instanceof ApiError && error.statusCode === 422) {
        const details = (error.result as { details?: Array<{ issue?: string; description?: string }> } | undefined)?.details;
        if (details?.some((detail) => detail.issue === 'INSTRUMENT_DECLINED')) {
          throw providerRefused(WALLET_MESSAGES.instrumentDeclined, { instrumentDeclined: true });
        }
        throw providerRefused(details?.[0]?.description ?? fallback);
      }
      if (error instanceof ApiError && error.statusCode === 404) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
      throw upstreamFailed(fallback);
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

  async getOrder(orderId: string): Promise<WalletOrder> {
    return { id: orderId, status: 'CREATED' };
  }
}
