import { describe, expect, it } from 'vitest';
import { MANUFACTURING_METHOD_IDS, MATERIAL_IDS, MATERIAL_METHODS, methodTakes, type ManufacturingMethodId, type MaterialId } from '#shared/constants/ai-tools.ts';
import {
  costEstimationRequestSchema, costEstimationResultSchema, designRecommendationsResultSchema, feasibilityRequestSchema, feasibilityResultSchema,
  quickPrototypeRequestSchema, quickPrototypeResultSchema,
} from '#shared/schemas/ai-schemas.ts';
import { createBuiltinEngine } from './builtin-engine.ts';
import { finishingAreaFactor, learningFactor, sizeClassOf } from './cost-model.ts';
import { PROCESS_TABLE } from './process-table.ts';
import { readCues } from './text-cues.ts';

const engine = createBuiltinEngine();
const cost = (details: string, materials: MaterialId[], method: ManufacturingMethodId, volume: number) =>
  engine.run('cost-estimation', costEstimationRequestSchema.parse({ designDetails: details, materials, manufacturingMethod: method, volume }));
const feasibility = (description: string, method: ManufacturingMethodId, volume: number) =>
  engine.run('manufacturing-feasibility', feasibilityRequestSchema.parse({ designDescription: description, manufacturingMethod: method, volume }));
const prototype = (components: string, complexity = 5, quantity = 5, productType = 'IoT sensor node') =>
  engine.run('quick-prototype-cost', quickPrototypeRequestSchema.parse({ productType, components, complexity, quantity }));
const modelCost = (details: string, materials: MaterialId[], method: ManufacturingMethodId, volume: number, geometry: object, sourceFileName?: string) =>
  engine.run('cost-estimation', costEstimationRequestSchema.parse({ designDetails: details, materials, manufacturingMethod: method, volume, geometry, sourceFileName }));
const mid = (result: { breakdownByCategory: Record<string, number> }) => Object.values(result.breakdownByCategory).reduce((sum, value) => sum + value, 0);

const ENCLOSURE = 'Enclosure 120 x 80 x 30 mm, 2.5 mm walls, ±0.2 mm';
const BRACKET = 'Bracket 60 x 40 x 10 mm, ±0.1 mm';

describe('built-in engine: tables', () => {
  it('costs every process with every material it takes: finite, positive, in the result shape', () => {
    let cases = 0;
    for (const method of MANUFACTURING_METHOD_IDS) {
      const materials = MATERIAL_IDS.filter((id) => methodTakes(method, id));
      expect(materials, method).not.toHaveLength(0);
      expect(materials, method).toContain(PROCESS_TABLE[method].defaultMaterial);
      for (const material of materials) {
        for (const volume of [1, 100, 10_000]) {
          const result = costEstimationResultSchema.parse(cost(`Part 80 x 50 x 20 mm, 2 mm walls, ±0.1 mm, 6 parts`, [material], method, volume));
          for (const value of [...Object.values(result.breakdownByCategory), result.unitCostLow, result.unitCostHigh, ...result.volumeCurve.map((point) => point.unitCost)]) {
            expect(Number.isFinite(value) && value >= 0, `${method} ${material} ${volume}`).toBe(true);
          }
          expect(result.unitCostLow, `${method} ${material}`).toBeGreaterThan(0);
          cases++;
        }
      }
    }
    expect(cases).toBeGreaterThan(60);
    // Every material is made by some process.
    for (const material of MATERIAL_IDS) expect(MATERIAL_METHODS[material].length, material).toBeGreaterThan(0);
  });

  it('reads size, mass, walls, tolerances, part counts and features from free text', () => {
    const cues = readCues('ABS housing 12 x 8 x 3 cm, 2.5 mm walls, ±0.05 mm on the bores, 250 g, 6 parts, snap fits and undercuts');
    expect(cues.dimensionsMm).toEqual([120, 80, 30]);
    expect(cues).toMatchObject({ wallMm: 2.5, toleranceMm: 0.05, massGrams: 250, partCount: 6, shell: true });
    expect(cues.features).toEqual(expect.arrayContaining(['snap fits', 'undercuts']));
    expect(readCues('A box 4" x 2" x 1"').dimensionsMm).toEqual([101.6, 50.8, 25.4]);
    expect(readCues('Needs to hold tolerance of 20 µm').toleranceMm).toBeCloseTo(0.02);
    expect(readCues('something small').dimensionsMm).toBeUndefined();
  });
});

