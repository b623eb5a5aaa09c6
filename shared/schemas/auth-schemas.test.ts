import { describe, expect, it } from 'vitest';
import {
  deactivateAccountSchema, forgotPasswordSchema, loginSchema, registerFormSchema, registerSchema, resetPasswordFormSchema, resetPasswordSchema,
} from './auth-schemas.ts';
import { PASSWORD_MESSAGES } from '../validation/password-rules.ts';

const valid = {
  username: 'ada.founder',
  email: 'ada@example.com',
  password: 'Sturdy#Bridge42',
  fullName: 'Ada Founder',
  role: 'entrepreneur',
  dataConsent: true,
  privacyPolicyAccepted: true,
  termsAccepted: true,
};

/** field -> first message for an input. */
function errorsOf(schema: { safeParse(v: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }, input: unknown) {
  const result = schema.safeParse(input);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}
const messages = (schema: Parameters<typeof errorsOf>[0], input: unknown) =>
  (schema.safeParse(input).error?.issues ?? []).map((issue) => issue.message);

describe('registration schema', () => {
  it('accepts a complete entrepreneur and fills the consent and preference defaults', () => {
    const parsed = registerSchema.parse({ ...valid, bio: '  hi  ', companyWebsite: '' });
    expect(parsed).toMatchObject({ bio: 'hi', companyWebsite: undefined, marketingConsent: false, cookieConsent: true });
    expect(parsed.dataProcessingPreferences).toEqual({ dataSharingOptOut: false, dataRetentionPeriod: 'standard', dataMinimization: true, thirdPartyConsent: false, sensitiveDataProcessing: false });
  });

  it('reports the required fields in the order of the spec', () => {
    const first5 = messages(registerSchema, {}).slice(0, 5);
    expect(first5).toEqual(['Username is required', 'Email is required', 'Password is required', 'Full name is required', 'Role selection is required']);
  });

  it.each([
    ['Short#1a', 'Password must be at least 12 characters'],
    ['lowercase#only1', 'Password must contain at least one uppercase letter'],
    ['UPPERCASE#ONLY1', 'Password must contain at least one lowercase letter'],
    ['No#Numbers#Here', 'Password must contain at least one number'],
    ['NoSpecial12345a', 'Password must contain at least one special character'],
    ['My#Password2026', 'Password contains a common pattern and is too weak'],
    ['Strong#12345Aa', 'Password contains a common pattern and is too weak'],
    ['QWERTY#strong9', 'Password contains a common pattern and is too weak'],
  ])('password %s -> %s', (password, message) => {
    expect(messages(registerSchema, { ...valid, password })).toContain(message);
  });

  it.each([
    ['not-an-email', 'Invalid email address'],
    ['a@mailinator.com', 'Please use a permanent email address'],
    ['a@tempmail.com', 'Please use a permanent email address'],
    ['a@throwawaymail.com', 'Please use a permanent email address'],
    ['a@sub.guerrillamail.com', 'Please use a permanent email address'],
  ])('email %s -> %s', (email, message) => {
    expect(errorsOf(registerSchema, { ...valid, email }).email).toBe(message);
  });

  it('checks URLs, consents and the role', () => {
    const errors = errorsOf(registerSchema, { ...valid, linkedinProfile: 'not a url', companyWebsite: 'ftp://x.com', dataConsent: false, privacyPolicyAccepted: undefined, termsAccepted: 'yes', role: 'admin' });
    expect(errors).toEqual({
      linkedinProfile: 'Must be a valid URL',
      companyWebsite: 'Must be a valid URL',
      dataConsent: 'You must consent to data processing to create an account',
      privacyPolicyAccepted: 'You must accept the privacy policy to create an account',
      termsAccepted: 'You must accept the terms of service to create an account',
      role: 'Role selection is required',
    });
  });

  it('requires the professional fields, treating whitespace as empty', () => {
    for (const role of ['supplier', 'attorney', 'investor', 'manufacturer']) {
      expect(errorsOf(registerSchema, { ...valid, role, companyName: '   ', location: ' ' })).toEqual({
        companyName: 'Company name is required for professional roles',
        location: 'Location is required for professional roles',
        linkedinProfile: 'LinkedIn profile is required for professional roles',
        verificationCredential: 'Verification credentials are required for professional roles',
      });
    }
    expect(registerSchema.safeParse({ ...valid, role: 'designer' }).success).toBe(true);
  });

  it.each([
    ['attorney', 'hello', 'Bar license number or equivalent legal credential is required for attorneys', 'CA-BAR-284551'],
    ['investor', 'rich person', 'Investment firm, license, or accreditation information is required for investors', 'Accredited investor'],
    ['manufacturer', 'we make things', 'Manufacturing license, ISO certification, or equivalent is required for manufacturers', 'ISO 9001:2015'],
    ['supplier', 'shop', 'Business license, tax ID, or supplier registration number is required for suppliers', 'VAT DE123456789'],
  ])('%s credential: "%s" is refused with the role message, "%s" accepted', (role, bad, message, good) => {
    const professional = { ...valid, role, companyName: 'Acme', location: 'Berlin', linkedinProfile: 'https://linkedin.com/in/acme' };
    expect(errorsOf(registerSchema, { ...professional, verificationCredential: bad }).verificationCredential).toBe(message);
    expect(registerSchema.safeParse({ ...professional, verificationCredential: good }).success).toBe(true);
  });

  it("form schema: a confirmation that matches, with the password rule's own messages", () => {
    expect(errorsOf(registerFormSchema, { ...valid, passwordConfirm: 'abc' }).passwordConfirm).toBe(PASSWORD_MESSAGES.mismatch);
    expect(errorsOf(registerFormSchema, { ...valid, passwordConfirm: '' }).passwordConfirm).toBe(PASSWORD_MESSAGES.confirmRequired);
    expect(errorsOf(registerFormSchema, { ...valid, passwordConfirm: 'Sturdy#Bridge43' }).passwordConfirm).toBe(PASSWORD_MESSAGES.mismatch);
    expect(registerFormSchema.safeParse({ ...valid, passwordConfirm: valid.password }).success).toBe(true);
    // The API payload schema does not know passwordConfirm.
    expect('passwordConfirm' in registerSchema.parse({ ...valid, passwordConfirm: valid.password })).toBe(false);
  });
});

describe('login, forgot, reset and deactivation schemas', () => {
  it('login', () => {
    expect(errorsOf(loginSchema, { email: 'x', password: '' })).toEqual({ email: 'Please enter a valid email address.', password: 'Password is required.' });
    expect(loginSchema.parse({ email: ' Ada@Example.com ', password: 'x' }).email).toBe('ada@example.com');
  });

  it('forgot password', () => {
    expect(errorsOf(forgotPasswordSchema, { email: 'no-at' })).toEqual({ email: 'Please enter a valid email address.' });
    expect(forgotPasswordSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
  });

  it('reset password, with the reset form wording', () => {
    const token = 'f'.repeat(64);
    expect(errorsOf(resetPasswordSchema, { token, password: 'Ab1!' }).password).toBe('Password must be at least 12 characters long');
    expect(messages(resetPasswordSchema, { token, password: 'abcdefghijkl' })).toEqual([
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
    expect(errorsOf(resetPasswordSchema, { token: 'short', password: 'Sturdy#Bridge42' }).token).toBe('Invalid reset link. The password reset link is invalid or has expired.');
    expect(errorsOf(resetPasswordFormSchema, { password: 'Sturdy#Bridge42', confirmPassword: 'other' }).confirmPassword).toBe(PASSWORD_MESSAGES.mismatch);
    expect(errorsOf(resetPasswordFormSchema, { password: 'Sturdy#Bridge42', confirmPassword: '' }).confirmPassword).toBe(PASSWORD_MESSAGES.confirmRequired);
  });

  it('deactivation needs DEACTIVATE exactly', () => {
    expect(deactivateAccountSchema.safeParse({ confirmation: 'DEACTIVATE' }).success).toBe(true);
    for (const confirmation of ['deactivate', 'DEACTIVATE ', '', undefined]) {
      expect(errorsOf(deactivateAccountSchema, { confirmation }).confirmation).toBe('Please type DEACTIVATE to confirm.');
    }
  });
});
