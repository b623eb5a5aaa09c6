import { SESSION_TOKEN_HEADER, SESSION_TRANSPORT_HEADER } from '#shared/constants/app-constants.ts';
import type { HardwareHubBridge } from '#shared/api/desktop-bridge.ts';

/**
 * What the desktop shell's preload exposes as `window.hardwareHub` (shared/api/desktop-bridge.ts).
 * In a browser it is undefined and the app talks to its own origin with the session cookie. Members
 * are treated as optional so an older or partial bridge degrades to cookie sessions instead of crashing.
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
  /** True when talking through the desktop bridge (bearer sessions instead of cookies). */
  desktop: boolean;
  readToken: () => Promise<string | null>;
}

export function currentBridge(): DesktopBridge | undefined {
  return typeof window === 'undefined' ? undefined : window.hardwareHub;
}

/** The single place that decides where API calls go and how they authenticate. */
export function resolveTransport(bridge: DesktopBridge | undefined = currentBridge()): ApiTransport {
  const origin = bridge?.apiOrigin?.trim().replace(/\/+$/, '');
  if (!bridge || !origin) {
    return { baseUrl: '', credentials: 'include', desktop: false, readToken: async () => null };
  }
  return {
    baseUrl: origin,
    // The desktop session lives in the keychain as a bearer token, not in a cookie jar.
    credentials: 'omit',
    desktop: true,
    readToken: async () => {
      try {
        return (await bridge.getSessionToken?.()) ?? null;
      } catch {
        return null; // a locked keychain means "signed out", not a broken app
      }
    },
  };
}

/** Adds the desktop auth headers; browser requests rely on the session cookie and get nothing. */
export async function applyAuthHeaders(headers: Headers, transport: ApiTransport): Promise<Headers> {
  if (!transport.desktop) return headers;
  // Asks the server to return the session id as a token at login/registration (shared/api/api-paths.ts).
  headers.set(SESSION_TRANSPORT_HEADER, 'bearer');
  const token = await transport.readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** Hands a freshly issued session token (if any) to the desktop shell. */
export async function captureSessionToken(response: Response | undefined, bridge: DesktopBridge | undefined = currentBridge()): Promise<void> {
  const token = response?.headers.get(SESSION_TOKEN_HEADER);
  if (token && bridge?.setSessionToken) await bridge.setSessionToken(token);
}

/** Forgets the desktop token after logout or deactivation. */
export async function forgetSessionToken(bridge: DesktopBridge | undefined = currentBridge()): Promise<void> {
  await bridge?.clearSessionToken?.();
}

/** Absolute URL for things that are not fetch calls (the socket, download links). */
export function apiUrl(path: string, transport: ApiTransport = resolveTransport()): string {
  return `${transport.baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * A plain fetch of an API path through the transport (origin, cookie or bearer), for the rare screen
 * that shows a raw answer (the wallet test page) instead of going through RTK Query.
 */
export async function apiRequest(path: string, init: RequestInit = {}, transport: ApiTransport = resolveTransport()): Promise<Response> {
  const headers = await applyAuthHeaders(new Headers(init.headers), transport);
  return fetch(apiUrl(path, transport), { ...init, headers, credentials: transport.credentials });
}
