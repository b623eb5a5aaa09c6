import { describe, expect, it } from 'vitest';
import { activeProjectLimitMessage, annualSavingPercent, PLAN_CATALOGUE, planById, planCatalogueRole, planLimitsFor, plansFor, sourcingAllowanceLabel } from './plans.ts';

describe('plan catalogue', () => {
  it('has free, basic and pro for each of the five catalogues, ids role-tier, annual = 10 x monthly', () => {
    for (const [role, plans] of Object.entries(PLAN_CATALOGUE)) {
      expect(plans.map((p) => p.id)).toEqual([`${role}-free`, `${role}-basic`, `${role}-pro`]);
      for (const plan of plans) {
        expect(plan.price.annually).toBe(plan.price.monthly * 10);
        expect(plan.features.length).toBeGreaterThan(0);
      }
      expect(plans.filter((p) => p.recommended).map((p) => p.tier)).toEqual(['basic']);
    }
  });

  it('carries the prices of the table', () => {
    const monthly = Object.fromEntries(Object.entries(PLAN_CATALOGUE).map(([role, plans]) => [role, plans.map((p) => p.price.monthly)]));
    expect(monthly).toEqual({ entrepreneur: [0, 29, 79], manufacturer: [0, 49, 129], attorney: [0, 59, 149], designer: [0, 39, 99], investor: [0, 69, 169] });
    expect(planById('entrepreneur-basic')?.price).toEqual({ monthly: 29, annually: 290 });
    expect(annualSavingPercent(planById('investor-pro')!)).toBe(16);
  });

  it('gives suppliers the manufacturers\' set', () => {
    expect(planCatalogueRole('supplier')).toBe('manufacturer');
    expect(plansFor('supplier')).toBe(PLAN_CATALOGUE.manufacturer);
  });

  it('has machine-readable limits: 3/10, 10/50, unlimited', () => {
    expect(planLimitsFor('entrepreneur', 'free')).toMatchObject({ activeProjects: 3, connectionRequestsPerMonth: 10 });
    expect(planLimitsFor('entrepreneur', 'basic')).toMatchObject({ activeProjects: 10, connectionRequestsPerMonth: 50 });
    expect(planLimitsFor('entrepreneur', 'pro')).toMatchObject({ activeProjects: null, connectionRequestsPerMonth: null });
    expect(planLimitsFor('entrepreneur', 'enterprise').activeProjects).toBeNull();
    expect(planLimitsFor('admin', 'free').activeProjects).toBeNull();
    expect(planLimitsFor('manufacturer', 'free')).toMatchObject({ activeProjects: 3, profileItems: { label: 'capabilities', max: 5 } });
    expect(activeProjectLimitMessage('free', 3)).toBe('Your Free plan allows 3 active projects. Upgrade your plan to activate more.');
  });

  it('states each tier\'s requests for quote on its card', () => {
    expect(PLAN_CATALOGUE.entrepreneur.map((plan) => sourcingAllowanceLabel(plan.limits))).toEqual([
      '2 requests for quote a month, up to 3 suppliers each',
      '10 requests for quote a month, up to 10 suppliers each',
      'Unlimited requests for quote, up to 25 suppliers each',
    ]);
  });
});
