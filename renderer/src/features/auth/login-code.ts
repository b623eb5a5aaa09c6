import { totpCodeSchema, TWO_FACTOR_MESSAGES } from '#shared/schemas/profile-schemas.ts';

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
