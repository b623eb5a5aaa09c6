import type { ReferencePart } from './reference-part.ts';

type BomRow = NonNullable<ReferencePart['bom']>['rows'][number];

/**
 * Boards and electronics prototypes with the price a buyer would be quoted, each from a published price
 * list, a worked example or distributor prices. The ranges were written from the sources before the
 * engine was calibrated against them, and are not moved to fit it. Where a range adds up several
 * sources (components, fabrication, assembly), the note gives each figure and how they were combined.
 * Component prices marked "distributor list price" are approximate 2025 Digi-Key / Mouser / LCSC listings
 * of the named part at that quantity, not re-checked against the distributors' pages for this file: the
 * published figures (the named sources) anchor each range, the list prices fill in the smaller parts.
 */

const JLC_SMT = { name: 'JLCPCB, "PCB Assembly FAQs" (SMT price list)', url: 'https://support.jlcpcb.com/article/83-smt-assembly-faqs' };
const BIOLOGY = { name: 'Biology Insights, "How much a circuit board costs and what drives the price"', url: 'https://biologyinsights.com/how-much-a-circuit-board-costs-and-what-drives-the-price' };
const HILPCB = { name: 'HILPCB, "PCB quote" (quote structure from 1,000+ quotes)', url: 'https://hilpcb.com/en/blog/pcb-quote' };
const OSHPARK = { name: 'OSH Park, 2-layer and 4-layer prototype service prices', url: 'http://docs.oshpark.com/services/four-layer/' };
const KINGSUN = { name: 'King Sun PCB, "How much does a 4-layer printed circuit board cost?"', url: 'https://kingsunpcb.com/how-much-does-a-4-layer-led-printed-circuit-board-cost' };
const QUEENEMS = { name: 'QueenEMS, "PCB assembly cost"', url: 'https://www.queenems.com/blog/pcb-assembly-cost' };
const SPARKFUN_RTK = { name: 'SparkFun, "GPS-RTK2 Hookup Guide" (GPS-RTK2 board, ZED-F9P, $219.95)', url: 'https://learn.sparkfun.com/tutorials/gps-rtk2-hookup-guide' };
const ESPRESSIF_TCO = { name: 'Espressif US blog, "ESP32-WROOM-32D in production: the cost controller\'s guide"', url: 'http://www.espressifus.com/blog/espressif-esp32wroom32d-in-production-the-cost-controller039s-guide-to-tco-28.html' };
const ESPRUINO = { name: 'Espruino, "MDBT42Q Bluetooth module" (from £10, £5 in volume)', url: 'https://www.espruino.com/MDBT42Q' };
const RAYPCB_RATES = { name: 'RayPCB, "PCB designer jobs: hourly rate estimates"', url: 'https://www.raypcb.com/pcb-designer-jobs' };
const CADCROWD = { name: 'Cad Crowd, "How much does it cost to outsource PCB design services"', url: 'https://cadcrowd.com/blog/how-much-does-it-cost-to-outsource-pcb-design-services-electronics-engineering-complete-prices-for-companies' };

const board = (designDetails: string, volume: number) => ({ designDetails, materials: ['FR-4'], manufacturingMethod: 'PCB assembly', volume });
const prototype = (productType: string, components: string, complexity: number, quantity: number) => ({ productType, components, complexity, quantity });

const ESP32_BOARD = 'ESP32 sensor board: ESP32-WROOM-32E module, BME280 sensor, CP2102N USB-UART, AP2112K LDO, USB-C, 2-layer, 50 x 40 mm, 35 components';
const RTK_BOARD = 'RTK GNSS receiver board: u-blox ZED-F9P, STM32G071 MCU, AP2112K LDO, SMA connector, USB-C, 4-layer, 60 x 40 mm, 40 components';
const WEARABLE_BOARD = 'Wearable motion tag: MDBT42Q nRF52832 BLE module, BMI270 IMU, MCP73831 charger, 120 mAh LiPo, 4-layer, 30 x 30 mm, 28 components';