describe('built-in engine: cost from a 3D model', () => {
  const box = (x: number, y: number, z: number, volumeMm3: number | null, surfaceAreaMm2: number) => ({ boundingBoxMm: { x, y, z }, volumeMm3, surfaceAreaMm2 });

  it("weighs the part from the model's volume and the material's density, and says it used the model", () => {
    // 60 cm³ of aluminium (2.7 g/cm³) is 162 g; of stainless steel (8.0 g/cm³), 480 g.
    const aluminium = modelCost('Bracket', ['aluminum_6061'], 'cnc_machining', 100, box(120, 80, 35, 60_000, 25_000), 'bracket.step');
    const stainless = modelCost('Bracket', ['stainless_304'], 'cnc_machining', 100, box(120, 80, 35, 60_000, 25_000));
    expect(aluminium.assumptions[0]).toBe('Costed from the 3D model bracket.step: 120.0 × 80.0 × 35.0 mm bounding box (medium machine and mould size), 60.0 cm³ of material, 250 cm² of surface to finish.');
    expect(aluminium.assumptions.join(' ')).toMatch(/part mass about 162 g in Aluminium 6061/);
    expect(stainless.assumptions.join(' ')).toMatch(/part mass about 480 g in Stainless steel 304/);
    expect(aluminium.assumptions.join(' ')).not.toMatch(/No size given|Solid part/);
  });

  it('costs more material for a fuller part of the same size, and more tooling for a larger one', () => {
    const hollow = modelCost('Housing', ['abs'], 'injection_molding', 5000, box(120, 80, 35, 30_000, 40_000));
    const solid = modelCost('Housing', ['abs'], 'injection_molding', 5000, box(120, 80, 35, 200_000, 40_000));
    expect(solid.breakdownByCategory.Materials).toBeGreaterThan(hollow.breakdownByCategory.Materials! * 5);
    const large = modelCost('Housing', ['abs'], 'injection_molding', 5000, box(480, 320, 140, 480_000, 640_000));
    expect(large.toolingCost).toBeGreaterThan(hollow.toolingCost * 2);
    expect(large.assumptions[0]).toMatch(/large machine and mould size/);
  });

  it('finishes more surface at more cost, and falls back to the fill rule for an open mesh', () => {
    const small = modelCost('Cover', ['pla'], 'fdm_printing', 10, box(100, 60, 30, 40_000, 10_000));
    const rough = modelCost('Cover', ['pla'], 'fdm_printing', 10, box(100, 60, 30, 40_000, 80_000));
    expect(rough.breakdownByCategory.Processing).toBeGreaterThan(small.breakdownByCategory.Processing!);
    const open = modelCost('Cover', ['pla'], 'fdm_printing', 10, box(100, 60, 30, null, 10_000));
    expect(open.assumptions.join(' ')).toMatch(/not a closed solid/);
    expect(costEstimationResultSchema.parse(open).unitCostLow).toBeGreaterThan(0);
  });

  it('classes sizes by the largest dimension and bounds the finishing factor', () => {
    expect([50, 100, 101, 300, 600, 601].map((mm) => sizeClassOf(mm).id)).toEqual(['small', 'small', 'medium', 'medium', 'large', 'extra_large']);
    expect(finishingAreaFactor(null)).toBe(1);
    expect(finishingAreaFactor(216)).toBe(1);
    expect(finishingAreaFactor(1)).toBe(0.4);
    expect(finishingAreaFactor(1_000_000)).toBe(4);
  });

  it('refuses a geometry that is not measurements', () => {
    const parsed = costEstimationRequestSchema.safeParse({ designDetails: 'Bracket', materials: ['abs'], manufacturingMethod: 'cnc_machining', volume: 10, geometry: { boundingBoxMm: { x: -1 } } });
    expect(parsed.success).toBe(false);
  });
});

