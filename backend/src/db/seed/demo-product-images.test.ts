import { describe, expect, it } from 'vitest';
import { DEMO_LISTINGS } from './demo-product-catalogue.ts';
import { demoProductDrawing, demoProductSvg } from './demo-product-images.ts';

/** The drawing's shapes and placement only: colours taken out, so two listings differing only in hue count as the same picture. */
const shapesOf = (svg: string) => svg.replace(/hsl\([^)]*\)/g, 'C').replace(/#[0-9a-f]{3,8}\b/gi, 'C');

describe('demo listing pictures', () => {
  it('draws every listing its own picture, not one per category, even with colours ignored', () => {
    const byCategory = new Map<string, Map<string, string>>();
    for (const listing of DEMO_LISTINGS) {
      const seen = byCategory.get(listing.category) ?? new Map<string, string>();
      const shapes = shapesOf(demoProductDrawing(listing, 0));
      expect(seen.get(shapes), `${listing.name} is drawn like ${seen.get(shapes)}`).toBeUndefined();
      seen.set(shapes, listing.name);
      byCategory.set(listing.category, seen);
    }
  });

  it('draws the same picture for the same listing every time, and a second view apart', () => {
    const listing = DEMO_LISTINGS[0]!;
    expect(demoProductSvg(listing, 0)).toBe(demoProductSvg({ ...listing }, 0));
    expect(demoProductSvg(listing, 0)).not.toBe(demoProductSvg(listing, 1));
  });
});
