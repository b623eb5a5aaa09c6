import type { ReferencePart } from './reference-part.ts';

/**
 * Mechanical parts with the price a buyer would be quoted, each from a published guide, price list or
 * worked example. The ranges were written from the sources before the engine was calibrated against
 * them, and are not moved to fit it. Where a range combines several sources, or a source gives the
 * figure for a neighbouring size, the note says how the range was read.
 */

const FORMLABS_IM = { name: 'Formlabs, "Injection molding cost" guide', url: 'https://formlabs.com/blog/injection-molding-cost' };
const TAIWAN_MOLD = { name: 'Taiwan Mold Maker, "Injection Molding Tooling Cost: Ranges, Drivers"', url: 'https://www.taiwanmoldmaker.com/news/injection-molding-tooling-cost' };
const TRIBUNE_MOLD = { name: 'Tribune, "How much does an injection mold cost" (2026 figures)', url: 'https://www.tribune.co.com/?p=3122' };
const ICOMOLD = { name: 'ICOMold, "How Much Does an Injection Mold Cost?"', url: 'https://icomold.com/much-injection-molding-cost/' };
const PROTOLABS_IM = { name: 'Protolabs, "Understanding Injection Mold Cost for Parts and Tooling"', url: 'https://protolabs.com/resources/design-tips/11-tips-to-reduce-injection-molding-costs' };
const FORMLABS_RACE = { name: 'Formlabs, "Race to 1,000 Parts" (as summarised by Polynamix)', url: 'https://www.polynamix.com/en/insight/prototipazione-produzione-serie' };
const MEKALITE = { name: 'Mekalite, "How Much Do Plastic Injection Molds Cost? A 2025 Pricing Guide"', url: 'https://mekalite.com/how-much-do-plastic-injection-molds-cost-a-2025-pricing-guide' };
const PK_CNC = { name: 'PK CNC Machining, "CNC machining unit pricing in China"', url: 'https://pkcncmachining.com/cnc-machining-unit-pricing-in-china-a-comprehensive-guide-for-buyers' };
const AOOM = { name: 'Aoomtech, "How to calculate CNC machining cost"', url: 'https://www.aoomtech.com/news/how-to-calculate-cnc-machining-cost-html.html' };
const CLARWE = { name: 'Clarwe, "CNC materials, processes and cost guide"', url: 'https://www.clarwe.com/articles/cnc-materials-processes-cost-guide' };
const OKDOR = { name: 'Okdor, "How much does sheet metal fabrication cost?"', url: 'https://okdor.com/sheet-metal-fabrication-cost' };
const SELECTION_DC = { name: 'Selection Hardware, "Die casting costs"', url: 'https://www.selectionhardware.com/news/die-casting-costs-yield-highquality-returns-in-manufacturing-253913.html' };
const RAPIDDIRECT_DC = { name: 'RapidDirect, "Die casting cost"', url: 'https://www.rapiddirect.com/blog/die-casting-cost/' };
const PHASIO_VC = { name: 'Phasio pricing docs, "Vacuum Casting" worked example', url: 'https://docs.phas.io/pricing/deep-dive/process-deep-dives/vacuum-casting' };
const FORMLABS_VC = { name: 'Formlabs, "Guide to Vacuum Casting (Urethane Casting)"', url: 'https://formlabs.com/uk/blog/vacuum-casting-urethane-casting-polyurethane-casting' };
const PHASIO_SLS = { name: 'Phasio pricing docs, "Powder Bed - SLS / MJF" worked example', url: 'https://docs.phas.io/pricing/deep-dive/process-deep-dives/powder-bed-sls-mjf' };
const PEOPLE3D_SLS = { name: '3DPeople, "SLS pricing" (bounding-box price list)', url: 'https://3dpeople.uk/sls-pricing' };
const SHAPEWAYS = { name: 'Shapeways, "Pricing transparency update" (minimum prices per part)', url: 'https://www.shapeways.com/forum/t/pricing-transparency-update.98708/' };
const LSRPF_3DP = { name: 'Longsheng (LSRPF), "How much does 3D printing cost per gram?"', url: 'https://www.lsrpf.com/en/blog/how-much-does-3d-printing-cost-per-gram' };
const SYSPCB_BOX = { name: 'SysPCB, "Moving to lower cost and fast delivery" (assembly labour)', url: 'https://www.syspcb.com/pcb-blog/always-moving-to-lower-cost-and-fast-delivery-in-electronics-market.html' };

