import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '#shared/schemas/ai-schemas.ts';
import { countDesignators, parseCsv, readBomSheet } from './bom-reader.ts';

const csv = (name: string, text: string) => readBomSheet({ name, kind: 'csv', bytes: Buffer.from(text, 'utf8') });

async function xlsx(rows: unknown[][], sheets: Array<{ name: string; rows: unknown[][] }> = []): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) workbook.addWorksheet(sheet.name).addRows(sheet.rows);
  workbook.addWorksheet('BOM').addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('bill of materials reader', () => {
  it('reads a KiCad-style CSV: header after title lines, quoted designators, MPN and description', async () => {
    const sheet = await csv(
      'bom.csv',
      [
        'Project: tracker rev B',
        '',
        '"Reference","Qty","Value","Footprint","MPN","Description"',
        '"C1, C2, C3","3","100nF","C_0402","GRM155R71C104KA88D","Capacitor, ceramic"',
        '"U1","1","ZED-F9P","u-blox_ZED","ZED-F9P-04B","GNSS module ""RTK"""',
        '"R1","0","10k","R_0402","","DNP"',
        '',
      ].join('\r\n'),
    );
    expect(sheet.fileName).toBe('bom.csv');
    expect(sheet.rows).toEqual([
      { reference: 'C1, C2, C3', partNumber: 'GRM155R71C104KA88D', description: 'Capacitor, ceramic 100nF', quantity: 3 },
      { reference: 'U1', partNumber: 'ZED-F9P-04B', description: 'GNSS module "RTK" ZED-F9P', quantity: 1 },
    ]);
  });

  it('counts designators when there is no quantity column, with semicolons and ranges', async () => {
    const sheet = await csv('jlc.csv', 'Designator;Comment;LCSC\nR1 R2 R5;10k;C25744\nC1-C4;1uF;C52923\n');
    expect(sheet.rows.map((row) => [row.partNumber, row.quantity])).toEqual([['C25744', 3], ['C52923', 4]]);
    expect(countDesignators('R1-R4, R9')).toBe(5);
    expect(parseCsv('a,"b,c"\n"d ""e""",f')).toEqual([['a', 'b,c'], ['d "e"', 'f']]);
  });

  it('reads the BOM sheet of an Excel workbook, after a cover sheet', async () => {
    const bytes = await xlsx(
      [
        ['Item', 'Qty per board', 'Manufacturer Part Number', 'Description', 'Ref Des'],
        [1, 1, 'ESP32-S3-WROOM-1-N8', 'Wi-Fi module', 'U1'],
        [2, 2, 'BME280', 'Sensor', 'U2, U3'],
      ],
      [{ name: 'Cover', rows: [['Acme sensor'], ['Rev', 'C']] }],
    );
    const sheet = await readBomSheet({ name: 'bom.xlsx', kind: 'xlsx', bytes });
    expect(sheet.rows).toEqual([
      { reference: 'U1', partNumber: 'ESP32-S3-WROOM-1-N8', description: 'Wi-Fi module', quantity: 1 },
      { reference: 'U2, U3', partNumber: 'BME280', description: 'Sensor', quantity: 2 },
    ]);
  });

  it('refuses a sheet without a quantity column or designators, without parts, or over 500 lines', async () => {
    await expect(csv('x.csv', 'Part,Description\nBME280,Sensor\n')).rejects.toThrow(AI_MESSAGES.bomUnreadable);
    await expect(csv('x.csv', 'Qty,Footprint\n1,0402\n')).rejects.toThrow(AI_MESSAGES.bomUnreadable);
    await expect(csv('x.csv', 'Name,Price\nwidget,3\n')).rejects.toThrow(AI_MESSAGES.bomUnreadable);
    const long = ['Qty,MPN', ...Array.from({ length: 501 }, (_, index) => `1,PART-${index}`)].join('\n');
    await expect(csv('x.csv', long)).rejects.toThrow(AI_MESSAGES.bomTooLarge);
    await expect(readBomSheet({ name: 'x.xlsx', kind: 'xlsx', bytes: Buffer.from('not a workbook') })).rejects.toThrow(AI_MESSAGES.bomUnreadable);
    await expect(readBomSheet({ name: 'x.xlsx', kind: 'xlsx', bytes: await xlsx([['Name', 'Price'], ['widget', 3]]) })).rejects.toThrow(AI_MESSAGES.bomUnreadable);
  });
});
