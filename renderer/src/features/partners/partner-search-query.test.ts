import { describe, expect, it } from 'vitest';
import { activeFilterCount, EMPTY_WIDGET_SEARCH, partnersSearchUrl, type WidgetSearch } from './partner-search-query.ts';

const url = (changes: Partial<WidgetSearch>) => partnersSearchUrl({ ...EMPTY_WIDGET_SEARCH, ...changes });

describe('partnersSearchUrl (both widget variants)', () => {
  it('is plain /partners when nothing is set', () => {
    expect(url({})).toBe('/partners');
    expect(url({ q: '   ' })).toBe('/partners');
    expect(url({ role: 'all', region: 'any' })).toBe('/partners');
  });

  it('encodes the trimmed text as q', () => {
    expect(url({ q: ' PCB & firmware ' })).toBe('/partners?q=PCB%20%26%20firmware');
  });

  it('adds role unless it is all', () => {
    expect(url({ role: 'manufacturer' })).toBe('/partners?role=manufacturer');
    expect(url({ role: 'attorney', q: 'patent' })).toBe('/partners?q=patent&role=attorney');
  });

  it('sends a region with locationType=region, and nothing for Any location', () => {
    expect(url({ region: 'Asia' })).toBe('/partners?location=Asia&locationType=region');
    expect(url({ region: 'United States' })).toBe('/partners?location=United%20States&locationType=region');
    expect(url({ region: 'Global' })).toBe('/partners?location=Global&locationType=region');
  });

  it('sends exact text with locationType=exact only when the trimmed text is non-empty', () => {
    expect(url({ locationMode: 'exact', exactLocation: ' Shenzhen ' })).toBe('/partners?location=Shenzhen&locationType=exact');
    expect(url({ locationMode: 'exact', exactLocation: '94107' })).toBe('/partners?location=94107&locationType=exact');
    expect(url({ locationMode: 'exact', exactLocation: '   ' })).toBe('/partners');
  });

  it('ignores the region while in exact mode and the text while in region mode', () => {
    expect(url({ locationMode: 'exact', region: 'Asia', exactLocation: '' })).toBe('/partners');
    expect(url({ locationMode: 'region', region: 'any', exactLocation: 'Berlin' })).toBe('/partners');
  });

  it('puts every part in the order q, role, location, locationType', () => {
    expect(url({ q: 'PCB Design', role: 'manufacturer', region: 'Asia' })).toBe('/partners?q=PCB%20Design&role=manufacturer&location=Asia&locationType=region');
    expect(url({ q: 'enclosure', role: 'supplier', locationMode: 'exact', exactLocation: 'Berlin, Germany' })).toBe(
      '/partners?q=enclosure&role=supplier&location=Berlin%2C%20Germany&locationType=exact',
    );
  });
});

describe('activeFilterCount', () => {
  it('counts the type and a location', () => {
    expect(activeFilterCount(EMPTY_WIDGET_SEARCH)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_WIDGET_SEARCH, role: 'designer' })).toBe(1);
    expect(activeFilterCount({ ...EMPTY_WIDGET_SEARCH, role: 'designer', region: 'Europe' })).toBe(2);
    expect(activeFilterCount({ ...EMPTY_WIDGET_SEARCH, locationMode: 'exact', exactLocation: ' ' })).toBe(0);
  });
});
