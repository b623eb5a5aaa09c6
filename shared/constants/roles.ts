import { z } from 'zod';

/** Every role a user can hold. */
export const ROLES = ['entrepreneur', 'supplier', 'attorney', 'investor', 'designer', 'manufacturer', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/**
 * Roles open at sign-up: the six member roles, not admin, so that
 * nobody can make themselves an admin through the public form.
 */
export const SIGNUP_ROLES = ['entrepreneur', 'supplier', 'attorney', 'investor', 'designer', 'manufacturer'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

/** Roles that must give company, location, LinkedIn and a verification credential. */
export const PROFESSIONAL_ROLES = ['supplier', 'attorney', 'investor', 'manufacturer'] as const;
export type ProfessionalRole = (typeof PROFESSIONAL_ROLES)[number];

export function isProfessionalRole(role: string | undefined | null): role is ProfessionalRole {
  return (PROFESSIONAL_ROLES as readonly string[]).includes(role ?? '');
}

export const ROLE_LABELS: Record<Role, string> = {
  entrepreneur: 'Entrepreneur',
  supplier: 'Supplier',
  attorney: 'IP Attorney',
  investor: 'Investor',
  designer: 'Designer',
  manufacturer: 'Manufacturer',
  admin: 'Admin',
};

export const SUBSCRIPTION_PLANS = ['free', 'basic', 'pro', 'enterprise'] as const;
export const subscriptionPlanSchema = z.enum(SUBSCRIPTION_PLANS);
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const SUBSCRIPTION_STATUSES = ['inactive', 'trialing', 'active', 'past_due', 'canceled'] as const;
export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
