import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import {
  CONFIDENTIAL_PROJECT_FIELDS, NDA_MESSAGES, ndaSettingsSchema, ndaVersionInputSchema, sameSignerName, sharedProjectSchema, signNdaSchema,
  type ConfidentialProjectField, type NdaSignature as NdaSignatureView, type NdaVersion as NdaVersionView, type ProjectNda as ProjectNdaView,
  type SharedProjectSummary, type SharedProjectView,
} from '#shared/schemas/nda-schemas.ts';
import { PROJECT_MESSAGES } from '#shared/schemas/project-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { NdaSignature } from '../../db/models/nda-signature-model.ts';
import { NdaVersion } from '../../db/models/nda-version-model.ts';
import { Project } from '../../db/models/project-model.ts';
import { ProjectNda } from '../../db/models/project-nda-model.ts';
import { User } from '../../db/models/user-model.ts';
import { conflict, forbidden, invalid, notFound, parseInput } from '../../domain/domain-errors.ts';
import { isProjectPartner } from '../connections/index.ts';
import { sendInBackground } from '../mail/index.ts';
import type { ProjectService } from '../projects/index.ts';
import { signedNdaEmail, signedNdaFileName } from './nda-emails.ts';
import { signedNdaPdf, type SignedNdaRecord } from './nda-pdf.ts';
import { toSignatureView, toVersionView } from './nda-serializer.ts';
import { mutualNdaTemplate } from './nda-template.ts';

/** The signed-in member making the request. */
type Viewer = User;
/**
 * Members besides the project's partners who may read and sign its NDA: app.ts passes the suppliers
 * invited to a request for quote made from the project (sourcing builds on ndas, so ndas cannot ask it).
 */
export type ExtraNdaSigners = (db: Knex, userId: number, projectId: number) => Promise<boolean>;
/** Where the click-wrap signature came from. */
export interface SigningContext {
  ip: string;
  userAgent: string;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Project NDAs and who may do what with them:
 * - The owner requires an NDA, picks the confidential fields and saves the text; every save is a new
 *   numbered version and earlier ones are kept. Requiring it needs a saved version (409).
 * - A partner (a member on an accepted connection about the project, checked at each request) signs the
 *   newest version by typing their account's full name; the record keeps the time, IP, user agent and
 *   the SHA-256 of the exact text, and both sides are mailed the signed PDF.
 * - A signature of any version unlocks the project for that partner: a new version does not void
 *   earlier signatures (docs/ndas.md). While it is required and they have not signed, the project's
 *   files and confidential fields are withheld from them (403 from files, hidden fields here).
 * - Anyone else gets 404, so a project's existence does not leak; the owner always sees everything.
 */
export class NdaService {
  private readonly deps: AppDeps;
  private readonly projects: ProjectService;
  private readonly extraSigners: ExtraNdaSigners | undefined;

  constructor(deps: AppDeps, projects: ProjectService, extraSigners?: ExtraNdaSigners) {
    this.deps = deps;
    this.projects = projects;
    this.extraSigners = extraSigners;
  }

  /** GET /api/projects/{id}/nda: the owner's settings, versions, signatures and partners. */
  async ownerView(viewer: Viewer, projectId: number): Promise<ProjectNdaView> {
    const project = await this.projects.findOwned(this.deps.knex, viewer, projectId, NDA_MESSAGES.ownerOnly);
    return this.ownerViewOf(project, viewer);
  }

  async updateSettings(viewer: Viewer, projectId: number, input: unknown): Promise<ProjectNdaView> {
    const changes = parseInput(ndaSettingsSchema, input);
    const project = await this.deps.knex.transaction(async (trx) => {
      const owned = await this.projects.findOwned(trx, viewer, projectId, NDA_MESSAGES.ownerOnly, true);
      const settings = await settingsRow(trx, projectId);
      if (changes.required && !(await NdaVersion.query(trx).where({ projectId }).first())) throw conflict(NDA_MESSAGES.noVersion);
      await settings.$query(trx).patch({
        ...(changes.required !== undefined && { required: changes.required }),
        ...(changes.confidentialFields !== undefined && { confidentialFields: changes.confidentialFields }),
      });
      return owned;
    });
    return this.ownerViewOf(project, viewer);
  }

  /** POST /api/projects/{id}/nda/versions: the owner's text saved as the next version. */
  async addVersion(viewer: Viewer, projectId: number, input: unknown): Promise<NdaVersionView> {
    const { text } = parseInput(ndaVersionInputSchema, input);
    const version = await this.deps.knex.transaction(async (trx) => {
      // The project row locked: two saves at once get numbers one after the other.
      await this.projects.findOwned(trx, viewer, projectId, NDA_MESSAGES.ownerOnly, true);
      const latest = await NdaVersion.query(trx).where({ projectId }).orderBy('number', 'desc').first();
      if (latest && latest.text === text) throw conflict(NDA_MESSAGES.textUnchanged, { text: NDA_MESSAGES.textUnchanged });
      return NdaVersion.query(trx).insertAndFetch({ projectId, number: (latest?.number ?? 0) + 1, text, sha256: sha256(text), authorId: viewer.id });
    });
    return toVersionView(version, viewer.fullName);
  }