describe('built-in engine: cost model', () => {
  it('costs more with complexity, tighter tolerances and costlier materials', () => {
    const plain = mid(cost(BRACKET, ['aluminum_6061'], 'cnc_machining', 100));
    const featured = mid(cost(`${BRACKET}, threads, deep pockets, sharp internal corners, textured`, ['aluminum_6061'], 'cnc_machining', 100));
    expect(featured).toBeGreaterThan(plain * 1.1);

    const loose = mid(cost('Bracket 60 x 40 x 10 mm, ±0.1 mm', ['aluminum_6061'], 'cnc_machining', 100));
    const tight = mid(cost('Bracket 60 x 40 x 10 mm, ±0.005 mm', ['aluminum_6061'], 'cnc_machining', 100));
    expect(tight).toBeGreaterThan(loose * 1.3);
    const printedLoose = mid(cost(ENCLOSURE, ['abs'], 'fdm_printing', 10));
    const printedTight = mid(cost('Enclosure 120 x 80 x 30 mm, 2.5 mm walls, ±0.05 mm', ['abs'], 'fdm_printing', 10));
    expect(printedTight).toBeGreaterThan(printedLoose);

    const abs = mid(cost(BRACKET, ['abs'], 'cnc_machining', 100));
    const aluminium = mid(cost(BRACKET, ['aluminum_6061'], 'cnc_machining', 100));
    const stainless = mid(cost(BRACKET, ['stainless_304'], 'cnc_machining', 100));
    const titanium = mid(cost(BRACKET, ['titanium_ti6al4v'], 'cnc_machining', 100));
    expect(abs).toBeLessThan(aluminium);
    expect(aluminium).toBeLessThan(stainless);
    expect(stainless).toBeLessThan(titanium);
  });

  it('gives unit costs that fall with volume, for every process', () => {
    // The board estimate's curve (component price breaks) is tested with it (electronics-estimate).
    for (const method of MANUFACTURING_METHOD_IDS.filter((id) => id !== 'pcb_assembly')) {
      const result = cost(ENCLOSURE, [PROCESS_TABLE[method].defaultMaterial], method, 1000);
      const curve = result.volumeCurve;
      expect(curve[0]!.volume).toBe(1);
      expect(curve.at(-1)!.volume).toBeGreaterThanOrEqual(10_000);
      for (let i = 1; i < curve.length; i++) expect(curve[i]!.unitCost, `${method} at ${curve[i]!.volume}`).toBeLessThanOrEqual(curve[i - 1]!.unitCost);
      expect(curve.at(-1)!.unitCost, method).toBeLessThan(curve[0]!.unitCost);
    }
    expect(learningFactor(1, 0.9)).toBe(1);
    expect(learningFactor(100, 0.9)).toBeLessThan(learningFactor(10, 0.9));
  });

  it('orders its ranges and thresholds, and breaks the unit cost down to its middle figure', () => {
    const result = cost(ENCLOSURE, ['abs'], 'injection_molding', 5000);
    expect(result.unitCostLow).toBeLessThan(mid(result));
    expect(result.unitCostHigh).toBeGreaterThan(mid(result));
    expect(result.estimatedCostRange).toBe(`$${result.unitCostLow.toFixed(2)} - $${result.unitCostHigh.toFixed(2)} per unit at 5,000 units`);
    const thresholds = Object.entries(result.volumeDiscountThresholds).map(([quantity, unit]) => [Number(quantity), unit] as const);
    expect(thresholds.length).toBeGreaterThan(0);
    let previous = { quantity: 5000, unit: result.volumeCurve.find((point) => point.volume === 5000)!.unitCost };
    for (const [quantity, unit] of thresholds) {
      expect(quantity).toBeGreaterThan(previous.quantity);
      expect(unit).toBeLessThan(previous.unit);
      previous = { quantity, unit };
    }
    expect(result.toolingCost).toBeGreaterThan(3000);
    const quick = prototype('ESP32, BME280, LiPo battery');
    expect(quick.minCost).toBeLessThan(quick.maxCost);
    expect(Number.isInteger(quick.minCost) && Number.isInteger(quick.maxCost)).toBe(true);
  });

  it('is less confident about a vague description, and widens the range', () => {
    const specific = cost('ABS enclosure 120 x 80 x 30 mm, 2.5 mm walls, ±0.1 mm, snap fits', ['abs'], 'injection_molding', 5000);
    const vague = cost('a case', ['abs'], 'injection_molding', 5000);
    // From text alone the shape between size and wall is assumed: at most medium.
    expect(specific.confidenceLevel).toBe('medium');
    expect(vague.confidenceLevel).toBe('low');
    const width = (result: typeof specific) => (result.unitCostHigh - result.unitCostLow) / mid(result);
    expect(width(vague)).toBeGreaterThan(width(specific));
    expect(vague.assumptions.join(' ')).toMatch(/No size given/);
    // A material the process does not use is costed in its usual one, said so, and lowers confidence.
    const mismatch = cost('Bracket 60 x 40 x 10 mm, ±0.1 mm, 5 parts', ['titanium_ti6al4v'], 'injection_molding', 5000);
    expect(mismatch.assumptions.join(' ')).toMatch(/does not use Titanium/);
    expect(mismatch.confidenceLevel).not.toBe('high');
  });

  it('gives identical output for identical input', () => {
    expect(cost(ENCLOSURE, ['abs', 'polycarbonate'], 'injection_molding', 2500)).toEqual(cost(ENCLOSURE, ['abs', 'polycarbonate'], 'injection_molding', 2500));
    expect(feasibility(ENCLOSURE, 'sla_printing', 40)).toEqual(feasibility(ENCLOSURE, 'sla_printing', 40));
    expect(prototype('ESP32, GPS, LoRa radio', 7, 3)).toEqual(prototype('ESP32, GPS, LoRa radio', 7, 3));
  });
});

