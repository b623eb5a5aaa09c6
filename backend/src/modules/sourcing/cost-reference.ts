import { LRUCache } from 'lru-cache';
import { MANUFACTURING_METHODS, MATERIALS, type ManufacturingMethodId, type MaterialId } from '#shared/constants/ai-tools.ts';
import type { CostEstimationRequest, CostEstimationResult } from '#shared/schemas/ai-schemas.ts';
import type { CostReference } from '#shared/schemas/sourcing-schemas.ts';

/** The cost engine's estimate, handed in from app.ts (the ai module's built-in engine). */
export type CostEstimator = (request: CostEstimationRequest) => Pick<CostEstimationResult, 'unitCostLow' | 'unitCostHigh' | 'toolingCost' | 'confidenceLevel'>;

/**
 * The estimator with its answers kept (up to `max`): the built-in engine is a pure function of the request,
 * and a comparison is read again and again (each visit, each quantity tab, the export) with the same lines.
 * About 300 bytes an answer; 5,000 was fewer than the line-quantity pairs of 1,000 open requests, and
 * buyers reading them in turn then missed every time.
 */
export function rememberEstimates(estimate: CostEstimator, max = 50_000): CostEstimator {
  const kept = new LRUCache<string, ReturnType<CostEstimator>>({ max });
  return (request) => {
    const key = JSON.stringify(request);
    const known = kept.get(key);
    if (known) return known;
    const result = estimate(request);
    kept.set(key, result);
    return result;
  };
}

/** What of a line the engine reads. */
export interface EstimatedLine {
  partName: string;
  process: string | null;
  material: string | null;
  tolerances: string | null;
  finish: string | null;
  notes: string | null;
}

const fold = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The options with their labels folded once, not on every line read. */
const foldedLabels = <Id extends string>(options: ReadonlyArray<{ id: Id; label: string }>) => options.map((option) => ({ id: option.id, folded: fold(option.label) }));
const METHOD_NAMES = foldedLabels(MANUFACTURING_METHODS);
const MATERIAL_NAMES = foldedLabels(MATERIALS);

/** A process or material as people write it ('CNC machining', 'Aluminium 6061') or by its id. */
function known<Id extends string>(options: ReadonlyArray<{ id: Id; folded: string }>, text: string | null): Id | null {
  if (!text) return null;
  const wanted = fold(text);
  return options.find((option) => option.id === text || option.folded === wanted)?.id ?? null;
}

/**
 * The reference figure for one line at one quantity, or null when the line's process is not one the
 * engine costs (free text it cannot place is never priced). Its description is the line as written,
 * then `context`: the request's own description when the request has this line only (it names the
 * parts a line's short name leaves out, e.g. the chips on a board); with several lines it may speak of
 * any of them, so each is read alone.
 */
export function costReference(estimate: CostEstimator, line: EstimatedLine, quantity: number, context: string | null = null): CostReference | null {
  const method: ManufacturingMethodId | null = known(METHOD_NAMES, line.process);
  if (!method) return null;
  const material: MaterialId | null = known(MATERIAL_NAMES, line.material);
  const designDetails = [line.partName, line.material, line.tolerances && `Tolerances ${line.tolerances}`, line.finish && `Finish ${line.finish}`, line.notes, context]
    .filter(Boolean)
    .join('. ');
  const result = estimate({ designDetails, materials: material ? [material] : [], manufacturingMethod: method, volume: quantity });
  return {
    unitLowCents: Math.round(result.unitCostLow * 100),
    unitHighCents: Math.round(result.unitCostHigh * 100),
    toolingCents: Math.round(result.toolingCost * 100),
    confidence: result.confidenceLevel,
  };
}
