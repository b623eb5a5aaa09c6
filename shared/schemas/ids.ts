import { z } from 'zod';
import { MAX_ID, TEXT_ID_PATTERN } from '../constants/ids.ts';

/**
 * An id in a JSON body or a socket frame: a JSON integer from 1 to MAX_ID. No coercion, so `true`,
 * `[3]`, `"3"`, `"0x3"` and `"+1"` are refused instead of being read as some record's id.
 */
export const bodyId = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** An id in a path or query string: plain decimal digits, no sign, no leading zero, at most MAX_ID. */
export const textId = (message: string) =>
  z
    .string({ error: message })
    .regex(TEXT_ID_PATTERN, message)
    .transform(Number)
    .pipe(z.number().max(MAX_ID, message));
