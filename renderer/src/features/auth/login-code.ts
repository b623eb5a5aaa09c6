import { totpCodeSchema, TWO_FACTOR_MESSAGES } from '#shared/schemas/profile-schemas.ts';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';

export const RECOVERY_CODE_REQUIRED = 'Enter one of your recovery codes.';

/** The second login step's code: 6 digits from the app (spaces allowed), or a non-blank recovery code. */
export function checkLoginCode(raw: string, recovery: boolean): { ok: true; value: string } | { ok: false; message: string } {
  if (recovery) {
    const value = raw.trim();
    return value ? { ok: true, value } : { ok: false, message: RECOVERY_CODE_REQUIRED };
  }
  const parsed = totpCodeSchema.safeParse(raw);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: TWO_FACTOR_MESSAGES.codeRequired };
}

/**
 * The enrolment step's message for a refused code: the server's word for the code field,
 * else 'Invalid authentication code' while it still asks for enrolment (its message is the step's
 * heading, not news), else whatever the failure says (rate limit, network).
 */
export function enrolmentCodeProblem(failure: unknown): string {
  if (!isApiError(failure)) return TWO_FACTOR_MESSAGES.invalidCode;
  if (failure.fieldErrors?.totpCode) return failure.fieldErrors.totpCode;
  if (failure.twoFactorEnrollment) return TWO_FACTOR_MESSAGES.invalidCode;
  return errorMessage(failure, TWO_FACTOR_MESSAGES.invalidCode);
}
