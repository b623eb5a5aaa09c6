import path from 'node:path';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { DOWNLOAD_MESSAGES, type DownloadProgress, type DownloadState } from '#shared/schemas/desktop-schemas.ts';
import type { NotificationLike } from './desktop-notifier.ts';

/**
 * Downloads. Every download goes straight to the Downloads folder under its own name (`name (1).ext`
 * when that is taken), never behind a save dialog; the renderer hears of its progress a few times a
 * second and once at its end, and may cancel it or show it in its folder by id. A native notification
 * says when one has ended (a click shows the file).
 */

/** The subset of Electron's DownloadItem used here. */
export interface DownloadItemLike {
  getFilename(): string;
  getReceivedBytes(): number;
  getTotalBytes(): number;
  setSavePath(path: string): void;
  cancel(): void;
  on(event: 'updated', listener: (event: unknown, state: 'progressing' | 'interrupted') => void): unknown;
  on(event: 'done', listener: (event: unknown, state: 'completed' | 'cancelled' | 'interrupted') => void): unknown;
}

/** The subset of Electron's Session used here. */
export interface DownloadSession {
  on(event: 'will-download', listener: (event: unknown, item: DownloadItemLike) => void): unknown;
}

export interface DownloadManagerOptions {
  /** app.getPath('downloads'), asked for each download (the member may move the folder). */
  downloadsDir: () => string;
  /** Whether a file exists there already (fs.existsSync). */
  exists: (file: string) => boolean;
  /** Hands a report to the renderer (the window's webContents.send on the progress channel). */
  send: (progress: DownloadProgress) => void;
  showItemInFolder: (file: string) => void;
  /** Brings the window forward (a click on a failed download's notification). */
  focusWindow: () => void;
  notifications: { isSupported: () => boolean; create: (options: { title: string; body: string }) => NotificationLike };
  /** Milliseconds, for spacing the reports. */
  now?: () => number;
}

export interface DownloadManager {
  /** false when there is no such download under way. */
  cancel(id: number): boolean;
  /** false when there is no such completed download. */
  show(id: number): boolean;
}

/** Progress reports per download at most this often (the end is always reported). */
export const PROGRESS_INTERVAL_MS = 250;
/** Ended downloads remembered for Show in folder. */
const KEPT_ENDED = 100;

/** Characters no file name may hold on Windows, macOS or Linux (control characters too). */
const RESERVED = new Set('<>:"/\\|?*');
const unsafe = (c: string) => RESERVED.has(c) || c.charCodeAt(0) < 0x20 || c === '\u007f';

/** A plain file name from what the server suggested: no folders, no reserved characters, never empty or dots only. */
export function safeFilename(suggested: string): string {
  const base = path.basename(suggested.replace(/\\/g, '/'));
  const name = [...base].map((c) => (unsafe(c) ? '_' : c)).join('').trim().slice(0, 200);
  return !name || /^\.+$/.test(name) ? 'download' : name;
}

/** `dir/name.ext`, else `dir/name (1).ext`, `dir/name (2).ext`... the first that is not taken. */
export function uniqueDownloadPath(dir: string, suggested: string, taken: (file: string) => boolean): string {
  const name = safeFilename(suggested);
  const extension = path.extname(name);
  const stem = name.slice(0, name.length - extension.length);
  for (let n = 0; ; n++) {
    const candidate = path.join(dir, n === 0 ? name : `${stem} (${n})${extension}`);
    if (!taken(candidate)) return candidate;
  }
}

const FILE_DOWNLOAD_PATH = new RegExp(`^${API_PATHS.fileDownload.replace(':id', '[1-9][0-9]{0,15}')}$`);

/**
 * A shared file's download on the HardwareHub server. Opening it navigates nowhere in a browser (it is
 * an attachment), but the window guards stop navigations that leave the app: this one is started as a
 * download instead.
 */
export function isServerDownloadUrl(url: string, serverOrigin: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.origin === serverOrigin && FILE_DOWNLOAD_PATH.test(parsed.pathname) && !parsed.search && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}

interface Tracked {
  readonly item: DownloadItemLike;
  readonly file: string;
  state: DownloadState;
}

export function createDownloadManager(session: DownloadSession, options: DownloadManagerOptions): DownloadManager {
  const { send, notifications } = options;
  const now = options.now ?? Date.now;
  const downloads = new Map<number, Tracked>();
  // Paths given to downloads still under way: Chromium creates the file only later, so `exists` alone
  // would hand one name to two downloads started together.
  const reserved = new Set<string>();
  // Held until closed, or their click handlers would be garbage-collected with them.
  const shown = new Set<NotificationLike>();
  let lastId = 0;

  const report = (id: number, tracked: Tracked) =>
    send({
      id,
      filename: path.basename(tracked.file),
      receivedBytes: Math.max(0, tracked.item.getReceivedBytes()),
      totalBytes: Math.max(0, tracked.item.getTotalBytes()),
      state: tracked.state,
    });

  const notify = (title: string, body: string, onClick: () => void) => {
    if (!notifications.isSupported()) return;
    const native = notifications.create({ title, body });
    native.on('click', onClick);
    native.on('close', () => shown.delete(native));
    shown.add(native);
    native.show();
  };

  const forgetOldest = () => {
    for (const [id, tracked] of downloads) {
      if (downloads.size <= KEPT_ENDED) return;
      if (tracked.state !== 'progressing') downloads.delete(id);
    }
  };

  session.on('will-download', (_event, item) => {
    const id = ++lastId;
    // Set now, synchronously: that is what keeps Chromium from asking where to save.
    const file = uniqueDownloadPath(options.downloadsDir(), item.getFilename(), (candidate) => reserved.has(candidate) || options.exists(candidate));
    item.setSavePath(file);
    reserved.add(file);
    const tracked: Tracked = { item, file, state: 'progressing' };
    downloads.set(id, tracked);
    forgetOldest();
    let lastReport = now();
    report(id, tracked);

    item.on('updated', () => {
      if (now() - lastReport < PROGRESS_INTERVAL_MS) return;
      lastReport = now();
      report(id, tracked);
    });
    item.on('done', (_done, state) => {
      tracked.state = state;
      reserved.delete(file);
      report(id, tracked);
      const name = path.basename(file);
      if (state === 'completed') notify(DOWNLOAD_MESSAGES.completed, DOWNLOAD_MESSAGES.completedBody(name), () => options.showItemInFolder(file));
      else if (state === 'interrupted') notify(DOWNLOAD_MESSAGES.failed, DOWNLOAD_MESSAGES.failedBody(name), options.focusWindow);
    });
  });

  return {
    cancel(id) {
      const tracked = downloads.get(id);
      if (tracked?.state !== 'progressing') return false;
      tracked.item.cancel();
      return true;
    },
    show(id) {
      const tracked = downloads.get(id);
      if (tracked?.state !== 'completed') return false;
      options.showItemInFolder(tracked.file);
      return true;
    },
  };
}
