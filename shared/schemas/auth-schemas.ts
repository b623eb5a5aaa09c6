import { z } from 'zod';
import { DEACTIVATION_CONFIRMATION } from '../constants/app-constants.ts';
import { isProfessionalRole, SIGNUP_ROLES } from '../constants/roles.ts';
import { CREDENTIAL_MESSAGES, credentialMatchesRole } from '../validation/credential-rules.ts';
import { isDisposableEmail } from '../validation/disposable-email.ts';
import { checkConfirmation, passwordConfirmation, strongPassword } from '../validation/password-rules.ts';
import { isReservedName, NAME_MESSAGES, nameProblem } from '../validation/reserved-names.ts';
import { httpUrl } from './common-fields.ts';
import { dataProcessingPreferencesSchema, DEFAULT_DATA_PROCESSING_PREFERENCES } from './user-schemas.ts';

/** A required text field: missing, blank and whitespace-only all give `message`. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** A name people see (full name): required, something visible, no control characters, not a reserved name. */
export const displayName = (message: string, max = 100) =>
  requiredText(message, max).superRefine((value, ctx) => {
    const problem = nameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** An optional text field: blank becomes undefined so it is stored as null, not ''. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** Optional http(s) URL; blank means not given. */
export const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(httpUrl().optional());

export const loginSchema = z.object({
  email: z.string({ error: 'Please enter a valid email address.' }).trim().toLowerCase().pipe(z.email('Please enter a valid email address.')),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(1024, 'Password is required.'),
  /**
   * With two-factor sign-in on: the 6-digit authenticator code or a recovery code (`xxxxx-xxxxx`).
   * Without it the login answers 401 `{message, errors: {totpCode}, twoFactorRequired: true}`; ignored when 2FA is off.
   */
  totpCode: z.string().trim().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * Sign-up fields in the order of the client's checks (username, email, password, full name,
 * role), so the first issue reported is the first one the spec lists.
 */
const registerFields = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .min(3, 'Username must be at least 3 characters')
    .max(30, 'Username must be at most 30 characters')
    .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain only letters, numbers, dots, dashes and underscores')
    .refine((username) => !isReservedName(username), NAME_MESSAGES.reserved),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .pipe(z.email('Invalid email address').max(254, 'Invalid email address'))
    .refine((email) => !isDisposableEmail(email), 'Please use a permanent email address'),
  password: strongPassword('Password must be at least 12 characters'),
  fullName: displayName('Full name is required', 100),
  role: z.enum(SIGNUP_ROLES, { error: 'Role selection is required' }),
  companyName: optionalText(120),
  location: optionalText(120),
  bio: optionalText(2000),
  linkedinProfile: optionalUrl,
  companyWebsite: optionalUrl,
  verificationCredential: optionalText(200),
  dataConsent: z.literal(true, { error: 'You must consent to data processing to create an account' }),
  privacyPolicyAccepted: z.literal(true, { error: 'You must accept the privacy policy to create an account' }),
  termsAccepted: z.literal(true, { error: 'You must accept the terms of service to create an account' }),
  marketingConsent: z.boolean().default(false),
  cookieConsent: z.boolean().default(true),
  dataProcessingPreferences: dataProcessingPreferencesSchema.default(DEFAULT_DATA_PROCESSING_PREFERENCES),
});

type RegisterFields = z.output<typeof registerFields>;

/** What professional roles must fill in (also kept when they edit their profile). */
export const PROFESSIONAL_FIELD_MESSAGES = {
  companyName: 'Company name is required for professional roles',
  location: 'Location is required for professional roles',
  linkedinProfile: 'LinkedIn profile is required for professional roles',
  verificationCredential: 'Verification credentials are required for professional roles',
} as const;

/** Professional roles must give company, location, LinkedIn and a credential that fits the role. */
function checkProfessionalFields(value: Partial<RegisterFields>, ctx: z.RefinementCtx): void {
  if (!isProfessionalRole(value.role)) return;
  const blank = (text: string | undefined) => !text || !text.trim();
  if (blank(value.companyName)) ctx.addIssue({ code: 'custom', path: ['companyName'], message: PROFESSIONAL_FIELD_MESSAGES.companyName });
  if (blank(value.location)) ctx.addIssue({ code: 'custom', path: ['location'], message: PROFESSIONAL_FIELD_MESSAGES.location });
  if (blank(value.linkedinProfile)) ctx.addIssue({ code: 'custom', path: ['linkedinProfile'], message: PROFESSIONAL_FIELD_MESSAGES.linkedinProfile });
  if (blank(value.verificationCredential)) {
    ctx.addIssue({ code: 'custom', path: ['verificationCredential'], message: PROFESSIONAL_FIELD_MESSAGES.verificationCredential });
  } else if (!credentialMatchesRole(value.role, value.verificationCredential!)) {
    ctx.addIssue({ code: 'custom', path: ['verificationCredential'], message: CREDENTIAL_MESSAGES[value.role] });
  }
}

/** Runs the object-level rules even when a field already failed, so the form shows every problem at once. */
const always = { when: () => true } as const;

/** POST /api/register payload (never carries passwordConfirm). */
export const registerSchema = registerFields.check(
  z.superRefine((value, ctx) => checkProfessionalFields(value as Partial<RegisterFields>, ctx), always),
);
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterPayload = z.output<typeof registerSchema>;

/**
 * Sign-up answers whether an address is taken (it signs the new member in), so it is also limited per
 * email address, a few attempts an hour, besides the per-network limit.
 */
export const SIGN_UP_MESSAGES = {
  tooManyForAddress: (minutes: number) =>
    `Too many sign-up attempts for this email address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** The sign-up form: the payload plus the confirmation field the submit step removes. */
export const registerFormSchema = registerFields
  .extend({
    passwordConfirm: passwordConfirmation(),
  })
  .check(
    z.superRefine((value, ctx) => {
      checkProfessionalFields(value as Partial<RegisterFields>, ctx);
      const { password, passwordConfirm } = value as { password?: string; passwordConfirm?: string };
      checkConfirmation(password, passwordConfirm, 'passwordConfirm', ctx);
    }, always),
  );
export type RegisterFormValues = z.input<typeof registerFormSchema>;

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: 'Please enter a valid email address.' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Please enter a valid email address.').max(254, 'Please enter a valid email address.')),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** Reset links carry a 64-hex-character token (32 random bytes). */
export const tokenSchema = z
  .string({ error: 'Invalid reset link. The password reset link is invalid or has expired.' })
  .trim()
  .regex(/^[a-f0-9]{64}$/i, 'Invalid reset link. The password reset link is invalid or has expired.');

export const resetPasswordSchema = z.object({
  token: tokenSchema,
  password: strongPassword('Password must be at least 12 characters long'),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = z
  .object({
    password: strongPassword('Password must be at least 12 characters long'),
    confirmPassword: passwordConfirmation(),
  })
  .check(
    z.superRefine((value, ctx) => {
      const { password, confirmPassword } = value as { password?: string; confirmPassword?: string };
      checkConfirmation(password, confirmPassword, 'confirmPassword', ctx);
    }, always),
  );
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

export const verifyEmailSchema = z.object({
  token: z
    .string({ error: 'This verification link is invalid or has expired.' })
    .trim()
    .regex(/^[a-f0-9]{64}$/i, 'This verification link is invalid or has expired.'),
});

export const deactivateAccountSchema = z.object({
  confirmation: z
    .string({ error: `Please type ${DEACTIVATION_CONFIRMATION} to confirm.` })
    .refine((value) => value === DEACTIVATION_CONFIRMATION, `Please type ${DEACTIVATION_CONFIRMATION} to confirm.`),
});
export type DeactivateAccountInput = z.infer<typeof deactivateAccountSchema>;
