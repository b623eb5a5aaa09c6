import { z } from 'zod';

// Here, not with the sign-up schemas: a listing's or a profile's links need it without the password
// and e-mail rules (and their word lists) that sign-up runs on.
export const URL_MESSAGE = 'Must be a valid URL';

/** An http(s) URL with a real domain name (no javascript:, no bare words), at most 500 characters. */
export const httpUrl = () =>
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: URL_MESSAGE }).max(500, 'Must be at most 500 characters');

/**
 * Field builders for edit forms and PATCH bodies, where "not sent" and "emptied" differ:
 * `undefined` leaves the stored value alone, `null` or blank (after trimming) clears it (stored as null).
 */
export const clearableText = (max: number, tooLong = `Must be at most ${max} characters`) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/** An http(s) URL (registration's 'Must be a valid URL'), or blank/null to clear it. */
export const clearableUrl = () =>
  z
    .string()
    .trim()
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value))
    .pipe(httpUrl().nullable().optional());

export interface TextListMessages {
  duplicate: string;
  tooMany: string;
  tooLong: string;
}

/**
 * A list of short texts (tags, expertise): each trimmed, blanks dropped, duplicates refused
 * (case-insensitive), at most `maxItems` of at most `maxLength` characters.
 */
export const textList = (maxItems: number, maxLength: number, messages: TextListMessages) =>
  z
    .array(z.string(), { error: 'Must be a list of text values' })
    .transform((items) => items.map((item) => item.trim()).filter(Boolean))
    .pipe(
      z
        .array(z.string().max(maxLength, messages.tooLong))
        .max(maxItems, messages.tooMany)
        .refine((items) => new Set(items.map((item) => item.toLowerCase())).size === items.length, messages.duplicate),
    );

export type AddToListResult =
  | { ok: true; items: string[] }
  | { ok: false; reason: 'empty' | 'duplicate' | 'tooMany' | 'tooLong' | 'invalid'; message: string };

/** What a tag input does on Enter: the same rules as `textList`, one item at a time. */
export function addToList(items: readonly string[], raw: string, maxItems: number, maxLength: number, messages: TextListMessages): AddToListResult {
  const value = raw.trim();
  if (!value) return { ok: false, reason: 'empty', message: '' };
  if (items.some((item) => item.toLowerCase() === value.toLowerCase())) return { ok: false, reason: 'duplicate', message: messages.duplicate };
  if (value.length > maxLength) return { ok: false, reason: 'tooLong', message: messages.tooLong };
  if (items.length >= maxItems) return { ok: false, reason: 'tooMany', message: messages.tooMany };
  return { ok: true, items: [...items, value] };
}

/** A single-valued query parameter given twice counts once (the last; Koa gives an array for a repeated key). */
export const single = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (Array.isArray(value) ? value.at(-1) : value), schema);
/** A blank query value is a value not given. */
export const blankToUndefined = (value: unknown) => (typeof value === 'string' && !value.trim() ? undefined : value);
