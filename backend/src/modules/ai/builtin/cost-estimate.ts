import { MANUFACTURING_METHOD_LABELS, MATERIAL_LABELS, methodTakes, type ManufacturingMethodId, type MaterialId } from '#shared/constants/ai-tools.ts';
import type { CostEstimationRequest, CostEstimationResult, CostFigure, ToolingOption } from '#shared/schemas/ai-schemas.ts';
import { formatCount, formatTwoDecimals } from '#shared/format/numbers.ts';
import type { BuiltinContext } from '../ai-engine.ts';
import { describeModelPart, describePart, discountThresholds, RANGE_BAND, unitCostAt, volumeCurve, type Part } from './cost-model.ts';
import { estimateBoard } from './electronics-estimate.ts';
import { assessConfidence, inSentence } from './estimate-confidence.ts';
import { compareMethods } from './feasibility-rules.ts';
import { MATERIAL_TABLE } from './material-table.ts';
import { SOFT_TOOLING_MAX_VOLUME, TOOL_MATERIALS, toolMaterialFor, type ToolMaterial } from './mould-tooling.ts';
import { PROCESS_TABLE } from './process-table.ts';
import { readCues, type TextCues } from './text-cues.ts';

const money = (value: number) => `$${formatTwoDecimals(value)}`;
const count = formatCount;
const oneDecimal = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = (value: number) => Math.round(value).toLocaleString('en-US');


/** Says the estimate used the model's measurements, and which. */
function modelAssumption(part: Part, fileName: string | undefined): string {
  const [a, b, c] = part.dimensionsMm;
  const measured = [
    `${oneDecimal(a)} × ${oneDecimal(b)} × ${oneDecimal(c)} mm bounding box (${part.sizeClass.label} machine and mould size)`,
    `${oneDecimal(part.volumeCm3)} cm³ of material`,
    part.surfaceCm2 !== null && `${whole(part.surfaceCm2)} cm² of surface to finish`,
  ].filter(Boolean);
  return `Costed from the 3D model${fileName ? ` ${fileName}` : ''}: ${measured.join(', ')}.`;
}

/** Processes that need a mould or die: the estimate compares tooling choices for them. */
const TOOLED: ManufacturingMethodId[] = ['injection_molding', 'die_casting', 'urethane_casting'];
/** How the options table names a process that needs no mould. */
const UNTOOLED_NAMES: Partial<Record<ManufacturingMethodId, string>> = { cnc_machining: 'CNC machined', sls_printing: 'SLS/MJF printed', fdm_printing: 'FDM printed', sla_printing: 'SLA printed' };
/** Above this volume no tooling alternative to a mould is worth listing. */
const ALTERNATIVES_MAX_VOLUME = 2000;

interface Costing {
  part: Part;
  method: ManufacturingMethodId;
  material: MaterialId;
}

/** The material another process would make the part in: the member's when it takes it, else the nearest it does. */
function materialForAlternative(method: ManufacturingMethodId, material: MaterialId): MaterialId {
  if (methodTakes(method, material)) return material;
  if (method === 'cnc_machining') return MATERIAL_TABLE[material].density > 2 ? 'aluminum_6061' : 'abs';
  return PROCESS_TABLE[method].defaultMaterial;
}

/**
 * The tooling choices at this volume: the member's process with each tool material that makes sense
 * (soft aluminium, P20, hardened steel), and at low volume the processes that need little or no
 * tooling (silicone moulds, CNC, powder-bed printing). The chosen one is the member's process with the
 * tool material the volume calls for.
 */
