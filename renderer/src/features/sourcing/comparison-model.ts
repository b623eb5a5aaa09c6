import { formatCount } from '#shared/format/numbers.ts';
import { formatUsd } from '#shared/constants/one-off-products.ts';
import { INCOTERM_LABELS, type ComparisonSupplier, type RfqComparison } from '#shared/schemas/sourcing-schemas.ts';
import { CERTIFICATION_LABELS, type CertificationId } from '#shared/schemas/supplier-profile-schemas.ts';
import { formatLongDate } from '../../ui/long-date.ts';
import { formatDays } from './sourcing-format.ts';

/** One row of the side-by-side table: a label and each supplier's value, the best ones marked. */
export interface ComparisonRowView {
  key: string;
  label: string;
  /** `warning`: what the value lacks that the request asks for (e.g. a required certification), or absent. */
  cells: { supplierId: number; text: string; best: boolean; warning?: string }[];
}

type Pick = 'min' | 'max' | null;

/** The ids holding the best value of a row; none when fewer than two suppliers can be compared or all are equal. */
function bestIds(values: { supplierId: number; value: number | null }[], pick: Pick): Set<number> {
  const present = values.filter((entry): entry is { supplierId: number; value: number } => entry.value !== null);
  if (!pick || present.length < 2) return new Set();
  const best = pick === 'min' ? Math.min(...present.map((entry) => entry.value)) : Math.max(...present.map((entry) => entry.value));
  const winners = present.filter((entry) => entry.value === best);
  return winners.length === present.length ? new Set() : new Set(winners.map((entry) => entry.supplierId));
}

const certificationNames = (ids: readonly CertificationId[]) => ids.map((id) => CERTIFICATION_LABELS[id]).join(', ');

/** Each supplier's approved certifications, and which of the request's required ones they lack. */
function certificationRow(comparison: RfqComparison): ComparisonRowView {
  return {
    key: 'certifications',
    label: 'Certifications',
    cells: comparison.suppliers.map((supplier) => {
      const missing = comparison.requiredCertifications.filter((id) => !supplier.certifications.includes(id));
      return {
        supplierId: supplier.supplier.id,
        text: certificationNames(supplier.certifications) || 'None',
        best: false,
        ...(missing.length > 0 && { warning: `Missing required: ${certificationNames(missing)}` }),
      };
    }),
  };
}

/** How long a supplier took to quote: within the hour, whole hours below two days, then days. */
export const formatHours = (hours: number | null) => {
  if (hours === null) return '—';
  if (hours < 1) return 'Within an hour';
  if (hours < 48) return Math.round(hours) === 1 ? '1 hour' : `${Math.round(hours)} hours`;
  return formatDays(Math.round(hours / 24));
};

/**
 * The comparison of one line at one quantity break, row by row: landed cost, unit price, lead time,
 * validity, Incoterm, rating, verification, certifications and response time, each supplier's value and
 * the best marked (certifications: those missing one the request requires are flagged instead).
 */
export function comparisonRows(comparison: RfqComparison, lineId: number, quantity: number): ComparisonRowView[] {
  const row = comparison.rows.find((candidate) => candidate.lineId === lineId && candidate.quantity === quantity);
  const cellOf = (supplierId: number) => row?.cells.find((cell) => cell.supplierId === supplierId);
  const suppliers = comparison.suppliers;
  const build = (key: string, label: string, value: (supplier: ComparisonSupplier) => number | null, text: (supplier: ComparisonSupplier) => string, pick: Pick, best?: Set<number>): ComparisonRowView => {
    const values = suppliers.map((supplier) => ({ supplierId: supplier.supplier.id, value: value(supplier) }));
    const marked = best ?? bestIds(values, pick);
    return { key, label, cells: suppliers.map((supplier) => ({ supplierId: supplier.supplier.id, text: text(supplier), best: marked.has(supplier.supplier.id) })) };
  };
  const landed = (supplier: ComparisonSupplier) => cellOf(supplier.supplier.id)?.landedCostCents ?? null;
  const unit = (supplier: ComparisonSupplier) => cellOf(supplier.supplier.id)?.unitPriceCents ?? null;
  const lead = (supplier: ComparisonSupplier) => cellOf(supplier.supplier.id)?.leadTimeDays ?? supplier.leadTimeDays;
  const validity = (supplier: ComparisonSupplier) => (supplier.validUntil ? Date.parse(supplier.validUntil) : null);
  const money = (cents: number | null) => (cents === null ? 'Not quoted' : formatUsd(cents));
  // The server picks the best landed cost with its tie-breaks (lead time, then the earlier quote).
  const landedBest = row?.bestSupplierId != null && row.cells.length >= 2 ? new Set([row.bestSupplierId]) : new Set<number>();

  return [
    build('landed', 'Landed cost', landed, (supplier) => money(landed(supplier)), 'min', landedBest),
    build('unit', 'Unit price', unit, (supplier) => money(unit(supplier)), 'min'),
    build('lead', 'Lead time', lead, (supplier) => formatDays(lead(supplier)), 'min'),
    build('validity', 'Valid until', validity, (supplier) => formatLongDate(supplier.validUntil), 'max'),
    build('incoterm', 'Incoterm', () => null, (supplier) => (supplier.incoterm ? INCOTERM_LABELS[supplier.incoterm] : '—'), null),
    build(
      'rating',
      'Supplier rating',
      (supplier) => supplier.rating.average,
      (supplier) => (supplier.rating.average === null ? 'No ratings yet' : `${supplier.rating.average.toFixed(1)} of 5 (${supplier.rating.count})`),
      'max',
    ),
    build('verified', 'Verification', (supplier) => (supplier.verified ? 1 : 0), (supplier) => (supplier.verified ? 'Verified' : 'Not verified'), 'max'),
    certificationRow(comparison),
    build('response', 'Response time', (supplier) => supplier.responseHours, (supplier) => formatHours(supplier.responseHours), 'min'),
  ];
}

/** One quantity on the chart: each supplier's unit price (key `s<id>`), and the cost engine's range and midpoint. */
export interface PricePoint {
  quantity: number;
  estimateRange?: [number, number];
  estimateMid?: number;
  [supplierKey: `s${number}`]: number;
}

/** Unit price against quantity for one line, one series per supplier, and the cost engine's reference (for the chart). */
export function priceCurve(comparison: RfqComparison, lineId: number): PricePoint[] {
  return comparison.rows
    .filter((row) => row.lineId === lineId)
    .sort((a, b) => a.quantity - b.quantity)
    .map((row) => ({
      quantity: row.quantity,
      ...Object.fromEntries(row.cells.map((cell) => [`s${cell.supplierId}`, cell.unitPriceCents / 100])),
      ...(row.estimate && {
        estimateRange: [row.estimate.unitLowCents / 100, row.estimate.unitHighCents / 100] as [number, number],
        estimateMid: (row.estimate.unitLowCents + row.estimate.unitHighCents) / 200,
      }),
    }));
}

/** The cost engine's reference for one line at one quantity, in words, or null without one. */
export function estimateText(comparison: RfqComparison, lineId: number, quantity: number): string | null {
  const estimate = comparison.rows.find((row) => row.lineId === lineId && row.quantity === quantity)?.estimate;
  if (!estimate) return null;
  const tooling = estimate.toolingCents ? `, plus about ${formatUsd(estimate.toolingCents)} of tooling` : '';
  return `HardwareHub's cost engine expects ${formatUsd(estimate.unitLowCents)} to ${formatUsd(estimate.unitHighCents)} per unit at ${formatCount(quantity)}${tooling} (${estimate.confidence} confidence), from what the request says of this line.`;
}
