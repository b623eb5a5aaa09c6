import { ColumnWidthOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNearViewport } from '../../../ui/use-near-viewport.ts';

type PdfModule = typeof import('./pdf-document.ts');
type PdfDocument = import('./pdf-document.ts').PDFDocumentProxy;

export const PDF_OPEN_FAILED = 'This PDF could not be opened. It may be damaged or protected by a password: download it to open it in a PDF reader.';
const ZOOM_STEP = 1.25;
const MIN_SCALE = 0.25;
const MAX_SCALE = 5;
/** Room the page column leaves around the pages, px. */
const GUTTER = 32;

/** The zoom at which a page `pageWidth` wide (at 100 %) fills the page column. */
function widthScale(column: HTMLElement | null, pageWidth: number): number {
  const available = (column?.clientWidth ?? 0) - GUTTER;
  return available > 0 ? Math.min(MAX_SCALE, Math.max(MIN_SCALE, available / pageWidth)) : 1;
}

interface Size {
  width: number;
  height: number;
}

/** One page: a box of the page's size at once (no layout shift), drawn into its canvas when it nears the viewport. */
function PdfPage({ pdf, doc, number, scale, estimate }: { pdf: PdfModule; doc: PdfDocument; number: number; scale: number; estimate: Size }) {
  const [ref, near] = useNearViewport('800px');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    let task: { cancel: () => void } | null = null;
    void doc
      .getPage(number)
      .then((page) => {
        const canvas = canvasRef.current;
        if (cancelled || !canvas) return;
        const viewport = page.getViewport({ scale });
        const ratio = Math.min(window.devicePixelRatio || 1, 2);
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        setSize({ width: viewport.width, height: viewport.height });
        const render = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
        task = render;
        return render.promise;
      })
      .catch((error: unknown) => {
        if (!cancelled && !pdf.isCancelled(error)) setFailed(true);
      });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [near, doc, number, scale, pdf]);

  const shown = size ?? { width: estimate.width * scale, height: estimate.height * scale };
  return (
    <div ref={ref} className="hh-pdf-page" data-testid="pdf-page" data-page={number} style={{ width: shown.width, height: shown.height }}>
      <canvas ref={canvasRef} aria-label={`Page ${number}`} role="img" style={{ width: shown.width, height: shown.height }} />
      {failed && <Typography.Text type="danger" className="hh-pdf-page__error">Page {number} could not be drawn.</Typography.Text>}
    </div>
  );
}

/**
 * A PDF drawn with pdf.js page by page as the pages scroll into view, with the page count and zoom
 * (in, out, fit to the width). pdf.js itself loads only here, on first use.
 */
export function PdfViewer({ bytes, onRetry }: { bytes: ArrayBuffer; onRetry: () => void }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState<{ pdf: PdfModule; doc: PdfDocument; first: Size } | null>(null);
  const [failed, setFailed] = useState(false);
  const [scale, setScale] = useState<number | null>(null);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | null = null;
    void (async () => {
      try {
        const pdf = await import('./pdf-document.ts');
        if (cancelled) return;
        const task = pdf.openPdf(bytes);
        destroy = task.destroy;
        const doc = await task.promise;
        const page = await doc.getPage(1);
        const { width, height } = page.getViewport({ scale: 1 });
        if (cancelled) return;
        setOpened({ pdf, doc, first: { width, height } });
        // Opens fitted to the width.
        setScale(widthScale(scrollerRef.current, width));
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [bytes]);

  const fitWidth = () => {
    if (opened) setScale(widthScale(scrollerRef.current, opened.first.width));
  };

  if (failed) {
    return (
      <Alert
        type="error"
        showIcon
        title="The PDF could not be shown"
        description={PDF_OPEN_FAILED}
        action={<Button onClick={onRetry}>Retry</Button>}
      />
    );
  }
  const current = scale ?? 1;
  return (
    <div className="hh-pdf">
      <Flex className="hh-pdf__toolbar" align="center" gap={8} wrap>
        <Typography.Text type="secondary" data-testid="pdf-page-count">
          {opened ? `${opened.doc.numPages} page${opened.doc.numPages === 1 ? '' : 's'}` : 'Opening…'}
        </Typography.Text>
        <Flex gap={4} className="hh-pdf__zoom">
          <Button icon={<ZoomOutOutlined />} aria-label="Zoom out" disabled={!opened || current <= MIN_SCALE} onClick={() => setScale(Math.max(MIN_SCALE, current / ZOOM_STEP))} />
          <Typography.Text className="hh-pdf__scale">{Math.round(current * 100)}%</Typography.Text>
          <Button icon={<ZoomInOutlined />} aria-label="Zoom in" disabled={!opened || current >= MAX_SCALE} onClick={() => setScale(Math.min(MAX_SCALE, current * ZOOM_STEP))} />
          <Button icon={<ColumnWidthOutlined />} disabled={!opened} onClick={fitWidth}>
            Fit width
          </Button>
        </Flex>
      </Flex>
      <div ref={scrollerRef} className="hh-pdf__pages">
        {opened && scale !== null ? (
          Array.from({ length: opened.doc.numPages }, (_, index) => (
            <PdfPage key={index + 1} pdf={opened.pdf} doc={opened.doc} number={index + 1} scale={scale} estimate={opened.first} />
          ))
        ) : (
          <Flex justify="center" className="hh-preview__loading">
            <Spin />
          </Flex>
        )}
      </div>
    </div>
  );
}
