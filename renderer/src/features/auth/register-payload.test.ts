import { describe, expect, it } from 'vitest';
import { registerFormSchema, registerSchema } from '#shared/schemas/auth-schemas.ts';
import type { RegisterFormState } from './register-payload.ts';
import { initialRegisterState, toRegisterPayload } from './register-payload.ts';

function filled(overrides: Partial<RegisterFormState> = {}): RegisterFormState {
  return {
    ...initialRegisterState(),
    fullName: ' Ada Lovelace ',
    username: 'ada',
    email: 'ada@example.com',
    password: 'Str0ng!Engine#1',
    passwordConfirm: 'Str0ng!Engine#1',
    dataConsent: true,
    privacyPolicyAccepted: true,
    termsAccepted: true,
    ...overrides,
  };
}

describe('initialRegisterState', () => {
  it('starts with the sign-up defaults', () => {
    const state = initialRegisterState();
    expect(state.role).toBe('entrepreneur');
    expect(state).toMatchObject({ marketingConsent: false, cookieConsent: true, dataConsent: false });
    expect(state.dataProcessingPreferences).toEqual({
      dataSharingOptOut: false,
      dataRetentionPeriod: 'standard',
      dataMinimization: true,
      thirdPartyConsent: false,
      sensitiveDataProcessing: false,
    });
  });

  it('fails the form schema until the required consents are ticked', () => {
    const result = registerFormSchema.safeParse(initialRegisterState());
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain('You must consent to data processing to create an account');
    expect(messages).toContain('You must accept the terms of service to create an account');
  });
});

describe('toRegisterPayload', () => {
  it('drops passwordConfirm and trims', () => {
    const result = toRegisterPayload(filled());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload).not.toHaveProperty('passwordConfirm');
    expect(result.payload.fullName).toBe('Ada Lovelace');
    expect(registerSchema.safeParse(result.payload).success).toBe(true);
  });

  it('repeats the match check', () => {
    expect(toRegisterPayload(filled({ passwordConfirm: 'Str0ng!Engine#2' }))).toEqual({
      ok: false,
      field: 'passwordConfirm',
      message: "Passwords don't match",
    });
  });

  it('omits blank optional fields and hidden professional-only fields', () => {
    const result = toRegisterPayload(filled({ companyName: '  ', companyWebsite: 'https://acme.test', verificationCredential: 'ISO 9001' }));
    if (!result.ok) throw new Error('expected ok');
    expect(result.payload).not.toHaveProperty('companyName');
    expect(result.payload).not.toHaveProperty('companyWebsite');
    expect(result.payload).not.toHaveProperty('verificationCredential');
  });

  it('keeps professional fields for professional roles', () => {
    const result = toRegisterPayload(
      filled({
        role: 'manufacturer',
        companyName: 'Acme Works',
        location: 'Shenzhen, China',
        linkedinProfile: 'https://www.linkedin.com/company/acme',
        companyWebsite: 'https://acme.test',
        verificationCredential: 'ISO 9001:2015 certified',
      }),
    );
    if (!result.ok) throw new Error('expected ok');
    expect(result.payload).toMatchObject({ role: 'manufacturer', companyWebsite: 'https://acme.test', verificationCredential: 'ISO 9001:2015 certified' });
    expect(registerSchema.safeParse(result.payload).success).toBe(true);
  });
});
