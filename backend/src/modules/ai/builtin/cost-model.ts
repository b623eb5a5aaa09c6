import { MATERIAL_LABELS, type ManufacturingMethodId, type MaterialId } from '#shared/constants/ai-tools.ts';
import type { CostFigure, CostGeometry, CostLine, Level } from '#shared/schemas/ai-schemas.ts';
import { formatCount } from '#shared/format/numbers.ts';
import { MATERIAL_TABLE, pricePerKg, type MaterialSpec } from './material-table.ts';
import { planTooling, type ToolingPlan, type ToolMaterial } from './mould-tooling.ts';
import { ASSEMBLY_MINUTES_PER_PART, PCB, PROCESS_TABLE, SHEET, type ProcessSpec } from './process-table.ts';
import type { TextCues } from './text-cues.ts';

/** Defaults when the description gives no size: a hand-held product part. */
export const DEFAULT_DIMENSIONS_MM: [number, number, number] = [100, 60, 30];
export const DEFAULT_WALL_MM = 2.5;
/** A machined or cast solid part fills about this much of its bounding box (pockets, holes, fillets). */
const SOLID_FILL = 0.45;
/** Below this fill of its bounding box a modelled part is a shell, and its wall can be read from the model. */
const SHELL_FILL = 0.4;
/** Bounds on a wall read from a model: thinner or thicker is a measurement artefact, not a wall. */
const WALL_BOUNDS_MM = { min: 0.5, max: 12 } as const;
/** CNC stock is the envelope plus facing and clamping allowance. */
const STOCK_ALLOWANCE = 1.2;
/** Quality control and packing as a share of the direct cost; supplier overhead and margin on top. */
const QA_SHARE = 0.03;
/** Zinc hot-chamber die casting against the aluminium cold-chamber figures of the process table. */
const ZINC_HOT_CHAMBER = { rateFactor: 0.7, baseMinutes: 0.35 } as const;
const OVERHEAD_SHARE = 0.15;

export interface Part {
  dimensionsMm: [number, number, number];
  /** cm³ of material in the finished part (all its pieces). */
  volumeCm3: number;
  /** cm³ of the bounding box. */
  envelopeCm3: number;
  wallMm: number;
  massKg: number;
  /** Parts a hand assembly joins. */
  partCount: number;
  /** Separate pieces one unit is made of (a two-half housing: 2), each moulded or machined on its own. */
  pieces: number;
  /** Bends of a sheet-metal part (read, or 2 for a bracket and 4 for a shell). */
  bends: number;
  /** 1-10: 5 is an ordinary part; features and tight tolerances push it up. */
  complexity: number;
  toleranceMm: number | null;
  features: string[];
  assumptions: string[];
  /** cm² of surface, when a model measured it (finishing scales with it); null: read from the text. */
  surfaceCm2: number | null;
  /** The machine or mould size the part needs. */
  sizeClass: SizeClass;
  /** The figures the part rests on, each with where it came from. */
  figures: CostFigure[];
  /** What the size and the material volume came from. */
  sizeFrom: 'model' | 'description' | 'assumed';
  volumeFrom: 'model' | 'description' | 'assumed';
  wallFrom: 'model' | 'description' | 'assumed';
}

/**
 * Machine beds and mould bases come in sizes: a larger part needs a larger (dearer) machine, a larger
 * mould base and a longer setup. Keyed on the part's largest dimension. Presses: a 450 mm housing needs
 * 500-800 t, whose hourly rate is about twice a 100 t press's.
 */
export const SIZE_CLASSES = [
  { id: 'small', label: 'small', upToMm: 100, setupFactor: 0.9, pressRateFactor: 0.7 },
  { id: 'medium', label: 'medium', upToMm: 300, setupFactor: 1, pressRateFactor: 1 },
  { id: 'large', label: 'large', upToMm: 600, setupFactor: 1.3, pressRateFactor: 1.8 },
  { id: 'extra_large', label: 'extra-large', upToMm: Number.POSITIVE_INFINITY, setupFactor: 1.7, pressRateFactor: 2.6 },
] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];
export const sizeClassOf = (largestMm: number): SizeClass => SIZE_CLASSES.find((size) => largestMm <= size.upToMm) ?? SIZE_CLASSES[3];

