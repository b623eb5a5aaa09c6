import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDesktopFileDrop } from './use-desktop-file-drop.ts';

/** A drag event as Chromium fires it for files from the OS (jsdom has no DragEvent). */
function dragEvent(type: 'dragenter' | 'dragover' | 'drop', files: File[], types = files.length ? ['Files'] : ['text/plain']) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: { types, files, dropEffect: 'none' } });
  return event as DragEvent;
}

const step = new File(['ISO-10303-21;'], 'bracket.step');
const pdf = new File(['%PDF-1.7'], 'drawing.pdf', { type: 'application/pdf' });

function inDesktopApp() {
  window.hardwareHub = { apiOrigin: 'https://hub.example.com' };
}

afterEach(() => {
  delete window.hardwareHub;
});

describe('useDesktopFileDrop', () => {
  it('in the desktop app, takes files dropped anywhere on the window and hands them over', () => {
    inDesktopApp();
    const onFiles = vi.fn();
    renderHook(() => useDesktopFileDrop(onFiles, true));
    const over = dragEvent('dragover', [step, pdf]);
    window.dispatchEvent(over);
    // Taken: Chromium neither refuses the drop nor opens the file in place of the app.
    expect(over.defaultPrevented).toBe(true);
    expect(over.dataTransfer!.dropEffect).toBe('copy');
    const drop = dragEvent('drop', [step, pdf]);
    document.body.dispatchEvent(drop);
    expect(drop.defaultPrevented).toBe(true);
    expect(onFiles).toHaveBeenCalledExactlyOnceWith([step, pdf]);
  });

  it('leaves text drags, and drops a drop zone in the page has taken, alone', () => {
    inDesktopApp();
    const onFiles = vi.fn();
    renderHook(() => useDesktopFileDrop(onFiles, true));
    const text = dragEvent('dragover', []);
    window.dispatchEvent(text);
    expect(text.defaultPrevented).toBe(false);

    const zone = document.createElement('div');
    document.body.append(zone);
    zone.addEventListener('drop', (event) => event.preventDefault());
    zone.dispatchEvent(dragEvent('drop', [step]));
    expect(onFiles).not.toHaveBeenCalled();
    zone.remove();
  });

  it('does nothing while disabled, in a browser, or once unmounted; always calls the latest callback', () => {
    const first = vi.fn();
    const latest = vi.fn();
    // A browser: no bridge.
    const browser = renderHook(() => useDesktopFileDrop(first, true));
    const inBrowser = dragEvent('drop', [step]);
    window.dispatchEvent(inBrowser);
    expect(inBrowser.defaultPrevented).toBe(false);
    browser.unmount();

    inDesktopApp();
    const { rerender, unmount } = renderHook(({ onFiles, enabled }) => useDesktopFileDrop(onFiles, enabled), { initialProps: { onFiles: first, enabled: false } });
    window.dispatchEvent(dragEvent('drop', [step]));
    expect(first).not.toHaveBeenCalled();

    rerender({ onFiles: latest, enabled: true });
    window.dispatchEvent(dragEvent('drop', [pdf]));
    expect(latest).toHaveBeenCalledExactlyOnceWith([pdf]);

    unmount();
    const after = dragEvent('drop', [step]);
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledOnce();
  });
});
