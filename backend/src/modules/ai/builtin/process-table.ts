import type { ManufacturingMethodId, MaterialId } from '#shared/constants/ai-tools.ts';

/**
 * Processes the built-in engine costs. Figures are 2025 approximations for early estimates:
 * - machine and labour rates: published job-shop rates and the cost guides of Protolabs, Xometry and
 *   Fictiv (3-axis CNC $50-120/h, moulding presses $30-80/h with an operator share);
 * - tooling: moulds, dies and silicone moulds in mould-tooling.ts (its sources there); here only fixtures,
 *   jigs, stencils and programming;
 * - cycle times: moulding cooling time grows with the square of the wall (G. Menges et al., "How to Make
 *   Injection Molds"); CNC time from material removal rates scaled by machinability; printing from the
 *   deposition / exposure rates of typical industrial machines;
 * - design-for-manufacture rules and learning rates: Boothroyd, Dewhurst & Knight, "Product Design for
 *   Manufacture and Assembly" (3rd ed.); learning curves after T. P. Wright (1936), 80-90 % for manual
 *   work and 95-98 % for machine-paced work.
 */
export interface ProcessSpec {
  id: ManufacturingMethodId;
  kind: 'additive' | 'subtractive' | 'formative' | 'sheet' | 'electronics' | 'assembly';
  /** USD per hour of machine and operator time. */
  ratePerHour: number;
  /** USD per production batch (machine setup, first-article check) and the batch size it covers. */
  setupPerBatch: number;
  batchSize: number;
  /**
   * One-off fixtures, jigs, stencils and programming (USD), renewed every `toolLife` parts. Moulds, dies and
   * silicone moulds are priced from the part's size and the volume instead (mould-tooling.ts).
   */
  tooling: { base: number; toolLife: number };
  /** Minutes per part: a fixed handling time plus time per cm³ (deposited, removed or shot). */
  cycle: { baseMinutes: number; minutesPerCm3: number };
  /** Part mass over the material bought (supports, powder refresh, sprues, stock removed). */
  utilisation: number;
  /** The tolerance (± mm) it holds without secondary operations. */
  toleranceMm: number;
  /** Finishing per part (support removal, deburring, trimming), USD. */
  finishingPerPart: number;
  /** Wright's learning rate: each doubling of the quantity multiplies the time per part by this. */
  learningRate: number;
  /** The volumes where it is the sensible choice. */
  economicVolume: { min: number; max: number };
  /** The largest part dimension it makes in one piece, mm. */
  maxDimensionMm: number;
  /** Weeks to first parts (tooling included) and weeks per 10,000 parts after that. */
  leadTime: { firstPartsWeeks: number; weeksPer10k: number };
  /** Used when the member named no material this process takes. */
  defaultMaterial: MaterialId;
}

