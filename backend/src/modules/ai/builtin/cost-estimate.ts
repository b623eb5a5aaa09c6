import { MANUFACTURING_METHOD_LABELS, MATERIAL_LABELS, type MaterialId } from '#shared/constants/ai-tools.ts';
import type { CostEstimationRequest, CostEstimationResult } from '#shared/schemas/ai-schemas.ts';
import { confidenceOf, describeModelPart, describePart, discountThresholds, RANGE_BAND, unitCostAt, volumeCurve, type Part } from './cost-model.ts';
import { compareMethods } from './feasibility-rules.ts';
import { makes, MATERIAL_TABLE } from './material-table.ts';
import { PROCESS_TABLE } from './process-table.ts';
import { readCues } from './text-cues.ts';
import { formatCount, formatTwoDecimals } from '#shared/format/numbers.ts';

const money = (value: number) => `$${formatTwoDecimals(value)}`;
const count = formatCount;
const oneDecimal = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = (value: number) => Math.round(value).toLocaleString('en-US');

/** Says the estimate used the model's measurements, and which. */
function modelAssumption(part: Part, fileName: string | undefined): string {
  const [a, b, c] = part.dimensionsMm;
  const measured = [
    `${oneDecimal(a)} × ${oneDecimal(b)} × ${oneDecimal(c)} mm bounding box (${part.sizeClass?.label ?? 'medium'} machine and mould size)`,
    `${oneDecimal(part.volumeCm3)} cm³ of material`,
    part.surfaceCm2 !== null && `${whole(part.surfaceCm2)} cm² of surface to finish`,
  ].filter(Boolean);
  return `Costed from the 3D model${fileName ? ` ${fileName}` : ''}: ${measured.join(', ')}.`;
}

/**
 * Cost estimation: the part read from the design details, costed in the first chosen material the
 * process takes (the others compared in the suggestions), at the volume asked and along the volume curve.
 */
export function estimateCost(input: CostEstimationRequest): CostEstimationResult {
  const { designDetails, materials, manufacturingMethod: method, volume, geometry } = input;
  const process = PROCESS_TABLE[method];
  const fitting = materials.filter((id) => makes(method, id));
  const material: MaterialId = fitting[0] ?? process.defaultMaterial;
  const cues = readCues(designDetails);
  const part = geometry ? describeModelPart(geometry, cues, MATERIAL_TABLE[material], process) : describePart(cues, MATERIAL_TABLE[material], process);
  const assumptions = [...part.assumptions];
  if (geometry) assumptions.unshift(modelAssumption(part, input.sourceFileName));
  if (!fitting.length) assumptions.push(`${MANUFACTURING_METHOD_LABELS[method]} does not use ${materials.map((id) => MATERIAL_LABELS[id]).join(' or ')}: costed in ${MATERIAL_LABELS[material]}, its usual material.`);
  assumptions.push(`Complexity read as ${part.complexity} of 10${cues.features.length ? ` (${cues.features.join(', ')})` : ''}; part mass about ${Math.round(part.massKg * 1000)} g in ${MATERIAL_LABELS[material]}.`);
  assumptions.push('Prices exclude shipping, duties, finishing beyond deburring and the supplier\'s minimum order charges.');

  const cost = (quantity: number) => unitCostAt(part, method, material, quantity).unitCost;
  const atVolume = unitCostAt(part, method, material, volume);
  const confidenceLevel = confidenceOf(part, cues, fitting.length > 0);
  const band = RANGE_BAND[confidenceLevel];
  const unitCostLow = Math.round(atVolume.unitCost * (1 - band.below) * 100) / 100;
  const unitCostHigh = Math.round(atVolume.unitCost * (1 + band.above) * 100) / 100;

  const suggestions: string[] = [];
  const toolingShare = atVolume.breakdown['Tooling (amortised)']! / Math.max(atVolume.unitCost, 0.01);
  if (toolingShare > 0.3) suggestions.push(`Tooling is ${Math.round(toolingShare * 100)}% of the unit cost at ${count(volume)} units: a larger first order or a cheaper tool (aluminium, family mould, soft tooling) lowers it.`);
  const materialShare = atVolume.breakdown.Materials! / Math.max(atVolume.unitCost, 0.01);
  if (materialShare > 0.35) suggestions.push(`Material is ${Math.round(materialShare * 100)}% of the cost: reduce wall thickness or core out solid sections${process.kind === 'subtractive' ? ', and start from a near-net-shape blank' : ''}.`);
  for (const other of fitting.slice(1)) {
    const alternative = unitCostAt(part, method, other, volume).unitCost;
    if (alternative < atVolume.unitCost * 0.9) suggestions.push(`${MATERIAL_LABELS[other]} would cost about ${money(alternative)} per unit instead of ${money(atVolume.unitCost)}.`);
  }
  const cheapest = compareMethods(designDetails, volume, method, materials)[0];
  if (cheapest && cheapest.method !== method && cheapest.unitCost < atVolume.unitCost * 0.7) {
    suggestions.push(`${MANUFACTURING_METHOD_LABELS[cheapest.method]} comes to about ${money(cheapest.unitCost)} per unit at this volume.`);
  }
  if (part.toleranceMm !== null && part.toleranceMm < process.toleranceMm) suggestions.push(`The ±${part.toleranceMm} mm tolerance adds machining and inspection time: keep it only on the features that mate.`);
  if (cues.features.length >= 2) suggestions.push(`Each feature (${cues.features.join(', ')}) adds time or tooling: remove those that do not serve the function.`);
  if (part.partCount > 4 && process.kind === 'assembly') suggestions.push(`Consolidating the ${part.partCount} parts (snap fits instead of screws) shortens assembly.`);
  suggestions.push(`Quote at ${count(volume)} and at the next break quantity: suppliers price in steps.`);

  return {
    estimatedCostRange: `${money(unitCostLow)} - ${money(unitCostHigh)} per unit at ${count(volume)} units`,
    breakdownByCategory: atVolume.breakdown,
    volumeDiscountThresholds: discountThresholds(cost, volume),
    costOptimizationSuggestions: suggestions,
    unitCostLow,
    unitCostHigh,
    toolingCost: atVolume.toolingCost,
    confidenceLevel,
    volumeCurve: volumeCurve(cost, volume),
    assumptions,
  };
}
