import { describe, expect, it } from 'vitest';
import { createProjectFormSchema, updateProjectSchema } from '#shared/schemas/project-schemas.ts';
import { emptyProjectForm, projectToForm, toCreatePayload, toUpdatePayload } from './project-form-values.ts';
import type { Project } from './project-types.ts';

const project: Project = {
  id: 7, userId: 1, name: 'Smart Thermostat', description: 'An IoT thermostat for flats', status: 'draft', budget: '$50k', timeline: null,
  stage: 'prototype', requirements: null, tags: ['IoT'], connectionCount: 0, featuredUntil: null, hiddenAt: null, hiddenReason: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z',
};

describe('toCreatePayload', () => {
  it('trims, leaves blanks out and never sends the terms flag', () => {
    const payload = toCreatePayload({ ...emptyProjectForm(), name: '  Drone  ', description: ' A racing drone frame ', budget: '  ', stage: 'mvp', tags: ['AI/ML'], terms: true }, 'active');
    expect(payload).toEqual({ name: 'Drone', description: 'A racing drone frame', budget: undefined, timeline: undefined, stage: 'mvp', requirements: undefined, tags: ['AI/ML'], status: 'active' });
    expect(payload).not.toHaveProperty('terms');
  });

  it('the form schema needs the terms box', () => {
    const result = createProjectFormSchema.safeParse({ ...emptyProjectForm(), name: 'Drone', description: 'A racing drone frame', stage: undefined });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('You must agree to the terms and conditions');
  });
});

describe('toUpdatePayload', () => {
  it('sends only what changed, clearing emptied fields with null', () => {
    const form = { ...projectToForm(project), budget: '', timeline: 'Q3 2026', stage: '' as const, tags: ['IoT', 'Sensors'] };
    const changes = toUpdatePayload(project, form);
    expect(changes).toEqual({ budget: null, timeline: 'Q3 2026', stage: null, tags: ['IoT', 'Sensors'] });
    expect(updateProjectSchema.safeParse(changes).success).toBe(true);
  });

  it('is empty when nothing changed', () => {
    expect(toUpdatePayload(project, projectToForm(project))).toEqual({});
  });
});
