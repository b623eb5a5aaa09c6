/**
 * Electron main process: wires Electron's APIs to the plain modules beside this file (each tested
 * without Electron). The window shows the renderer embedded in the app (app://hardwarehub, served by
 * app-protocol.ts); the API and Socket.IO go to the HardwareHub server chosen in server-settings.ts,
 * authenticated by api-auth.ts with the token the session vault keeps in the OS keychain.
 */
import { app, BrowserWindow, dialog, ipcMain, Menu, nativeImage, net, Notification, protocol, safeStorage, screen, session, shell, type NativeImage } from 'electron';
import Store from 'electron-store';
import electronUpdater from 'electron-updater';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DESKTOP_SETTINGS_PATH, IPC_CHANNELS } from '#shared/api/desktop-bridge.ts';
import { buildMenuTemplate } from './app-menu.ts';
import { installApiAuth } from './api-auth.ts';
import { APP_ORIGIN, APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './app-protocol.ts';
import { DEEP_LINK_SCHEME, checkDeepLink, findDeepLinkInArgv } from './deep-links.ts';
import { createBadge, createDesktopNotifier } from './desktop-notifier.ts';
import { createDownloadManager, isServerDownloadUrl } from './download-manager.ts';
import { registerIpcHandlers } from './ipc-handlers.ts';
import { apiOriginArgument, createServerSettings } from './server-settings.ts';
import { createSessionVault } from './session-vault.ts';
import { createUpdater } from './updater.ts';
import { initialWindowState, MIN_SIZE, trackWindowState, WINDOW_STATE_KEY } from './window-state.ts';
import { guardEveryWebContents, isAppUrl, isBrowserUrl } from './window-guards.ts';

/** Set at packaging time (desktop/build.ts, from HARDWAREHUB_SERVER_URL). */
declare const __HARDWAREHUB_DEFAULT_SERVER_URL__: string;

const APP_USER_MODEL_ID = 'com.hardwarehub.desktop';
const RESOURCES = import.meta.dirname;
const log = (message: string) => console.log(`[hardwarehub] ${message}`);

let mainWindow: BrowserWindow | null = null;
/** A path asked for before the window could show it (a cold start from a link). */
let pendingPath: string | null = findDeepLinkInArgv(process.argv, log)?.href ?? null;

// Before ready: the embedded app's scheme must be standard and secure (origin, fetch, secure context).
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
if (process.platform === 'win32') app.setAppUserModelId(APP_USER_MODEL_ID);

function navigateTo(target: string): void {
  if (!mainWindow) {
    pendingPath = target;
    if (app.isReady()) mainWindow = createWindow();
    return;
  }
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
  const history = mainWindow.webContents.navigationHistory;
  if (target === 'back') return void (history.canGoBack() && history.goBack());
  if (target === 'forward') return void (history.canGoForward() && history.goForward());
  // The renderer routes it (bridge.onNavigate) without reloading the app; a page still loading gets it
  // once loaded (the preload holds it until the app subscribes).
  const contents = mainWindow.webContents;
  if (contents.isLoading()) contents.once('did-finish-load', () => contents.send(IPC_CHANNELS.navigate, target));
  else contents.send(IPC_CHANNELS.navigate, target);
}

function openDeepLink(raw: string): void {
  const result = checkDeepLink(raw);
  if (!result.ok) return log(`ignored deep link (${result.reason})`);
  navigateTo(result.link.href);
}

/** The update feed electron-builder packaged (resources/app-update.yml), null when there is none (development). */
function packagedUpdateConfig(): string | null {
  try {
    return readFileSync(path.join(process.resourcesPath, 'app-update.yml'), 'utf8');
  } catch {
    return null;
  }
}

function openExternally(url: string): void {
  if (isBrowserUrl(url)) void shell.openExternal(url);
}

let settings: ReturnType<typeof createServerSettings>;

function createWindow(): BrowserWindow {
  const stateStore = new Store<Record<string, unknown>>({ name: 'window' });
  const initial = initialWindowState(stateStore.get(WINDOW_STATE_KEY), screen.getAllDisplays().map((display) => display.workArea));
  const win = new BrowserWindow({
    ...initial.bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    show: false,
    title: 'HardwareHub',
    backgroundColor: '#f5f7fb',
    icon: process.platform === 'linux' ? path.join(RESOURCES, 'icons', '512x512.png') : undefined,
    webPreferences: {
      preload: path.join(RESOURCES, 'preload.cjs'),
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webviewTag: false,
      spellcheck: true,
      additionalArguments: [apiOriginArgument(settings.origin())],
    },
  });
  if (initial.maximized) win.maximize();
  trackWindowState(win, stateStore);
  win.once('ready-to-show', () => win.show());
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });
  // A link that opened the app is loaded directly; Settings is a panel of the app, not a page.
  const start = pendingPath;
  pendingPath = null;
  const isPage = start !== null && start.startsWith('/') && start !== DESKTOP_SETTINGS_PATH;
  void win.loadURL(`${APP_ORIGIN}${isPage ? start : '/'}`);
  if (start !== null && !isPage) win.webContents.once('did-finish-load', () => win.webContents.send(IPC_CHANNELS.navigate, start));
  return win;
}

