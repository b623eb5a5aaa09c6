import type { BomSheet } from '../../src/modules/ai/index.ts';

/**
 * A real part or build with the price a buyer would be quoted for it, and where that price comes from.
 * `npm run bench:estimates` runs each through the built-in engine and compares.
 */
export interface ReferencePart {
  /** Short and stable, for example 'im-housing-large-500'. */
  id: string;
  /** The process family it checks, for the table's grouping: 'injection moulding', 'CNC', 'PCB assembly'... */
  family: string;
  /** What it is, in a few words. */
  title: string;
  /** Which tool answers it, with the request as a member would send it (parsed with the tool's schema). */
  tool: 'cost-estimation' | 'quick-prototype-cost';
  request: Record<string, unknown>;
  /** A bill of materials, as if read from the member's spreadsheet (cost estimation only). */
  bom?: BomSheet;
  /**
   * What the range prices, in US dollars:
   * - 'unit': per unit at the volume, everything included (tooling spread over the volume);
   * - 'piece': per unit at the volume without the tooling (how moulders and casters quote: the tool apart);
   * - 'tooling': the one-off tooling for the volume;
   * - 'total': the whole order (the quick prototype tool's minCost-maxCost).
   */
  measure: 'unit' | 'piece' | 'tooling' | 'total';
  range: { low: number; high: number };
  /** Where the range comes from: the publisher, the document and the figures taken from it. */
  source: { name: string; url?: string; note: string };
}
