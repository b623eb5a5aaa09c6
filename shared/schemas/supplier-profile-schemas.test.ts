import { describe, expect, it } from 'vitest';
import {
  COMPLETENESS_WEIGHTS, EMPTY_SUPPLIER_FIELDS, SUPPLIER_PROFILE_MESSAGES as M, capabilityLabel, supplierProfileCompleteness, supplierProfileInputSchema,
} from './supplier-profile-schemas.ts';

const empty = { ...EMPTY_SUPPLIER_FIELDS, certifications: [], portfolio: [] };
const full = {
  capabilities: ['cnc_machining'], materials: ['aluminum_6061'], equipment: ['Haas VF-2'], minOrderQuantity: 10, prototypeLeadDays: 5, productionLeadWeeks: 3,
  monthlyCapacity: { amount: 1000, unit: 'parts' }, companySize: '11-50' as const, yearFounded: 2001, factoryLocations: ['Berlin, Germany'], languages: ['German'],
  certifications: [{ status: 'approved' as const }], portfolio: [{}],
};

describe('supplier profile completeness', () => {
  it('weighs 100 in all', () => {
    expect(Object.values(COMPLETENESS_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('is 0 for an empty profile, listing what is missing heaviest first', () => {
    const result = supplierProfileCompleteness(empty);
    expect(result.percent).toBe(0);
    expect(result.missing.map((m) => m.hint).slice(0, 4)).toEqual(['Add capabilities', 'Add materials', 'Add certifications', 'Add a portfolio part']);
    expect(result.missing).toHaveLength(Object.keys(COMPLETENESS_WEIGHTS).length);
  });

  it('is 100 for a full profile', () => {
    expect(supplierProfileCompleteness(full)).toEqual({ percent: 100, missing: [] });
  });

  it('counts a pending certification but not a rejected one; needs both lead times and both company facts', () => {
    expect(supplierProfileCompleteness({ ...full, certifications: [{ status: 'pending' }] }).percent).toBe(100);
    const rejected = supplierProfileCompleteness({ ...full, certifications: [{ status: 'rejected' }] });
    expect(rejected).toEqual({ percent: 85, missing: [{ part: 'certifications', hint: 'Add certifications', weight: 15 }] });
    expect(supplierProfileCompleteness({ ...full, productionLeadWeeks: null }).missing.map((m) => m.part)).toEqual(['leadTimes']);
    expect(supplierProfileCompleteness({ ...full, yearFounded: null }).percent).toBe(95);
  });
});

describe('supplier profile input', () => {
  it('trims lists and takes nulls for what is not stated', () => {
    const parsed = supplierProfileInputSchema.parse({ ...EMPTY_SUPPLIER_FIELDS, capabilities: [' cnc_machining ', '', 'Anodizing'] });
    expect(parsed.capabilities).toEqual(['cnc_machining', 'Anodizing']);
    expect(parsed.monthlyCapacity).toBeNull();
  });

  it('explains each refusal', () => {
    const error = (change: object) => supplierProfileInputSchema.safeParse({ ...EMPTY_SUPPLIER_FIELDS, ...change }).error?.issues[0]?.message;
    expect(error({ capabilities: ['CNC', 'cnc'] })).toBe(M.capabilityDuplicate);
    expect(error({ yearFounded: 1700 })).toBe(M.yearFounded);
    expect(error({ productionLeadWeeks: 200 })).toBe(M.productionLeadWeeks);
    expect(error({ companySize: 'huge' })).toBe(M.companySize);
    expect(error({ monthlyCapacity: { amount: -1, unit: 'parts' } })).toBe(M.capacityAmount);
  });

  it('labels listed processes by the cost engine and free text as written', () => {
    expect(capabilityLabel('cnc_machining')).toBe('CNC machining');
    expect(capabilityLabel('Anodizing')).toBe('Anodizing');
  });
});
