import { z } from 'zod';
import { isProfessionalRole, type Role } from '../constants/roles.ts';
import { checkConfirmation, PASSWORD_MESSAGES, passwordConfirmation, strongPassword } from '../validation/password-rules.ts';
import { PROFESSIONAL_FIELD_MESSAGES, displayName } from './auth-schemas.ts';
import { DATA_RETENTION_PERIODS } from './user-schemas.ts';
import { addToList, clearableText, clearableUrl, textList, type AddToListResult } from './common-fields.ts';

/** Runs object-level rules even when a field already failed, so a form shows every problem at once. */
const always = { when: () => true } as const;
const someFieldGiven = (value: object) => Object.values(value).some((field) => field !== undefined);
export const NOTHING_TO_UPDATE = 'Nothing to update';

// ---------------------------------------------------------------------------------------------
// Edit Profile (PATCH /api/user)
// ---------------------------------------------------------------------------------------------

/** The expertise options the partners page filters on; the profile editor suggests them. */
export const EXPERTISE_OPTIONS = [
  'PCB Design', 'Embedded Systems', 'IoT Devices', 'Consumer Electronics', 'Medical Devices', 'Robotics',
  'Power Electronics', 'Prototyping', 'Mass Production', 'Quality Control',
] as const;

/** The hard cap on a profile's expertise entries: above Basic's 15 capabilities, so 'unlimited' plans mean this many. */
export const MAX_EXPERTISE = 40;
export const MAX_EXPERTISE_LENGTH = 50;
export const EXPERTISE_MESSAGES = {
  duplicate: 'This expertise has already been added.',
  tooMany: `You can list at most ${MAX_EXPERTISE} areas of expertise.`,
  tooLong: `Each area of expertise must be at most ${MAX_EXPERTISE_LENGTH} characters.`,
};

export function addExpertise(expertise: readonly string[], raw: string): AddToListResult {
  return addToList(expertise, raw, MAX_EXPERTISE, MAX_EXPERTISE_LENGTH, EXPERTISE_MESSAGES);
}

/**
 * The editable profile fields with the registration rules and messages: full name required,
 * URLs 'Must be a valid URL' (http or https only). Blank or null clears an optional field.
 */
const profileFields = z.object({
  fullName: displayName('Full name is required', 100),
  companyName: clearableText(120),
  location: clearableText(120),
  bio: clearableText(2000),
  expertise: textList(MAX_EXPERTISE, MAX_EXPERTISE_LENGTH, EXPERTISE_MESSAGES),
  linkedinProfile: clearableUrl(),
  companyWebsite: clearableUrl(),
  /** Avatar: an http(s) image URL. */
  profileImage: clearableUrl(),
});

/** PATCH /api/user: any subset of the profile fields. */
export const updateProfileSchema = profileFields.partial().refine(someFieldGiven, NOTHING_TO_UPDATE);
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfilePayload = z.output<typeof updateProfileSchema>;

type ProfessionalFields = { companyName?: string | null; location?: string | null; linkedinProfile?: string | null };

/**
 * Professional roles keep company, location and LinkedIn (same messages as sign-up).
 * The server runs this on the profile as it would be after the edit.
 */
export function professionalProfileErrors(role: Role, profile: ProfessionalFields): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isProfessionalRole(role)) return errors;
  const blank = (text: string | null | undefined) => !text || !text.trim();
  if (blank(profile.companyName)) errors.companyName = PROFESSIONAL_FIELD_MESSAGES.companyName;
  if (blank(profile.location)) errors.location = PROFESSIONAL_FIELD_MESSAGES.location;
  if (blank(profile.linkedinProfile)) errors.linkedinProfile = PROFESSIONAL_FIELD_MESSAGES.linkedinProfile;
  return errors;
}

/** The Edit Profile form for a user of `role`: every field, with the professional rules. */
export function profileFormSchemaFor(role: Role) {
  return profileFields.check(
    z.superRefine((value, ctx) => {
      for (const [path, message] of Object.entries(professionalProfileErrors(role, value as ProfessionalFields))) {
        ctx.addIssue({ code: 'custom', path: [path], message });
      }
    }, always),
  );
}
export type ProfileFormValues = z.input<typeof profileFields>;

// ---------------------------------------------------------------------------------------------
// Preferences (PATCH /api/user/preferences)
// ---------------------------------------------------------------------------------------------

const flag = z.boolean({ error: 'Must be true or false' }).optional();

/** Preferences tab: email and desktop notifications, consents and data-processing choices; each optional. */
export const updatePreferencesSchema = z
  .object({
    emailNotifications: flag,
    desktopNotifications: flag,
    marketingConsent: flag,
    cookieConsent: flag,
    dataProcessingPreferences: z
      .object({
        dataSharingOptOut: flag,
        dataRetentionPeriod: z.enum(DATA_RETENTION_PERIODS, { error: 'Unknown data retention period' }).optional(),
        dataMinimization: flag,
        thirdPartyConsent: flag,
        sensitiveDataProcessing: flag,
      })
      .optional(),
  })
  .refine(someFieldGiven, NOTHING_TO_UPDATE);
