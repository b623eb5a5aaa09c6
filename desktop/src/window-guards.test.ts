import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { guardEveryWebContents, installWindowGuards, isBrowserUrl, permissionCheckHandler, permissionRequestHandler, type GuardedContents, type GuardedSession } from './window-guards.ts';

const SERVER_DOWNLOAD = 'https://hub.example.com/api/files/7/download';

function fakeContents() {
  const listeners: Record<string, (event: never) => void> = {};
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
  const downloaded: string[] = [];
  const contents: GuardedContents = {
    on: ((event: string, listener: (event: never) => void) => void (listeners[event] = listener)) as GuardedContents['on'],
    setWindowOpenHandler: (handler) => void (openHandler = handler),
    downloadURL: (url) => void downloaded.push(url),
  };
  const opened: string[] = [];
  const logged: string[] = [];
  installWindowGuards(contents, { openExternal: (url) => opened.push(url), log: (m) => logged.push(m), isDownload: (url) => url === SERVER_DOWNLOAD });
  const fire = (name: string, url: string, extra: object = {}) => {
    const event = { url, prevented: false, preventDefault() { this.prevented = true; }, ...extra };
    listeners[name]!(event as never);
    return event.prevented;
  };
  return { fire, open: (url: string) => openHandler!({ url }), opened, logged, downloaded };
}

