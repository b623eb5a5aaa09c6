import { TWO_FACTOR_MESSAGES } from '#shared/schemas/profile-schemas.ts';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../lib/api/api-error.ts';
import { checkLoginCode, enrolmentCodeProblem, RECOVERY_CODE_REQUIRED } from './login-code.ts';

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

describe('enrolmentCodeProblem', () => {
  const apiError = (extra: Partial<ApiError>): ApiError => ({ kind: 'api-error', status: 401, message: 'Set up two-factor sign-in to continue.', fromServer: true, ...extra });
  const enrollment = { otpauthUri: 'otpauth://totp/HardwareHub:a', secret: 'ABC' };

  it("prefers the server's message for the code field", () => {
    expect(enrolmentCodeProblem(apiError({ fieldErrors: { totpCode: 'That code has expired.' }, twoFactorEnrollment: enrollment }))).toBe('That code has expired.');
  });

  it('does not repeat the enrolment request as the code error', () => {
    expect(enrolmentCodeProblem(apiError({ twoFactorEnrollment: enrollment }))).toBe(TWO_FACTOR_MESSAGES.invalidCode);
  });

  it('passes other failures through (rate limit, network), with the code message as the fallback', () => {
    expect(enrolmentCodeProblem(apiError({ status: 429, message: 'Too many attempts. Try again in a minute.' }))).toBe('Too many attempts. Try again in a minute.');
    expect(enrolmentCodeProblem(apiError({ status: 500, message: '500: Request failed', fromServer: false }))).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    expect(enrolmentCodeProblem(new Error('boom'))).toBe(TWO_FACTOR_MESSAGES.invalidCode);
  });
});
