/**
 * The admin console's sections. Apart from admin-format.ts so the page's own chunk stays
 * small: the page needs only these names, the sections the rest.
 */
export const ADMIN_TABS = ['overview', 'verification', 'certifications', 'members', 'reports', 'listings', 'sourcing', 'inbox', 'audit'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** The section lives in ?tab= so each one can be linked; anything else shows the overview. */
export function parseAdminTab(value: string | null | undefined): AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? '') ? (value as AdminTab) : 'overview';
}
