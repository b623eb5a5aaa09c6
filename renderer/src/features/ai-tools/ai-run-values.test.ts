import { describe, expect, it } from 'vitest';
import type { Project } from '#shared/schemas/project-schemas.ts';
import { EMPTY_COST, EMPTY_DESIGN, EMPTY_QUICK } from './ai-forms.tsx';
import { formValuesOfRun, prefillFromProject, shownResultOfRun } from './ai-run-values.ts';

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
});
