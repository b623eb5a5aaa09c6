/*
 * Numbers as the product writes them (US English: 1,234 and 1,234.50), without Intl: the first
 * Intl.NumberFormat a page makes loads the browser's locale data, about 50 ms of a slow phone's
 * main thread on the pricing page, for nothing but commas.
 */

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, ',');

function format(value: number, fractionDigits: number | null): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  const fixed = fractionDigits === null ? String(Math.abs(value)) : Math.abs(value).toFixed(fractionDigits);
  // Above 1e21 String() writes exponents; no amount or count here comes near it.
  const [whole = '', fraction] = fixed.split('.');
  return `${sign}${groupThousands(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** 1234 -> '1,234'; a fraction is kept as it is (1234.5 -> '1,234.5'). */
export const formatCount = (value: number): string => format(value, null);

/** 1234.5 -> '1,234.50'. */
export const formatTwoDecimals = (value: number): string => format(value, 2);

/** Rounded to `max` places, trailing zeros dropped down to `min`: (1234.5, 0, 2) -> '1,234.5'. */
export function formatFraction(value: number, min: number, max: number): string {
  const text = format(value, max);
  if (max === min) return text;
  const [whole, fraction = ''] = text.split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(min, '0');
  return kept ? `${whole}.${kept}` : whole!;
}

/** Dollars (not cents: constants/one-off-products.ts's formatUsd takes cents): (-1234.5, 2, 2) -> '-$1,234.50'. */
export const formatDollarAmount = (value: number, min = 2, max = 2): string => {
  const text = formatFraction(value, min, max);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
};
