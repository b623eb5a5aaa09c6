/**
 * Contract between the desktop shell and the web app it loads.
 *
 * The renderer sees the bridge as `window.hardwareHub` (only inside the desktop app; in a browser it is
 * undefined). It lives in shared/ because both sides use it: desktop/ implements it in the preload,
 * renderer/ calls it (lib/api/api-transport.ts). No Electron or Node imports here.
 */

/** Property of `window` under which the preload exposes the bridge. */
export const BRIDGE_KEY = 'hardwareHub';

export interface HardwareHubBridge {
  /** Origin of the HardwareHub server this window loads, e.g. "http://localhost:3000". */
  readonly apiOrigin: string;
  /** The bearer session token kept in the OS keychain-backed store, or null when signed out. */
  getSessionToken(): Promise<string | null>;
  /** Rejects when the OS offers no real encryption: the shell never keeps the token in plaintext. */
  setSessionToken(token: string): Promise<void>;
  clearSessionToken(): Promise<void>;
  /** Shows a native OS notification; resolves even where notifications are unsupported. */
  notify(title: string, body: string): Promise<void>;
  /**
   * Subscribes to hardwarehub:// links opened while the app runs. The callback receives the in-app
   * path with its query, already validated (e.g. "/payment-success?session_id=cs_123").
   * Returns the unsubscribe function.
   */
  onDeepLink(callback: (path: string) => void): () => void;
}

/** IPC channels between preload and main. Invoke channels answer; `deepLink` is main -> renderer. */
export const IPC_CHANNELS = {
  getSessionToken: 'hardwarehub:session-token:get',
  setSessionToken: 'hardwarehub:session-token:set',
  clearSessionToken: 'hardwarehub:session-token:clear',
  notify: 'hardwarehub:notify',
  deepLink: 'hardwarehub:deep-link',
} as const;

/** Command-line switch through which main hands the server origin to the sandboxed preload. */
export const API_ORIGIN_SWITCH = '--hardwarehub-api-origin=';
