import { EventEmitter } from 'node:events';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_MESSAGES, downloadProgressSchema, type DownloadProgress } from '#shared/schemas/desktop-schemas.ts';
import type { NotificationLike } from './desktop-notifier.ts';
import { createDownloadManager, isServerDownloadUrl, PROGRESS_INTERVAL_MS, safeFilename, uniqueDownloadPath, type DownloadItemLike } from './download-manager.ts';

const DOWNLOADS = path.join(path.sep, 'home', 'maya', 'Downloads');

/** A DownloadItem as Electron hands it over: a suggested name, bytes arriving, then an end. */
class FakeItem extends EventEmitter implements DownloadItemLike {
  savePath: string | undefined;
  received = 0;
  cancelled = false;
  readonly filename: string;
  readonly total: number;
  constructor(filename: string, total: number) {
    super();
    this.filename = filename;
    this.total = total;
  }
  getFilename = () => this.filename;
  getReceivedBytes = () => this.received;
  getTotalBytes = () => this.total;
  setSavePath = (file: string) => void (this.savePath = file);
  cancel = () => {
    this.cancelled = true;
    this.emit('done', {}, 'cancelled');
  };
  progress(bytes: number) {
    this.received = bytes;
    this.emit('updated', {}, 'progressing');
  }
}

class FakeNotification extends EventEmitter implements NotificationLike {
  shown = false;
  readonly options: { title: string; body: string };
  constructor(options: { title: string; body: string }) {
    super();
    this.options = options;
  }
  show = () => void (this.shown = true);
  close = () => void this.emit('close');
}

function setup(existing: string[] = []) {
  const session = new EventEmitter();
  const sent: DownloadProgress[] = [];
  const revealed: string[] = [];
  const notifications: FakeNotification[] = [];
  const focusWindow = vi.fn();
  let clock = 1_000;
  const manager = createDownloadManager(session, {
    downloadsDir: () => DOWNLOADS,
    exists: (file) => existing.includes(file),
    send: (progress) => sent.push(downloadProgressSchema.parse(progress)),
    showItemInFolder: (file) => revealed.push(file),
    focusWindow,
    notifications: { isSupported: () => true, create: (options) => (notifications.push(new FakeNotification(options)), notifications.at(-1)!) },
    now: () => clock,
  });
  const start = (name: string, total = 1000) => {
    const item = new FakeItem(name, total);
    session.emit('will-download', {}, item);
    return item;
  };
  return { manager, sent, revealed, notifications, focusWindow, start, tick: (ms: number) => void (clock += ms) };
}

describe('download manager', () => {
  it('saves to the Downloads folder without asking and reports progress, spaced, then the end', () => {
    const { sent, start, tick, notifications, revealed } = setup();
    const item = start('bracket.step', 4000);
    expect(item.savePath).toBe(path.join(DOWNLOADS, 'bracket.step'));
    item.progress(1000);
    tick(PROGRESS_INTERVAL_MS);
    item.progress(2000);
    item.progress(3000); // too soon after the last report
    item.received = 4000;
    item.emit('done', {}, 'completed');

    expect(sent.map(({ receivedBytes, state }) => [receivedBytes, state])).toEqual([[0, 'progressing'], [2000, 'progressing'], [4000, 'completed']]);
    expect(sent.every((p) => p.id === 1 && p.filename === 'bracket.step' && p.totalBytes === 4000)).toBe(true);

    // A native notification says it is there; a click shows it in its folder.
    expect(notifications).toHaveLength(1);
    expect(notifications[0]!.options).toEqual({ title: DOWNLOAD_MESSAGES.completed, body: DOWNLOAD_MESSAGES.completedBody('bracket.step') });
    expect(notifications[0]!.shown).toBe(true);
    notifications[0]!.emit('click');
    expect(revealed).toEqual([path.join(DOWNLOADS, 'bracket.step')]);
  });

  it('never overwrites: a taken name becomes "name (1).ext", also between downloads started together', () => {
    const { start } = setup([path.join(DOWNLOADS, 'part.stl'), path.join(DOWNLOADS, 'part (1).stl')]);
    expect(start('part.stl').savePath).toBe(path.join(DOWNLOADS, 'part (2).stl'));
    const first = start('notes.pdf');
    expect(first.savePath).toBe(path.join(DOWNLOADS, 'notes.pdf'));
    expect(start('notes.pdf').savePath).toBe(path.join(DOWNLOADS, 'notes (1).pdf'));
    // Once the first is cancelled (Chromium removes its file), its name is free again.
    first.cancel();
    expect(start('notes.pdf').savePath).toBe(path.join(DOWNLOADS, 'notes.pdf'));
  });

  it('cancels a download under way by id, and shows only a completed one', () => {
    const { manager, sent, start, revealed, notifications } = setup();
    const item = start('board.zip');
    expect(manager.show(1)).toBe(false);
    expect(manager.cancel(1)).toBe(true);
    expect(item.cancelled).toBe(true);
    expect(sent.at(-1)).toMatchObject({ id: 1, state: 'cancelled' });
    // Cancelled by the member: no notification, nothing to cancel or show any more.
    expect(notifications).toEqual([]);
    expect(manager.cancel(1)).toBe(false);
    expect(manager.show(1)).toBe(false);
    expect(manager.cancel(99)).toBe(false);

    const done = start('board.zip');
    done.emit('done', {}, 'completed');
    expect(manager.cancel(2)).toBe(false);
    expect(manager.show(2)).toBe(true);
    expect(revealed).toEqual([path.join(DOWNLOADS, 'board.zip')]);
  });

  it('says when a download failed; a click brings the window forward', () => {
    const { sent, start, notifications, focusWindow } = setup();
    const item = start('gerbers.zip');
    item.emit('updated', {}, 'interrupted'); // may still resume
    item.emit('done', {}, 'interrupted');
    expect(sent.map((p) => p.state)).toEqual(['progressing', 'interrupted']);
    expect(notifications[0]!.options.title).toBe(DOWNLOAD_MESSAGES.failed);
    notifications[0]!.emit('click');
    expect(focusWindow).toHaveBeenCalledOnce();
  });

  it('keeps suggested names inside the Downloads folder', () => {
    expect(safeFilename('../../.bashrc')).toBe('.bashrc');
    expect(safeFilename('..\\..\\evil.exe')).toBe('evil.exe');
    expect(safeFilename('a:b*c?.txt')).toBe('a_b_c_.txt');
    expect(safeFilename('..')).toBe('download');
    expect(safeFilename('')).toBe('download');
    expect(uniqueDownloadPath(DOWNLOADS, '../../etc/passwd', () => false)).toBe(path.join(DOWNLOADS, 'passwd'));
    expect(uniqueDownloadPath(DOWNLOADS, 'README', (file) => file.endsWith('README'))).toBe(path.join(DOWNLOADS, 'README (1)'));
  });

  it('recognises only the server\'s file downloads', () => {
    const server = 'https://hub.example.com';
    expect(isServerDownloadUrl('https://hub.example.com/api/files/12/download', server)).toBe(true);
    expect(isServerDownloadUrl('https://evil.example/api/files/12/download', server)).toBe(false);
    expect(isServerDownloadUrl('https://hub.example.com/api/files/12', server)).toBe(false);
    expect(isServerDownloadUrl('https://hub.example.com/api/files/0/download', server)).toBe(false);
    expect(isServerDownloadUrl('https://hub.example.com/api/files/12/download?x=1', server)).toBe(false);
    expect(isServerDownloadUrl('not a url', server)).toBe(false);
  });
});
