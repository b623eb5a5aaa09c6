import { describe, expect, it } from 'vitest';
import { costEstimationRequestSchema, costEstimationResultSchema } from '#shared/schemas/ai-schemas.ts';
import type { BomSheet } from '../ai-engine.ts';
import { estimateBoard, fabPerBoard, readBoardCues } from './electronics-estimate.ts';

const request = (designDetails: string, volume: number, materials = ['FR-4']) =>
  costEstimationRequestSchema.parse({ designDetails, materials, manufacturingMethod: 'PCB assembly', volume });
const board = (designDetails: string, volume: number, bom?: BomSheet, materials?: string[]) => costEstimationResultSchema.parse(estimateBoard(request(designDetails, volume, materials), bom));
const mid = (result: { unitCostLow: number; unitCostHigh: number }) => (result.unitCostLow + result.unitCostHigh) / 2;

const BOM: BomSheet = {
  fileName: 'bom.csv',
  rows: [
    { reference: 'U1', partNumber: 'ZED-F9P-04B', description: 'GNSS module', quantity: 1 },
    { reference: 'U2', partNumber: 'STM32G071KBU6', description: 'MCU', quantity: 1 },
    { reference: 'J1', partNumber: null, description: 'SMA edge connector', quantity: 1 },
    { reference: 'C1-C12', partNumber: null, description: '100nF 0402', quantity: 12 },
    { reference: 'R1-R6', partNumber: null, description: '10k 0402', quantity: 6 },
  ],
};

