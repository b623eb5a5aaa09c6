import dayjs from 'dayjs';
import { PLAN_NAMES } from '#shared/constants/plans.ts';
import { isProfessionalRole, ROLE_LABELS, ROLES } from '#shared/constants/roles.ts';
import type { SubscriptionPlan } from '#shared/constants/roles.ts';
import type { AdminOverview, AdminReport, AuditTargetType, ReportDecision } from '#shared/schemas/admin-schemas.ts';
import type { ReportTargetType } from '#shared/schemas/report-schemas.ts';

/*
 * The admin console's pure logic: the query strings of the list calls, the overview's
 * series as chart rows, what a report allows. No React here, so admin-format.test.ts covers it in Node.
 */

export type QueryValue = string | number | null | undefined;

/** `path?key=value&...` without the blank values (the server reads a blank filter as none anyway). */
export function withQuery(path: string, params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const text = String(value).trim();
    if (text) search.set(key, text);
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

// ------------------------------------------------------------------ overview

/** 'YYYY-MM-DD' -> 'Nov 3' for a chart axis. */
export function shortDay(date: string): string {
  const day = dayjs(date);
  return day.isValid() ? day.format('MMM D') : date;
}

export type ChartRow = { date: string; day: string } & Record<string, string | number>;

const countOf = (value: unknown): number => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
};

export interface SignupSeries {
  rows: ChartRow[];
  /** The roles with at least one sign-up in the window, in the app's role order (a stack each). */
  keys: { key: string; label: string }[];
  total: number;
}

/**
 * Sign-ups per day stacked by role. The contract types a day as `{date, <role>: count}` loosely
 * (a record), so a row without `date` takes the day from `dates` at the same index, counts that are
 * not numbers read 0, and keys that are no role still get a stack under their own name.
 */
export function signupSeries(overview: Pick<AdminOverview, 'dates' | 'signupsByDay'>): SignupSeries {
  const seen = new Set<string>();
  for (const row of overview.signupsByDay) {
    for (const [key, value] of Object.entries(row)) if (key !== 'date' && countOf(value) > 0) seen.add(key);
  }
  const known = ROLES.filter((role) => seen.has(role));
  const other = [...seen].filter((key) => !(ROLES as readonly string[]).includes(key)).sort();
  const keys = [...known, ...other].map((key) => ({ key, label: (ROLE_LABELS as Record<string, string>)[key] ?? key }));
  let total = 0;
  const rows = overview.signupsByDay.map((row, index) => {
    const date = typeof row.date === 'string' ? row.date : (overview.dates[index] ?? '');
    const out: ChartRow = { date, day: shortDay(date) };
    for (const { key } of keys) {
      const count = countOf(row[key]);
      out[key] = count;
      total += count;
    }
    return out;
  });
  return { rows, keys, total };
}

/** Messages or connections per day as chart rows, with their sum. */
export function dailySeries(points: { date: string; count: number }[]): { rows: ChartRow[]; total: number } {
  let total = 0;
  const rows = points.map((point) => {
    total += point.count;
    return { date: point.date, day: shortDay(point.date), count: point.count };
  });
  return { rows, total };
}

export const planName = (plan: string): string =>
  plan === 'one-off' ? 'One-off purchases' : ((PLAN_NAMES as Record<string, string>)[plan] ?? plan.charAt(0).toUpperCase() + plan.slice(1));

/** Members by plan, biggest first, with the plan's name. */
export function planMixRows(planMix: AdminOverview['planMix']): { plan: SubscriptionPlan; label: string; count: number }[] {
  return planMix.map((entry) => ({ plan: entry.plan, label: planName(entry.plan), count: entry.count })).sort((a, b) => b.count - a.count);
}

/** Revenue by plan in dollars (the chart's axis) beside the cents (the exact figure for the label). */
export function revenueRows(revenue: AdminOverview['revenueByPlan']): { plan: string; label: string; dollars: number; cents: number }[] {
  return revenue.map((entry) => ({ plan: entry.plan, label: planName(entry.plan), dollars: entry.amountCents / 100, cents: entry.amountCents })).sort((a, b) => b.cents - a.cents);
}

// ------------------------------------------------------------------ members

export const MEMBER_STATE_LABELS = { active: 'Active', deactivated: 'Deactivated' } as const;
export const LISTING_STATE_LABELS = { visible: 'Visible', hidden: 'Hidden' } as const;
export const VERIFICATION_LABELS = { pending: 'Pending', verified: 'Verified', rejected: 'Rejected' } as const;

