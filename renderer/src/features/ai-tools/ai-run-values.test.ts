import { describe, expect, it } from 'vitest';
import type { Project } from '#shared/schemas/project-schemas.ts';
import { EMPTY_COST, EMPTY_DESIGN, EMPTY_QUICK } from './ai-forms.tsx';
import { fileView } from '../../test-support/fixtures.ts';
import { formValuesOfRun, prefillFromFile, prefillFromProject, shownResultOfRun } from './ai-run-values.ts';

const project: Project = {
  id: 7, userId: 1, name: 'Cold-chain tracker', description: 'A LoRa asset tracker for pallets.', status: 'active', budget: '$50k', timeline: '6 months',
  stage: 'prototype', requirements: 'ESP32, GPS, LiPo', tags: ['IoT', 'Logistics'], connectionCount: 0, featuredUntil: null, hiddenAt: null, hiddenReason: null, createdAt: '', updatedAt: '',
};

describe('AI tool form values', () => {
  it('pre-fills each tool from a project, keeping what the project cannot tell', () => {
    const design = prefillFromProject('design-recommendations', project, EMPTY_DESIGN);
    expect(design.specifications).toBe('Cold-chain tracker: A LoRa asset tracker for pallets.\n\nRequirements: ESP32, GPS, LiPo');
    expect(design.projectContext).toBe('Stage: prototype. Tags: IoT, Logistics');
    expect(design.constraints).toBe('Budget: $50k. Timeline: 6 months');
    const cost = prefillFromProject('cost-estimation', project, { ...EMPTY_COST, volume: 500, materials: ['abs'] });
    expect(cost).toMatchObject({ volume: 500, materials: ['abs'] });
    expect(cost.designDetails).toContain('Requirements: ESP32');
    expect(prefillFromProject('quick-prototype-cost', project, { ...EMPTY_QUICK, quantity: 3 })).toMatchObject({ productType: 'Cold-chain tracker', components: 'ESP32, GPS, LiPo', quantity: 3, complexity: 5 });
    const long = prefillFromProject('design-recommendations', { ...project, description: 'x'.repeat(6000) }, EMPTY_DESIGN);
    expect(long.specifications).toHaveLength(5000);
  });

  it('reopens a kept run as form values and a shown result', () => {
    const run = {
      id: 3, tool: 'design-recommendations' as const, title: 't', headline: 'h', engine: 'builtin' as const, model: null, createdAt: '2026-11-24T10:00:00.000Z',
      projectId: 7, projectTitle: 'Cold-chain tracker', note: null,
      input: { specifications: 'Tracker', projectContext: null, constraints: 'Cheap' },
      result: { recommendations: ['a'], rationale: 'r', materialSuggestions: 'm', manufacturingConsiderations: 'c', optimizationOpportunities: 'o', topics: [] },
    };
    expect(formValuesOfRun(run)).toEqual({ specifications: 'Tracker', projectContext: '', constraints: 'Cheap' });
    expect(shownResultOfRun(run).response).toMatchObject({ runId: 3, projectId: 7, engine: 'builtin', recommendations: ['a'] });
  });

  it("pre-fills the cost form from a 3D model's measurements, keeping materials, method and volume", () => {
    const geometry = { units: 'in' as const, boundingBoxMm: { x: 120, y: 80, z: 35.25 }, volumeMm3: 60_000, surfaceAreaMm2: 25_000, triangles: 1200, faces: 42 };
    const filled = prefillFromFile(fileView({ name: 'bracket.step', geometry }), { ...EMPTY_COST, materials: ['aluminum_6061'], volume: 200 });
    expect(filled).toEqual({
      designDetails: 'Part from the 3D model bracket.step\n\nSize: 120 × 80 × 35.3 mm (bounding box)\nVolume: 60 cm³\nSurface area: 250 cm²',
      materials: ['aluminum_6061'],
      manufacturingMethod: undefined,
      volume: 200,
      // Only what the estimate uses: not the file's unit, triangle or face counts.
      geometry: { boundingBoxMm: { x: 120, y: 80, z: 35.25 }, volumeMm3: 60_000, surfaceAreaMm2: 25_000 },
      sourceFileName: 'bracket.step',
    });
    // An open mesh has no volume to state; a model not measured (yet) gives only its name, and no geometry.
    expect(prefillFromFile(fileView({ geometry: { ...geometry, volumeMm3: null } }), EMPTY_COST).designDetails).not.toMatch(/Volume/);
    const unmeasured = prefillFromFile(fileView({ name: 'frame.stl', kind: 'stl', geometry: null }), { ...EMPTY_COST, geometry: geometry, sourceFileName: 'old.step' });
    expect(unmeasured).toMatchObject({ designDetails: 'Part from the 3D model frame.stl', geometry: undefined, sourceFileName: undefined });
  });

  it('pre-fills the cost form for a board from a CSV or Excel bill of materials, keeping design details already written', () => {
    const csv = fileView({ id: 78, name: 'tracker-bom.csv', kind: 'csv', mime: 'text/csv' });
    const fromModel = { ...EMPTY_COST, materials: ['abs' as const], manufacturingMethod: 'injection_molding' as const, volume: 1000, geometry: { boundingBoxMm: { x: 1, y: 1, z: 1 }, volumeMm3: 1, surfaceAreaMm2: 6 }, sourceFileName: 'case.step' };
    expect(prefillFromFile(csv, fromModel)).toEqual({
      designDetails: 'Board from the bill of materials tracker-bom.csv',
      materials: ['fr4'],
      manufacturingMethod: 'pcb_assembly',
      volume: 1000,
      bomFileId: 78,
      bomFileName: 'tracker-bom.csv',
      geometry: undefined,
      sourceFileName: undefined,
    });
    const xlsx = fileView({ id: 79, name: 'board.xlsx', kind: 'xlsx' });
    expect(prefillFromFile(xlsx, { ...EMPTY_COST, designDetails: '4-layer RTK GNSS board, 60 x 40 mm' })).toMatchObject({ designDetails: '4-layer RTK GNSS board, 60 x 40 mm', bomFileId: 79, bomFileName: 'board.xlsx' });
    // A model afterwards replaces the bill of materials.
    expect(prefillFromFile(fileView({ name: 'case.stl', kind: 'stl' }), prefillFromFile(csv, EMPTY_COST))).toMatchObject({ bomFileId: undefined, bomFileName: undefined });
  });

  it('reopens a cost run from a bill of materials with its file', () => {
    const input = { designDetails: 'Board', materials: ['fr4' as const], manufacturingMethod: 'pcb_assembly' as const, volume: 1000, bomFileId: 78, bomFileName: 'tracker-bom.csv' };
    const result = { estimatedCostRange: '$1', breakdownByCategory: {}, volumeDiscountThresholds: {}, costOptimizationSuggestions: [], unitCostLow: 1, unitCostHigh: 1, toolingCost: 0, confidenceLevel: 'low' as const, volumeCurve: [], assumptions: [], breakdown: [], figures: [], confidenceReasons: [], raiseConfidence: [], components: [], toolingOptions: [] };
    const run = { id: 4, tool: 'cost-estimation' as const, title: 't', headline: 'h', engine: 'builtin' as const, model: null, createdAt: '', projectId: null, projectTitle: null, note: null, input, result };
    expect(formValuesOfRun(run)).toMatchObject({ bomFileId: 78, bomFileName: 'tracker-bom.csv', manufacturingMethod: 'pcb_assembly', materials: ['fr4'] });
  });
});
