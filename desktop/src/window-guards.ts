import { APP_HOST, APP_SCHEME } from './app-protocol.ts';

/**
 * What the window may do. It shows only the embedded app (app://hardwarehub): every navigation,
 * redirect or frame navigation elsewhere is stopped (web links go to the system browser instead, a
 * shared file's download link becomes a download, an OS file dropped on the window is not opened), new
 * windows are refused, <webview> can never attach, and web permissions are limited to the two the app
 * uses. The same guards go on every web contents the app ever creates (guardEveryWebContents), not
 * only on the main window: one left unguarded would be a way around all of them.
 */

/** Web permissions the app's own pages may get; everything else (camera, geolocation, ...) is denied. */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write', 'fullscreen']);

export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}

/** Only web pages go to the browser: never file:, javascript:, custom schemes or the OS's handlers. */
export function isBrowserUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' || protocol === 'mailto:';
  } catch {
    return false;
  }
}

interface PreventableEvent {
  preventDefault(): void;
}
interface NavigationEvent extends PreventableEvent {
  url: string;
  isMainFrame?: boolean;
}

/** The subset of Electron's WebContents used here. */
export interface GuardedContents {
  on(event: 'will-navigate' | 'will-redirect' | 'will-frame-navigate', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  downloadURL(url: string): void;
}

export interface GuardOptions {
  openExternal: (url: string) => void;
  log: (message: string) => void;
  /** A URL that is a download of the app's (a shared file on the server): downloaded in place, never opened elsewhere. */
  isDownload?: (url: string) => boolean;
}

/** The subset of Electron's Session used here. */
export interface GuardedSession {
  setPermissionRequestHandler(handler: typeof permissionRequestHandler): void;
  setPermissionCheckHandler(handler: typeof permissionCheckHandler): void;
}

/** The subset of Electron's App used here. */
export interface WebContentsSource {
  on(event: 'web-contents-created', listener: (event: unknown, contents: GuardedContents & { readonly session: GuardedSession }) => void): unknown;
}

/**
 * Guards each web contents as it is created (a window, a child window, a devtools page, whatever a
 * library opens), with its session's permission handlers: registered before the first window exists.
 */
export function guardEveryWebContents(app: WebContentsSource, options: GuardOptions): void {
  app.on('web-contents-created', (_event, contents) => {
    installWindowGuards(contents, options);
    contents.session.setPermissionRequestHandler(permissionRequestHandler);
    contents.session.setPermissionCheckHandler(permissionCheckHandler);
  });
}

export function installWindowGuards(contents: GuardedContents, { openExternal, log, isDownload = () => false }: GuardOptions): void {
  const leave = (kind: string, url: string, event: PreventableEvent, toBrowser: boolean) => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    // The browser has no session here: a file's download link is downloaded by the app itself.
    if (toBrowser && isDownload(url)) contents.downloadURL(url);
    else if (toBrowser && isBrowserUrl(url)) openExternal(url);
    else log(`blocked ${kind} to ${url.slice(0, 200)}`);
  };
  // A clicked link to another site: the browser. Redirects and frames elsewhere: stopped.
  contents.on('will-navigate', (event) => leave('navigation', event.url, event, true));
  contents.on('will-redirect', (event) => leave('redirect', event.url, event, false));
  contents.on('will-frame-navigate', (event) => {
    if (event.isMainFrame) return; // will-navigate decides for the main frame
    leave('frame navigation', event.url, event, false);
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    log('blocked <webview>');
  });
  // target=_blank and window.open: never a second Electron window; web pages open in the browser.
  contents.setWindowOpenHandler(({ url }) => {
    if (isDownload(url)) contents.downloadURL(url);
    else if (isBrowserUrl(url)) openExternal(url);
    else log(`blocked window.open of ${url.slice(0, 200)}`);
    return { action: 'deny' };
  });
}

/** session.setPermissionRequestHandler: the app's own pages, allowed permissions only. */
export function permissionRequestHandler(_contents: unknown, permission: string, callback: (granted: boolean) => void, details: { requestingUrl?: string }): void {
  callback(ALLOWED_PERMISSIONS.has(permission) && isAppUrl(details.requestingUrl ?? ''));
}

/** session.setPermissionCheckHandler: the same rule for the synchronous checks (navigator.permissions, ...). */
export function permissionCheckHandler(_contents: unknown, permission: string, requestingOrigin: string): boolean {
  return ALLOWED_PERMISSIONS.has(permission) && isAppUrl(requestingOrigin);
}
