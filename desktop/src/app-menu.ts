import type { MenuItemConstructorOptions } from 'electron';

/**
 * The application menu: the platform's standard menus through Electron's roles (so Undo, Copy,
 * Paste, Zoom, Full Screen, Hide, Quit and their shortcuts behave as every other app on that
 * platform), plus a Go menu for the app's main pages and Settings for the server address.
 */
export interface MenuActions {
  navigate(path: string): void;
  openSettings(): void;
  checkForUpdates(): void;
  openSupport(): void;
}

export const GO_TO: readonly { label: string; path: string; accelerator: string }[] = [
  { label: 'Go to Dashboard', path: '/dashboard', accelerator: 'CmdOrCtrl+1' },
  { label: 'Go to Messages', path: '/messages', accelerator: 'CmdOrCtrl+2' },
  { label: 'Go to Marketplace', path: '/marketplace', accelerator: 'CmdOrCtrl+3' },
];

export function buildMenuTemplate(platform: NodeJS.Platform, actions: MenuActions, appName = 'HardwareHub'): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const settings: MenuItemConstructorOptions = { label: mac ? 'Settings…' : 'Settings', accelerator: 'CmdOrCtrl+,', click: () => actions.openSettings() };
  const updates: MenuItemConstructorOptions = { label: 'Check for Updates…', click: () => actions.checkForUpdates() };

  const template: MenuItemConstructorOptions[] = [];
  if (mac) {
    template.push({
      label: appName,
      submenu: [{ role: 'about' }, updates, { type: 'separator' }, settings, { type: 'separator' }, { role: 'services' }, { type: 'separator' }, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, { type: 'separator' }, { role: 'quit' }],
    });
  }
  template.push(
    { label: 'File', submenu: mac ? [{ role: 'close' }] : [settings, { type: 'separator' }, { role: 'quit' }] },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [{ role: 'reload' }, { role: 'forceReload' }, { type: 'separator' }, { role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, { type: 'separator' }, { role: 'togglefullscreen' }],
    },
    {
      label: 'Go',
      submenu: [
        ...GO_TO.map(({ label, path, accelerator }): MenuItemConstructorOptions => ({ label, accelerator, click: () => actions.navigate(path) })),
        { type: 'separator' },
        { label: 'Back', accelerator: mac ? 'Cmd+[' : 'Alt+Left', click: () => actions.navigate('back') },
        { label: 'Forward', accelerator: mac ? 'Cmd+]' : 'Alt+Right', click: () => actions.navigate('forward') },
      ],
    },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [{ label: 'HardwareHub Support', click: () => actions.openSupport() }, ...(mac ? [] : [{ type: 'separator' as const }, updates, { role: 'about' as const }])],
    },
  );
  return template;
}