describe('built-in engine: tooling, figures and confidence', () => {
  const box = (x: number, y: number, z: number, volumeMm3: number | null, surfaceAreaMm2: number) => ({ boundingBoxMm: { x, y, z }, volumeMm3, surfaceAreaMm2 });
  const LARGE_HOUSING = 'Two-half ABS housing, 450 x 320 x 90 mm overall, 3 mm walls';

  it('tools a large two-half housing at 500 units with soft moulds in the low tens of thousands, and prices the alternatives', () => {
    const result = costEstimationResultSchema.parse(cost(LARGE_HOUSING, ['abs'], 'injection_molding', 500));
    expect(result.toolingCost).toBeGreaterThan(10_000);
    expect(result.toolingCost).toBeLessThan(50_000);
    const chosen = result.toolingOptions.filter((option) => option.chosen);
    expect(chosen).toHaveLength(1);
    expect(chosen[0]).toMatchObject({ method: 'injection_molding', toolingCost: result.toolingCost });
    expect(chosen[0]!.option).toMatch(/Aluminium mould × 2/);
    // Steel tooling and processes without a steel mould are priced beside it, each with its basis.
    expect(result.toolingOptions.map((option) => option.option).join(' | ')).toMatch(/P20 steel/);
    expect(result.toolingOptions.some((option) => option.method !== 'injection_molding')).toBe(true);
    for (const option of result.toolingOptions) expect(option.basis.length, option.option).toBeGreaterThan(10);
    expect(result.costOptimizationSuggestions.join(' ')).toMatch(/cheapest way compared|comes to about/);
    expect(result.figures).toContainEqual({ label: 'Pieces per unit', value: '2 (each its own tool)', source: 'description' });

    // At 10,000 the volume calls for steel: dearer moulds, cheaper units.
    const production = cost(LARGE_HOUSING, ['abs'], 'injection_molding', 10_000);
    expect(production.toolingOptions.find((option) => option.chosen)!.option).toMatch(/P20 steel/);
    expect(production.toolingCost).toBeGreaterThan(result.toolingCost);
    expect(production.unitCostHigh).toBeLessThan(result.unitCostLow);
    // One piece costs one mould, not two.
    expect(cost('ABS housing, 450 x 320 x 45 mm, 3 mm walls', ['abs'], 'injection_molding', 500).toolingCost).toBeLessThan(result.toolingCost * 0.6);
  });

  it('offers a cheaper process when the mould does not pay, and says so', () => {
    const result = cost('ABS cover 80 x 60 x 20 mm, 2 mm walls', ['abs'], 'injection_molding', 20);
    const cheapest = [...result.toolingOptions].sort((a, b) => a.unitCost - b.unitCost)[0]!;
    expect(cheapest.chosen).toBe(false);
    expect(result.costOptimizationSuggestions[0]).toMatch(/^At 20 units, .* comes to about \$/);
  });

  it('is at most medium from text, high from a model with a volume, and says why and what would raise it', () => {
    const text = cost('ABS enclosure 120 x 80 x 30 mm, 2.5 mm walls, ±0.1 mm', ['abs'], 'injection_molding', 5000);
    expect(text.confidenceLevel).toBe('medium');
    expect(text.confidenceReasons.join(' ')).toMatch(/no model/);
    expect(text.raiseConfidence.join(' ')).toMatch(/Attach the 3D model/);

    const modelled = modelCost('Enclosure', ['abs'], 'injection_molding', 5000, box(120, 80, 30, 60_000, 48_000));
    expect(modelled.confidenceLevel).toBe('high');
    expect(modelled.confidenceReasons[0]).toMatch(/3D model gives the size, the material volume/);
    expect(modelled.raiseConfidence[0]).toMatch(/supplier quote/);
    const width = (result: typeof text) => (result.unitCostHigh - result.unitCostLow) / mid(result);
    expect(width(modelled)).toBeLessThan(width(text));

    // An open mesh gives no volume: medium. A material the process does not use: one step down.
    expect(modelCost('Enclosure', ['abs'], 'injection_molding', 5000, box(120, 80, 30, null, 48_000)).confidenceLevel).toBe('medium');
    const mismatched = modelCost('Enclosure', ['titanium_ti6al4v'], 'injection_molding', 5000, box(120, 80, 30, 60_000, 48_000));
    expect(mismatched.confidenceLevel).toBe('medium');
    expect(mismatched.raiseConfidence.join(' ')).toMatch(/Name a material injection moulding uses/);
    const vague = cost('a case', ['abs'], 'injection_molding', 5000);
    expect(vague.confidenceLevel).toBe('low');
    expect(vague.raiseConfidence.join(' ')).toMatch(/overall size/);
  });

  it("reads the wall from the model's volume and surface, and says where each figure came from", () => {
    // A 120 x 80 x 30 mm shell of 60 cm³ and 480 cm²: 2 × 60,000 / 48,000 = 2.5 mm.
    const modelled = modelCost('Enclosure', ['abs'], 'injection_molding', 2000, box(120, 80, 30, 60_000, 48_000));
    const figure = (result: typeof modelled, label: string) => result.figures.find((entry) => entry.label === label);
    expect(figure(modelled, 'Wall thickness')).toEqual({ label: 'Wall thickness', value: "2.5 mm, estimated from the model's volume and surface area", source: 'model' });
    expect(figure(modelled, 'Size')).toMatchObject({ value: '120 × 80 × 30 mm', source: 'model' });
    expect(figure(modelled, 'Material volume')).toMatchObject({ value: '60 cm³', source: 'model' });
    expect(figure(modelled, 'Surface area')).toMatchObject({ value: '480 cm²', source: 'model' });
    expect(figure(modelled, 'Tolerance')).toMatchObject({ source: 'assumed' });
    expect(figure(modelled, 'Tool material')).toMatchObject({ value: 'aluminium (for 2,000 units)', source: 'assumed' });
    // A wall far outside what a shell has is bounded, and a solid block has no wall to read.
    const thin = modelCost('Enclosure', ['abs'], 'injection_molding', 2000, box(120, 80, 30, 1000, 48_000));
    expect(figure(thin, 'Wall thickness')!.value).toMatch(/^0\.5 mm, .*bounded/);
    const solid = modelCost('Block', ['aluminum_6061'], 'cnc_machining', 10, box(60, 40, 20, 40_000, 9000));
    expect(figure(solid, 'Wall thickness')).toMatchObject({ value: 'Solid part (no uniform wall)', source: 'model' });

    const text = cost('ABS enclosure 120 x 80 x 30 mm, ±0.2 mm', ['abs'], 'injection_molding', 2000);
    expect(figure(text, 'Size')).toMatchObject({ source: 'description' });
    expect(figure(text, 'Wall thickness')).toMatchObject({ value: '2.5 mm', source: 'assumed' });
    expect(figure(text, 'Tightest tolerance')).toMatchObject({ value: '±0.2 mm', source: 'description' });
    expect(figure(cost('a case', ['abs'], 'fdm_printing', 5), 'Size')).toMatchObject({ source: 'assumed' });
  });

  it('states the basis of every breakdown line, and the map holds the same figures', () => {
    for (const method of MANUFACTURING_METHOD_IDS.filter((id) => id !== 'pcb_assembly')) {
      const result = costEstimationResultSchema.parse(cost(ENCLOSURE, [PROCESS_TABLE[method].defaultMaterial], method, 500));
      expect(result.breakdown.length, method).toBeGreaterThan(3);
      for (const line of result.breakdown) {
        expect(line.basis.length, `${method} ${line.category}`).toBeGreaterThan(8);
        expect(result.breakdownByCategory[line.category], `${method} ${line.category}`).toBe(line.unitCost);
      }
    }
    const moulded = cost(ENCLOSURE, ['abs'], 'injection_molding', 5000).breakdown;
    expect(moulded.find((line) => line.category === 'Materials')!.basis).toMatch(/^\d+ g ABS at \$2\.40\/kg, 95 % yield$/);
    expect(moulded.find((line) => line.category === 'Processing')!.basis).toMatch(/min cycle at \$\d+\/h .* 1 cavity/);
    expect(moulded.find((line) => line.category === 'Tooling (amortised)')!.basis).toMatch(/aluminium mould .* over 5,000 units/);
  });

  it('gives advice that fits the process: no thinner walls for a machined or sheet part', () => {
    const machined = cost('Brass plate 300 x 200 x 10 mm, 1.5 kg', ['brass_c360'], 'cnc_machining', 1000).costOptimizationSuggestions.join(' ');
    expect(machined).not.toMatch(/wall/i);
    expect(machined).toMatch(/Material is \d+% of the cost: start from a near-net-shape blank/);
    const sheet = cost('Steel enclosure 300 x 200 x 100 mm, 2 mm sheet', ['mild_steel'], 'sheet_metal', 5000).costOptimizationSuggestions.join(' ');
    expect(sheet).not.toMatch(/thin the walls/i);
  });
});

