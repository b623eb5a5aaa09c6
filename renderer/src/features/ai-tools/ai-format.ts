import { formatDollarAmount } from '#shared/format/numbers.ts';

/** Money and counts as the AI results show them (USD; the quick estimate in whole dollars). */
export const formatDollars = (value: number, cents = true) => formatDollarAmount(value, cents ? 2 : 0, cents ? 2 : 0);

/** A piece price: cents from a dollar up, more places below (a resistor is $0.002, not $0.00). */
export const formatPrice = (value: number) =>
  value >= 1 || value === 0 ? formatDollars(value) : formatDollarAmount(value, 2, value < 0.01 ? 4 : 3);

/** A low-high price range, one figure when they are the same. */
export const formatPriceRange = (low: number, high: number) => (low === high ? formatPrice(low) : `${formatPrice(low)} - ${formatPrice(high)}`);

export { formatCount } from '#shared/format/numbers.ts';
