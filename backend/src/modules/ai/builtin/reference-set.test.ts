import { describe, expect, it } from 'vitest';
import { AI_TOOL_SCHEMAS } from '#shared/schemas/ai-schemas.ts';
import { ELECTRONICS_REFERENCES } from '../../../../bench/estimates/reference-electronics.ts';
import { MECHANICAL_REFERENCES } from '../../../../bench/estimates/reference-mechanical.ts';

/**
 * The shape of the estimates bench's reference set: enough parts across the process families, each
 * sourced, with an ordered range and a request the tool accepts. Whether the engine lands inside the
 * ranges is the bench's question (npm run bench:estimates), not this test's.
 */
describe('estimates reference set', () => {
  const references = [...MECHANICAL_REFERENCES, ...ELECTRONICS_REFERENCES];

  it('has at least 40 parts across the families, with unique ids', () => {
    expect(references.length).toBeGreaterThanOrEqual(40);
    expect(MECHANICAL_REFERENCES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(references.map((reference) => reference.id)).size).toBe(references.length);
    const families = new Set(MECHANICAL_REFERENCES.map((reference) => reference.family));
    for (const family of ['injection moulding', 'CNC', 'sheet metal', 'die casting', 'urethane casting', 'FDM', 'SLA', 'SLS/MJF', 'hand assembly']) {
      expect(families, family).toContain(family);
    }
    // Moulding is checked on its tooling, its piece price and its unit cost.
    const moulding = MECHANICAL_REFERENCES.filter((reference) => reference.family === 'injection moulding').map((reference) => reference.measure);
    expect(new Set(moulding)).toEqual(new Set(['tooling', 'piece', 'unit']));
  });

  it('gives every part a source and an ordered, positive range', () => {
    for (const reference of references) {
      expect(reference.source.name.length, reference.id).toBeGreaterThan(3);
      expect(reference.source.note.length, reference.id).toBeGreaterThan(10);
      if (reference.source.url !== undefined) expect(reference.source.url, reference.id).toMatch(/^https?:\/\//);
      expect(reference.range.low, reference.id).toBeGreaterThan(0);
      expect(reference.range.low, reference.id).toBeLessThanOrEqual(reference.range.high);
    }
  });

  it('sends requests the tools accept', () => {
    for (const reference of references) {
      const parsed = AI_TOOL_SCHEMAS[reference.tool].request.safeParse(reference.request);
      expect(parsed.success, `${reference.id}: ${parsed.error?.message ?? ''}`).toBe(true);
      if (reference.measure === 'total') expect(reference.tool, reference.id).toBe('quick-prototype-cost');
    }
  });
});