/** The surface of the default part (DEFAULT_DIMENSIONS_MM as a box), cm²: finishing is priced for about this much. */
const REFERENCE_SURFACE_CM2 = 216;
/** Finishing grows with the surface to finish, less than in proportion (fixtures, handling), within these bounds. */
export const finishingAreaFactor = (surfaceCm2: number | null) =>
  surfaceCm2 === null ? 1 : Math.min(4, Math.max(0.4, Math.sqrt(surfaceCm2 / REFERENCE_SURFACE_CM2)));

const oneDecimal = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const shortNumber = (value: number) => Number(value.toFixed(value < 10 ? 1 : 0)).toLocaleString('en-US');
const sizeText = ([a, b, c]: [number, number, number]) => `${shortNumber(a)} × ${shortNumber(b)} × ${shortNumber(c)} mm`;
const massText = (kg: number) => (kg < 1 ? `${Math.round(kg * 1000)} g` : `${kg.toFixed(2)} kg`);

/** A closed box's surface, mm²: what a shell of that size is made of. */
const boxSurfaceMm2 = ([a, b, c]: [number, number, number]) => 2 * (a * b + b * c + a * c);

/** 1 + 6 % per complexity step above 5 (0.76 for the simplest part, 1.3 for the most intricate). */
export const complexityFactor = (complexity: number) => 0.7 + 0.06 * complexity;

function complexityOf(cues: TextCues, dimensionsMm: [number, number, number], process: ProcessSpec): number {
  const tight = cues.toleranceMm !== undefined && cues.toleranceMm < process.toleranceMm;
  return Math.min(10, 4 + cues.features.length + (tight ? 1 : 0) + (Math.max(...dimensionsMm) > process.maxDimensionMm ? 1 : 0));
}

/** The figures every part states: tolerance, pieces or parts to join, complexity. */
function commonFigures(cues: TextCues, process: ProcessSpec): CostFigure[] {
  const figures: CostFigure[] = [
    cues.toleranceMm !== undefined
      ? { label: 'Tightest tolerance', value: `±${cues.toleranceMm} mm`, source: 'description' }
      : { label: 'Tolerance', value: `±${process.toleranceMm} mm (the process standard)`, source: 'assumed' },
  ];
  if (process.kind === 'assembly') {
    figures.push(cues.partCount !== undefined ? { label: 'Parts to join', value: String(cues.partCount), source: 'description' } : { label: 'Parts to join', value: '8', source: 'assumed' });
  } else if (process.kind !== 'electronics') {
    figures.push(
      cues.pieceCount !== undefined
        ? { label: 'Pieces per unit', value: `${cues.pieceCount} (each its own ${process.kind === 'formative' ? 'tool' : 'setup'})`, source: 'description' }
        : { label: 'Pieces per unit', value: '1', source: 'assumed' },
    );
  }
  if (cues.features.length) figures.push({ label: 'Features', value: cues.features.join(', '), source: 'description' });
  return figures;
}

