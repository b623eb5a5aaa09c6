import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyValidationSchema } from './lazy-validation-schema.ts';

const schema = z.object({ email: z.email('Please enter a valid email address'), password: z.string().min(1, 'Password is required') });

describe('lazyValidationSchema', () => {
  it('loads the schema once and rejects like Formik expects, one entry per failing field', async () => {
    const load = vi.fn(async () => schema);
    const lazy = lazyValidationSchema(load);
    lazy.preload();
    const failure = await lazy.validate({ email: 'nope', password: '' }).then(
      () => null,
      (error: unknown) => error as { name: string; inner: { path: string; message: string }[] },
    );
    expect(failure?.name).toBe('ValidationError');
    expect(failure?.inner).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'password', message: 'Password is required' },
    ]);
    await expect(lazy.validate({ email: 'a@b.co', password: 'x' })).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the form through when the schema cannot be loaded, and tries again next time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(schema);
    const lazy = lazyValidationSchema<{ email: string; password: string }>(load);
    await expect(lazy.validate({ email: 'nope', password: '' })).resolves.toBeUndefined();
    await expect(lazy.validate({ email: 'nope', password: '' })).rejects.toMatchObject({ name: 'ValidationError' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
