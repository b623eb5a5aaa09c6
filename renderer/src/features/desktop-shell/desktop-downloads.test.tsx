import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_MESSAGES, type DownloadProgress } from '#shared/schemas/desktop-schemas.ts';
import { findToast, toastTitles } from '../../test-support/toasts.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { DesktopDownloads } from './desktop-downloads.tsx';

const MiB = 1024 * 1024;

/** The titles of the toasts on screen that are not on their way out (jsdom never ends antd's leave animation). */
const staying = () =>
  [...document.querySelectorAll('.ant-notification-notice:not(.ant-notification-fade-leave)')].map((notice) => notice.querySelector('.ant-notification-notice-title')?.textContent ?? '');

/** The shell's side of the bridge: progress reports pushed by the test, Cancel and Show recorded. */
function fakeShell() {
  const listeners = new Set<(progress: DownloadProgress) => void>();
  const cancel = vi.fn(async () => undefined);
  const show = vi.fn(async () => undefined);
  window.hardwareHub = {
    apiOrigin: 'https://hub.example.com',
    downloads: {
      onProgress: (callback) => {
        listeners.add(callback);
        return () => void listeners.delete(callback);
      },
      cancel,
      show,
    },
  };
  const report = (progress: Partial<DownloadProgress>) => {
    const full = { id: 1, filename: 'drawing-set.pdf', receivedBytes: 0, totalBytes: 200 * MiB, state: 'progressing', ...progress } as DownloadProgress;
    for (const listener of listeners) listener(full);
  };
  return { report, cancel, show, listeners };
}

afterEach(() => {
  delete window.hardwareHub;
});

describe('DesktopDownloads', () => {
  it('shows a download with its progress and Cancel, then Show in folder once it is complete', async () => {
    const shell = fakeShell();
    renderWithApp(<DesktopDownloads />);
    shell.report({ receivedBytes: 50 * MiB });
    const toast = await findToast(DOWNLOAD_MESSAGES.downloading('drawing-set.pdf'));
    expect(toast.description).toContain('50 MB of 200 MB');
    expect(within(toast.element).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');

    shell.report({ receivedBytes: 150 * MiB });
    await waitFor(() => expect(within(toast.element).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75'));
    fireEvent.click(within(toast.element).getByRole('button', { name: DOWNLOAD_MESSAGES.cancel }));
    expect(shell.cancel).toHaveBeenCalledWith(1);

    shell.report({ receivedBytes: 200 * MiB, state: 'completed' });
    const done = await findToast(DOWNLOAD_MESSAGES.completed);
    expect(done.description).toBe(DOWNLOAD_MESSAGES.completedBody('drawing-set.pdf'));
    expect(toastTitles()).not.toContain(DOWNLOAD_MESSAGES.downloading('drawing-set.pdf'));
    fireEvent.click(within(done.element).getByRole('button', { name: DOWNLOAD_MESSAGES.showInFolder }));
    expect(shell.show).toHaveBeenCalledWith(1);
  });

  it('says when a download failed, removes a cancelled one, and ignores malformed reports', async () => {
    const shell = fakeShell();
    renderWithApp(<DesktopDownloads />);
    shell.report({ id: 2, filename: 'gerbers.zip', receivedBytes: MiB });
    await findToast(DOWNLOAD_MESSAGES.downloading('gerbers.zip'));
    shell.report({ id: 2, filename: 'gerbers.zip', state: 'cancelled' });
    await waitFor(() => expect(staying()).not.toContain(DOWNLOAD_MESSAGES.downloading('gerbers.zip')));

    shell.report({ id: 3, filename: '', receivedBytes: -1 });
    shell.report({ id: 4, filename: 'board.step', state: 'interrupted' });
    const failed = await findToast(DOWNLOAD_MESSAGES.failed);
    expect(failed.description).toBe(DOWNLOAD_MESSAGES.failedBody('board.step'));
    expect(staying()).toEqual([DOWNLOAD_MESSAGES.failed]);
  });

  it('stops listening when it goes', () => {
    const shell = fakeShell();
    const { unmount } = renderWithApp(<DesktopDownloads />);
    expect(shell.listeners.size).toBe(1);
    unmount();
    expect(shell.listeners.size).toBe(0);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
