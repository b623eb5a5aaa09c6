/**
 * pdf.js, loaded only when a PDF opens (pdf-viewer's dynamic import). Its worker is bundled by Vite
 * as an asset of this origin (?url), never from a CDN. pdf.js 6 compiles no code at run time (the
 * `isEvalSupported` option of earlier versions is gone with the eval path), so the CSP needs no eval.
 */
import { getDocument, GlobalWorkerOptions, RenderingCancelledException, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy };

export function openPdf(bytes: ArrayBuffer): { promise: Promise<PDFDocumentProxy>; destroy: () => Promise<void> } {
  // pdf.js takes over (detaches) the buffer it is given: a copy keeps the caller's bytes usable for a retry.
  const task = getDocument({ data: new Uint8Array(bytes.slice(0)), enableXfa: false, stopAtErrors: false });
  return { promise: task.promise, destroy: () => task.destroy() };
}

export const isCancelled = (error: unknown) => error instanceof RenderingCancelledException;
