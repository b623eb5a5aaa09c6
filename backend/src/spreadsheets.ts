import type ExcelJS from 'exceljs';

/**
 * A new ExcelJS workbook, the library loaded on first use: few requests need it (exports, a BOM read, a
 * comparison download), and importing it at start took about 0.4 s of every process's start-up.
 */
export async function newWorkbook(): Promise<ExcelJS.Workbook> {
  const { default: excel } = await import('exceljs');
  return new excel.Workbook();
}
