import type { HardwareHubBridge } from '#shared/api/desktop-bridge.ts';

/**
 * What the desktop shell's preload exposes as `window.hardwareHub` (shared/api/desktop-bridge.ts).
 * In a browser it is undefined and the app talks to its own origin with the session cookie. Members
 * are treated as optional so an older or partial bridge degrades instead of crashing.
 */
export type DesktopBridge = Partial<HardwareHubBridge>;

declare global {
  interface Window {
    hardwareHub?: DesktopBridge;
  }
}

export interface ApiTransport {
  /** '' for same-origin requests, else an absolute origin without a trailing slash. */
  baseUrl: string;
  credentials: RequestCredentials;
  /**
   * True inside the desktop app: requests go to the server's origin without cookies; the shell's
   * main process adds the session (a bearer token the page never sees) on their way out.
   */
  desktop: boolean;
}

export function currentBridge(): DesktopBridge | undefined {
  return typeof window === 'undefined' ? undefined : window.hardwareHub;
}

/** The single place that decides where API calls go and how they authenticate. */
export function resolveTransport(bridge: DesktopBridge | undefined = currentBridge()): ApiTransport {
  const origin = bridge?.apiOrigin?.trim().replace(/\/+$/, '');
  if (!bridge || !origin) return { baseUrl: '', credentials: 'include', desktop: false };
  return { baseUrl: origin, credentials: 'omit', desktop: true };
}

/** Tells the desktop shell to forget the session (after logout or deactivation); nothing in a browser. */
export async function forgetSessionToken(bridge: DesktopBridge | undefined = currentBridge()): Promise<void> {
  await bridge?.clearSession?.();
}

/** Absolute URL for things that are not fetch calls (the socket, download links). */
export function apiUrl(path: string, transport: ApiTransport = resolveTransport()): string {
  return `${transport.baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * A plain fetch of an API path through the transport (origin and credentials), for the rare screen
 * that shows a raw answer (the wallet test page) instead of going through RTK Query.
 */
export function apiRequest(path: string, init: RequestInit = {}, transport: ApiTransport = resolveTransport()): Promise<Response> {
  return fetch(apiUrl(path, transport), { ...init, credentials: transport.credentials });
}
