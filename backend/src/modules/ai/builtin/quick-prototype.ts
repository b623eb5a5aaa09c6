import type { Level, QuickPrototypeRequest, QuickPrototypeResult } from '#shared/schemas/ai-schemas.ts';
import { learningFactor } from './cost-model.ts';
import { formatCount } from '#shared/format/numbers.ts';

/**
 * Prototype prices of common components, USD per unit at 1-10 pieces (Digi-Key, Mouser and LCSC
 * list prices for parts and modules, 2025). `electronics` parts need a PCB.
 */
interface ComponentSpec {
  name: string;
  mentions: RegExp;
  low: number;
  high: number;
  electronics: boolean;
}

export const COMPONENT_TABLE: ComponentSpec[] = [
  { name: 'Microcontroller / SoC', mentions: /\b(esp32|esp8266|stm32|nrf5\d*|rp2040|atmega|samd\d*|mcu|microcontroller|arduino|raspberry pi|soc|processor)\b/i, low: 3, high: 15, electronics: true },
  { name: 'Single-board computer', mentions: /\b(raspberry pi (4|5|cm4|compute)|jetson|sbc|single-board)\b/i, low: 45, high: 150, electronics: true },
  { name: 'Environmental sensor', mentions: /\b(temperature|humidity|pressure|bme\d+|sht\d+|bmp\d+|gas|co2|voc|air quality|pm2\.?5)\b/i, low: 2, high: 18, electronics: true },
  { name: 'Motion sensor', mentions: /\b(imu|accelerometer|gyro(scope)?|magnetometer|mpu\d+|bno\d+|lsm\d+)\b/i, low: 2, high: 15, electronics: true },
  { name: 'Optical / distance sensor', mentions: /\b(proximity|tof|time of flight|lidar|light sensor|ambient light|infrared|ir sensor|ultrasonic)\b/i, low: 3, high: 40, electronics: true },
  { name: 'Biometric sensor', mentions: /\b(ecg|ppg|heart rate|spo2|emg|eeg|biometric)\b/i, low: 8, high: 45, electronics: true },
  { name: 'Camera module', mentions: /\b(camera|image sensor|cmos sensor)\b/i, low: 15, high: 60, electronics: true },
  { name: 'Display', mentions: /\b(display|screen|lcd|oled|e-?ink|e-?paper|tft|touchscreen)\b/i, low: 8, high: 45, electronics: true },
  { name: 'Battery', mentions: /\b(batter(y|ies)|li-?po|li-?ion|lithium|18650|mah|coin cell|cr2032)\b/i, low: 6, high: 25, electronics: false },
  { name: 'Charging and power management', mentions: /\b(usb-?c|charg(er|ing)|pmic|bms|power management|regulator|buck|boost|wireless charging|qi)\b/i, low: 2, high: 10, electronics: true },
  { name: 'Solar panel', mentions: /\b(solar)\b/i, low: 8, high: 30, electronics: false },
  { name: 'LoRa radio', mentions: /\b(lora(wan)?|sx12\d\d|rfm9\d)\b/i, low: 8, high: 20, electronics: true },
  { name: 'GPS / GNSS receiver', mentions: /\b(gps|gnss)\b/i, low: 10, high: 35, electronics: true },
  { name: 'Cellular modem', mentions: /\b(lte|nb-?iot|cat-?m1?|cellular|4g|5g|gsm|modem)\b/i, low: 20, high: 65, electronics: true },
  { name: 'Other radio (Zigbee, Thread, UWB)', mentions: /\b(zigbee|thread|matter|uwb|sub-?ghz)\b/i, low: 5, high: 15, electronics: true },
  { name: 'Motor', mentions: /\b(motors?|bldc|stepper|servos?|actuators?|gearmotor|pumps?)\b/i, low: 5, high: 45, electronics: false },
  { name: 'Motor driver', mentions: /\b(motor driver|h-?bridge|esc|drv\d+|tmc\d+)\b/i, low: 3, high: 15, electronics: true },
  { name: 'Audio (speaker, microphone, buzzer)', mentions: /\b(speakers?|microphones?|mics?|buzzers?|audio|amplifier)\b/i, low: 2, high: 12, electronics: true },
  { name: 'LEDs and lighting', mentions: /\b(leds?|rgb|neopixel|ws2812|lighting|light ring)\b/i, low: 0.5, high: 8, electronics: true },
  { name: 'Buttons, switches and encoders', mentions: /\b(buttons?|switch(es)?|encoders?|keypad|joystick|knob)\b/i, low: 1, high: 8, electronics: false },
  { name: 'Connectors and cables', mentions: /\b(connectors?|cables?|harness|jst|headers?)\b/i, low: 2, high: 10, electronics: false },
  { name: 'Relay', mentions: /\b(relays?|ssr|contactor)\b/i, low: 2, high: 8, electronics: true },
];