export const PROCESS_TABLE: Record<ManufacturingMethodId, ProcessSpec> = {
  fdm_printing: {
    id: 'fdm_printing', kind: 'additive', ratePerHour: 6, setupPerBatch: 15, batchSize: 10,
    tooling: { base: 0, toolLife: Number.POSITIVE_INFINITY }, cycle: { baseMinutes: 10, minutesPerCm3: 4 },
    utilisation: 0.88, toleranceMm: 0.3, finishingPerPart: 2, learningRate: 0.97, economicVolume: { min: 1, max: 300 },
    maxDimensionMm: 300, leadTime: { firstPartsWeeks: 0.5, weeksPer10k: 60 }, defaultMaterial: 'pla',
  },
  sla_printing: {
    id: 'sla_printing', kind: 'additive', ratePerHour: 12, setupPerBatch: 25, batchSize: 8,
    tooling: { base: 0, toolLife: Number.POSITIVE_INFINITY }, cycle: { baseMinutes: 15, minutesPerCm3: 3 },
    utilisation: 0.85, toleranceMm: 0.1, finishingPerPart: 5, learningRate: 0.96, economicVolume: { min: 1, max: 500 },
    maxDimensionMm: 250, leadTime: { firstPartsWeeks: 0.5, weeksPer10k: 50 }, defaultMaterial: 'photopolymer_resin',
  },
  sls_printing: {
    id: 'sls_printing', kind: 'additive', ratePerHour: 20, setupPerBatch: 80, batchSize: 50,
    tooling: { base: 0, toolLife: Number.POSITIVE_INFINITY }, cycle: { baseMinutes: 4, minutesPerCm3: 0.6 },
    utilisation: 0.55, toleranceMm: 0.15, finishingPerPart: 3, learningRate: 0.95, economicVolume: { min: 5, max: 3000 },
    maxDimensionMm: 330, leadTime: { firstPartsWeeks: 1, weeksPer10k: 8 }, defaultMaterial: 'nylon_pa12',
  },
  cnc_machining: {
    id: 'cnc_machining', kind: 'subtractive', ratePerHour: 75, setupPerBatch: 60, batchSize: 50,
    tooling: { base: 80, toolLife: 25_000 }, cycle: { baseMinutes: 6, minutesPerCm3: 0.18 },
    utilisation: 0.35, toleranceMm: 0.025, finishingPerPart: 4, learningRate: 0.9, economicVolume: { min: 1, max: 5000 },
    maxDimensionMm: 1000, leadTime: { firstPartsWeeks: 1.5, weeksPer10k: 12 }, defaultMaterial: 'aluminum_6061',
  },
  urethane_casting: {
    id: 'urethane_casting', kind: 'formative', ratePerHour: 35, setupPerBatch: 60, batchSize: 25,
    tooling: { base: 0, toolLife: Number.POSITIVE_INFINITY }, cycle: { baseMinutes: 15, minutesPerCm3: 0.4 },
    utilisation: 0.8, toleranceMm: 0.25, finishingPerPart: 4, learningRate: 0.9, economicVolume: { min: 10, max: 250 },
    maxDimensionMm: 600, leadTime: { firstPartsWeeks: 2, weeksPer10k: 40 }, defaultMaterial: 'polyurethane',
  },
  injection_molding: {
    id: 'injection_molding', kind: 'formative', ratePerHour: 45, setupPerBatch: 300, batchSize: 5000,
    tooling: { base: 0, toolLife: Number.POSITIVE_INFINITY }, cycle: { baseMinutes: 0.4, minutesPerCm3: 0.0015 },
    utilisation: 0.95, toleranceMm: 0.1, finishingPerPart: 0.05, learningRate: 0.98, economicVolume: { min: 1000, max: 10_000_000 },
    maxDimensionMm: 600, leadTime: { firstPartsWeeks: 6, weeksPer10k: 0.5 }, defaultMaterial: 'abs',
  },
  sheet_metal: {
    id: 'sheet_metal', kind: 'sheet', ratePerHour: 70, setupPerBatch: 40, batchSize: 200,
    tooling: { base: 80, toolLife: 50_000 }, cycle: { baseMinutes: 3, minutesPerCm3: 0 },
    utilisation: 0.75, toleranceMm: 0.2, finishingPerPart: 1.5, learningRate: 0.9, economicVolume: { min: 1, max: 50_000 },
    maxDimensionMm: 2500, leadTime: { firstPartsWeeks: 1.5, weeksPer10k: 3 }, defaultMaterial: 'mild_steel',
  },
  die_casting: {
    id: 'die_casting', kind: 'formative', ratePerHour: 90, setupPerBatch: 500, batchSize: 5000,
    tooling: { base: 0, toolLife: Number.POSITIVE_INFINITY }, cycle: { baseMinutes: 0.7, minutesPerCm3: 0.0015 },
    utilisation: 0.85, toleranceMm: 0.1, finishingPerPart: 0.6, learningRate: 0.97, economicVolume: { min: 2000, max: 5_000_000 },
    maxDimensionMm: 600, leadTime: { firstPartsWeeks: 10, weeksPer10k: 0.6 }, defaultMaterial: 'aluminum_a380',
  },
  pcb_assembly: {
    // Boards are costed by area and placements (cost-model.ts), not by volume: the cycle is per placement.
    id: 'pcb_assembly', kind: 'electronics', ratePerHour: 60, setupPerBatch: 250, batchSize: 1000,
    tooling: { base: 150, toolLife: 50_000 }, cycle: { baseMinutes: 1.5, minutesPerCm3: 0 },
    utilisation: 1, toleranceMm: 0.1, finishingPerPart: 0.5, learningRate: 0.95, economicVolume: { min: 1, max: 10_000_000 },
    maxDimensionMm: 500, leadTime: { firstPartsWeeks: 2, weeksPer10k: 1 }, defaultMaterial: 'fr4',
  },
  hand_assembly: {
    id: 'hand_assembly', kind: 'assembly', ratePerHour: 35, setupPerBatch: 60, batchSize: 100,
    tooling: { base: 300, toolLife: 20_000 }, cycle: { baseMinutes: 6, minutesPerCm3: 0 },
    utilisation: 1, toleranceMm: 0.5, finishingPerPart: 0.2, learningRate: 0.85, economicVolume: { min: 1, max: 50_000 },
    maxDimensionMm: 2000, leadTime: { firstPartsWeeks: 1, weeksPer10k: 4 }, defaultMaterial: 'abs',
  },
};

/** Minutes of hand assembly per part joined (Boothroyd-Dewhurst: about 4-10 s handling and insertion each, plus checks). */
export const ASSEMBLY_MINUTES_PER_PART = 1.2;

/**
 * Sheet metal time: laser cutting at about 1.5 min per metre of blank outline (pierces included), each
 * bend about 0.6 min on the press brake for a 100 mm part (longer flanges take longer to handle) plus
 * 20 min of brake setup per bend in each batch, hardware (PEM inserts) about 4 min, welded corners about 10 min (job-shop rates in Okdor's and PMF's guides).
 */
export const SHEET = { cutMinutesPerMetre: 1.5, bendMinutes: 0.6, bendSetup: 20, hardwareMinutes: 4, weldMinutes: 10, defaultBends: { bracket: 2, shell: 4 } } as const;

/** PCB figures (JLCPCB / PCBWay / MacroFab price lists, 2025): fabrication per cm² of board and per SMT placement. */
export const PCB = { fabPerCm2: 0.05, fabMinimumPerBoard: 2, placementCost: 0.02, placementsPerCm2: 0.6 } as const;

/** The mechanical processes a part can be compared across (electronics and assembly are not alternatives to them). */
export const MECHANICAL_PROCESSES: ManufacturingMethodId[] = [
  'fdm_printing', 'sla_printing', 'sls_printing', 'cnc_machining', 'urethane_casting', 'injection_molding', 'sheet_metal', 'die_casting',
];
