import { describe, expect, it } from 'vitest';
import { addInterval, periodPriceCents, prorationCreditCents, receiptNumber, resolvePlan } from './plan-pricing.ts';

describe('plan pricing', () => {
  it('resolves a plan by catalogue id or by tier in the role catalogue (suppliers read the manufacturers\')', () => {
    expect(resolvePlan('entrepreneur-basic', 'designer')?.id).toBe('entrepreneur-basic');
    expect(resolvePlan('pro', 'supplier')?.id).toBe('manufacturer-pro');
    expect(resolvePlan('basic', 'admin')?.id).toBe('entrepreneur-basic');
    expect(resolvePlan('enterprise', 'entrepreneur')).toBeUndefined();
    expect(resolvePlan('entrepreneur-gold', 'entrepreneur')).toBeUndefined();
  });

  it('prices a period from the catalogue in cents (annual = 10 x monthly)', () => {
    const plan = resolvePlan('investor-pro', 'investor')!;
    expect(periodPriceCents(plan, 'monthly')).toBe(16_900);
    expect(periodPriceCents(plan, 'annually')).toBe(169_000);
  });

  it('ends a period on the same day next month or year, clamped to the month end', () => {
    expect(addInterval(new Date('2026-01-31T10:00:00Z'), 'monthly').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addInterval(new Date('2028-01-31T10:00:00Z'), 'monthly').toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addInterval(new Date('2026-03-15T08:30:00Z'), 'monthly').toISOString()).toBe('2026-04-15T08:30:00.000Z');
    expect(addInterval(new Date('2026-12-15T00:00:00Z'), 'monthly').toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(addInterval(new Date('2028-02-29T00:00:00Z'), 'annually').toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });

  it('credits the unused part of a paid period, nothing in a trial or after the end', () => {
    const period = { priceCents: 2900, periodStart: new Date('2026-04-01T00:00:00Z'), periodEnd: new Date('2026-05-01T00:00:00Z'), trialing: false };
    expect(prorationCreditCents(period, new Date('2026-04-16T00:00:00Z'))).toBe(1450);
    expect(prorationCreditCents(period, new Date('2026-04-01T00:00:00Z'))).toBe(2900);
    expect(prorationCreditCents(period, new Date('2026-05-02T00:00:00Z'))).toBe(0);
    expect(prorationCreditCents({ ...period, trialing: true }, new Date('2026-04-16T00:00:00Z'))).toBe(0);
  });

  it('numbers receipts from the payment id', () => {
    expect(receiptNumber(42)).toBe('HH-000042');
  });
});
