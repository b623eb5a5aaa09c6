import type { Knex } from 'knex';
import type { AdminAuditFilters, AuditAction, AuditEntry, AuditTargetType, Paged } from '#shared/schemas/admin-schemas.ts';
import { toDate } from '../../db/base-model.ts';
import { countRows } from '../../db/query-helpers.ts';

export interface AuditRecord {
  /** Null only when no person is known (an admin created from the command line by nobody signed in). */
  adminId: number | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: number;
  targetLabel?: string | null;
  reason?: string | null;
  details?: Record<string, unknown> | null;
}

/**
 * The audit log: written in the transaction of the action it records, so an action and its
 * entry commit together or not at all. Append-only: nothing in the code base updates or deletes a row
 * (no route, no service), and the only reader is `listAudit`.
 */
export async function recordAudit(db: Knex, record: AuditRecord, at: Date): Promise<void> {
  await db('auditLog').insert({
    adminId: record.adminId,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    targetLabel: record.targetLabel?.slice(0, 200) ?? null,
    reason: record.reason ?? null,
    details: record.details ? JSON.stringify(record.details) : null,
    createdAt: at,
  });
}

/** GET /api/admin/audit: newest first, filtered by action, target type, admin and calendar days (UTC). */
export async function listAudit(db: Knex, query: AdminAuditFilters): Promise<Paged<AuditEntry>> {
  const filtered = db('auditLog');
  if (query.action) filtered.where('auditLog.action', query.action);
  if (query.targetType) filtered.where('auditLog.targetType', query.targetType);
  if (query.adminId) filtered.where('auditLog.adminId', query.adminId);
  if (query.from) filtered.where('auditLog.createdAt', '>=', new Date(`${query.from}T00:00:00.000Z`));
  if (query.to) filtered.where('auditLog.createdAt', '<', new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + 86_400_000));
  const rows = (await filtered
    .clone()
    .leftJoin('users', 'users.id', 'auditLog.adminId')
    .select('auditLog.*', 'users.fullName as adminName')
    .orderBy('auditLog.createdAt', 'desc')
    .orderBy('auditLog.id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)) as Array<Record<string, unknown>>;
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      admin: row.adminId ? { id: Number(row.adminId), fullName: String(row.adminName ?? 'Deleted account') } : null,
      action: row.action as AuditAction,
      targetType: row.targetType as AuditTargetType,
      targetId: Number(row.targetId),
      targetLabel: (row.targetLabel as string | null) ?? null,
      reason: (row.reason as string | null) ?? null,
      details: typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : null,
      createdAt: toDate(row.createdAt as string | Date).toISOString(),
    })),
    total: await countRows(filtered.clone()),
    page: query.page,
    limit: query.limit,
  };
}