  /** GET /api/projects/{id}/shared: the project as the viewer (its owner or a partner) may see it now. */
  async sharedView(viewer: Viewer, projectId: number): Promise<SharedProjectView> {
    const { knex } = this.deps;
    const { project, owner, role } = await this.partyOf(knex, viewer, projectId);
    const settings = await ProjectNda.query(knex).findById(projectId);
    const required = Boolean(settings?.required);
    const confidentialFields = settings?.confidentialFields ?? [];
    const latest = await NdaVersion.query(knex).where({ projectId }).orderBy('number', 'desc').first();
    const mine = role === 'partner' ? await NdaSignature.query(knex).where({ projectId, signerId: viewer.id }).orderBy('signedAt', 'desc').orderBy('id', 'desc').first() : undefined;
    const locked = role === 'partner' && required && !mine;
    const hidden = locked ? confidentialFields : [];
    const signedVersion = mine ? await NdaVersion.query(knex).findById(mine.versionId) : undefined;
    return {
      project: sharedProjectSchema.parse({
        ...project,
        tags: project.tags ?? [],
        ...Object.fromEntries(hidden.map((field) => [field, null])),
        hiddenFields: hidden,
        owner: { id: owner.id, fullName: owner.fullName },
      }),
      role,
      nda: {
        required,
        locked,
        confidentialFields,
        // The text is shown while it is required (to read and sign) and to whoever signed it.
        current: latest && (required || mine || role === 'owner') ? toVersionView(latest, await authorName(knex, latest.authorId)) : null,
        mySignature: mine && signedVersion ? toSignatureView(mine, signedVersion.number) : null,
      },
    };
  }

  /** GET /api/shared-projects: the projects the viewer is a partner of (their own are on /projects). */
  async sharedList(viewer: Viewer): Promise<SharedProjectSummary[]> {
    const { knex } = this.deps;
    const rows: Array<Record<string, unknown>> = await knex('connections as c')
      .join('projects as p', 'p.id', 'c.projectId')
      .join('users as u', 'u.id', 'p.userId')
      .where('c.status', 'accepted')
      .where((q) => q.where('c.requesterId', viewer.id).orWhere('c.recipientId', viewer.id))
      .whereNot('p.userId', viewer.id)
      .whereNull('p.hiddenAt')
      .whereNull('u.deactivatedAt')
      .orderBy('c.updatedAt', 'desc')
      .orderBy('c.id', 'desc')
      .select('p.id', 'p.name', 'p.status', 'p.stage', 'p.userId', 'u.fullName as ownerName');
    const seen = new Set<number>();
    const projects = rows.filter((row) => !seen.has(Number(row.id)) && seen.add(Number(row.id)));
    const ids = projects.map((row) => Number(row.id));
    const required = new Set(ids.length ? (await ProjectNda.query(knex).whereIn('projectId', ids).where('required', true).select('projectId')).map((row) => row.projectId) : []);
    const signed = await signedProjects(knex, viewer.id, ids);
    return projects.map((row) => {
      const id = Number(row.id);
      return {
        id, name: String(row.name), status: String(row.status), stage: (row.stage as string | null) ?? null,
        owner: { id: Number(row.userId), fullName: String(row.ownerName) },
        ndaRequired: required.has(id), locked: required.has(id) && !signed.has(id),
      };
    });
  }

