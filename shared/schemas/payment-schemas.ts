import { z } from 'zod';
import { ROLES, SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from '../constants/roles.ts';
import { MAX_ONE_OFF_QUANTITY, ONE_OFF_PRODUCT_CODES } from '../constants/one-off-products.ts';
import { BILLING_INTERVALS } from '../constants/plans.ts';
import { bodyId } from './ids.ts';

/**
 * Plans, subscriptions and one-off payments. The payloads keep the
 * spec's names; amounts a client sends are accepted for compatibility and ignored: the server
 * charges from the plan catalogue (shared/constants/plans.ts) and the one-off table.
 */
export const PAYMENT_PROVIDERS = ['simulated', 'stripe', 'paypal'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Days paid features stay after a failed renewal before the account falls back to Free. */
export const GRACE_DAYS = 7;

export const PAYMENT_MESSAGES = {
  /** Subscribe: validation. */
  selectPlan: 'Please select a plan to continue.',
  mustBeLoggedIn: 'You must be logged in to complete payment',
  interval: 'Please choose monthly or annual billing.',
  /** Subscription toasts. */
  subscriptionInitFailed: 'Failed to initialize subscription. Please try again.',
  paymentFailedTitle: 'Payment Failed',
  subscriptionFailedTitle: 'Subscription Failed',
  unexpected: 'An unexpected error occurred. Please try again.',
  simulationFailed: 'Failed to update subscription status',
  simulationErrorTitle: 'Simulation Error',
  alreadySubscribed: 'Already Subscribed',
  /** Wallet toasts. */
  walletActivationFailed: 'Failed to activate subscription',
  paymentCancelled: 'Payment Cancelled',
  paymentError: 'Payment Error',
  /** Checkout toasts. */
  paymentInitFailed: 'Failed to initialize payment. Please try again.',
  /** Checkout: validation. */
  quantity: 'Quantity must be at least 1',
  quantityTooLarge: `You can buy at most ${MAX_ONE_OFF_QUANTITY} of one product at a time.`,
  product: 'Please choose a product.',
  featuredProject: 'Please choose the project to feature.',
  /** Ours (not shown in the spec). */
  paymentNotFound: 'This payment was not found. Please start again.',
  paymentMismatch: 'This payment does not match the plan you chose. Please start again.',
  paymentAlreadyUsed: 'This payment has already been completed.',
  freePlanNoPayment: 'The Free plan needs no payment.',
  enterpriseViaSales: 'Enterprise plans are arranged with our team: see the Enterprise page.',
  noSubscription: 'You have no paid subscription to change.',
  alreadyCanceling: 'Your subscription already ends at the end of this billing period.',
  notCanceling: 'Your subscription is not set to end.',
  testCardDeclined: 'Your card was declined.',
  testModeOnly: 'Payments are simulated here: no card is charged.',
  badgeAfterRejection: 'Our team could not verify your credentials, so a verified badge cannot be shown. Update your credential in your profile and send it for review again.',
  resumeBeforeChange: 'Your subscription is set to end. Resume it in your profile before changing plans.',
  planChangedTitle: 'Plan Changed',
  planChanged: (planName: string) => `You are now on the ${planName} plan. Nothing more was charged today.`,
  /** A plan change whose payment was not made in time (a billing list entry). */
  changeExpired: 'not applied, the payment was not completed in time',
  /** A plan paid with a wallet (PayPal) covers one period and never renews by itself. */
  walletNoRenewal: 'PayPal payments do not renew. Pay again to continue.',
  walletPlanEnds: (endDate: string) => `Your plan ends on ${endDate}; PayPal payments do not renew. Pay again to continue.`,
  /** A plan is sold only to members of the role whose catalogue holds it. */
  planOfAnotherRole: (planRoleLabel: string, memberRoleLabel: string) =>
    `This is one of the ${planRoleLabel} plans. Your account can subscribe to the ${memberRoleLabel} plans: please choose one of those.`,
} as const;

const planField = z.string({ error: PAYMENT_MESSAGES.selectPlan }).trim().min(1, PAYMENT_MESSAGES.selectPlan).max(60, PAYMENT_MESSAGES.selectPlan);
const roleField = z.enum(ROLES, { error: PAYMENT_MESSAGES.selectPlan });
const intervalField = z.enum(BILLING_INTERVALS, { error: PAYMENT_MESSAGES.interval });
/** A provider's reference to a payment (a Stripe PaymentIntent id, a simulated `sim_pi_...`, a PayPal order id). */
const providerReference = (message: string) => z.string({ error: message }).trim().min(1, message).max(128, message).regex(/^[A-Za-z0-9_-]+$/, message);
/** The spec's clients send amounts; the server never reads them. */
const ignoredAmount = z.unknown().optional();

/**
 * POST /api/get-or-create-subscription {plan, role, pricingTier}. `plan` is a catalogue id
 * (`entrepreneur-basic`) or a tier (`basic`); `role` picks the catalogue when `plan` is a tier.
 */
export const subscriptionRequestSchema = z.object({
  plan: planField,
  role: roleField,
  pricingTier: intervalField.default('monthly'),
});
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

/**
 * A simulated test card (test mode only), the numbers Stripe's test mode uses: 4242... pays,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 0341 pays now but its renewals fail (to try the
 * grace period). Any other number is refused, so no real card number is ever sent to us.
 */
export const SIMULATED_TEST_CARDS = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000000341': 'renewals_fail',
} as const;
export type SimulatedCardOutcome = (typeof SIMULATED_TEST_CARDS)[keyof typeof SIMULATED_TEST_CARDS];
export const TEST_CARD_MESSAGE = 'Use a test card number, for example 4242 4242 4242 4242.';
const testCard = z
  .string({ error: TEST_CARD_MESSAGE })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => Object.hasOwn(SIMULATED_TEST_CARDS, value), TEST_CARD_MESSAGE)
  .optional();

