/**
 * Electron main process. The window is a thin shell around the HardwareHub web app served by the
 * backend ($HARDWAREHUB_URL, default http://localhost:3000); the backend is not bundled. Logic lives in
 * the plain modules beside this file (tested without Electron); this file only wires Electron to them.
 */
import { app, BrowserWindow, ipcMain, Notification, safeStorage, session, shell } from 'electron';
import Store from 'electron-store';
import path from 'node:path';
import { apiOriginArgument, isSameOrigin, resolveAppUrl } from './app-url.ts';
import { IPC_CHANNELS } from '#shared/api/desktop-bridge.ts';
import { DEEP_LINK_SCHEME, findDeepLinkInArgv, parseDeepLink, type DeepLink } from './deep-links.ts';
import { registerIpcHandlers } from './ipc-handlers.ts';
import { createSessionTokenStore } from './session-token-store.ts';

/** Web permissions the app's own pages may get; everything else (camera, geolocation, ...) is denied. */
const ALLOWED_PERMISSIONS = new Set(['clipboard-sanitized-write', 'fullscreen']);

const appUrl = resolveAppUrl(process.env);
const appOrigin = appUrl.origin;

let mainWindow: BrowserWindow | null = null;
/** A link that arrived before the window existed (cold start from a link): loaded as the start page. */
let pendingDeepLink: DeepLink | null = findDeepLinkInArgv(process.argv);

function openExternally(url: string): void {
  if (/^https?:\/\//i.test(url)) void shell.openExternal(url);
}

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 360,
    minHeight: 500,
    show: false,
    title: 'HardwareHub',
    webPreferences: {
      preload: path.join(import.meta.dirname, 'preload.cjs'),
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      additionalArguments: [apiOriginArgument(appOrigin)],
    },
  });
  win.once('ready-to-show', () => win.show());
  // The window stays on the app's origin; other links (checkout pages, LinkedIn, ...) go to the browser.
  win.webContents.setWindowOpenHandler(({ url }) => {
    openExternally(url);
    return { action: 'deny' };
  });
  win.webContents.on('will-navigate', (event, url) => {
    if (isSameOrigin(url, appOrigin)) return;
    event.preventDefault();
    openExternally(url);
  });
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });

  const start = pendingDeepLink ? new URL(pendingDeepLink.href, appUrl) : appUrl;
  pendingDeepLink = null;
  void win.loadURL(start.toString());
  return win;
}

function openDeepLink(link: DeepLink): void {
  if (!mainWindow) {
    pendingDeepLink = link;
    if (app.isReady()) mainWindow = createWindow();
    return;
  }
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.focus();
  if (mainWindow.webContents.isLoading()) {
    void mainWindow.loadURL(new URL(link.href, appUrl).toString());
  } else {
    // The renderer routes it (window.hardwareHub.onDeepLink) without reloading the app.
    mainWindow.webContents.send(IPC_CHANNELS.deepLink, link.href);
  }
}

function showNotification({ title, body }: { title: string; body: string }): void {
  if (!Notification.isSupported()) return;
  const notification = new Notification({ title, body });
  notification.on('click', () => {
    if (mainWindow?.isMinimized()) mainWindow.restore();
    mainWindow?.focus();
  });
  notification.show();
}

function registerProtocolClient(): void {
  // Unpackaged (`electron desktop/dist/main.js`), the OS must relaunch Electron with the script path.
  if (process.defaultApp) {
    const script = process.argv[1];
    if (script) app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [path.resolve(script)]);
  } else {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  }
}

function start(): void {
  // Windows/Linux deliver links to a second launch; it hands them over here and exits.
  app.on('second-instance', (_event, argv) => {
    const link = findDeepLinkInArgv(argv);
    if (link) {
      openDeepLink(link);
    } else if (mainWindow) {
      if (mainWindow.isMinimized()) mainWindow.restore();
      mainWindow.focus();
    }
  });
  // macOS delivers links as open-url, possibly before ready: registered synchronously at startup.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    const link = parseDeepLink(url);
    if (link) openDeepLink(link);
  });
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  registerProtocolClient();

  void app.whenReady().then(() => {
    session.defaultSession.setPermissionRequestHandler((contents, permission, callback) => {
      callback(ALLOWED_PERMISSIONS.has(permission) && isSameOrigin(contents.getURL(), appOrigin));
    });
    const store = new Store<Record<string, string>>({ name: 'session' });
    const tokenStore = createSessionTokenStore({ safeStorage, store, platform: process.platform });
    registerIpcHandlers({ ipcMain, tokenStore, appOrigin, showNotification });

    mainWindow = createWindow();
    app.on('activate', () => {
      if (!mainWindow) mainWindow = createWindow();
    });
  });
}

if (app.requestSingleInstanceLock()) {
  start();
} else {
  app.quit();
}
