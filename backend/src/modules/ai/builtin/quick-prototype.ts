import type { Level, QuickPrototypeRequest, QuickPrototypeResult } from '#shared/schemas/ai-schemas.ts';
import { learningFactor } from './cost-model.ts';
import { formatCount } from '#shared/format/numbers.ts';
import { classifyComponent, namedByPartNumber, piecePrice, priceSource, type ComponentCategory } from './component-prices.ts';

/** The enclosure and other mechanical parts of a prototype, per unit (FDM/SLA print plus finishing and hardware). */
const ENCLOSURE = { mentions: /\b(enclosures?|housings?|cases?|casings?|shells?|3d[- ]printed|chassis|frame|bracket)\b/i, low: 15, high: 60 };
/** Items that are development work, not parts. */
const SOFTWARE = /\b(firmware|software|apps?|mobile app|cloud|dashboard|backend|api)\b/i;
/** PCB prototypes: fab and assembly setup per order, and per board (JLCPCB / PCBWay / MacroFab price lists, 2025). */
const PCB_ORDER = { low: 120, high: 350 };
const PCB_PER_BOARD = { low: 4, high: 25 };
/** Engineering (schematic, layout, firmware bring-up, integration) and bench assembly rates, USD per hour. */
const ENGINEERING_RATE = 95;
const ASSEMBLY_RATE = 45;

/** A price as the answer writes it: cents below $10, whole dollars above. */
const money = (value: number) => (value >= 10 ? String(Math.round(value)) : value.toFixed(2).replace(/\.00$/, ''));

const BAND: Record<Level, number> = { high: 0.12, medium: 0.22, low: 0.35 };

function splitComponents(text: string): string[] {
  return text
    .split(/[,;\n]+|\s+\+\s+|\s+and\s+|\s+with\s+/i)
    .map((item) => item.trim())
    .filter(Boolean);
}

interface NamedPart {
  item: string;
  category: ComponentCategory;
  quantity: number;
  /** Named by a part number ('ZED-F9P'), not only by words ('RTK GNSS'). */
  byPartNumber: boolean;
}

/** '2x BME280', 'BME280 x 2' -> 2. */
const quantityOf = (item: string) => Number((/(?:^|\s)(\d{1,3})\s*(?:x|×|pcs)\s+/i.exec(item) ?? /\s(?:x|×)\s*(\d{1,3})\b/i.exec(item))?.[1] ?? 1);

/**
 * The quick prototype estimate: the components named, priced by category (component-prices.ts) at the
 * pieces bought, a PCB order when there is electronics, a printed enclosure, engineering time growing
 * with complexity (once) and bench assembly per unit with a learning curve. A component it does not
 * recognise is left out of the total and said so; the range widens as less of the input is recognised.
 */
