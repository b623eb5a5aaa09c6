import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ModelGeometryReader } from '../../modules/files/index.ts';
import {
  DEMO_BRACKET, DEMO_CARRIER_PLATE, DEMO_ENCLOSURE, DEMO_PROJECT_FILES, demoBomXlsx, demoDrawingPdf, demoPartStep, demoPartStl, demoProjectFiles, triangulate, type DemoPart, type Profile,
} from './demo-engineering-files.ts';

/** The shoelace area of a profile. */
const areaOf = (profile: Profile) => profile.reduce((sum, [x, y], i) => {
  const [nx, ny] = profile[(i + 1) % profile.length]!;
  return sum + (x * ny - nx * y) / 2;
}, 0);
const perimeterOf = (profile: Profile) => profile.reduce((sum, [x, y], i) => sum + Math.hypot(profile[(i + 1) % profile.length]![0] - x, profile[(i + 1) % profile.length]![1] - y), 0);

describe('demo engineering files', () => {
  it('cuts concave profiles into triangles that cover each exactly once', () => {
    for (const part of [DEMO_BRACKET, DEMO_ENCLOSURE, DEMO_CARRIER_PLATE]) {
      const triangles = triangulate(part.profile);
      expect(triangles).toHaveLength(part.profile.length - 2);
      const areas = triangles.map((t) => areaOf(t.map((i) => part.profile[i]!)));
      expect(Math.min(...areas), part.name).toBeGreaterThan(0);
      expect(areas.reduce((a, b) => a + b, 0)).toBeCloseTo(areaOf(part.profile), 9);
    }
    expect(() => triangulate([[0, 0], [0, 10], [10, 10], [10, 0]])).toThrow(/counter-clockwise/);
  });

  it('writes each part as a closed binary STL whose geometry is the prism', async () => {
    for (const part of [DEMO_BRACKET, DEMO_ENCLOSURE, DEMO_CARRIER_PLATE] as DemoPart[]) {
      const stl = demoPartStl(part);
      const geometry = await new ModelGeometryReader().read('stl', Readable.from([stl]), stl.length);
      expect(geometry.triangles).toBe(4 * part.profile.length - 4);
      expect(geometry.volumeMm3, part.name).toBeCloseTo(areaOf(part.profile) * part.height, 2);
      expect(geometry.surfaceAreaMm2).toBeCloseTo(2 * areaOf(part.profile) + perimeterOf(part.profile) * part.height, 2);
    }
  });

  it('writes a STEP AP214 file in millimetres with one planar face a profile edge, plus the caps', () => {
    const step = demoPartStep(DEMO_BRACKET).toString('latin1');
    expect(step).toMatch(/^ISO-10303-21;\nHEADER;/);
    expect(step).toContain("FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));");
    expect(step).toContain('SI_UNIT(.MILLI.,.METRE.)');
    expect(step.match(/ADVANCED_FACE\(/g)).toHaveLength(DEMO_BRACKET.profile.length + 2);
    expect(step.trimEnd().endsWith('END-ISO-10303-21;')).toBe(true);
    expect(demoPartStep(DEMO_BRACKET)).toEqual(demoPartStep(DEMO_BRACKET));
  });

  it('draws a one-page PDF drawing that pdf-lib reads back, with its number and revision, the same bytes each time', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const spec = DEMO_PROJECT_FILES[0]!;
    const bytes = await demoDrawingPdf(spec.drawing);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 842, height: 595 });
    expect(pdf.getTitle()).toBe('HL-ENC-001 rev 2: Enclosure base');
    expect(await demoDrawingPdf(spec.drawing)).toEqual(bytes);
  });

  it('writes the BOM as an XLSX that exceljs reads back: the lines, their extended cost and a total', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const lines = [
      { partNumber: 'A-1', description: 'Bracket', qty: 2, supplier: 'Acme', unitCost: 1.25 },
      { partNumber: 'B-2', description: 'Screw M3', qty: 8, supplier: 'Bolts Ltd', unitCost: 0.05 },
    ];
    const workbook = new ExcelJS.Workbook();
    // exceljs types its Buffer before Node made Buffer generic.
    await workbook.xlsx.load((await demoBomXlsx('Test BOM', lines)) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    const sheet = workbook.getWorksheet('BOM')!;
    expect(sheet.getCell('A1').value).toBe('Test BOM');
    expect(sheet.getRow(2).values).toEqual([undefined, 'Part number', 'Description', 'Qty', 'Supplier', 'Unit cost', 'Extended']);
    expect([sheet.getCell('A4').value, sheet.getCell('C4').value, sheet.getCell('D4').value, sheet.getCell('E4').value]).toEqual(['B-2', 8, 'Bolts Ltd', 0.05]);
    expect(sheet.getCell('F3').value).toEqual({ formula: 'C3*E3', result: 2.5 });
    expect(sheet.getCell('F5').value).toEqual({ formula: 'SUM(F3:F4)', result: 2.9 });
  });

  it("gives each demo project a model, its drawing's revisions in order and a BOM", async () => {
    expect(DEMO_PROJECT_FILES.length).toBeGreaterThanOrEqual(2);
    const enclosure = await demoProjectFiles(DEMO_PROJECT_FILES[0]!);
    expect(enclosure.map((file) => [file.name, file.revisionOfIndex])).toEqual([
      ['hydroloop-enclosure-base.stl', undefined],
      ['hl-enc-001-drawing.pdf', undefined],
      ['hl-enc-001-drawing.pdf', 1],
      ['hydroloop-controller-v2-bom.xlsx', undefined],
    ]);
    const { PDFDocument } = await import('pdf-lib');
    expect((await PDFDocument.load(enclosure[1]!.bytes)).getTitle()).toBe('HL-ENC-001 rev 1: Enclosure base');
    expect(enclosure[1]!.bytes).not.toEqual(enclosure[2]!.bytes);
  });
});
