import type { Locator } from '@playwright/test';

/**
 * The lowest contrast ratio (WCAG 2: 1 to 21) between an element's text colour and what is behind
 * it, from the computed styles: the element's own background and its ancestors', see-through ones
 * blended over what lies below them. Behind a gradient every colour stop counts, so the ratio holds
 * wherever on the gradient the element sits.
 */
export async function textContrast(element: Locator): Promise<number> {
  return element.evaluate((target) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba[] =>
      [...value.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
        const [r = 0, g = 0, b = 0, a = 1] = match[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
        return [r, g, b, a];
      });
    const over = (top: Rgba, below: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + below[0] * (1 - a), top[1] * a + below[1] * (1 - a), top[2] * a + below[2] * (1 - a), 1];
    };
    // From the element outwards: see-through layers, until an opaque colour or a gradient.
    const layers: Rgba[] = [];
    let backdrops: Rgba[] = [[255, 255, 255, 1]];
    for (let node: Element | null = target; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const stops = style.backgroundImage.includes('gradient') ? parse(style.backgroundImage) : [];
      if (stops.length > 0) {
        backdrops = stops.map((stop) => over(stop, [255, 255, 255, 1]));
        break;
      }
      const [color] = parse(style.backgroundColor);
      if (color && color[3] > 0) {
        if (color[3] >= 1) {
          backdrops = [color];
          break;
        }
        layers.push(color);
      }
    }
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const [text] = parse(getComputedStyle(target).color);
    return Math.min(
      ...backdrops.map((backdrop) => {
        const background = layers.reduceRight((below, layer) => over(layer, below), backdrop);
        const [lighter, darker] = [luminance(over(text!, background)), luminance(background)].sort((a, b) => b - a);
        return (lighter! + 0.05) / (darker! + 0.05);
      }),
    );
  });
}
