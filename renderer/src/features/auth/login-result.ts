import type { LoginResult, OwnUser } from '#shared/schemas/user-schemas.ts';

/**
 * POST /api/login's answer split in two: the user for the session cache, and the recovery codes an
 * administrator's two-factor enrolment returns once (never kept in the store). Codes only when there are some.
 */
export function splitLoginResult(result: LoginResult): { user: OwnUser; recoveryCodes: string[] | null } {
  const { recoveryCodes, ...user } = result;
  return { user, recoveryCodes: recoveryCodes?.length ? recoveryCodes : null };
}
