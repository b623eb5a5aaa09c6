import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (the TOTP seed) are stored sealed with AES-256-GCM, so a copy
 * of the database alone does not let anyone generate a user's codes. The key is derived from
 * SESSION_SECRET with HKDF (no second secret to manage); `context` (e.g. `totp:42`) is bound as
 * associated data, so a sealed value copied onto another user's row does not open.
 * Changing SESSION_SECRET makes existing sealed values unreadable: those users then sign in with a
 * recovery code and enrol again.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function deriveEncryptionKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'hardwarehub', 'stored-secrets-v1', 32));
}

export function seal(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
}

/** The plaintext, or null when the value was tampered with, sealed for another context or under another key. */
export function unseal(key: Buffer, sealed: string, context: string): string | null {
  const [version, payload] = sealed.split('.');
  if (version !== VERSION || !payload) return null;
  const raw = Buffer.from(payload, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