function start(): void {
  // Windows/Linux deliver links to a second launch, which hands them over here and exits.
  app.on('second-instance', (_event, argv) => {
    const link = findDeepLinkInArgv(argv, log);
    if (link) navigateTo(link.href);
    else if (mainWindow) {
      if (mainWindow.isMinimized()) mainWindow.restore();
      mainWindow.focus();
    }
  });
  // macOS delivers links as open-url, possibly before ready: registered synchronously at startup.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    openDeepLink(url);
  });
  // Every web contents, whoever creates it (the window included), gets the same guards: navigation,
  // new windows, <webview>, and its session's permission handlers.
  guardEveryWebContents(app, { openExternal: openExternally, log, isDownload: (url) => isServerDownloadUrl(url, settings.origin()) });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  // Unpackaged (`electron .`), the OS must relaunch Electron with the app's path.
  if (process.defaultApp && process.argv[1]) app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [path.resolve(process.argv[1])]);
  else app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);

  void app.whenReady().then(async () => {
    settings = createServerSettings({
      store: new Store({ name: 'settings' }),
      defaultServerUrl: __HARDWAREHUB_DEFAULT_SERVER_URL__,
      env: process.env,
      // Modal on the app's window: the member answers in the main process, never the page.
      showMessageBox: (options) => (mainWindow ? dialog.showMessageBox(mainWindow, options) : dialog.showMessageBox(options)),
      log,
    });
    const vault = createSessionVault({ cipher: safeStorage, store: new Store({ name: 'session' }), platform: process.platform, log });
    await vault.load();

    protocol.handle(APP_SCHEME, createAppProtocolHandler({
      rootDir: path.join(RESOURCES, 'renderer'),
      apiOrigin: () => settings.origin(),
      fetchUpstream: (url, init) => net.fetch(url, init),
    }));
    installApiAuth({ webRequest: session.defaultSession.webRequest, vault, apiOrigin: () => settings.origin(), log });

    const notifier = createDesktopNotifier({
      isSupported: () => Notification.isSupported(),
      create: (options) => new Notification(options),
      platform: process.platform,
      window: {
        isFocused: () => !!mainWindow && mainWindow.isFocused() && mainWindow.isVisible() && !mainWindow.isMinimized(),
        currentPath: () => {
          const url = mainWindow?.webContents.getURL();
          return url && isAppUrl(url) ? new URL(url).pathname : null;
        },
        reveal: (target) => navigateTo(target),
      },
    });
    // Straight to the Downloads folder, progress to the renderer, a notification at the end.
    const downloads = createDownloadManager(session.defaultSession, {
      downloadsDir: () => app.getPath('downloads'),
      exists: existsSync,
      send: (progress) => {
        if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send(IPC_CHANNELS.downloadProgress, progress);
      },
      showItemInFolder: (file) => shell.showItemInFolder(file),
      focusWindow: () => {
        if (!mainWindow) return;
        if (mainWindow.isMinimized()) mainWindow.restore();
        mainWindow.show();
        mainWindow.focus();
      },
      notifications: { isSupported: () => Notification.isSupported(), create: (options) => new Notification(options) },
    });
    const badge = createBadge<NativeImage>({
      platform: process.platform,
      setBadgeCount: (count) => app.setBadgeCount(count),
      setOverlayIcon: (image, description) => mainWindow?.setOverlayIcon(image, description),
      overlayImage: (label) => nativeImage.createFromPath(path.join(RESOURCES, 'badges', `badge-${label === '9+' ? '9plus' : label}.png`)),
    });

    const { autoUpdater } = electronUpdater;
    const updater = createUpdater({
      autoUpdater,
      installation: { platform: process.platform, appImage: process.env.APPIMAGE, updateConfig: packagedUpdateConfig() },
      log,
      prompt: async (version) => {
        const options = {
          type: 'info' as const,
          buttons: ['Restart to update', 'Later'],
          defaultId: 0,
          cancelId: 1,
          message: `HardwareHub ${version} is ready to install`,
          detail: 'Restart now to finish updating, or it will be installed the next time you quit.',
        };
        const { response } = mainWindow ? await dialog.showMessageBox(mainWindow, options) : await dialog.showMessageBox(options);
        return response === 0 ? 'restart' : 'later';
      },
      report: (message) => void (mainWindow ? dialog.showMessageBox(mainWindow, { type: 'info', message }) : dialog.showMessageBox({ type: 'info', message })),
    });

    registerIpcHandlers(ipcMain, {
      sessionStorage: () => vault.storage(),
      clearSession: () => vault.clear(),
      notify: (notification) => void notifier.show(notification),
      setNotificationsEnabled: (enabled) => notifier.setEnabled(enabled),
      setUnreadCount: (count) => void badge(count),
      getServerSettings: () => settings.get(),
      setServerUrl: async (serverUrl) => {
        const result = await settings.set(serverUrl);
        if (result.ok && result.changed) {
          // A session belongs to the server that issued it. The window is opened afresh, since its
          // preload read the server's address when it was created.
          void vault.clear();
          setImmediate(() => {
            const old = mainWindow;
            pendingPath = '/auth';
            mainWindow = createWindow();
            old?.destroy();
          });
        }
        return result;
      },
      openInBrowser: (target) => openExternally(new URL(target, settings.origin()).toString()),
      cancelDownload: (id) => downloads.cancel(id),
      showDownload: (id) => downloads.show(id),
    });

    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        buildMenuTemplate(process.platform, {
          navigate: navigateTo,
          openSettings: () => navigateTo(DESKTOP_SETTINGS_PATH),
          checkForUpdates: () => void updater.checkNow(),
          openSupport: () => navigateTo('/support'),
        }),
      ),
    );

    mainWindow = createWindow();
    app.on('activate', () => {
      if (!mainWindow) mainWindow = createWindow();
    });
    if (app.isPackaged) updater.start();
  });
}

if (app.requestSingleInstanceLock()) start();
else app.quit();
