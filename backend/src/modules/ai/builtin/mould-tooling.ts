import type { ManufacturingMethodId, MaterialId } from '#shared/constants/ai-tools.ts';
import { formatCount } from '#shared/format/numbers.ts';
import { PROCESS_TABLE } from './process-table.ts';

/**
 * Tooling as moulds and dies are bought: one tool per piece (or one family tool for small pieces at low
 * volume), priced from the piece's size (mould base class, projected area, depth), its complexity (side
 * actions for undercuts, texture, tight tolerances), the cavities and the tool material the volume calls for.
 *
 * Anchors (docs/estimates.md lists the sources): simple small aluminium moulds about $2k-5k (Formlabs
 * injection-moulding cost guide), aluminium single-cavity tools $4k-15k and single-cavity steel $15k-40k
 * (Taiwan Mold Maker tooling table), medium housing moulds $8k-25k and large ones from $40k (Tribune 2026
 * guide), typical moulds $4.5k-16k (ICOMold). Side actions add $2k-10k each (Tribune). Die-casting dies
 * $15k-150k (Selection Hardware). Silicone moulds for urethane casting about €600 for a hand-sized part,
 * good for 15-25 shots (Phasio's vacuum-casting worked example).
 */

export type ToolMaterial = 'aluminium' | 'p20' | 'h13' | 'silicone' | 'fixture' | 'none';

export interface ToolMaterialSpec {
  label: string;
  /** Shots one tool (one cavity) lasts. */
  shots: number;
  /** Cost relative to a P20 steel tool of the same piece. */
  costFactor: number;
  /** Weeks to first parts. */
  leadWeeks: string;
}

/**
 * Aluminium: quick-turn tools good for thousands to tens of thousands of shots (Protolabs: up to 25,000
 * or more from one tool), 30-50 % cheaper than steel (Tribune). P20 pre-hardened steel: 200,000-500,000
 * shots; H13 hardened steel: 1,000,000 and more (Tribune). Figures per cavity.
 */
export const TOOL_MATERIALS: Record<Exclude<ToolMaterial, 'none'>, ToolMaterialSpec> = {
  aluminium: { label: 'aluminium', shots: 10_000, costFactor: 0.5, leadWeeks: '3-5' },
  p20: { label: 'P20 steel', shots: 300_000, costFactor: 1, leadWeeks: '6-10' },
  h13: { label: 'hardened H13 steel', shots: 1_000_000, costFactor: 1.35, leadWeeks: '8-12' },
  silicone: { label: 'silicone', shots: 25, costFactor: 1, leadWeeks: '1-2' },
  fixture: { label: 'fixture', shots: Number.POSITIVE_INFINITY, costFactor: 1, leadWeeks: '1-2' },
};

/** Up to this volume a mould is aluminium (soft tooling); past it P20 steel, and hardened steel past half a million. */
export const SOFT_TOOLING_MAX_VOLUME = 5000;
const HARDENED_FROM_VOLUME = 500_000;

/** The tool material a process and volume call for. */
export function toolMaterialFor(process: ManufacturingMethodId, volume: number): ToolMaterial {
  if (process === 'injection_molding') return volume <= SOFT_TOOLING_MAX_VOLUME ? 'aluminium' : volume <= HARDENED_FROM_VOLUME ? 'p20' : 'h13';
  if (process === 'die_casting') return 'h13';
  if (process === 'urethane_casting') return 'silicone';
  return PROCESS_TABLE[process].tooling.base > 0 ? 'fixture' : 'none';
}