export function estimatePrototype(input: QuickPrototypeRequest): QuickPrototypeResult {
  const { productType, components, complexity, quantity } = input;
  const items = splitComponents(components);
  const text = `${productType}\n${components}`;
  const named: NamedPart[] = [];
  const unknownItems: string[] = [];
  for (const item of items) {
    // The enclosure is priced apart; firmware and apps are in the engineering hours.
    if (ENCLOSURE.mentions.test(item) || SOFTWARE.test(item)) continue;
    const category = classifyComponent({ description: item });
    // A custom PCB is the PCB order below, not a part.
    if (category?.id === 'bare_board' || category?.id === 'not_placed') continue;
    if (category) named.push({ item, category, quantity: quantityOf(item), byPartNumber: namedByPartNumber(category, { description: item }) });
    else unknownItems.push(item);
  }
  const recognised = named.map((part) => part.category);
  const assumptions: string[] = [];

  // Each part at the price break of the pieces bought for the whole build.
  const priced = named.map((part) => ({ ...part, ...piecePrice(part.category, { description: part.item }, part.quantity * quantity) }));
  const bomLow = priced.reduce((sum, part) => sum + part.low * part.quantity, 0);
  const bomHigh = priced.reduce((sum, part) => sum + part.high * part.quantity, 0);
  const passives = { low: 2, high: 6 };
  // Parts not recognised are not given a guessed price: the estimate says so and is less confident.
  if (unknownItems.length) assumptions.push(`Not recognised and not priced (left out of the total): ${unknownItems.join(', ')}. Add part numbers or their prices.`);
  if (priced.length) {
    assumptions.push(`Components priced by category at ${formatCount(quantity)} ${quantity === 1 ? 'unit' : 'units'}: ${priced.map((part) => `${part.quantity > 1 ? `${part.quantity} × ` : ''}${part.category.name} $${money(part.low)}-${money(part.high)}`).join('; ')} (${[...new Set(priced.map((part) => priceSource(part.category)))].join('; ')}).`);
  }
  assumptions.push('Passives, fasteners and wiring: $2-6 per unit.');

  const electronics = recognised.some((component) => component.mounting !== 'none' || component.active) || /\b(pcb|circuit|electronics?)\b/i.test(text);
  const hasEnclosure = ENCLOSURE.mentions.test(text) || /\b(device|product|node|controller|tracker|wearable|handheld)\b/i.test(productType);
  if (hasEnclosure && !ENCLOSURE.mentions.test(text)) assumptions.push('No enclosure named: a 3D-printed enclosure is included.');

  const engineeringHours = 4 * complexity ** 1.2;
  const assemblyHours = (0.5 + 0.25 * complexity) * learningFactor(quantity, 0.85);
  const complexityScale = 0.7 + 0.06 * complexity;

  const low: Record<string, number> = {
    Components: (bomLow + passives.low) * quantity,
    'PCB fabrication & assembly': electronics ? PCB_ORDER.low + PCB_PER_BOARD.low * complexityScale * quantity : 0,
    'Enclosure & mechanical': hasEnclosure ? ENCLOSURE.low * complexityScale * quantity : 0,
    'Engineering (one-off)': engineeringHours * ENGINEERING_RATE * 0.85,
    'Assembly & testing': assemblyHours * ASSEMBLY_RATE * quantity,
  };
  const high: Record<string, number> = {
    Components: (bomHigh + passives.high) * quantity,
    'PCB fabrication & assembly': electronics ? PCB_ORDER.high + PCB_PER_BOARD.high * complexityScale * quantity : 0,
    'Enclosure & mechanical': hasEnclosure ? ENCLOSURE.high * complexityScale * quantity : 0,
    'Engineering (one-off)': engineeringHours * ENGINEERING_RATE * 1.25,
    'Assembly & testing': assemblyHours * ASSEMBLY_RATE * 1.4 * quantity,
  };
  assumptions.push(`Engineering: about ${Math.round(engineeringHours)} hours at $${ENGINEERING_RATE}/h for complexity ${complexity} (once, whatever the quantity).`);

  const share = items.length ? (items.length - unknownItems.length) / items.length : 0;
  const wordsOnly = priced.filter((part) => part.category.active && !part.byPartNumber);
  // High only when every part is recognised and every IC or module is pinned down by its part number:
  // a word like 'GNSS' or 'sensor' spans parts a hundred times apart in price.
  const confidenceLevel: Level =
    named.length >= 3 && unknownItems.length === 0 && wordsOnly.length === 0 ? 'high' : named.length >= 1 && share >= 0.5 ? 'medium' : 'low';
  const band = BAND[confidenceLevel];
  const sum = (costs: Record<string, number>) => Object.values(costs).reduce((total, value) => total + value, 0);
  const minCost = Math.round(sum(low) * (1 - band / 2));
  const maxCost = Math.max(minCost, Math.round(sum(high) * (1 + band / 2)));
  const breakdown = Object.fromEntries(
    Object.keys(low)
      .map((category) => [category, Math.round((low[category]! + high[category]!) / 2)] as const)
      .filter(([, value]) => value > 0),
  );

  const weeks = 1 + 0.5 * complexity + (electronics ? 1.5 : 0) + (quantity > 20 ? 1 : 0);
  const timeEstimate = `${Math.floor(weeks)}-${Math.ceil(weeks * 1.4)} weeks`;

  const ranked = Object.entries(breakdown).sort((a, b) => b[1] - a[1]);
  const costFactors = [
    ...ranked.slice(0, 3).map(([category, value]) => `${category}: about $${formatCount(value)} of the total`),
    ...priced.filter((part) => part.high >= 30).map((part) => `${part.category.name} ($${money(part.low)}-${money(part.high)} per unit at ${formatCount(part.quantity * quantity)})`),
    `Complexity ${complexity} of 10 drives the engineering hours and the assembly time`,
  ];
  const recommendations = [
    complexity <= 4 ? 'Build the first units on development boards and breakouts before designing a custom PCB.' : 'Order 2-3 spare boards per build: rework on dense boards often costs a board.',
    electronics ? 'Use the PCB assembler\'s basic parts library to avoid per-part setup fees on small orders.' : 'Use off-the-shelf mechanical parts (standard fasteners, bearings) wherever possible.',
    recognised.some((component) => /radio|modem|gnss|lora|wi-fi|ble/i.test(component.name)) ? 'Choose pre-certified radio modules: certification of a custom radio costs more than the prototype.' : 'Print enclosures in PETG or SLA resin for fit checks before committing to tooling.',
    quantity >= 20 ? 'At this quantity, ask for urethane-cast enclosures: they look like production parts.' : 'Keep the quantity small until the design is validated: engineering, not parts, dominates the cost.',
  ];
  if (wordsOnly.length) recommendations.push(`Name the part numbers of ${wordsOnly.map((part) => `'${part.item}'`).join(', ')}: a ${wordsOnly[0]!.category.name} ranges from $${money(wordsOnly[0]!.low)} to $${money(wordsOnly[0]!.high)}.`);
  if (confidenceLevel !== 'high') recommendations.push('List the key components with part numbers (for example "ESP32-S3, BME280, 2000 mAh LiPo") for a tighter estimate.');

  return { minCost, maxCost, confidenceLevel, timeEstimate, costFactors, recommendations, breakdown, assumptions };
}
