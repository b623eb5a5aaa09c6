import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { createAdminSchema, type CreateAdminInput } from '#shared/schemas/admin-schemas.ts';
import { DEFAULT_DATA_PROCESSING_PREFERENCES } from '#shared/schemas/user-schemas.ts';
import { fieldErrorsFromIssues } from '#shared/api/api-error.ts';
import { hashPassword, PRIVACY_NOTICE_VERSION, type SessionStore } from '../auth/index.ts';
import { refreshPartner } from '../users/index.ts';
import { User } from '../../db/models/user-model.ts';
import { recordAudit } from './audit-log.ts';

export class CreateAdminError extends Error {}

export interface CreateAdminResult {
  user: User;
  created: boolean;
}

/** A free username from the address: `ops.lead@x` -> `opslead`, then `opslead2`, ... */
async function freeUsername(db: Knex, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? 'admin').toLowerCase().replace(/[^a-z0-9_]/g, '').slice(0, 24).padEnd(3, '0');
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!(await db('users').where({ username: candidate }).first('id'))) return candidate;
  }
  return `${base}${randomBytes(4).toString('hex')}`;
}

/**
 * The only way to make an administrator (no route grants the role). A new address becomes a
 * new admin account; an existing member is promoted (their password is replaced, every session
 * ends, and they leave partner search). Two-factor sign-in is enrolled at the first sign-in.
 */
export async function createOrPromoteAdmin(db: Knex, sessions: Pick<SessionStore, 'destroyAllForUser'>, raw: CreateAdminInput, now = new Date()): Promise<CreateAdminResult> {
  const parsed = createAdminSchema.safeParse(raw);
  if (!parsed.success) {
    throw new CreateAdminError(Object.entries(fieldErrorsFromIssues(parsed.error.issues)).map(([field, message]) => `${field}: ${message}`).join('\n'));
  }
  const input = parsed.data;
  const passwordHash = await hashPassword(input.password);
  const result = await db.transaction(async (trx) => {
    const existing = await User.query(trx).findOne({ email: input.email }).forUpdate();
    if (existing) {
      const promotedFrom = existing.role;
      const user = await existing.$query(trx).patchAndFetch({
        role: 'admin', fullName: input.name, passwordHash, lastPasswordChangeAt: now.toISOString(), deactivatedAt: null, deactivationReason: null,
      });
      await refreshPartner(trx, user.id);
      await recordAudit(trx, { adminId: null, action: 'admin.create', targetType: 'user', targetId: user.id, targetLabel: user.fullName, details: { via: 'cli', promotedFrom } }, now);
      return { user, created: false };
    }
    const user = await User.query(trx).insertAndFetch({
      username: await freeUsername(trx, input.email),
      email: input.email,
      passwordHash,
      role: 'admin',
      fullName: input.name,
      verificationStatus: 'pending',
      expertise: [],
      tags: [],
      // The address is the operator's own (they ran the command); terms and privacy are theirs to keep.
      emailVerified: true,
      dataConsent: true,
      privacyPolicyAccepted: true,
      termsAccepted: true,
      marketingConsent: false,
      cookieConsent: true,
      dataProcessingPreferences: DEFAULT_DATA_PROCESSING_PREFERENCES,
      gdprRequestHistory: [],
      lastPrivacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      lastPrivacyNoticeAcceptedAt: now.toISOString(),
      lastPasswordChangeAt: now.toISOString(),
    });
    await recordAudit(trx, { adminId: null, action: 'admin.create', targetType: 'user', targetId: user.id, targetLabel: user.fullName, details: { via: 'cli' } }, now);
    return { user, created: true };
  });
  // A session from before the promotion must not carry the new role.
  if (!result.created) await sessions.destroyAllForUser(result.user.id);
  return result;
}