/** A KiCad-style BOM of an nRF52840 environmental sensor (designators, quantity, MPN, description). */
const NRF52840_BOM: BomRow[] = [
  { reference: 'U1', partNumber: 'NRF52840-QIAA-R', description: 'nRF52840 BLE SoC, aQFN-73', quantity: 1 },
  { reference: 'U2', partNumber: 'BME280', description: 'Humidity, pressure and temperature sensor', quantity: 1 },
  { reference: 'U3', partNumber: 'TPS62840DLCR', description: 'Buck converter 750 mA', quantity: 1 },
  { reference: 'U4', partNumber: 'W25Q32JVSSIQ', description: 'SPI flash 32 Mbit', quantity: 1 },
  { reference: 'Y1', partNumber: 'ABM8-32.000MHZ-B2-T', description: 'Crystal 32 MHz', quantity: 1 },
  { reference: 'Y2', partNumber: 'ABS07-32.768KHZ-T', description: 'Crystal 32.768 kHz', quantity: 1 },
  { reference: 'ANT1', partNumber: '2450AT18A100E', description: '2.4 GHz chip antenna', quantity: 1 },
  { reference: 'J1', partNumber: 'USB4105-GF-A', description: 'USB-C receptacle', quantity: 1 },
  { reference: 'J2', partNumber: 'S2B-PH-SM4-TB', description: 'JST PH 2-pin battery connector', quantity: 1 },
  { reference: 'D1', partNumber: 'PESD5V0S1BL', description: 'ESD protection diode', quantity: 2 },
  { reference: 'LED1', partNumber: 'LTST-C191KGKT', description: 'Green LED 0603', quantity: 1 },
  { reference: 'SW1', partNumber: 'PTS810SJM250SMTRLFS', description: 'Tactile switch', quantity: 1 },
  { reference: 'L1, L2', partNumber: 'LQM21PN2R2MGH', description: 'Inductor 2.2 uH', quantity: 2 },
  { reference: 'C1-C18', partNumber: 'GRM155R71C104KA88D', description: 'Capacitor 100 nF 0402', quantity: 18 },
  { reference: 'C19-C22', partNumber: 'GRM188R61A106KE69D', description: 'Capacitor 10 uF 0603', quantity: 4 },
  { reference: 'R1-R8', partNumber: 'RC0402FR-0710KL', description: 'Resistor 10k 0402', quantity: 8 },
];

