import { planLimitsFor, profileItemsLimitMessage } from '#shared/constants/plans.ts';
import { DEFAULT_DATA_PROCESSING_PREFERENCES } from '#shared/schemas/user-schemas.ts';
import {
  PASSWORD_CHANGE_MESSAGES, professionalProfileErrors, TWO_FACTOR_MESSAGES,
  type ChangePasswordInput, type DisableTwoFactorInput, type TwoFactorEnableResponse, type TwoFactorSetupResponse, type UpdatePreferencesInput,
  type UpdateProfilePayload,
} from '#shared/schemas/profile-schemas.ts';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { conflict, forbidden, invalid } from '../../domain/domain-errors.ts';
import { spendFailureBudget, tooManyAttempts } from '../../http/rate-limiters.ts';
import { refreshPartner } from './partner-index.ts';
import { User } from '../../db/models/user-model.ts';

/**
 * The password hashing and two-factor sign-in that auth owns, handed in by app.ts: auth builds on users
 * (its answers are users' views, a sign-up joins the partner index), so users does not import auth.
 */
export interface AccountSecurity {
  hashPassword(password: string): Promise<string>;
  verifyPassword(passwordHash: string, password: string): Promise<boolean>;
  twoFactor: {
    setup(user: User): Promise<TwoFactorSetupResponse>;
    enable(userId: number, code: string): Promise<TwoFactorEnableResponse>;
    disable(userId: number): Promise<void>;
    consumeCode(userId: number, rawCode: string): Promise<boolean>;
  };
}

/** The signed-in user's own account: profile, preferences, password and two-factor sign-in. */
export class ProfileService {
  private readonly deps: AppDeps;
  private readonly security: AccountSecurity;
  readonly twoFactor: AccountSecurity['twoFactor'];

  constructor(deps: AppDeps, security: AccountSecurity) {
    this.deps = deps;
    this.security = security;
    this.twoFactor = security.twoFactor;
  }

  /** Edit Profile: the fields sent change; professional roles must keep company, location and LinkedIn. */
  async updateProfile(user: User, input: UpdateProfilePayload): Promise<User> {
    const patch = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<User>;
    const errors = professionalProfileErrors(user.role, { ...user, ...patch });
    const first = Object.values(errors)[0];
    if (first) throw invalid(first, errors);
    this.assertProfileItemsAllowed(user, patch.expertise);
    return this.deps.events.inTransaction(this.deps.knex, async (trx, announce) => {
      const changed = await user.$query(trx).patchAndFetch(patch);
      await refreshPartner(trx, user.id);
      // Their listings' cards show these as the seller.
      announce({ type: 'member-changed', userIds: [user.id], shownOnListings: 'fullName' in patch || 'companyName' in patch || 'profileImage' in patch });
      return changed;
    });
  }

  /**
   * Role allowances: the profile's expertise entries are a manufacturer's or supplier's
   * capabilities, an attorney's practice areas, a designer's portfolio projects, an investor's
   * investment criteria, limited by plan. After a downgrade the entries already listed stay (the
   * member can remove them), but none can be added until the list fits the plan.
   */
  private assertProfileItemsAllowed(user: User, expertise: string[] | null | undefined): void {
    const allowance = planLimitsFor(user.role, user.subscriptionPlan).profileItems;
    if (!expertise || !allowance || allowance.max === null) return;
    if (expertise.length > allowance.max && expertise.length > (user.expertise?.length ?? 0)) {
      throw forbidden(profileItemsLimitMessage(user.subscriptionPlan, allowance.label, allowance.max), { upgradeRequired: true });
    }
  }

  async updatePreferences(user: User, input: UpdatePreferencesInput): Promise<User> {
    const patch: Partial<User> = {};
    if (input.emailNotifications !== undefined) patch.emailNotifications = input.emailNotifications;
    if (input.desktopNotifications !== undefined) patch.desktopNotifications = input.desktopNotifications;
    if (input.marketingConsent !== undefined) patch.marketingConsent = input.marketingConsent;
    if (input.cookieConsent !== undefined) patch.cookieConsent = input.cookieConsent;
    if (input.dataProcessingPreferences) {
      const changes = Object.fromEntries(Object.entries(input.dataProcessingPreferences).filter(([, value]) => value !== undefined));
      patch.dataProcessingPreferences = { ...DEFAULT_DATA_PROCESSING_PREFERENCES, ...(user.dataProcessingPreferences ?? {}), ...changes };
    }
    return user.$query(this.deps.knex).patchAndFetch(patch);
  }

  /**
   * Needs the current password (wrong ones spend the login failure budget of the email, so a
   * stolen session cannot guess it); records the change, voids reset links and signs out every
   * other session of the user. The current session stays signed in.
   */
  async changePassword(user: User, input: ChangePasswordInput, currentSessionKey: string | undefined): Promise<User> {
    await this.checkPassword(user, input.currentPassword, 'currentPassword');
    const updated = await user.$query(this.deps.knex).patchAndFetch({
      passwordHash: await this.security.hashPassword(input.newPassword),
      lastPasswordChangeAt: new Date().toISOString(),
      passwordResetTokenHash: null,
      passwordResetExpiresAt: null,
    });
    await this.deps.sessionStore.destroyAllForUser(user.id, currentSessionKey);
    return updated;
  }

  /** Turning two-factor sign-in off: the password, or a current authenticator or recovery code. */
  async disableTwoFactor(user: User, input: DisableTwoFactorInput): Promise<User> {
    if (!user.twoFactorEnabled) throw conflict(TWO_FACTOR_MESSAGES.notEnabled);
    // An administrator always signs in with a second factor.
    if (user.role === 'admin') throw forbidden(ADMIN_MESSAGES.twoFactorLocked);
    if (input.password) {
      await this.checkPassword(user, input.password, 'password');
    } else {
      const attempt = await spendFailureBudget(this.deps.limiters, user.email, tooManyAttempts);
      if (!(await this.twoFactor.consumeCode(user.id, input.code ?? ''))) {
        throw invalid(TWO_FACTOR_MESSAGES.invalidCode, { code: TWO_FACTOR_MESSAGES.invalidCode });
      }
      await attempt.passed();
    }
    await this.twoFactor.disable(user.id);
    return (await User.query(this.deps.knex).findById(user.id))!;
  }

  /** Spends a point of the per-email failure budget before checking, and gives it back when the password is right. */
  private async checkPassword(user: User, password: string, field: string): Promise<void> {
    const attempt = await spendFailureBudget(this.deps.limiters, user.email, tooManyAttempts);
    if (await this.security.verifyPassword(user.passwordHash, password)) return attempt.passed();
    throw invalid(PASSWORD_CHANGE_MESSAGES.currentIncorrect, { [field]: PASSWORD_CHANGE_MESSAGES.currentIncorrect });
  }
}
