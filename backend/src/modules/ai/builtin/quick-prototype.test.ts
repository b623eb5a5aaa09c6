import { describe, expect, it } from 'vitest';
import { quickPrototypeRequestSchema, quickPrototypeResultSchema } from '#shared/schemas/ai-schemas.ts';
import { estimatePrototype } from './quick-prototype.ts';

const prototype = (components: string, quantity = 5, complexity = 5, productType = 'GNSS tracker') =>
  quickPrototypeResultSchema.parse(estimatePrototype(quickPrototypeRequestSchema.parse({ productType, components, complexity, quantity })));

describe('quick prototype estimate', () => {
  it('prices RTK GNSS as an RTK module, and is never highly confident about it in words', () => {
    const words = prototype('RTK GNSS', 1);
    expect(words.confidenceLevel).not.toBe('high');
    expect(words.breakdown.Components).toBeGreaterThan(150);
    expect(words.costFactors.join(' ')).toMatch(/GNSS module \(RTK, multi-band\) \(\$\d{3}-\d{3} per unit/);
    expect(words.costFactors.join(' ')).not.toMatch(/\$10-35/);
    expect(words.recommendations.join(' ')).toMatch(/part numbers of 'RTK GNSS'/);
    const plain = prototype('GPS module', 1);
    expect(plain.breakdown.Components).toBeLessThan(words.breakdown.Components! / 5);
  });

  it('is highly confident only when every part is recognised and every IC or module has a part number', () => {
    expect(prototype('u-blox ZED-F9P, ESP32-S3-WROOM-1, 2000 mAh LiPo, USB-C').confidenceLevel).toBe('high');
    expect(prototype('u-blox ZED-F9P, ESP32-S3-WROOM-1, 2000 mAh LiPo, microcontroller').confidenceLevel).toBe('medium');
    expect(prototype('u-blox ZED-F9P, ESP32-S3-WROOM-1, 2000 mAh LiPo, quantum widget').confidenceLevel).toBe('medium');
    expect(prototype('stuff, things').confidenceLevel).toBe('low');
  });

  it('leaves unrecognised parts out of the total and says so', () => {
    const known = prototype('ZED-F9P, ESP32-S3-WROOM-1');
    const withUnknown = prototype('ZED-F9P, ESP32-S3-WROOM-1, quantum widget');
    expect(withUnknown.breakdown.Components).toBe(known.breakdown.Components);
    expect(withUnknown.assumptions.join(' ')).toMatch(/Not recognised and not priced.*quantum widget/);
  });

  it('prices components at the pieces bought: cheaper per unit for a larger build', () => {
    const few = prototype('ZED-F9P', 1);
    const many = prototype('ZED-F9P', 100);
    expect(many.breakdown.Components! / 100).toBeLessThan(few.breakdown.Components!);
    expect(prototype('2x BME280, ESP32-C3-MINI-1', 10).assumptions.join(' ')).toMatch(/2 × Environmental sensor/);
  });
});
