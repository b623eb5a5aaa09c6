import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { AdminReport } from '#shared/schemas/admin-schemas.ts';
import {
  allowedDecisions, dailySeries, dateRangeQuery, detailEntries, externalHref, formatDateTime, labelOf, planMixRows, planName, ratingCounts,
  revenueRows, signupSeries, targetPath, verificationTag, withQuery,
} from './admin-format.ts';

describe('withQuery', () => {
  it('leaves out blank values and encodes the rest', () => {
    expect(withQuery('/api/admin/members', { q: ' ada lovelace ', role: undefined, state: null, verification: '', page: 1, limit: 20 })).toBe(
      '/api/admin/members?q=ada+lovelace&page=1&limit=20',
    );
    expect(withQuery('/api/admin/members', { q: 'a&b=c' })).toBe('/api/admin/members?q=a%26b%3Dc');
  });
  it('gives the bare path without any value', () => expect(withQuery('/api/admin/inbox', { kind: undefined })).toBe('/api/admin/inbox'));
});

describe('signupSeries', () => {
  it('stacks the roles that signed up, in the app role order, with zeroes filled in', () => {
    const series = signupSeries({
      dates: ['2026-11-01', '2026-11-02'],
      signupsByDay: [
        { date: '2026-11-01', supplier: 2, entrepreneur: 1 },
        { date: '2026-11-02', entrepreneur: 3, investor: 0 },
      ],
    });
    expect(series.keys).toEqual([
      { key: 'entrepreneur', label: 'Entrepreneur' },
      { key: 'supplier', label: 'Supplier' },
    ]);
    expect(series.rows).toEqual([
      { date: '2026-11-01', day: 'Nov 1', entrepreneur: 1, supplier: 2 },
      { date: '2026-11-02', day: 'Nov 2', entrepreneur: 3, supplier: 0 },
    ]);
    expect(series.total).toBe(6);
  });

  it('takes the day from `dates` when a row has none, reads numeric strings and keeps unknown keys last', () => {
    const series = signupSeries({ dates: ['2026-11-05'], signupsByDay: [{ attorney: '2', robot: 1, junk: 'x' }] });
    expect(series.keys.map((key) => key.key)).toEqual(['attorney', 'robot']);
    expect(series.keys[0]!.label).toBe('IP Attorney');
    expect(series.rows[0]).toMatchObject({ date: '2026-11-05', day: 'Nov 5', attorney: 2, robot: 1 });
  });

  it('is empty for a window without sign-ups', () => {
    const series = signupSeries({ dates: ['2026-11-01'], signupsByDay: [{ date: '2026-11-01' }] });
    expect(series).toMatchObject({ keys: [], total: 0 });
  });
});

describe('overview rows', () => {
  it('labels the days and sums a daily series', () => {
    expect(dailySeries([{ date: '2026-01-09', count: 4 }, { date: '2026-01-10', count: 0 }])).toEqual({
      rows: [
        { date: '2026-01-09', day: 'Jan 9', count: 4 },
        { date: '2026-01-10', day: 'Jan 10', count: 0 },
      ],
      total: 4,
    });
  });

  it('names plans, biggest first', () => {
    expect(planMixRows([{ plan: 'free', count: 3 }, { plan: 'pro', count: 7 }]).map((row) => [row.label, row.count])).toEqual([
      ['Pro', 7],
      ['Free', 3],
    ]);
    expect(planName('one-off')).toBe('One-off purchases');
    expect(planName('enterprise')).toBe('Enterprise');
    expect(planName('team')).toBe('Team');
  });

  it('turns revenue cents into dollars for the axis', () => {
    expect(revenueRows([{ plan: 'basic', amountCents: 2900 }, { plan: 'one-off', amountCents: 14999 }])).toEqual([
      { plan: 'one-off', label: 'One-off purchases', dollars: 149.99, cents: 14999 },
      { plan: 'basic', label: 'Basic', dollars: 29, cents: 2900 },
    ]);
  });
});

