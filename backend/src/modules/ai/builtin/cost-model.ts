import type { ManufacturingMethodId, MaterialId } from '#shared/constants/ai-tools.ts';
import type { CostGeometry, Level } from '#shared/schemas/ai-schemas.ts';
import { MATERIAL_TABLE, pricePerKg, type MaterialSpec } from './material-table.ts';
import { ASSEMBLY_MINUTES_PER_PART, PCB, PROCESS_TABLE, type ProcessSpec } from './process-table.ts';
import type { TextCues } from './text-cues.ts';

/** Defaults when the description gives no size: a hand-held product part. */
export const DEFAULT_DIMENSIONS_MM: [number, number, number] = [100, 60, 30];
export const DEFAULT_WALL_MM = 2.5;
/** A machined or cast solid part fills about this much of its bounding box (pockets, holes, fillets). */
const SOLID_FILL = 0.45;
/** CNC stock is the envelope plus facing and clamping allowance. */
const STOCK_ALLOWANCE = 1.2;
/** Quality control and packing as a share of the direct cost; supplier overhead and margin on top. */
const QA_SHARE = 0.03;
const OVERHEAD_SHARE = 0.15;

export interface Part {
  dimensionsMm: [number, number, number];
  /** cm³ of material in the finished part. */
  volumeCm3: number;
  /** cm³ of the bounding box. */
  envelopeCm3: number;
  wallMm: number;
  massKg: number;
  partCount: number;
  /** 1-10: 5 is an ordinary part; features and tight tolerances push it up. */
  complexity: number;
  toleranceMm: number | null;
  assumptions: string[];
  /** How many of size, wall/mass, tolerance and part count the text (or the model) gave (0-4). */
  cuesFound: number;
  /** cm² of surface, when a model measured it (finishing scales with it); null: read from the text. */
  surfaceCm2: number | null;
  /** The machine or mould size the model's bounding box needs; null: read from the text. */
  sizeClass: SizeClass | null;
}

/**
 * Machine beds and mould bases come in sizes: a larger part needs a larger (dearer) machine, a larger
 * mould base and a longer setup. Keyed on the part's largest dimension.
 */
export const SIZE_CLASSES = [
  { id: 'small', label: 'small', upToMm: 100, toolingFactor: 0.85, setupFactor: 0.9 },
  { id: 'medium', label: 'medium', upToMm: 300, toolingFactor: 1, setupFactor: 1 },
  { id: 'large', label: 'large', upToMm: 600, toolingFactor: 1.4, setupFactor: 1.3 },
  { id: 'extra_large', label: 'extra-large', upToMm: Number.POSITIVE_INFINITY, toolingFactor: 2, setupFactor: 1.7 },
] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];
export const sizeClassOf = (largestMm: number): SizeClass => SIZE_CLASSES.find((size) => largestMm <= size.upToMm) ?? SIZE_CLASSES[3];

/** The surface of the default part (DEFAULT_DIMENSIONS_MM as a box), cm²: finishing is priced for about this much. */
const REFERENCE_SURFACE_CM2 = 216;
/** Finishing grows with the surface to finish, less than in proportion (fixtures, handling), within these bounds. */
export const finishingAreaFactor = (surfaceCm2: number | null) =>
  surfaceCm2 === null ? 1 : Math.min(4, Math.max(0.4, Math.sqrt(surfaceCm2 / REFERENCE_SURFACE_CM2)));

const fmt = (value: number) => Number(value.toFixed(value < 10 ? 1 : 0)).toLocaleString('en-US');

