import { isProfessionalRole } from '#shared/constants/roles.ts';
import { EMAIL_VERIFICATION_TOKEN_TTL_MS, PASSWORD_RESET_TOKEN_TTL_MS } from '#shared/constants/app-constants.ts';
import { SIGN_UP_MESSAGES, type LoginInput, type RegisterPayload, type ResetPasswordInput } from '#shared/schemas/auth-schemas.ts';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-schemas.ts';
import { TWO_FACTOR_MESSAGES } from '#shared/schemas/profile-schemas.ts';
import type { Knex } from 'knex';
import type { AppDeps } from '../../app-context.ts';
import { conflict, forbidden, invalid, isDomainError, rateLimited, unauthenticated, type DomainError } from '../../domain/domain-errors.ts';
import { passwordResetEmail, sendInBackground, verificationEmail } from '../mail/index.ts';
import { refreshPartner } from '../users/index.ts';
import { User } from '../../db/models/user-model.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password-hasher.ts';
import {
  consumeOrThrow, spendFailureBudget, tooManyAccountRequests, tooManyLoginAttempts, type BudgetedAttempt,
} from '../../http/rate-limiters.ts';
import { createLinkToken, sha256 } from '../../http/tokens.ts';
import { TwoFactorService } from './two-factor-service.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const FORGOT_PASSWORD_ANSWER = "If your email is in our system, you'll receive a password reset link shortly.";
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired. Please request a new one.';
export const PRIVACY_NOTICE_VERSION = '2025-04-07';

const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();
const nowIso = () => new Date().toISOString();

function tooManySignUpsForAddress(retryAfterMs: number): DomainError {
  return rateLimited(SIGN_UP_MESSAGES.tooManyForAddress(Math.max(1, Math.ceil(retryAfterMs / 60000))), Math.ceil(retryAfterMs / 1000));
}

export class AuthService {
  private readonly deps: AppDeps;
  private readonly twoFactor: TwoFactorService;

  constructor(deps: AppDeps) {
    this.deps = deps;
    this.twoFactor = new TwoFactorService(deps);
  }

  /** Sign-up, forgot and reset password, resend verification: a per-IP budget, spent before any hashing or mail. */
  private async limitByIp(ip: string): Promise<void> {
    await consumeOrThrow(this.deps.limiters.accountByIp, ip, tooManyAccountRequests);
  }

  /**
   * The answer tells whether the address is taken (a new member is signed in at once), so besides the
   * per-IP budget each address gets a few attempts an hour, spent before the lookup: harvesting
   * addresses from many networks stays slow.
   */
  async register(input: RegisterPayload, ip: string): Promise<User> {
    const { knex, limiters } = this.deps;
    await this.limitByIp(ip);
    await consumeOrThrow(limiters.signUpByEmail, input.email, tooManySignUpsForAddress);
    const taken = await User.query(knex)
      .select('username', 'email')
      .whereRaw('lower(username) = ?', [input.username.toLowerCase()])
      .orWhere('email', input.email);
    const errors: Record<string, string> = {};
    if (taken.some((u) => u.username.toLowerCase() === input.username.toLowerCase())) errors.username = 'This username is already taken';
    if (taken.some((u) => u.email === input.email)) errors.email = 'An account with this email already exists';
    if (errors.username || errors.email) throw conflict(errors.email ?? errors.username!, errors);

    const { token, tokenHash } = createLinkToken();
    const now = nowIso();
    const passwordHash = await hashPassword(input.password);
    // The search index row is written with the account, so a new member is findable at once.
    const user = await this.deps.events.inTransaction(knex, async (trx, announce) => {
      const created = await User.query(trx).insertAndFetch({
        username: input.username,
        email: input.email,
        passwordHash,
        role: input.role,
        fullName: input.fullName,
        companyName: input.companyName ?? null,
        location: input.location ?? null,
        bio: input.bio ?? null,
        linkedinProfile: input.linkedinProfile ?? null,
        companyWebsite: input.companyWebsite ?? null,
        verificationCredential: input.verificationCredential ?? null,
        // What the server checks of a credential is ours to decide. The shared schema lets a professional through only
        // with a credential that fits the role; a person then reviews it in the admin console, so
        // everyone starts pending and a professional joins the verification queue.
        verificationStatus: 'pending',
        verificationSubmittedAt: isProfessionalRole(input.role) && input.verificationCredential ? now : null,
        expertise: [],
        tags: [],
        dataConsent: input.dataConsent,
        privacyPolicyAccepted: input.privacyPolicyAccepted,
        termsAccepted: input.termsAccepted,
        marketingConsent: input.marketingConsent,
        cookieConsent: input.cookieConsent,
        dataProcessingPreferences: input.dataProcessingPreferences,
        gdprRequestHistory: [],
        lastPrivacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        lastPrivacyNoticeAcceptedAt: now,
        emailVerificationTokenHash: tokenHash,
        emailVerificationExpiresAt: inFuture(EMAIL_VERIFICATION_TOKEN_TTL_MS),
      });
      await refreshPartner(trx, created.id);
      announce({ type: 'member-changed', userIds: [created.id], shownOnListings: false });
      return created;
    });
    sendInBackground(this.deps, verificationEmail(user.email, user.fullName, this.verificationLink(token)));
    return user;
  }

