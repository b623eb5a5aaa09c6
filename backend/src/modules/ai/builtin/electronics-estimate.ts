import { MATERIAL_LABELS } from '#shared/constants/ai-tools.ts';
import type { ComponentLine, CostEstimationRequest, CostEstimationResult, CostFigure, CostLine, Level } from '#shared/schemas/ai-schemas.ts';
import { formatCount, formatTwoDecimals } from '#shared/format/numbers.ts';
import type { BomRow, BomSheet } from '../ai-engine.ts';
import { discountThresholds, RANGE_BAND, volumeCurve } from './cost-model.ts';
import { CATEGORY_BY_ID, classifyComponent, partLikeWords, piecePrice, type ComponentCategory } from './component-prices.ts';

/**
 * Board fabrication: a per-order charge (engineering, tooling, electrical test) by layer count, and a
 * price per cm² that falls as the order's total area grows (a shared prototype panel, then panels of
 * one's own from about 2 m²). HILPCB's analysis of 1,000+ quotes: standard FR-4 1.6 mm at $35-60/m² of
 * material, material 30-40 % of a quote (so $0.009-0.02/cm² all in), tooling $150-500 on multilayer
 * boards; OSH Park prices 4 layers at twice 2 layers. JLCPCB's subsidised prototype offers sit below.
 * FR-4, 1.6 mm, HASL or ENIG, green mask.
 */
export const BOARD_FAB = {
  orderCharge: { 1: 10, 2: 15, 4: 180, 6: 300, 8: 450 } as Record<number, number>,
  /** US dollars per cm² of 2-layer board: at a prototype order (under 0.05 m²) and from 2 m² on. */
  perCm2: { prototype: 0.02, production: 0.011 },
  /** Against 2 layers (each pair of layers adds lamination, drilling and imaging). */
  layerFactor: { 1: 0.8, 2: 1, 4: 2, 6: 3.2, 8: 4.6 } as Record<number, number>,
  minimumPerBoard: 0.15,
} as const;

/**
 * Assembly: JLCPCB's published SMT rates ($8 setup, $1.50 economic stencil, $0.0017 per joint, $0.0173
 * per hand-soldered joint, a feeder-loading fee per extended part) are the floor; QueenEMS puts setup
 * and NRE at $100-300 an order and a 150-part 4-layer board at $3-8 a board from 100 on, and PCBWay's
 * base fees run $50-150 an order (AnyPCBA's guide). The figures below sit between them.
 */
export const ASSEMBLY = {
  setupPerSide: 30,
  stencilPerSide: 15,
  perSmtJoint: 0.0025,
  perSmtPlacement: 0.005,
  perThtJoint: 0.02,
  thtSetup: 10,
  /** Loading a part the assembler does not keep on its machines (about half the lines of a board). */
  feederPerLine: 3,
  extendedShare: 0.5,
  /**
   * Flashing firmware per board, and a functional test: by hand at the bench, or on a pogo-pin fixture
   * that costs once and makes each test cheaper (whichever costs less at the volume).
   */
  programmingPerBoard: 0.25,
  manualTestPerBoard: 0.8,
  fixtureTestPerBoard: 0.25,
  fixture: 600,
  /** Boards per production batch (the setup is paid again each batch). */
  batch: 5000,
} as const;

/** Attrition and handling on the parts the assembler buys (turnkey assembly adds 8-15 %). */
const SOURCING_SHARE = 0.08;
/** Overhead and margin of the fab and the assembler on their own work. */
const OVERHEAD_SHARE = 0.15;

const money = (value: number) => `$${formatTwoDecimals(value)}`;
const price = (value: number) =>
  value >= 100 ? `$${Math.round(value)}` : value >= 1 ? `$${value.toFixed(2).replace(/\.00$/, '')}` : `$${value.toFixed(value >= 0.1 ? 2 : value >= 0.01 ? 3 : 4)}`;