  /** POST /api/projects/{id}/nda/signatures: a partner's click-wrap signature of the newest version. */
  async sign(viewer: Viewer, projectId: number, input: unknown, context: SigningContext): Promise<NdaSignatureView> {
    const { versionId, fullName } = parseInput(signNdaSchema, input);
    const { knex } = this.deps;
    const { signature, record, ownerEmail } = await this.deps.events.inTransaction(knex, async (trx, announce) => {
      const { project, owner, role } = await this.partyOf(trx, viewer, projectId);
      if (role === 'owner') throw forbidden(NDA_MESSAGES.ownerSigns);
      const settings = await ProjectNda.query(trx).findById(projectId);
      const latest = await NdaVersion.query(trx).where({ projectId }).orderBy('number', 'desc').first();
      if (!settings?.required || !latest) throw conflict(NDA_MESSAGES.notRequired);
      if (latest.id !== versionId) throw conflict(NDA_MESSAGES.staleVersion);
      const account = await User.query(trx).findById(viewer.id).select('fullName');
      const accountName = account?.fullName ?? viewer.fullName;
      if (!sameSignerName(fullName, accountName)) throw invalid(NDA_MESSAGES.nameMismatch(accountName), { fullName: NDA_MESSAGES.nameMismatch(accountName) });
      if (await NdaSignature.query(trx).where({ versionId: latest.id, signerId: viewer.id }).first()) throw conflict(NDA_MESSAGES.alreadySigned);
      // The hash of the text as stored now, which is what was shown; it must still match the one saved with it.
      const documentSha256 = sha256(latest.text);
      if (documentSha256 !== latest.sha256) throw new Error(`NDA version ${latest.id} does not match its stored SHA-256`);
      const inserted = await NdaSignature.query(trx).insertAndFetch({
        versionId: latest.id, projectId, signerId: viewer.id, typedName: fullName, signedAt: new Date().toISOString(),
        ip: context.ip.slice(0, 64), userAgent: context.userAgent.slice(0, 512), documentSha256,
        projectName: project.name, signerName: accountName, ownerId: owner.id, ownerName: owner.fullName,
      });
      announce({ type: 'nda-signed', projectId, signerId: viewer.id, ownerId: owner.id });
      return { signature: inserted, record: recordOf(inserted, latest), ownerEmail: owner.email };
    }).catch((error: unknown) => {
      // The same partner signing twice at once: one insert wins.
      if (isUniqueViolation(error)) throw conflict(NDA_MESSAGES.alreadySigned);
      throw error;
    });
    await this.mailBothSides(signature, record, [{ to: ownerEmail, side: 'owner' }, { to: viewer.email, side: 'partner' }]);
    return toSignatureView(signature, record.versionNumber);
  }

  /** GET /api/nda-signatures/{id}/pdf: the signed PDF, for the project's owner and the signer only. */
  async signaturePdf(viewer: Pick<User, 'id'>, signatureId: number): Promise<{ filename: string; bytes: Uint8Array }> {
    const { knex } = this.deps;
    const signature = await NdaSignature.query(knex).findById(signatureId);
    if (!signature || (signature.signerId !== viewer.id && signature.ownerId !== viewer.id)) throw notFound(NDA_MESSAGES.signatureNotFound);
    const version = await NdaVersion.query(knex).findById(signature.versionId);
    if (!version) throw notFound(NDA_MESSAGES.signatureNotFound);
    const record = recordOf(signature, version);
    return { filename: signedNdaFileName(record, signature.id), bytes: await signedNdaPdf(record) };
  }

