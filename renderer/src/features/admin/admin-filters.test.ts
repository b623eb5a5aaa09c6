import { describe, expect, it } from 'vitest';
import { auditPath, changeFilters, firstPage, inboxPath, listingsPath, membersPath, reportsPath } from './admin-filters.ts';

describe('admin list paths', () => {
  it('builds each list call with only the filters that are set', () => {
    expect(membersPath({ ...firstPage, q: 'ada', role: 'supplier', verification: 'pending' })).toBe('/api/admin/members?q=ada&role=supplier&verification=pending&page=1&limit=20');
    expect(reportsPath({ ...firstPage, status: 'open' })).toBe('/api/admin/reports?status=open&page=1&limit=20');
    expect(listingsPath({ page: 3, limit: 20, type: 'project', state: 'hidden' })).toBe('/api/admin/listings?type=project&state=hidden&page=3&limit=20');
    expect(inboxPath({ ...firstPage, kind: 'enterprise', status: 'in_progress' })).toBe('/api/admin/inbox?kind=enterprise&status=in_progress&page=1&limit=20');
    expect(auditPath({ ...firstPage, action: 'listing.hide', adminId: 7, from: '2026-01-01', to: '2026-01-31' })).toBe(
      '/api/admin/audit?action=listing.hide&adminId=7&from=2026-01-01&to=2026-01-31&page=1&limit=20',
    );
  });
});

describe('changeFilters', () => {
  it('goes back to page 1 and lets a cleared filter go', () => {
    const filters = { page: 4, limit: 20, status: 'open' as const, targetType: 'user' as const };
    expect(changeFilters(filters, { targetType: undefined })).toEqual({ page: 1, limit: 20, status: 'open', targetType: undefined });
    expect(reportsPath(changeFilters(filters, { targetType: undefined }))).toBe('/api/admin/reports?status=open&page=1&limit=20');
  });
});
