import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { errorMessage, isApiError, NETWORK_ERROR_MESSAGE, toApiError } from './api-error.ts';

const meta = (statusText = 'Conflict'): FetchBaseQueryMeta => ({
  request: new Request('http://localhost/api/register'),
  response: new Response(null, { status: 409, statusText }),
});

describe('toApiError', () => {
  it('takes the JSON message and per-field errors', () => {
    const error = toApiError({ status: 409, data: { message: 'Username taken', errors: { username: 'Username taken', bad: 3 } } }, meta());
    expect(error).toEqual({ kind: 'api-error', status: 409, message: 'Username taken', fromServer: true, fieldErrors: { username: 'Username taken' } });
  });

  it('falls back to the whole JSON when there is no message', () => {
    expect(toApiError({ status: 400, data: { detail: 'x' } }, meta()).message).toBe('{"detail":"x"}');
  });

  it('uses response text, then status text, then the status line', () => {
    expect(toApiError({ status: 'PARSING_ERROR', originalStatus: 502, data: 'Bad gateway upstream', error: 'x' }, meta('Bad Gateway')).message).toBe(
      'Bad gateway upstream',
    );
    // An HTML error page is not shown to users.
    expect(toApiError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>oops</html>', error: 'x' }, meta('Bad Gateway')).message).toBe('Bad Gateway');
    expect(toApiError({ status: 500, data: null }, meta('')).message).toBe('500: Request failed for http://localhost/api/register');
  });

  it('maps network failures to status 0 and a readable sentence', () => {
    const error = toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE, fromServer: false });
  });
});

describe('errorMessage', () => {
  it('prefers the server message, else the screen fallback', () => {
    const server = toApiError({ status: 401, data: { message: 'Account locked' } }, meta());
    const bare = toApiError({ status: 401, data: null }, meta('Unauthorized'));
    expect(errorMessage(server, 'Invalid email or password')).toBe('Account locked');
    expect(errorMessage(bare, 'Invalid email or password')).toBe('Invalid email or password');
    expect(errorMessage(new Error('boom'), 'fallback')).toBe('fallback');
    expect(errorMessage(toApiError({ status: 'TIMEOUT_ERROR', error: 't' }), 'fallback')).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('recognises only ApiError objects', () => {
    expect(isApiError({ kind: 'api-error' })).toBe(true);
    expect(isApiError({ message: 'x' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe('error flags', () => {
  it('keeps twoFactorRequired and upgradeRequired when the body sets them', () => {
    const twoFactor = toApiError({ status: 401, data: { message: 'Enter the code', errors: { totpCode: 'Enter the code' }, twoFactorRequired: true } }, meta());
    expect(twoFactor).toMatchObject({ twoFactorRequired: true, fieldErrors: { totpCode: 'Enter the code' } });
    expect(twoFactor.upgradeRequired).toBeUndefined();
    expect(toApiError({ status: 403, data: { message: 'Limit', upgradeRequired: true } }, meta()).upgradeRequired).toBe(true);
  });

  it('keeps a twoFactorEnrollment object and drops anything else', () => {
    const enrol = toApiError({ status: 403, data: { message: 'Set up two-factor sign-in', twoFactorEnrollment: { otpauthUri: 'otpauth://totp/x', secret: 'ABC' } } }, meta());
    expect(enrol.twoFactorEnrollment).toEqual({ otpauthUri: 'otpauth://totp/x', secret: 'ABC' });
    expect(toApiError({ status: 403, data: { message: 'x', twoFactorEnrollment: 'ABC' } }, meta()).twoFactorEnrollment).toBeUndefined();
    expect(toApiError({ status: 403, data: { message: 'x', twoFactorEnrollment: null } }, meta()).twoFactorEnrollment).toBeUndefined();
  });
});
