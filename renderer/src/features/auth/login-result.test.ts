import type { LoginResult } from '#shared/schemas/user-schemas.ts';
import { describe, expect, it } from 'vitest';
import { splitLoginResult } from './login-result.ts';

const user = { id: 1, fullName: 'Ada Admin', role: 'admin' } as unknown as LoginResult;

describe('splitLoginResult', () => {
  it('passes a plain login through without codes', () => {
    expect(splitLoginResult(user)).toEqual({ user, recoveryCodes: null });
    expect(splitLoginResult({ ...user, recoveryCodes: [] })).toEqual({ user, recoveryCodes: null });
  });

  it('takes the recovery codes off the user', () => {
    const { user: rest, recoveryCodes } = splitLoginResult({ ...user, recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'] });
    expect(recoveryCodes).toEqual(['aaaaa-bbbbb', 'ccccc-ddddd']);
    expect(rest).toEqual(user);
    expect('recoveryCodes' in rest).toBe(false);
  });
});
