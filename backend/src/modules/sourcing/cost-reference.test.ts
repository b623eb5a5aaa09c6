import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from '../ai/index.ts';
import { costReference, rememberEstimates, type CostEstimator, type EstimatedLine } from './cost-reference.ts';

const line = (patch: Partial<EstimatedLine>): EstimatedLine => ({ partName: 'Bracket', process: null, material: null, tolerances: null, finish: null, notes: null, ...patch });

describe('costReference', () => {
  it('reads the process and material as written or by id, and gives the engine the line as written', () => {
    const seen: Parameters<CostEstimator>[0][] = [];
    const estimate: CostEstimator = (request) => {
      seen.push(request);
      return { unitCostLow: 1.234, unitCostHigh: 2.5, toolingCost: 1500, confidenceLevel: 'medium' };
    };
    expect(costReference(estimate, line({ process: 'CNC machining', material: 'aluminium 6061', tolerances: '±0.05 mm', finish: 'anodised' }), 100)).toEqual({
      unitLowCents: 123, unitHighCents: 250, toolingCents: 150_000, confidence: 'medium',
    });
    expect(seen[0]).toMatchObject({ manufacturingMethod: 'cnc_machining', materials: ['aluminum_6061'], volume: 100 });
    expect(seen[0]!.designDetails).toBe('Bracket. aluminium 6061. Tolerances ±0.05 mm. Finish anodised');
    costReference(estimate, line({ process: 'injection_molding', material: 'unobtainium' }), 5000);
    expect(seen[1]).toMatchObject({ manufacturingMethod: 'injection_molding', materials: [], volume: 5000 });
  });

  it('prices nothing for a process the engine does not know', () => {
    const estimate: CostEstimator = () => {
      throw new Error('not asked');
    };
    expect(costReference(estimate, line({ process: 'Glass blowing' }), 10)).toBeNull();
    expect(costReference(estimate, line({}), 10)).toBeNull();
  });

  it("reads the request's description after the line, so the parts it names are priced", () => {
    const engine = createBuiltinEngine();
    const real: CostEstimator = (request) => engine.run('cost-estimation', request);
    const board = line({ partName: 'Flex PCBA, tested', process: 'pcb_assembly', material: 'Polyimide flex' });
    const alone = costReference(real, board, 500)!;
    const described = costReference(real, board, 500, 'Two-layer flex PCB with nRF52840, assembled and tested.')!;
    // The named chip alone costs more than the board the line's own words describe.
    expect(described.unitLowCents).toBeGreaterThan(alone.unitHighCents);
  });

  it('asks the engine once per distinct request when its answers are kept', () => {
    let asked = 0;
    const estimate = rememberEstimates(() => {
      asked += 1;
      return { unitCostLow: asked, unitCostHigh: asked + 1, toolingCost: 0, confidenceLevel: 'low' };
    }, 2);
    const bracket = line({ process: 'cnc_machining' });
    expect(costReference(estimate, bracket, 100)!.unitLowCents).toBe(100);
    expect(costReference(estimate, bracket, 100)!.unitLowCents).toBe(100);
    expect(costReference(estimate, bracket, 1000)!.unitLowCents).toBe(200);
    expect(asked).toBe(2);
    // The oldest answer makes room for a newer one.
    costReference(estimate, bracket, 5000);
    costReference(estimate, bracket, 100);
    expect(asked).toBe(4);
  });

  it('costs less per unit at a higher quantity with the real engine', () => {
    const engine = createBuiltinEngine();
    const real: CostEstimator = (request) => engine.run('cost-estimation', request);
    const at100 = costReference(real, line({ process: 'injection_molding', material: 'ABS' }), 100)!;
    const at10k = costReference(real, line({ process: 'injection_molding', material: 'ABS' }), 10_000)!;
    expect(at10k.unitHighCents).toBeLessThan(at100.unitLowCents);
    expect(at100.unitLowCents).toBeLessThanOrEqual(at100.unitHighCents);
  });
});
