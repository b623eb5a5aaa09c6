import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Knex } from 'knex';
import { AI_MESSAGES } from '#shared/schemas/ai-schemas.ts';
import { FILE_MESSAGES, fileUploadMetadataSchema, type FileList, type FileView } from '#shared/schemas/file-schemas.ts';
import { NDA_MESSAGES } from '#shared/schemas/nda-schemas.ts';
import { hasSupplierProfile, SUPPLIER_PROFILE_MESSAGES } from '#shared/schemas/supplier-profile-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { StoredFile } from '../../db/models/file-model.ts';
import { User } from '../../db/models/user-model.ts';
import { conflict, forbidden, invalid, isDomainError, notFound, parseInput } from '../../domain/domain-errors.ts';
import { acceptedConnectionSides, isProjectPartner } from '../connections/index.ts';
import { ndaBlocksPartner } from '../ndas/index.ts';
import { projectOwnerId } from '../projects/index.ts';
import { FileContextAccess, type ExternalFileContext } from './file-context-access.ts';
import { detectFile, displayName, readHead } from './file-detection.ts';
import type { FileScanQueue } from './file-scanning.ts';
import type { FileStorage } from './file-storage.ts';

/** Where an upload goes, once its metadata is checked: the uploader is a party there. */
export type UploadTarget =
  | { context: 'conversation'; filename: string; connectionId: number }
  | { context: 'project'; filename: string; projectId: number; revisionOf?: number }
  | { context: 'profile' | 'certificate'; filename: string }
  | { context: ExternalFileContext; filename: string; rfqId: number };

type Viewer = { id: number; role?: string };

/** A spreadsheet read whole into memory (a bill of materials) is at most this large. */
const SPREADSHEET_MAX_BYTES = 2 * 1024 * 1024;
type Role = 'owner' | 'party';

/**
 * Shared files and who may do what with them:
 * - A conversation's files: its two sides (an accepted connection). A project's files: its owner and
 *   the members on an accepted connection about it, checked at each request (a partner whose
 *   connection no longer counts loses access at once).
 * - Anyone else gets 404 for the file, the list and the upload, so a file's existence does not leak.
 * - Before a file is scanned clean (or recorded 'not_scanned', without a scanner) only its uploader
 *   may download it; the others see it listed as pending. An infected file is quarantined: listed,
 *   never downloadable.
 * - The uploader deletes a file; for a project file the project's owner may too.
 * - An admin may read (not list or delete) a file that was reported: sent with a reported message,
 *   or belonging to a reported project, so a report about what was shared can be judged.
 * - A supplier profile's file (`profile`) is every signed-in member's to read, on the same scan rule;
 *   a certificate (`certificate`) is its uploader's, and the admins' who review it. Each is uploaded
 *   to the member's own profile only.
 * - A request for quote's files (`rfq`) and a quote's (`quote`) follow the sourcing module's rules,
 *   asked through `FileContextAccess` (registered by app.ts, so files does not import sourcing).
 */
export class FileService {
  private readonly deps: AppDeps;
  private readonly storage: FileStorage;
  private readonly scans: FileScanQueue;
  private readonly external: FileContextAccess;

  constructor(deps: AppDeps, storage: FileStorage, scans: FileScanQueue, external = new FileContextAccess()) {
    this.deps = deps;
    this.storage = storage;
    this.scans = scans;
    this.external = external;
  }

  /** A new upload's metadata (POST /api/files/uploads), checked: 404 unless the member is a party there. */
  async authorizeUpload(user: Viewer, metadata: Record<string, string>): Promise<UploadTarget> {
    const target = parseInput(fileUploadMetadataSchema, metadata) as UploadTarget;
    if (target.context === 'conversation') await this.roleInConversation(user, target.connectionId);
    // Only a profile that can show them takes profile files and certificates.
    else if (target.context === 'profile' || target.context === 'certificate') {
      if (!hasSupplierProfile(user.role)) throw forbidden(SUPPLIER_PROFILE_MESSAGES.rolesOnly);
    } else if (target.context === 'project') {
      await this.roleInProject(user, target.projectId);
      if (target.revisionOf !== undefined) await this.revisionBase(this.deps.knex, target.projectId, target.revisionOf);
    } else if (isExternal(target)) await this.external.roleIn(this.deps.knex, user, { context: target.context, rfqId: target.rfqId, fileId: null, uploaderId: user.id });
    return target;
  }

