import { describe, expect, it } from 'vitest';
import { canonicalCountry, countriesInRegion, exactLocationMatch, parseLocation } from './locations.ts';

describe('parseLocation', () => {
  it.each([
    ['Berlin, Germany', { city: 'berlin', country: 'Germany', postalCode: null, region: 'Europe' }],
    ['San Francisco, USA', { city: 'san francisco', country: 'United States', postalCode: null, region: 'United States' }],
    ['94107 San Francisco, USA', { city: 'san francisco', country: 'United States', postalCode: '94107', region: 'United States' }],
    ['Austin, TX', { city: 'austin', country: 'United States', postalCode: null, region: 'United States' }],
    ['London, UK', { city: 'london', country: 'United Kingdom', postalCode: null, region: 'Europe' }],
    ['Singapore', { city: 'singapore', country: 'Singapore', postalCode: null, region: 'Asia' }],
    ['Shenzhen', { city: 'shenzhen', country: 'China', postalCode: null, region: 'Asia' }],
    ['Japan', { city: null, country: 'Japan', postalCode: null, region: 'Asia' }],
    ['Toronto, Canada', { city: 'toronto', country: 'canada', postalCode: null, region: null }],
    ['Berlin, 10115, Germany', { city: 'berlin', country: 'Germany', postalCode: '10115', region: 'Europe' }],
    ['  ', { city: null, country: null, postalCode: null, region: null }],
  ])('%s', (text, expected) => {
    expect(parseLocation(text)).toEqual(expected);
  });
});

describe('exact location search text', () => {
  it('matches a single word against city, country (aliases) or postal code', () => {
    expect(exactLocationMatch('USA')).toEqual({ any: { city: 'usa', country: 'united states', postalCode: 'usa' } });
    expect(exactLocationMatch(' Berlin ')).toEqual({ any: { city: 'berlin', country: 'berlin', postalCode: 'berlin' } });
    expect(exactLocationMatch('94107')).toEqual({ any: { city: '94107', country: '94107', postalCode: '94107' } });
  });

  it('needs city and country both for "City, Country", and nothing for blank text', () => {
    expect(exactLocationMatch('Tokyo, Japan')).toEqual({ city: 'tokyo', country: 'japan' });
    expect(exactLocationMatch('   ')).toBeNull();
  });

  it('knows countries by their aliases and the regions they make up', () => {
    expect(canonicalCountry('u.s.a.')).toBe('United States');
    expect(canonicalCountry('Deutschland')).toBe('Germany');
    expect(countriesInRegion('United States')).toEqual(['United States']);
    expect(countriesInRegion('Asia')).toContain('Taiwan');
  });
});
