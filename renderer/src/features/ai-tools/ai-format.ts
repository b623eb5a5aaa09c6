/** Money and counts as the AI results show them (USD; the quick estimate in whole dollars). */
export const formatDollars = (value: number, cents = true) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });

export { formatCount } from '#shared/format/numbers.ts';
