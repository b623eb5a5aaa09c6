import { z } from 'zod';
import { ROLES, SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES, VERIFICATION_STATUSES } from '../constants/roles.ts';

// The member's data-processing choices, part of their own record (sign-up sets them, the privacy tab
// changes them): here rather than with the sign-up schemas, which every page showing a member would load.
export const DATA_RETENTION_PERIODS = ['minimal', 'standard', 'extended', 'indefinite'] as const;
export const DATA_RETENTION_LABELS: Record<(typeof DATA_RETENTION_PERIODS)[number], string> = {
  minimal: 'Minimal (1 year)',
  standard: 'Standard (3 years)',
  extended: 'Extended (5 years)',
  indefinite: 'Indefinite',
};

/** dataProcessingPreferences with their sign-up defaults. */
export const dataProcessingPreferencesSchema = z.object({
  dataSharingOptOut: z.boolean().default(false),
  dataRetentionPeriod: z.enum(DATA_RETENTION_PERIODS).default('standard'),
  dataMinimization: z.boolean().default(true),
  thirdPartyConsent: z.boolean().default(false),
  sensitiveDataProcessing: z.boolean().default(false),
});
export type DataProcessingPreferences = z.infer<typeof dataProcessingPreferencesSchema>;
export const DEFAULT_DATA_PROCESSING_PREFERENCES: DataProcessingPreferences = dataProcessingPreferencesSchema.parse({});

const timestamp = z.string();

/**
 * What anyone signed in may see of another user: never email, tokens, payment ids or consents.
 * Objects are parsed with zod's default "strip" so unknown keys (a password hash, say) never pass.
 */
export const publicUserSchema = z.object({
  id: z.int(),
  username: z.string(),
  role: z.enum(ROLES),
  fullName: z.string(),
  companyName: z.string().nullable(),
  location: z.string().nullable(),
  profileImage: z.string().nullable(),
  bio: z.string().nullable(),
  linkedinProfile: z.string().nullable(),
  companyWebsite: z.string().nullable(),
  expertise: z.array(z.string()),
  tags: z.array(z.string()),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  createdAt: timestamp,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The signed-in user's own view (current-user response) minus every secret. */
export const ownUserSchema = publicUserSchema.extend({
  email: z.string(),
  verificationCredential: z.string().nullable(),
  /** Why the team rejected the credentials (shown on /profile with the re-submission form). */
  verificationNote: z.string().nullable(),
  subscriptionPlan: z.enum(SUBSCRIPTION_PLANS),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionRenewal: timestamp.nullable(),
  subscriptionEndDate: timestamp.nullable(),
  emailVerified: z.boolean(),
  dataConsent: z.boolean(),
  marketingConsent: z.boolean(),
  cookieConsent: z.boolean(),
  privacyPolicyAccepted: z.boolean(),
  termsAccepted: z.boolean(),
  accountDeletionRequested: z.boolean(),
  dataProcessingPreferences: dataProcessingPreferencesSchema,
  lastPrivacyNoticeVersion: z.string().nullable(),
  lastPrivacyNoticeAcceptedAt: timestamp.nullable(),
  lastPasswordChangeAt: timestamp.nullable(),
  twoFactorEnabled: z.boolean(),
  /** Preferences tab: email notifications on or off (default on). */
  emailNotifications: z.boolean(),
  /** Preferences tab: native notifications in the desktop app on or off (default on). */
  desktopNotifications: z.boolean(),
  updatedAt: timestamp,
});
export type OwnUser = z.infer<typeof ownUserSchema>;

/** POST /api/login: the user; an administrator's first sign-in (two-factor enrolment) also returns the recovery codes, once. */
export const loginResultSchema = ownUserSchema.extend({ recoveryCodes: z.array(z.string()).optional() });
export type LoginResult = z.infer<typeof loginResultSchema>;
