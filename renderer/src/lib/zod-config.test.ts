import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configureZod } from './zod-config.ts';

describe('configureZod', () => {
  afterEach(() => z.config({ jitless: false }));

  it("turns zod's compiled parsers (and their eval probe) off, for the app's no-eval security policy", () => {
    configureZod();
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
