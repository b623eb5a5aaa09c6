import { describe, expect, it } from 'vitest';
import { messageFromError, messageFromFailedResponse, UNEXPECTED_ERROR_MESSAGE } from './api-error.ts';

describe('the generic error message', () => {
  const base = { status: 502, statusText: 'Bad Gateway', url: '/api/x' };
  it('prefers the JSON message, then the whole JSON, then text, status text, and finally status + url', () => {
    expect(messageFromFailedResponse({ ...base, data: { message: 'Nope' } })).toBe('Nope');
    expect(messageFromFailedResponse({ ...base, data: { error: 'x' } })).toBe('{"error":"x"}');
    expect(messageFromFailedResponse({ ...base, data: 'plain text' })).toBe('plain text');
    expect(messageFromFailedResponse({ ...base, text: 'body text' })).toBe('body text');
    expect(messageFromFailedResponse(base)).toBe('Bad Gateway');
    expect(messageFromFailedResponse({ status: 500, url: '/api/y' })).toBe('500: Request failed for /api/y');
  });

  it('anything that is not an error gets the unexpected-error sentence', () => {
    expect(messageFromError(new Error('boom'))).toBe('boom');
    expect(messageFromError('a string')).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(messageFromError(undefined)).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});