function toolingOptionsFor(chosen: Costing, describe: (method: ManufacturingMethodId, material: MaterialId) => Part, volume: number): ToolingOption[] {
  const { method, material, part } = chosen;
  const chosenTool = toolMaterialFor(method, volume);
  const variants: ToolMaterial[] =
    method === 'injection_molding'
      ? (['aluminium', 'p20', 'h13'] as const).filter((tool) => tool === chosenTool || (tool === 'aluminium' ? volume <= 25_000 : tool === 'p20' ? volume <= 1_000_000 : volume >= 100_000))
      : [chosenTool];
  const options: ToolingOption[] = variants.map((tool) => {
    const cost = unitCostAt(part, method, material, volume, tool);
    return {
      option: cost.tooling.label,
      method,
      toolingCost: cost.toolingCost,
      unitCost: cost.unitCost,
      basis: `${cost.tooling.basis}; first parts in ${cost.tooling.leadWeeks} weeks`,
      chosen: tool === chosenTool,
    };
  });

  const alternatives: ManufacturingMethodId[] = [];
  const largest = part.dimensionsMm[0];
  if (method === 'injection_molding' && volume <= ALTERNATIVES_MAX_VOLUME) {
    if (volume <= 1000) alternatives.push('urethane_casting');
    if (volume <= 500) alternatives.push('cnc_machining');
    if (largest <= PROCESS_TABLE.sls_printing.maxDimensionMm) alternatives.push('sls_printing');
  } else if (method === 'die_casting' && volume <= ALTERNATIVES_MAX_VOLUME) {
    alternatives.push('cnc_machining');
  } else if (method === 'urethane_casting') {
    if (volume >= 50) alternatives.push('injection_molding');
    if (largest <= PROCESS_TABLE.sls_printing.maxDimensionMm && volume <= 1000) alternatives.push('sls_printing');
  }
  for (const other of alternatives) {
    const otherMaterial = materialForAlternative(other, material);
    const cost = unitCostAt(describe(other, otherMaterial), other, otherMaterial, volume);
    const tooled = cost.tooling.toolMaterial === 'aluminium' || cost.tooling.toolMaterial === 'silicone';
    const name = MANUFACTURING_METHOD_LABELS[other];
    const weeks = PROCESS_TABLE[other].leadTime.firstPartsWeeks;
    options.push({
      option: tooled ? cost.tooling.label : `No mould: ${UNTOOLED_NAMES[other] ?? name} in ${MATERIAL_LABELS[otherMaterial]}`,
      method: other,
      toolingCost: cost.toolingCost,
      unitCost: cost.unitCost,
      basis: tooled
        ? `${cost.tooling.basis}; first parts in ${cost.tooling.leadWeeks} weeks`
        : `${cost.toolingCost > 0 ? `${money(cost.toolingCost)} of fixtures and programming` : 'No tooling'}; ${inSentence(name)}, first parts in about ${weeks} week${weeks === 1 ? '' : 's'}`,
      chosen: false,
    });
  }
  return options;
}

