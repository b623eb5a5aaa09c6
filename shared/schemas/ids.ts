import { z } from 'zod';

/** The largest id any table hands out (a signed 32-bit INT in MySQL). */
export const MAX_ID = 2 ** 31 - 1;

/**
 * An id in a JSON body or a socket frame: a JSON integer from 1 to MAX_ID. No coercion, so `true`,
 * `[3]`, `"3"`, `"0x3"` and `"+1"` are refused instead of being read as some record's id.
 */
export const bodyId = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** An id in a path or query string: plain decimal digits, no sign, no leading zero, at most MAX_ID. */
export const textId = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number)
    .pipe(z.number().max(MAX_ID, message));