  /**
   * A finished upload: its kind found from its first bytes, its hash from a pass over it, the bytes
   * moved to their final key and the row recorded; then it is queued for its scan. A refused file is
   * discarded with the reason.
   */
  async finishUpload(uploadId: string, uploaderId: number, target: UploadTarget, size: number): Promise<FileView> {
    const detection = await detectFile(await readHead(await this.storage.readUpload(uploadId)), size, target.filename);
    if (!detection.accepted) {
      await this.storage.discardUpload(uploadId);
      throw invalid(detection.message);
    }
    const sha256 = await hashOf(await this.storage.readUpload(uploadId));
    const storageKey = `files/${randomUUID()}`;
    await this.storage.adoptUpload(uploadId, storageKey);
    const { knex, events } = this.deps;
    const scanStatus = this.scans.enabled ? 'pending' : 'not_scanned';
    let file: StoredFile;
    try {
      file = await events.inTransaction(knex, async (trx, announce) => {
        // Checked again: the uploader may have lost their place while the bytes arrived.
        if (target.context === 'conversation') await this.roleInConversation({ id: uploaderId }, target.connectionId, trx);
        else if (target.context === 'project') await this.roleInProject({ id: uploaderId }, target.projectId, trx);
        else if (isExternal(target)) await this.external.roleIn(trx, { id: uploaderId }, { context: target.context, rfqId: target.rfqId, fileId: null, uploaderId });
        const chain = target.context === 'project' && target.revisionOf !== undefined ? await this.nextRevision(trx, target.projectId, target.revisionOf) : null;
        const inserted = await StoredFile.query(trx).insertAndFetch({
          uploaderId,
          context: target.context,
          connectionId: target.context === 'conversation' ? target.connectionId : null,
          projectId: target.context === 'project' ? target.projectId : null,
          rfqId: isExternal(target) ? target.rfqId : null,
          name: displayName(target.filename, detection.extension),
          kind: detection.kind,
          mime: detection.mime,
          size,
          sha256,
          storageKey,
          uploadId,
          scanStatus,
          scannedAt: null,
          revisionOf: chain?.root ?? null,
          revision: chain?.revision ?? 1,
        });
        announce({ type: 'file-added', fileId: inserted.id, uploaderId, scanStatus });
        return inserted;
      });
    } catch (error) {
      await this.storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
    this.scans.enqueue(file.id);
    return this.view(file, { id: uploaderId });
  }

  async get(user: Viewer, id: number): Promise<FileView> {
    const file = await this.findVisible(user, id);
    return this.view(file, user);
  }

  /** A context's files, newest first, each with its earlier revisions. */
  async list(user: Viewer, where: { connectionId: number } | { projectId: number }): Promise<FileList> {
    const { knex } = this.deps;
    if ('connectionId' in where) await this.roleInConversation(user, where.connectionId);
    else await this.roleInProject(user, where.projectId);
    const query = StoredFile.query(knex).where(where).orderBy('createdAt', 'desc').orderBy('id', 'desc');
    // A conversation file not yet sent with a message is its uploader's draft.
    if ('connectionId' in where) query.where((q) => q.whereNotNull('messageId').orWhere('uploaderId', user.id));
    const files = await query;
    const names = await uploaderNames(knex, files);
    const chains = new Map<number, StoredFile[]>();
    for (const file of files) {
      const root = file.revisionOf ?? file.id;
      const chain = chains.get(root);
      if (chain) chain.push(file);
      else chains.set(root, [file]);
    }
    const entries = [...chains.values()].map((chain) => {
      const [latest, ...earlier] = chain.sort((a, b) => b.revision - a.revision);
      return { ...toView(latest!, user, names), earlierRevisions: earlier.map((file) => toView(file, user, names)) };
    });
    entries.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id));
    return { files: entries };
  }

  /**
   * A file the viewer may download now: a short-lived signed URL of the bucket's where there is one
   * (the bytes then bypass this server), else its bytes.
   */
  async openDownload(user: Viewer, id: number): Promise<{ file: StoredFile } & ({ url: string } | { stream: Readable })> {
    const file = await this.findVisible(user, id);
    if (file.scanStatus === 'infected') throw conflict(FILE_MESSAGES.quarantined);
    if (!downloadable(file, user)) throw conflict(FILE_MESSAGES.notYetScanned);
    const url = await this.storage.signedDownloadUrl(file.storageKey, file.name, file.mime);
    return url ? { file, url } : { file, stream: await this.storage.read(file.storageKey) };
  }

  /**
   * A CSV or Excel file the viewer may download now, read whole (a bill of materials for the cost
   * estimate): the download's access and scan rules, 400 for another kind or a file over 2 MB.
   */
  async readSpreadsheet(user: Viewer, id: number): Promise<{ name: string; kind: 'csv' | 'xlsx'; bytes: Buffer }> {
    const file = await this.findVisible(user, id);
    if (file.kind !== 'csv' && file.kind !== 'xlsx') throw invalid(AI_MESSAGES.bomFile);
    if (file.scanStatus === 'infected') throw conflict(FILE_MESSAGES.quarantined);
    if (!downloadable(file, user)) throw conflict(FILE_MESSAGES.notYetScanned);
    if (Number(file.size) > SPREADSHEET_MAX_BYTES) throw invalid(AI_MESSAGES.bomFileTooLarge);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of await this.storage.read(file.storageKey)) {
      size += (chunk as Buffer).length;
      if (size > SPREADSHEET_MAX_BYTES) throw invalid(AI_MESSAGES.bomFileTooLarge);
      chunks.push(chunk as Buffer);
    }
    return { name: file.name, kind: file.kind, bytes: Buffer.concat(chunks) };
  }

  async delete(user: Viewer, id: number): Promise<void> {
    const { knex } = this.deps;
    const file = await knex.transaction(async (trx) => {
      const found = await StoredFile.query(trx).findById(id).forUpdate();
      if (!found) throw notFound(FILE_MESSAGES.notFound);
      const role = await this.roleOf(user, found, trx);
      if (found.uploaderId !== user.id && !(found.context === 'project' && role === 'owner')) throw forbidden(FILE_MESSAGES.deleteNotAllowed);
      // The chain's first file going: the next revision becomes the first, so the chain stays one.
      if (found.revisionOf === null) {
        const next = await StoredFile.query(trx).where({ revisionOf: found.id }).orderBy('revision').first();
        if (next) {
          await StoredFile.query(trx).where({ revisionOf: found.id }).whereNot({ id: next.id }).patch({ revisionOf: next.id });
          await StoredFile.query(trx).findById(next.id).patch({ revisionOf: null });
        }
      }
      await StoredFile.query(trx).deleteById(found.id);
      return found;
    });
    await this.storage.delete(file.storageKey).catch((error: unknown) => this.deps.log(`Removing stored file ${file.storageKey} failed: ${String(error)}`));
  }

  private async findVisible(user: Viewer, id: number): Promise<StoredFile> {
    const file = await StoredFile.query(this.deps.knex).findById(id);
    if (!file || isUnsentDraftOfAnother(file, user)) throw notFound(FILE_MESSAGES.notFound);
    if (user.role === 'admin' && (file.context === 'certificate' || (await this.isReported(file)))) return file;
    await this.roleOf(user, file);
    return file;
  }

  /** Whether a member reported what the file came with: its message, its project or its request for quote. */
  private async isReported(file: StoredFile): Promise<boolean> {
    const target = file.messageId !== null ? { targetType: 'message', targetId: file.messageId } : file.projectId !== null ? { targetType: 'project', targetId: file.projectId }
      : file.context === 'rfq' && file.rfqId !== null ? { targetType: 'rfq', targetId: file.rfqId } : null;
    return target !== null && Boolean(await this.deps.knex('reports').where(target).first('id'));
  }

  /** The viewer's place in the file's context, or 404 for the file. */
  private async roleOf(user: Viewer, file: StoredFile, db: Knex = this.deps.knex): Promise<Role> {
    if (file.context === 'rfq' || file.context === 'quote') {
      return this.external.roleIn(db, user, { context: file.context, rfqId: file.rfqId!, fileId: file.id, uploaderId: file.uploaderId }).catch((error: unknown) => {
        throw isDomainError(error, 'not_found') ? notFound(FILE_MESSAGES.notFound) : error;
      });
    }
    if (file.context === 'profile') return file.uploaderId === user.id ? 'owner' : 'party';
    if (file.context === 'certificate') {
      if (file.uploaderId !== user.id) throw notFound(FILE_MESSAGES.notFound);
      return 'owner';
    }
    try {
      return file.context === 'conversation' ? await this.roleInConversation(user, file.connectionId!, db) : await this.roleInProject(user, file.projectId!, db);
    } catch (error) {
      throw isDomainError(error, 'not_found') ? notFound(FILE_MESSAGES.notFound) : error;
    }
  }

  private async roleInConversation(user: Viewer, connectionId: number, db: Knex = this.deps.knex): Promise<Role> {
    const sides = await acceptedConnectionSides(db, connectionId);
    if (!sides?.includes(user.id)) throw notFound(FILE_MESSAGES.noConnection);
    return 'party';
  }

  private async roleInProject(user: Viewer, projectId: number, db: Knex = this.deps.knex): Promise<Role> {
    const ownerId = await projectOwnerId(db, projectId);
    if (ownerId === user.id) return 'owner';
    if (ownerId !== null && (await isProjectPartner(db, user.id, projectId))) {
      // A partner who has not signed the project's required NDA is told so; a non-party still gets 404.
      if (await ndaBlocksPartner(db, user.id, projectId)) throw forbidden(NDA_MESSAGES.signFirst);
      return 'party';
    }
    throw notFound(FILE_MESSAGES.noProject);
  }

  private async revisionBase(db: Knex, projectId: number, revisionOf: number): Promise<StoredFile> {
    const base = await StoredFile.query(db).findById(revisionOf);
    if (!base || base.projectId !== projectId) throw notFound(FILE_MESSAGES.revisionNotFound);
    return base;
  }

  /** The chain a new revision joins (locked, so two new revisions get different numbers) and its number. */
  private async nextRevision(trx: Knex.Transaction, projectId: number, revisionOf: number): Promise<{ root: number; revision: number }> {
    const base = await this.revisionBase(trx, projectId, revisionOf);
    const root = base.revisionOf ?? base.id;
    await StoredFile.query(trx).findById(root).forUpdate();
    const row = await trx('files').where({ id: root }).orWhere({ revisionOf: root }).max({ revision: 'revision' }).first();
    return { root, revision: Number(row?.revision ?? 1) + 1 };
  }

  private async view(file: StoredFile, viewer: Viewer): Promise<FileView> {
    return toView(file, viewer, await uploaderNames(this.deps.knex, [file]));
  }
}

