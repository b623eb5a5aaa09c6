import Keygrip from 'keygrip';
import { describe, expect, it } from 'vitest';
import { CookieSigner } from './cookie-signer.ts';

describe('CookieSigner', () => {
  it('signs and verifies exactly like keygrip, so cookies signed by either are accepted by both', () => {
    const keys = ['first-secret-key', 'older-secret-key'];
    const ours = new CookieSigner(keys);
    const theirs = new Keygrip(keys);
    for (const data of ['hh.sid=abc', 'hh.sid=OfGFvKfk6k9uMg8pAgU6LZvbqADgEnJWT3hZkD-Eaeg', '']) {
      expect(ours.sign(data)).toBe(theirs.sign(data));
      expect(ours.verify(data, theirs.sign(data))).toBe(true);
      expect(ours.index(data, new Keygrip(['older-secret-key']).sign(data))).toBe(1);
    }
  });

  it('refuses a wrong, truncated or foreign signature', () => {
    const signer = new CookieSigner(['k1']);
    const good = signer.sign('hh.sid=abc');
    expect(signer.verify('hh.sid=abd', good)).toBe(false);
    expect(signer.verify('hh.sid=abc', good.slice(0, -1))).toBe(false);
    expect(signer.verify('hh.sid=abc', new CookieSigner(['k2']).sign('hh.sid=abc'))).toBe(false);
    expect(signer.index('hh.sid=abc', '')).toBe(-1);
  });
});