const round2 = (value: number) => Math.round(value * 100) / 100;
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const plural = (count: number, word: string) => `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;

/** What the design details say about the board. */
export interface BoardCues {
  layers?: number;
  /** Width and height in mm. */
  sizeMm?: [number, number];
  areaCm2?: number;
  bothSides: boolean;
  placements?: number;
  thtParts?: number;
  /** Fabrication only: no parts, no assembly. */
  bare: boolean;
}

const WORD_NUMBERS: Record<string, number> = { single: 1, one: 1, two: 2, double: 2, four: 4, six: 6, eight: 8, ten: 10, twelve: 12 };
const toMm = (value: number, unit: string | undefined) => (unit?.startsWith('c') ? value * 10 : unit?.startsWith('in') || unit === '"' ? value * 25.4 : value);

export function readBoardCues(text: string): BoardCues {
  const cues: BoardCues = {
    bare: /\b(bare|unpopulated|unassembled|blank)\b[^.;\n]{0,30}\b(pcbs?|boards?)\b|\b(fabrication only|fab only|no assembly|without assembly|not assembled)\b/i.test(text),
    bothSides: /\b(double-?sided (assembly|placement|smt)|both sides|two sides|top and bottom|components on both)\b/i.test(text) || (/\bdouble-?sided\b/i.test(text) && /\b\d+\s*-?\s*layers?\b/i.test(text)),
  };
  const layers = /\b(\d{1,2})\s*-?\s*(?:layers?|l)\b/i.exec(text) ?? /\b(single|one|two|double|four|six|eight|ten|twelve)[- ]layers?\b/i.exec(text);
  if (layers) {
    const value = WORD_NUMBERS[layers[1]!.toLowerCase()] ?? Number(layers[1]);
    if (value >= 1 && value <= 16) cues.layers = value === 1 ? 1 : Math.min(8, value + (value % 2));
  } else if (/\bdouble-?sided (pcb|board)\b/i.test(text)) cues.layers = 2;

  // The largest 'A x B' is the board ('4 x 4 mm QFN' is a part on it).
  const sizes = [...text.matchAll(/(\d+(?:[.,]\d+)?)\s*(mm|cm|in|")?\s*[x×*]\s*(\d+(?:[.,]\d+)?)\s*(mm|cm|in(?:ch(?:es)?)?|")?/gi)]
    .map((size) => {
      const unit = (size[4] ?? size[2] ?? 'mm').toLowerCase();
      return [toMm(Number(size[1]!.replace(',', '.')), unit), toMm(Number(size[3]!.replace(',', '.')), unit)] as const;
    })
    .filter(([width, height]) => width >= 3 && height >= 3 && width <= 600 && height <= 600)
    .sort((a, b) => b[0] * b[1] - a[0] * a[1]);
  if (sizes.length) {
    const [width, height] = sizes[0]!;
    cues.sizeMm = [Math.max(width, height), Math.min(width, height)];
    cues.areaCm2 = (width * height) / 100;
  } else {
    const area = /(\d+(?:[.,]\d+)?)\s*(cm²|cm2|sq\.? ?cm|square centimet(?:er|re)s?)/i.exec(text);
    if (area) cues.areaCm2 = Number(area[1]!.replace(',', '.'));
  }
  const placements = /(\d{1,5})\s*(?:smt\s*|smd\s*)?(?:placements|components|parts|smd parts|smt parts)\b/i.exec(text);
  if (placements) cues.placements = Number(placements[1]);
  const tht = /(\d{1,4})\s*(?:tht|through-?hole)\s*(?:parts|components)?/i.exec(text);
  if (tht) cues.thtParts = Number(tht[1]);
  return cues;
}

/** A component with its category (null: not recognised, not priced). */
interface BoardComponent {
  line: { reference: string | null; partNumber: string | null; description: string; quantity: number };
  category: ComponentCategory | null;
}

/** Two or three measures joined by x or ×, with or without units: a board or part size. */
const SIZE_SPAN = /\d+(?:[.,]\d+)?\s*(?:mm|cm|in|")?\s*[x×*]\s*\d+(?:[.,]\d+)?(?:\s*(?:mm|cm|in|")?\s*[x×*]\s*\d+(?:[.,]\d+)?)?\s*(?:mm|cm|inch(?:es)?|in|")?/gi;

/** The parts a description names: 'u-blox ZED-F9P, ESP32-S3 and 2x BME280' -> three lines; unknown part numbers are listed unpriced. */
export function componentsFromText(text: string): BoardComponent[] {
  const found: BoardComponent[] = [];
  for (const raw of text.split(/[,;\n]+|\s+\+\s+|\s+and\s+|\s+with\s+|\s+plus\s+/i)) {
    const item = raw.trim();
    if (!item) continue;
    // A size ('80 x 60 mm') is not a count: '80 x' must not make eighty of the module named after it.
    const counted = item.replace(SIZE_SPAN, ' ');
    const quantityMatch = /(?:^|\s)(\d{1,3})\s*(?:x|×|pcs|pieces)\s+/i.exec(counted) ?? /\s(?:x|×)\s*(\d{1,3})\b/i.exec(counted);
    const quantity = quantityMatch ? Number(quantityMatch[1]) : 1;
    const category = classifyComponent({ description: item });
    if (category && category.id !== 'bare_board' && category.id !== 'not_placed') {
      found.push({ line: { reference: null, partNumber: partNumberIn(item, category), description: item, quantity }, category });
    } else if (!category) {
      for (const word of partLikeWords(item)) found.push({ line: { reference: null, partNumber: word, description: item, quantity }, category: null });
    }
  }
  return found;
}

/** The part number as written in the text ('u-blox ZED-F9P-04B' -> 'ZED-F9P-04B'), when the category knows it by one. */
function partNumberIn(text: string, category: ComponentCategory): string | null {
  for (const pattern of category.partNumbers ?? []) {
    const match = pattern.exec(text);
    if (!match) continue;
    const word = /^[A-Za-z0-9.]*(?:-[A-Za-z0-9.]+)*/.exec(text.slice(match.index))![0];
    return word || match[0];
  }
  return null;
}

const fromBom = (row: BomRow): BoardComponent => ({ line: { ...row }, category: classifyComponent(row) });

/** Passives and small parts a description does not list, per active part: decoupling, pull-ups, filters. */
const PASSIVES_PER_ACTIVE = 7;
const PASSIVES_MINIMUM = 10;

/** Bare board price per board: the order charge spread, plus area at the rate of the order's total area. */
export function fabPerBoard(layers: number, areaCm2: number, boards: number): number {
  const totalM2 = (areaCm2 * boards) / 10_000;
  // From a shared prototype panel (0.05 m²) to panels of one's own (2 m²), on the logarithm of the area.
  const share = Math.min(1, Math.max(0, Math.log(totalM2 / 0.05) / Math.log(2 / 0.05)));
  const perCm2 = BOARD_FAB.perCm2.prototype + (BOARD_FAB.perCm2.production - BOARD_FAB.perCm2.prototype) * share;
  const layerFactor = BOARD_FAB.layerFactor[layers] ?? BOARD_FAB.layerFactor[8]! * (layers / 8);
  const orderCharge = BOARD_FAB.orderCharge[layers] ?? BOARD_FAB.orderCharge[8]!;
  return Math.max(BOARD_FAB.minimumPerBoard, orderCharge / boards + areaCm2 * perCm2 * layerFactor);
}

interface Board {
  layers: number;
  layersFrom: 'description' | 'assumed';
  areaCm2: number;
  sizeLabel: string;
  sizeFrom: 'description' | 'assumed';
  sides: 1 | 2;
  components: BoardComponent[];
  /** Passives a description leaves out, estimated (0 with a BOM). */
  estimatedPassives: number;
  smtPlacements: number;
  /** Where the placement count came from: the BOM, the description's count, or estimated. */
  placementsFrom: 'bom' | 'description' | 'assumed';
  smtJoints: number;
  thtParts: number;
  thtJoints: number;
  hasProgrammable: boolean;
  /** Fabrication only. */
  bare: boolean;
  /** Distinct lines that need loading on the machines. */
  uniqueLines: number;
}

const PASSIVE = CATEGORY_BY_ID.get('capacitor')!;

function describeBoard(input: CostEstimationRequest, bom: BomSheet | undefined): Board {
  const cues = readBoardCues(input.designDetails);
  const bare = !bom && cues.bare;
  const components = bom ? bom.rows.map(fromBom) : bare ? [] : componentsFromText(input.designDetails);
  const recognised = components.filter((component) => component.category);
  const actives = recognised.filter((component) => component.category!.active && component.category!.mounting !== 'none').reduce((sum, component) => sum + component.line.quantity, 0);
  const listedSmt = recognised.filter((component) => component.category!.mounting === 'smt').reduce((sum, component) => sum + component.line.quantity, 0);
  // Unrecognised BOM lines are still placed: they count as placements, only their price is unknown.
  const unknownPlacements = components.filter((component) => !component.category).reduce((sum, component) => sum + component.line.quantity, 0);
  let estimatedPassives = 0;
  if (!bom && !bare) {
    estimatedPassives = cues.placements !== undefined ? Math.max(0, cues.placements - listedSmt - unknownPlacements) : Math.max(PASSIVES_MINIMUM, PASSIVES_PER_ACTIVE * actives);
  }
  const joints = (mounting: 'smt' | 'tht') =>
    recognised.filter((component) => component.category!.mounting === mounting).reduce((sum, component) => sum + component.line.quantity * component.category!.joints, 0);
  const thtParts = recognised.filter((component) => component.category!.mounting === 'tht').reduce((sum, component) => sum + component.line.quantity, 0) + (cues.thtParts ?? 0);
  const smtPlacements = listedSmt + unknownPlacements + estimatedPassives;
  const smtJoints = joints('smt') + unknownPlacements * 8 + estimatedPassives * 2;

  const hasRadioOrGnss = recognised.some((component) => /gnss|cellular|lora|wifi|ble|wireless|radio/.test(component.category!.id));
  const layers = cues.layers ?? (hasRadioOrGnss || actives >= 4 ? 4 : 2);
  // Without a size: about 1 cm² per placement for a dense two-sided-free layout, 10-150 cm².
  const areaCm2 = cues.areaCm2 ?? Math.min(150, Math.max(10, Math.round(smtPlacements * 0.8 + 8)));
  const sizeLabel = cues.sizeMm ? `${formatCount(round2(cues.sizeMm[0]))} × ${formatCount(round2(cues.sizeMm[1]))} mm (${formatCount(Math.round(areaCm2))} cm²)` : `${formatCount(Math.round(areaCm2))} cm²`;
  return {
    layers,
    layersFrom: cues.layers ? 'description' : 'assumed',
    areaCm2,
    sizeLabel,
    sizeFrom: cues.areaCm2 ? 'description' : 'assumed',
    sides: cues.bothSides ? 2 : 1,
    components,
    estimatedPassives,
    smtPlacements,
    placementsFrom: bom ? 'bom' : cues.placements !== undefined || !estimatedPassives ? 'description' : 'assumed',
    smtJoints,
    thtParts,
    thtJoints: joints('tht') + (cues.thtParts ?? 0) * 3,
    hasProgrammable: recognised.some((component) => /mcu|wireless_soc|wifi_ble_module|ble_module|lora|cellular/.test(component.category!.id)),
    bare,
    uniqueLines: components.length + (estimatedPassives ? Math.ceil(estimatedPassives / 4) : 0),
  };
}

interface Costed {
  /** US dollars per board: the components' typical total, and the rest as one figure. */
  components: number;
  lines: Array<{ category: string; unitCost: number; basis: string }>;
  oneOff: number;
  rest: number;
}

/** The board's cost per unit at `volume` boards. */
function costAt(board: Board, volume: number): Costed {
  let componentsMid = 0;
  for (const component of board.components) {
    if (component.category) componentsMid += piecePrice(component.category, component.line, volume * component.line.quantity).typical * component.line.quantity;
  }
  if (board.estimatedPassives) componentsMid += piecePrice(PASSIVE, {}, volume * board.estimatedPassives).typical * board.estimatedPassives;
  const fab = fabPerBoard(board.layers, board.areaCm2, volume);
  if (board.bare) {
    const basis = `${board.layers}-layer FR-4, ${formatCount(Math.round(board.areaCm2))} cm², ${money(fab)}/board at ${formatCount(volume)}: ${price(BOARD_FAB.orderCharge[board.layers] ?? 450)} per order (engineering, tooling, electrical test) plus area (quick-turn fab pricing, margin included)`;
    return { components: 0, lines: [{ category: 'Board fabrication', unitCost: fab, basis }], oneOff: 0, rest: fab };
  }
  const smt = board.smtJoints * ASSEMBLY.perSmtJoint + board.smtPlacements * ASSEMBLY.perSmtPlacement;
  const tht = board.thtJoints * ASSEMBLY.perThtJoint;
  const useFixture = ASSEMBLY.fixtureTestPerBoard + ASSEMBLY.fixture / volume < ASSEMBLY.manualTestPerBoard;
  const testEach = useFixture ? ASSEMBLY.fixtureTestPerBoard : ASSEMBLY.manualTestPerBoard;
  const test = testEach + (board.hasProgrammable ? ASSEMBLY.programmingPerBoard : 0);
  // Setup is paid again each batch: spread evenly, so the unit cost never rises with the volume.
  const batches = Math.max(1, volume / ASSEMBLY.batch);
  const setupOnce = board.sides * (ASSEMBLY.setupPerSide + ASSEMBLY.stencilPerSide) + (board.thtParts ? ASSEMBLY.thtSetup : 0);
  const feeders = Math.round(board.uniqueLines * ASSEMBLY.extendedShare) * ASSEMBLY.feederPerLine;
  const fixture = useFixture ? ASSEMBLY.fixture : 0;
  const oneOff = setupOnce + fixture + feeders * batches + (batches - 1) * board.sides * ASSEMBLY.setupPerSide;
  const setup = oneOff / volume;
  const sourcing = componentsMid * SOURCING_SHARE;
  const overhead = (fab + smt + tht + test + setup) * OVERHEAD_SHARE;

  const lines = [
    { category: 'Components', unitCost: componentsMid, basis: '' },
    { category: 'Component sourcing & attrition', unitCost: sourcing, basis: `${Math.round(SOURCING_SHARE * 100)} % of the components (spares, handling, minimum buys)` },
    {
      category: 'Board fabrication',
      unitCost: fab,
      basis: `${board.layers}-layer FR-4, ${formatCount(Math.round(board.areaCm2))} cm², ${money(fab)}/board at ${formatCount(volume)} (${price(BOARD_FAB.orderCharge[board.layers] ?? 450)} per order plus area, quick-turn fab pricing)`,
    },
    {
      category: 'SMT assembly',
      unitCost: smt,
      basis: `${plural(board.smtPlacements, 'placement')} (${formatCount(board.smtJoints)} joints) on ${plural(board.sides, 'side')} at ${price(ASSEMBLY.perSmtJoint)}/joint + ${price(ASSEMBLY.perSmtPlacement)}/placement`,
    },
    ...(board.thtParts ? [{ category: 'Through-hole assembly', unitCost: tht, basis: `${plural(board.thtParts, 'part')} (${formatCount(board.thtJoints)} joints) hand-soldered at ${price(ASSEMBLY.perThtJoint)}/joint` }] : []),
    { category: 'Test & programming', unitCost: test, basis: `${board.hasProgrammable ? `Firmware flashing ${price(ASSEMBLY.programmingPerBoard)} + ` : ''}functional test ${price(testEach)} per board (${useFixture ? 'on a test fixture' : 'by hand at the bench'})` },
    {
      category: 'Setup, stencil & fixtures (spread)',
      unitCost: setup,
      basis: `${money(oneOff)} once over ${plural(volume, 'board')}: setup and stencil per side${feeders ? `, feeder loading for ~${formatCount(feeders / ASSEMBLY.feederPerLine)} extended parts` : ''}${fixture ? `, test fixture ${price(fixture)}` : ''}`,
    },
    { category: 'Overhead & margin', unitCost: overhead, basis: `${Math.round(OVERHEAD_SHARE * 100)} % of fabrication, assembly, test and setup` },
  ];
  return { components: componentsMid, lines, oneOff, rest: sourcing + fab + smt + tht + test + setup + overhead };
}

const unitMid = (costed: Costed) => round2(costed.components + costed.rest);

/**
 * A printed circuit board assembly estimated from its bill of materials (or the parts its description
 * names): components by category at the volume, bare board by layers and area, SMT by joints and
 * placements, test and programming, one-off setup spread over the volume, sourcing and overhead.
 * Components it cannot place are listed unpriced and make the estimate's confidence low.
 */
export function estimateBoard(input: CostEstimationRequest, bom: BomSheet | undefined): CostEstimationResult {
  const { volume } = input;
  const board = describeBoard(input, bom);
  const costed = costAt(board, volume);
  const assumptions: string[] = [];
  const reasons: string[] = [];
  const raise: string[] = [];

  const components: ComponentLine[] = board.components.map(({ line, category }) => {
    const piece = category ? piecePrice(category, line, volume * line.quantity) : null;
    return {
      reference: line.reference,
      partNumber: line.partNumber,
      description: line.description,
      quantity: line.quantity,
      category: category?.name ?? null,
      unitCostLow: piece ? round4(piece.low) : null,
      unitCostHigh: piece ? round4(piece.high) : null,
    };
  });
  if (board.estimatedPassives) {
    const piece = piecePrice(PASSIVE, {}, volume * board.estimatedPassives);
    components.push({
      reference: null, partNumber: null, description: 'Passives and small parts (resistors, capacitors), estimated', quantity: board.estimatedPassives,
      category: 'Passives (estimated)', unitCostLow: round4(piece.low), unitCostHigh: round4(piece.high),
    });
  }
  const unknown = board.components.filter((component) => !component.category);
  const recognised = board.components.filter((component) => component.category);
  const source = bom ? `from ${bom.fileName}` : 'named in the description';
  const componentsBasis = [
    `${plural(board.components.length, 'line')} ${source}${unknown.length ? `, ${formatCount(unknown.length)} not recognised (not priced)` : ''}`,
    ...priciest(board, volume).map(({ component, low, high }) => `${formatCount(component.line.quantity)} × ${component.category!.name}, ${price(low)}-${price(high)} at ${formatCount(volume * component.line.quantity)}`),
    board.estimatedPassives ? `${formatCount(board.estimatedPassives)} passives estimated` : '',
  ].filter(Boolean);
  if (!board.bare) costed.lines[0]!.basis = `Components: ${componentsBasis.join('; ')}`;

  const breakdown: CostLine[] = costed.lines.map((line) => ({ ...line, unitCost: round2(line.unitCost) }));
  const breakdownByCategory = Object.fromEntries(breakdown.map((line) => [line.category, line.unitCost]));

  if (unknown.length) {
    const names = unknown.slice(0, 5).map(({ line }) => line.partNumber ?? line.description).join(', ');
    assumptions.push(`${plural(unknown.length, 'component')} not recognised and not priced (excluded from the total): ${names}${unknown.length > 5 ? '…' : ''}.`);
    reasons.push(`${plural(unknown.length, 'component')} could not be matched to a price category, so the total leaves them out.`);
    raise.push('Add manufacturer part numbers (MPN) for the unrecognised lines, or their unit prices in the description.');
  }
  if (board.bare) {
    assumptions.push('Bare boards only: no components and no assembly.');
  } else if (!bom) {
    assumptions.push(recognised.length ? `Components read from the description: ${recognised.map(({ line, category }) => `${line.quantity > 1 ? `${line.quantity} × ` : ''}${category!.name}`).join(', ')}.` : 'No components recognised in the description: only passives are estimated.');
    if (board.estimatedPassives) assumptions.push(`${formatCount(board.estimatedPassives)} passives and small parts estimated (${PASSIVES_PER_ACTIVE} per IC or module, at least ${PASSIVES_MINIMUM}).`);
    reasons.push('Components come from the description, not from a bill of materials.');
    raise.push('Attach the BOM as CSV or Excel from the project files.');
  }
  if (board.layersFrom === 'assumed') assumptions.push(`No layer count given: assumed ${board.layers} layers${board.layers === 4 ? ' (a radio or several ICs usually need ground and power planes)' : ''}.`);
  if (board.sizeFrom === 'assumed') assumptions.push(`No board size given: assumed about ${formatCount(Math.round(board.areaCm2))} cm² from the placements.`);
  if (board.layersFrom === 'assumed' || board.sizeFrom === 'assumed') {
    reasons.push(`The board's ${[board.layersFrom === 'assumed' && 'layer count', board.sizeFrom === 'assumed' && 'size'].filter(Boolean).join(' and ')} ${board.layersFrom === 'assumed' && board.sizeFrom === 'assumed' ? 'are' : 'is'} assumed.`);
    raise.push('Give the board size and layer count (for example "4-layer, 60 x 40 mm").');
  }
  const others = input.materials.filter((material) => material !== 'fr4');
  if (others.length) assumptions.push(`Boards are made of FR-4: ${others.map((material) => MATERIAL_LABELS[material]).join(', ')} ${others.length === 1 ? 'does' : 'do'} not apply to PCB assembly, so the board is costed as FR-4.`);
  assumptions.push(`Board: ${board.layers}-layer FR-4, 1.6 mm, ${board.sizeLabel}; ${board.sides === 2 ? 'components on both sides' : 'components on one side'}.`);
  assumptions.push('Prices exclude shipping, duties, enclosures, certification (FCC/CE) and the assembler\'s minimum order charges.');

  const fullyRecognised = unknown.length === 0;
  const confidenceLevel: Level = !fullyRecognised || (!bom && !board.bare && recognised.length === 0)
    ? 'low'
    : (bom || board.bare) && board.layersFrom === 'description' && board.sizeFrom === 'description'
      ? 'high'
      : !bom && board.layersFrom === 'assumed' && board.sizeFrom === 'assumed'
        ? 'low'
        : 'medium';
  if (confidenceLevel === 'high') reasons.push(bom ? `Every line of ${bom.fileName} is recognised, and the layer count, board size and quantity are given.` : 'Bare boards with the layer count, board size and quantity given.');
  else if (bom && fullyRecognised) reasons.push(`Every line of ${bom.fileName} is recognised.`);

  const band = RANGE_BAND[confidenceLevel];
  const unitCostLow = round2(unitMid(costed) * (1 - band.below));
  const unitCostHigh = round2(unitMid(costed) * (1 + band.above));

  const figures: CostFigure[] = [
    { label: 'Board layers', value: `${board.layers}`, source: board.layersFrom },
    { label: 'Board size', value: board.sizeLabel, source: board.sizeFrom },
    ...(board.bare ? [] : assemblyFigures(board, unknown.length, bom)),
    { label: 'Board material', value: MATERIAL_LABELS.fr4, source: input.materials.includes('fr4') ? 'description' : 'assumed' },
    { label: 'Volume', value: `${formatCount(volume)} boards`, source: 'description' },
  ];

  const cost = (quantity: number) => unitMid(costAt(board, quantity));
  return {
    estimatedCostRange: `${money(unitCostLow)} - ${money(unitCostHigh)} per unit at ${formatCount(volume)} units`,
    breakdownByCategory,
    volumeDiscountThresholds: discountThresholds(cost, volume),
    costOptimizationSuggestions: suggestionsFor(board, costed, volume),
    unitCostLow,
    unitCostHigh,
    toolingCost: Math.round(costed.oneOff),
    confidenceLevel,
    volumeCurve: volumeCurve(cost, volume),
    assumptions,
    breakdown,
    figures,
    confidenceReasons: reasons,
    raiseConfidence: confidenceLevel === 'high' ? ['A quote from an assembler on the BOM and the Gerber files narrows the range further (their parts library and stock set the component prices).'] : raise,
    components,
    toolingOptions: [],
  };
}

