import type { Knex } from 'knex';
import { planLimitsFor, profileItemsLimitMessage } from '#shared/constants/plans.ts';
import {
  EMPTY_SUPPLIER_FIELDS, hasSupplierProfile, SUPPLIER_LIMITS, SUPPLIER_PROFILE_MESSAGES as M,
  type CertificationQueueItem, type CertificationStatus, type CertificationView, type CertificationId, type CompanySize, type PortfolioItem,
  type ProfileFile, type SupplierProfile, type SupplierProfileFields,
} from '#shared/schemas/supplier-profile-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { toDate } from '../../db/base-model.ts';
import type { User } from '../../db/models/user-model.ts';
import { parseJsonList } from '../../db/search/search-terms.ts';
import { conflict, forbidden, invalid, notFound } from '../../domain/domain-errors.ts';
import { refreshPartner } from './partner-index.ts';

/** The member a route acts for: what the rules read of them. */
type Member = Pick<User, 'id' | 'role' | 'subscriptionPlan'>;

/** What an admin decision hands the admin module, to be logged in the decision's own transaction. */
export interface CertificationDecision {
  certificationId: number;
  certification: CertificationId;
  memberId: number;
  memberName: string;
  fileId: number | null;
  status: 'approved' | 'rejected';
  reason: string | null;
}
export type DecisionRecorder = (trx: Knex.Transaction, decision: CertificationDecision, at: Date) => Promise<void>;

interface CertificationRow {
  id: number;
  userId: number;
  certification: CertificationId;
  fileId: number | null;
  status: CertificationStatus;
  reason: string | null;
  submittedAt: unknown;
  reviewedAt: unknown;
}

interface PortfolioRow {
  id: number;
  userId: number;
  title: string;
  description: string;
  imageFileIds: unknown;
  fileIds: unknown;
  createdAt: unknown;
}

const iso = (value: unknown) => toDate(value).toISOString();
const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : iso(value));
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const idList = (value: unknown) => parseJsonList(value).map(Number).filter((id) => Number.isInteger(id) && id > 0);

/**
 * Supplier profiles (docs/supplier-profiles.md): the fields, certifications and portfolio of
 * manufacturers and suppliers, the certification review the admin console drives, and the partner
 * search terms each change refreshes in its own transaction. The tables are this module's; files are
 * read (never written) to check a member attaches their own uploads of the right context.
 */
export class SupplierProfileService {
  private readonly deps: AppDeps;

  constructor(deps: AppDeps) {
    this.deps = deps;
  }

  /** GET /api/user/supplier-profile: everything, pending and rejected certifications with their reasons included. */
  own(member: Member): Promise<SupplierProfile> {
    return this.read(this.deps.knex, member.id, true);
  }

  /** The public profile's section: null for other roles; approved certifications only unless the viewer is the owner. */
  async shownTo(viewerId: number, member: Pick<User, 'id' | 'role'>): Promise<SupplierProfile | null> {
    if (!hasSupplierProfile(member.role)) return null;
    return this.read(this.deps.knex, member.id, viewerId === member.id);
  }

  async update(member: Member, fields: SupplierProfileFields): Promise<SupplierProfile> {
    this.assertSupplier(member);
    const { knex, events, clock } = this.deps;
    return events.inTransaction(knex, async (trx, announce) => {
      const existing = (await trx('supplierProfiles').where({ userId: member.id }).first('capabilities')) as { capabilities: unknown } | undefined;
      this.assertCapabilitiesAllowed(member, fields.capabilities, parseJsonList(existing?.capabilities).length);
      const now = clock.now();
      const row = {
        capabilities: JSON.stringify(fields.capabilities),
        materials: JSON.stringify(fields.materials),
        equipment: JSON.stringify(fields.equipment),
        minOrderQuantity: fields.minOrderQuantity,
        prototypeLeadDays: fields.prototypeLeadDays,
        productionLeadWeeks: fields.productionLeadWeeks,
        monthlyCapacityAmount: fields.monthlyCapacity?.amount ?? null,
        monthlyCapacityUnit: fields.monthlyCapacity?.unit ?? null,
        companySize: fields.companySize,
        yearFounded: fields.yearFounded,
        factoryLocations: JSON.stringify(fields.factoryLocations),
        languages: JSON.stringify(fields.languages),
        updatedAt: now,
      };
      // An upsert: two first saves at once must not collide on the primary key.
      await trx('supplierProfiles').insert({ ...row, userId: member.id, createdAt: now }).onConflict('userId').merge(row);
      await refreshPartner(trx, member.id);
      announce({ type: 'member-changed', userIds: [member.id], shownOnListings: false });
      return this.read(trx, member.id, true);
    });
  }