/** The part the description describes, with every default it had to assume written down. */
export function describePart(cues: TextCues, material: MaterialSpec, process: ProcessSpec): Part {
  const assumptions: string[] = [];
  const dimensionsMm = cues.dimensionsMm ?? DEFAULT_DIMENSIONS_MM;
  if (!cues.dimensionsMm) assumptions.push(`No size given: assumed a ${DEFAULT_DIMENSIONS_MM.join(' x ')} mm part (hand-held product scale).`);
  const [a, b, c] = dimensionsMm;
  const envelopeCm3 = (a * b * c) / 1000;
  const wallMm = cues.wallMm ?? (process.kind === 'sheet' ? 1.5 : DEFAULT_WALL_MM);
  const shell = cues.shell || process.kind === 'sheet';
  let volumeCm3: number;
  if (cues.massGrams) {
    volumeCm3 = cues.massGrams / material.density;
  } else if (shell) {
    const surfaceMm2 = 2 * (a * b + b * c + a * c);
    volumeCm3 = Math.min(envelopeCm3, (surfaceMm2 * wallMm) / 1000);
    if (!cues.wallMm) assumptions.push(`No wall thickness given: assumed ${wallMm} mm walls.`);
  } else {
    volumeCm3 = envelopeCm3 * SOLID_FILL;
    assumptions.push(`Solid part: assumed it fills ${SOLID_FILL * 100}% of its ${fmt(envelopeCm3)} cm³ bounding box.`);
  }
  const massKg = (volumeCm3 * material.density) / 1000;
  const partCount = cues.partCount ?? 8;
  if (process.kind === 'assembly' && !cues.partCount) assumptions.push('No part count given: assumed 8 parts to join.');

  const toleranceMm = cues.toleranceMm ?? null;
  const tight = toleranceMm !== null && toleranceMm < process.toleranceMm;
  const complexity = Math.min(10, 4 + cues.features.length + (tight ? 1 : 0) + (Math.max(a, b, c) > process.maxDimensionMm ? 1 : 0));
  const cuesFound = [cues.dimensionsMm, cues.massGrams ?? cues.wallMm, cues.toleranceMm, cues.partCount ?? (cues.features.length ? 1 : undefined)].filter((cue) => cue !== undefined).length;
  return { dimensionsMm, volumeCm3, envelopeCm3, wallMm, massKg, partCount, complexity, toleranceMm, assumptions, cuesFound, surfaceCm2: null, sizeClass: null };
}

/**
 * The part a CAD model measures: its bounding box for the size (and the machine or mould size class),
 * its volume times the material's density for the mass, its surface for finishing. The text still
 * gives the features, tolerance and part count. An open mesh has no volume: the solid-fill rule stands in.
 */
export function describeModelPart(geometry: CostGeometry, cues: TextCues, material: MaterialSpec, process: ProcessSpec): Part {
  const { x, y, z } = geometry.boundingBoxMm;
  const dimensionsMm: [number, number, number] = [x, y, z].map((value) => Math.max(value, 0.1)).sort((a, b) => b - a) as [number, number, number];
  const fromText = describePart({ ...cues, dimensionsMm, massGrams: undefined }, material, process);
  const assumptions = fromText.assumptions.filter((line) => !line.startsWith('Solid part:'));
  let volumeCm3 = fromText.volumeCm3;
  if (geometry.volumeMm3 !== null && geometry.volumeMm3 > 0) {
    volumeCm3 = Math.min(geometry.volumeMm3 / 1000, fromText.envelopeCm3);
  } else {
    assumptions.push(`The model is not a closed solid, so it has no volume: assumed it fills ${SOLID_FILL * 100}% of its bounding box.`);
  }
  const massKg = (volumeCm3 * material.density) / 1000;
  const surfaceCm2 = geometry.surfaceAreaMm2 > 0 ? geometry.surfaceAreaMm2 / 100 : null;
  const sizeClass = sizeClassOf(dimensionsMm[0]);
  return {
    ...fromText,
    volumeCm3,
    massKg,
    assumptions,
    surfaceCm2,
    sizeClass,
    // The model's volume gives the mass, as a mass or wall thickness in the text would.
    cuesFound: Math.min(4, fromText.cuesFound + (geometry.volumeMm3 !== null && cues.wallMm === undefined ? 1 : 0)),
  };
}

/** 1 + 6 % per complexity step above 5 (0.76 for the simplest part, 1.3 for the most intricate). */
export const complexityFactor = (complexity: number) => 0.7 + 0.06 * complexity;

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

/** Moulds get more cavities as volume grows; each extra cavity adds 60 % to the mould and divides the cycle. */
export function cavitiesFor(process: ProcessSpec, volume: number): number {
  if (process.id !== 'injection_molding' && process.id !== 'die_casting') return 1;
  return volume >= 250_000 ? 4 : volume >= 50_000 ? 2 : 1;
}