/** The verification tag of a member: only professional roles go through credential review. */
export function verificationTag(role: string, status: keyof typeof VERIFICATION_LABELS): { color: string; label: string } | null {
  if (!isProfessionalRole(role)) return null;
  const color = { pending: 'gold', verified: 'green', rejected: 'red' }[status];
  return { color, label: VERIFICATION_LABELS[status] };
}

// ------------------------------------------------------------------ reports

/** Reported content the team can hide (a profile or a message is dealt with through its owner). */
const HIDEABLE_REPORT_TARGETS: readonly ReportTargetType[] = ['product', 'project', 'rfq', 'quote'];

/**
 * What a resolution may do with a report: dismiss always; hide only a listing, a project, a request
 * for quote or a quote that is not hidden yet; deactivate whenever the content has an owner (the
 * server refuses an admin's account).
 */
export function allowedDecisions(report: Pick<AdminReport, 'targetType' | 'targetHidden' | 'targetOwner'>): ReportDecision[] {
  const decisions: ReportDecision[] = ['dismiss'];
  if (HIDEABLE_REPORT_TARGETS.includes(report.targetType) && !report.targetHidden) decisions.push('hide');
  if (report.targetOwner) decisions.push('deactivate');
  return decisions;
}

/** Where the reported thing can be seen in the app; a message has no page of its own. */
export function targetPath(type: ReportTargetType | AuditTargetType, id: number): string | null {
  switch (type) {
    case 'user':
      return `/users/${id}`;
    case 'product':
      return `/marketplace/${id}`;
    case 'project':
      return `/projects/${id}`;
    default:
      return null;
  }
}

// ------------------------------------------------------------------ audit

/** The audit log's target types in words (the contract names them but has no labels). */
export const AUDIT_TARGET_LABELS: Record<AuditTargetType, string> = {
  user: 'Member',
  product: 'Listing',
  project: 'Project',
  message: 'Message',
  report: 'Report',
  inbound_request: 'Inbox request',
};

/** An audit entry's details as `key: value` lines; nested values as compact JSON. */
export function detailEntries(details: Record<string, unknown> | null): [string, string][] {
  if (!details) return [];
  return Object.entries(details).map(([key, value]) => {
    if (value === null || value === undefined) return [key, '—'];
    if (typeof value === 'object') return [key, JSON.stringify(value)];
    return [key, String(value)];
  });
}

interface DayLike {
  format: (template: string) => string;
}

/** The RangePicker's two days as the audit query's `from` / `to` (YYYY-MM-DD, both ends included). */
export function dateRangeQuery(range: readonly [DayLike | null | undefined, DayLike | null | undefined] | null | undefined): { from?: string; to?: string } {
  const [start, end] = range ?? [null, null];
  return { ...(start ? { from: start.format('YYYY-MM-DD') } : {}), ...(end ? { to: end.format('YYYY-MM-DD') } : {}) };
}

/** 'November 3, 2026, 2:05 PM' for the moment an action was taken. */
export function formatDateTime(value: string | null | undefined, fallback = '—'): string {
  if (!value) return fallback;
  const date = dayjs(value);
  return date.isValid() ? date.format('MMMM D, YYYY, h:mm A') : fallback;
}

/**
 * A link a member typed (LinkedIn, website) as an href: http(s) only, `https://` added to a bare
 * domain; anything else (a `javascript:` URL, text) is no link at all.
 */
export function externalHref(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A stored code in words (an inbox request's topic or role), the code itself when it is not a known one. */
export function labelOf(labels: Record<string, string>, code: string): string {
  return Object.hasOwn(labels, code) ? labels[code]! : code;
}

/**
 * A member's received ratings by value, best first, as in shared/schemas/rating-schemas.ts (not
 * imported: sharing it with the partner pages would split it into a chunk the first screens' route
 * table names). Values it does not know follow, as sent.
 */
const RATING_ORDER = ['excellent', 'good', 'neutral', 'poor', 'terrible'];
export function ratingCounts(byValue: Record<string, number>): { value: string; label: string; count: number }[] {
  const rank = (value: string) => (RATING_ORDER.includes(value) ? RATING_ORDER.indexOf(value) : RATING_ORDER.length);
  return Object.entries(byValue)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([value, count]) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1), count }));
}
