import { API_PATHS } from '#shared/api/api-paths.ts';
import { SESSION_TOKEN_HEADER, SESSION_TRANSPORT_HEADER } from '#shared/constants/app-constants.ts';
import type { SessionVault } from './session-vault.ts';

/**
 * Authenticates the renderer's requests to the HardwareHub server from the main process, so the
 * session token never enters the page (script injected there cannot read or send it elsewhere):
 *
 * - before a request to the server's origin (fetch, XHR and the Socket.IO WebSocket alike) leaves,
 *   the `Authorization: Bearer` header is set from the vault, and `x-session-transport: bearer` asks
 *   the server to answer a sign-in with the session key in a header instead of a cookie;
 * - when the answer carries that header, the key goes into the vault and the header is removed before
 *   the renderer sees the response (so are cookies: the desktop session is never a cookie);
 * - a 401 to a request that carried the token, or a successful logout, wipes the vault.
 *
 * Only requests to the server's origin are touched; the origin is read on every request, so a
 * change in Settings applies at once.
 */

type Headers = Record<string, string>;
type ResponseHeaders = Record<string, string[]>;

/** The subset of Electron's session.webRequest used here (tsc checks the real one fits). */
export interface WebRequestLike {
  onBeforeSendHeaders(
    filter: { urls: string[] },
    listener: (details: { id: number; url: string; requestHeaders: Headers }, callback: (response: { requestHeaders?: Headers; cancel?: boolean }) => void) => void,
  ): void;
  onHeadersReceived(
    filter: { urls: string[] },
    listener: (
      details: { id: number; url: string; method: string; statusCode: number; responseHeaders?: ResponseHeaders },
      callback: (response: { responseHeaders?: ResponseHeaders; cancel?: boolean }) => void,
    ) => void,
  ): void;
}

export interface ApiAuthOptions {
  webRequest: WebRequestLike;
  vault: SessionVault;
  /** The server's origin now, '' when none is set. */
  apiOrigin: () => string;
  log?: (message: string) => void;
}

const URL_FILTER = { urls: ['http://*/*', 'https://*/*', 'ws://*/*', 'wss://*/*'] };

/** Whether `url` is on the server: its http(s) origin, or the ws(s) form of it for the socket. */
export function isApiRequest(url: string, apiOrigin: string): boolean {
  if (!apiOrigin) return false;
  try {
    const target = new URL(url);
    const api = new URL(apiOrigin);
    const protocol = target.protocol === 'wss:' ? 'https:' : target.protocol === 'ws:' ? 'http:' : target.protocol;
    return protocol === api.protocol && target.host === api.host;
  } catch {
    return false;
  }
}

function withoutHeaders<T>(headers: Record<string, T>, names: readonly string[]): Record<string, T> {
  const drop = new Set(names.map((name) => name.toLowerCase()));
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !drop.has(name.toLowerCase())));
}

export function installApiAuth({ webRequest, vault, apiOrigin, log = () => undefined }: ApiAuthOptions): void {
  /** Requests that went out with the token (by webRequest id), so a 401 to them means the session is over. */
  const sentWithToken = new Set<number>();
  const logoutPath = API_PATHS.logout;

  webRequest.onBeforeSendHeaders(URL_FILTER, (details, callback) => {
    if (!isApiRequest(details.url, apiOrigin())) return callback({});
    // Whatever the page set itself is replaced: it can neither choose the session nor send cookies.
    const headers = withoutHeaders(details.requestHeaders, ['authorization', 'cookie', SESSION_TRANSPORT_HEADER]);
    headers[SESSION_TRANSPORT_HEADER] = 'bearer';
    const token = vault.token();
    if (token) {
      headers.Authorization = `Bearer ${token}`;
      sentWithToken.add(details.id);
      // Requests that fail before an answer never reach onHeadersReceived: keep the set bounded.
      if (sentWithToken.size > 2000) sentWithToken.delete(sentWithToken.values().next().value!);
    }
    callback({ requestHeaders: headers });
  });

  webRequest.onHeadersReceived(URL_FILTER, (details, callback) => {
    if (!isApiRequest(details.url, apiOrigin())) return callback({});
    const hadToken = sentWithToken.delete(details.id);
    const received = details.responseHeaders ?? {};
    const issued = Object.entries(received).find(([name]) => name.toLowerCase() === SESSION_TOKEN_HEADER)?.[1]?.[0];
    const responseHeaders = withoutHeaders(received, [SESSION_TOKEN_HEADER, 'set-cookie']);
    const done = () => callback({ responseHeaders });

    let path = '';
    try {
      path = new URL(details.url).pathname;
    } catch {
      // isApiRequest parsed it already
    }
    let change: Promise<void> | undefined;
    if (details.statusCode === 401 && hadToken) {
      log('the server ended the session (401): signed out');
      change = vault.clear();
    } else if (path === logoutPath && details.method === 'POST' && details.statusCode >= 200 && details.statusCode < 300) {
      change = vault.clear();
    } else if (issued) {
      change = vault.set(issued);
    }
    // The response waits until the vault holds the change, so the very next request already carries it.
    if (change) void change.catch((error: unknown) => log(`session vault: ${error instanceof Error ? error.message : String(error)}`)).finally(done);
    else done();
  });
}
