/**
 * Preload for the sandboxed renderer: exposes the narrow `window.hardwareHub` bridge and nothing else.
 * Sandboxed preloads can only require('electron') and a few Node built-ins, so the build bundles this
 * file and its local imports into one CommonJS file (desktop/dist/preload.cjs). The session token is
 * not reachable from here: the main process keeps it and authenticates the requests itself.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { BRIDGE_KEY, IPC_CHANNELS, type HardwareHubBridge } from '#shared/api/desktop-bridge.ts';
import type { DownloadProgress } from '#shared/schemas/desktop-schemas.ts';
import { apiOriginFromArgv } from './server-settings.ts';

const invoke = (channel: string, ...args: unknown[]) => ipcRenderer.invoke(channel, ...args);

/**
 * Navigation the shell asks for (a link that opened the app, a menu item) may arrive before the app
 * has subscribed: it waits here for the first subscriber. The IPC event object stays here: handing
 * it to the page would leak ipcRenderer access.
 */
const navigateListeners = new Set<(path: string) => void>();
/** Only the latest matters: it is where the member wants to be. */
let queuedNavigation: string | null = null;
ipcRenderer.on(IPC_CHANNELS.navigate, (_event: IpcRendererEvent, path: unknown) => {
  if (typeof path !== 'string') return;
  if (navigateListeners.size === 0) queuedNavigation = path;
  for (const listener of navigateListeners) listener(path);
});

/** Download reports go to whoever listens now (the renderer validates them); none are kept for later. */
const downloadListeners = new Set<(progress: DownloadProgress) => void>();
ipcRenderer.on(IPC_CHANNELS.downloadProgress, (_event: IpcRendererEvent, progress: unknown) => {
  for (const listener of downloadListeners) listener(progress as DownloadProgress);
});

const bridge: HardwareHubBridge = {
  apiOrigin: apiOriginFromArgv(process.argv),
  getSessionStorage: () => invoke(IPC_CHANNELS.sessionStorage),
  clearSession: () => invoke(IPC_CHANNELS.clearSession),
  notify: (notification) => invoke(IPC_CHANNELS.notify, notification),
  setNotificationsEnabled: (enabled) => invoke(IPC_CHANNELS.notificationsEnabled, enabled),
  setUnreadCount: (count) => invoke(IPC_CHANNELS.unreadCount, count),
  getServerSettings: () => invoke(IPC_CHANNELS.getServerSettings),
  setServerUrl: (serverUrl) => invoke(IPC_CHANNELS.setServerUrl, serverUrl),
  openInBrowser: (path) => invoke(IPC_CHANNELS.openInBrowser, path),
  onNavigate(callback) {
    if (typeof callback !== 'function') throw new TypeError('onNavigate needs a callback');
    navigateListeners.add(callback);
    if (queuedNavigation !== null) callback(queuedNavigation);
    queuedNavigation = null;
    return () => {
      navigateListeners.delete(callback);
    };
  },
  downloads: {
    onProgress(callback) {
      if (typeof callback !== 'function') throw new TypeError('onProgress needs a callback');
      downloadListeners.add(callback);
      return () => {
        downloadListeners.delete(callback);
      };
    },
    cancel: (id) => invoke(IPC_CHANNELS.cancelDownload, id),
    show: (id) => invoke(IPC_CHANNELS.showDownload, id),
  },
};

contextBridge.exposeInMainWorld(BRIDGE_KEY, bridge);
