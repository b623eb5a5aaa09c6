import type { AnyQueryBuilder } from 'objection';
import { z } from 'zod';
import type { AppDeps } from '../../app-context.ts';
import { DomainError, isDomainError } from '../../domain/domain-errors.ts';
import { User } from '../../db/models/user-model.ts';
import { Payment } from '../../db/models/payment-model.ts';
import { Subscription } from '../../db/models/subscription-model.ts';
import type { WalletCapture, WalletOrder, WalletProvider } from './payment-provider.ts';
import type { PaymentService, SubscriptionAttempt } from './payment-service.ts';
import { addInterval, resolvePlan } from './plan-pricing.ts';
import { PaypalWalletProvider } from './paypal-provider.ts';
import { AlreadyApplied, claimEvent } from './payment-events.ts';
import { endSubscription, inLedgerTransaction, type LedgerTransaction } from './subscription-ledger.ts';

/**
 * Wallet (PayPal) payments after the capture call. PayPal may take the money and hold it (a capture
 * PENDING: an eCheck that has not cleared, a review), then complete or deny it days later. Such a
 * payment stays `pending`, marked with its capture id (metadata.captureId), and grants nothing; it
 * is settled by PayPal's webhooks, verified with PayPal, or else by the billing sweep reading its
 * order again. Every way in goes through `settleWalletPayment`, which locks the row, so a capture
 * answer, a webhook and the sweep arriving together apply once.
 */

/** What a settlement left the payment as. */
export type WalletPaymentStatus = 'pending' | 'succeeded' | 'failed' | 'refunded';

/** A capture PayPal holds: the payment is in the member's billing list (as pending) and the sweep reads it again. */
export function capturePending(query: AnyQueryBuilder): void {
  // json_extract reads the JSON column the same way on SQLite, MySQL and MariaDB.
  query.where('status', 'pending').whereRaw("json_extract(metadata, '$.captureId') is not null");
}

/** The row of a capture PayPal holds (the capture call already answered PENDING). */
export const captureHeld = (payment: Payment) => payment.status === 'pending' && Boolean((payment.metadata as { captureId?: unknown } | null)?.captureId);

/**
 * The payments a member's billing list shows: settled ones, and captures PayPal holds. An attempt
 * that was never paid (a card form left, a PayPal window closed) is not listed.
 */
export function listedInBilling(query: AnyQueryBuilder): void {
  query.whereIn('status', ['succeeded', 'failed', 'refunded']).orWhere(capturePending);
}

/**
 * Captures a wallet order. After PayPal declined the buyer's funding source (INSTRUMENT_DECLINED) the
 * order stays open and the next capture is a new request: PayPal replays the answer of a repeated
 * PayPal-Request-Id, which would be the decline again.
 */
export async function captureWalletPayment(deps: AppDeps, wallet: WalletProvider, payment: Payment): Promise<WalletOrder> {
  const orderId = payment.providerReference ?? '';
  const attempt = Number((payment.metadata as { captureAttempt?: unknown } | null)?.captureAttempt) || 0;
  let order: WalletOrder;
  try {
    order = await wallet.captureOrder(orderId, attempt);
  } catch (error) {
    if (error instanceof DomainError && error.flags?.instrumentDeclined) {
      await deps.knex.transaction(async (trx) => {
        const row = await Payment.query(trx).findById(payment.id).forUpdate();
        const seen = Number((row?.metadata as { captureAttempt?: unknown } | null)?.captureAttempt) || 0;
        if (row) await row.$query(trx).patch({ metadata: { ...row.metadata, captureAttempt: Math.max(seen, attempt + 1) } });
      });
    }
    throw error;
  }
  // The simulated wallet captures at once, for the row's amount.
  if (wallet.name === 'simulated' && order.status === 'COMPLETED' && !order.capture) {
    return { ...order, capture: { id: `SIMCAP${orderId}`, status: 'COMPLETED', amountCents: payment.amountCents, currency: payment.currency, reason: null } };
  }
  return order;
}

/**
 * Brings a wallet payment to the state of its capture at PayPal, in one transaction with the row
 * (and with the webhook event's id, when one brought it, so a redelivery changes nothing):
 * - COMPLETED for the amount and currency asked: succeeded, and the plan is granted from now.
 *   Another amount or currency: failed, nothing granted (logged for a person to look at).
 * - PENDING: stays pending, keeping the capture's id for the billing list and the sweep.
 * - DECLINED or FAILED, or returned before it completed: failed.
 * - REFUNDED after it succeeded (a refund or a reversal): refunded, and the plan it paid for ends.
 */
export async function settleWalletPayment(deps: AppDeps, service: PaymentService, paymentId: number, capture: WalletCapture | undefined): Promise<WalletPaymentStatus> {
  const result = await settle(deps, service, paymentId, capture, null);
  return result === 'duplicate' ? 'pending' : result;
}