/** Advice that fits how the part is made: material share, tooling share, tolerances, features. */
function suggestionsFor(chosen: Costing, cues: TextCues, atVolume: ReturnType<typeof unitCostAt>, volume: number, options: ToolingOption[]): string[] {
  const { part, method } = chosen;
  const process = PROCESS_TABLE[method];
  const suggestions: string[] = [];
  const chosenOption = options.find((option) => option.chosen);
  const cheapest = [...options].sort((a, b) => a.unitCost - b.unitCost)[0];
  if (chosenOption && cheapest && !cheapest.chosen && cheapest.unitCost < chosenOption.unitCost * 0.9) {
    suggestions.push(
      `At ${count(volume)} units, ${inSentence(cheapest.option)} comes to about ${money(cheapest.unitCost)} per unit (tooling ${money(cheapest.toolingCost)}) against ${money(chosenOption.unitCost)} with the ${inSentence(chosenOption.option)}.`,
    );
  } else if (chosenOption && options.length > 1) {
    const others = options.filter((option) => !option.chosen).map((option) => `${inSentence(option.option)} ${money(option.unitCost)}`);
    suggestions.push(`At ${count(volume)} units the ${inSentence(chosenOption.option)} is the cheapest way compared (${money(chosenOption.unitCost)} per unit; ${others.join(', ')}).`);
  }
  const toolingShare = atVolume.breakdown['Tooling (amortised)']! / Math.max(atVolume.unitCost, 0.01);
  if (toolingShare > 0.3) {
    suggestions.push(
      method === 'injection_molding' && volume <= SOFT_TOOLING_MAX_VOLUME
        ? `Tooling is ${Math.round(toolingShare * 100)}% of the unit cost at ${count(volume)} units, already with soft (aluminium) tooling: a larger first order${part.pieces > 1 ? ', fewer pieces (combine parts)' : ''}${part.features.includes('undercuts') ? ', undercuts redesigned to release without side actions' : ''} or a simpler part lowers it.`
        : atVolume.tooling.toolMaterial === 'silicone'
          ? `Tooling is ${Math.round(toolingShare * 100)}% of the unit cost at ${count(volume)} units: silicone moulds last about 25 castings, so the moulds grow with the quantity; an aluminium injection mould pays back from a few hundred units.`
          : `Tooling is ${Math.round(toolingShare * 100)}% of the unit cost at ${count(volume)} units: a larger first order${atVolume.tooling.cavities > 1 ? ', fewer cavities' : ''} or a simpler part${part.features.includes('undercuts') ? ' (undercuts that release without side actions)' : ''} lowers it.`,
    );
  }
  const materialShare = atVolume.breakdown.Materials! / Math.max(atVolume.unitCost, 0.01);
  if (materialShare > 0.35) {
    const how =
      process.kind === 'subtractive'
        ? 'start from a near-net-shape blank or a smaller stock size'
        : process.kind === 'sheet'
          ? 'use a thinner gauge or nest the flat pattern tighter on the sheet'
          : part.wallFrom !== 'assumed' && part.wallMm <= 2
            ? 'core out thick sections and hollow solid bosses'
            : 'thin the walls towards the process minimum, with ribs for stiffness, and core out thick sections';
    if (process.kind !== 'assembly' && process.kind !== 'electronics') suggestions.push(`Material is ${Math.round(materialShare * 100)}% of the cost: ${how}.`);
  }
  if (part.toleranceMm !== null && part.toleranceMm < process.toleranceMm) suggestions.push(`The ±${part.toleranceMm} mm tolerance adds machining and inspection time: keep it only on the features that mate.`);
  if (cues.features.length >= 2) suggestions.push(`Each feature (${cues.features.join(', ')}) adds time or tooling: remove those that do not serve the function.`);
  if (part.partCount > 4 && process.kind === 'assembly') suggestions.push(`Consolidating the ${part.partCount} parts (snap fits instead of screws) shortens assembly.`);
  return suggestions;
}

/**
 * Cost estimation. A board (the process is PCB assembly, or a bill of materials came with the request)
 * goes to the electronics estimate. A mechanical part is read from its 3D model when one is given, else
 * from the design details; costed in the first chosen material the process takes, at the volume asked and
 * along the volume curve, with the tooling choices for moulded and cast parts and every figure's source.
 */
