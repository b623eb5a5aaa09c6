import { describe, expect, it } from 'vitest';
import { parseAdminTab } from './admin-tabs.ts';

describe('parseAdminTab', () => {
  it.each(['overview', 'verification', 'certifications', 'members', 'reports', 'listings', 'sourcing', 'inbox', 'audit'])('keeps %s', (tab) => expect(parseAdminTab(tab)).toBe(tab));
  it.each([null, undefined, '', 'settings', 'Members'])('shows the overview for %s', (value) => expect(parseAdminTab(value)).toBe('overview'));
});
