import type { Knex } from 'knex';
import type { AdminListingRow, AdminReport, ModeratedType, ReportDecision } from '#shared/schemas/admin-schemas.ts';
import type { ReportReason, ReportStatus, ReportTargetType } from '#shared/schemas/report-schemas.ts';
import { messageAttachments } from '../files/index.ts';
import { hiddenSourcingIds } from '../sourcing/index.ts';
import { toDate } from '../../db/base-model.ts';

/** Reads the admin console shares between its sections (members, reports, listings). */

const iso = (value: unknown) => (value === null || value === undefined ? null : toDate(value).toISOString());
const person = (id: unknown, fullName: unknown, email: unknown) => (id ? { id: Number(id), fullName: String(fullName ?? ''), email: String(email ?? '') } : null);

/** Open reports per member (about them or their content: 'owner') or per listing ('product' | 'project'). */
export async function openReportCounts(db: Knex, by: 'owner' | ModeratedType, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const column = by === 'owner' ? 'targetOwnerId' : 'targetId';
  const query = db('reports').where('status', 'open').whereIn(column, ids);
  if (by !== 'owner') query.where('targetType', by);
  const rows = (await query.groupBy(column).select(column).count({ n: '*' })) as Array<Record<string, unknown>>;
  return new Map(rows.map((row) => [Number(row[column]), Number(row.n)]));
}

const LISTING_TABLE: Record<ModeratedType, { table: string; owner: string; detail: string }> = {
  product: { table: 'products', owner: 'sellerId', detail: 'price' },
  project: { table: 'projects', owner: 'userId', detail: 'status' },
};

/** Products or projects as the console lists them, newest first, with owner and open reports. */
export async function listingRows(db: Knex, type: ModeratedType, filter: (query: Knex.QueryBuilder) => void, limit: number, offset = 0): Promise<AdminListingRow[]> {
  const { table, owner, detail } = LISTING_TABLE[type];
  const query = db(table)
    .leftJoin('users', 'users.id', `${table}.${owner}`)
    .select(`${table}.id`, `${table}.name`, `${table}.${detail} as detail`, `${table}.hiddenAt`, `${table}.hiddenReason`, `${table}.createdAt`, 'users.id as ownerId', 'users.fullName as ownerName', 'users.email as ownerEmail')
    .orderBy(`${table}.createdAt`, 'desc')
    .orderBy(`${table}.id`, 'desc')
    .limit(limit)
    .offset(offset);
  filter(query);
  const rows = (await query) as Array<Record<string, unknown>>;
  const counts = await openReportCounts(db, type, rows.map((row) => Number(row.id)));
  return rows.map((row) => ({
    type,
    id: Number(row.id),
    name: String(row.name),
    detail: type === 'product' ? `$${Number(row.detail).toFixed(2)}` : String(row.detail),
    owner: person(row.ownerId, row.ownerName, row.ownerEmail),
    openReports: counts.get(Number(row.id)) ?? 0,
    hiddenAt: iso(row.hiddenAt),
    hiddenReason: row.hiddenAt ? ((row.hiddenReason as string | null) ?? null) : null,
    createdAt: iso(row.createdAt)!,
  }));
}

/** Reports with the people involved and whether their content is hidden now, newest first. */
export async function reportsWhere(db: Knex, filter: (query: Knex.QueryBuilder) => void, limit: number, offset = 0): Promise<AdminReport[]> {
  const query = db('reports')
    .leftJoin('users as reporter', 'reporter.id', 'reports.reporterId')
    .leftJoin('users as owner', 'owner.id', 'reports.targetOwnerId')
    .leftJoin('users as resolver', 'resolver.id', 'reports.resolvedBy')
    .select(
      'reports.*',
      'reporter.fullName as reporterName', 'reporter.email as reporterEmail',
      'owner.fullName as ownerName', 'owner.email as ownerEmail',
      'resolver.fullName as resolverName',
    )
    .orderBy('reports.createdAt', 'desc')
    .orderBy('reports.id', 'desc')
    .limit(limit)
    .offset(offset);
  filter(query);
  const rows = (await query) as Array<Record<string, unknown>>;
  const hidden = new Set<string>();
  for (const type of ['product', 'project'] as const) {
    const ids = rows.filter((row) => row.targetType === type).map((row) => Number(row.targetId));
    if (!ids.length) continue;
    const found = (await db(LISTING_TABLE[type].table).whereIn('id', ids).whereNotNull('hiddenAt').pluck('id')) as number[];
    for (const id of found) hidden.add(`${type}:${Number(id)}`);
  }
  for (const type of ['rfq', 'quote'] as const) {
    const ids = rows.filter((row) => row.targetType === type).map((row) => Number(row.targetId));
    for (const id of await hiddenSourcingIds(db, type, ids)) hidden.add(`${type}:${id}`);
  }
  // A reported message's files, as a member who did not send them sees them (downloadable once scanned).
  const files = await messageAttachments(db, rows.filter((row) => row.targetType === 'message').map((row) => Number(row.targetId)), { id: 0 });
  return rows.map((row) => ({
    id: Number(row.id),
    targetType: row.targetType as ReportTargetType,
    targetId: Number(row.targetId),
    targetLabel: String(row.targetLabel),
    targetOwner: person(row.targetOwnerId, row.ownerName, row.ownerEmail),
    targetHidden: hidden.has(`${String(row.targetType)}:${Number(row.targetId)}`),
    files: row.targetType === 'message' ? (files.get(Number(row.targetId)) ?? []) : [],
    reason: row.reason as ReportReason,
    details: (row.details as string | null) ?? null,
    status: row.status as ReportStatus,
    reporter: person(row.reporterId, row.reporterName, row.reporterEmail),
    resolution: (row.resolution as string | null) ?? null,
    decision: (row.decision as ReportDecision | null) ?? null,
    resolvedBy: (row.resolverName as string | null) ?? null,
    resolvedAt: iso(row.resolvedAt),
    createdAt: iso(row.createdAt)!,
  }));
}
