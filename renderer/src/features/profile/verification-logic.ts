import type { ProfessionalRole } from '#shared/constants/roles.ts';
import { verificationResubmitSchema } from '#shared/schemas/profile-schemas.ts';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { CREDENTIAL_MESSAGES, credentialMatchesRole } from '#shared/validation/credential-rules.ts';

/** The Verification card's reading of the account, for professional roles. */
export interface VerificationView {
  label: 'Under review' | 'Verified' | 'Not approved';
  color: 'gold' | 'green' | 'red';
  /** The credential the team has (or had) to look at; null when none was sent. */
  credential: string | null;
  /** Why the team said no (rejected only); null when they gave no reason. */
  reason: string | null;
  /** Whether the member may send new credentials now: after a rejection, or pending with none sent. */
  canResubmit: boolean;
}

const STATUS: Record<OwnUser['verificationStatus'], Pick<VerificationView, 'label' | 'color'>> = {
  pending: { label: 'Under review', color: 'gold' },
  verified: { label: 'Verified', color: 'green' },
  rejected: { label: 'Not approved', color: 'red' },
};

const present = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

export function verificationView(user: Pick<OwnUser, 'verificationStatus' | 'verificationCredential' | 'verificationNote'>): VerificationView {
  const credential = present(user.verificationCredential);
  return {
    ...STATUS[user.verificationStatus],
    credential,
    reason: user.verificationStatus === 'rejected' ? present(user.verificationNote) : null,
    // The server answers 409 alreadyPending for a pending account that has a credential on file.
    canResubmit: user.verificationStatus === 'rejected' || (user.verificationStatus === 'pending' && credential === null),
  };
}

/**
 * The re-submission form's schema: the shared one (required, at most 200) plus sign-up's role rule,
 * whose message (CREDENTIAL_MESSAGES) lands on the field. Not checked on a blank credential.
 */
export function verificationFormSchemaFor(role: ProfessionalRole) {
  return verificationResubmitSchema.superRefine((value, ctx) => {
    const text = typeof value.verificationCredential === 'string' ? value.verificationCredential.trim() : '';
    // A blank one already has the 'required' message; the role's would only repeat it.
    if (text && !credentialMatchesRole(role, text)) {
      ctx.addIssue({ code: 'custom', path: ['verificationCredential'], message: CREDENTIAL_MESSAGES[role] });
    }
  });
}