/** The part the description describes, with every default it had to assume written down. */
export function describePart(cues: TextCues, material: MaterialSpec, process: ProcessSpec): Part {
  const assumptions: string[] = [];
  const dimensionsMm = cues.dimensionsMm ?? DEFAULT_DIMENSIONS_MM;
  const sizeFrom = cues.dimensionsMm ? 'description' : 'assumed';
  if (!cues.dimensionsMm) assumptions.push(`No size given: assumed a ${DEFAULT_DIMENSIONS_MM.join(' x ')} mm part (hand-held product scale).`);
  const envelopeCm3 = (dimensionsMm[0] * dimensionsMm[1] * dimensionsMm[2]) / 1000;
  const wallMm = cues.wallMm ?? (process.kind === 'sheet' ? 1.5 : DEFAULT_WALL_MM);
  const wallFrom = cues.wallMm !== undefined ? 'description' : 'assumed';
  // A wall named makes the part a shell: its material is the wall, not the box.
  const shell = cues.shell || cues.wallMm !== undefined || process.kind === 'sheet';
  let volumeCm3: number;
  let volumeFrom: Part['volumeFrom'];
  if (cues.massGrams) {
    volumeCm3 = cues.massGrams / material.density;
    volumeFrom = 'description';
  } else if (shell) {
    volumeCm3 = Math.min(envelopeCm3, (boxSurfaceMm2(dimensionsMm) * wallMm) / 1000);
    volumeFrom = sizeFrom === 'description' && wallFrom === 'description' ? 'description' : 'assumed';
    if (wallFrom === 'assumed') assumptions.push(`No wall thickness given: assumed ${wallMm} mm walls.`);
  } else {
    volumeCm3 = envelopeCm3 * SOLID_FILL;
    volumeFrom = 'assumed';
    assumptions.push(`Solid part: assumed it fills ${SOLID_FILL * 100}% of its ${shortNumber(envelopeCm3)} cm³ bounding box.`);
  }
  const massKg = (volumeCm3 * material.density) / 1000;
  const partCount = cues.partCount ?? 8;
  if (process.kind === 'assembly' && !cues.partCount) assumptions.push('No part count given: assumed 8 parts to join.');
  const pieces = process.kind === 'assembly' || process.kind === 'electronics' ? 1 : (cues.pieceCount ?? 1);

  const figures: CostFigure[] = [{ label: 'Size', value: sizeText(dimensionsMm), source: sizeFrom }];
  if (shell && !cues.massGrams) figures.push({ label: 'Wall thickness', value: `${wallMm} mm`, source: wallFrom });
  if (process.kind !== 'assembly' && process.kind !== 'electronics') {
    figures.push({ label: 'Material volume', value: `${shortNumber(volumeCm3)} cm³${shell || cues.massGrams ? '' : ` (${SOLID_FILL * 100}% of the bounding box)`}`, source: volumeFrom });
    figures.push({ label: 'Mass', value: `${massText(massKg)} in ${MATERIAL_LABELS[material.id]}`, source: volumeFrom });
  }
  figures.push(...commonFigures(cues, process));

  const bends = cues.bendCount ?? (cues.shell ? SHEET.defaultBends.shell : SHEET.defaultBends.bracket);
  if (process.kind === 'sheet') figures.push({ label: 'Bends', value: String(bends), source: cues.bendCount !== undefined ? 'description' : 'assumed' });

  return {
    dimensionsMm, volumeCm3, envelopeCm3, wallMm, massKg, partCount, pieces, bends,
    complexity: complexityOf(cues, dimensionsMm, process), toleranceMm: cues.toleranceMm ?? null, features: cues.features,
    assumptions, surfaceCm2: null, sizeClass: sizeClassOf(dimensionsMm[0]), figures, sizeFrom, volumeFrom, wallFrom,
  };
}

/**
 * The part a CAD model measures: its bounding box for the size (and the machine or mould size class),
 * its volume times the material's density for the mass, its surface for finishing, and, for a shell,
 * the wall from volume and surface (a thin shell's volume is about half its surface times its wall).
 * The text still gives the features, tolerance and pieces. An open mesh has no volume: the solid-fill
 * rule stands in.
 */
export function describeModelPart(geometry: CostGeometry, cues: TextCues, material: MaterialSpec, process: ProcessSpec): Part {
  const { x, y, z } = geometry.boundingBoxMm;
  const dimensionsMm: [number, number, number] = [x, y, z].map((value) => Math.max(value, 0.1)).sort((a, b) => b - a) as [number, number, number];
  const fromText = describePart({ ...cues, dimensionsMm, massGrams: undefined }, material, process);
  const assumptions = fromText.assumptions.filter((line) => !line.startsWith('Solid part:') && !line.startsWith('No wall thickness'));
  const figures: CostFigure[] = [{ label: 'Size', value: sizeText(dimensionsMm), source: 'model' }];
  const hasVolume = geometry.volumeMm3 !== null && geometry.volumeMm3 > 0;
  const surfaceCm2 = geometry.surfaceAreaMm2 > 0 ? geometry.surfaceAreaMm2 / 100 : null;

  let volumeCm3: number;
  let volumeFrom: Part['volumeFrom'];
  let wallMm = fromText.wallMm;
  let wallFrom = fromText.wallFrom;
  if (hasVolume) {
    volumeCm3 = Math.min(geometry.volumeMm3! / 1000, fromText.envelopeCm3);
    volumeFrom = 'model';
    const shell = volumeCm3 / fromText.envelopeCm3 < SHELL_FILL;
    if (cues.wallMm !== undefined) {
      figures.push({ label: 'Wall thickness', value: `${cues.wallMm} mm`, source: 'description' });
    } else if (shell && surfaceCm2 !== null) {
      const estimated = (2 * geometry.volumeMm3!) / geometry.surfaceAreaMm2;
      wallMm = Math.min(WALL_BOUNDS_MM.max, Math.max(WALL_BOUNDS_MM.min, estimated));
      wallFrom = 'model';
      const bounded = wallMm !== estimated ? ` (bounded to ${WALL_BOUNDS_MM.min}-${WALL_BOUNDS_MM.max} mm)` : '';
      figures.push({ label: 'Wall thickness', value: `${oneDecimal(wallMm)} mm, estimated from the model's volume and surface area${bounded}`, source: 'model' });
    } else if (!shell) {
      figures.push({ label: 'Wall thickness', value: 'Solid part (no uniform wall)', source: 'model' });
    }
  } else {
    volumeCm3 = fromText.envelopeCm3 * SOLID_FILL;
    volumeFrom = 'assumed';
    assumptions.push(`The model is not a closed solid, so it has no volume: assumed it fills ${SOLID_FILL * 100}% of its bounding box.`);
    if (cues.wallMm === undefined) wallFrom = 'assumed';
  }
  const massKg = (volumeCm3 * material.density) / 1000;
  if (process.kind !== 'assembly' && process.kind !== 'electronics') {
    figures.push({ label: 'Material volume', value: `${shortNumber(volumeCm3)} cm³`, source: volumeFrom });
    figures.push({ label: 'Mass', value: `${massText(massKg)} in ${MATERIAL_LABELS[material.id]}`, source: volumeFrom });
  }
  if (surfaceCm2 !== null) figures.push({ label: 'Surface area', value: `${formatCount(Math.round(surfaceCm2))} cm²`, source: 'model' });
  figures.push(...commonFigures(cues, process));

  return { ...fromText, volumeCm3, massKg, wallMm, assumptions, surfaceCm2, figures, sizeFrom: 'model', volumeFrom, wallFrom };
}

