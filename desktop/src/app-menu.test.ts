import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { buildMenuTemplate } from './app-menu.ts';

function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? items(item.submenu) : [])]);
}

function actions() {
  const calls: string[] = [];
  return {
    calls,
    actions: {
      navigate: (path: string) => calls.push(`navigate ${path}`),
      openSettings: () => calls.push('settings'),
      checkForUpdates: () => calls.push('updates'),
      openSupport: () => calls.push('support'),
    },
  };
}

describe('application menu', () => {
  it('macOS: the app menu first, with the standard roles', () => {
    const template = buildMenuTemplate('darwin', actions().actions);
    expect(template[0]!.label).toBe('HardwareHub');
    const roles = items(template).map((item) => item.role).filter(Boolean);
    expect(roles).toEqual(expect.arrayContaining(['about', 'hide', 'hideOthers', 'unhide', 'quit', 'editMenu', 'windowMenu', 'togglefullscreen', 'zoomIn', 'help']));
  });

  it('Windows and Linux: File > Settings and Quit, no macOS-only roles', () => {
    const template = buildMenuTemplate('win32', actions().actions);
    expect(template.map((menu) => menu.label ?? menu.role)).toEqual(['File', 'editMenu', 'View', 'Go', 'windowMenu', 'help']);
    const roles = items(template).map((item) => item.role);
    expect(roles).toContain('quit');
    expect(roles).not.toContain('hideOthers');
    expect(roles).not.toContain('services');
  });

  it('Go menu opens the main pages with shortcuts; Settings, updates and support do their thing', () => {
    const { calls, actions: handlers } = actions();
    const all = items(buildMenuTemplate('linux', handlers));
    const click = (label: string) => (all.find((item) => item.label === label)!.click as () => void)();
    expect(all.filter((item) => item.label?.startsWith('Go to')).map((item) => [item.label, item.accelerator])).toEqual([
      ['Go to Dashboard', 'CmdOrCtrl+1'],
      ['Go to Messages', 'CmdOrCtrl+2'],
      ['Go to Marketplace', 'CmdOrCtrl+3'],
    ]);
    click('Go to Messages');
    click('Settings');
    click('Check for Updates…');
    click('HardwareHub Support');
    click('Back');
    expect(calls).toEqual(['navigate /messages', 'settings', 'updates', 'support', 'navigate back']);
    expect(all.find((item) => item.label === 'Settings')!.accelerator).toBe('CmdOrCtrl+,');
  });
});