function assemblyFigures(board: Board, unknownCount: number, bom: BomSheet | undefined): CostFigure[] {
  return [
    { label: 'Assembly sides', value: board.sides === 2 ? 'Both sides' : 'One side', source: board.sides === 2 ? 'description' : 'assumed' },
    { label: 'Components', value: `${plural(board.components.length, 'line')}${unknownCount ? `, ${formatCount(unknownCount)} not recognised` : ''}`, source: bom ? 'bom' : 'description' },
    { label: 'SMT placements', value: formatCount(board.smtPlacements), source: board.placementsFrom },
  ];
}

/** The dearest recognised lines at the volume (up to three), for the basis and the suggestions. */
function priciest(board: Board, volume: number) {
  return board.components
    .filter((component) => component.category)
    .map((component) => {
      const piece = piecePrice(component.category!, component.line, volume * component.line.quantity);
      return { component, low: piece.low, high: piece.high, total: piece.typical * component.line.quantity };
    })
    .filter((entry) => entry.total > 0)
    .sort((a, b) => b.total - a.total)
    .slice(0, 3);
}

function suggestionsFor(board: Board, costed: Costed, volume: number): string[] {
  const suggestions: string[] = [];
  const unit = unitMid(costed);
  const [dearest] = priciest(board, volume);
  if (dearest && dearest.total / unit > 0.25) {
    suggestions.push(
      `${dearest.component.line.partNumber ?? dearest.component.category!.name} is ${Math.round((dearest.total / unit) * 100)} % of the board: quote it from two distributors at ${formatCount(volume * dearest.component.line.quantity)} pieces and check a pin-compatible alternate.`,
    );
  }
  if (board.areaCm2 < 30 && volume >= 20) suggestions.push('Panelise the board (for example 2 × 3 per panel): fabrication and assembly are charged per panel, and small boards waste the most.');
  if (!board.bare) suggestions.push('Choose parts from the assembler\'s basic parts library (JLCPCB, PCBWay): each extended part adds a feeder-loading fee per order.');
  if (board.sides === 2) suggestions.push('Place every component on one side if the layout allows: the second side doubles the setup and stencil and adds a reflow pass.');
  if (board.layers >= 6) suggestions.push(`Check whether ${board.layers - 2} layers can route the board: each pair of layers adds roughly half the bare-board price.`);
  if (board.thtParts) suggestions.push('Replace through-hole parts with SMT equivalents where you can: hand soldering costs far more per joint than reflow.');
  const setupShare = (costed.oneOff / volume) / unit;
  if (setupShare > 0.15) suggestions.push(`One-off setup is ${Math.round(setupShare * 100)} % of the unit cost at ${formatCount(volume)} boards: a larger batch spreads it.`);
  suggestions.push(`Ask for quotes at ${formatCount(volume)} and at the next price break: component and fab prices step down at 100, 1,000 and 5,000.`);
  return suggestions;
}
