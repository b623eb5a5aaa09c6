import { describe, expect, it } from 'vitest';
import { planLimitsFor } from '../constants/plans.ts';
import { formatUsd } from '../constants/one-off-products.ts';
import { awardRfqSchema, createRfqSchema, dollarsToCents, processLabel, saveQuoteSchema, SOURCING_MESSAGES } from './sourcing-schemas.ts';

const deadline = '2027-05-01T17:00:00Z';
const line = { partName: 'Bracket', quantities: [100, 1000, 10000] };

describe('sourcing schemas', () => {
  it('takes 1 to 5 increasing quantity breaks per line', () => {
    expect(createRfqSchema.safeParse({ title: 'Brackets', description: 'Anodised brackets.', lines: [line], quoteDeadline: deadline }).success).toBe(true);
    const messages = (quantities: number[]) => createRfqSchema.safeParse({ title: 'Brackets', description: 'Anodised brackets.', lines: [{ partName: 'x', quantities }], quoteDeadline: deadline }).error?.issues[0]?.message;
    expect(messages([])).toBe(SOURCING_MESSAGES.noBreaks);
    expect(messages([1, 2, 3, 4, 5, 6])).toBe(SOURCING_MESSAGES.tooManyBreaks);
    expect(messages([100, 100])).toBe(SOURCING_MESSAGES.breaksOrder);
    expect(messages([0])).toBe(SOURCING_MESSAGES.quantity);
  });

  it('needs a project for an NDA and a need-by date after the deadline', () => {
    const result = createRfqSchema.safeParse({ title: 'Brackets', description: 'Anodised brackets.', lines: [line], quoteDeadline: deadline, ndaRequired: true, needByDate: '2027-04-01' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['ndaRequired', SOURCING_MESSAGES.ndaNeedsProject],
      ['needByDate', SOURCING_MESSAGES.needByBeforeDeadline],
    ]);
  });

  it('lets a quote draft be partial and asks a submission for prices, lead time and validity', () => {
    expect(saveQuoteSchema.safeParse({ submit: false }).success).toBe(true);
    const issues = saveQuoteSchema.safeParse({ submit: true }).error?.issues.map((issue) => issue.message);
    expect(issues).toEqual([SOURCING_MESSAGES.noPrices, SOURCING_MESSAGES.leadTimeRequired, SOURCING_MESSAGES.validUntilRequired]);
    const twice = saveQuoteSchema.safeParse({ submit: false, prices: [{ lineId: 1, quantity: 100, unitPriceCents: 5 }, { lineId: 1, quantity: 100, unitPriceCents: 6 }] });
    expect(twice.error?.issues[0]?.message).toBe(SOURCING_MESSAGES.priceDuplicate);
  });

  it('awards a line once', () => {
    const result = awardRfqSchema.safeParse({ mode: 'lines', lines: [{ lineId: 1, supplierId: 2 }, { lineId: 1, supplierId: 3 }] });
    expect(result.error?.issues[0]?.message).toBe(SOURCING_MESSAGES.awardEveryLine);
    expect(awardRfqSchema.safeParse({ mode: 'half' }).error?.issues[0]?.message).toBe(SOURCING_MESSAGES.awardMode);
  });

  it('converts money and names processes', () => {
    expect(dollarsToCents(12.345)).toBe(1235);
    expect(formatUsd(123_456)).toBe('$1,234.56');
    expect(processLabel('cnc_machining')).toBe('CNC machining');
    expect(processLabel('Laser cutting')).toBe('Laser cutting');
  });

  it('limits requests and invitations by plan; enterprise and admins are unlimited', () => {
    expect(planLimitsFor('entrepreneur', 'free')).toMatchObject({ rfqsPerMonth: 2, invitationsPerRfq: 3 });
    expect(planLimitsFor('manufacturer', 'basic')).toMatchObject({ rfqsPerMonth: 10, invitationsPerRfq: 10 });
    expect(planLimitsFor('designer', 'pro')).toMatchObject({ rfqsPerMonth: null, invitationsPerRfq: 25 });
    expect(planLimitsFor('entrepreneur', 'enterprise')).toMatchObject({ rfqsPerMonth: null, invitationsPerRfq: null });
    expect(planLimitsFor('admin', 'free')).toMatchObject({ rfqsPerMonth: null, invitationsPerRfq: null });
  });
});