describe('built-in engine: feasibility', () => {
  it('flips where it should', () => {
    const fewMoulded = feasibilityResultSchema.parse(feasibility(`ABS ${ENCLOSURE}`, 'injection_molding', 50));
    expect(fewMoulded.feasibility).toBe('low');
    expect(fewMoulded.concerns.join(' ')).toMatch(/tooling .* dominates/);
    expect(fewMoulded.alternativeMethods).toEqual(expect.arrayContaining(['3D printing (FDM)', 'Urethane (vacuum) casting']));
    expect(fewMoulded.suggestions.join(' ')).toMatch(/3D printing or urethane casting/);

    expect(feasibility(`ABS ${ENCLOSURE}`, 'injection_molding', 50_000).feasibility).toBe('high');
    const printedMany = feasibility(`ABS ${ENCLOSURE}`, 'fdm_printing', 100_000);
    expect(printedMany.feasibility).not.toBe('high');
    expect(printedMany.alternativeMethods).toContain('Injection moulding');
    expect(feasibility('Aluminium A380 housing 100 x 60 x 30 mm, 2 mm walls', 'die_casting', 20).feasibility).toBe('low');
    expect(feasibility('Aluminium A380 housing 100 x 60 x 30 mm, 2 mm walls', 'die_casting', 100_000).feasibility).toBe('high');

    const tooTight = feasibility('Printed gear 40 x 40 x 10 mm, ±0.01 mm', 'fdm_printing', 10);
    const loose = feasibility('Printed gear 40 x 40 x 10 mm, ±0.5 mm', 'fdm_printing', 10);
    expect(tooTight.score).toBeLessThan(loose.score);
    expect(tooTight.concerns.join(' ')).toMatch(/tighter than/);
    expect(feasibility('Panel 900 x 600 x 20 mm', 'fdm_printing', 10).concerns.join(' ')).toMatch(/exceeds/);
  });

  it('compares the methods that make the material at the volume, cheapest first', () => {
    const result = feasibility(`ABS ${ENCLOSURE}`, 'injection_molding', 50);
    const costs = result.methodComparison.map((entry) => entry.unitCost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(result.methodComparison.map((entry) => entry.method)).not.toContain('sheet_metal');
    expect(result.methodComparison.find((entry) => entry.method === 'injection_molding')!.toolingCost).toBeGreaterThan(3000);
  });
});

describe('built-in engine: design advice and the quick estimate', () => {
  it('keys design advice on what the specification mentions', () => {
    const design = (specifications: string) => designRecommendationsResultSchema.parse(engine.run('design-recommendations', { specifications, projectContext: null, constraints: null }));
    const cases: Array<[string, RegExp]> = [
      ['Runs from a 2000 mAh LiPo battery', /Battery/],
      ['Injection-moulded plastic enclosure', /Enclosure/],
      ['Talks BLE to the phone and LoRaWAN to the gateway', /Wireless/],
      ['Dissipates 8 watts in a sealed box', /Thermal/],
      ['Must be IP67 waterproof', /Waterproofing/],
      ['Custom 4-layer PCB with an STM32', /PCB/],
      ['Drives two BLDC motors', /Motors/],
      ['Measures humidity and CO2 with onboard sensors', /Sensors/],
    ];
    for (const [text, topic] of cases) {
      const result = design(text);
      expect(result.topics.map((entry) => entry.topic).join(', '), text).toMatch(topic);
      expect(result.recommendations.length, text).toBeGreaterThan(2);
    }
    const battery = design('Runs from a 2000 mAh LiPo battery');
    expect(battery.recommendations.join(' ')).toMatch(/protection/);
    expect(battery.rationale).toMatch(/battery and power/);
    const vague = design('A gadget');
    expect(vague.topics.map((entry) => entry.topic)).toEqual(['General design for manufacture']);
    expect(vague.rationale).toMatch(/too vague/);
  });

  it('prices prototypes from the components named, growing with complexity and quantity', () => {
    const base = quickPrototypeResultSchema.parse(prototype('ESP32, BME280 sensor, LiPo battery', 5, 5));
    expect(base.confidenceLevel).toBe('high');
    expect(prototype('ESP32, BME280 sensor, LiPo battery', 9, 5).minCost).toBeGreaterThan(base.minCost);
    expect(prototype('ESP32, BME280 sensor, LiPo battery', 5, 20).minCost).toBeGreaterThan(base.minCost);
    // More components cost more; compared at the middle (a longer list may widen the range).
    const middle = (result: { minCost: number; maxCost: number }) => (result.minCost + result.maxCost) / 2;
    expect(middle(prototype('ESP32, BME280 sensor, LiPo battery, LTE modem, camera', 5, 5))).toBeGreaterThan(middle(base));
    const vague = prototype('stuff, things', 5, 5, 'gadget');
    expect(vague.confidenceLevel).toBe('low');
    expect(vague.maxCost - vague.minCost).toBeGreaterThan(0);
    expect(Object.keys(base.breakdown)).toEqual(expect.arrayContaining(['Components', 'PCB fabrication & assembly', 'Engineering (one-off)']));
    expect(base.timeEstimate).toMatch(/^\d+-\d+ weeks$/);
  });
});