async function settle(
  deps: AppDeps, service: PaymentService, paymentId: number, capture: WalletCapture | undefined, eventId: string | null,
): Promise<WalletPaymentStatus | 'duplicate'> {
  let receipt: number | undefined;
  let result: WalletPaymentStatus;
  try {
    result = await inLedgerTransaction(deps, async (tx): Promise<WalletPaymentStatus> => {
      const { trx } = tx;
      if (eventId) await claimEvent(trx, 'paypal', eventId);
      const payment = await Payment.query(trx).findById(paymentId).forUpdate();
      if (!payment) return 'failed';
      if (payment.status === 'succeeded' && capture?.status === 'REFUNDED') {
        await endRefundedPlan(deps, tx, payment);
        return 'refunded';
      }
      if (payment.status !== 'pending') return payment.status === 'canceled' ? 'failed' : payment.status;
      if (!capture) return 'pending';
      const metadata = { ...payment.metadata, captureId: capture.id };
      switch (capture.status) {
        case 'COMPLETED':
          if (capture.currency !== payment.currency || capture.amountCents !== payment.amountCents) {
            deps.log(`wallet: order ${payment.providerReference} captured ${capture.amountCents} ${capture.currency}, expected ${payment.amountCents} ${payment.currency}; not granted`);
            await payment.$query(trx).patch({ status: 'failed', metadata });
            return 'failed';
          }
          await payment.$query(trx).patch({ status: 'succeeded', metadata });
          await grant(deps, service, tx, payment);
          receipt = payment.id;
          return 'succeeded';
        case 'PENDING':
          if ((payment.metadata as { captureId?: unknown } | null)?.captureId !== capture.id) {
            await payment.$query(trx).patch({ metadata: { ...metadata, pendingReason: capture.reason } });
          }
          return 'pending';
        case 'DECLINED':
        case 'FAILED':
        case 'REFUNDED':
        case 'PARTIALLY_REFUNDED':
          await payment.$query(trx).patch({ status: 'failed', metadata });
          return 'failed';
        default:
          // A state PayPal may add later: left as it is for the next webhook or sweep.
          return 'pending';
      }
    });
  } catch (error) {
    if (error instanceof AlreadyApplied) return 'duplicate';
    throw error;
  }
  if (receipt) await service.sendReceipt(receipt);
  return result;
}

/**
 * The paid period starts when PayPal confirms the money (a held capture grants from its completion,
 * not from the order). A wallet plan does not renew: it ends with the period.
 */
async function grant(deps: AppDeps, service: PaymentService, tx: LedgerTransaction, payment: Payment): Promise<void> {
  if (payment.kind !== 'subscription') return; // a test order grants nothing
  const attempt = payment.metadata as unknown as SubscriptionAttempt;
  const user = await User.query(tx.trx).findById(payment.userId);
  const plan = user && resolvePlan(attempt.planId, user.role);
  if (!plan) {
    deps.log(`wallet: order ${payment.providerReference} paid for unknown plan ${attempt.planId}; not granted`);
    return;
  }
  const now = deps.clock.now();
  const periodEnd = addInterval(now, attempt.interval);
  // Not renewing, the period shows its end (the ledger sets it from cancelAtPeriodEnd).
  await service.applySubscription(tx, payment.userId, plan, attempt, payment.provider, null, null, {
    trialEnd: null, periodStart: now, periodEnd, cancelAtPeriodEnd: true,
  });
  await User.query(tx.trx).findById(payment.userId).patch({ paypalOrderId: payment.providerReference });
}

/**
 * A payment refunded (or reversed) in full: the plan it paid for ends now, unless a later payment
 * already paid for the plan the member holds.
 */
async function endRefundedPlan(deps: AppDeps, tx: LedgerTransaction, payment: Payment): Promise<void> {
  const { trx } = tx;
  await payment.$query(trx).patch({ status: 'refunded' });
  if (payment.kind !== 'subscription') return;
  const user = await User.query(trx).findById(payment.userId).forUpdate();
  if (!user || user.paypalOrderId !== payment.providerReference) return;
  const subscription = await Subscription.query(trx).findOne({ userId: payment.userId, provider: payment.provider }).whereIn('status', ['trialing', 'active', 'past_due']).forUpdate();
  if (!subscription) return;
  await endSubscription(tx, subscription, deps.clock.now());
}

/**
 * The billing sweep's fallback for lost webhooks: every capture PayPal held is read again (its
 * order) and settled. Each is independent: one failing read does not stop the others.
 */
