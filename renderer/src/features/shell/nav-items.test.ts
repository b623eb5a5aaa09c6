import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../ui/initials.ts';
import { activeBottomBarKey, activeSideNavKey, BOTTOM_BAR_ITEMS, SIDE_NAV_ITEMS } from './nav-items.ts';

describe('navigation config', () => {
  it('has the side navigation in spec order', () => {
    expect(SIDE_NAV_ITEMS.map((item) => [item.label, item.to])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Projects', '/projects'],
      ['Requests for quote', '/rfqs'],
      ['Partners', '/partners'],
      ['Marketplace', '/marketplace'],
      ['Messages', '/messages'],
      ['Profile', '/profile'],
    ]);
  });

  it('has the mobile bottom bar of the spec', () => {
    expect(BOTTOM_BAR_ITEMS.map((item) => [item.label, item.to])).toEqual([
      ['Home', '/dashboard'],
      ['Search', '/partners'],
      ['New', '/projects/create'],
      ['Messages', '/messages'],
      ['Profile', '/profile'],
    ]);
  });

  it('highlights the section of nested pages', () => {
    expect(activeSideNavKey('/projects/12')).toBe('projects');
    expect(activeSideNavKey('/marketplace/create')).toBe('marketplace');
    expect(activeSideNavKey('/messages/4')).toBe('messages');
    expect(activeSideNavKey('/rfqs/new')).toBe('rfqs');
    expect(activeSideNavKey('/projectsx')).toBe('');
    expect(activeSideNavKey('/subscribe')).toBe('');
  });

  it('picks New, not Home or Projects, on the create page', () => {
    expect(activeBottomBarKey('/projects/create')).toBe('new');
    expect(activeBottomBarKey('/dashboard')).toBe('home');
    expect(activeBottomBarKey('/messages/7')).toBe('messages');
    expect(activeBottomBarKey('/projects')).toBe('');
  });
});

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['  grace   brewster murray hopper ', 'GH'],
    ['Cher', 'C'],
    ['', '?'],
    [null, '?'],
  ])('%s -> %s', (name, initials) => expect(initialsOf(name)).toBe(initials));
});