describe('allowedDecisions', () => {
  const owner = { id: 2, fullName: 'Owner', email: 'o@example.com' };
  const report = (patch: Partial<AdminReport>) => ({ targetType: 'product', targetHidden: false, targetOwner: owner, ...patch }) as AdminReport;

  it('offers hiding for a visible listing, project, request for quote or quote only', () => {
    expect(allowedDecisions(report({ targetType: 'product' }))).toEqual(['dismiss', 'hide', 'deactivate']);
    expect(allowedDecisions(report({ targetType: 'rfq' }))).toEqual(['dismiss', 'hide', 'deactivate']);
    expect(allowedDecisions(report({ targetType: 'quote', targetHidden: true }))).toEqual(['dismiss', 'deactivate']);
    expect(allowedDecisions(report({ targetType: 'project' }))).toEqual(['dismiss', 'hide', 'deactivate']);
    expect(allowedDecisions(report({ targetType: 'project', targetHidden: true }))).toEqual(['dismiss', 'deactivate']);
    expect(allowedDecisions(report({ targetType: 'user' }))).toEqual(['dismiss', 'deactivate']);
    expect(allowedDecisions(report({ targetType: 'message' }))).toEqual(['dismiss', 'deactivate']);
  });

  it('offers only dismissing when the content has no owner any more', () => {
    expect(allowedDecisions(report({ targetType: 'product', targetOwner: null }))).toEqual(['dismiss', 'hide']);
    expect(allowedDecisions(report({ targetType: 'message', targetOwner: null }))).toEqual(['dismiss']);
  });
});

describe('targetPath', () => {
  it('links what has a page', () => {
    expect(targetPath('user', 4)).toBe('/users/4');
    expect(targetPath('product', 5)).toBe('/marketplace/5');
    expect(targetPath('project', 6)).toBe('/projects/6');
    expect(targetPath('message', 7)).toBeNull();
    expect(targetPath('inbound_request', 8)).toBeNull();
  });
});

describe('detailEntries', () => {
  it('lists primitives as text and nested values as compact JSON', () => {
    expect(detailEntries({ from: 'new', to: 'done', count: 2, flag: true, nothing: null, list: [1, 2], nested: { a: 1 } })).toEqual([
      ['from', 'new'],
      ['to', 'done'],
      ['count', '2'],
      ['flag', 'true'],
      ['nothing', '—'],
      ['list', '[1,2]'],
      ['nested', '{"a":1}'],
    ]);
    expect(detailEntries(null)).toEqual([]);
  });
});

describe('dateRangeQuery', () => {
  it('sends the picked days as YYYY-MM-DD', () => {
    expect(dateRangeQuery([dayjs('2026-03-04T15:00:00'), dayjs('2026-03-09T01:00:00')])).toEqual({ from: '2026-03-04', to: '2026-03-09' });
    expect(dateRangeQuery([dayjs('2026-03-04'), null])).toEqual({ from: '2026-03-04' });
    expect(dateRangeQuery(null)).toEqual({});
  });
});

describe('externalHref', () => {
  it('keeps http(s) links and completes a bare domain', () => {
    expect(externalHref('https://www.linkedin.com/in/ada')).toBe('https://www.linkedin.com/in/ada');
    expect(externalHref('linkedin.com/in/ada')).toBe('https://linkedin.com/in/ada');
    expect(externalHref('http://example.com')).toBe('http://example.com/');
  });
  it.each(['javascript:alert(1)', 'data:text/html,hi', 'mailto:a@b.c', '', null, 'not a url at all'])('refuses %s', (value) => expect(externalHref(value)).toBeNull());
});

describe('small formats', () => {
  it('shows verification only for professional roles', () => {
    expect(verificationTag('supplier', 'pending')).toEqual({ color: 'gold', label: 'Pending' });
    expect(verificationTag('entrepreneur', 'verified')).toBeNull();
  });
  it('writes a moment with its time', () => {
    expect(formatDateTime('2026-03-04T15:05:00')).toBe('March 4, 2026, 3:05 PM');
    expect(formatDateTime(null)).toBe('—');
  });
  it('labels known codes and keeps unknown ones', () => {
    expect(labelOf({ support: 'Technical support' }, 'support')).toBe('Technical support');
    expect(labelOf({ support: 'Technical support' }, 'toString')).toBe('toString');
  });
});

describe('ratingCounts', () => {
  it('lists the values received, best first, unknown ones last', () => {
    expect(ratingCounts({ poor: 1, excellent: 4, neutral: 0, stellar: 2 })).toEqual([
      { value: 'excellent', label: 'Excellent', count: 4 },
      { value: 'poor', label: 'Poor', count: 1 },
      { value: 'stellar', label: 'Stellar', count: 2 },
    ]);
  });
});
