import type { Role, SubscriptionPlan } from './roles.ts';

// Billing terms here, beside the catalogue, not with the payment schemas: the pricing page needs
// them without loading zod.
export const BILLING_INTERVALS = ['monthly', 'annually'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** Days of free trial on a member's first paid plan. */
export const TRIAL_DAYS = 7;

/**
 * The plan catalogue as data, with the machine-readable limits the server enforces.
 * The pricing and subscribe pages and the server read the same numbers from here.
 *
 * Readings we chose where the catalogue leaves them open:
 * - Only the entrepreneur's Basic plan is marked recommended in the table; every set gets its middle
 *   (Basic) plan marked recommended so each pricing tab has one emphasised card.
 * - `highlight` is the short line a card shows under its name.
 * - Currency is USD (the checkout pages say so); prices are whole dollars; annual = 10 x monthly.
 * - The table gives project limits only for entrepreneurs. Projects are open to every role
 *   (no role is restricted), so every role's tiers carry the same active-project and
 *   connection-request limits, so nobody escapes them by choosing another role. Designers' "portfolio
 *   projects" are 3 / 10 / unlimited, the same numbers.
 * - `enterprise` (sold through /enterprise, not in the catalogue) and admins are unlimited.
 */

export const PLAN_TIERS = ['free', 'basic', 'pro'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** The five catalogues of the pricing tabs; suppliers share the manufacturers' set. */
export const PLAN_CATALOGUE_ROLES = ['entrepreneur', 'manufacturer', 'attorney', 'designer', 'investor'] as const;
export type PlanCatalogueRole = (typeof PLAN_CATALOGUE_ROLES)[number];

/** `null` means unlimited. */
export interface PlanLimits {
  activeProjects: number | null;
  connectionRequestsPerMonth: number | null;
  /** The role-specific profile allowance (capabilities, practice areas, ...), if any. */
  profileItems: { label: string; max: number | null } | null;
  /** Requests for quote a buyer may open per calendar month (UTC); quoting on others' requests is free on every plan. */
  rfqsPerMonth: number | null;
  /** Suppliers a buyer may invite to one request for quote. */
  invitationsPerRfq: number | null;
}

export interface Plan {
  /** `role-tier`, e.g. `entrepreneur-free`. */
  id: `${PlanCatalogueRole}-${PlanTier}`;
  role: PlanCatalogueRole;
  tier: PlanTier;
  name: string;
  description: string;
  /** Whole USD; annually is 10 x monthly. */
  price: { monthly: number; annually: number };
  features: string[];
  recommended: boolean;
  highlight: string;
  limits: PlanLimits;
}

const UNLIMITED: PlanLimits = { activeProjects: null, connectionRequestsPerMonth: null, profileItems: null, rfqsPerMonth: null, invitationsPerRfq: null };

/** Requests for quote per month and invitations per request, by tier, the same for every role (anyone may buy). */
const SOURCING_LIMITS: Record<PlanTier, Pick<PlanLimits, 'rfqsPerMonth' | 'invitationsPerRfq'>> = {
  free: { rfqsPerMonth: 2, invitationsPerRfq: 3 },
  basic: { rfqsPerMonth: 10, invitationsPerRfq: 10 },
  pro: { rfqsPerMonth: null, invitationsPerRfq: 25 },
};

/** Active projects and connection requests per calendar month, by tier (entrepreneur row). */
const PROJECT_LIMITS: Record<PlanTier, Pick<PlanLimits, 'activeProjects' | 'connectionRequestsPerMonth'>> = {
  free: { activeProjects: 3, connectionRequestsPerMonth: 10 },
  basic: { activeProjects: 10, connectionRequestsPerMonth: 50 },
  pro: { activeProjects: null, connectionRequestsPerMonth: null },
};

const TIER_NAMES: Record<PlanTier, string> = { free: 'Free', basic: 'Basic', pro: 'Pro' };

interface PlanRow {
  monthly: number;
  description: string;
  highlight: string;
  features: string[];
  profileItems: PlanLimits['profileItems'];
}

const ROWS: Record<PlanCatalogueRole, Record<PlanTier, PlanRow>> = {
  entrepreneur: {
    free: {
      monthly: 0,
      description: 'Everything you need to post your first hardware projects and meet partners.',
      highlight: 'Start for free',
      features: ['3 active projects', '10 connection requests a month', 'Partner search', 'Messaging with your connections'],
      profileItems: null,
    },
    basic: {
      monthly: 29,
      description: 'For founders actively building and sourcing partners for several projects.',
      highlight: 'Most popular',
      features: ['10 active projects', '50 connection requests a month', 'Featured project placement 3 days a month', 'Partner search', 'Messaging with your connections'],
      profileItems: null,
    },
    pro: {
      monthly: 79,
      description: 'For teams running many projects at once, with hands-on support.',
      highlight: 'For growing teams',
      features: ['Unlimited active projects', 'Unlimited connection requests', 'Featured project placement 10 days a month', 'Exclusive events', 'Dedicated account manager'],
      profileItems: null,
    },
  },
  manufacturer: {
    free: {
      monthly: 0,
      description: 'List your manufacturing or supply capabilities and get found.',
      highlight: 'Start for free',
      features: ['Up to 5 capabilities', 'Profile in partner search', 'Messaging with your connections'],
      profileItems: { label: 'capabilities', max: 5 },
    },
    basic: {
      monthly: 49,
      description: 'Stand out to entrepreneurs and understand who is looking for you.',
      highlight: 'Most popular',
      features: ['15 capabilities', 'Analytics dashboard', 'Featured listing 3 days a month', 'Verification badge request'],
      profileItems: { label: 'capabilities', max: 15 },
    },
    pro: {
      monthly: 129,
      description: 'Maximum visibility for established manufacturers and suppliers.',
      highlight: 'Maximum visibility',
      features: ['Unlimited capabilities', 'Continuous featured listing', 'Verified badge', 'Analytics dashboard'],
      profileItems: { label: 'capabilities', max: null },
    },
  },
  attorney: {
    free: {
      monthly: 0,
      description: 'Show hardware founders the IP work you do.',
      highlight: 'Start for free',
      features: ['3 practice areas', 'Profile in partner search', 'Messaging with your connections'],
      profileItems: { label: 'practice areas', max: 3 },
    },
    basic: {
      monthly: 59,
      description: 'Reach more founders across more practice areas.',
      highlight: 'Most popular',
      features: ['10 practice areas', 'Profile in partner search', 'Messaging with your connections'],
      profileItems: { label: 'practice areas', max: 10 },
    },
    pro: {
      monthly: 149,
      description: 'For IP firms serving hardware start-ups at scale.',
      highlight: 'For IP firms',
      features: ['Unlimited practice areas', 'Profile in partner search', 'Messaging with your connections'],
      profileItems: { label: 'practice areas', max: null },
    },
  },
  designer: {
    free: {
      monthly: 0,
      description: 'Show your design work to hardware founders.',
      highlight: 'Start for free',
      features: ['3 portfolio projects', 'Profile in partner search', 'Messaging with your connections'],
      profileItems: { label: 'portfolio projects', max: 3 },
    },
    basic: {
      monthly: 39,
      description: 'A fuller portfolio for working designers.',
      highlight: 'Most popular',
      features: ['10 portfolio projects', 'Profile in partner search', 'Messaging with your connections'],
      profileItems: { label: 'portfolio projects', max: 10 },
    },
    pro: {
      monthly: 99,
      description: 'For studios with a deep body of work.',
      highlight: 'For studios',
      features: ['Unlimited portfolio projects', 'Profile in partner search', 'Messaging with your connections'],
      profileItems: { label: 'portfolio projects', max: null },
    },
  },
  investor: {
    free: {
      monthly: 0,
      description: 'Tell founders what you invest in.',
      highlight: 'Start for free',
      features: ['3 investment criteria', 'Browse active projects', 'Messaging with your connections'],
      profileItems: { label: 'investment criteria', max: 3 },
    },
    basic: {
      monthly: 69,
      description: 'A sharper deal flow with more criteria.',
      highlight: 'Most popular',
      features: ['10 investment criteria', 'Browse active projects', 'Messaging with your connections'],
      profileItems: { label: 'investment criteria', max: 10 },
    },
    pro: {
      monthly: 169,
      description: 'For funds that want to see projects first.',
      highlight: 'For funds',
      features: ['Unlimited investment criteria', 'Early access to projects', 'Browse active projects', 'Messaging with your connections'],
      profileItems: { label: 'investment criteria', max: null },
    },
  },
};

export const ANNUAL_MONTHS_CHARGED = 10;

function buildPlan(role: PlanCatalogueRole, tier: PlanTier): Plan {
  const row = ROWS[role][tier];
  return {
    id: `${role}-${tier}`,
    role,
    tier,
    name: TIER_NAMES[tier],
    description: row.description,
    price: { monthly: row.monthly, annually: row.monthly * ANNUAL_MONTHS_CHARGED },
    features: row.features,
    recommended: tier === 'basic',
    highlight: row.highlight,
    limits: { ...PROJECT_LIMITS[tier], ...SOURCING_LIMITS[tier], profileItems: row.profileItems },
  };
}

/** Every plan, by catalogue role, in tier order. */
export const PLAN_CATALOGUE: Record<PlanCatalogueRole, Plan[]> = Object.fromEntries(
  PLAN_CATALOGUE_ROLES.map((role) => [role, PLAN_TIERS.map((tier) => buildPlan(role, tier))]),
) as Record<PlanCatalogueRole, Plan[]>;

/** Which catalogue a user's role reads: suppliers share the manufacturers' set; admins see the entrepreneur set. */
export function planCatalogueRole(role: Role): PlanCatalogueRole {
  if (role === 'supplier') return 'manufacturer';
  if (role === 'admin') return 'entrepreneur';
  return role;
}

export function plansFor(role: Role): Plan[] {
  return PLAN_CATALOGUE[planCatalogueRole(role)];
}

export function isPlanTier(plan: string): plan is PlanTier {
  return (PLAN_TIERS as readonly string[]).includes(plan);
}

/** The catalogue entry for a user's role and plan; undefined for `enterprise` (not in the catalogue). */
export function planFor(role: Role, plan: SubscriptionPlan): Plan | undefined {
  return isPlanTier(plan) ? plansFor(role).find((p) => p.tier === plan) : undefined;
}

/** Looks a plan up by its id (`entrepreneur-basic`). */
export function planById(id: string): Plan | undefined {
  return PLAN_CATALOGUE_ROLES.flatMap((role) => PLAN_CATALOGUE[role]).find((plan) => plan.id === id);
}

/** What a user may do on their plan. Enterprise and admins are unlimited. */
export function planLimitsFor(role: Role, plan: SubscriptionPlan): PlanLimits {
  if (role === 'admin') return UNLIMITED;
  return planFor(role, plan)?.limits ?? UNLIMITED;
}

export const PLAN_NAMES: Record<SubscriptionPlan, string> = { ...TIER_NAMES, enterprise: 'Enterprise' };

/** (12 x monthly - annual) / (12 x monthly), rounded down to a whole percentage (16 for every paid plan). */
export function annualSavingPercent(plan: Pick<Plan, 'price'>): number {
  const yearly = plan.price.monthly * 12;
  return yearly ? Math.floor(((yearly - plan.price.annually) / yearly) * 100) : 0;
}

/** 403 message when an activation would pass the plan's active-project limit. */
export function activeProjectLimitMessage(plan: SubscriptionPlan, limit: number): string {
  return `Your ${PLAN_NAMES[plan]} plan allows ${limit} active project${limit === 1 ? '' : 's'}. Upgrade your plan to activate more.`;
}

/** 403 message when a connection request would pass the plan's monthly request limit (calendar month, UTC). */
export function connectionRequestLimitMessage(plan: SubscriptionPlan, limit: number): string {
  return `Your ${PLAN_NAMES[plan]} plan allows ${limit} connection request${limit === 1 ? '' : 's'} a month. Upgrade your plan to send more this month.`;
}

/**
 * 403 message when a profile edit would list more role items (capabilities, practice areas, portfolio
 * projects, investment criteria: the profile's expertise entries) than the plan allows.
 */
export function profileItemsLimitMessage(plan: SubscriptionPlan, label: string, limit: number): string {
  return `Your ${PLAN_NAMES[plan]} plan allows ${limit} ${label}. Upgrade your plan to add more.`;
}

/**
 * What a plan allows in requests for quote, for its card on /pricing: requests a month and suppliers
 * invited to each ('2 requests for quote a month, up to 3 suppliers each').
 */
export function sourcingAllowanceLabel(limits: Pick<PlanLimits, 'rfqsPerMonth' | 'invitationsPerRfq'>): string {
  const requests = limits.rfqsPerMonth === null ? 'Unlimited requests for quote' : `${limits.rfqsPerMonth} request${limits.rfqsPerMonth === 1 ? '' : 's'} for quote a month`;
  const suppliers = limits.invitationsPerRfq === null ? 'any number of suppliers each' : `up to ${limits.invitationsPerRfq} supplier${limits.invitationsPerRfq === 1 ? '' : 's'} each`;
  return `${requests}, ${suppliers}`;
}