export function estimateCost(input: CostEstimationRequest, context?: BuiltinContext): CostEstimationResult {
  const { designDetails, materials, manufacturingMethod: method, volume, geometry } = input;
  const process = PROCESS_TABLE[method];
  if (process.kind === 'electronics' || context?.bom) return estimateBoard(input, context?.bom);

  const fitting = materials.filter((id) => methodTakes(method, id));
  const material: MaterialId = fitting[0] ?? process.defaultMaterial;
  const cues = readCues(designDetails);
  const describe = (forMethod: ManufacturingMethodId, forMaterial: MaterialId) =>
    geometry
      ? describeModelPart(geometry, cues, MATERIAL_TABLE[forMaterial], PROCESS_TABLE[forMethod])
      : describePart(cues, MATERIAL_TABLE[forMaterial], PROCESS_TABLE[forMethod]);
  const part = describe(method, material);
  const assumptions = [...part.assumptions];
  if (geometry) assumptions.unshift(modelAssumption(part, input.sourceFileName));
  if (!fitting.length) assumptions.push(`${MANUFACTURING_METHOD_LABELS[method]} does not use ${materials.map((id) => MATERIAL_LABELS[id]).join(' or ')}: costed in ${MATERIAL_LABELS[material]}, its usual material.`);
  assumptions.push(`Complexity read as ${part.complexity} of 10${cues.features.length ? ` (${cues.features.join(', ')})` : ''}; part mass about ${Math.round(part.massKg * 1000)} g in ${MATERIAL_LABELS[material]}.`);
  assumptions.push("Prices exclude shipping, duties, finishing beyond deburring and the supplier's minimum order charges.");

  const cost = (quantity: number) => unitCostAt(part, method, material, quantity).unitCost;
  const atVolume = unitCostAt(part, method, material, volume);
  const confidence = assessConfidence({ part, cues, method, material, materialFits: fitting.length > 0, volume, fromModel: geometry !== undefined });
  const band = RANGE_BAND[confidence.level];
  const unitCostLow = Math.round(atVolume.unitCost * (1 - band.below) * 100) / 100;
  const unitCostHigh = Math.round(atVolume.unitCost * (1 + band.above) * 100) / 100;

  const chosen: Costing = { part, method, material };
  const toolingOptions = TOOLED.includes(method) ? toolingOptionsFor(chosen, describe, volume) : [];
  const suggestions = suggestionsFor(chosen, cues, atVolume, volume, toolingOptions);
  for (const other of fitting.slice(1)) {
    const alternative = unitCostAt(describe(method, other), method, other, volume).unitCost;
    if (alternative < atVolume.unitCost * 0.9) suggestions.push(`${MATERIAL_LABELS[other]} would cost about ${money(alternative)} per unit instead of ${money(atVolume.unitCost)}.`);
  }
  if (!TOOLED.includes(method)) {
    const cheapest = compareMethods(designDetails, volume, method, materials)[0];
    if (cheapest && cheapest.method !== method && cheapest.unitCost < atVolume.unitCost * 0.7) {
      suggestions.push(`${MANUFACTURING_METHOD_LABELS[cheapest.method]} comes to about ${money(cheapest.unitCost)} per unit at this volume.`);
    }
  }
  suggestions.push(`Quote at ${count(volume)} and at the next break quantity: suppliers price in steps.`);

  const figures: CostFigure[] = [
    ...part.figures,
    fitting.length
      ? { label: 'Material', value: MATERIAL_LABELS[material], source: 'description' }
      : { label: 'Material', value: `${MATERIAL_LABELS[material]} (the process's usual material)`, source: 'assumed' },
  ];
  const tool = atVolume.tooling;
  if (tool.toolMaterial !== 'none' && tool.toolMaterial !== 'fixture') {
    figures.push({ label: 'Tool material', value: `${TOOL_MATERIALS[tool.toolMaterial].label} (for ${count(volume)} units)`, source: 'assumed' });
    figures.push({ label: 'Cavities', value: String(tool.cavities), source: 'assumed' });
  }

  return {
    estimatedCostRange: `${money(unitCostLow)} - ${money(unitCostHigh)} per unit at ${count(volume)} units`,
    breakdownByCategory: atVolume.breakdown,
    volumeDiscountThresholds: discountThresholds(cost, volume),
    costOptimizationSuggestions: suggestions,
    unitCostLow,
    unitCostHigh,
    toolingCost: atVolume.toolingCost,
    confidenceLevel: confidence.level,
    volumeCurve: volumeCurve(cost, volume),
    assumptions,
    breakdown: atVolume.lines,
    figures,
    confidenceReasons: confidence.reasons,
    raiseConfidence: confidence.raise,
    components: [],
    toolingOptions,
  };
}
