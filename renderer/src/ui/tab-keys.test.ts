import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from './tab-keys.ts';

describe('tabKeyTarget', () => {
  it('moves with the arrows (wrapping), jumps with Home and End, ignores other keys', () => {
    expect(tabKeyTarget('ArrowRight', 0, 4)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 3, 4)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 4)).toBe(3);
    expect(tabKeyTarget('Home', 2, 4)).toBe(0);
    expect(tabKeyTarget('End', 0, 4)).toBe(3);
    expect(tabKeyTarget('Enter', 1, 4)).toBeUndefined();
  });
});
