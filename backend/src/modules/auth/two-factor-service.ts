import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import {
  RECOVERY_CODE_COUNT, TWO_FACTOR_ISSUER, TWO_FACTOR_MESSAGES, type TwoFactorEnableResponse, type TwoFactorSetupResponse,
} from '#shared/schemas/profile-schemas.ts';
import type { Knex } from 'knex';
import type { AppDeps } from '../../app-context.ts';
import { conflict, invalid } from '../../domain/domain-errors.ts';
import { User } from '../../db/models/user-model.ts';
import { seal, unseal } from './secret-box.ts';
import { sha256 } from '../../http/tokens.ts';

/** Codes of the previous and next 30-second step are accepted too (clock drift). */
const EPOCH_TOLERANCE_SECONDS = 30;
/** Crockford-style alphabet without i, l, o, u: easy to read back from paper. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

const secretContext = (userId: number) => `totp:${userId}`;
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^0-9a-z]/g, '');
const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/** Ten random `xxxxx-xxxxx` codes (50 bits each) and their SHA-256 hashes, which are all we keep. */
function createRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map((code) => sha256(normalizeRecoveryCode(code))) };
}

/**
 * Two-factor sign-in with TOTP (RFC 6238, otplib): enrol (a pending secret), confirm with a code
 * (enables it and hands out recovery codes once), check at login, turn off. A TOTP code is accepted
 * once (the time step is recorded); a recovery code works once (its hash is removed).
 */
export class TwoFactorService {
  private readonly deps: AppDeps;

  constructor(deps: AppDeps) {
    this.deps = deps;
  }

  /** Starts (or restarts) enrolment: a new pending secret; 2FA stays off until a code confirms it. */
  async setup(user: User): Promise<TwoFactorSetupResponse> {
    if (user.twoFactorEnabled) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
    const secret = generateSecret();
    await User.query(this.deps.knex).findById(user.id).patch({
      twoFactorSecret: seal(this.deps.encryptionKey, secret, secretContext(user.id)),
      twoFactorEnabled: false,
      twoFactorRecoveryCodes: null,
      twoFactorLastTimeStep: null,
    });
    return { otpauthUri: generateURI({ issuer: TWO_FACTOR_ISSUER, label: user.email, secret }), secret };
  }

  /** Confirms enrolment with a code from the app; returns the recovery codes (shown once). */
  async enable(userId: number, code: string): Promise<TwoFactorEnableResponse> {
    return this.deps.knex.transaction(async (trx) => {
      const user = await this.lockUser(trx, userId);
      if (user.twoFactorEnabled) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
      const secret = this.secretOf(user);
      if (!secret) throw conflict(TWO_FACTOR_MESSAGES.setupFirst);
      const timeStep = await this.matchTotp(secret, code, null);
      if (timeStep === null) throw invalid(TWO_FACTOR_MESSAGES.invalidCode, { code: TWO_FACTOR_MESSAGES.invalidCode });
      const { codes, hashes } = createRecoveryCodes();
      await User.query(trx).findById(userId).patch({ twoFactorEnabled: true, twoFactorRecoveryCodes: hashes, twoFactorLastTimeStep: timeStep });
      return { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: codes };
    });
  }

  async disable(userId: number): Promise<void> {
    await User.query(this.deps.knex).findById(userId).patch({
      twoFactorEnabled: false,
      twoFactorSecret: null,
      twoFactorRecoveryCodes: null,
      twoFactorLastTimeStep: null,
    });
  }

  /**
   * Checks a sign-in code: a 6-digit authenticator code (not one already used) or an unused recovery
   * code, which is used up. Row-locked, so two requests cannot both spend the same code.
   */
  async consumeCode(userId: number, rawCode: string): Promise<boolean> {
    const code = rawCode.replace(/\s+/g, '');
    if (!code) return false;
    return this.deps.knex.transaction(async (trx) => {
      const user = await this.lockUser(trx, userId);
      if (!user.twoFactorEnabled) return false;
      if (isTotpCode(code)) {
        const secret = this.secretOf(user);
        const last = user.twoFactorLastTimeStep === null ? null : Number(user.twoFactorLastTimeStep);
        const timeStep = secret ? await this.matchTotp(secret, code, last) : null;
        if (timeStep === null) return false;
        await User.query(trx).findById(userId).patch({ twoFactorLastTimeStep: timeStep });
        return true;
      }
      const hash = sha256(normalizeRecoveryCode(code));
      const remaining = user.twoFactorRecoveryCodes ?? [];
      if (!remaining.includes(hash)) return false;
      await User.query(trx).findById(userId).patch({ twoFactorRecoveryCodes: remaining.filter((h) => h !== hash) });
      return true;
    });
  }

  private async lockUser(trx: Knex.Transaction, userId: number): Promise<User> {
    const user = await User.query(trx).findById(userId).forUpdate();
    if (!user) throw invalid(TWO_FACTOR_MESSAGES.notEnabled);
    return user;
  }

  private secretOf(user: User): string | null {
    return user.twoFactorSecret ? unseal(this.deps.encryptionKey, user.twoFactorSecret, secretContext(user.id)) : null;
  }

  /** The matching time step, or null; `afterTimeStep` refuses codes already used. */
  private async matchTotp(secret: string, code: string, afterTimeStep: number | null): Promise<number | null> {
    if (!isTotpCode(code)) return null;
    try {
      const result = await verify({
        secret,
        token: code,
        epochTolerance: EPOCH_TOLERANCE_SECONDS,
        ...(afterTimeStep !== null && { afterTimeStep }),
      });
      // The TOTP strategy always reports the matched time step; the union type also covers HOTP.
      return result.valid && 'timeStep' in result ? result.timeStep : null;
    } catch {
      return null;
    }
  }
}
