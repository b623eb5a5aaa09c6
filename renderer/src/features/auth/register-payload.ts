import type { SignupRole } from '#shared/constants/roles.ts';
import { isProfessionalRole } from '#shared/constants/roles.ts';
import type { RegisterInput } from '#shared/schemas/auth-schemas.ts';
import { DEFAULT_DATA_PROCESSING_PREFERENCES, type DataProcessingPreferences } from '#shared/schemas/user-schemas.ts';
import { PASSWORD_MESSAGES } from '#shared/validation/password-rules.ts';

/** What the sign-up form holds while the user types (consents start unticked, so plain booleans). */
export interface RegisterFormState {
  fullName: string;
  username: string;
  email: string;
  password: string;
  passwordConfirm: string;
  role: SignupRole;
  companyName: string;
  location: string;
  linkedinProfile: string;
  companyWebsite: string;
  verificationCredential: string;
  bio: string;
  dataConsent: boolean;
  privacyPolicyAccepted: boolean;
  termsAccepted: boolean;
  marketingConsent: boolean;
  cookieConsent: boolean;
  dataProcessingPreferences: DataProcessingPreferences;
}

/** Sign-up defaults: role entrepreneur, marketing off, cookies on, the default processing preferences. */
export function initialRegisterState(): RegisterFormState {
  return {
    fullName: '',
    username: '',
    email: '',
    password: '',
    passwordConfirm: '',
    role: 'entrepreneur',
    companyName: '',
    location: '',
    linkedinProfile: '',
    companyWebsite: '',
    verificationCredential: '',
    bio: '',
    dataConsent: false,
    privacyPolicyAccepted: false,
    termsAccepted: false,
    marketingConsent: false,
    cookieConsent: true,
    dataProcessingPreferences: { ...DEFAULT_DATA_PROCESSING_PREFERENCES },
  };
}

export type RegisterPayloadResult = { ok: true; payload: RegisterInput } | { ok: false; field: 'passwordConfirm'; message: string };

const OPTIONAL_TEXT = ['companyName', 'location', 'linkedinProfile', 'bio'] as const;
/** Fields the form shows to professional roles only: hidden values are never sent. */
const PROFESSIONAL_ONLY = ['companyWebsite', 'verificationCredential'] as const;

/**
 * The submit step: repeat the password match check, then build the POST /api/register
 * body without passwordConfirm (and without blank optional fields).
 */
export function toRegisterPayload(values: RegisterFormState): RegisterPayloadResult {
  if (values.password !== values.passwordConfirm) {
    return { ok: false, field: 'passwordConfirm', message: PASSWORD_MESSAGES.mismatch };
  }
  const payload: RegisterInput = {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    fullName: values.fullName.trim(),
    role: values.role,
    // The form schema already refused unticked boxes; the literal type mirrors that.
    dataConsent: values.dataConsent as true,
    privacyPolicyAccepted: values.privacyPolicyAccepted as true,
    termsAccepted: values.termsAccepted as true,
    marketingConsent: values.marketingConsent,
    cookieConsent: values.cookieConsent,
    dataProcessingPreferences: { ...DEFAULT_DATA_PROCESSING_PREFERENCES, ...values.dataProcessingPreferences },
  };
  const optional = isProfessionalRole(values.role) ? [...OPTIONAL_TEXT, ...PROFESSIONAL_ONLY] : OPTIONAL_TEXT;
  for (const field of optional) {
    const text = values[field].trim();
    if (text) payload[field] = text;
  }
  return { ok: true, payload };
}
