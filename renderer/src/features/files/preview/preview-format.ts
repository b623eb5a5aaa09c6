import type { FileKind, ModelGeometry, ScanStatus } from '#shared/schemas/file-schemas.ts';
import { formatCount } from '#shared/format/numbers.ts';

/** How a kind is shown inline: an image, pdf.js, the 3D viewer (mesh formats or CAD through OpenCascade), or not at all. */
export type PreviewMode = 'image' | 'pdf' | 'mesh' | 'cad' | 'none';

/**
 * Archives, spreadsheets and documents are only downloaded; uploaded HTML or SVG never reach here as
 * kinds the server accepts, and images are drawn from a blob in an <img> (which runs no script).
 */
export function previewModeOf(kind: FileKind): PreviewMode {
  switch (kind) {
    case 'image':
      return 'image';
    case 'pdf':
      return 'pdf';
    case 'stl':
    case 'obj':
    case '3mf':
      return 'mesh';
    case 'step':
    case 'iges':
      return 'cad';
    default:
      return 'none';
  }
}

export const KIND_LABELS: Record<FileKind, string> = {
  pdf: 'PDF',
  image: 'Image',
  step: 'STEP model',
  iges: 'IGES model',
  stl: 'STL model',
  '3mf': '3MF model',
  obj: 'OBJ model',
  zip: 'ZIP archive',
  xlsx: 'Spreadsheet (XLSX)',
  csv: 'CSV table',
  docx: 'Word document (DOCX)',
};

export const SCAN_LABELS: Record<ScanStatus, string> = {
  pending: 'Being checked for viruses',
  clean: 'Checked: no virus found',
  infected: 'Virus found',
  not_scanned: 'Not checked for viruses',
};

/** 1,536 -> '1.5 KB' (binary multiples, as file managers show them). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatCount(bytes)} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

type Box = ModelGeometry['boundingBoxMm'];

/** Exactly one decimal: 1234 -> '1,234.0'. */
function oneDecimal(value: number): string {
  const [whole = '0', fraction = '0'] = Math.abs(value).toFixed(1).split('.');
  return `${formatCount(Number(whole))}.${fraction}`;
}

/** The viewer's readout: '120.0 × 80.0 × 35.0 mm' (x, y, z as the model is drawn). */
export const formatBoundingBox = (box: Box): string => `${[box.x, box.y, box.z].map(oneDecimal).join(' × ')} mm`;

/** At most one decimal, none when whole: 120 -> '120', 35.25 -> '35.3'. */
const upToOneDecimal = (value: number) => formatCount(Number(value.toFixed(1)));

/** A size in text: '120 × 80 × 35 mm'. */
export const formatModelSize = (box: Box): string => `${[box.x, box.y, box.z].map(upToOneDecimal).join(' × ')} mm`;

/** mm³ as cm³ (what material is priced by): 60,000 -> '60 cm³'. */
export const formatVolume = (volumeMm3: number): string => `${upToOneDecimal(volumeMm3 / 1000)} cm³`;

/** mm² as cm²: 25,000 -> '250 cm²'. */
export const formatArea = (areaMm2: number): string => `${upToOneDecimal(areaMm2 / 100)} cm²`;