/** Each halving of the tolerance below what the process holds adds 60 % to its time (finer passes, inspection). */
export function toleranceFactor(toleranceMm: number | null, process: ProcessSpec): number {
  if (toleranceMm === null || toleranceMm >= process.toleranceMm) return 1;
  return 1 + 0.6 * Math.log2(process.toleranceMm / Math.max(toleranceMm, 0.001));
}

/**
 * Wright's law: the average time per part over the first `quantity` parts, relative to the first,
 * from the continuous approximation of the cumulative curve; machine-paced work levels off (floor).
 */
export function learningFactor(quantity: number, rate: number): number {
  const b = Math.log2(rate);
  const average = ((quantity + 0.5) ** (b + 1) - 0.5 ** (b + 1)) / ((b + 1) * quantity);
  return Math.max(0.5, Math.min(1, average));
}

export interface UnitCost {
  /** The breakdown's lines, each with its basis. */
  lines: CostLine[];
  /** USD per unit by category, at the volume asked (the same figures as `lines`). */
  breakdown: Record<string, number>;
  unitCost: number;
  /** USD for all the tools the volume needs (moulds wear out: a second set past their life). */
  toolingCost: number;
  tooling: ToolingPlan;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const money = (value: number) => `$${value < 100 ? value.toFixed(2) : formatCount(Math.round(value))}`;
const minutes = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0));

/** One piece of the part as its tool sees it: a two-half housing's halves each have half the depth. */
const pieceDimensions = (part: Part): [number, number, number] => [part.dimensionsMm[0], part.dimensionsMm[1], part.dimensionsMm[2] / part.pieces];

