import { describe, expect, it } from 'vitest';
import { ROLES } from '#shared/constants/roles.ts';
import { activeNavKey, sideNavItems } from './admin-nav.ts';
import { SIDE_NAV_ITEMS } from './nav-items.ts';

describe('the Admin entry of the side navigation', () => {
  it('is added, last, for an administrator only', () => {
    expect(sideNavItems('admin').map((item) => [item.label, item.to])).toEqual([...SIDE_NAV_ITEMS.map((item) => [item.label, item.to]), ['Admin', '/admin']]);
    for (const role of ROLES.filter((r) => r !== 'admin')) expect(sideNavItems(role), role).toEqual(SIDE_NAV_ITEMS);
  });

  it('is highlighted on the console, the other entries as before', () => {
    expect(activeNavKey('/admin')).toBe('admin');
    expect(activeNavKey('/admin/')).toBe('admin');
    expect(activeNavKey('/administrator')).toBe('');
    expect(activeNavKey('/projects/12')).toBe('projects');
    expect(activeNavKey('/subscribe')).toBe('');
  });
});
