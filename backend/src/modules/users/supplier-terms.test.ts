import { describe, expect, it } from 'vitest';
import { capabilityTerm, factoryFilterTerm, factoryTerms, supplierTerms, VERIFIED_TERM } from './supplier-terms.ts';

describe('supplier profile search terms', () => {
  it('files processes, materials, approved certifications, factories and the order quantity', () => {
    const terms = supplierTerms({
      capabilities: ['cnc_machining', 'Anodizing '], materials: ['aluminum_6061'], approvedCertifications: ['iso_9001'],
      factoryLocations: ['Stuttgart, Germany', 'Shenzhen'], minOrderQuantity: 50,
    }, true);
    expect(terms.sort()).toEqual([
      'c:iso_9001', 'm:aluminum_6061', 'p:anodizing', 'p:cnc_machining', 'q:50', 'r:asia', 'r:china', 'r:europe', 'r:germany', VERIFIED_TERM,
    ].sort());
  });

  it('files only the verified term without a profile', () => {
    expect(supplierTerms(undefined, true)).toEqual([VERIFIED_TERM]);
    expect(supplierTerms(undefined, false)).toEqual([]);
  });

  it('reads a factory filter as a region or a country by any of its names, like the filed terms', () => {
    expect(factoryFilterTerm('asia')).toBe('r:asia');
    expect(factoryFilterTerm('USA')).toBe('r:united states');
    expect(factoryTerms('Austin, TX')).toEqual(['r:united states']);
    expect(factoryFilterTerm('Deutschland')).toBe(factoryTerms('Berlin, Germany')[0]);
    expect(capabilityTerm('Müller  Plating')).toBe('p:muller plating');
  });
});
