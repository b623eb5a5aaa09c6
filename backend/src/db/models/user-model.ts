import type { DataProcessingPreferences } from '#shared/schemas/user-schemas.ts';
import type { Role, SubscriptionPlan } from '#shared/constants/roles.ts';
import { BaseModel } from '../base-model.ts';

/**
 * The root of the models: relations point along foreign keys only (a project, listing or connection to its
 * users), so no model file imports one that imports it back. A member's projects are queried from Project.
 */
export class User extends BaseModel {
  static override tableName = 'users';
  static override jsonAttributes = ['expertise', 'tags', 'dataProcessingPreferences', 'gdprRequestHistory', 'twoFactorRecoveryCodes'];
  static override dateColumns = [
    'createdAt', 'updatedAt', 'subscriptionRenewal', 'subscriptionEndDate', 'emailVerificationExpiresAt',
    'passwordResetExpiresAt', 'lastPrivacyNoticeAcceptedAt', 'lastPasswordChangeAt', 'deactivatedAt', 'featuredUntil', 'verificationSubmittedAt', 'verificationReviewedAt', 'badgePurchasedAt',
  ];
  static override booleanColumns = [
    'emailVerified', 'dataConsent', 'marketingConsent', 'cookieConsent', 'privacyPolicyAccepted',
    'termsAccepted', 'accountDeletionRequested', 'twoFactorEnabled', 'emailNotifications', 'desktopNotifications',
  ];

  declare id: number;
  declare username: string;
  declare email: string;
  declare passwordHash: string;
  declare role: Role;
  declare fullName: string;
  declare companyName: string | null;
  declare location: string | null;
  declare profileImage: string | null;
  declare bio: string | null;
  declare linkedinProfile: string | null;
  declare companyWebsite: string | null;
  declare verificationCredential: string | null;
  declare verificationStatus: 'pending' | 'verified' | 'rejected';
  /** When the credential was last (re)submitted and reviewed, and the team's note (a rejection's reason). */
  declare verificationSubmittedAt: string | null;
  declare verificationReviewedAt: string | null;
  declare verificationNote: string | null;
  /** Why the team deactivated the account (null when the member did it themselves). */
  declare deactivationReason: string | null;
  declare subscriptionPlan: SubscriptionPlan;
  declare subscriptionStatus: 'inactive' | 'trialing' | 'active' | 'past_due' | 'canceled';
  declare subscriptionRenewal: string | null;
  declare subscriptionEndDate: string | null;
  /** The end of the member's running featured placements (payments/featured-placement.ts), else null. */
  declare featuredUntil: string | null;
  /** When the member bought the verified badge (kept apart from the review's verificationStatus). */
  declare badgePurchasedAt: string | null;
  declare paypalOrderId: string | null;
  declare stripeCustomerId: string | null;
  declare stripeSubscriptionId: string | null;
  declare expertise: string[] | null;
  declare tags: string[] | null;
  declare emailVerified: boolean;
  declare emailVerificationTokenHash: string | null;
  declare emailVerificationExpiresAt: string | null;
  declare passwordResetTokenHash: string | null;
  declare passwordResetExpiresAt: string | null;
  declare dataConsent: boolean;
  declare marketingConsent: boolean;
  declare cookieConsent: boolean;
  declare privacyPolicyAccepted: boolean;
  declare termsAccepted: boolean;
  declare accountDeletionRequested: boolean;
  declare dataProcessingPreferences: DataProcessingPreferences | null;
  declare gdprRequestHistory: Array<{ type: string; at: string }> | null;
  declare lastPrivacyNoticeVersion: string | null;
  declare lastPrivacyNoticeAcceptedAt: string | null;
  declare dataProtectionOfficerContact: string | null;
  declare lastPasswordChangeAt: string | null;
  /** AES-256-GCM sealed (see auth/secret-box.ts); set while pending and while enabled. */
  declare twoFactorSecret: string | null;
  declare twoFactorEnabled: boolean;
  /** SHA-256 hashes of the unused recovery codes. */
  declare twoFactorRecoveryCodes: string[] | null;
  /** Last TOTP time step accepted (replay protection); mysql2 may return BIGINT as a string. */
  declare twoFactorLastTimeStep: number | string | null;
  declare emailNotifications: boolean;
  declare desktopNotifications: boolean;
  declare deactivatedAt: string | null;
  /** Average score of the ratings this member received (target type user), null without any; kept by the rating service. */
  declare ratingAverage: number | null;
  declare ratingCount: number;
  /** Connection requests sent in `connectionRequestsMonth` ('YYYY-MM', UTC), for the plan limit. */
  declare connectionRequestsMonth: string | null;
  declare connectionRequestsSent: number;
}
