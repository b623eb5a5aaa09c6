import type { Role, SubscriptionPlan } from '#shared/constants/roles.ts';
import { PLAN_NAMES, planFor } from '#shared/constants/plans.ts';
export { formatLongDate } from '../../ui/long-date.ts';

export const PROFILE_TABS = ['account', 'supplier', 'listings', 'saved', 'subscription', 'security', 'preferences'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The tab lives in ?tab=; anything else shows Account. */
export function parseProfileTab(value: string | null | undefined): ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value ?? '') ? (value as ProfileTab) : 'account';
}

/** The plan label with its monthly price: 'Free · $0/month', 'Pro · $79/month', 'Enterprise'. */
export function planLabel(plan: SubscriptionPlan, role: Role): string {
  const entry = planFor(role, plan); // the shared catalogue; enterprise is sold separately
  return entry ? `${entry.name} · $${entry.price.monthly}/month` : PLAN_NAMES[plan];
}

export function enabledLabel(value: boolean): 'Enabled' | 'Disabled' {
  return value ? 'Enabled' : 'Disabled';
}
