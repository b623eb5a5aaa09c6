/**
 * Preload for the sandboxed renderer: exposes the narrow `window.hardwareHub` bridge and nothing else.
 * Sandboxed preloads can only require('electron') and a few Node built-ins, so the build bundles this
 * file and its local imports into one CommonJS file (desktop/dist/preload.cjs).
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { apiOriginFromArgv } from './app-url.ts';
import { BRIDGE_KEY, IPC_CHANNELS, type HardwareHubBridge } from '#shared/api/desktop-bridge.ts';

const bridge: HardwareHubBridge = {
  apiOrigin: apiOriginFromArgv(process.argv),
  async getSessionToken() {
    const token: unknown = await ipcRenderer.invoke(IPC_CHANNELS.getSessionToken);
    return typeof token === 'string' ? token : null;
  },
  async setSessionToken(token) {
    await ipcRenderer.invoke(IPC_CHANNELS.setSessionToken, token);
  },
  async clearSessionToken() {
    await ipcRenderer.invoke(IPC_CHANNELS.clearSessionToken);
  },
  async notify(title, body) {
    await ipcRenderer.invoke(IPC_CHANNELS.notify, title, body);
  },
  onDeepLink(callback) {
    if (typeof callback !== 'function') throw new TypeError('onDeepLink needs a callback');
    // The IPC event object stays here: handing it to the page would leak ipcRenderer access.
    const listener = (_event: IpcRendererEvent, path: unknown): void => {
      if (typeof path === 'string') callback(path);
    };
    ipcRenderer.on(IPC_CHANNELS.deepLink, listener);
    return () => {
      ipcRenderer.removeListener(IPC_CHANNELS.deepLink, listener);
    };
  },
};

contextBridge.exposeInMainWorld(BRIDGE_KEY, bridge);
