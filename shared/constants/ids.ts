/** The largest id any table hands out (a signed 32-bit INT in MySQL). */
export const MAX_ID = 2 ** 31 - 1;

/** An id as written in a path or query string: plain decimal digits, no sign, no leading zero. */
export const TEXT_ID_PATTERN = /^[1-9][0-9]{0,9}$/;

/**
 * An id from a path or query string, or null: the rule of `textId` (schemas/ids.ts) without building
 * a schema, for a page that only needs to know whether its URL names a record.
 */
export function readTextId(value: string | undefined | null): number | null {
  if (!value || !TEXT_ID_PATTERN.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