/** The cost of one part at `volume`, by category, each line with what it was computed from. */
export function unitCostAt(part: Part, processId: ManufacturingMethodId, materialId: MaterialId, volume: number, toolMaterial?: ToolMaterial): UnitCost {
  const process = PROCESS_TABLE[processId];
  const material = MATERIAL_TABLE[materialId];
  const materialLabel = MATERIAL_LABELS[materialId];
  const tooling = planTooling(processId, materialId, {
    dimensionsMm: pieceDimensions(part),
    undercuts: part.features.includes('undercuts'),
    textured: part.features.includes('textured or cosmetic surfaces'),
    tightTolerance: part.toleranceMm !== null && part.toleranceMm < process.toleranceMm,
    inserts: part.features.includes('inserts or overmoulding'),
  }, part.pieces, volume, toolMaterial);
  const cavities = tooling.cavities;
  const effort = complexityFactor(part.complexity) * toleranceFactor(part.toleranceMm, process);
  let rate = process.ratePerHour;

  let materials: number;
  let materialsBasis: string;
  let processingMinutes: number;
  let processingBasis: string;
  if (process.kind === 'electronics') {
    const areaCm2 = (part.dimensionsMm[0] * part.dimensionsMm[1]) / 100;
    const placements = areaCm2 * PCB.placementsPerCm2 * complexityFactor(part.complexity);
    // Bare boards get cheaper with panel quantity (about 1/sqrt of the order size, flattening past 10k).
    const fab = Math.max(PCB.fabMinimumPerBoard, areaCm2 * PCB.fabPerCm2) * (1 + 8 / Math.sqrt(Math.min(volume, 10_000)));
    materials = fab + placements * PCB.placementCost;
    materialsBasis = `Bare board ${shortNumber(areaCm2)} cm² at ${money(fab)} and ${Math.round(placements)} placements at ${money(PCB.placementCost)}`;
    processingMinutes = process.cycle.baseMinutes + placements * 0.02;
    processingBasis = `${minutes(processingMinutes)} min of line time at $${rate}/h`;
  } else if (process.kind === 'assembly') {
    materials = part.partCount * 0.05;
    materialsBasis = `Fasteners, labels and adhesive, $0.05 for each of ${part.partCount} parts`;
    processingMinutes = process.cycle.baseMinutes + part.partCount * ASSEMBLY_MINUTES_PER_PART;
    processingBasis = `${minutes(processingMinutes)} min (${process.cycle.baseMinutes} min handling + ${ASSEMBLY_MINUTES_PER_PART} min a part) at $${rate}/h`;
  } else {
    const perKg = pricePerKg(material, processId);
    const bought = process.kind === 'subtractive' ? (part.envelopeCm3 * STOCK_ALLOWANCE * material.density) / 1000 : part.massKg / process.utilisation;
    materials = bought * perKg;
    materialsBasis =
      process.kind === 'subtractive'
        ? `${massText(bought)} of ${materialLabel} stock (bounding box + ${Math.round((STOCK_ALLOWANCE - 1) * 100)} %) at $${perKg.toFixed(2)}/kg`
        : `${massText(part.massKg)} ${materialLabel} at $${perKg.toFixed(2)}/kg, ${Math.round(process.utilisation * 100)} % yield`;
    if (process.kind === 'subtractive') {
      const machinedCm3 = Math.max(0, part.envelopeCm3 * STOCK_ALLOWANCE - part.volumeCm3) * (100 / material.machinability);
      processingMinutes = process.cycle.baseMinutes * part.pieces + machinedCm3 * process.cycle.minutesPerCm3;
      processingBasis = `${minutes(processingMinutes)} min machining (machinability ${material.machinability}) at $${rate}/h`;
    } else if (process.kind === 'sheet') {
      const [a, b, c] = part.dimensionsMm;
      const outlineM = (2 * (a + b + 2 * c)) / 1000;
      const hardware = part.features.includes('inserts or overmoulding') ? SHEET.hardwareMinutes : 0;
      const welding = part.features.includes('welds') ? SHEET.weldMinutes : 0;
      processingMinutes = process.cycle.baseMinutes + outlineM * SHEET.cutMinutesPerMetre + part.bends * SHEET.bendMinutes * (1 + a / 300) + hardware + welding;
      processingBasis = `${minutes(processingMinutes)} min (${outlineM.toFixed(2)} m laser cut, ${part.bends} bends${hardware ? ', hardware' : ''}${welding ? ', welding' : ''}, handling) at $${rate}/h`;
    } else if (process.kind === 'formative' && processId !== 'urethane_casting') {
      // Moulding and casting: cooling time grows with the square of the wall; a larger part needs a larger press.
      rate *= part.sizeClass.pressRateFactor;
      // Zinc casts in hot-chamber machines: faster cycles on smaller, cheaper machines than aluminium's cold chamber.
      const zinc = processId === 'die_casting' && materialId === 'zinc_zamak3';
      if (zinc) rate *= ZINC_HOT_CHAMBER.rateFactor;
      const cooling = (2 * part.wallMm ** 2) / 60;
      const shot = (zinc ? ZINC_HOT_CHAMBER.baseMinutes : process.cycle.baseMinutes) + cooling + (part.volumeCm3 / part.pieces) * process.cycle.minutesPerCm3;
      processingMinutes = (shot * part.pieces) / cavities;
      processingBasis = `${minutes(shot)} min cycle${part.pieces > 1 ? ` × ${part.pieces} pieces` : ''} at $${Math.round(rate)}/h (${part.sizeClass.label} ${processId === 'die_casting' ? 'die-casting machine' : 'press'}), ${cavities} cavit${cavities === 1 ? 'y' : 'ies'}`;
    } else {
      processingMinutes = process.cycle.baseMinutes * part.pieces + part.volumeCm3 * process.cycle.minutesPerCm3;
      processingBasis = `${minutes(processingMinutes)} min at $${rate}/h`;
    }
  }
  const learning = learningFactor(volume, process.learningRate);
  const processing = (processingMinutes / 60) * rate * effort * learning;
  // Without a model, the surface to finish is the bounding box's.
  const surfaceCm2 = part.surfaceCm2 ?? boxSurfaceMm2(part.dimensionsMm) / 100;
  const finishing = process.finishingPerPart * part.pieces * complexityFactor(part.complexity) * finishingAreaFactor(surfaceCm2);
  processingBasis += `, complexity ${part.complexity}/10${effort !== complexityFactor(part.complexity) ? ' and the tolerance' : ''}${learning < 0.995 ? `, learning curve ×${learning.toFixed(2)}` : ''}; finishing ${money(finishing)}`;

  const toolingPerUnit = tooling.cost / volume;
  const batches = Math.ceil(volume / process.batchSize);
  const setupPerBatch = (process.setupPerBatch + (process.kind === 'sheet' ? SHEET.bendSetup * part.bends : 0)) * part.sizeClass.setupFactor;
  const setup = (setupPerBatch * part.pieces * batches) / volume;
  const direct = materials + processing + finishing;
  // Moulded and cast parts are checked by sampling, machined and printed ones each.
  const inspection = part.toleranceMm !== null && part.toleranceMm < 0.05 ? 1.5 : process.kind === 'formative' ? 0.02 : 0.1;
  const qa = direct * QA_SHARE + inspection;
  const overhead = (direct + qa + setup) * OVERHEAD_SHARE;

  const lines: CostLine[] = [
    { category: 'Materials', unitCost: round2(materials), basis: materialsBasis },
    { category: 'Processing', unitCost: round2(processing + finishing), basis: processingBasis },
    { category: 'Tooling (amortised)', unitCost: round2(toolingPerUnit), basis: tooling.basis },
    {
      category: 'Setup',
      unitCost: round2(setup),
      basis: `$${Math.round(setupPerBatch)} a batch of up to ${formatCount(process.batchSize)}${part.pieces > 1 ? ` per piece × ${part.pieces}` : ''}, ${batches} batch${batches === 1 ? '' : 'es'} over ${formatCount(volume)} units`,
    },
    { category: 'Quality & packing', unitCost: round2(qa), basis: `${QA_SHARE * 100} % of the direct cost + $${inspection.toFixed(2)} inspection` },
    { category: 'Overhead & margin', unitCost: round2(overhead), basis: `${OVERHEAD_SHARE * 100} % of the cost above (supplier overhead and margin)` },
  ];
  const breakdown = Object.fromEntries(lines.map((line) => [line.category, line.unitCost]));
  const unitCost = round2(lines.reduce((sum, line) => sum + line.unitCost, 0));
  return { lines, breakdown, unitCost, toolingCost: Math.round(tooling.cost), tooling };
}

