import { describe, expect, it } from 'vitest';
import { checkLoginCode, RECOVERY_CODE_REQUIRED } from './login-code.ts';

describe('checkLoginCode', () => {
  it('accepts 6 digits, tolerating spaces', () => {
    expect(checkLoginCode('123 456', false)).toEqual({ ok: true, value: '123456' });
    expect(checkLoginCode(' 654321 ', false)).toEqual({ ok: true, value: '654321' });
  });

  it('refuses anything else with the code message', () => {
    expect(checkLoginCode('12345', false)).toEqual({ ok: false, message: 'Enter the 6-digit code from your authenticator app.' });
    expect(checkLoginCode('abcdef', false).ok).toBe(false);
  });

  it('takes a recovery code as typed (trimmed)', () => {
    expect(checkLoginCode('  ab12c-de34f ', true)).toEqual({ ok: true, value: 'ab12c-de34f' });
    expect(checkLoginCode('  ', true)).toEqual({ ok: false, message: RECOVERY_CODE_REQUIRED });
  });
});
