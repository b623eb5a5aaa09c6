import { describe, expect, it } from 'vitest';
import { bodyId, textId } from './ids.ts';
import { MAX_ID, readTextId } from '../constants/ids.ts';

describe('ids', () => {
  it('takes only JSON integers from 1 to MAX_ID in bodies', () => {
    const schema = bodyId('Bad id');
    expect(schema.parse(3)).toBe(3);
    expect(schema.parse(MAX_ID)).toBe(MAX_ID);
    for (const bad of [true, [3], '3', '0x3', '+1', 0, -1, 1.5, MAX_ID + 1, null, NaN, Infinity, { id: 3 }]) {
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('takes only canonical decimal strings in paths and queries', () => {
    const schema = textId('Bad id');
    expect(schema.parse('3')).toBe(3);
    expect(schema.parse(String(MAX_ID))).toBe(MAX_ID);
    for (const bad of ['0', '-1', '+1', '0x3', '03', '3.0', '1e3', ' 3', '3 ', 'true', '', String(MAX_ID + 1), '99999999999', '٣']) {
      expect(schema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('reads a path id without a schema exactly as the schema does', () => {
    const schema = textId('Bad id');
    for (const raw of ['3', '42', String(MAX_ID), '0', '-1', '+1', '0x3', '03', '3.0', '1e3', ' 3', '3 ', 'true', '', String(MAX_ID + 1), '99999999999', '٣']) {
      const parsed = schema.safeParse(raw);
      expect(readTextId(raw), raw).toBe(parsed.success ? parsed.data : null);
    }
    expect(readTextId(undefined)).toBeNull();
  });
});
