import type { Role } from '#shared/constants/roles.ts';
import { activeSideNavKey, SIDE_NAV_ITEMS } from './nav-items.ts';

/*
 * The side navigation's Admin entry. Beside nav-items.ts rather than in it: that module is
 * part of every page's first download (the public header reads its links), this one only of the
 * signed-in frame's, which alone draws the side navigation.
 */

export const ADMIN_NAV_ITEM = { key: 'admin', label: 'Admin', to: '/admin' } as const;

export type SideNavItem = (typeof SIDE_NAV_ITEMS)[number] | typeof ADMIN_NAV_ITEM;
export type NavKey = SideNavItem['key'];

/** The side navigation a member sees: the spec's entries, plus Admin, last, for an administrator. */
export function sideNavItems(role: Role): readonly SideNavItem[] {
  return role === 'admin' ? [...SIDE_NAV_ITEMS, ADMIN_NAV_ITEM] : SIDE_NAV_ITEMS;
}

/** activeSideNavKey plus the admin console ('/admin' and below). */
export function activeNavKey(pathname: string): NavKey | '' {
  if (pathname === ADMIN_NAV_ITEM.to || pathname.startsWith(`${ADMIN_NAV_ITEM.to}/`)) return 'admin';
  return activeSideNavKey(pathname);
}
