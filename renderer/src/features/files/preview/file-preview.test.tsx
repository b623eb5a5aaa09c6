import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FileView } from '#shared/schemas/file-schemas.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, apiServer, apiUrl, http, HttpResponse, setUpApiServer } from '../../../test-support/api-server.ts';
import { fileView, ownUser } from '../../../test-support/fixtures.ts';
import { renderWithApp } from '../../../test-support/render-with-app.tsx';
import { FileKindIcon, FileThumbnail } from './file-thumbnail.tsx';
import { FilePreview, NO_PREVIEW } from './file-preview.tsx';
import { LazyFilePreview } from './lazy-file-preview.tsx';

setUpApiServer();

// jsdom has no object URLs: the image preview's blob gets a stand-in address (and is revoked on close).
const created: string[] = [];
const revoked: string[] = [];
beforeAll(() => {
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:http://localhost:3000/${created.length}-${blob.type}`;
    created.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});
afterAll(() => {
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

const geometry = { units: 'mm' as const, boundingBoxMm: { x: 120, y: 80, z: 35 }, volumeMm3: 60_000, surfaceAreaMm2: 25_000, triangles: 1200, faces: 42 };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function renderPreview(file: FileView, onClose = vi.fn()) {
  const rendered = renderWithApp(<FilePreview file={file} open onClose={onClose} />, { path: '/messages/10', user: ownUser({ id: 1 }) });
  return { ...rendered, onClose };
}

// The dialog's opening animation never finishes in jsdom, so its content is present but not 'visible'.
describe('the file preview', () => {
  it('says a file still being checked for viruses cannot be opened yet, and fetches nothing', async () => {
    renderPreview(fileView({ name: 'quote.pdf', kind: 'pdf', mime: 'application/pdf', scanStatus: 'pending', downloadable: false, size: 1536 }));
    expect(await screen.findByText('Still being checked for viruses')).toBeInTheDocument();
    expect(screen.getByText(/It can be downloaded once the check is done/)).toBeInTheDocument();
    expect(screen.getByTestId('file-scan-status')).toHaveTextContent('Being checked for viruses');
    expect(screen.getByText('1.5 KB')).toBeInTheDocument();
    expect(screen.getByText('PDF')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download/ })).toBeDisabled();
    expect(screen.queryByTestId('pdf-page')).toBeNull();
  });

  it('offers only the download for kinds it does not draw', async () => {
    renderPreview(fileView({ name: 'bom.zip', kind: 'zip', mime: 'application/zip' }));
    expect(await screen.findByText(NO_PREVIEW)).toBeInTheDocument();
    // One in the body, one in the footer; both enabled for a clean file.
    const downloads = screen.getAllByRole('button', { name: /Download/ });
    expect(downloads).toHaveLength(2);
    for (const button of downloads) expect(button).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Estimate cost/ })).toBeNull();
  });

  it('shows why the file could not be loaded, and loads it again on Retry', async () => {
    let calls = 0;
    apiServer.use(
      http.get(apiUrl('/api/files/5/download'), () => {
        calls += 1;
        return calls === 1 ? apiError(503, { message: 'Files are unavailable right now. Please try again.' }) : new HttpResponse(PNG, { headers: { 'Content-Type': 'image/png' } });
      }),
    );
    const { unmount } = renderPreview(fileView({ id: 5, name: 'render.png', kind: 'image', mime: 'image/png' }));
    expect(await screen.findByText('Files are unavailable right now. Please try again.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const image = await screen.findByRole('img', { name: 'render.png' });
    expect(image.getAttribute('src')).toMatch(/^blob:.*image\/png$/);
    expect(calls).toBe(2);
    const url = image.getAttribute('src')!;
    unmount();
    expect(revoked).toContain(url);
  });

  it('offers "Estimate cost" for a measured model, opening the estimator with the file', async () => {
    apiServer.use(http.get(apiUrl('/api/files/77/download'), () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'model/step' } })));
    const { location, onClose } = renderPreview(fileView({ id: 77, geometry }));
    // jsdom has no WebGL: the viewer says so plainly (and the server's bounding box is still shown).
    expect(await screen.findByText(/3D preview needs WebGL/)).toBeInTheDocument();
    expect(screen.getByTestId('model-viewer')).toHaveAttribute('data-state', 'error');
    expect(screen.getByTestId('model-bbox')).toHaveTextContent('120.0 × 80.0 × 35.0 mm');
    fireEvent.click(screen.getByRole('button', { name: /Estimate cost/ }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(location.current).toEqual({ pathname: '/design-recommendations', search: '?tab=cost-estimation&fromFile=77' }));
  });

  it('does not offer "Estimate cost" for a model the server has not measured', async () => {
    renderPreview(fileView({ id: 78, geometry: null, scanStatus: 'pending', downloadable: false }));
    expect(await screen.findByText('Still being checked for viruses')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Estimate cost/ })).toBeNull();
  });
});

describe('file thumbnails and the lazy preview', () => {
  it("shows an image's picture in a fixed box, and other kinds' icons without fetching them", async () => {
    apiServer.use(http.get(apiUrl('/api/files/5/download'), () => new HttpResponse(PNG, { headers: { 'Content-Type': 'image/png' } })));
    renderWithApp(
      <>
        <FileThumbnail file={fileView({ id: 5, name: 'render.png', kind: 'image', mime: 'image/png' })} size={64} />
        <FileThumbnail file={fileView({ id: 6, name: 'quote.pdf', kind: 'pdf', mime: 'application/pdf' })} />
        <FileThumbnail file={fileView({ id: 7, name: 'scan.png', kind: 'image', mime: 'image/png', downloadable: false, scanStatus: 'pending' })} />
        <FileKindIcon kind="xlsx" />
      </>,
    );
    const [image, pdf, pending] = screen.getAllByTestId('file-thumbnail');
    expect(image).toHaveStyle({ width: '64px', height: '64px' });
    await waitFor(() => expect(image!.querySelector('img')?.getAttribute('src')).toMatch(/^blob:.*image\/png$/));
    expect(pdf).toHaveStyle({ width: '48px', height: '48px' });
    expect(within(pdf!).getByRole('img', { name: 'PDF' })).toBeInTheDocument();
    expect(within(pending!).getByRole('img', { name: 'Image' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Spreadsheet (XLSX)' })).toBeInTheDocument();
  });

  it('loads the preview only once it is opened', async () => {
    const file = fileView({ name: 'bom.zip', kind: 'zip', mime: 'application/zip' });
    const { rerender } = renderWithApp(<LazyFilePreview file={file} open={false} onClose={() => undefined} />);
    expect(screen.queryByText(NO_PREVIEW)).toBeNull();
    rerender(<LazyFilePreview file={file} open onClose={() => undefined} />);
    expect(await screen.findByText(NO_PREVIEW)).toBeInTheDocument();
  });
});

