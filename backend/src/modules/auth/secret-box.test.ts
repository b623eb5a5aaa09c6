import { describe, expect, it } from 'vitest';
import { deriveEncryptionKey, seal, unseal } from './secret-box.ts';

describe('secret box (AES-256-GCM)', () => {
  const key = deriveEncryptionKey('a-session-secret-of-at-least-32-characters');

  it('round-trips, with a fresh IV each time', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'totp:1');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed.length).toBeLessThanOrEqual(128);
    expect(seal(key, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'totp:1')).not.toBe(sealed);
    expect(unseal(key, sealed, 'totp:1')).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  });

  it('refuses another context, another key and tampering', () => {
    const sealed = seal(key, 'secret', 'totp:1');
    expect(unseal(key, sealed, 'totp:2')).toBeNull();
    expect(unseal(deriveEncryptionKey('another-session-secret-of-32-characters!'), sealed, 'totp:1')).toBeNull();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(unseal(key, tampered, 'totp:1')).toBeNull();
    expect(unseal(key, 'plain', 'totp:1')).toBeNull();
  });
});
