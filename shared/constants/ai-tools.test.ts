import { describe, expect, it } from 'vitest';
import { costEstimationRequestSchema, feasibilityRequestSchema, AI_MESSAGES } from '../schemas/ai-schemas.ts';
import { MANUFACTURING_METHODS, MATERIAL_IDS, MATERIALS, materialIdFromName, materialsForMethod, methodIdFromName } from './ai-tools.ts';

describe('AI tools: processes and materials', () => {
  it('takes a process or a material by id, by label and as people write them', () => {
    for (const { id, label } of MANUFACTURING_METHODS) expect([methodIdFromName(id), methodIdFromName(label)]).toEqual([id, id]);
    for (const { id, label } of MATERIALS) expect([materialIdFromName(id), materialIdFromName(label)]).toEqual([id, id]);
    expect(methodIdFromName('CNC machining')).toBe('cnc_machining');
    expect(methodIdFromName('  injection molding ')).toBe('injection_molding');
    expect(methodIdFromName('Vacuum casting')).toBe('urethane_casting');
    expect(methodIdFromName('PCBA')).toBe('pcb_assembly');
    expect(materialIdFromName('Aluminium 6061')).toBe('aluminum_6061');
    expect(materialIdFromName('aluminum 6061-T6')).toBe('aluminum_6061');
    expect(materialIdFromName('SS304')).toBe('stainless_304');
    expect(materialIdFromName('FR-4')).toBe('fr4');
    expect(methodIdFromName('welding')).toBeUndefined();
    expect(materialIdFromName('unobtainium')).toBeUndefined();
  });

  it('offers only the materials a process takes: FR-4 alone for PCB assembly, any for hand assembly', () => {
    expect(materialsForMethod('pcb_assembly')).toEqual(['fr4']);
    expect(materialsForMethod('fdm_printing')).toContain('pla');
    expect(materialsForMethod('die_casting')).toEqual(['aluminum_a380', 'zinc_zamak3']);
    expect(materialsForMethod('hand_assembly')).toEqual(MATERIAL_IDS);
    expect(materialsForMethod(undefined)).toEqual(MATERIAL_IDS);
  });

  it('parses requests that name the process and materials in words, and still refuses unknown ones', () => {
    const parsed = costEstimationRequestSchema.parse({ designDetails: 'Bracket', materials: ['Aluminium 6061', 'aluminum_6061', 'Stainless steel'], manufacturingMethod: 'CNC machining', volume: 10 });
    expect(parsed).toMatchObject({ materials: ['aluminum_6061', 'stainless_304'], manufacturingMethod: 'cnc_machining' });
    const wrong = feasibilityRequestSchema.safeParse({ designDescription: 'Bracket', manufacturingMethod: 'welding', volume: 10 });
    expect(wrong.error?.issues[0]?.message).toBe(AI_MESSAGES.method);
    const material = costEstimationRequestSchema.safeParse({ designDetails: 'Bracket', materials: ['unobtainium'], manufacturingMethod: 'cnc_machining', volume: 10 });
    expect(material.error?.issues[0]?.message).toBe(AI_MESSAGES.materials);
  });
});
