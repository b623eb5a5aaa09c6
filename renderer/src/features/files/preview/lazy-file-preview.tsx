import { lazy, Suspense, useState } from 'react';
import type { FilePreviewProps } from './file-preview.tsx';

/** The preview's chunk: the viewers' own heavy libraries (pdf.js, three.js, OpenCascade) load later still, by kind. */
const FilePreviewChunk = lazy(() => import('./file-preview.tsx').then((module) => ({ default: module.FilePreview })));

/**
 * <FilePreview> loaded on first open, so a list of files costs nothing until one is previewed. Kept
 * mounted after that, for the dialog's closing animation.
 */
export function LazyFilePreview(props: FilePreviewProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <FilePreviewChunk {...props} />
    </Suspense>
  );
}
