import { describe, expect, it } from 'vitest';
import { isDeactivationConfirmed } from './deactivation.ts';
import { enabledLabel, formatLongDate, parseProfileTab, planLabel } from './profile-format.ts';

describe('parseProfileTab', () => {
  it.each(['account', 'supplier', 'listings', 'saved', 'subscription', 'security', 'preferences'])('keeps %s', (tab) => expect(parseProfileTab(tab)).toBe(tab));
  it.each([null, '', 'billing', 'Security'])('falls back to account for %s', (tab) => expect(parseProfileTab(tab)).toBe('account'));
});

describe('formatLongDate', () => {
  it('formats as MMMM D, YYYY', () => {
    expect(formatLongDate('2025-04-07T12:00:00Z')).toBe('April 7, 2025');
  });
  it('uses the fallback for missing or bad dates', () => {
    expect(formatLongDate(null, 'Never')).toBe('Never');
    expect(formatLongDate('not a date', 'Never')).toBe('Never');
  });
});

describe('planLabel (monthly prices)', () => {
  it('shows $0 for free', () => expect(planLabel('free', 'investor')).toBe('Free · $0/month'));
  it('uses the role catalogue', () => {
    expect(planLabel('basic', 'entrepreneur')).toBe('Basic · $29/month');
    expect(planLabel('pro', 'attorney')).toBe('Pro · $149/month');
  });
  it('shares the manufacturer set with suppliers', () => expect(planLabel('pro', 'supplier')).toBe(planLabel('pro', 'manufacturer')));
  it('has no price for enterprise', () => expect(planLabel('enterprise', 'designer')).toBe('Enterprise'));
});

describe('enabledLabel', () => {
  it('reads Enabled or Disabled', () => {
    expect(enabledLabel(true)).toBe('Enabled');
    expect(enabledLabel(false)).toBe('Disabled');
  });
});

describe('isDeactivationConfirmed', () => {
  it('accepts exactly DEACTIVATE', () => expect(isDeactivationConfirmed('DEACTIVATE')).toBe(true));
  it.each(['deactivate', 'DEACTIVATE ', ' DEACTIVATE', 'DEACTIVATED', ''])('refuses %j', (text) => expect(isDeactivationConfirmed(text)).toBe(false));
});
