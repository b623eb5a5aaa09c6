import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/app-constants.ts';

const COMMON_PATTERNS = ['password', '12345', 'qwerty'];

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  common: 'Password contains a common pattern and is too weak',
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  /** The rule in one line, shown under every field that sets a password. */
  hint: `At least ${PASSWORD_MIN_LENGTH} characters with upper and lower case letters, a number and a special character.`,
  /** A confirmation field only has to repeat the password: the rule's own messages sit on the password field. */
  confirmRequired: 'Please confirm your password',
  mismatch: "Passwords don't match",
} as const;

/** A confirmation field: it only has to be filled in; whether it matches is checked with the password ({@link checkConfirmation}). */
export function passwordConfirmation() {
  return z.string({ error: PASSWORD_MESSAGES.confirmRequired }).min(1, PASSWORD_MESSAGES.confirmRequired);
}

/** Adds the mismatch issue under `path` when a filled-in confirmation differs from the password. */
export function checkConfirmation(password: string | undefined, confirmation: string | undefined, path: string, ctx: z.RefinementCtx): void {
  if (confirmation && password !== confirmation) ctx.addIssue({ code: 'custom', path: [path], message: PASSWORD_MESSAGES.mismatch });
}

export function hasCommonPattern(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_PATTERNS.some((pattern) => lower.includes(pattern));
}

/**
 * The password rules. Registration says 'at least 12 characters', the reset form
 * '... characters long'; the caller passes its own length message.
 */
export function strongPassword(minLengthMessage: string) {
  return z
    .string({ error: PASSWORD_MESSAGES.required })
    .min(1, PASSWORD_MESSAGES.required)
    .min(PASSWORD_MIN_LENGTH, minLengthMessage)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)
    .regex(/[A-Z]/, PASSWORD_MESSAGES.uppercase)
    .regex(/[a-z]/, PASSWORD_MESSAGES.lowercase)
    .regex(/[0-9]/, PASSWORD_MESSAGES.number)
    .regex(/[^A-Za-z0-9]/, PASSWORD_MESSAGES.special)
    .refine((value) => !hasCommonPattern(value), PASSWORD_MESSAGES.common);
}
