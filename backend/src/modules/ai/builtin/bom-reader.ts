import type ExcelJS from 'exceljs';
import { AI_MESSAGES } from '#shared/schemas/ai-schemas.ts';
import { invalid } from '../../../domain/domain-errors.ts';
import type { BomRow, BomSheet } from '../ai-engine.ts';
import { newWorkbook } from '../../../spreadsheets.ts';

/** A bill of materials longer than this is refused (a board's BOM is tens to a few hundred lines). */
export const BOM_MAX_LINES = 500;
/** The header row is looked for among the first rows (titles and notes often come first). */
const HEADER_SEARCH_ROWS = 20;

type Column = 'reference' | 'quantity' | 'partNumber' | 'value' | 'description';

/** The headers people (and EDA tools: KiCad, Altium, Eagle, JLCPCB's template) use for each column, best first. */
const HEADERS: Record<Column, string[]> = {
  reference: ['designator', 'designators', 'reference', 'references', 'reference designator', 'reference designators', 'ref des', 'refdes', 'ref', 'refs', 'part reference', 'position'],
  quantity: ['quantity', 'qty', 'qty per board', 'quantity per board', 'qty board', 'qty per pcb', 'quantity per pcb', 'qty per unit', 'count', 'pcs', 'amount'],
  partNumber: [
    'manufacturer part number', 'mpn', 'mfr part number', 'mfr part', 'mfg part number', 'mfr pn', 'manufacturer pn', 'mfr no', 'part number', 'part no', 'pn', 'p n',
    'lcsc', 'lcsc part', 'lcsc part number', 'supplier part number', 'digikey part number', 'mouser part number',
  ],
  value: ['value', 'val'],
  description: ['description', 'comment', 'part', 'part description', 'name', 'component', 'item description', 'item'],
};

const headerKey = (text: string) => text.toLowerCase().replace(/[#.:/_()-]+/g, ' ').replace(/\s+/g, ' ').trim();

/** Which column each header cell names, the best-ranked header winning when two cells name the same column. */
function mapHeader(cells: string[]): Partial<Record<Column, number>> | null {
  const found: Partial<Record<Column, { index: number; rank: number }>> = {};
  cells.forEach((cell, index) => {
    const key = headerKey(cell);
    if (!key) return;
    for (const column of Object.keys(HEADERS) as Column[]) {
      const rank = HEADERS[column].indexOf(key);
      if (rank >= 0 && (!found[column] || rank < found[column].rank)) found[column] = { index, rank };
    }
  });
  const columns = Object.fromEntries(Object.entries(found).map(([column, entry]) => [column, entry.index])) as Partial<Record<Column, number>>;
  const named = columns.partNumber !== undefined || columns.description !== undefined || columns.value !== undefined;
  return named && (columns.quantity !== undefined || columns.reference !== undefined) ? columns : null;
}

/** How many designators a reference cell lists: 'C1, C2, C7' -> 3, 'R1-R4' -> 4. */
export function countDesignators(reference: string): number {
  let total = 0;
  for (const item of reference.split(/[\s,;]+/).filter(Boolean)) {
    const range = /^([A-Za-z]+)(\d+)\s*[-–]\s*(?:[A-Za-z]+)?(\d+)$/.exec(item);
    total += range ? Math.max(1, Number(range[3]) - Number(range[2]) + 1) : 1;
  }
  return total;
}

/** The rows of a sheet as text cells. */
function rowsToBom(fileName: string, rows: string[][]): BomSheet {
  let headerAt = -1;
  let columns: Partial<Record<Column, number>> | null = null;
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index++) {
    columns = mapHeader(rows[index]!);
    if (columns) {
      headerAt = index;
      break;
    }
  }
  if (!columns) throw invalid(AI_MESSAGES.bomUnreadable);
  const cell = (row: string[], column: Column) => (columns[column] === undefined ? '' : (row[columns[column]] ?? '').trim());

  const bom: BomRow[] = [];
  for (const row of rows.slice(headerAt + 1)) {
    const reference = cell(row, 'reference');
    const partNumber = cell(row, 'partNumber');
    const value = cell(row, 'value');
    const described = cell(row, 'description');
    if (!reference && !partNumber && !value && !described) continue;
    const quantityText = cell(row, 'quantity').replace(',', '.');
    const quantity = columns.quantity !== undefined && quantityText ? Number.parseFloat(quantityText) : reference ? countDesignators(reference) : Number.NaN;
    // Lines not fitted (quantity 0) and lines without a part are not parts of the board.
    if (!Number.isFinite(quantity) || quantity <= 0 || (!partNumber && !value && !described)) continue;
    const description = [described, value && value !== described && value !== partNumber ? value : ''].filter(Boolean).join(' ') || partNumber || value;
    bom.push({ reference: reference || null, partNumber: partNumber || (columns.partNumber === undefined && value && !described ? value : null) || null, description, quantity });
    if (bom.length > BOM_MAX_LINES) throw invalid(AI_MESSAGES.bomTooLarge);
  }
  if (!bom.length) throw invalid(AI_MESSAGES.bomUnreadable);
  return { fileName, rows: bom };
}

/** The delimiter of a CSV: the one of , ; tab that splits its first lines most evenly and most often. */
function delimiterOf(text: string): string {
  const lines = text.split(/\r?\n/).slice(0, 10).filter(Boolean);
  let best = ',';
  let bestScore = 0;
  for (const delimiter of [',', ';', '\t']) {
    const score = lines.reduce((sum, line) => sum + line.split(delimiter).length - 1, 0);
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

/** RFC 4180 CSV: quoted fields may hold delimiters, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const delimiter = delimiterOf(source);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const cellText = (cell: ExcelJS.Cell) => {
  try {
    return cell.text ?? '';
  } catch {
    return String(cell.value ?? '');
  }
};

async function xlsxRows(bytes: Buffer): Promise<string[][][]> {
  const workbook = await newWorkbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw invalid(AI_MESSAGES.bomUnreadable);
  }
  return workbook.worksheets.map((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, number) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cellText(cell);
      });
      rows[number - 1] = Array.from(cells, (value) => value ?? '');
    });
    return Array.from(rows, (row) => row ?? []);
  });
}

/**
 * A bill of materials from a CSV or Excel file: the header row found among the first rows, the columns
 * mapped by the names people give them, quantities from the quantity column or counted from the
 * designators. A domain error (400) when it has no such header, no lines, or more than 500 lines.
 */
export async function readBomSheet(file: { name: string; kind: 'csv' | 'xlsx'; bytes: Buffer }): Promise<BomSheet> {
  if (file.kind === 'csv') return rowsToBom(file.name, parseCsv(file.bytes.toString('utf8')));
  let firstError: unknown = null;
  // The first worksheet that reads as a BOM (a workbook may open with a cover sheet).
  for (const rows of await xlsxRows(file.bytes)) {
    try {
      return rowsToBom(file.name, rows);
    } catch (error) {
      firstError ??= error;
      if (error instanceof Error && error.message === AI_MESSAGES.bomTooLarge) throw error;
    }
  }
  throw firstError ?? invalid(AI_MESSAGES.bomUnreadable);
}