const cost = (designDetails: string, materials: string[], manufacturingMethod: string, volume: number) => ({ designDetails, materials, manufacturingMethod, volume });

export const MECHANICAL_REFERENCES: ReferencePart[] = [
  // Injection moulding: small, medium and large parts at prototype, bridge and production volumes.
  {
    id: 'im-clip-small-tooling', family: 'injection moulding', title: 'Small ABS clip, single-cavity mould at 10,000',
    tool: 'cost-estimation', request: cost('ABS clip 30 x 15 x 8 mm, 1.5 mm walls, snap fit', ['ABS'], 'Injection moulding', 10_000),
    measure: 'tooling', range: { low: 1500, high: 6000 },
    source: { ...TRIBUNE_MOLD, note: 'A tiny connector-sized part: single-cavity mould $1,500-4,000; ICOMold: a small simple single-cavity mould "a couple thousand dollars"; Formlabs Race to 1,000: a real two-cavity latch mould $3,600. Range widened to $6,000 for a steel tool.' },
  },
  {
    id: 'im-clip-small-piece', family: 'injection moulding', title: 'Small ABS clip, piece price at 10,000',
    tool: 'cost-estimation', request: cost('ABS clip 30 x 15 x 8 mm, 1.5 mm walls, snap fit', ['ABS'], 'Injection moulding', 10_000),
    measure: 'piece', range: { low: 0.08, high: 0.5 },
    source: { ...FORMLABS_RACE, note: 'Race to 1,000 Parts: $3,920 for 1,000 moulded latches including the $3,600 mould, i.e. about $0.32 a piece; Mekalite worked example uses $0.50 per part for material and machine time.' },
  },
  {
    id: 'im-enclosure-medium-tooling', family: 'injection moulding', title: 'Medium ABS enclosure cover, aluminium mould at 2,000',
    tool: 'cost-estimation', request: cost('ABS enclosure cover 120 x 80 x 30 mm, 2.5 mm walls, bosses and ribs', ['ABS'], 'Injection moulding', 2000),
    measure: 'tooling', range: { low: 4000, high: 15_000 },
    source: { ...TAIWAN_MOLD, note: 'Table: aluminium single-cavity (EVT/DVT, 1-3k shots) US$4k-15k. ICOMold: the typical mould $4,500-16,000.' },
  },
  {
    id: 'im-enclosure-medium-piece', family: 'injection moulding', title: 'Medium ABS enclosure cover, piece price at 5,000',
    tool: 'cost-estimation', request: cost('ABS enclosure cover 120 x 80 x 30 mm, 2.5 mm walls, bosses and ribs', ['ABS'], 'Injection moulding', 5000),
    measure: 'piece', range: { low: 0.6, high: 2.5 },
    source: { ...MEKALITE, note: 'Worked example: $0.50 per part for material and machine time on a simple part; a 55 g hand-sized cover on a 100-150 t press at 30-40 s cycles is quoted $0.60-2.50 (Protolabs and Chinese moulders\' on-line quotes; read from the guides, no single quote opened here).' },
  },
  {
    id: 'im-enclosure-medium-unit', family: 'injection moulding', title: 'Medium ABS enclosure cover, unit cost with the mould at 5,000',
    tool: 'cost-estimation', request: cost('ABS enclosure cover 120 x 80 x 30 mm, 2.5 mm walls, bosses and ribs', ['ABS'], 'Injection moulding', 5000),
    measure: 'unit', range: { low: 1.5, high: 6 },
    source: { ...MEKALITE, note: 'Mekalite amortisation table: a $10,000 mould and $0.50 parts give $2.50 a unit at 5,000 ($10.50 at 1,000). Mould $4k-15k (Taiwan Mold Maker) over 5,000 plus a $0.60-2.50 piece.' },
  },
  {
    id: 'im-housing-two-half-medium-tooling', family: 'injection moulding', title: 'Two-half PC housing 160 x 100 x 50 mm, moulds at 20,000',
    tool: 'cost-estimation', request: cost('Polycarbonate housing, two halves (top and bottom), 160 x 100 x 50 mm overall, 2.5 mm walls, snap fits', ['Polycarbonate'], 'Injection moulding', 20_000),
    measure: 'tooling', range: { low: 12_000, high: 50_000 },
    source: { ...TRIBUNE_MOLD, note: 'A medium housing "the size of a lunchbox" runs $8,000-25,000 per single-cavity steel mould; two halves, two moulds: $16k-50k; ICOMold typical $4.5k-16k each. Low end lowered for offshore tools.' },
  },
  {
    id: 'im-housing-large-500-tooling', family: 'injection moulding', title: 'Large two-half ABS housing 450 x 320 x 90 mm, tooling at 500',
    tool: 'cost-estimation', request: cost('Two-half ABS housing, 450 x 320 x 90 mm overall, 3 mm walls, bosses and ribs', ['ABS'], 'Injection moulding', 500),
    measure: 'tooling', range: { low: 20_000, high: 70_000 },
    source: { ...TRIBUNE_MOLD, note: 'Large moulds start at $40,000 in steel; aluminium is 30-50% cheaper (same source), so a soft aluminium tool per half is about $12k-35k. Taiwan Mold Maker: aluminium single-cavity $4k-15k for ordinary sizes; a 450 mm part is at the top of aluminium tooling. Two halves: $20k-70k.' },
  },
  {
    id: 'im-housing-large-500-unit', family: 'injection moulding', title: 'Large two-half ABS housing, unit cost with the moulds at 500',
    tool: 'cost-estimation', request: cost('Two-half ABS housing, 450 x 320 x 90 mm overall, 3 mm walls, bosses and ribs', ['ABS'], 'Injection moulding', 500),
    measure: 'unit', range: { low: 50, high: 160 },
    source: { ...FORMLABS_IM, note: 'Tooling $20k-70k (above) spread over 500 units is $40-140, plus both halves moulded ($8-20 for about 1.3 kg of ABS on a 500-800 t press). Formlabs: at low volume the mould dominates the unit cost.' },
  },
  {
    id: 'im-housing-large-10k-tooling', family: 'injection moulding', title: 'Large two-half ABS housing, steel moulds at 10,000',
    tool: 'cost-estimation', request: cost('Two-half ABS housing, 450 x 320 x 90 mm overall, 3 mm walls, bosses and ribs', ['ABS'], 'Injection moulding', 10_000),
    measure: 'tooling', range: { low: 50_000, high: 180_000 },
    source: { ...ICOMOLD, note: 'A large production mould costs upwards of $60,000-100,000; Tribune: large moulds (bucket, bumper) $40,000-120,000. Two halves, two steel moulds of about $25k-90k each.' },
  },
  {
    id: 'im-housing-large-10k-piece', family: 'injection moulding', title: 'Large two-half ABS housing, piece price at 10,000',
    tool: 'cost-estimation', request: cost('Two-half ABS housing, 450 x 320 x 90 mm overall, 3 mm walls, bosses and ribs', ['ABS'], 'Injection moulding', 10_000),
    measure: 'piece', range: { low: 6, high: 20 },
    source: { ...FORMLABS_IM, note: 'Resin $1-5/kg (Formlabs guide) for about 1.3 kg of ABS, plus two 60-90 s shots on a large press at $60-120/h; read as $6-20 for the pair, no single published quote for this size was found.' },
  },
  {
    id: 'im-housing-large-10k-unit', family: 'injection moulding', title: 'Large two-half ABS housing, unit cost with the moulds at 10,000',
    tool: 'cost-estimation', request: cost('Two-half ABS housing, 450 x 320 x 90 mm overall, 3 mm walls, bosses and ribs', ['ABS'], 'Injection moulding', 10_000),
    measure: 'unit', range: { low: 12, high: 38 },
    source: { ...ICOMOLD, note: 'Moulds $50k-180k over 10,000 units ($5-18) plus $6-20 of moulding for the pair.' },
  },
  {
    id: 'im-small-part-100k-piece', family: 'injection moulding', title: 'Small PC knob, multi-cavity steel mould at 100,000',
    tool: 'cost-estimation', request: cost('Polycarbonate knob 25 x 25 x 15 mm, 2 mm walls', ['Polycarbonate'], 'Injection moulding', 100_000),
    measure: 'piece', range: { low: 0.05, high: 0.35 },
    source: { ...TRIBUNE_MOLD, note: 'Multi-cavity moulds make several parts a shot; businesstimes/Formlabs figure: a part costing 15 cents each at 100,000 units. Range $0.05-0.35 for a 5 g part.' },
  },
  {
    id: 'im-prototype-100-unit', family: 'injection moulding', title: '100 moulded ABS parts from a quick-turn aluminium mould',
    tool: 'cost-estimation', request: cost('ABS bracket 60 x 40 x 15 mm, 2 mm walls', ['ABS'], 'Injection moulding', 100),
    measure: 'unit', range: { low: 20, high: 80 },
    source: { ...PROTOLABS_IM, note: 'Protolabs builds moulds for quantities as low as 25 pieces; Formlabs guide: aluminium moulds about $2,000-5,000. $2k-7k of tooling over 100 parts is $20-70 a unit, plus a few dollars a piece.' },
  },

  // CNC machining: aluminium at 1, 10, 100; steel, stainless and titanium.
  {
    id: 'cnc-al-bracket-1', family: 'CNC', title: 'Aluminium 6061 bracket, one off',
    tool: 'cost-estimation', request: cost('Aluminium bracket 100 x 50 x 20 mm, 4 holes, ±0.1 mm', ['Aluminium 6061'], 'CNC machining', 1),
    measure: 'unit', range: { low: 60, high: 220 },
    source: { ...PK_CNC, note: 'Aluminium housing, 3-axis, qty 1 = $120 a unit; a simple 100 x 50 x 20 mm aluminium bracket takes about 15 minutes to machine (same guide). One-off charges: CAM programming $50-200 and fixtures $50-300 (Aoomtech).' },
  },
  {
    id: 'cnc-al-bracket-10', family: 'CNC', title: 'Aluminium 6061 bracket, 10 off',
    tool: 'cost-estimation', request: cost('Aluminium bracket 100 x 50 x 20 mm, 4 holes, ±0.1 mm', ['Aluminium 6061'], 'CNC machining', 10),
    measure: 'unit', range: { low: 25, high: 75 },
    source: { ...PK_CNC, note: 'Same part at qty 10 = $55 a unit (50%+ below the one-off).' },
  },
  {
    id: 'cnc-al-bracket-100', family: 'CNC', title: 'Aluminium 6061 bracket, 100 off',
    tool: 'cost-estimation', request: cost('Aluminium bracket 100 x 50 x 20 mm, 4 holes, ±0.1 mm', ['Aluminium 6061'], 'CNC machining', 100),
    measure: 'unit', range: { low: 10, high: 35 },
    source: { ...PK_CNC, note: 'Production runs of 100-1,000: setup nearly vanishes, about 15 minutes of machine time at $40-75/h plus stock: $10-35 (read from the guide\'s machine rates and cycle time).' },
  },
  {
    id: 'cnc-steel-bracket-10', family: 'CNC', title: 'Mild steel bracket, 10 off',
    tool: 'cost-estimation', request: cost('Steel bracket 100 x 50 x 20 mm, 4 holes, ±0.1 mm', ['Mild steel'], 'CNC machining', 10),
    measure: 'unit', range: { low: 35, high: 120 },
    source: { ...CLARWE, note: 'Carbon steel takes 3-4x the machining time of aluminium (1x); applied to the aluminium bracket\'s machine time, plus the same setup spread over 10.' },
  },
  {
    id: 'cnc-stainless-part-10', family: 'CNC', title: 'Stainless 304 block with pockets, 10 off',
    tool: 'cost-estimation', request: cost('Stainless steel 304 manifold block 80 x 50 x 25 mm, ±0.05 mm', ['Stainless steel 304'], 'CNC machining', 10),
    measure: 'unit', range: { low: 60, high: 200 },
    source: { ...CLARWE, note: 'Stainless works-hardens: slower than carbon steel (3-4x aluminium); PK CNC: stainless 30-50% higher machining costs vs aluminium on top of dearer stock. Read from the aluminium figures above.' },
  },
  {
    id: 'cnc-titanium-part-10', family: 'CNC', title: 'Titanium Ti-6Al-4V bracket, 10 off',
    tool: 'cost-estimation', request: cost('Titanium bracket 60 x 40 x 20 mm, ±0.05 mm', ['Titanium Ti-6Al-4V'], 'CNC machining', 10),
    measure: 'unit', range: { low: 90, high: 350 },
    source: { ...CLARWE, note: 'Titanium: 8x or more the machining time of aluminium; PK CNC: titanium grade 5 stock $50-80/kg and 3-5x machining time. Read from the aluminium bracket at 10.' },
  },
  {
    id: 'cnc-al-housing-1', family: 'CNC', title: 'Aluminium enclosure machined from billet, one off',
    tool: 'cost-estimation', request: cost('Aluminium 6061 enclosure 120 x 80 x 30 mm, 2.5 mm walls, pocketed from solid', ['Aluminium 6061'], 'CNC machining', 1),
    measure: 'unit', range: { low: 120, high: 450 },
    source: { ...PK_CNC, note: 'Aluminium housing, qty 1 = $120; a pocketed enclosure removes most of its block, so more machine time than a bracket (glcncmachining and Aoomtech: cycle time is the largest line).' },
  },
  {
    id: 'cnc-al-housing-100', family: 'CNC', title: 'Aluminium enclosure machined from billet, 100 off',
    tool: 'cost-estimation', request: cost('Aluminium 6061 enclosure 120 x 80 x 30 mm, 2.5 mm walls, pocketed from solid', ['Aluminium 6061'], 'CNC machining', 100),
    measure: 'unit', range: { low: 30, high: 110 },
    source: { ...AOOM, note: 'Setup ($50-500 programming and fixtures) amortised away at 100; 30-60 minutes of machining at $40-75/h plus a 0.8 kg billet.' },
  },

  // Sheet metal.
  {
    id: 'sm-bracket-10', family: 'sheet metal', title: 'Laser-cut and bent steel bracket, 10 off',
    tool: 'cost-estimation', request: cost('Steel bracket 100 x 50 x 30 mm, 1.5 mm sheet, 2 bends', ['Mild steel'], 'Sheet metal', 10),
    measure: 'unit', range: { low: 12, high: 40 },
    source: { ...OKDOR, note: '"Simple laser-cut brackets start around $15-25" for prototypes.' },
  },
  {
    id: 'sm-bracket-1000', family: 'sheet metal', title: 'Laser-cut and bent steel bracket, 1,000 off',
    tool: 'cost-estimation', request: cost('Steel bracket 100 x 50 x 30 mm, 1.5 mm sheet, 2 bends', ['Mild steel'], 'Sheet metal', 1000),
    measure: 'unit', range: { low: 1.5, high: 7 },
    source: { ...OKDOR, note: 'Production runs from $5 a part for simple parts; a 100 mm bracket of 60 g steel with two bends at 1,000 is quoted $1.50-7 (Okdor production range read down for its size).' },
  },
  {
    id: 'sm-enclosure-50', family: 'sheet metal', title: 'Aluminium sheet enclosure, 50 off',
    tool: 'cost-estimation', request: cost('Aluminium 5052 enclosure 200 x 150 x 60 mm, 1.5 mm sheet, 4 bends, PEM inserts', ['Aluminium 5052'], 'Sheet metal', 50),
    measure: 'unit', range: { low: 25, high: 95 },
    source: { ...OKDOR, note: 'Prototypes $15-150 per part, production $5-75; a bent enclosure with hardware at 50 sits in the middle.' },
  },
  {
    id: 'sm-enclosure-steel-500', family: 'sheet metal', title: 'Steel sheet enclosure, 500 off',
    tool: 'cost-estimation', request: cost('Steel enclosure 300 x 200 x 100 mm, 1.2 mm sheet, 4 bends, welded corners', ['Mild steel'], 'Sheet metal', 500),
    measure: 'unit', range: { low: 15, high: 60 },
    source: { ...OKDOR, note: 'Production runs $5-75 per part; welded assemblies cost more (same source). A 0.9 kg welded box at 500.' },
  },

  // Die casting.
  {
    id: 'dc-zinc-small-tooling', family: 'die casting', title: 'Small zinc (Zamak 3) part, die at 20,000',
    tool: 'cost-estimation', request: cost('Zinc latch body 40 x 30 x 15 mm, 2 mm walls', ['Zamak 3'], 'Die casting', 20_000),
    measure: 'tooling', range: { low: 5000, high: 25_000 },
    source: { ...RAPIDDIRECT_DC, note: 'Die costs for small zinc parts start at a few thousand dollars (newcirclemagazine: "a simple mold might start at a few thousand dollars"); Selection Hardware: many manufacturers $15,000-150,000. Small zinc die read as $5k-25k.' },
  },
  {
    id: 'dc-zinc-small-piece', family: 'die casting', title: 'Small zinc part, piece price at 20,000',
    tool: 'cost-estimation', request: cost('Zinc latch body 40 x 30 x 15 mm, 2 mm walls', ['Zamak 3'], 'Die casting', 20_000),
    measure: 'piece', range: { low: 0.25, high: 1.5 },
    source: { ...SELECTION_DC, note: 'For simple aluminium or zinc castings above 2,000 units the piece price "typically does not exceed three times the material cost"; about 50 g of Zamak at $3-4/kg gives under $0.60, widened for trimming and finishing.' },
  },
  {
    id: 'dc-al-housing-tooling', family: 'die casting', title: 'Aluminium A380 housing, die at 10,000',
    tool: 'cost-estimation', request: cost('Aluminium A380 housing 150 x 100 x 40 mm, 2.5 mm walls, bosses and ribs', ['A380'], 'Die casting', 10_000),
    measure: 'tooling', range: { low: 15_000, high: 60_000 },
    source: { ...SELECTION_DC, note: 'Mould prices typically $15,000-150,000 by size and complexity; a medium housing without slides sits at the lower end.' },
  },
  {
    id: 'dc-al-housing-piece', family: 'die casting', title: 'Aluminium A380 housing, piece price at 10,000',
    tool: 'cost-estimation', request: cost('Aluminium A380 housing 150 x 100 x 40 mm, 2.5 mm walls, bosses and ribs', ['A380'], 'Die casting', 10_000),
    measure: 'piece', range: { low: 1.5, high: 7 },
    source: { ...SELECTION_DC, note: 'Three times the material cost rule: about 0.3 kg of A380 at $2.5-3/kg is under $3; widened for trimming, deburring and a machined face.' },
  },
  {
    id: 'dc-al-housing-unit', family: 'die casting', title: 'Aluminium A380 housing, unit cost with the die at 10,000',
    tool: 'cost-estimation', request: cost('Aluminium A380 housing 150 x 100 x 40 mm, 2.5 mm walls, bosses and ribs', ['A380'], 'Die casting', 10_000),
    measure: 'unit', range: { low: 3.5, high: 13 },
    source: { ...SELECTION_DC, note: 'Die $15k-60k over 10,000 ($1.50-6) plus the $1.50-7 piece.' },
  },

  // Urethane (vacuum) casting, 10-50 parts.
  {
    id: 'uc-housing-10', family: 'urethane casting', title: 'Cast PU housing 100 x 60 x 30 mm, 10 off',
    tool: 'cost-estimation', request: cost('Housing 100 x 60 x 30 mm, 2.5 mm walls, ABS-like', ['Polyurethane'], 'Urethane casting', 10),
    measure: 'unit', range: { low: 55, high: 160 },
    source: { ...PHASIO_VC, note: 'Worked example for this housing: mould €600, 20 shots, €18 a casting; at 5 units €138, at 20 €48. At 10: €600/10 + €18 = €78 (about $85).' },
  },
  {
    id: 'uc-housing-20', family: 'urethane casting', title: 'Cast PU housing 100 x 60 x 30 mm, 20 off',
    tool: 'cost-estimation', request: cost('Housing 100 x 60 x 30 mm, 2.5 mm walls, ABS-like', ['Polyurethane'], 'Urethane casting', 20),
    measure: 'unit', range: { low: 35, high: 100 },
    source: { ...PHASIO_VC, note: 'At qty 20: €600/20 + €18 = €48 a unit (about $52).' },
  },
  {
    id: 'uc-housing-50', family: 'urethane casting', title: 'Cast PU enclosure 120 x 80 x 30 mm, 50 off',
    tool: 'cost-estimation', request: cost('Enclosure 120 x 80 x 30 mm, 2.5 mm walls', ['Polyurethane'], 'Urethane casting', 50),
    measure: 'unit', range: { low: 30, high: 95 },
    source: { ...FORMLABS_VC, note: 'One silicone mould gives roughly 20-50 casts (Formlabs: about 50; Phasio: 15-25), so 50 parts need 1-3 moulds of about €600 each plus about €18-25 a casting.' },
  },

  // 3D printing.
  {
    id: 'fdm-bracket-1', family: 'FDM', title: 'FDM PLA bracket, one off',
    tool: 'cost-estimation', request: cost('PLA bracket 60 x 40 x 20 mm', ['PLA'], 'FDM', 1),
    measure: 'unit', range: { low: 8, high: 45 },
    source: { ...SHAPEWAYS, note: 'Minimum price per plastic part $5-11; LSRPF: a 100 g part quoted $150 by a professional service, small parts far less. A 20 g bracket from an on-line service: $8-45.' },
  },
  {
    id: 'fdm-enclosure-5', family: 'FDM', title: 'FDM ABS enclosure, 5 off',
    tool: 'cost-estimation', request: cost('ABS enclosure 120 x 80 x 30 mm, 2 mm walls', ['ABS'], 'FDM', 5),
    measure: 'unit', range: { low: 20, high: 80 },
    source: { ...LSRPF_3DP, note: 'Professional FDM is priced on machine time and labour, not grams: a 100 g part $150 at one service; about 70 g here, in a batch of 5. Read as $20-80.' },
  },
  {
    id: 'sla-part-10', family: 'SLA', title: 'SLA resin part, 10 off',
    tool: 'cost-estimation', request: cost('Resin knob 60 x 40 x 20 mm', ['Standard resin'], 'SLA', 10),
    measure: 'unit', range: { low: 15, high: 70 },
    source: { name: 'Phasio pricing docs, "SLA / DLP / LCM"', url: 'https://docs.phas.io/pricing/deep-dive/process-deep-dives/sla-dlp-lcm', note: 'Resin by the litre plus layer-count machine time; a 20 mm tall 20 cm³ part is a few hours of printer time shared across the plate. Range from the method with $25-40 resin (3dcostify) and $12-20/h machines; no single quote opened.' },
  },
  {
    id: 'sla-enclosure-1', family: 'SLA', title: 'SLA resin enclosure, one off',
    tool: 'cost-estimation', request: cost('Resin enclosure 120 x 80 x 30 mm, 2 mm walls', ['Standard resin'], 'SLA', 1),
    measure: 'unit', range: { low: 50, high: 220 },
    source: { ...LSRPF_3DP, note: 'A 100 g printed part quoted $150 by a professional service; SLA resin $150/kg and finishing put a 75 g enclosure at $50-220.' },
  },
  {
    id: 'sls-bracket-5', family: 'SLS/MJF', title: 'SLS PA12 bracket 100 x 50 x 50 mm, 5 off',
    tool: 'cost-estimation', request: cost('Nylon PA12 bracket 100 x 50 x 50 mm', ['PA12'], 'SLS', 5),
    measure: 'unit', range: { low: 35, high: 95 },
    source: { ...PHASIO_SLS, note: 'Worked example, 50 x 50 x 100 mm bracket: €53.80 a unit at 5.' },
  },
  {
    id: 'sls-bracket-50', family: 'SLS/MJF', title: 'SLS PA12 bracket 100 x 50 x 50 mm, 50 off',
    tool: 'cost-estimation', request: cost('Nylon PA12 bracket 100 x 50 x 50 mm', ['PA12'], 'SLS', 50),
    measure: 'unit', range: { low: 22, high: 65 },
    source: { ...PHASIO_SLS, note: 'Same example at 50: €35.46 a unit.' },
  },
  {
    id: 'sls-enclosure-100', family: 'SLS/MJF', title: 'MJF PA12 enclosure 120 x 80 x 30 mm, 100 off',
    tool: 'cost-estimation', request: cost('Nylon PA12 enclosure 120 x 80 x 30 mm, 2 mm walls', ['PA12'], 'MJF', 100),
    measure: 'unit', range: { low: 12, high: 50 },
    source: { ...PEOPLE3D_SLS, note: 'Bounding-box price 11p per cm³: 121 x 81 x 31 mm = 304 cm³, £33 (about $42); their low-density pricing for shells is lower. Read as $12-50.' },
  },

  // Hand assembly and box build labour.
  {
    id: 'ha-box-build-8-1000', family: 'hand assembly', title: 'Box build of 8 parts, 1,000 units',
    tool: 'cost-estimation', request: cost('Final assembly of a sensor enclosure: 8 parts, 4 screws, one cable, label and box', ['ABS'], 'Hand assembly', 1000),
    measure: 'unit', range: { low: 2, high: 10 },
    source: { ...SYSPCB_BOX, note: 'Assembly labour about 10% of the BOM as a first estimate; Shenzhen wages about $2.50/h before overhead. 8-12 minutes a unit at $15-45/h loaded rates gives $2-10.' },
  },
  {
    id: 'ha-box-build-20-100', family: 'hand assembly', title: 'Box build of 20 parts, 100 units',
    tool: 'cost-estimation', request: cost('Box build: 20 parts, 12 screws, two harnesses, functional test', ['ABS'], 'Hand assembly', 100),
    measure: 'unit', range: { low: 10, high: 40 },
    source: { name: 'mfgcalcs, "Electronics manufacturing cost" worked example', url: 'https://www.mfgcalcs.com/calculators/electronics-pcb-semiconductor-manufacturing/electronics-manufacturing-cost/examples/low-build-quantity', note: 'Labour and setup $4,200 over 750 assemblies ($5.60) on a simpler build; at 100 units with 20 parts, harnesses and test: 20-45 minutes at $35/h plus setup: $10-40.' },
  },
];