  /**
   * The capability allowance of the plan, read as the expertise allowance is (profile-service.ts):
   * after a downgrade the capabilities already listed stay, but none can be added until the list fits.
   */
  private assertCapabilitiesAllowed(member: Member, capabilities: string[], had: number): void {
    const allowance = planLimitsFor(member.role, member.subscriptionPlan).profileItems;
    if (!allowance || allowance.max === null) return;
    if (capabilities.length > allowance.max && capabilities.length > had) {
      throw forbidden(profileItemsLimitMessage(member.subscriptionPlan, allowance.label, allowance.max), { upgradeRequired: true });
    }
  }

  /**
   * A certification sent (or sent again, with a new certificate): back to pending, whatever it was, so
   * the team checks the new file; until then it no longer counts as certified.
   */
  async submitCertification(member: Member, input: { certification: CertificationId; fileId: number }): Promise<CertificationView> {
    this.assertSupplier(member);
    const { knex, events, clock } = this.deps;
    return events.inTransaction(knex, async (trx, announce) => {
      const file = await trx('files').where({ id: input.fileId }).first('id', 'uploaderId', 'context', 'kind');
      if (!file || Number(file.uploaderId) !== member.id || file.context !== 'certificate') throw invalid(M.certificateFile, { fileId: M.certificateFile });
      if (file.kind !== 'pdf' && file.kind !== 'image') throw invalid(M.certificateKind, { fileId: M.certificateKind });
      const now = clock.now();
      const fields = { fileId: input.fileId, status: 'pending', reason: null, submittedAt: now, reviewedAt: null, reviewedBy: null };
      await trx('supplierCertifications').insert({ ...fields, userId: member.id, certification: input.certification }).onConflict(['userId', 'certification']).merge(fields);
      await refreshPartner(trx, member.id);
      announce({ type: 'member-changed', userIds: [member.id], shownOnListings: false });
      const row = (await trx('supplierCertifications').where({ userId: member.id, certification: input.certification }).first()) as CertificationRow;
      return (await this.certificationViews(trx, [row], true))[0]!;
    });
  }

  async deleteCertification(member: Member, id: number): Promise<void> {
    const { knex, events } = this.deps;
    await events.inTransaction(knex, async (trx, announce) => {
      const deleted = await trx('supplierCertifications').where({ id, userId: member.id }).delete();
      if (!deleted) throw notFound(M.certificationNotFound);
      await refreshPartner(trx, member.id);
      announce({ type: 'member-changed', userIds: [member.id], shownOnListings: false });
    });
  }

  async addPortfolioItem(member: Member, input: PortfolioFields): Promise<PortfolioItem> {
    this.assertSupplier(member);
    const { knex, clock } = this.deps;
    return knex.transaction(async (trx) => {
      const count = Number((await trx('portfolioItems').where({ userId: member.id }).count({ n: '*' }).first())?.n ?? 0);
      if (count >= SUPPLIER_LIMITS.portfolioItems) throw conflict(M.portfolioTooMany);
      await this.assertProfileFiles(trx, member.id, input);
      const now = clock.now();
      const [id] = await trx('portfolioItems').insert({ ...portfolioColumns(input), userId: member.id, createdAt: now, updatedAt: now });
      return this.portfolioItem(trx, member.id, Number(id));
    });
  }

  async updatePortfolioItem(member: Member, id: number, input: PortfolioFields): Promise<PortfolioItem> {
    const { knex, clock } = this.deps;
    return knex.transaction(async (trx) => {
      const found = await trx('portfolioItems').where({ id, userId: member.id }).forUpdate().first('id');
      if (!found) throw notFound(M.portfolioNotFound);
      await this.assertProfileFiles(trx, member.id, input);
      await trx('portfolioItems').where({ id }).update({ ...portfolioColumns(input), updatedAt: clock.now() });
      return this.portfolioItem(trx, member.id, id);
    });
  }

