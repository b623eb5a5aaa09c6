import { describe, expect, it } from 'vitest';
import {
  addExpertise, changePasswordFormSchema, changePasswordSchema, disableTwoFactorSchema, enableTwoFactorSchema, professionalProfileErrors,
  profileFormSchemaFor, updatePreferencesSchema, updateProfileSchema,
} from './profile-schemas.ts';

function errorsOf(schema: { safeParse(v: unknown): { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }, input: unknown) {
  const errors: Record<string, string> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

describe('Edit Profile schema', () => {
  it('trims, clears blanks to null and leaves absent fields out', () => {
    expect(updateProfileSchema.parse({ fullName: ' Ada ', bio: '  ', companyWebsite: '', expertise: [' IoT ', ''] })).toEqual({
      fullName: 'Ada', bio: null, companyWebsite: null, expertise: ['IoT'],
    });
  });

  it.each([
    [{ fullName: ' ' }, 'fullName', 'Full name is required'],
    [{ linkedinProfile: 'not a url' }, 'linkedinProfile', 'Must be a valid URL'],
    [{ profileImage: 'data:image/png;base64,AAAA' }, 'profileImage', 'Must be a valid URL'],
    [{ expertise: ['Robotics', 'robotics'] }, 'expertise', 'This expertise has already been added.'],
    [{ expertise: Array.from({ length: 41 }, (_, i) => `e${i}`) }, 'expertise', 'You can list at most 40 areas of expertise.'],
    [{}, '_', 'Nothing to update'],
  ])('%o -> %s: %s', (input, field, message) => {
    expect(errorsOf(updateProfileSchema, input)[field]).toBe(message);
  });

  it('keeps the professional fields required for professional roles only', () => {
    expect(professionalProfileErrors('supplier', { companyName: ' ', location: 'Berlin', linkedinProfile: null })).toEqual({
      companyName: 'Company name is required for professional roles',
      linkedinProfile: 'LinkedIn profile is required for professional roles',
    });
    expect(professionalProfileErrors('designer', {})).toEqual({});
    const form = { fullName: 'Ada', companyName: '', location: '', bio: '', expertise: [], linkedinProfile: '', companyWebsite: '', profileImage: '' };
    expect(errorsOf(profileFormSchemaFor('attorney'), form)).toMatchObject({ location: 'Location is required for professional roles' });
    expect(errorsOf(profileFormSchemaFor('entrepreneur'), form)).toEqual({});
  });

  it('adds expertise one at a time with the same rules', () => {
    expect(addExpertise(['IoT Devices'], ' iot devices ')).toMatchObject({ ok: false, reason: 'duplicate' });
    expect(addExpertise([], 'Robotics')).toEqual({ ok: true, items: ['Robotics'] });
  });
});

describe('Preferences schema', () => {
  it('accepts any subset of the switches and refuses non-booleans', () => {
    expect(updatePreferencesSchema.parse({ emailNotifications: false })).toEqual({ emailNotifications: false });
    expect(errorsOf(updatePreferencesSchema, { cookieConsent: 'yes' }).cookieConsent).toBe('Must be true or false');
    expect(errorsOf(updatePreferencesSchema, {})._).toBe('Nothing to update');
  });
});

describe('Change Password schema', () => {
  it('requires the current password and applies the registration rules to the new one', () => {
    expect(errorsOf(changePasswordSchema, { newPassword: 'Fresh#Harbor77' }).currentPassword).toBe('Current password is required');
    expect(errorsOf(changePasswordSchema, { currentPassword: 'x', newPassword: 'short' }).newPassword).toBe('Password must be at least 12 characters');
    expect(errorsOf(changePasswordSchema, { currentPassword: 'x', newPassword: 'fresh#harbor77' }).newPassword).toBe('Password must contain at least one uppercase letter');
    expect(errorsOf(changePasswordSchema, { currentPassword: 'Fresh#Harbor77', newPassword: 'Fresh#Harbor77' }).newPassword).toBe('New password must be different from your current password');
    expect(errorsOf(changePasswordFormSchema, { currentPassword: 'x', newPassword: 'Fresh#Harbor77', confirmPassword: 'Fresh#Harbor78' }).confirmPassword).toBe("Passwords don't match");
  });
});

describe('two-factor schemas', () => {
  it('wants six digits to enable, and the password or a code to disable', () => {
    expect(enableTwoFactorSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
    expect(errorsOf(enableTwoFactorSchema, { code: '12345' }).code).toBe('Enter the 6-digit code from your authenticator app.');
    expect(errorsOf(enableTwoFactorSchema, {}).code).toBe('Enter the 6-digit code from your authenticator app.');
    expect(errorsOf(disableTwoFactorSchema, {}).password).toBe('Enter your password or a code from your authenticator app.');
    expect(disableTwoFactorSchema.parse({ code: ' abcde-fghij ' })).toEqual({ code: 'abcde-fghij' });
  });
});
