import type { DesktopNotification, DownloadProgress, ServerSettings, ServerUrlResult, SessionStorageKind } from '../schemas/desktop-schemas.ts';

/**
 * Contract between the desktop shell and the renderer it embeds.
 *
 * The renderer sees the bridge as `window.hardwareHub` (only inside the desktop app; in a browser it is
 * undefined). It lives in shared/ because both sides use it: desktop/ implements it in the preload,
 * renderer/ calls it (lib/api/api-transport.ts, features/desktop). No Electron or Node imports here.
 *
 * The session token is deliberately absent: the main process keeps it (OS keychain) and adds the
 * Authorization header to the API's requests itself, so no script in the page can ever read it.
 */

/** Property of `window` under which the preload exposes the bridge. */
export const BRIDGE_KEY = 'hardwareHub';

export interface HardwareHubBridge {
  /** Origin of the HardwareHub server the API and socket go to, e.g. "https://hub.example.com". */
  readonly apiOrigin: string;
  /** 'keychain' when the session survives a restart, 'memory' when the OS offers no keychain. */
  getSessionStorage(): Promise<SessionStorageKind>;
  /** Forgets the session (the main process also does so on its own after logout or a 401). */
  clearSession(): Promise<void>;
  /** Hands a notification to the shell, which shows it natively unless the window already shows it. */
  notify(notification: DesktopNotification): Promise<void>;
  /** The member's 'Desktop notifications' preference, mirrored so the shell can honour it. */
  setNotificationsEnabled(enabled: boolean): Promise<void>;
  /** Unread notifications and messages together: the dock/taskbar badge. */
  setUnreadCount(count: number): Promise<void>;
  getServerSettings(): Promise<ServerSettings>;
  /**
   * Validates the server address, then the shell asks the member to confirm the switch in a native dialog
   * (the page cannot answer it). Resolves with `changed: true` once stored (the shell then reopens the
   * window on it), `changed: false` when the member cancelled or the address is already in use.
   */
  setServerUrl(serverUrl: string): Promise<ServerUrlResult>;
  /** Opens a page of the HardwareHub server in the system browser (checkout): a path such as "/subscribe?plan=pro". */
  openInBrowser(path: string): Promise<void>;
  /**
   * Subscribes to in-app navigation the shell asks for: hardwarehub:// links (already checked against
   * the allow-list), menu items and notification clicks. The callback gets a path with its query.
   * Returns the unsubscribe function.
   */
  onNavigate(callback: (path: string) => void): () => void;
  /**
   * Downloads: the shell saves each one to the Downloads folder without asking (a link to the server's
   * file download becomes one instead of a navigation) and reports its progress here.
   */
  readonly downloads: DesktopDownloads;
}

export interface DesktopDownloads {
  /** Subscribes to progress reports (validate them: they cross a process boundary). Returns the unsubscribe function. */
  onProgress(callback: (progress: DownloadProgress) => void): () => void;
  /** Stops a download under way; nothing once it has ended. */
  cancel(id: number): Promise<void>;
  /** Opens the file's folder with the file selected (a completed download only). */
  show(id: number): Promise<void>;
}

/** IPC channels between preload and main. Invoke channels answer; `navigate` and `downloadProgress` are main -> renderer. */
export const IPC_CHANNELS = {
  sessionStorage: 'hardwarehub:session:storage',
  clearSession: 'hardwarehub:session:clear',
  notify: 'hardwarehub:notify',
  notificationsEnabled: 'hardwarehub:notifications:enabled',
  unreadCount: 'hardwarehub:badge:unread',
  getServerSettings: 'hardwarehub:settings:get',
  setServerUrl: 'hardwarehub:settings:server-url',
  openInBrowser: 'hardwarehub:open-in-browser',
  navigate: 'hardwarehub:navigate',
  downloadProgress: 'hardwarehub:downloads:progress',
  cancelDownload: 'hardwarehub:downloads:cancel',
  showDownload: 'hardwarehub:downloads:show',
} as const;

/** What the shell sends through `navigate` to open the desktop Settings panel (not a route of the app). */
export const DESKTOP_SETTINGS_PATH = '/settings';

/** Command-line switch through which main hands the server origin to the sandboxed preload. */
export const API_ORIGIN_SWITCH = '--hardwarehub-api-origin=';

/** The embedded renderer's origin (a privileged custom scheme): the one origin the backend answers CORS for. */
export const DESKTOP_APP_ORIGIN = 'app://hardwarehub';