export const ELECTRONICS_REFERENCES: ReferencePart[] = [
  // Bare boards: fabrication only.
  {
    id: 'pcb-2l-100x100-5', family: 'PCB fabrication', title: 'Bare 2-layer board 100 x 100 mm, 5 pieces',
    tool: 'cost-estimation', request: board('Bare 2-layer PCB, 100 x 100 mm, FR-4 1.6 mm, HASL, no assembly', 5),
    measure: 'unit', range: { low: 1, high: 10 },
    source: { ...BIOLOGY, note: 'Double-layer PCBs: "$1 to $10 per unit for small orders". (OSH Park, US-made, would be $25.80 a board: $5/sq in for three copies of a 15.5 sq in board; left out as a domestic premium.)' },
  },
  {
    id: 'pcb-2l-100x100-100', family: 'PCB fabrication', title: 'Bare 2-layer board 100 x 100 mm, 100 pieces',
    tool: 'cost-estimation', request: board('Bare 2-layer PCB, 100 x 100 mm, FR-4 1.6 mm, HASL, no assembly', 100),
    measure: 'unit', range: { low: 0.9, high: 2.0 },
    source: { ...HILPCB, note: 'Standard FR-4 1.6 mm is quoted at $35-60 per m² of material, and material is 30-40 % of a quote: 100 boards of 100 cm² are 1 m², so $0.35-0.60 of material is $0.90-2.00 a board all in.' },
  },
  {
    id: 'pcb-2l-100x100-1000', family: 'PCB fabrication', title: 'Bare 2-layer board 100 x 100 mm, 1,000 pieces',
    tool: 'cost-estimation', request: board('Bare 2-layer PCB, 100 x 100 mm, FR-4 1.6 mm, HASL, no assembly', 1000),
    measure: 'unit', range: { low: 0.6, high: 1.6 },
    source: { ...HILPCB, note: 'HILPCB quote structure as above ($0.90-2.00 a 100 cm² board, one-off charges included) less the one-offs spread over ten times the boards; Biology Insights: a 10,000-unit run of a low-complexity rigid board "$0.50 to $1.00". Range $0.60-1.60.' },
  },
  {
    id: 'pcb-4l-100x80-10', family: 'PCB fabrication', title: 'Bare 4-layer board 100 x 80 mm, 10 pieces',
    tool: 'cost-estimation', request: board('Bare 4-layer PCB, 100 x 80 mm, FR-4, ENIG, no assembly', 10),
    measure: 'unit', range: { low: 10, high: 50 },
    source: { ...KINGSUN, note: 'King Sun: a medium-sized 4-layer PCB (50-200 cm²) "$20 to $50"; Biology Insights: 4-layer PCBs "$10 to $50 per unit depending on size, quantity"; OSH Park 4-layer: $10/sq in for three copies, $41.30 a board of 12.4 sq in. Range $10-50.' },
  },
  {
    id: 'pcb-4l-100x100-1000', family: 'PCB fabrication', title: 'Bare 4-layer board 100 x 100 mm, 1,000 pieces',
    tool: 'cost-estimation', request: board('Bare 4-layer PCB, 100 x 100 mm, FR-4, no assembly', 1000),
    measure: 'unit', range: { low: 1.8, high: 4.0 },
    source: { ...OSHPARK, note: 'OSH Park prices 4 layers at twice 2 layers ($10 against $5 per sq in); applied to the HILPCB-derived $0.90-2.00 for a 100 cm² 2-layer board: $1.80-4.00.' },
  },
  // Assembled boards (PCBA), components included.
  {
    id: 'pcba-esp32-sensor-100', family: 'PCB assembly', title: 'ESP32 sensor board, 100 assembled',
    tool: 'cost-estimation', request: board(ESP32_BOARD, 100),
    measure: 'unit', range: { low: 10, high: 18 },
    source: {
      ...ESPRESSIF_TCO,
      note: 'Components: ESP32-WROOM-32D "$2.50" in volume (Espressif US blog), $3-4.50 at 100 (distributor list price); BME280 $2.50-4.50, CP2102N $1.50-2.50, AP2112K $0.15-0.40, USB-C $0.20-0.60, ~28 passives $0.30-0.80 (distributor list prices): $8-13. Board 2-layer 20 cm² at 100: $0.30-1.00. Assembly: JLCPCB $8 setup + $1.50 stencil + $0.0017/joint (JLCPCB SMT FAQ) to 3-5x that at Western EMS: $1-3 a board. Total $10-18.',
    },
  },
  {
    id: 'pcba-esp32-sensor-1000', family: 'PCB assembly', title: 'ESP32 sensor board, 1,000 assembled',
    tool: 'cost-estimation', request: board(ESP32_BOARD, 1000),
    measure: 'unit', range: { low: 7.5, high: 13 },
    source: {
      ...ESPRESSIF_TCO,
      note: 'Components at 1,000: ESP32-WROOM-32D $2.50 (Espressif US blog) to $3.20, BME280 $2-3.50, CP2102N $1.20-2, LDO, USB-C and passives $0.50-1.20 (distributor list prices): $6.50-10.50. Board $0.20-0.50; assembly and test $0.60-2 (JLCPCB SMT price list to Western EMS). Total $7.50-13.',
    },
  },
  {
    id: 'pcba-rtk-zedf9p-100', family: 'PCB assembly', title: 'ZED-F9P RTK board, 100 assembled',
    tool: 'cost-estimation', request: board(RTK_BOARD, 100),
    measure: 'unit', range: { low: 180, high: 240 },
    source: {
      ...SPARKFUN_RTK,
      note: 'The module dominates: SparkFun sells a ZED-F9P breakout at $219.95 (retail, module plus a simple board); the ZED-F9P-04B alone lists about $175-215 at 100 (distributor list price). STM32G0 $1.50-3, SMA $1-3, LDO, USB-C and passives $1-2; 4-layer 24 cm² board $1-3 at 100; assembly and test $1.50-4. Total $180-240.',
    },
  },
  {
    id: 'pcba-rtk-zedf9p-1000', family: 'PCB assembly', title: 'ZED-F9P RTK board, 1,000 assembled',
    tool: 'cost-estimation', request: board(RTK_BOARD, 1000),
    measure: 'unit', range: { low: 155, high: 215 },
    source: { ...SPARKFUN_RTK, note: 'ZED-F9P about $150-200 at 1,000 (distributor list price; below SparkFun\'s $219.95 retail board); the rest of the board (MCU, connectors, passives, 4-layer board, assembly, test) $4-12. Total $155-215.' },
  },
  {
    id: 'pcba-nrf52-wearable-1000', family: 'PCB assembly', title: 'nRF52 wearable board with battery, 1,000 assembled',
    tool: 'cost-estimation', request: board(WEARABLE_BOARD, 1000),
    measure: 'unit', range: { low: 9, high: 17 },
    source: {
      ...ESPRUINO,
      note: 'MDBT42Q (nRF52832) "from £10, £5 in volume" (Espruino), $5-8 at 1,000; BMI270 $1.50-3, MCP73831 $0.30-0.60, 120 mAh LiPo $1.50-3, passives $0.20-0.50 (distributor list prices); 4-layer 9 cm² board $0.30-1; assembly and test $0.50-1.50 (JLCPCB SMT price list to Western EMS). Total $9-17.',
    },
  },
  {
    id: 'pcba-bom-nrf52840-500', family: 'PCB assembly', title: 'nRF52840 sensor from its BOM (16 lines), 500 assembled',
    tool: 'cost-estimation', request: { ...board('nRF52840 environmental sensor, 4-layer, 40 x 30 mm', 500), bomFileName: 'sensor-bom.csv' },
    bom: { fileName: 'sensor-bom.csv', rows: NRF52840_BOM },
    measure: 'unit', range: { low: 9, high: 15 },
    source: {
      ...JLC_SMT,
      note: 'Components at 500 (distributor list prices): nRF52840 $3.50-4.80, BME280 $2.20-3.80, TPS62840 $0.70-1.20, W25Q32 $0.30-0.50, crystals $0.30-0.70, antenna $0.25-0.60, USB-C and JST $0.25-0.70, the rest $0.40-0.80: $8-13. 4-layer 12 cm² board $0.30-0.80. Assembly: 46 placements, JLCPCB $0.0017/joint + $8 setup + $3 per extended part to 3-5x at Western EMS: $0.50-1.50. Total $9-15.',
    },
  },
  // Quick prototypes: the whole build, engineering included.
  {
    id: 'proto-rtk-tracker-5', family: 'electronics prototype', title: 'RTK GNSS tracker prototype, 5 units',
    tool: 'quick-prototype-cost', request: prototype('GNSS tracker', 'u-blox ZED-F9P, ESP32-S3, 2000 mAh LiPo, USB-C charging, 3D printed enclosure', 6, 5),
    measure: 'total', range: { low: 3500, high: 9500 },
    source: {
      ...RAYPCB_RATES,
      note: 'Parts: 5 × $240-290 (ZED-F9P at 1-9 pieces about $200-260, below SparkFun\'s $219.95 board; ESP32-S3, LiPo, charger, passives $25-35) = $1,200-1,450. Prototype PCBA order $150-400 (QueenEMS: 5-10 unit runs $30-80 a board). Printed enclosures 5 × $20-60. Engineering 30-50 h at $45-150/h (RayPCB: mid-level $45-70, senior $70-150; Cad Crowd: schematic alone 40 h at $100) = $1,350-7,500. Total rounded to $3,500-9,500.',
    },
  },
  {
    id: 'proto-esp32-sensor-10', family: 'electronics prototype', title: 'ESP32 environmental sensor prototype, 10 units',
    tool: 'quick-prototype-cost', request: prototype('IoT sensor node', 'ESP32-S3-WROOM-1, BME280, SHT40, 1000 mAh LiPo, USB-C, 3D printed enclosure', 4, 10),
    measure: 'total', range: { low: 2000, high: 6500 },
    source: {
      ...QUEENEMS,
      note: 'Parts 10 × $15-30 (distributor list prices) = $150-300; prototype PCBA $300-800 (QueenEMS: 5-10 unit runs $30-80 a board); enclosures 10 × $15-40; bench assembly 10 × 0.5-1 h; engineering 20-35 h at $45-150/h (RayPCB rates; Cad Crowd schematic phase 40 h at $100 for a larger board) = $900-5,250. Total rounded to $2,000-6,500.',
    },
  },
  {
    id: 'proto-rtk-words-1', family: 'electronics prototype', title: 'One RTK survey rover prototype, components named in words',
    tool: 'quick-prototype-cost', request: prototype('Survey rover', 'RTK GNSS, microcontroller, LiPo battery, enclosure', 5, 1),
    measure: 'total', range: { low: 1800, high: 6500 },
    source: {
      ...CADCROWD,
      note: 'One unit: RTK module $190-280 one-off (SparkFun\'s ZED-F9P board $219.95), MCU, LiPo and passives $15-30, a prototype PCBA order $100-350 (JLCPCB setup and fees to QueenEMS prototype rates), one printed enclosure $20-60, engineering 20-40 h at $45-150/h (RayPCB) = $900-6,000. Total rounded to $1,800-6,500; never the $10-35 of a plain GPS module.',
    },
  },
];
