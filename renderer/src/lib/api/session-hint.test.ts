import { describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '#shared/constants/app-constants.ts';
import { sessionMayExist } from './session-hint.ts';

const browser = { baseUrl: '', credentials: 'include' as const, desktop: false };
const desktop = { baseUrl: 'https://hub.example.com', credentials: 'omit' as const, desktop: true };

describe('sessionMayExist', () => {
  it('asks in a browser only when the signed-in hint cookie is there', () => {
    expect(sessionMayExist(browser, '')).toBe(false);
    expect(sessionMayExist(browser, 'theme=dark; other=1')).toBe(false);
    expect(sessionMayExist(browser, `theme=dark; ${SESSION_HINT_COOKIE}=1`)).toBe(true);
    // A cleared cookie some browsers still list with an empty value.
    expect(sessionMayExist(browser, `${SESSION_HINT_COOKIE}=`)).toBe(false);
    expect(sessionMayExist(browser, `x${SESSION_HINT_COOKIE}=1`)).toBe(false);
  });

  it('always asks in the desktop app (its bearer session is invisible to the page) and outside a browser', () => {
    expect(sessionMayExist(desktop, '')).toBe(true);
    expect(sessionMayExist(browser, undefined)).toBe(true);
  });
});
