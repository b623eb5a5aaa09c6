import { isPlanTier, planById, planCatalogueRole, PLAN_CATALOGUE, type Plan, type PlanCatalogueRole } from '#shared/constants/plans.ts';
import type { Role } from '#shared/constants/roles.ts';
import type { BillingInterval } from '#shared/constants/plans.ts';

/**
 * The arithmetic of plans (pure, so it is unit-tested without a database): which catalogue entry a
 * request names, what a period costs, when it ends and what a change credits.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** `plan` is a catalogue id (`entrepreneur-basic`) or a tier (`basic`, read in `role`'s catalogue). */
export function resolvePlan(plan: string, role: Role): Plan | undefined {
  const byId = planById(plan);
  if (byId) return byId;
  return isPlanTier(plan) ? PLAN_CATALOGUE[planCatalogueRole(role)].find((p) => p.tier === plan) : undefined;
}

/**
 * The plan a member may buy: `plan` read in the catalogue of `requestedRole` (the page's tab) or
 * the member's own, and granted only when that catalogue is the member's (suppliers buy the
 * manufacturers' plans, admins the entrepreneurs'). `otherRole` names the catalogue it belongs to.
 */
export function memberPlan(plan: string, requestedRole: Role | undefined, memberRole: Role): { plan: Plan } | { otherRole: PlanCatalogueRole } | undefined {
  const found = resolvePlan(plan, requestedRole ?? memberRole);
  if (!found) return undefined;
  return found.role === planCatalogueRole(memberRole) ? { plan: found } : { otherRole: found.role };
}

/** One billing period of `plan`, in US cents (catalogue prices are whole dollars). */
export function periodPriceCents(plan: Plan, interval: BillingInterval): number {
  return plan.price[interval] * 100;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/**
 * The end of a period that starts at `start`: the same day of the next month (or year), clamped to
 * the month's last day (Jan 31 -> Feb 28/29), as card providers bill.
 */
export function addInterval(start: Date, interval: BillingInterval): Date {
  const months = interval === 'monthly' ? 1 : 12;
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target;
}

/**
 * What the unused part of the current paid period is worth when the plan changes (proration, as
 * Stripe computes it by time): price x remaining / period length, rounded down to a cent. Nothing
 * during a free trial (nothing was paid) or after the period.
 */
export function prorationCreditCents(current: { priceCents: number; periodStart: Date; periodEnd: Date; trialing: boolean }, now: Date): number {
  if (current.trialing) return 0;
  const length = current.periodEnd.getTime() - current.periodStart.getTime();
  const remaining = current.periodEnd.getTime() - now.getTime();
  if (length <= 0 || remaining <= 0) return 0;
  return Math.floor((current.priceCents * Math.min(remaining, length)) / length);
}

/** A receipt number from the payment's id: `HH-000123`. */
export function receiptNumber(paymentId: number): string {
  return `HH-${String(paymentId).padStart(6, '0')}`;
}
