import { describe, expect, it } from 'vitest';
import { boundsOfPositions, centreOf, fitCamera, sizeOf, type Vec3 } from './camera-fit.ts';

const distance = (a: Vec3, b: Vec3) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

describe('framing a model', () => {
  it('finds the bounds, size and centre of positions', () => {
    const bounds = boundsOfPositions([0, 0, 0, 120, 80, 35, -10, 5, 2])!;
    expect(bounds).toEqual({ min: [-10, 0, 0], max: [120, 80, 35] });
    expect(sizeOf(bounds)).toEqual([130, 80, 35]);
    expect(centreOf(bounds)).toEqual([55, 40, 17.5]);
    expect(boundsOfPositions([])).toBeNull();
  });

  it('looks at the centre from far enough that the bounding sphere fits the narrower field, with a margin', () => {
    const bounds = { min: [0, 0, 0] as Vec3, max: [120, 80, 35] as Vec3 };
    const radius = Math.hypot(120, 80, 35) / 2;
    const wide = fitCamera(bounds, 40, 2, 1);
    expect(wide.target).toEqual([60, 40, 17.5]);
    // Landscape: the vertical field (40°) is the narrower one.
    expect(distance(wide.position, wide.target)).toBeCloseTo(radius / Math.sin((20 * Math.PI) / 180), 6);
    // Portrait (a phone): the horizontal field is narrower, so the camera stands further back.
    const tall = fitCamera(bounds, 40, 0.5, 1);
    const horizontal = 2 * Math.atan(Math.tan((20 * Math.PI) / 180) * 0.5);
    expect(distance(tall.position, tall.target)).toBeCloseTo(radius / Math.sin(horizontal / 2), 6);
    expect(distance(fitCamera(bounds, 40, 2).position, wide.target)).toBeCloseTo(distance(wide.position, wide.target) * 1.15, 6);
    // Above the model (Z up), and the near and far planes enclose it.
    expect(wide.position[2]).toBeGreaterThan(wide.target[2]);
    expect(wide.near).toBeLessThan(distance(wide.position, wide.target) - radius);
    expect(wide.far).toBeGreaterThan(distance(wide.position, wide.target) + radius);
  });

  it('scales with the model: a 2 mm part and a 2 m frame are both framed', () => {
    const small = fitCamera({ min: [0, 0, 0], max: [2, 2, 2] }, 40, 1);
    const large = fitCamera({ min: [0, 0, 0], max: [2000, 2000, 2000] }, 40, 1);
    expect(distance(large.position, large.target) / distance(small.position, small.target)).toBeCloseTo(1000, 6);
    expect(small.near).toBeGreaterThan(0);
  });
});