/** POST /api/simulated-subscription-success {plan, role, interval, paymentIntentId}. */
export const simulatedSubscriptionSuccessSchema = z.object({
  plan: planField,
  role: roleField,
  interval: intervalField,
  paymentIntentId: providerReference(PAYMENT_MESSAGES.paymentNotFound),
  cardNumber: testCard,
});
export type SimulatedSubscriptionSuccess = z.infer<typeof simulatedSubscriptionSuccessSchema>;

/** POST /api/create-payment-intent {amount, productId, quantity}; `projectId` for featured_project. */
export const createPaymentIntentSchema = z.object({
  amount: ignoredAmount,
  productId: z.enum(ONE_OFF_PRODUCT_CODES, { error: PAYMENT_MESSAGES.product }),
  quantity: z
    .number({ error: PAYMENT_MESSAGES.quantity })
    .int(PAYMENT_MESSAGES.quantity)
    .min(1, PAYMENT_MESSAGES.quantity)
    .max(MAX_ONE_OFF_QUANTITY, PAYMENT_MESSAGES.quantityTooLarge)
    .default(1),
  projectId: bodyId(PAYMENT_MESSAGES.featuredProject).optional(),
});
export type CreatePaymentIntentInput = z.infer<typeof createPaymentIntentSchema>;

/** POST /api/simulated-payment-success {paymentIntentId} (the simulated one-off confirmation). */
export const simulatedPaymentSuccessSchema = z.object({
  paymentIntentId: providerReference(PAYMENT_MESSAGES.paymentNotFound),
  cardNumber: testCard,
});

const subscriptionStatus = z.enum(['incomplete', 'trialing', 'active', 'past_due', 'canceled']);

