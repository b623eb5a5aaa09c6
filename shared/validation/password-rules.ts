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
} as const;

export function hasCommonPattern(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_PATTERNS.some((pattern) => lower.includes(pattern));
}

/**
 * The password rules of 000 §5. Registration says 'at least 12 characters', the reset form
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