describe('board estimate', () => {
  it('reads layers, size, sides and placements from the description', () => {
    expect(readBoardCues('4-layer board 60 x 40 mm, 86 placements, components on both sides')).toMatchObject({ layers: 4, sizeMm: [60, 40], areaCm2: 24, placements: 86, bothSides: true });
    expect(readBoardCues('a two-layer board, 31 cm²')).toMatchObject({ layers: 2, areaCm2: 31, bothSides: false });
    expect(readBoardCues('Bare 2-layer PCB, no assembly').bare).toBe(true);
  });

  it('prices a ZED-F9P board at the module\'s price, not at $8-17', () => {
    const result = board('4-layer board, 60 x 40 mm, u-blox ZED-F9P, STM32G0 MCU, LDO, USB-C, SMA connector', 1000);
    expect(result.unitCostLow).toBeGreaterThan(140);
    expect(result.unitCostHigh).toBeLessThan(300);
    const module = result.components.find((line) => line.category === 'GNSS module (RTK, multi-band)')!;
    expect(module.unitCostLow).toBeGreaterThanOrEqual(140);
    expect(result.breakdown.map((line) => line.category)).toEqual(expect.arrayContaining(['Components', 'Board fabrication', 'SMT assembly', 'Test & programming', 'Overhead & margin']));
    for (const line of result.breakdown) expect(line.basis, line.category).not.toBe('');
    expect(result.breakdown.find((line) => line.category === 'Board fabrication')!.basis).toMatch(/4-layer FR-4, 24 cm²/);
    const sum = Object.values(result.breakdownByCategory).reduce((total, value) => total + value, 0);
    expect(sum).toBeGreaterThan(result.unitCostLow);
    expect(sum).toBeLessThan(result.unitCostHigh);
    // From a description: never 'high'.
    expect(result.confidenceLevel).toBe('medium');
    expect(result.raiseConfidence.join(' ')).toMatch(/Attach the BOM/);
    const advice = result.costOptimizationSuggestions.join(' ');
    expect(advice).not.toMatch(/wall thickness/i);
    expect(advice).toMatch(/GNSS|ZED-F9P/);
  });

  it('takes a board size written before the parts as a size, not as a count of the part after it', () => {
    const result = board('4-layer board 80 x 60 mm carrying a u-blox ZED-F9P RTK GNSS receiver', 1000);
    expect(result.components.find((line) => line.partNumber === 'ZED-F9P')?.quantity).toBe(1);
    expect(result.unitCostHigh).toBeLessThan(300);
    expect(board('2 x BME280, 3x ESP32-S3', 100).components.slice(0, 2).map((line) => line.quantity)).toEqual([2, 3]);
  });

  it('is confident with a fully recognised BOM and the board given, and lists every line', () => {
    const result = board('RTK receiver, 4-layer, 60 x 40 mm', 500, BOM);
    expect(result.confidenceLevel).toBe('high');
    expect(result.raiseConfidence).toEqual([expect.stringMatching(/quote from an assembler/)]);
    expect(result.components).toHaveLength(5);
    expect(result.components.every((line) => line.category !== null && line.unitCostLow !== null)).toBe(true);
    expect(result.figures).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'Components', source: 'bom' }), expect.objectContaining({ label: 'Board layers', value: '4', source: 'description' })]));
    expect(result.breakdown[0]!.basis).toMatch(/5 lines from bom\.csv/);
  });

  it('never prices an unknown part silently: listed unpriced, left out, and the confidence is low', () => {
    const withUnknown: BomSheet = { ...BOM, rows: [...BOM.rows, { reference: 'U9', partNumber: 'QX-77821', description: 'Custom ASIC', quantity: 1 }] };
    const result = board('RTK receiver, 4-layer, 60 x 40 mm', 500, withUnknown);
    const unknown = result.components.find((line) => line.partNumber === 'QX-77821')!;
    expect(unknown).toMatchObject({ category: null, unitCostLow: null, unitCostHigh: null });
    expect(result.confidenceLevel).toBe('low');
    expect(result.assumptions.join(' ')).toMatch(/not recognised and not priced.*QX-77821/);
    expect(result.confidenceReasons.join(' ')).toMatch(/could not be matched/);
    expect(result.breakdown[0]!.basis).toMatch(/1 not recognised/);
    // The same board without the unknown part costs about the same: nothing was guessed for it.
    expect(result.breakdownByCategory.Components).toBe(board('RTK receiver, 4-layer, 60 x 40 mm', 500, BOM).breakdownByCategory.Components);
    // Unknown part numbers in a description are listed too.
    expect(board('2-layer 50 x 50 mm board with an ESP32-C3-MINI-1 and a ZX-4411 driver', 100).components.some((line) => line.partNumber === 'ZX-4411' && line.category === null)).toBe(true);
  });

  it('costs other materials as FR-4 and says so, and never offers plastics advice', () => {
    const result = board('RTK GNSS board', 500, undefined, ['PLA']);
    expect(result.assumptions.join(' ')).toMatch(/PLA .*costed as FR-4/);
    expect(result.confidenceLevel).toBe('low');
    expect(result.unitCostLow).toBeGreaterThan(100);
  });

  it('prices bare boards by layers, area and quantity', () => {
    const five = board('Bare 2-layer PCB 100 x 100 mm, no assembly', 5);
    const thousand = board('Bare 2-layer PCB 100 x 100 mm, no assembly', 1000);
    const fourLayer = board('Bare 4-layer PCB 100 x 100 mm, no assembly', 1000);
    expect(five.components).toEqual([]);
    expect(five.breakdown.map((line) => line.category)).toEqual(['Board fabrication']);
    expect(mid(thousand)).toBeLessThan(mid(five));
    expect(mid(fourLayer)).toBeGreaterThan(mid(thousand) * 1.5);
    expect(five.confidenceLevel).toBe('high');
    expect(fabPerBoard(2, 100, 1000)).toBeLessThan(fabPerBoard(2, 100, 100));
  });

  it('gets cheaper per unit with volume, with thresholds above the volume, and is deterministic', () => {
    const details = 'ESP32-WROOM-32E, BME280, USB-C, 2-layer 50 x 40 mm';
    const result = board(details, 100);
    const curve = result.volumeCurve;
    for (let index = 1; index < curve.length; index++) expect(curve[index]!.unitCost).toBeLessThanOrEqual(curve[index - 1]!.unitCost);
    for (const quantity of Object.keys(result.volumeDiscountThresholds)) expect(Number(quantity)).toBeGreaterThan(100);
    expect(board(details, 100)).toEqual(result);
    expect(result.toolingOptions).toEqual([]);
    expect(result.toolingCost).toBeGreaterThan(0);
  });

  it('charges a second side and suggests single-sided placement', () => {
    const one = board('2-layer 60 x 40 mm, ESP32-WROOM-32E, 60 placements', 200);
    const both = board('2-layer 60 x 40 mm, ESP32-WROOM-32E, 60 placements, components on both sides', 200);
    expect(both.toolingCost).toBeGreaterThan(one.toolingCost);
    expect(both.costOptimizationSuggestions.join(' ')).toMatch(/one side/);
  });
});