/** The answer to get-or-create-subscription: `status` and `clientSecret` plus what the form shows. */
export const subscriptionResponseSchema = z.object({
  status: subscriptionStatus,
  /** null when nothing is to be paid (already subscribed). */
  clientSecret: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  planId: z.string(),
  interval: z.enum(BILLING_INTERVALS),
  /** The plan's price for one billing period, US cents. */
  priceCents: z.int(),
  /** Charged now: 0 during a free trial; less the unused part of the current plan on a change. */
  dueTodayCents: z.int(),
  currency: z.literal('USD'),
  trialDays: z.int(),
  prorationCreditCents: z.int(),
  /** A plan change that needed no payment and is already in effect (nothing to confirm). */
  changeApplied: z.boolean(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** The simulated card payment intent (test mode). */
export const simulatedPaymentIntentSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.int(),
  currency: z.string(),
  created: z.int(),
  client_secret: z.string(),
});

/** The answer to create-payment-intent: `clientSecret` plus the server's total. */
export const paymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  productId: z.enum(ONE_OFF_PRODUCT_CODES),
  quantity: z.int(),
  amountCents: z.int(),
  currency: z.literal('USD'),
  /** Only from the simulated provider. */
  paymentIntent: simulatedPaymentIntentSchema.optional(),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;

/** GET /api/payments/config: which providers the payment screens use. */
export const paymentConfigSchema = z.object({
  card: z.enum(['stripe', 'simulated', 'none']),
  wallet: z.enum(['paypal', 'simulated', 'none']),
  /** Every payment screen says 'Test mode' when true. */
  testMode: z.boolean(),
  stripePublishableKey: z.string().nullable(),
  paypalClientId: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

export const billingPaymentSchema = z.object({
  id: z.int(),
  kind: z.enum(['subscription', 'one_off', 'wallet_test']),
  provider: z.enum(PAYMENT_PROVIDERS),
  productCode: z.string(),
  description: z.string(),
  quantity: z.int(),
  amountCents: z.int(),
  currency: z.string(),
  status: z.string(),
  createdAt: z.string(),
  /** `HH-000123` style receipt number, on succeeded payments. */
  receiptNumber: z.string().nullable(),
});
export type BillingPayment = z.infer<typeof billingPaymentSchema>;

export const billingEntitlementSchema = z.object({
  productCode: z.enum(ONE_OFF_PRODUCT_CODES),
  remainingUses: z.int().nullable(),
  expiresAt: z.string().nullable(),
  projectId: z.int().nullable(),
});

/** GET /api/billing: the member's plan, its state and their payment history. */
export const billingSchema = z.object({
  plan: z.enum(SUBSCRIPTION_PLANS),
  planId: z.string().nullable(),
  planName: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  priceCents: z.int().nullable(),
  trialEnd: z.string().nullable(),
  /** The next renewal (or the end, when cancelling at period end). */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /**
   * How the current plan was paid: `card` renews by itself (and can be cancelled or resumed);
   * `wallet` (PayPal, or the simulated wallet in test mode) paid one period, which simply ends.
   */
  paidWith: z.enum(['card', 'wallet']).nullable(),
  /** After a failed renewal: paid features stay until then. */
  graceUntil: z.string().nullable(),
  entitlements: z.array(billingEntitlementSchema),
  payments: z.array(billingPaymentSchema),
  testMode: z.boolean(),
});
export type Billing = z.infer<typeof billingSchema>;

export const WALLET_MESSAGES = {
  currency: 'Payments are in US dollars (USD).',
  intent: 'Only intent CAPTURE is supported.',
  testAmount: 'Enter an amount between 0.01 and 1,000.00.',
  testOrdersOnly: 'Choose a plan to pay for.',
  orderId: 'This PayPal order was not found. Please start again.',
  notCaptured: 'This PayPal payment has not been completed yet.',
  unavailable: 'PayPal is not available right now.',
  /** PayPal holds the captured money (an eCheck that has not cleared, a review): nothing is granted yet. */
  paymentPendingTitle: 'Payment pending',
  paymentPending: 'PayPal is still processing your payment. Your plan starts when PayPal confirms the payment, and we email your receipt then.',
  /** The capture was declined for the funding source the buyer chose: PayPal's window opens again for another one. */
  instrumentDeclined: 'PayPal could not use that payment method. Please choose another one in the PayPal window.',
} as const;

/**
 * POST /api/paypal/order {amount, currency, intent}, plus the plan it pays for: the server
 * prices a plan order from the catalogue. Without a plan it is a test order (the /paypal-test page,
 * test mode only) for `amount`, which grants nothing.
 */
export const walletOrderSchema = z.object({
  amount: z
    .union([z.number(), z.string().trim()], { error: WALLET_MESSAGES.testAmount })
    .transform((value) => Math.round(Number(value) * 100))
    .pipe(z.int().min(1, WALLET_MESSAGES.testAmount).max(100_000, WALLET_MESSAGES.testAmount))
    .optional(),
  currency: z.literal('USD', { error: WALLET_MESSAGES.currency }).default('USD'),
  intent: z.literal('CAPTURE', { error: WALLET_MESSAGES.intent }).default('CAPTURE'),
  plan: planField.optional(),
  role: roleField.optional(),
  interval: intervalField.optional(),
});
export type WalletOrderInput = z.infer<typeof walletOrderSchema>;

/** POST /api/paypal/subscription-success {orderId, subscriptionPlan, interval}. */
export const walletSubscriptionSuccessSchema = z.object({
  orderId: providerReference(WALLET_MESSAGES.orderId),
  subscriptionPlan: planField,
  interval: intervalField,
});
export type WalletSubscriptionSuccess = z.infer<typeof walletSubscriptionSuccessSchema>;

export const walletSetupSchema = z.object({ clientToken: z.string(), clientId: z.string().nullable(), provider: z.enum(['paypal', 'simulated']) });
export type WalletSetup = z.infer<typeof walletSetupSchema>;

export const walletOrderResponseSchema = z.object({
  id: z.string(),
  status: z.string(),
  provider: z.enum(['paypal', 'simulated']),
  amountCents: z.int(),
  currency: z.literal('USD'),
  /** What the order pays for: a plan id, or `test` for a test order. */
  purpose: z.string(),
});
export type WalletOrderResponse = z.infer<typeof walletOrderResponseSchema>;

/** POST /api/paypal/order/{orderId}/capture (the spec leaves the shape open). */
export const walletCaptureResponseSchema = z.object({
  id: z.string(),
  status: z.string(),
  paymentStatus: z.enum(['succeeded', 'pending', 'failed']),
  purpose: z.string(),
});
export type WalletCaptureResponse = z.infer<typeof walletCaptureResponseSchema>;

export const CARD_FORM_MESSAGES = {
  name: 'Enter the name on the card.',
  cardNumber: TEST_CARD_MESSAGE,
  expiry: 'Enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
  cvc: 'Enter the 3 or 4 digit security code.',
} as const;

/**
 * The simulated card form (test mode, on Subscribe and Checkout): name, test card number, expiry
 * and security code. Only the card number reaches the server (it picks the simulated outcome), and
 * only if it is a test card. `today` is the first of the current month, for the expiry check.
 */
export function simulatedCardFormSchema(today = new Date()) {
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return z.object({
    name: z.string({ error: CARD_FORM_MESSAGES.name }).trim().min(2, CARD_FORM_MESSAGES.name).max(100, CARD_FORM_MESSAGES.name),
    cardNumber: z
      .string({ error: CARD_FORM_MESSAGES.cardNumber })
      .refine((value) => Object.hasOwn(SIMULATED_TEST_CARDS, value.replace(/[\s-]/g, '')), CARD_FORM_MESSAGES.cardNumber),
    expiry: z
      .string({ error: CARD_FORM_MESSAGES.expiry })
      .regex(/^(0[1-9]|1[0-2])\s?\/\s?(\d{2})$/, CARD_FORM_MESSAGES.expiry)
      .refine((value) => {
        const [month, year] = value.split('/').map((part) => Number(part.trim()));
        return (2000 + year!) * 12 + (month! - 1) >= thisMonth;
      }, CARD_FORM_MESSAGES.expired),
    cvc: z.string({ error: CARD_FORM_MESSAGES.cvc }).regex(/^\d{3,4}$/, CARD_FORM_MESSAGES.cvc),
  });
}
export type SimulatedCardForm = z.infer<ReturnType<typeof simulatedCardFormSchema>>;