/** Mould bases are bought in sizes (keyed on the piece's largest dimension, like SIZE_CLASSES): USD for the base and for one side action. */
const MOULD_BASE = [
  { upToMm: 100, base: 1000, sideAction: 1500 },
  { upToMm: 300, base: 5000, sideAction: 2500 },
  { upToMm: 600, base: 8000, sideAction: 5000 },
  { upToMm: Number.POSITIVE_INFINITY, base: 15_000, sideAction: 8000 },
] as const;
/** Design, EDM electrodes, fitting and first-shot trials per cavity, whatever its size. */
const CAVITY_ENGINEERING = 1000;
/** USD × √(projected area, cm²) × (1 + depth / 150 mm): cutting the core and cavity of a P20 tool. */
const CAVITY_MACHINING = 700;
/** Each extra cavity adds this share of the cavity work (and a quarter of the base: a larger base). */
const EXTRA_CAVITY_SHARE = 0.7;
/** High-pressure die-casting dies against a P20 mould of the same piece (H13, thermal management); `ZINC_DIE_FACTOR` for zinc's (cooler, longer-lived) dies. */
const DIE_FACTOR = 2.2;
const ZINC_DIE_FACTOR = 1;
/** Die life in shots: aluminium erodes dies (heat checking) far sooner than zinc. */
const DIE_SHOTS: Partial<Record<MaterialId, number>> = { aluminum_a380: 100_000, zinc_zamak3: 500_000 };
/** Silicone mould: USD fixed (master pattern, frame) plus USD per cm³ of the mould box (the piece plus 20 mm all round). */
const SILICONE_MOULD = { fixed: 350, perBoxCm3: 0.3 };

export interface PieceShape {
  /** mm, largest first. */
  dimensionsMm: [number, number, number];
  undercuts: boolean;
  textured: boolean;
  tightTolerance: boolean;
  inserts: boolean;
}

export interface ToolingPlan {
  toolMaterial: ToolMaterial;
  cavities: number;
  /** Separate pieces that each need their tool. */
  pieces: number;
  /** One piece's tools in one family tool (small pieces, soft tooling). */
  family: boolean;
  /** How many sets of tools the volume wears out (at least 1 when there is tooling). */
  sets: number;
  /** USD for all the tools the volume needs. */
  cost: number;
  /** What the figure rests on, for the breakdown line. */
  basis: string;
  /** For the options table: for example 'Aluminium mould, 1 cavity'. */
  label: string;
  leadWeeks: string;
}

/** Cavities a tool gets at a volume: more as volume grows, fewer for large pieces (press size), one in soft tooling. */
export function cavitiesFor(process: ManufacturingMethodId, toolMaterial: ToolMaterial, volume: number, largestMm: number): number {
  if ((process !== 'injection_molding' && process !== 'die_casting') || toolMaterial === 'aluminium' || largestMm > 300) return 1;
  if (largestMm <= 150) return volume >= 250_000 ? 4 : volume >= 50_000 ? 2 : 1;
  return volume >= 250_000 ? 2 : 1;
}

const moulBaseFor = (largestMm: number) => MOULD_BASE.find((size) => largestMm <= size.upToMm) ?? MOULD_BASE[3];

/** A P20 single-cavity mould's cost parts for one piece: base, cavity work, side actions. */
function mouldParts(piece: PieceShape) {
  const [a, b, depth] = piece.dimensionsMm;
  const projectedCm2 = (a * b) / 100;
  const size = moulBaseFor(a);
  let cavityWork = CAVITY_ENGINEERING + CAVITY_MACHINING * Math.sqrt(projectedCm2) * (1 + depth / 150);
  if (piece.textured) cavityWork *= 1.1;
  if (piece.tightTolerance) cavityWork *= 1.15;
  if (piece.inserts) cavityWork *= 1.1;
  return { base: size.base, cavityWork, sideActions: piece.undercuts ? size.sideAction : 0 };
}

const dollars = (value: number) => `$${formatCount(Math.round(value / 100) * 100)}`;

/**
 * The tools `pieces` copies of `piece` need to make `volume` units by `process` in `toolMaterial` (by default
 * the one the volume calls for). Processes without tooling give cost 0; fixtures are the process table's.
 */