/** The enclosure and other mechanical parts of a prototype, per unit (FDM/SLA print plus finishing and hardware). */
const ENCLOSURE = { mentions: /\b(enclosures?|housings?|cases?|casings?|shells?|3d[- ]printed|chassis|frame|bracket)\b/i, low: 15, high: 60 };
/** PCB prototypes: fab and assembly setup per order, and per board (JLCPCB / PCBWay / MacroFab price lists, 2025). */
const PCB_ORDER = { low: 120, high: 350 };
const PCB_PER_BOARD = { low: 4, high: 25 };
/** Engineering (schematic, layout, firmware bring-up, integration) and bench assembly rates, USD per hour. */
const ENGINEERING_RATE = 95;
const ASSEMBLY_RATE = 45;

const BAND: Record<Level, number> = { high: 0.12, medium: 0.22, low: 0.35 };

function splitComponents(text: string): string[] {
  return text
    .split(/[,;\n]+|\s+\+\s+|\s+and\s+/i)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Quantity price breaks of components: 10 % off from 10 pieces, 20 % from 100. */
const componentPriceFactor = (quantity: number) => (quantity >= 100 ? 0.8 : quantity >= 10 ? 0.9 : 1);

/**
 * The quick prototype estimate: the bill of materials read from the components named, a PCB order
 * when there is electronics, a printed enclosure, engineering time growing with complexity (once)
 * and bench assembly per unit with a learning curve; the range widens as less of the input is recognised.
 */
export function estimatePrototype(input: QuickPrototypeRequest): QuickPrototypeResult {
  const { productType, components, complexity, quantity } = input;
  const items = splitComponents(components);
  const text = `${productType}\n${components}`;
  const recognised = COMPONENT_TABLE.filter((component) => component.mentions.test(components));
  const recognisedItems = items.filter((item) => COMPONENT_TABLE.some((component) => component.mentions.test(item)) || ENCLOSURE.mentions.test(item));
  const assumptions: string[] = [];

  const priceFactor = componentPriceFactor(quantity);
  const bomLow = recognised.reduce((sum, component) => sum + component.low, 0) * priceFactor;
  const bomHigh = recognised.reduce((sum, component) => sum + component.high, 0) * priceFactor;
  // Parts named but not in the table: priced as generic small parts.
  const unknown = Math.max(0, items.length - recognisedItems.length);
  const passives = { low: 2 + unknown * 2, high: 6 + unknown * 10 };
  if (unknown > 0) assumptions.push(`${unknown} component${unknown === 1 ? '' : 's'} not recognised: priced as generic parts at $2-10 each.`);
  assumptions.push('Passives, fasteners and wiring: $2-6 per unit.');

  const electronics = recognised.some((component) => component.electronics) || /\b(pcb|circuit|electronics?)\b/i.test(text);
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

  const share = items.length ? recognisedItems.length / items.length : 0;
  const confidenceLevel: Level = recognised.length >= 3 && share >= 0.75 ? 'high' : recognised.length >= 1 && share >= 0.4 ? 'medium' : 'low';
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
    ...recognised.filter((component) => component.high >= 30).map((component) => `${component.name} ($${component.low}-${component.high} per unit)`),
    `Complexity ${complexity} of 10 drives the engineering hours and the assembly time`,
  ];
  const recommendations = [
    complexity <= 4 ? 'Build the first units on development boards and breakouts before designing a custom PCB.' : 'Order 2-3 spare boards per build: rework on dense boards often costs a board.',
    electronics ? 'Use the PCB assembler\'s basic parts library to avoid per-part setup fees on small orders.' : 'Use off-the-shelf mechanical parts (standard fasteners, bearings) wherever possible.',
    recognised.some((component) => /radio|modem|gnss|lora/i.test(component.name)) ? 'Choose pre-certified radio modules: certification of a custom radio costs more than the prototype.' : 'Print enclosures in PETG or SLA resin for fit checks before committing to tooling.',
    quantity >= 20 ? 'At this quantity, ask for urethane-cast enclosures: they look like production parts.' : 'Keep the quantity small until the design is validated: engineering, not parts, dominates the cost.',
  ];
  if (confidenceLevel !== 'high') recommendations.push('List the key components with part numbers (for example "ESP32-S3, BME280, 2000 mAh LiPo") for a tighter estimate.');

  return { minCost, maxCost, confidenceLevel, timeEstimate, costFactors, recommendations, breakdown, assumptions };
}
