import { describe, expect, it } from 'vitest';
import { FILE_KINDS } from '#shared/schemas/file-schemas.ts';
import { fileView } from '../../../test-support/fixtures.ts';
import { boundingBoxReadout } from './model-viewer.tsx';
import { formatArea, formatBoundingBox, formatFileSize, formatModelSize, formatVolume, previewModeOf } from './preview-format.ts';

const geometry = { units: 'mm' as const, boundingBoxMm: { x: 120, y: 80, z: 35 }, volumeMm3: 60_000, surfaceAreaMm2: 25_000, triangles: 1200, faces: 42 };

describe('preview formatting', () => {
  it('writes bounding boxes in millimetres: one decimal for the readout, as few as needed in text', () => {
    expect(formatBoundingBox({ x: 120, y: 80, z: 35 })).toBe('120.0 × 80.0 × 35.0 mm');
    expect(formatBoundingBox({ x: 1234.56, y: 0.04, z: 9.96 })).toBe('1,234.6 × 0.0 × 10.0 mm');
    expect(formatModelSize({ x: 120, y: 80, z: 35 })).toBe('120 × 80 × 35 mm');
    expect(formatModelSize({ x: 25.44, y: 12.06, z: 1500 })).toBe('25.4 × 12.1 × 1,500 mm');
    expect(formatVolume(60_000)).toBe('60 cm³');
    expect(formatVolume(1234)).toBe('1.2 cm³');
    expect(formatArea(25_000)).toBe('250 cm²');
  });

  it('prefers the server measurement for the readout, else the drawn mesh, else none', () => {
    expect(boundingBoxReadout(geometry, { min: [0, 0, 0], max: [1, 2, 3] })).toBe('120.0 × 80.0 × 35.0 mm');
    expect(boundingBoxReadout(null, { min: [-10, -5, 0], max: [10, 5, 2.5] })).toBe('20.0 × 10.0 × 2.5 mm');
    expect(boundingBoxReadout(null, null)).toBeNull();
  });

  it('sizes files in binary multiples', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(fileView().size)).toBe('47 KB');
    expect(formatFileSize(200 * 1024 * 1024)).toBe('200 MB');
  });

  it('previews images, PDFs and models inline, and nothing else', () => {
    const modes = Object.fromEntries(FILE_KINDS.map((kind) => [kind, previewModeOf(kind)]));
    expect(modes).toEqual({ pdf: 'pdf', image: 'image', step: 'cad', iges: 'cad', stl: 'mesh', '3mf': 'mesh', obj: 'mesh', zip: 'none', xlsx: 'none', csv: 'none', docx: 'none' });
  });
});
