import { MANUFACTURING_METHOD_LABELS, MATERIAL_LABELS, methodTakes, type ManufacturingMethodId, type MaterialId } from '#shared/constants/ai-tools.ts';
import type { FeasibilityRequest, FeasibilityResult, Level, MethodCost } from '#shared/schemas/ai-schemas.ts';
import { describePart, unitCostAt } from './cost-model.ts';
import { MATERIAL_TABLE, materialsMentioned } from './material-table.ts';
import { MECHANICAL_PROCESSES, PROCESS_TABLE } from './process-table.ts';
import { readCues } from './text-cues.ts';

/** Score bands of the verdict (0-100). */
export const FEASIBILITY_BANDS = { high: 70, medium: 45 } as const;
export const levelOfScore = (score: number): Level => (score >= FEASIBILITY_BANDS.high ? 'high' : score >= FEASIBILITY_BANDS.medium ? 'medium' : 'low');

const count = (value: number) => Math.round(value).toLocaleString('en-US');
const dollars = (value: number) => `$${value.toLocaleString('en-US', { maximumFractionDigits: value < 100 ? 2 : 0 })}`;

/** The material the part is costed in for a process: one the text names that the process takes, else its usual one. */
export function materialFor(process: ManufacturingMethodId, named: MaterialId[]): MaterialId {
  return named.find((id) => methodTakes(process, id)) ?? PROCESS_TABLE[process].defaultMaterial;
}

/**
 * The candidate processes costed at the volume asked, cheapest first (lead time to first parts beside).
 * When materials are named, only processes that make one of them are candidates (an ABS enclosure is
 * not compared with sheet steel).
 */
export function compareMethods(description: string, volume: number, chosen: ManufacturingMethodId, materials?: MaterialId[]): MethodCost[] {
  const cues = readCues(description);
  const named = materials ?? materialsMentioned(description);
  const makesNamed = (method: ManufacturingMethodId) => named.length === 0 || named.some((id) => methodTakes(method, id));
  const candidates = MECHANICAL_PROCESSES.includes(chosen) ? MECHANICAL_PROCESSES.filter((method) => method === chosen || makesNamed(method)) : [chosen];
  return candidates
    .map((method) => {
      const material = materialFor(method, named);
      const part = describePart(cues, MATERIAL_TABLE[material], PROCESS_TABLE[method]);
      const cost = unitCostAt(part, method, material, volume);
      const lead = PROCESS_TABLE[method].leadTime;
      return { method, unitCost: cost.unitCost, toolingCost: cost.toolingCost, leadTimeWeeks: Math.round((lead.firstPartsWeeks + (lead.weeksPer10k * volume) / 10_000) * 10) / 10 };
    })
    .sort((a, b) => a.unitCost - b.unitCost || a.method.localeCompare(b.method));
}

/**
 * Manufacturing feasibility: the chosen process against the volume (its economic range), the part's
 * size, walls, tolerances, features and material. Each rule takes points off 100 and says why.
 */
