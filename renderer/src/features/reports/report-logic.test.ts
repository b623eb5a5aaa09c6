import { createReportSchema, REPORT_DETAILS_MAX, REPORT_MESSAGES, REPORT_REASON_LABELS, REPORT_REASONS } from '#shared/schemas/report-schemas.ts';
import { describe, expect, it } from 'vitest';
import { initialReportValues, REPORT_REASON_OPTIONS, reportDialogTitle, reportTargetNoun, toReportPayload } from './report-logic.ts';

describe('REPORT_REASON_OPTIONS', () => {
  it('lists every reason once, in the terms order, with its label', () => {
    expect(REPORT_REASON_OPTIONS.map((option) => option.value)).toEqual([...REPORT_REASONS]);
    for (const option of REPORT_REASON_OPTIONS) expect(option.label).toBe(REPORT_REASON_LABELS[option.value]);
  });
});

describe('target wording', () => {
  it.each([
    ['user', 'profile'],
    ['product', 'listing'],
    ['project', 'project'],
    ['message', 'message'],
  ] as const)('%s reads as "%s"', (type, noun) => {
    expect(reportTargetNoun(type)).toBe(noun);
    expect(reportDialogTitle(type)).toBe(`Report this ${noun}`);
  });
});

describe('toReportPayload', () => {
  const base = initialReportValues({ targetType: 'product', targetId: 7, targetLabel: 'Scope' });

  it('starts with no reason and no details', () => {
    expect(base).toEqual({ targetType: 'product', targetId: 7, reason: '', details: '' });
    const parsed = createReportSchema.safeParse(toReportPayload(base));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([REPORT_MESSAGES.reason]);
  });

  it('leaves blank details out and trims the rest', () => {
    expect(toReportPayload({ ...base, reason: 'scraping', details: '   ' })).toEqual({ targetType: 'product', targetId: 7, reason: 'scraping' });
    expect(toReportPayload({ ...base, reason: 'illegal', details: ' Stolen goods \n' })).toEqual({ targetType: 'product', targetId: 7, reason: 'illegal', details: 'Stolen goods' });
  });

  it('makes a body the shared schema accepts (and refuses over-long details)', () => {
    expect(createReportSchema.safeParse(toReportPayload({ ...base, reason: 'harassment_spam', details: 'x'.repeat(REPORT_DETAILS_MAX) })).success).toBe(true);
    const tooLong = createReportSchema.safeParse(toReportPayload({ ...base, reason: 'harassment_spam', details: 'x'.repeat(REPORT_DETAILS_MAX + 1) }));
    expect(tooLong.error?.issues[0]?.message).toBe(REPORT_MESSAGES.detailsTooLong);
  });
});
