import { describe, expect, it } from 'vitest';
import { isApiPath, isSameRoutePath } from './api-path.ts';

describe('isApiPath', () => {
  it('recognises the API prefix in any letter case, as the routers match it', () => {
    for (const path of ['/api', '/api/', '/api/logout', '/API/billing/cancel', '/Api/logout', '/aPI/user/2fa/setup']) {
      expect(isApiPath(path), path).toBe(true);
    }
  });

  it('leaves other paths alone', () => {
    for (const path of ['/', '/apis', '/apiary/x', '/uploads/a.webp', '/ws/', '/x/api/logout', '//api/logout', '/%61pi/logout']) {
      expect(isApiPath(path), path).toBe(false);
    }
  });
});

describe('isSameRoutePath', () => {
  it('ignores letter case and a trailing slash, nothing else', () => {
    expect(isSameRoutePath('/API/Uploads', '/api/uploads')).toBe(true);
    expect(isSameRoutePath('/api/uploads/', '/api/uploads')).toBe(true);
    expect(isSameRoutePath('/api/uploads/x', '/api/uploads')).toBe(false);
    expect(isSameRoutePath('/api/upload', '/api/uploads')).toBe(false);
  });
});
