import { MANUFACTURING_METHOD_LABELS, MATERIAL_LABELS } from '#shared/constants/ai-tools.ts';
import { parseLocation } from '#shared/constants/locations.ts';
import {
  landedCostCents, processLabel, RFQ_CHANGE_FIELD_LABELS, type ComparisonRow, type CostReference, type QuotePrice, type RfqChange, type RfqStatus,
} from '#shared/schemas/sourcing-schemas.ts';
import { capabilityLabel, materialLabel } from '#shared/schemas/supplier-profile-schemas.ts';

/** Pure rules of requests for quote: no database, so they are unit-tested on their own. */

export interface RfqClock {
  status: RfqStatus;
  quoteDeadline: string;
}

/** The status a viewer sees: an open request whose deadline has passed is closed, whether or not the sweep stored it yet. */
export function effectiveStatus(rfq: RfqClock, now: Date): RfqStatus {
  return rfq.status === 'open' && new Date(rfq.quoteDeadline).getTime() <= now.getTime() ? 'closed' : rfq.status;
}

/** Whether a supplier may still save, submit or revise a quote. */
export function acceptsQuotes(rfq: RfqClock, now: Date): boolean {
  return effectiveStatus(rfq, now) === 'open';
}

// ---------------------------------------------------------------------------------------------------
// Who an open request is open to

/**
 * What matching reads of a supplier: their account (location, expertise, verified badge) and their
 * supplier profile (capabilities, materials, factory locations, approved certifications; empty without one).
 */
export interface SupplierForMatch {
  location: string | null;
  expertise: string[];
  verified: boolean;
  capabilities: string[];
  materials: string[];
  factoryLocations: string[];
  /** Approved ones only: a pending or rejected certificate does not count. */
  approvedCertifications: string[];
}

export interface OpenCriteria {
  openRegion: string | null;
  openVerifiedOnly: boolean;
  openRequiredCertifications: readonly string[];
}

export interface LineForMatch {
  process: string | null;
  material: string | null;
}

const fold = (text: string) => text.trim().toLowerCase();

/** The words a line's process and material may appear as in a supplier's expertise (id and label of a known method). */
function lineTerms(lines: LineForMatch[]): string[] {
  const terms = new Set<string>();
  for (const line of lines) {
    if (line.process) {
      terms.add(fold(line.process));
      const label = processLabel(line.process);
      if (label) terms.add(fold(label));
      if (line.process in MANUFACTURING_METHOD_LABELS) terms.add(fold(line.process.replace(/_/g, ' ')));
    }
    if (line.material) {
      terms.add(fold(line.material));
      const label = (MATERIAL_LABELS as Record<string, string>)[line.material];
      if (label) terms.add(fold(label));
    }
  }
  return [...terms].filter(Boolean);
}

/** What a supplier says they do: expertise, and the profile's capabilities and materials (ids with their labels). */
function supplierTerms(supplier: SupplierForMatch): string[] {
  return [
    ...supplier.expertise,
    ...supplier.capabilities.flatMap((entry) => [entry, capabilityLabel(entry)]),
    ...supplier.materials.flatMap((entry) => [entry, materialLabel(entry)]),
  ].map(fold).filter(Boolean);
}

const overlaps = (item: string, term: string) => item.includes(term) || term.includes(item);

/** The supplier's entries (expertise, capabilities, materials, as they wrote them) that name one of the lines' processes or materials. */
export function fittingEntries(entries: string[], lines: LineForMatch[]): string[] {
  const terms = lineTerms(lines);
  return entries.filter((entry) => {
    const folded = fold(entry);
    return folded !== '' && terms.some((term) => overlaps(folded, term));
  });
}

/** Where the supplier is: their account's location and every factory of their profile. */
function supplierRegions(supplier: SupplierForMatch): Set<string> {
  return new Set([supplier.location, ...supplier.factoryLocations].flatMap((location) => parseLocation(location).region ?? []));
}

/**
 * Whether a supplier matches an open request: in its region (if it names one; their own location or
 * any factory of their profile), verified (if it asks), holding every certification it requires
 * (approved), and, when its lines name processes or materials, with one of them among their expertise
 * or their profile's capabilities and materials (either containing the other, case-insensitive:
 * "CNC machining" matches "CNC Machining & Turning"; an id matches its label).
 */
export function matchesOpenRequest(supplier: SupplierForMatch, criteria: OpenCriteria, lines: LineForMatch[]): boolean {
  if (criteria.openVerifiedOnly && !supplier.verified) return false;
  if (criteria.openRegion && criteria.openRegion !== 'Global' && !supplierRegions(supplier).has(criteria.openRegion)) return false;
  if (!criteria.openRequiredCertifications.every((id) => supplier.approvedCertifications.includes(id))) return false;
  const terms = lineTerms(lines);
  if (!terms.length) return true;
  return supplierTerms(supplier).some((item) => terms.some((term) => overlaps(item, term)));
}

// ---------------------------------------------------------------------------------------------------
// Edits of an open request

export interface StoredLine {
  id: number;
  position: number;
  partName: string;
  quantities: number[];
  material: string | null;
  process: string | null;
  tolerances: string | null;
  finish: string | null;
  notes: string | null;
  targetUnitPriceCents: number | null;
  fileIds: number[];
}

export interface IncomingLine {
  id?: number | undefined;
  partName: string;
  quantities: number[];
  material?: string | null | undefined;
  process?: string | null | undefined;
  tolerances?: string | null | undefined;
  finish?: string | null | undefined;
  notes?: string | null | undefined;
  targetUnitPriceCents?: number | null | undefined;
  fileIds?: number[] | undefined;
}

