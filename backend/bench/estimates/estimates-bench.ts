/**
 * The estimates bench: every reference part (reference-mechanical.ts, reference-electronics.ts) run through
 * the built-in engine, its figure compared with the price range a buyer would be quoted.
 *
 * The measure compared (reference-part.ts):
 * - 'unit': the estimate's midpoint, (unitCostLow + unitCostHigh) / 2;
 * - 'piece': that midpoint less the amortised tooling line (how moulders and casters quote the piece);
 * - 'tooling': toolingCost;
 * - 'total': the quick prototype's (minCost + maxCost) / 2.
 * Inside: the figure lies in the reference range. Midpoint error: |figure - range midpoint| / range midpoint.
 * Targets: at least 85 % inside and a median midpoint error of at most 25 %; exits 1 when missed.
 *
 * npm run bench:estimates [-- --family=CNC] [-- --json]
 */
import { AI_TOOL_SCHEMAS } from '#shared/schemas/ai-schemas.ts';
import { createBuiltinEngine } from '../../src/modules/ai/index.ts';
import { ELECTRONICS_REFERENCES } from './reference-electronics.ts';
import { MECHANICAL_REFERENCES } from './reference-mechanical.ts';
import type { ReferencePart } from './reference-part.ts';

export const TARGETS = { insideShare: 0.85, medianError: 0.25 } as const;

export interface BenchRow {
  id: string;
  family: string;
  measure: ReferencePart['measure'];
  estimate: number;
  low: number;
  high: number;
  inside: boolean;
  /** Signed: positive when the estimate is above the range's midpoint. */
  error: number;
}

const engine = createBuiltinEngine();


/** The figure of the estimate the reference prices. */
export function measureOf(reference: ReferencePart): number {
  if (reference.tool === 'quick-prototype-cost') {
    const result = engine.run('quick-prototype-cost', AI_TOOL_SCHEMAS['quick-prototype-cost'].request.parse(reference.request));
    return (result.minCost + result.maxCost) / 2;
  }
  const request = AI_TOOL_SCHEMAS['cost-estimation'].request.parse(reference.request);
  const result = engine.run('cost-estimation', request, reference.bom ? { bom: reference.bom } : undefined);
  const midpoint = (result.unitCostLow + result.unitCostHigh) / 2;
  switch (reference.measure) {
    case 'tooling':
      return result.toolingCost;
    case 'piece':
      return midpoint - (result.breakdownByCategory['Tooling (amortised)'] ?? 0);
    case 'total':
      return midpoint * request.volume;
    default:
      return midpoint;
  }
}

export function runBench(references: ReferencePart[]): BenchRow[] {
  return references.map((reference) => {
    const estimate = measureOf(reference);
    const { low, high } = reference.range;
    const middle = (low + high) / 2;
    return { id: reference.id, family: reference.family, measure: reference.measure, estimate, low, high, inside: estimate >= low && estimate <= high, error: (estimate - middle) / middle };
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? 0 : sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export function summarise(rows: BenchRow[]) {
  const insideShare = rows.length ? rows.filter((row) => row.inside).length / rows.length : 0;
  const medianError = median(rows.map((row) => Math.abs(row.error)));
  return { count: rows.length, insideShare, medianError, met: insideShare >= TARGETS.insideShare && medianError <= TARGETS.medianError };
}

const figure = (value: number) => (value >= 1000 ? Math.round(value).toLocaleString('en-US') : value >= 10 ? value.toFixed(1) : value.toFixed(2));
const percent = (value: number) => `${value >= 0 ? '+' : ''}${Math.round(value * 100)}%`;

function printTable(rows: BenchRow[]) {
  const header = ['id', 'family', 'measure', 'estimate', 'reference', 'inside', 'error'];
  const body = rows.map((row) => [row.id, row.family, row.measure, figure(row.estimate), `${figure(row.low)}-${figure(row.high)}`, row.inside ? 'yes' : 'NO', percent(row.error)]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cells of body) console.log(line(cells));
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const family = args.find((arg) => arg.startsWith('--family='))?.slice('--family='.length);
  const all = [...MECHANICAL_REFERENCES, ...ELECTRONICS_REFERENCES];
  const chosen = family ? all.filter((reference) => reference.family.toLowerCase() === family.toLowerCase()) : all;
  const rows = runBench(chosen);
  const total = summarise(rows);
  if (args.includes('--json')) {
    console.log(JSON.stringify({ rows, total }, null, 2));
  } else {
    printTable(rows);
    console.log('');
    const families = [...new Set(rows.map((row) => row.family))];
    for (const name of families) {
      const part = summarise(rows.filter((row) => row.family === name));
      console.log(`${name.padEnd(20)} ${part.count} parts, ${Math.round(part.insideShare * 100)}% inside, median error ${Math.round(part.medianError * 100)}%`);
    }
    for (const [name, set] of [['mechanical', MECHANICAL_REFERENCES], ['electronics', ELECTRONICS_REFERENCES]] as const) {
      const ids = new Set(set.map((reference) => reference.id));
      const part = summarise(rows.filter((row) => ids.has(row.id)));
      if (part.count) console.log(`${name.padEnd(20)} ${part.count} parts, ${Math.round(part.insideShare * 100)}% inside, median error ${Math.round(part.medianError * 100)}%`);
    }
    console.log(
      `\nTotal: ${total.count} parts, ${Math.round(total.insideShare * 100)}% inside (target ${TARGETS.insideShare * 100}%), median midpoint error ${Math.round(total.medianError * 100)}% (target at most ${TARGETS.medianError * 100}%): ${total.met ? 'met' : 'MISSED'}`,
    );
  }
  if (!total.met) process.exitCode = 1;
}
