import { z } from 'zod';

/**
 * The return from a payment started in the desktop app: the provider sends the browser
 * to `GET /payments/return?to=subscription-success|payment-success&payment_status=...` on the web
 * server, whose small page opens `hardwarehub://<to>?payment_status=...` in the app and offers to
 * continue in the browser instead. Stripe appends `redirect_status` to a return URL; it is read as
 * the payment status when `payment_status` is absent.
 */
export const PAYMENT_RETURN_PATH = '/payments/return';
export const DESKTOP_LINK_SCHEME = 'hardwarehub';
export const PAYMENT_RETURN_TARGETS = ['subscription-success', 'payment-success'] as const;
export type PaymentReturnTarget = (typeof PAYMENT_RETURN_TARGETS)[number];

const status = z.string().regex(/^[a-z_]{1,40}$/);

export const paymentReturnQuerySchema = z
  .object({
    to: z.enum(PAYMENT_RETURN_TARGETS),
    payment_status: status.optional(),
    redirect_status: status.optional(),
  })
  .transform(({ to, payment_status, redirect_status }) => ({ to, paymentStatus: payment_status ?? redirect_status ?? 'processing' }));
export type PaymentReturn = z.output<typeof paymentReturnQuerySchema>;

/** `hardwarehub://subscription-success?payment_status=succeeded` */
export function desktopReturnLink({ to, paymentStatus }: PaymentReturn): string {
  return `${DESKTOP_LINK_SCHEME}://${to}?payment_status=${encodeURIComponent(paymentStatus)}`;
}

/** `/subscription-success?payment_status=succeeded`, the same result page in the browser. */
export function browserReturnPath({ to, paymentStatus }: PaymentReturn): string {
  return `/${to}?payment_status=${encodeURIComponent(paymentStatus)}`;
}

/**
 * Whether a result page was opened for a succeeded payment: ours (`payment_status`) or what Stripe
 * appends to the return URL after a card redirect (`redirect_status`, beside `payment_intent` or
 * `setup_intent`). Anything else is still processing as far as the page can tell.
 */
export function paymentSucceeded(query: { get(name: string): string | null }): boolean {
  return (query.get('payment_status') ?? query.get('redirect_status')) === 'succeeded';
}