export type ChangeEntry = RfqChange['changes'][number];

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, at) => value === b[at]);
const short = (text: string | null, max = 120) => (text === null ? null : text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * What an edit of an open request's lines changes, or why it is refused: the lines must be the same
 * ones (by id, none added or removed) with the same part, quantities, material, process, tolerances,
 * finish and target; only notes and files may differ. `refused` is set when something else changed.
 */
export function openLineChanges(stored: StoredLine[], incoming: IncomingLine[]): { refused: boolean; changes: ChangeEntry[]; updates: Array<{ id: number; notes: string | null; fileIds: number[] }> } {
  const byId = new Map(stored.map((line) => [line.id, line]));
  if (incoming.length !== stored.length || incoming.some((line) => line.id === undefined || !byId.has(line.id))) return { refused: true, changes: [], updates: [] };
  if (new Set(incoming.map((line) => line.id)).size !== incoming.length) return { refused: true, changes: [], updates: [] };
  const changes: ChangeEntry[] = [];
  const updates: Array<{ id: number; notes: string | null; fileIds: number[] }> = [];
  for (const line of incoming) {
    const old = byId.get(line.id!)!;
    const fixedSame = old.partName === line.partName && sameList(old.quantities, line.quantities)
      && (line.material === undefined || (line.material ?? null) === old.material)
      && (line.process === undefined || (line.process ?? null) === old.process)
      && (line.tolerances === undefined || (line.tolerances ?? null) === old.tolerances)
      && (line.finish === undefined || (line.finish ?? null) === old.finish)
      && (line.targetUnitPriceCents === undefined || (line.targetUnitPriceCents ?? null) === old.targetUnitPriceCents);
    if (!fixedSame) return { refused: true, changes: [], updates: [] };
    const notes = line.notes === undefined ? old.notes : line.notes;
    const fileIds = line.fileIds === undefined ? old.fileIds : line.fileIds;
    const name = `Line ${old.position} (${old.partName})`;
    if (notes !== old.notes) changes.push({ field: 'lineNotes', label: `${name} notes`, before: short(old.notes), after: short(notes) });
    if (!sameList([...old.fileIds].sort(), [...fileIds].sort())) {
      changes.push({ field: 'lineFiles', label: `${name} files`, before: `${old.fileIds.length} file${old.fileIds.length === 1 ? '' : 's'}`, after: `${fileIds.length} file${fileIds.length === 1 ? '' : 's'}` });
    }
    if (notes !== old.notes || !sameList(old.fileIds, fileIds)) updates.push({ id: old.id, notes, fileIds });
  }
  return { refused: false, changes, updates };
}

/** A change entry for a plain field. */
export function fieldChange(field: string, before: string | null, after: string | null): ChangeEntry {
  return { field, label: RFQ_CHANGE_FIELD_LABELS[field] ?? field, before: short(before), after: short(after) };
}

// ---------------------------------------------------------------------------------------------------
// Comparison

export interface ComparedLine {
  id: number;
  position: number;
  partName: string;
  quantities: number[];
  targetUnitPriceCents: number | null;
}

export interface ComparedQuote {
  supplierId: number;
  prices: QuotePrice[];
  toolingCents: number;
  setupCents: number;
  leadTimeDays: number | null;
  /** When this version was submitted: the earlier wins a tie. */
  submittedAt: string;
}

/**
 * One row per line and quantity break, with each supplier's price there and the best one: the lowest
 * landed cost (unit x quantity + tooling + setup), then the shorter lead time (unknown last), then the
 * earlier submission. Suppliers who did not price a row have no cell in it. `reference` gives the cost
 * engine's figure for the row, if any.
 */
export function comparisonRows<Line extends ComparedLine>(
  lines: Line[],
  quotes: ComparedQuote[],
  reference: (line: Line, quantity: number) => CostReference | null = () => null,
): ComparisonRow[] {
  const rows: ComparisonRow[] = [];
  for (const line of [...lines].sort((a, b) => a.position - b.position)) {
    for (const quantity of line.quantities) {
      const cells = quotes.flatMap((quote) => {
        const price = quote.prices.find((p) => p.lineId === line.id && p.quantity === quantity);
        if (!price) return [];
        return [{
          supplierId: quote.supplierId,
          unitPriceCents: price.unitPriceCents,
          landedCostCents: landedCostCents(price.unitPriceCents, quantity, quote.toolingCents, quote.setupCents),
          leadTimeDays: quote.leadTimeDays,
          submittedAt: quote.submittedAt,
        }];
      });
      const best = [...cells].sort(
        (a, b) => a.landedCostCents - b.landedCostCents || (a.leadTimeDays ?? Infinity) - (b.leadTimeDays ?? Infinity) || a.submittedAt.localeCompare(b.submittedAt),
      )[0];
      rows.push({
        lineId: line.id,
        position: line.position,
        partName: line.partName,
        quantity,
        targetUnitPriceCents: line.targetUnitPriceCents,
        cells: cells.map((cell) => ({ supplierId: cell.supplierId, unitPriceCents: cell.unitPriceCents, landedCostCents: cell.landedCostCents, leadTimeDays: cell.leadTimeDays })),
        bestSupplierId: best?.supplierId ?? null,
        estimate: reference(line, quantity),
      });
    }
  }
  return rows;
}

/** Hours between two instants, to one decimal; null without the second. */
export function hoursBetween(from: string, to: string | null): number | null {
  if (!to) return null;
  return Math.max(0, Math.round((new Date(to).getTime() - new Date(from).getTime()) / 360_000) / 10);
}

/** The first instant of an instant's calendar month (UTC): requests opened since count against the plan. */
export const monthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
