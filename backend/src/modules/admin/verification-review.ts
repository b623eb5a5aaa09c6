import { ADMIN_MESSAGES, type AdminActionResult, type VerificationQueueItem } from '#shared/schemas/admin-schemas.ts';
import { isProfessionalRole } from '#shared/constants/roles.ts';
import { VERIFICATION_MESSAGES } from '#shared/schemas/profile-schemas.ts';
import { CREDENTIAL_MESSAGES, credentialMatchesRole } from '#shared/validation/credential-rules.ts';
import type { AppDeps } from '../../app-context.ts';
import { conflict, forbidden, invalid, notFound } from '../../domain/domain-errors.ts';
import { refreshPartner } from '../users/index.ts';
import { User } from '../../db/models/user-model.ts';
import { recordAudit } from './audit-log.ts';

/**
 * Credential review. Professionals join the queue when they sign up with a
 * credential or send a new one from /profile; an admin approves (the Verified badge on cards and the
 * profile, a ranking boost in partner search) or rejects with a reason the member reads. The member
 * hears of the decision from the notifications (the `verification-decided` event), by mail as their
 * notification settings say.
 */
export class VerificationReview {
  private readonly deps: AppDeps;

  constructor(deps: AppDeps) {
    this.deps = deps;
  }

  /** Everyone waiting, the longest-waiting first. */
  async queue(): Promise<VerificationQueueItem[]> {
    const users = await User.query(this.deps.knex)
      .where({ verificationStatus: 'pending' })
      .whereNotNull('verificationSubmittedAt')
      .whereNull('deactivatedAt')
      .orderBy('verificationSubmittedAt', 'asc')
      .orderBy('id', 'asc')
      .limit(500);
    return users.map((user) => ({
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      username: user.username,
      role: user.role,
      companyName: user.companyName,
      location: user.location,
      linkedinProfile: user.linkedinProfile,
      companyWebsite: user.companyWebsite,
      verificationCredential: user.verificationCredential,
      submittedAt: user.verificationSubmittedAt ?? user.createdAt,
      previousRejection: user.verificationNote,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
    }));
  }

  async approve(admin: User, memberId: number, note?: string): Promise<AdminActionResult> {
    await this.decide(admin, memberId, 'verified', note || null);
    return { message: ADMIN_MESSAGES.approved };
  }

  async reject(admin: User, memberId: number, reason: string): Promise<AdminActionResult> {
    await this.decide(admin, memberId, 'rejected', reason);
    return { message: ADMIN_MESSAGES.rejected };
  }

  /** POST /api/user/verification: a professional sends (new) credentials; back into the queue. */
  async resubmit(member: User, credential: string): Promise<User> {
    if (!isProfessionalRole(member.role)) throw forbidden(VERIFICATION_MESSAGES.notProfessional);
    if (member.verificationStatus === 'verified') throw conflict(VERIFICATION_MESSAGES.alreadyVerified);
    if (!credentialMatchesRole(member.role, credential)) {
      throw invalid(CREDENTIAL_MESSAGES[member.role], { verificationCredential: CREDENTIAL_MESSAGES[member.role] });
    }
    if (member.verificationStatus === 'pending' && member.verificationSubmittedAt && member.verificationCredential === credential) {
      throw conflict(VERIFICATION_MESSAGES.alreadyPending);
    }
    // The last rejection's note stays, so the reviewer sees what was wrong before.
    return member.$query(this.deps.knex).patchAndFetch({
      verificationCredential: credential,
      verificationStatus: 'pending',
      verificationSubmittedAt: this.deps.clock.now().toISOString(),
    });
  }

  private async decide(admin: User, memberId: number, status: 'verified' | 'rejected', note: string | null): Promise<User> {
    const { knex, clock, events } = this.deps;
    return events.inTransaction(knex, async (trx, announce) => {
      const found = await User.query(trx).findById(memberId).forUpdate();
      if (!found || found.role === 'admin') throw notFound(ADMIN_MESSAGES.memberNotFound);
      if (found.verificationStatus !== 'pending' || !found.verificationSubmittedAt) throw conflict(ADMIN_MESSAGES.notPending);
      const now = clock.now();
      const updated = await found.$query(trx).patchAndFetch({ verificationStatus: status, verificationNote: status === 'rejected' ? note : null, verificationReviewedAt: now.toISOString() });
      // The badge and the ranking boost live in partner search.
      await refreshPartner(trx, memberId);
      announce(
        { type: 'member-changed', userIds: [memberId], shownOnListings: false },
        { type: 'verification-decided', userId: memberId, approved: status === 'verified' },
      );
      await recordAudit(trx, {
        adminId: admin.id,
        action: status === 'verified' ? 'verification.approve' : 'verification.reject',
        targetType: 'user',
        targetId: memberId,
        targetLabel: found.fullName,
        reason: note,
        details: { credential: found.verificationCredential },
      }, now);
      return updated;
    });
  }
}
