import type { AdminActionResult } from '#shared/schemas/admin-schemas.ts';
import { CERTIFICATION_LABELS, SUPPLIER_PROFILE_MESSAGES, type CertificationQueueItem, type CertificationStatus } from '#shared/schemas/supplier-profile-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import type { User } from '../../db/models/user-model.ts';
import { SupplierProfileService, type CertificationDecision } from '../users/index.ts';
import { recordAudit } from './audit-log.ts';

/**
 * Certificate review, beside the credential review: the users module owns the certifications and
 * applies the decision; this side logs it in the same transaction.
 */
export class CertificationReview {
  private readonly profiles: SupplierProfileService;

  constructor(deps: AppDeps) {
    this.profiles = new SupplierProfileService(deps);
  }

  queue(status: CertificationStatus): Promise<CertificationQueueItem[]> {
    return this.profiles.queue(status);
  }

  async approve(admin: User, id: number, note?: string): Promise<AdminActionResult> {
    await this.profiles.decide(admin.id, id, 'approved', note || null, (trx, decision, at) => recordAudit(trx, auditOf(admin, decision, note || null), at));
    return { message: SUPPLIER_PROFILE_MESSAGES.certificationApproved };
  }

  async reject(admin: User, id: number, reason: string): Promise<AdminActionResult> {
    await this.profiles.decide(admin.id, id, 'rejected', reason, (trx, decision, at) => recordAudit(trx, auditOf(admin, decision, reason), at));
    return { message: SUPPLIER_PROFILE_MESSAGES.certificationRejected };
  }
}

function auditOf(admin: User, decision: CertificationDecision, reason: string | null) {
  return {
    adminId: admin.id,
    action: decision.status === 'approved' ? ('certification.approve' as const) : ('certification.reject' as const),
    targetType: 'user' as const,
    targetId: decision.memberId,
    targetLabel: decision.memberName,
    reason,
    details: { certification: CERTIFICATION_LABELS[decision.certification], certificationId: decision.certificationId, fileId: decision.fileId },
  };
}