export type UpdatePreferencesInput = z.input<typeof updatePreferencesSchema>;

// ---------------------------------------------------------------------------------------------
// Change Password (POST /api/user/change-password)
// ---------------------------------------------------------------------------------------------

export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: 'Current password is required',
  currentIncorrect: 'Current password is incorrect',
  sameAsCurrent: 'New password must be different from your current password',
  mismatch: PASSWORD_MESSAGES.mismatch,
  changed: 'Your password has been changed. Your other sessions have been signed out.',
} as const;

const changePasswordFields = z.object({
  currentPassword: z
    .string({ error: PASSWORD_CHANGE_MESSAGES.currentRequired })
    .min(1, PASSWORD_CHANGE_MESSAGES.currentRequired)
    .max(1024, PASSWORD_CHANGE_MESSAGES.currentIncorrect),
  /** The registration password rules. */
  newPassword: strongPassword('Password must be at least 12 characters'),
});

function checkNewDiffers(value: { currentPassword?: string; newPassword?: string }, ctx: z.RefinementCtx) {
  if (value.currentPassword && value.newPassword && value.currentPassword === value.newPassword) {
    ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_CHANGE_MESSAGES.sameAsCurrent });
  }
}

export const changePasswordSchema = changePasswordFields.check(z.superRefine((value, ctx) => checkNewDiffers(value, ctx), always));
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The dialog: the payload plus a confirmation that is not sent. */
export const changePasswordFormSchema = changePasswordFields.extend({ confirmPassword: passwordConfirmation() }).check(
  z.superRefine((value, ctx) => {
    const values = value as { currentPassword?: string; newPassword?: string; confirmPassword?: string };
    checkNewDiffers(values, ctx);
    checkConfirmation(values.newPassword, values.confirmPassword, 'confirmPassword', ctx);
  }, always),
);
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

// ---------------------------------------------------------------------------------------------
// Two-factor sign-in (TOTP)
// ---------------------------------------------------------------------------------------------

export const RECOVERY_CODE_COUNT = 10;
export const TWO_FACTOR_ISSUER = 'HardwareHub';

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  invalidCode: 'Invalid authentication code',
  alreadyEnabled: 'Two-factor sign-in is already enabled.',
  notEnabled: 'Two-factor sign-in is not enabled.',
  setupFirst: 'Start the two-factor setup first.',
  proofRequired: 'Enter your password or a code from your authenticator app.',
  enabled: 'Two-factor sign-in is now on.',
  disabled: 'Two-factor sign-in is now off.',
} as const;

/** A 6-digit code from the authenticator app (spaces are tolerated: "123 456"). */
export const totpCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeRequired));

export const enableTwoFactorSchema = z.object({ code: totpCodeSchema });
export type EnableTwoFactorInput = z.input<typeof enableTwoFactorSchema>;

/** Turning 2FA off needs the password, or a current code (authenticator or recovery code). */
export const disableTwoFactorSchema = z
  .object({
    password: z.string().max(1024).optional(),
    code: z.string().trim().max(64).optional(),
  })
  .refine((value) => Boolean(value.password || value.code), { message: TWO_FACTOR_MESSAGES.proofRequired, path: ['password'] });
export type DisableTwoFactorInput = z.input<typeof disableTwoFactorSchema>;

export interface TwoFactorSetupResponse {
  /** otpauth://totp/HardwareHub:{email}?secret=...&issuer=HardwareHub: draw it as a QR code. */
  otpauthUri: string;
  /** The same secret in Base32, for typing into an app by hand. */
  secret: string;
}

export interface TwoFactorEnableResponse {
  message: string;
  /** Ten one-time codes, shown once; each signs in once in place of an authenticator code. */
  recoveryCodes: string[];
}

/**
 * A professional sends new credentials after a rejection (or while still unverified) from
 * /profile. The rules are sign-up's: required, and fitting the member's role.
 */
export const VERIFICATION_MESSAGES = {
  notProfessional: 'Only professional accounts (supplier, IP attorney, investor, manufacturer) are verified.',
  alreadyVerified: 'Your account is already verified.',
  alreadyPending: 'Your credentials are already waiting for review.',
  resubmitted: 'Thank you. Our team will review your credentials, usually within 2 business days.',
} as const;
export const verificationResubmitSchema = z.object({
  verificationCredential: z
    .string({ error: PROFESSIONAL_FIELD_MESSAGES.verificationCredential })
    .trim()
    .min(1, PROFESSIONAL_FIELD_MESSAGES.verificationCredential)
    .max(200, 'Verification credentials must not exceed 200 characters'),
});
export type VerificationResubmitInput = z.input<typeof verificationResubmitSchema>;