  /**
   * Password first; then, with two-factor sign-in on, a code in `totpCode` (authenticator or
   * recovery code). No code: 401 with `twoFactorRequired` so the form asks for one. Wrong passwords
   * and wrong codes spend the same per-email failure budget, spent before anything is checked; a right
   * password gives its point back and only a complete sign-in resets the budget.
   */
  async login(input: LoginInput, ip: string): Promise<{ user: User; recoveryCodes?: string[] }> {
    const { limiters, knex } = this.deps;
    await consumeOrThrow(limiters.loginByIp, ip, tooManyLoginAttempts);
    const attempt = await spendFailureBudget(limiters, input.email, tooManyLoginAttempts);

    const user = await User.query(knex).findOne({ email: input.email });
    const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
    if (!user || !valid) throw unauthenticated(INVALID_CREDENTIALS);
    if (user.deactivatedAt) {
      await attempt.passed();
      throw forbidden('This account has been deactivated. Contact support if you want to restore it.');
    }
    if (user.role === 'admin' && !user.twoFactorEnabled) return this.enrolAdmin(user, input.totpCode, attempt);
    if (user.twoFactorEnabled) {
      const { codeRequired, invalidCode } = TWO_FACTOR_MESSAGES;
      if (!input.totpCode) {
        await attempt.passed();
        throw unauthenticated(codeRequired, { totpCode: codeRequired }, { twoFactorRequired: true });
      }
      if (!(await this.twoFactor.consumeCode(user.id, input.totpCode))) {
        throw unauthenticated(invalidCode, { totpCode: invalidCode }, { twoFactorRequired: true });
      }
    }
    await attempt.signedIn();
    return { user };
  }

  /**
   * An administrator cannot sign in on a password alone. The first sign-in (right password,
   * no 2FA yet) answers 401 with a new secret to enrol (`twoFactorEnrollment`); sending a code from it
   * turns two-factor sign-in on, signs in and hands out the recovery codes once.
   */
  private async enrolAdmin(user: User, code: string | undefined, attempt: BudgetedAttempt): Promise<{ user: User; recoveryCodes: string[] }> {
    const enrollment = ADMIN_MESSAGES.enrollment;
    const invalidCode = TWO_FACTOR_MESSAGES.invalidCode;
    if (!code) {
      await attempt.passed();
      throw unauthenticated(enrollment, { totpCode: enrollment }, { twoFactorEnrollment: await this.twoFactor.setup(user) });
    }
    const enabled = await this.twoFactor.enable(user.id, code).catch((error: unknown) => {
      if (!isDomainError(error, 'invalid')) throw error;
      throw unauthenticated(invalidCode, { totpCode: invalidCode });
    });
    await attempt.signedIn();
    return { user: (await User.query(this.deps.knex).findById(user.id))!, recoveryCodes: enabled.recoveryCodes };
  }

  /** Same answer, and no mail, for an unknown address; the mail goes out in the background. */
  async forgotPassword(email: string, ip: string): Promise<void> {
    const { knex, limiters } = this.deps;
    await this.limitByIp(ip);
    const user = await User.query(knex).findOne({ email }).whereNull('deactivatedAt');
    if (!user) return;
    const allowed = await limiters.mailByAddress.consume(`reset:${email}`).then(() => true, () => false);
    if (!allowed) return;
    const { token, tokenHash } = createLinkToken();
    await user.$query(knex).patch({ passwordResetTokenHash: tokenHash, passwordResetExpiresAt: inFuture(PASSWORD_RESET_TOKEN_TTL_MS) });
    sendInBackground(this.deps, passwordResetEmail(user.email, user.fullName, `${this.deps.appUrl}/reset-password?token=${token}`));
  }