  async deletePortfolioItem(member: Member, id: number): Promise<void> {
    const deleted = await this.deps.knex('portfolioItems').where({ id, userId: member.id }).delete();
    if (!deleted) throw notFound(M.portfolioNotFound);
  }

  // ------------------------------------------------------------------ review (the admin console)

  /** GET /api/admin/certifications?status=: oldest submission first. */
  async queue(status: CertificationStatus): Promise<CertificationQueueItem[]> {
    const { knex } = this.deps;
    const rows = (await knex('supplierCertifications')
      .join('users', 'users.id', 'supplierCertifications.userId')
      .where('supplierCertifications.status', status)
      .whereNull('users.deactivatedAt')
      .orderBy('supplierCertifications.submittedAt', status === 'pending' ? 'asc' : 'desc')
      .orderBy('supplierCertifications.id', 'asc')
      .limit(500)
      .select('supplierCertifications.*', 'users.fullName', 'users.username', 'users.role', 'users.companyName')) as Array<CertificationRow & { fullName: string; username: string; role: string; companyName: string | null }>;
    const files = await filesById(knex, rows.map((row) => row.fileId));
    return rows.map((row) => ({
      id: row.id,
      certification: row.certification,
      status: row.status,
      reason: row.reason,
      member: { id: Number(row.userId), fullName: row.fullName, username: row.username, role: row.role, companyName: row.companyName },
      file: row.fileId === null ? null : (files.get(Number(row.fileId)) ?? null),
      submittedAt: iso(row.submittedAt),
      reviewedAt: isoOrNull(row.reviewedAt),
    }));
  }

  /** Approves or rejects a pending certification; `record` logs it in the same transaction. */
  async decide(adminId: number, id: number, status: 'approved' | 'rejected', reason: string | null, record: DecisionRecorder): Promise<CertificationDecision> {
    const { knex, events, clock } = this.deps;
    return events.inTransaction(knex, async (trx, announce) => {
      const row = (await trx('supplierCertifications').where({ id }).forUpdate().first()) as CertificationRow | undefined;
      const member = row && ((await trx('users').where({ id: row.userId }).first('id', 'fullName', 'deactivatedAt')) as { id: number; fullName: string; deactivatedAt: unknown } | undefined);
      if (!row || !member || member.deactivatedAt) throw notFound(M.certificationNotFound);
      if (row.status !== 'pending') throw conflict(M.notPending);
      const now = clock.now();
      await trx('supplierCertifications').where({ id }).update({ status, reason: status === 'rejected' ? reason : null, reviewedAt: now, reviewedBy: adminId });
      // Approval is what makes the member 'certified' in search.
      await refreshPartner(trx, member.id);
      announce({ type: 'member-changed', userIds: [member.id], shownOnListings: false });
      const decision: CertificationDecision = {
        certificationId: id, certification: row.certification, memberId: member.id, memberName: member.fullName,
        fileId: numberOrNull(row.fileId), status, reason,
      };
      await record(trx, decision, now);
      return decision;
    });
  }

  // ------------------------------------------------------------------ reading

  private assertSupplier(member: Member): void {
    if (!hasSupplierProfile(member.role)) throw forbidden(M.rolesOnly);
  }

  /** Pictures must be images; every attachment must be the member's own upload to their profile. */
  private async assertProfileFiles(db: Knex, userId: number, input: PortfolioFields): Promise<void> {
    const ids = [...new Set([...input.imageFileIds, ...input.fileIds])];
    if (!ids.length) return;
    const files = (await db('files').whereIn('id', ids).select('id', 'uploaderId', 'context', 'kind')) as Array<{ id: number; uploaderId: number; context: string; kind: string }>;
    const own = new Map(files.filter((f) => Number(f.uploaderId) === userId && f.context === 'profile').map((f) => [Number(f.id), f]));
    if (ids.some((id) => !own.has(id))) throw invalid(M.portfolioFile, { fileIds: M.portfolioFile });
    if (input.imageFileIds.some((id) => own.get(id)!.kind !== 'image')) throw invalid(M.portfolioPicture, { imageFileIds: M.portfolioPicture });
  }

