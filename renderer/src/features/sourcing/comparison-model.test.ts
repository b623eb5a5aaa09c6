import { describe, expect, it } from 'vitest';
import type { RfqComparison } from '#shared/schemas/sourcing-schemas.ts';
import { comparisonRows, estimateText, formatHours, priceCurve } from './comparison-model.ts';
import { comparisonSupplier } from './sourcing-fixtures.ts';

const row = (quantity: number, cells: Array<[number, number]>, estimate: RfqComparison['rows'][number]['estimate']) => ({
  lineId: 5, position: 1, partName: 'Housing', quantity, targetUnitPriceCents: null, bestSupplierId: null, estimate,
  cells: cells.map(([supplierId, unitPriceCents]) => ({ supplierId, unitPriceCents, landedCostCents: unitPriceCents * quantity, leadTimeDays: null })),
});

const comparison: RfqComparison = {
  rfqId: 1,
  requiredCertifications: [],
  suppliers: [],
  rows: [
    row(1000, [[7, 250], [8, 310]], { unitLowCents: 180, unitHighCents: 260, toolingCents: 1_200_000, confidence: 'medium' }),
    row(100, [[7, 900]], { unitLowCents: 700, unitHighCents: 1100, toolingCents: 1_200_000, confidence: 'medium' }),
  ],
};

describe('the comparison chart data', () => {
  it('gives each quantity in order the suppliers’ unit prices and the cost engine’s range and midpoint, in dollars', () => {
    expect(priceCurve(comparison, 5)).toEqual([
      { quantity: 100, s7: 9, estimateRange: [7, 11], estimateMid: 9 },
      { quantity: 1000, s7: 2.5, s8: 3.1, estimateRange: [1.8, 2.6], estimateMid: 2.2 },
    ]);
  });

  it('leaves the reference out where the engine gave none', () => {
    const without: RfqComparison = { ...comparison, rows: [row(100, [[7, 900]], null)] };
    expect(priceCurve(without, 5)).toEqual([{ quantity: 100, s7: 9 }]);
    expect(estimateText(without, 5, 100)).toBeNull();
  });

  it('states the reference with its tooling and confidence', () => {
    expect(estimateText(comparison, 5, 1000)).toBe(
      "HardwareHub's cost engine expects $1.80 to $2.60 per unit at 1,000, plus about $12,000.00 of tooling (medium confidence), from what the request says of this line.",
    );
  });
});

describe('the certifications row', () => {
  const certified = (requiredCertifications: RfqComparison['requiredCertifications']): RfqComparison => ({
    ...comparison,
    requiredCertifications,
    suppliers: [comparisonSupplier(7, { certifications: ['iso_9001', 'as9100'] }), comparisonSupplier(8, { certifications: [] })],
  });
  const certificationsOf = (view: RfqComparison) => comparisonRows(view, 5, 1000).find((row) => row.key === 'certifications');

  it("names each supplier's approved certifications by their labels, or says None, marking no best", () => {
    expect(certificationsOf(certified([]))).toEqual({
      key: 'certifications',
      label: 'Certifications',
      cells: [
        { supplierId: 7, text: 'ISO 9001, AS9100', best: false },
        { supplierId: 8, text: 'None', best: false },
      ],
    });
  });

  it('flags the suppliers missing a certification the request requires', () => {
    expect(certificationsOf(certified(['iso_9001', 'iso_13485']))!.cells).toEqual([
      { supplierId: 7, text: 'ISO 9001, AS9100', best: false, warning: 'Missing required: ISO 13485' },
      { supplierId: 8, text: 'None', best: false, warning: 'Missing required: ISO 9001, ISO 13485' },
    ]);
    expect(certificationsOf(certified(['as9100']))!.cells.map((cell) => cell.warning)).toEqual([undefined, 'Missing required: AS9100']);
  });
});

describe('the response time', () => {
  it('says within an hour, then whole hours, then days', () => {
    expect([0.02, 0.99, 1.2, 5.6, 47.4, 49, 120, null].map(formatHours)).toEqual([
      'Within an hour', 'Within an hour', '1 hour', '6 hours', '47 hours', '2 days', '5 days', '—',
    ]);
  });
});