/** How wide the range is around the middle figure: vaguer input, wider range (skewed up: early estimates run low). */
export const RANGE_BAND: Record<Level, { below: number; above: number }> = {
  high: { below: 0.1, above: 0.15 },
  medium: { below: 0.18, above: 0.28 },
  low: { below: 0.3, above: 0.5 },
};

/** Standard quantities where suppliers re-quote. */
const PRICE_BREAKS = [10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 5_000_000];

/** Unit cost at log-spaced volumes from 1 to at least ten times the volume asked (the volume itself included). */
export function volumeCurve(cost: (volume: number) => number, volume: number): Array<{ volume: number; unitCost: number }> {
  const top = Math.max(volume * 10, 1000);
  const points = [1, ...PRICE_BREAKS.filter((quantity) => quantity <= top), volume];
  return [...new Set(points)].sort((a, b) => a - b).map((quantity) => ({ volume: quantity, unitCost: cost(quantity) }));
}

/** Break quantities above the volume asked where the unit cost drops at least 5 % more (up to four). */
export function discountThresholds(cost: (volume: number) => number, volume: number): Record<string, number> {
  const thresholds: Record<string, number> = {};
  let last = cost(volume);
  for (const quantity of PRICE_BREAKS) {
    if (quantity <= volume || Object.keys(thresholds).length >= 4) continue;
    const unit = cost(quantity);
    if (unit <= last * 0.95) {
      thresholds[String(quantity)] = unit;
      last = unit;
    }
  }
  return thresholds;
}