const isExternal = (target: UploadTarget): target is Extract<UploadTarget, { rfqId: number }> => target.context === 'rfq' || target.context === 'quote';

/** A conversation file its uploader has not sent yet: no one else sees it. */
function isUnsentDraftOfAnother(file: StoredFile, viewer: Viewer): boolean {
  return file.context === 'conversation' && file.messageId === null && file.uploaderId !== viewer.id;
}

function downloadable(file: StoredFile, viewer: Viewer): boolean {
  if (file.scanStatus === 'infected') return false;
  return file.scanStatus === 'clean' || file.scanStatus === 'not_scanned' || file.uploaderId === viewer.id;
}

export function toView(file: StoredFile, viewer: Viewer, names: Map<number, string>): FileView {
  return {
    id: file.id,
    name: file.name,
    kind: file.kind,
    mime: file.mime,
    size: Number(file.size),
    sha256: file.sha256,
    scanStatus: file.scanStatus,
    scannedAt: file.scannedAt,
    uploader: { id: file.uploaderId, name: names.get(file.uploaderId) ?? '' },
    context: file.context,
    connectionId: file.connectionId,
    projectId: file.projectId,
    revisionOf: file.revisionOf,
    revision: file.revision,
    downloadable: downloadable(file, viewer),
    geometry: file.geometry ?? null,
    createdAt: file.createdAt,
  };
}

export async function uploaderNames(knex: Knex, files: StoredFile[]): Promise<Map<number, string>> {
  const ids = [...new Set(files.map((file) => file.uploaderId))];
  if (!ids.length) return new Map();
  const users = await User.query(knex).whereIn('id', ids).select('id', 'username', 'fullName');
  return new Map(users.map((user) => [user.id, user.fullName || user.username]));
}

/** The SHA-256 of a stream, read chunk by chunk. */
async function hashOf(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
