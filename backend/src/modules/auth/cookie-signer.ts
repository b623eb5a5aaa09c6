import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Koa's cookie signer (app.keys), signing exactly like `keygrip` (HMAC-SHA1, url-safe base64,
 * newest key first) so existing cookies stay valid. keygrip compares with `tsscmp`, which runs two
 * extra HMACs with a fresh random key per comparison; on GET /api/users that was an eighth of the
 * request's CPU. This compares with crypto.timingSafeEqual instead: one HMAC per signed cookie read.
 */
export class CookieSigner {
  private readonly keys: string[];

  constructor(keys: string[]) {
    if (!keys.length) throw new Error('Cookie signing needs at least one key');
    this.keys = keys;
  }

  sign(data: string, key = this.keys[0]!): string {
    return createHmac('sha1', key).update(data).digest('base64url');
  }

  verify(data: string, digest: string): boolean {
    return this.index(data, digest) > -1;
  }

  index(data: string, digest: string): number {
    const given = Buffer.from(String(digest));
    return this.keys.findIndex((key) => {
      const expected = Buffer.from(this.sign(data, key));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  }
}