export async function settleOpenWalletPayments(deps: AppDeps, service: PaymentService): Promise<number> {
  const wallet = deps.payments.wallet;
  if (!wallet || wallet.name !== 'paypal') return 0;
  const open = await Payment.query(deps.knex).where({ provider: wallet.name }).where(capturePending).orderBy('updatedAt').limit(100);
  let settled = 0;
  for (const payment of open) {
    try {
      const order = await wallet.getOrder(payment.providerReference ?? '');
      if ((await settleWalletPayment(deps, service, payment.id, order.capture)) !== 'pending') settled += 1;
    } catch (error) {
      deps.log(`wallet: re-reading order ${payment.providerReference} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return settled;
}

/** PayPal's webhook event, as far as it is read here (its resource is a capture or a refund). */
const webhookEventSchema = z.object({
  id: z.string().min(1).max(128),
  event_type: z.string().max(100),
  resource: z
    .object({
      id: z.string().max(128).optional(),
      links: z.array(z.object({ rel: z.string().optional(), href: z.string().optional() }).loose()).optional(),
    })
    .loose()
    .optional(),
});

const transmissionSchema = z.object({
  transmissionId: z.string().min(1).max(100),
  transmissionTime: z.string().min(1).max(100),
  transmissionSig: z.string().min(1).max(1000),
  certUrl: z.url({ protocol: /^https$/ }).max(500),
  authAlgo: z.string().regex(/^[A-Za-z0-9]{1,100}$/),
});

const CAPTURE_EVENTS = ['PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.PENDING', 'PAYMENT.CAPTURE.DENIED', 'PAYMENT.CAPTURE.DECLINED'];
const REFUND_EVENTS = ['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED'];

/** The capture a refund belongs to: its `up` link (…/v2/payments/captures/{id}). */
function capturedIdOfRefund(links: Array<{ rel?: string; href?: string }> | undefined): string | undefined {
  const up = links?.find((link) => link.rel === 'up')?.href;
  return up?.match(/\/v2\/payments\/captures\/([A-Za-z0-9-]+)$/)?.[1];
}

/**
 * POST /api/webhooks/paypal. PayPal's events carry no shared secret: each delivery is checked with
 * PayPal's verify API (its PAYPAL-* headers, our webhook id and the body as received). As for
 * Stripe, no event is applied from its own payload: the capture it names is read again from PayPal,
 * so late and out-of-order events converge on PayPal's state.
 */
export class PaypalWebhooks {
  private readonly deps: AppDeps;
  private readonly service: PaymentService;
  private readonly paypal: PaypalWalletProvider;

  private constructor(deps: AppDeps, service: PaymentService, paypal: PaypalWalletProvider) {
    this.deps = deps;
    this.service = service;
    this.paypal = paypal;
  }

  /** Only where PayPal is the wallet and PAYPAL_WEBHOOK_ID is set. */
  static for(deps: AppDeps, service: PaymentService): PaypalWebhooks | null {
    const wallet = deps.payments.wallet;
    return wallet instanceof PaypalWalletProvider && wallet.webhookId ? new PaypalWebhooks(deps, service, wallet) : null;
  }

  async receive(rawBody: string, header: (name: string) => string): Promise<'unverified' | 'applied' | 'duplicate' | 'ignored'> {
    const transmission = transmissionSchema.safeParse({
      transmissionId: header('paypal-transmission-id'), transmissionTime: header('paypal-transmission-time'), transmissionSig: header('paypal-transmission-sig'),
      certUrl: header('paypal-cert-url'), authAlgo: header('paypal-auth-algo'),
    });
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return 'unverified';
    }
    const event = webhookEventSchema.safeParse(body);
    if (!transmission.success || !event.success) return 'unverified';
    if (!(await this.paypal.verifyWebhook(transmission.data, rawBody))) return 'unverified';
    const { id, event_type: type, resource } = event.data;
    // A redelivery of an applied event stops before asking PayPal anything (the claim in the applying transaction settles races).
    if (await this.deps.knex('payment_events').where({ provider: 'paypal', eventId: id }).first()) return 'duplicate';
    const captureId = CAPTURE_EVENTS.includes(type) ? resource?.id : REFUND_EVENTS.includes(type) ? capturedIdOfRefund(resource?.links) : undefined;
    if (!captureId) return this.record(id);
    let read;
    try {
      read = await this.paypal.getCapture(captureId);
    } catch (error) {
      // Not a capture of this account's (any more): nothing of ours to settle.
      if (isDomainError(error, 'not_found')) return this.record(id);
      throw error;
    }
    const payment = read.orderId ? await Payment.query(this.deps.knex).findOne({ provider: 'paypal', providerReference: read.orderId }) : undefined;
    if (!payment) return this.record(id);
    return (await settle(this.deps, this.service, payment.id, read.capture, id)) === 'duplicate' ? 'duplicate' : 'applied';
  }

  /** An event with nothing of ours to apply is recorded all the same, so its redelivery says so. */
  private async record(eventId: string): Promise<'ignored' | 'duplicate'> {
    try {
      await this.deps.knex.transaction((trx) => claimEvent(trx, 'paypal', eventId));
      return 'ignored';
    } catch (error) {
      if (error instanceof AlreadyApplied) return 'duplicate';
      throw error;
    }
  }
}