  private async mailBothSides(signature: NdaSignature, record: SignedNdaRecord, recipients: Array<{ to: string; side: 'owner' | 'partner' }>): Promise<void> {
    try {
      const pdf = { filename: signedNdaFileName(record, signature.id), bytes: await signedNdaPdf(record) };
      const link = `${this.deps.appUrl}/projects/${signature.projectId}`;
      for (const { to, side } of recipients) {
        sendInBackground(this.deps, signedNdaEmail(to, side, record, pdf, side === 'owner' ? `${link}?tab=nda` : `${link}/shared`));
      }
    } catch (error) {
      // The signature is committed; a PDF that cannot be drawn must not undo it (both may download it later).
      this.deps.log(`signed NDA ${signature.id}: the PDF for the mail failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async ownerViewOf(project: Project, owner: Pick<User, 'id' | 'fullName'>): Promise<ProjectNdaView> {
    const { knex } = this.deps;
    const settings = await ProjectNda.query(knex).findById(project.id);
    const versions = await NdaVersion.query(knex).where({ projectId: project.id }).orderBy('number', 'desc');
    const numbers = new Map(versions.map((version) => [version.id, version.number]));
    const signatures = await NdaSignature.query(knex).where({ projectId: project.id }).orderBy('signedAt', 'desc').orderBy('id', 'desc');
    const authors = await namesOf(knex, versions.map((version) => version.authorId));
    const partnerRows: Array<Record<string, unknown>> = await knex('connections as c')
      .join('users as u', (join) => join.on('u.id', '=', 'c.requesterId').orOn('u.id', '=', 'c.recipientId'))
      .where({ 'c.projectId': project.id, 'c.status': 'accepted' })
      .whereNot('u.id', owner.id)
      .distinct('u.id', 'u.fullName')
      .orderBy('u.fullName');
    const newestSigned = new Map<number, number>();
    for (const signature of signatures) {
      const number = numbers.get(signature.versionId) ?? 0;
      if (number > (newestSigned.get(signature.signerId) ?? 0)) newestSigned.set(signature.signerId, number);
    }
    return {
      projectId: project.id,
      required: Boolean(settings?.required),
      confidentialFields: settings?.confidentialFields ?? [],
      versions: versions.map((version) => toVersionView(version, authors.get(version.authorId) ?? '')),
      signatures: signatures.map((signature) => toSignatureView(signature, numbers.get(signature.versionId) ?? 0)),
      partners: partnerRows.map((row) => ({ id: Number(row.id), fullName: String(row.fullName), signedVersion: newestSigned.get(Number(row.id)) ?? null })),
      template: mutualNdaTemplate({ projectName: project.name, ownerName: owner.fullName }),
    };
  }

  /** The viewer's place in the project: its owner, or a partner of a project the team has not hidden; else 404. */
  private async partyOf(db: Knex, viewer: Pick<User, 'id'>, projectId: number): Promise<{ project: Project; owner: User; role: 'owner' | 'partner' }> {
    const project = await Project.query(db).findById(projectId);
    const owner = project && (await User.query(db).findById(project.userId));
    if (project && owner && project.userId === viewer.id) return { project, owner, role: 'owner' };
    if (project && owner && !project.hiddenAt && !owner.deactivatedAt && ((await isProjectPartner(db, viewer.id, projectId)) || (await this.extraSigners?.(db, viewer.id, projectId)))) {
      return { project, owner, role: 'partner' };
    }
    throw notFound(PROJECT_MESSAGES.notFound);
  }
}

/** The settings row of a project, made (not required, no fields) on first use. */
async function settingsRow(trx: Knex.Transaction, projectId: number): Promise<ProjectNda> {
  const found = await ProjectNda.query(trx).findById(projectId).forUpdate();
  if (found) return found;
  return ProjectNda.query(trx).insertAndFetch({ projectId, required: false, confidentialFields: [] });
}

function recordOf(signature: NdaSignature, version: NdaVersion): SignedNdaRecord {
  return {
    projectName: signature.projectName, ownerName: signature.ownerName, signerName: signature.signerName, typedName: signature.typedName,
    versionNumber: version.number, text: version.text, documentSha256: signature.documentSha256, signedAt: signature.signedAt,
    ip: signature.ip, userAgent: signature.userAgent,
  };
}

async function namesOf(knex: Knex, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const users = await User.query(knex).whereIn('id', unique).select('id', 'fullName');
  return new Map(users.map((user) => [user.id, user.fullName]));
}

async function authorName(knex: Knex, id: number): Promise<string> {
  return (await namesOf(knex, [id])).get(id) ?? '';
}

/** Of these projects, the ones the member signed some version of the NDA for. */
async function signedProjects(db: Knex, userId: number, projectIds: number[]): Promise<Set<number>> {
  if (!projectIds.length) return new Set();
  // select, not pluck: the snake_case mappers rename the column before pluck would read it.
  const rows: Array<{ projectId: number }> = await db('nda_signatures').where({ signerId: userId }).whereIn('projectId', projectIds).distinct('projectId');
  return new Set(rows.map((row) => Number(row.projectId)));
}

/**
 * Whether the project's NDA still keeps this member from its files: it is required and they have
 * signed no version of it. For the files module, which has already checked that they are a partner.
 */
export async function ndaBlocksPartner(db: Knex, userId: number, projectId: number): Promise<boolean> {
  const settings = await db('project_ndas').where({ projectId }).first('required');
  if (!settings || !Number(settings.required)) return false;
  const owner = await db('projects').where({ id: projectId }).first('userId');
  if (owner && Number(owner.userId) === userId) return false;
  return !(await signedProjects(db, userId, [projectId])).has(projectId);
}

/** Whether the project's owner requires partners to sign its NDA (required, with a saved text). */
export async function projectRequiresNda(db: Knex, projectId: number): Promise<boolean> {
  const settings = await db('project_ndas').where({ projectId }).first('required');
  if (!settings || !Number(settings.required)) return false;
  return Boolean(await db('nda_versions').where({ projectId }).first('id'));
}

/**
 * The confidential fields to withhold, per project, from a viewer who is not its owner (null: nobody in
 * particular, e.g. a public profile). A project appears when its NDA is required, covers some fields and
 * the viewer signed no version; the projects module blanks those fields wherever it shows the project.
 */
export async function withheldProjectFields(db: Knex, viewerId: number | null, projects: Array<{ id: number; userId: number }>): Promise<Map<number, ConfidentialProjectField[]>> {
  const others = projects.filter((project) => project.userId !== viewerId);
  if (!others.length) return new Map();
  const settings = await ProjectNda.query(db).whereIn('projectId', others.map((project) => project.id)).where('required', true);
  const covering = settings.filter((row) => row.confidentialFields?.length);
  if (!covering.length) return new Map();
  const signed = viewerId === null ? new Set<number>() : await signedProjects(db, viewerId, covering.map((row) => row.projectId));
  return new Map(
    covering
      .filter((row) => !signed.has(row.projectId))
      .map((row) => [row.projectId, CONFIDENTIAL_PROJECT_FIELDS.filter((field) => row.confidentialFields!.includes(field))]),
  );
}
