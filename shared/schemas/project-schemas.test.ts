import { describe, expect, it } from 'vitest';
import {
  addProjectTag, ALLOWED_STATUS_TRANSITIONS, canChangeStatus, createProjectFormSchema, createProjectSchema, DUPLICATE_TAG_TITLE, editProjectFormSchema,
  PROJECT_STAGES, statusTransitionMessage, SUGGESTED_PROJECT_TAGS, updateProjectSchema,
} from './project-schemas.ts';

const valid = { name: 'CardioPatch', description: 'A 7-day ECG patch for clinics.' };
function errorsOf(schema: { safeParse(v: unknown): { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }, input: unknown) {
  const errors: Record<string, string> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

describe('create project schema', () => {
  it('defaults to draft, trims, turns blanks into null and drops empty tags', () => {
    expect(createProjectSchema.parse({ ...valid, name: '  CardioPatch  ', budget: ' ', stage: '', tags: [' IoT ', '', '  '] })).toEqual({
      ...valid, status: 'draft', budget: null, stage: null, tags: ['IoT'],
    });
  });

  it.each([
    [{ name: 'ab' }, 'name', 'Project name must be at least 3 characters'],
    [{ name: '  ab  ' }, 'name', 'Project name must be at least 3 characters'],
    [{ name: undefined }, 'name', 'Project name must be at least 3 characters'],
    [{ name: 'x'.repeat(101) }, 'name', 'Project name must be less than 100 characters'],
    [{ description: 'short' }, 'description', 'Description must be at least 10 characters'],
    [{ description: undefined }, 'description', 'Description must be at least 10 characters'],
    [{ tags: ['IoT', ' iot'] }, 'tags', 'This tag has already been added.'],
    [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags', 'You can add at most 20 tags.'],
    [{ tags: ['x'.repeat(31)] }, 'tags.0', 'Tags must be at most 30 characters.'],
    [{ stage: 'someday' }, 'stage', 'Please choose a valid stage'],
    [{ status: 'paused' }, 'status', 'Unknown project status'],
    [{ budget: 'x'.repeat(101) }, 'budget', 'Must be at most 100 characters'],
  ])('%o -> %s: %s', (override, field, message) => {
    expect(errorsOf(createProjectSchema, { ...valid, ...override })[field]).toBe(message);
  });

  it('the wizard form needs the terms box and offers only draft or active', () => {
    expect(errorsOf(createProjectFormSchema, valid).terms).toBe('You must agree to the terms and conditions');
    expect(errorsOf(createProjectFormSchema, { ...valid, terms: false }).terms).toBe('You must agree to the terms and conditions');
    expect(errorsOf(createProjectFormSchema, { ...valid, terms: true, status: 'completed' }).status).toBe('Unknown project status');
    const parsed = createProjectFormSchema.parse({ ...valid, terms: true, status: 'active' });
    expect(parsed.status).toBe('active');
    // The payload schema strips what it does not know, so `terms` is never sent on.
    expect(createProjectSchema.parse({ ...valid, terms: true })).not.toHaveProperty('terms');
  });

  it('the edit form uses the same rules', () => {
    expect(errorsOf(editProjectFormSchema, { ...valid, name: 'ab' }).name).toBe('Project name must be at least 3 characters');
  });
});

describe('update project schema (PATCH)', () => {
  it('takes any subset; blank clears; empty is refused', () => {
    expect(updateProjectSchema.parse({ status: 'active' })).toEqual({ status: 'active' });
    expect(updateProjectSchema.parse({ budget: '', tags: [] })).toEqual({ budget: null, tags: [] });
    expect(errorsOf(updateProjectSchema, {})._).toBe('Nothing to update');
    expect(errorsOf(updateProjectSchema, { name: 'ab' }).name).toBe('Project name must be at least 3 characters');
  });
});

describe('status machine', () => {
  it('allows draft->active and active->completed|cancelled|draft only', () => {
    expect(ALLOWED_STATUS_TRANSITIONS).toEqual({ draft: ['active'], active: ['completed', 'cancelled', 'draft'], completed: [], cancelled: [] });
    expect(canChangeStatus('draft', 'completed')).toBe(false);
    expect(canChangeStatus('active', 'draft')).toBe(true);
  });

  it('names the allowed moves', () => {
    expect(statusTransitionMessage('draft', 'cancelled')).toBe('Cannot move this project from Draft to Cancelled. From Draft it can only move to Active.');
    expect(statusTransitionMessage('active', 'active')).toBe('Cannot move this project from Active to Active. From Active it can only move to Completed, Cancelled or Draft.');
    expect(statusTransitionMessage('cancelled', 'draft')).toBe('Cannot move this project from Cancelled to Draft. Cancelled projects cannot change status.');
  });
});

describe('stages and tags', () => {
  it('has the six stages with their labels and 17 suggested tags', () => {
    expect(PROJECT_STAGES.map((s) => `${s.value}: ${s.label}`)).toEqual([
      'concept: Concept / Idea', 'design: Design Phase', 'prototype: Prototyping', 'mvp: Minimum Viable Product',
      'production: Production Ready', 'scaling: Scaling / Manufacturing',
    ]);
    expect(SUGGESTED_PROJECT_TAGS).toHaveLength(17);
    expect(new Set(SUGGESTED_PROJECT_TAGS.map((t) => t.toLowerCase())).size).toBe(17);
    for (const tag of ['IoT', 'Robotics', 'Wearable', 'PCB Design', 'AI/ML', 'AR/VR']) expect(SUGGESTED_PROJECT_TAGS).toContain(tag);
  });

  it('adds a tag on Enter: trimmed, blanks ignored, duplicates refused with the toast text', () => {
    expect(addProjectTag(['IoT'], '  Robotics ')).toEqual({ ok: true, items: ['IoT', 'Robotics'] });
    expect(addProjectTag(['IoT'], '   ')).toMatchObject({ ok: false, reason: 'empty' });
    expect(addProjectTag(['IoT'], 'iot')).toEqual({ ok: false, reason: 'duplicate', message: 'This tag has already been added.' });
    expect(DUPLICATE_TAG_TITLE).toBe('Duplicate Tag');
    expect(addProjectTag(Array.from({ length: 20 }, (_, i) => `t${i}`), 'one more')).toMatchObject({ ok: false, reason: 'tooMany' });
  });
});