export interface UnitCost {
  /** USD per unit by category, at the volume asked. */
  breakdown: Record<string, number>;
  unitCost: number;
  /** USD for all the tools the volume needs (moulds wear out: a second mould past its life). */
  toolingCost: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The cost of one part at `volume`, by category. */
export function unitCostAt(part: Part, processId: ManufacturingMethodId, materialId: MaterialId, volume: number): UnitCost {
  const process = PROCESS_TABLE[processId];
  const material = MATERIAL_TABLE[materialId];
  const cavities = cavitiesFor(process, volume);
  const effort = complexityFactor(part.complexity) * toleranceFactor(part.toleranceMm, process);

  let materials: number;
  let processingMinutes: number;
  if (process.kind === 'electronics') {
    const areaCm2 = (part.dimensionsMm[0] * part.dimensionsMm[1]) / 100;
    const placements = areaCm2 * PCB.placementsPerCm2 * complexityFactor(part.complexity);
    // Bare boards get cheaper with panel quantity (about 1/sqrt of the order size, flattening past 10k).
    const fab = Math.max(PCB.fabMinimumPerBoard, areaCm2 * PCB.fabPerCm2) * (1 + 8 / Math.sqrt(Math.min(volume, 10_000)));
    materials = fab + placements * PCB.placementCost;
    processingMinutes = process.cycle.baseMinutes + placements * 0.02;
  } else if (process.kind === 'assembly') {
    materials = part.partCount * 0.05; // fasteners, labels, adhesive
    processingMinutes = process.cycle.baseMinutes + part.partCount * ASSEMBLY_MINUTES_PER_PART;
  } else {
    const boughtKg = process.kind === 'subtractive' ? (part.envelopeCm3 * STOCK_ALLOWANCE * material.density) / 1000 : part.massKg / process.utilisation;
    materials = boughtKg * pricePerKg(material, processId);
    const machinedCm3 = process.kind === 'subtractive' ? Math.max(0, part.envelopeCm3 * STOCK_ALLOWANCE - part.volumeCm3) * (100 / material.machinability) : part.volumeCm3;
    // Moulding and casting: cooling time grows with the square of the wall.
    const cooling = process.kind === 'formative' && process.id !== 'urethane_casting' ? (2 * part.wallMm ** 2) / 60 : 0;
    processingMinutes = (process.cycle.baseMinutes + cooling + machinedCm3 * process.cycle.minutesPerCm3) / cavities;
  }
  const processing = (processingMinutes / 60) * process.ratePerHour * effort * learningFactor(volume, process.learningRate);

  const size = part.sizeClass ?? { toolingFactor: 1, setupFactor: 1 };
  const oneTool = (process.tooling.base + process.tooling.perEnvelopeCm3 * part.envelopeCm3) * (1 + 0.6 * (cavities - 1)) * size.toolingFactor;
  const toolingCost = oneTool === 0 ? 0 : oneTool * Math.ceil(volume / (process.tooling.toolLife * cavities));
  const tooling = toolingCost / volume;
  const setup = (process.setupPerBatch * size.setupFactor * Math.ceil(volume / process.batchSize)) / volume;
  const finishing = process.finishingPerPart * complexityFactor(part.complexity) * finishingAreaFactor(part.surfaceCm2);
  const direct = materials + processing + finishing;
  const qa = direct * QA_SHARE + (part.toleranceMm !== null && part.toleranceMm < 0.05 ? 1.5 : 0.1);
  const overhead = (direct + qa + setup) * OVERHEAD_SHARE;

  const breakdown: Record<string, number> = {
    Materials: round2(materials),
    Processing: round2(processing + finishing),
    'Tooling (amortised)': round2(tooling),
    Setup: round2(setup),
    'Quality & packing': round2(qa),
    'Overhead & margin': round2(overhead),
  };
  const unitCost = round2(Object.values(breakdown).reduce((sum, value) => sum + value, 0));
  return { breakdown, unitCost, toolingCost: Math.round(toolingCost) };
}

/** How wide the range is around the middle figure: vaguer input, wider range (skewed up: early estimates run low). */
export const RANGE_BAND: Record<Level, { below: number; above: number }> = {
  high: { below: 0.1, above: 0.15 },
  medium: { below: 0.18, above: 0.28 },
  low: { below: 0.3, above: 0.5 },
};

/** high: size and at least two more cues, material fits; medium: some cues; low: vague or mismatched. */
export function confidenceOf(part: Part, cues: TextCues, materialFits: boolean): Level {
  if (cues.words < 6 && part.cuesFound === 0) return 'low';
  if (!materialFits) return part.cuesFound >= 3 ? 'medium' : 'low';
  if (part.cuesFound >= 3) return 'high';
  return part.cuesFound >= 1 ? 'medium' : 'low';
}

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