  async resetPassword(input: ResetPasswordInput, ip: string): Promise<void> {
    const { knex, sessionStore } = this.deps;
    await this.limitByIp(ip);
    const holder = (db: typeof knex) =>
      User.query(db)
        .findOne({ passwordResetTokenHash: sha256(input.token) })
        .where('passwordResetExpiresAt', '>', new Date())
        .whereNull('deactivatedAt');
    // The token first: a made-up one must not cost an argon2id hash.
    if (!(await holder(knex).select('id'))) throw invalid(INVALID_RESET_LINK);
    const passwordHash = await hashPassword(input.password);
    const userId = await knex.transaction(async (trx) => {
      // Again, locked: the link may have been used meanwhile.
      const user = await holder(trx).forUpdate();
      if (!user) throw invalid(INVALID_RESET_LINK);
      // Clearing the hash makes the link single use; following it also proves the address.
      await user.$query(trx).patch({
        passwordHash,
        passwordResetTokenHash: null,
        passwordResetExpiresAt: null,
        lastPasswordChangeAt: nowIso(),
        emailVerified: true,
      });
      return user.id;
    });
    await sessionStore.destroyAllForUser(userId);
  }

  /** Returns false for an unknown, used or expired token. */
  async verifyEmail(token: string): Promise<boolean> {
    const { knex } = this.deps;
    const patched = await User.query(knex)
      .patch({ emailVerified: true, emailVerificationTokenHash: null, emailVerificationExpiresAt: null })
      .where({ emailVerificationTokenHash: sha256(token) })
      .where('emailVerificationExpiresAt', '>', new Date());
    return patched > 0;
  }

  async resendVerification(user: User, ip: string): Promise<void> {
    if (user.emailVerified) throw invalid('Your email address is already verified.');
    await this.limitByIp(ip);
    const allowed = await this.deps.limiters.mailByAddress.consume(`verify:${user.email}`).then(() => true, () => false);
    if (!allowed) throw rateLimited('Too many verification emails requested. Please try again later.');
    const { token, tokenHash } = createLinkToken();
    await user.$query(this.deps.knex).patch({ emailVerificationTokenHash: tokenHash, emailVerificationExpiresAt: inFuture(EMAIL_VERIFICATION_TOKEN_TTL_MS) });
    sendInBackground(this.deps, verificationEmail(user.email, user.fullName, this.verificationLink(token)));
  }

  /**
   * Deactivation keeps the data (it is not deletion) but ends every session (and so every socket) and
   * hides the account. The admin console passes the team's reason and its audit entry,
   * written in the same transaction.
   */
  async deactivate(user: User, byTeam?: { reason: string; inTransaction: (trx: Knex.Transaction) => Promise<void> }): Promise<void> {
    await this.deps.events.inTransaction(this.deps.knex, async (trx, announce) => {
      await byTeam?.inTransaction(trx);
      await user.$query(trx).patch({
        deactivationReason: byTeam?.reason ?? null,
        deactivatedAt: nowIso(),
        passwordResetTokenHash: null,
        passwordResetExpiresAt: null,
        emailVerificationTokenHash: null,
        emailVerificationExpiresAt: null,
      });
      // Out of partner search at once; their listings stay listed, without the seller (product-serializer.ts).
      await refreshPartner(trx, user.id);
      announce({ type: 'member-changed', userIds: [user.id], shownOnListings: true });
    });
    await this.deps.sessionStore.destroyAllForUser(user.id);
  }

  /** The team undoes a deactivation; the member signs in again with their password. */
  async reactivate(user: User, inTransaction: (trx: Knex.Transaction) => Promise<void>): Promise<void> {
    await this.deps.events.inTransaction(this.deps.knex, async (trx, announce) => {
      await inTransaction(trx);
      await user.$query(trx).patch({ deactivatedAt: null, deactivationReason: null });
      await refreshPartner(trx, user.id);
      announce({ type: 'member-changed', userIds: [user.id], shownOnListings: true });
    });
  }

  private verificationLink(token: string): string {
    return `${this.deps.appUrl}/api/verify-email?token=${token}`;
  }
}
