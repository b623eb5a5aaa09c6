import { describe, expect, it } from 'vitest';
import { findDeepLinkInArgv, parseDeepLink } from './deep-links.ts';

describe('parseDeepLink', () => {
  it('accepts the route as host or as path and returns a canonical in-app href', () => {
    expect(parseDeepLink('hardwarehub://payment-success?session_id=cs_test_123')).toEqual({
      path: '/payment-success',
      query: { session_id: 'cs_test_123' },
      href: '/payment-success?session_id=cs_test_123',
    });
    expect(parseDeepLink('hardwarehub:///payment-success/?session_id=cs_1')?.href).toBe('/payment-success?session_id=cs_1');
    expect(parseDeepLink('HardwareHub://Payment-Success?session_id=cs_1')?.path).toBe('/payment-success');
  });

  it('validates the query of each route', () => {
    expect(parseDeepLink('hardwarehub://subscription-success')?.href).toBe('/subscription-success');
    expect(parseDeepLink('hardwarehub://subscription-success?plan=pro&session_id=cs_9')).toEqual({
      path: '/subscription-success',
      query: { session_id: 'cs_9', plan: 'pro' },
      href: '/subscription-success?session_id=cs_9&plan=pro',
    });
    expect(parseDeepLink('hardwarehub://subscription-success?plan=platinum')).toBeNull(); // not a plan
    expect(parseDeepLink('hardwarehub://payment-success')).toBeNull(); // session_id required
    expect(parseDeepLink('hardwarehub://payment-success?session_id=a%20b')).toBeNull(); // bad characters
    expect(parseDeepLink('hardwarehub://payment-success?session_id=a&redirect=https://evil.example')).toBeNull();
    expect(parseDeepLink('hardwarehub://payment-success?session_id=a&session_id=b')).toBeNull();
  });

  it('rejects unknown paths, other schemes and URL tricks', () => {
    for (const raw of [
      'hardwarehub://admin',
      'hardwarehub://payment-success/../admin?session_id=a',
      'hardwarehub://payment-success/extra?session_id=a',
      'hardwarehub://user:pw@payment-success?session_id=a',
      'hardwarehub://payment-success:8080?session_id=a',
      'https://payment-success?session_id=a',
      'javascript:alert(1)',
      'not a url',
      `hardwarehub://payment-success?session_id=${'a'.repeat(3000)}`,
    ]) {
      expect(parseDeepLink(raw), raw).toBeNull();
    }
  });

  it('hashes are dropped from the in-app path', () => {
    expect(parseDeepLink('hardwarehub://payment-success?session_id=a#frag')?.href).toBe('/payment-success?session_id=a');
  });
});

describe('findDeepLinkInArgv', () => {
  it('finds the link among Electron arguments (second-instance / first launch on Windows and Linux)', () => {
    const argv = ['/opt/HardwareHub/hardwarehub', '--allow-file-access-from-files', 'hardwarehub://payment-success?session_id=cs_1'];
    expect(findDeepLinkInArgv(argv)?.href).toBe('/payment-success?session_id=cs_1');
  });

  it('returns null when there is no valid link', () => {
    expect(findDeepLinkInArgv(['electron', 'desktop/dist/main.js'])).toBeNull();
    expect(findDeepLinkInArgv(['electron', 'hardwarehub://admin'])).toBeNull();
  });
});
