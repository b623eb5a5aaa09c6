import { PROFESSIONAL_FIELD_MESSAGES } from '#shared/schemas/auth-schemas.ts';
import { CREDENTIAL_MESSAGES } from '#shared/validation/credential-rules.ts';
import { describe, expect, it } from 'vitest';
import { verificationFormSchemaFor, verificationView } from './verification-logic.ts';

describe('verificationView', () => {
  it('pending with a credential: under review, nothing to send', () => {
    expect(verificationView({ verificationStatus: 'pending', verificationCredential: ' ISO 9001 ', verificationNote: null })).toEqual({
      label: 'Under review', color: 'gold', credential: 'ISO 9001', reason: null, canResubmit: false,
    });
  });

  it('pending without a credential may send one', () => {
    expect(verificationView({ verificationStatus: 'pending', verificationCredential: null, verificationNote: null }).canResubmit).toBe(true);
    expect(verificationView({ verificationStatus: 'pending', verificationCredential: '  ', verificationNote: null }).canResubmit).toBe(true);
  });

  it('verified: nothing to send, no reason shown', () => {
    expect(verificationView({ verificationStatus: 'verified', verificationCredential: 'BAR12345', verificationNote: 'old note' })).toMatchObject({
      label: 'Verified', color: 'green', reason: null, canResubmit: false,
    });
  });

  it("rejected: 'Not approved' with the team's reason, and the form", () => {
    expect(verificationView({ verificationStatus: 'rejected', verificationCredential: 'x', verificationNote: 'The license number is expired.' })).toEqual({
      label: 'Not approved', color: 'red', credential: 'x', reason: 'The license number is expired.', canResubmit: true,
    });
    expect(verificationView({ verificationStatus: 'rejected', verificationCredential: null, verificationNote: ' ' }).reason).toBeNull();
  });
});

describe('verificationFormSchemaFor', () => {
  const messages = (role: Parameters<typeof verificationFormSchemaFor>[0], text: string) =>
    verificationFormSchemaFor(role).safeParse({ verificationCredential: text }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('requires a credential (sign-up message) without adding the role message', () => {
    expect(messages('attorney', '   ')).toEqual([['verificationCredential', PROFESSIONAL_FIELD_MESSAGES.verificationCredential]]);
  });

  it("applies the role's rule with its message on the field", () => {
    expect(messages('attorney', 'no digits here')).toEqual([['verificationCredential', CREDENTIAL_MESSAGES.attorney]]);
    expect(messages('manufacturer', 'We make things')).toEqual([['verificationCredential', CREDENTIAL_MESSAGES.manufacturer]]);
  });

  it('accepts a credential that fits the role', () => {
    expect(messages('attorney', 'CA-123456')).toEqual([]);
    expect(messages('manufacturer', 'ISO 9001:2015')).toEqual([]);
    expect(messages('supplier', 'VAT DE123456789')).toEqual([]);
    expect(messages('investor', 'Acme Ventures fund')).toEqual([]);
  });
});