  private async read(db: Knex, userId: number, asOwner: boolean): Promise<SupplierProfile> {
    const [row, certifications, portfolio] = await Promise.all([
      db('supplierProfiles').where({ userId }).first() as Promise<Record<string, unknown> | undefined>,
      db('supplierCertifications').where({ userId }).modify((q) => {
        if (!asOwner) q.where({ status: 'approved' });
      }).orderBy('id') as Promise<CertificationRow[]>,
      db('portfolioItems').where({ userId }).orderBy('createdAt', 'desc').orderBy('id', 'desc') as Promise<PortfolioRow[]>,
    ]);
    const fields: SupplierProfileFields = row
      ? {
        capabilities: parseJsonList(row.capabilities),
        materials: parseJsonList(row.materials),
        equipment: parseJsonList(row.equipment),
        minOrderQuantity: numberOrNull(row.minOrderQuantity),
        prototypeLeadDays: numberOrNull(row.prototypeLeadDays),
        productionLeadWeeks: numberOrNull(row.productionLeadWeeks),
        monthlyCapacity: row.monthlyCapacityAmount === null || row.monthlyCapacityAmount === undefined ? null : { amount: Number(row.monthlyCapacityAmount), unit: String(row.monthlyCapacityUnit ?? '') },
        companySize: (row.companySize as CompanySize | null) ?? null,
        yearFounded: numberOrNull(row.yearFounded),
        factoryLocations: parseJsonList(row.factoryLocations),
        languages: parseJsonList(row.languages),
      }
      : EMPTY_SUPPLIER_FIELDS;
    return {
      ...fields,
      certifications: await this.certificationViews(db, certifications, asOwner),
      portfolio: await this.portfolioViews(db, portfolio, asOwner),
      updatedAt: row ? isoOrNull(row.updatedAt) : null,
    };
  }

  private async certificationViews(db: Knex, rows: CertificationRow[], asOwner: boolean): Promise<CertificationView[]> {
    const files = asOwner ? await filesById(db, rows.map((row) => row.fileId)) : new Map<number, ProfileFile>();
    return rows.map((row) => ({
      id: Number(row.id),
      certification: row.certification,
      status: row.status,
      reason: asOwner ? row.reason : null,
      file: asOwner && row.fileId !== null ? (files.get(Number(row.fileId)) ?? null) : null,
      submittedAt: iso(row.submittedAt),
      reviewedAt: isoOrNull(row.reviewedAt),
    }));
  }

  private async portfolioViews(db: Knex, rows: PortfolioRow[], asOwner: boolean): Promise<PortfolioItem[]> {
    const files = await filesById(db, rows.flatMap((row) => [...idList(row.imageFileIds), ...idList(row.fileIds)]), asOwner);
    // A file deleted since it was attached is left out.
    const pick = (ids: number[]) => ids.map((id) => files.get(id)).filter((file) => file !== undefined);
    return rows.map((row) => ({
      id: Number(row.id),
      title: row.title,
      description: row.description,
      images: pick(idList(row.imageFileIds)),
      files: pick(idList(row.fileIds)),
      createdAt: iso(row.createdAt),
    }));
  }

  private async portfolioItem(db: Knex, userId: number, id: number): Promise<PortfolioItem> {
    const row = (await db('portfolioItems').where({ id, userId }).first()) as PortfolioRow;
    return (await this.portfolioViews(db, [row], true))[0]!;
  }
}

export interface PortfolioFields {
  title: string;
  description: string;
  imageFileIds: number[];
  fileIds: number[];
}

function portfolioColumns(input: PortfolioFields) {
  return { title: input.title, description: input.description, imageFileIds: JSON.stringify(input.imageFileIds), fileIds: JSON.stringify(input.fileIds) };
}

/**
 * The files a profile shows; infected ones are left out (they can never be read), and, but for their
 * owner, those not yet scanned (the files module would refuse them until then).
 */
async function filesById(db: Knex, ids: Array<number | null>, asOwner = true): Promise<Map<number, ProfileFile>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null).map(Number))];
  if (!wanted.length) return new Map();
  const readable = asOwner ? ['clean', 'not_scanned', 'pending'] : ['clean', 'not_scanned'];
  const rows = (await db('files').whereIn('id', wanted).whereIn('scanStatus', readable).select('id', 'name', 'kind', 'mime', 'size')) as Array<Omit<ProfileFile, 'size'> & { size: number | string }>;
  return new Map(rows.map((row) => [Number(row.id), { id: Number(row.id), name: row.name, kind: row.kind, mime: row.mime, size: Number(row.size) }]));
}