export function assessFeasibility(input: FeasibilityRequest): FeasibilityResult {
  const { designDescription: text, manufacturingMethod: method, volume } = input;
  const process = PROCESS_TABLE[method];
  const label = MANUFACTURING_METHOD_LABELS[method];
  const cues = readCues(text);
  const named = materialsMentioned(text);
  const material = materialFor(method, named);
  const part = describePart(cues, MATERIAL_TABLE[material], process);
  const comparison = compareMethods(text, volume, method);
  const own = comparison.find((entry) => entry.method === method)!;
  const cheapest = comparison[0]!;

  let score = 100;
  const concerns: string[] = [];
  const suggestions: string[] = [];

  const { min, max } = process.economicVolume;
  if (volume < min) {
    score -= Math.min(65, 30 + 25 * Math.log10(min / volume));
    concerns.push(`${label} pays off from about ${count(min)} units; at ${count(volume)} the one-off tooling (${dollars(own.toolingCost)}) dominates the unit cost.`);
  } else if (volume > max) {
    score -= Math.min(60, 25 + 30 * Math.log10(volume / max));
    concerns.push(`${label} is slow and costly per part beyond about ${count(max)} units; ${count(volume)} units would take about ${own.leadTimeWeeks} weeks.`);
  }
  const toolingShare = own.toolingCost / volume / Math.max(own.unitCost, 0.01);
  if (toolingShare > 0.4 && volume >= min) concerns.push(`Tooling is ${Math.round(toolingShare * 100)}% of the unit cost at this volume.`);

  const largest = part.dimensionsMm[0];
  if (largest > process.maxDimensionMm) {
    score -= 25;
    concerns.push(`The part's ${count(largest)} mm exceeds what ${label} makes in one piece (about ${count(process.maxDimensionMm)} mm).`);
    suggestions.push('Split the part into sections joined by fasteners, snap fits or bonding, or choose a process with a larger envelope.');
  }

  if (part.toleranceMm !== null && part.toleranceMm < process.toleranceMm) {
    const severe = part.toleranceMm < process.toleranceMm / 4;
    score -= severe ? 25 : 10;
    concerns.push(`±${part.toleranceMm} mm is tighter than ${label} holds (about ±${process.toleranceMm} mm)${severe ? ' without secondary machining' : ''}.`);
    suggestions.push(severe ? 'Keep the tight tolerance only on the mating features and machine those after forming, or move the part to CNC machining.' : 'Tolerance only the features that mate; leave the rest at the process default.');
  }

  if (cues.wallMm !== undefined) {
    const wallRules: Partial<Record<ManufacturingMethodId, [number, number]>> = {
      injection_molding: [0.8, 4], die_casting: [1, 5], fdm_printing: [0.8, 20], sla_printing: [0.6, 20], sls_printing: [0.8, 20], urethane_casting: [1, 10], sheet_metal: [0.5, 6],
    };
    const range = wallRules[method];
    if (range && (cues.wallMm < range[0] || cues.wallMm > range[1])) {
      score -= 10;
      concerns.push(`${cues.wallMm} mm walls are outside ${label}'s comfortable ${range[0]}-${range[1]} mm (${cues.wallMm < range[0] ? 'short shots or breakage' : 'sink marks, voids and long cycles'}).`);
      suggestions.push(cues.wallMm < range[0] ? 'Thicken the walls or add ribs for stiffness.' : 'Core out thick sections to a uniform wall and use ribs (50-60% of the wall) for strength.');
    }
  }

  if (method === 'injection_molding' || method === 'die_casting') {
    if (cues.features.includes('undercuts')) {
      score -= 5;
      concerns.push('Undercuts need side actions or lifters in the tool (typically $2,000-8,000 more).');
      suggestions.push('Redesign undercuts as pass-through cores or snap fits that release in the draw direction.');
    }
    suggestions.push('Add 1-2° of draft to every wall in the draw direction and keep walls uniform to within 25%.');
  }
  if (method === 'cnc_machining' && cues.features.includes('sharp internal corners')) {
    score -= 5;
    concerns.push('Sharp internal corners cannot be cut with a rotating tool.');
    suggestions.push('Give internal corners a radius at least a third of the pocket depth.');
  }
  if (method === 'cnc_machining' && cues.features.includes('deep pockets')) {
    score -= 5;
    concerns.push('Deep pockets need long tools, slow feeds and chatter control.');
    suggestions.push('Keep pocket depth under four times the tool diameter.');
  }
  if (process.kind === 'additive' && cues.features.includes('threads')) suggestions.push('Use heat-set inserts instead of printed threads for screws that are removed more than a few times.');

  const mismatched = named.filter((id) => !methodTakes(method, id));
  if (named.length > 0 && mismatched.length === named.length) {
    score -= 20;
    concerns.push(`${label} does not use the material named (${mismatched.map((id) => MATERIAL_LABELS[id]).join(', ')}); costed in ${MATERIAL_LABELS[material]} instead.`);
  }

  if (cheapest.method !== method && cheapest.unitCost < own.unitCost * 0.6) {
    suggestions.push(`${MANUFACTURING_METHOD_LABELS[cheapest.method]} would cost about ${dollars(cheapest.unitCost)} per unit at ${count(volume)} units against ${dollars(own.unitCost)} here.`);
  }
  if (method === 'injection_molding' && volume < min) {
    suggestions.push('Start with 3D printing or urethane casting for the first units, and order an aluminium mould once demand passes about 1,000 units.');
  }
  if (concerns.length === 0) suggestions.unshift(`${label} suits ${count(volume)} units of this part; get a DFM review from the supplier before releasing the drawings.`);

  score = Math.max(0, Math.min(100, Math.round(score)));
  const alternatives = comparison
    .filter((entry) => entry.method !== method)
    .filter((entry) => {
      const range = PROCESS_TABLE[entry.method].economicVolume;
      return volume >= range.min && volume <= range.max * 2;
    })
    .slice(0, 3)
    .map((entry) => MANUFACTURING_METHOD_LABELS[entry.method]);

  return { feasibility: levelOfScore(score), concerns, suggestions: [...new Set(suggestions)], alternativeMethods: alternatives, score, methodComparison: comparison };
}