export function planTooling(
  process: ManufacturingMethodId,
  material: MaterialId,
  piece: PieceShape,
  pieces: number,
  volume: number,
  toolMaterial: ToolMaterial = toolMaterialFor(process, volume),
): ToolingPlan {
  const spec = PROCESS_TABLE[process];
  const none = { toolMaterial, cavities: 1, pieces, family: false, sets: 0, cost: 0, leadWeeks: '0' };
  if (toolMaterial === 'none') return { ...none, basis: 'No tooling for this process', label: 'No tooling' };
  if (toolMaterial === 'fixture') {
    const cost = spec.tooling.base * Math.ceil(volume / spec.tooling.toolLife);
    return { ...none, sets: 1, cost, basis: `${dollars(cost)} of fixtures and programming over ${formatCount(volume)} units`, label: 'Fixtures and programming', leadWeeks: '1-2' };
  }
  const materialSpec = TOOL_MATERIALS[toolMaterial];
  const largest = piece.dimensionsMm[0];
  const plural = pieces > 1 ? ` × ${pieces} pieces` : '';

  if (toolMaterial === 'silicone') {
    const [a, b, c] = piece.dimensionsMm;
    const mould = SILICONE_MOULD.fixed + (SILICONE_MOULD.perBoxCm3 * (a + 40) * (b + 40) * (c + 40)) / 1000;
    const sets = Math.ceil(volume / materialSpec.shots);
    const cost = mould * sets * pieces;
    return {
      toolMaterial, cavities: 1, pieces, family: false, sets, cost, leadWeeks: materialSpec.leadWeeks,
      basis: `${sets} silicone mould${sets === 1 ? '' : 's'}${plural} at ${dollars(mould)} (about ${materialSpec.shots} castings each) over ${formatCount(volume)} units`,
      label: 'Silicone moulds (urethane casting)',
    };
  }

  const cavities = cavitiesFor(process, toolMaterial, volume, largest);
  const parts = mouldParts(piece);
  const cavityFactor = 1 + EXTRA_CAVITY_SHARE * (cavities - 1);
  const baseFactor = 1 + 0.25 * (cavities - 1);
  const isDie = process === 'die_casting';
  const processFactor = isDie ? DIE_FACTOR * (material === 'zinc_zamak3' ? ZINC_DIE_FACTOR : 1) : 1;
  // Small pieces share one family tool in soft tooling (one base, a cavity each); otherwise a tool per piece.
  const family = pieces > 1 && toolMaterial === 'aluminium' && largest <= 300;
  const onePiece = parts.cavityWork * cavityFactor + parts.sideActions * cavities;
  const toolsCost = (family ? parts.base + onePiece * pieces : (parts.base * baseFactor + onePiece) * pieces) * materialSpec.costFactor * processFactor;
  const shots = isDie ? (DIE_SHOTS[material] ?? 100_000) : materialSpec.shots;
  const sets = Math.ceil(volume / (shots * cavities));
  const cost = toolsCost * sets;
  const kind = isDie ? 'die' : 'mould';
  const toolLabel = isDie ? `H13 steel die` : `${materialSpec.label[0]!.toUpperCase()}${materialSpec.label.slice(1)} ${family ? 'family mould' : 'mould'}`;
  const label = `${toolLabel}${pieces > 1 && !family ? ` × ${pieces}` : ''}, ${cavities} cavit${cavities === 1 ? 'y' : 'ies'}`;
  const actions = parts.sideActions > 0 ? ', side action for the undercuts' : '';
  return {
    toolMaterial, cavities, pieces, family, sets, cost, label, leadWeeks: materialSpec.leadWeeks,
    basis:
      `${dollars(cost)} for ${family ? `one ${materialSpec.label} family mould holding the ${pieces} pieces` : `${pieces > 1 ? pieces : 'one'} ${isDie ? 'H13 steel' : materialSpec.label} ${kind}${pieces > 1 ? 's' : ''}`}` +
      ` (${cavities} cavit${cavities === 1 ? 'y' : 'ies'}${actions}, about ${formatCount(shots)} shots a cavity${sets > 1 ? `, ${sets} sets` : ''}) over ${formatCount(volume)} units`,
  };
}