describe('window guards', () => {
  it('lets the app navigate within itself', () => {
    const { fire, opened } = fakeContents();
    expect(fire('will-navigate', 'app://hardwarehub/dashboard')).toBe(false);
    expect(fire('will-redirect', 'app://hardwarehub/auth')).toBe(false);
    expect(opened).toEqual([]);
  });

  it('sends a clicked web link to the browser instead of navigating the window', () => {
    const { fire, opened } = fakeContents();
    expect(fire('will-navigate', 'https://www.linkedin.com/in/maya')).toBe(true);
    expect(opened).toEqual(['https://www.linkedin.com/in/maya']);
  });

  it('stops redirects, frame navigations and odd schemes without opening anything', () => {
    const { fire, opened, logged } = fakeContents();
    expect(fire('will-redirect', 'https://evil.example/phish')).toBe(true);
    expect(fire('will-frame-navigate', 'https://evil.example/frame', { isMainFrame: false })).toBe(true);
    expect(fire('will-frame-navigate', 'app://hardwarehub/x', { isMainFrame: false })).toBe(false);
    expect(fire('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(fire('will-navigate', 'app://elsewhere/')).toBe(true);
    expect(opened).toEqual([]);
    expect(logged).toHaveLength(4);
  });

  it('keeps the app when an OS file is dropped on the window (Chromium would open it as a file:// page)', () => {
    const { fire, opened, logged } = fakeContents();
    expect(fire('will-navigate', 'file:///home/maya/Desktop/bracket%20v2.step')).toBe(true);
    expect(fire('will-navigate', 'file:///C:/Users/maya/Desktop/board.zip')).toBe(true);
    expect(opened).toEqual([]);
    expect(logged).toEqual(['blocked navigation to file:///home/maya/Desktop/bracket%20v2.step', 'blocked navigation to file:///C:/Users/maya/Desktop/board.zip']);
  });

  it("downloads a shared file's link in the app instead of navigating or handing it to the browser", () => {
    const { fire, open, opened, downloaded } = fakeContents();
    expect(fire('will-navigate', SERVER_DOWNLOAD)).toBe(true);
    expect(open(SERVER_DOWNLOAD)).toEqual({ action: 'deny' });
    expect(downloaded).toEqual([SERVER_DOWNLOAD, SERVER_DOWNLOAD]);
    expect(opened).toEqual([]);
    // A redirect to it is still just stopped.
    expect(fire('will-redirect', SERVER_DOWNLOAD)).toBe(true);
    expect(downloaded).toHaveLength(2);
  });

  it('refuses webviews and new windows (web pages go to the browser)', () => {
    const { fire, open, opened } = fakeContents();
    expect(fire('will-attach-webview', '')).toBe(true);
    expect(open('https://hub.example.com/terms')).toEqual({ action: 'deny' });
    expect(open('javascript:alert(1)')).toEqual({ action: 'deny' });
    expect(open('app://hardwarehub/dashboard')).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://hub.example.com/terms']);
  });

  it('grants only clipboard writes and fullscreen, only to the app', () => {
    const answer = (permission: string, requestingUrl: string) => {
      let granted: boolean | undefined;
      permissionRequestHandler(null, permission, (g) => (granted = g), { requestingUrl });
      return granted;
    };
    expect(answer('clipboard-sanitized-write', 'app://hardwarehub/messages/1')).toBe(true);
    expect(answer('fullscreen', 'app://hardwarehub/')).toBe(true);
    expect(answer('media', 'app://hardwarehub/')).toBe(false);
    expect(answer('geolocation', 'app://hardwarehub/')).toBe(false);
    expect(answer('clipboard-sanitized-write', 'https://evil.example/')).toBe(false);
    expect(permissionCheckHandler(null, 'fullscreen', 'app://hardwarehub')).toBe(true);
    expect(permissionCheckHandler(null, 'notifications', 'app://hardwarehub')).toBe(false);
  });

  it('treats only web and mail links as browser links', () => {
    expect(isBrowserUrl('mailto:team@hardwarehub.app')).toBe(true);
    expect(isBrowserUrl('smb://share/x')).toBe(false);
    expect(isBrowserUrl('not a url')).toBe(false);
  });
});

describe('guards for every web contents', () => {
  /** A web contents as Electron creates it: its own listeners, window-open handler and session. */
  function createdContents() {
    const events = new EventEmitter();
    let openHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
    let requestHandler: Parameters<GuardedSession['setPermissionRequestHandler']>[0] | undefined;
    let checkHandler: Parameters<GuardedSession['setPermissionCheckHandler']>[0] | undefined;
    const contents = {
      on: ((event: string, listener: (event: never) => void) => events.on(event, listener as (event: unknown) => void)) as GuardedContents['on'],
      setWindowOpenHandler: (handler: (details: { url: string }) => { action: 'deny' }) => void (openHandler = handler),
      downloadURL: () => undefined,
      session: {
        setPermissionRequestHandler: (handler) => void (requestHandler = handler),
        setPermissionCheckHandler: (handler) => void (checkHandler = handler),
      } satisfies GuardedSession,
    };
    const fire = (name: string, url: string) => {
      const event = { url, isMainFrame: false, prevented: false, preventDefault() { this.prevented = true; } };
      events.emit(name, event);
      return event.prevented;
    };
    const permission = (name: string, requestingUrl: string) => {
      let granted: boolean | undefined;
      requestHandler?.(null, name, (g) => (granted = g), { requestingUrl });
      return granted;
    };
    return { contents, fire, open: (url: string) => openHandler?.({ url }), permission, check: (name: string, origin: string) => checkHandler?.(null, name, origin) };
  }

  it('installs the guards on each web contents the app creates, not only the main window', () => {
    const app = new EventEmitter();
    const opened: string[] = [];
    guardEveryWebContents(app, { openExternal: (url) => opened.push(url), log: () => undefined });
    // The main window, then any other (a child window, a devtools page, a contents created by a library).
    const main = createdContents();
    const other = createdContents();
    app.emit('web-contents-created', {}, main.contents);
    app.emit('web-contents-created', {}, other.contents);
    for (const created of [main, other]) {
      expect(created.fire('will-navigate', 'https://evil.example/look-alike')).toBe(true);
      expect(created.fire('will-redirect', 'https://evil.example/phish')).toBe(true);
      expect(created.fire('will-frame-navigate', 'https://evil.example/frame')).toBe(true);
      expect(created.fire('will-attach-webview', '')).toBe(true);
      expect(created.open('https://hub.example.com/terms')).toEqual({ action: 'deny' });
      expect(created.permission('media', 'app://hardwarehub/')).toBe(false);
      expect(created.permission('clipboard-sanitized-write', 'https://evil.example/')).toBe(false);
      expect(created.permission('fullscreen', 'app://hardwarehub/')).toBe(true);
      expect(created.check('geolocation', 'app://hardwarehub')).toBe(false);
    }
    expect(opened).toEqual(['https://evil.example/look-alike', 'https://hub.example.com/terms', 'https://evil.example/look-alike', 'https://hub.example.com/terms']);
  });
});
