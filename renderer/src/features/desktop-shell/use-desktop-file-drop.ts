import { useEffect, useRef } from 'react';
import { currentBridge } from '../../lib/api/api-transport.ts';

/** A drag that carries files from the OS (not text or a link dragged within the page). */
const carriesFiles = (event: DragEvent) => !!event.dataTransfer && Array.from(event.dataTransfer.types).includes('Files');

/**
 * In the desktop app, files dragged from the OS onto anywhere in the window go to `onFiles` while
 * `enabled` (the open conversation's composer takes them). Taking the drag (preventDefault) is also
 * what stops Chromium from opening a dropped file in place of the app. A drop a drop zone inside the
 * page has already taken is left to it. In a browser this does nothing.
 */
export function useDesktopFileDrop(onFiles: (files: File[]) => void, enabled: boolean): void {
  const latest = useRef(onFiles);
  useEffect(() => {
    latest.current = onFiles;
  }, [onFiles]);

  useEffect(() => {
    if (!enabled || !currentBridge()?.apiOrigin) return;
    const over = (event: DragEvent) => {
      if (event.defaultPrevented || !carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer!.dropEffect = 'copy';
    };
    const drop = (event: DragEvent) => {
      if (event.defaultPrevented || !carriesFiles(event)) return;
      event.preventDefault();
      const files = Array.from(event.dataTransfer!.files);
      if (files.length > 0) latest.current(files);
    };
    window.addEventListener('dragenter', over);
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', over);
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [enabled]);
}
