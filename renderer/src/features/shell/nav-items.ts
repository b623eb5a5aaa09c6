/** Header links (Benefits is an anchor on the home page). */
export const HEADER_LINKS = [
  { label: 'Marketplace', to: '/marketplace' },
  { label: 'Projects', to: '/projects' },
  { label: 'Partners', to: '/partners' },
  { label: 'Benefits', to: '/#benefits' },
] as const;

/** Signed-in side navigation. */
export const SIDE_NAV_ITEMS = [
  { key: 'dashboard', label: 'Dashboard', to: '/dashboard' },
  { key: 'projects', label: 'Projects', to: '/projects' },
  { key: 'rfqs', label: 'Requests for quote', to: '/rfqs' },
  { key: 'partners', label: 'Partners', to: '/partners' },
  { key: 'marketplace', label: 'Marketplace', to: '/marketplace' },
  { key: 'messages', label: 'Messages', to: '/messages' },
  { key: 'profile', label: 'Profile', to: '/profile' },
] as const;

/** Mobile bottom bar. */
export const BOTTOM_BAR_ITEMS = [
  { key: 'home', label: 'Home', to: '/dashboard' },
  { key: 'search', label: 'Search', to: '/partners' },
  { key: 'new', label: 'New', to: '/projects/create' },
  { key: 'messages', label: 'Messages', to: '/messages' },
  { key: 'profile', label: 'Profile', to: '/profile' },
] as const;

export type SideNavKey = (typeof SIDE_NAV_ITEMS)[number]['key'];
export type BottomBarKey = (typeof BOTTOM_BAR_ITEMS)[number]['key'];

/** Which side-nav entry a path belongs to ('/projects/42' -> 'projects'); '' when none. */
export function activeSideNavKey(pathname: string): SideNavKey | '' {
  const match = SIDE_NAV_ITEMS.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  return match?.key ?? '';
}

/** The bottom-bar entry for a path; /projects/create is 'New', not 'Home'. */
export function activeBottomBarKey(pathname: string): BottomBarKey | '' {
  if (pathname === '/projects/create') return 'new';
  if (pathname === '/dashboard') return 'home';
  if (pathname === '/partners' || pathname.startsWith('/partners/')) return 'search';
  if (pathname === '/messages' || pathname.startsWith('/messages/')) return 'messages';
  if (pathname === '/profile') return 'profile';
  return '';
}
