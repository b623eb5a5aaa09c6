import dayjs from 'dayjs';
import { formatCount } from '#shared/format/numbers.ts';
import { formatLongDate } from '../../ui/long-date.ts';

/** A deadline with its time in the reader's zone: 'January 21, 2027, 5:00 PM'. */
export function formatDeadline(value: string | null | undefined): string {
  if (!value) return '—';
  const date = dayjs(value);
  return date.isValid() ? `${formatLongDate(value)}, ${date.format('h:mm A')}` : '—';
}

/** Quantity breaks as the form and the tables write them: '100 / 1,000 / 10,000'. */
export const formatBreaks = (quantities: readonly number[]) => quantities.map(formatCount).join(' / ');

/** '3 days', '1 day'. */
export const formatDays = (days: number | null | undefined) => (days == null ? '—' : `${formatCount(days)} day${days === 1 ? '' : 's'}`);

/** A party's display name: the company when there is one. */
export const partyName = (party: { fullName: string; companyName: string | null }) => party.companyName || party.fullName;

/** Cents held as dollars in a number input (null stays null). */
export const centsToDollars = (cents: number | null | undefined) => (cents == null ? null : cents / 100);
