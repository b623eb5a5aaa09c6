import { hash, randomBytes } from 'node:crypto';

/** A single-use link token: 32 random bytes as 64 hex characters. Only its hash is stored. */
export function createLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('hex');
  return { token, tokenHash: sha256(token) };
}

/** One-shot `crypto.hash`: a third of the cost of a Hash object, and it runs on every signed-in request (the session key). */
export function sha256(value: string): string {
  return hash('sha256', value, 'hex');
}

/** Session keys: 32 random bytes, url-safe, usable as cookie value and bearer token alike. */
export function createSessionKey(): string {
  return randomBytes(32).toString('base64url');
}
