import { PAYMENT_RETURN_PATH, type PaymentReturnTarget } from '#shared/api/payment-return.ts';
import { formatUsd, ONE_OFF_PRODUCTS, type OneOffProductCode } from '#shared/constants/one-off-products.ts';
import { BILLING_INTERVALS, planCatalogueRole, PLAN_CATALOGUE, PLAN_CATALOGUE_ROLES, type BillingInterval, type Plan, type PlanCatalogueRole } from '#shared/constants/plans.ts';
import { ROLES, type Role } from '#shared/constants/roles.ts';
import type { SubscriptionResponse } from '#shared/schemas/payment-schemas.ts';
import { formatCount } from '#shared/format/numbers.ts';

/** /subscribe and /paypal-subscribe query: `plan` (catalogue id), `interval`, `role`. */
export interface SubscribeQuery {
  planId: string | null;
  interval: BillingInterval;
  /** The catalogue: the role param overrides the member's role. */
  catalogue: PlanCatalogueRole;
}

export function parseSubscribeQuery(search: URLSearchParams, memberRole: Role | undefined): SubscribeQuery {
  const interval = search.get('interval');
  const role = search.get('role');
  const catalogue = role && (ROLES as readonly string[]).includes(role) ? planCatalogueRole(role as Role) : planCatalogueRole(memberRole ?? 'entrepreneur');
  const planId = search.get('plan');
  const known = planId ? PLAN_CATALOGUE_ROLES.flatMap((r) => PLAN_CATALOGUE[r]).some((p) => p.id === planId) : false;
  return { planId: known ? planId : null, interval: (BILLING_INTERVALS as readonly string[]).includes(interval ?? '') ? (interval as BillingInterval) : 'monthly', catalogue };
}

export function subscribeSearch(query: { planId: string | null; interval: BillingInterval; catalogue: PlanCatalogueRole }): string {
  const params = new URLSearchParams();
  if (query.planId) params.set('plan', query.planId);
  params.set('interval', query.interval);
  params.set('role', query.catalogue);
  return `?${params.toString()}`;
}

/** '$0', '$29/month', '$290/year'. */
export function planPriceLabel(plan: Pick<Plan, 'price'>, interval: BillingInterval): string {
  const amount = plan.price[interval];
  if (amount === 0) return '$0';
  return `$${formatCount(amount)}/${interval === 'monthly' ? 'month' : 'year'}`;
}

/** The subscribe page shows annual savings as 12 x monthly minus the annual price. */
export function annualSavingsDollars(plan: Pick<Plan, 'price'>): number {
  return plan.price.monthly * 12 - plan.price.annually;
}

/** What the order summary says is charged today and then. */
export function dueTodayLines(response: Pick<SubscriptionResponse, 'priceCents' | 'dueTodayCents' | 'trialDays' | 'prorationCreditCents' | 'interval'>): string[] {
  const per = response.interval === 'monthly' ? 'month' : 'year';
  const lines: string[] = [];
  if (response.trialDays > 0) lines.push(`${response.trialDays}-day free trial, then ${formatUsd(response.priceCents)}/${per}. Cancel any time before it ends and you pay nothing.`);
  if (response.prorationCreditCents > 0) lines.push(`Credit for the unused part of your current plan: -${formatUsd(response.prorationCreditCents)}.`);
  lines.push(`Due today: ${formatUsd(response.dueTodayCents)}`);
  return lines;
}

/** Checkout: total is price x quantity. */
export function oneOffTotalCents(product: OneOffProductCode, quantity: number): number {
  return ONE_OFF_PRODUCTS[product].priceCents * Math.max(1, Math.floor(quantity) || 1);
}

/** '4242 4242 4242 4242' as the member types. */
export function formatCardNumber(value: string): string {
  return value.replace(/\D/g, '').slice(0, 16).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '12/28' as the member types. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * Where a card provider sends the browser back after confirming (card confirmation). A checkout
 * the desktop app opened in the browser returns through the server's /payments/return page, which
 * hands the result to the app (hardwarehub://...).
 */
export function returnUrl(page: PaymentReturnTarget, desktop = false, origin = window.location.origin): string {
  return desktop ? `${origin}${PAYMENT_RETURN_PATH}?to=${page}` : `${origin}/${page}`;
}

/** Where a payment confirmed on the page itself (the simulated provider) goes next. */
export function paidLocation(page: PaymentReturnTarget, desktop: boolean): { path: string; leaveApp: boolean } {
  return desktop
    ? { path: `${PAYMENT_RETURN_PATH}?to=${page}&payment_status=succeeded`, leaveApp: true }
    : { path: `/${page}?payment_status=succeeded`, leaveApp: false };
}

/** The simulated path waits 1.5 s, as a card network would, before confirming. */
export const SIMULATED_DELAY_MS = 1500;
export const simulatedNetworkDelay = () => new Promise((resolve) => setTimeout(resolve, SIMULATED_DELAY_MS));
