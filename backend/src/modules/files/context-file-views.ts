import type { Knex } from 'knex';
import type { FileView } from '#shared/schemas/file-schemas.ts';
import { StoredFile } from '../../db/models/file-model.ts';
import type { ExternalFileContext } from './file-context-access.ts';
import { toView, uploaderNames } from './file-service.ts';

/**
 * Of these file ids, the ones uploaded by `uploaderId` to the request's context (a request's or a
 * quote's files): what its owner may reference. Quarantined files are left out.
 */
export async function filesInContext(db: Knex, where: { context: ExternalFileContext; rfqId: number; uploaderId: number }, fileIds: number[]): Promise<number[]> {
  if (!fileIds.length) return [];
  const rows = await StoredFile.query(db).whereIn('id', [...new Set(fileIds)]).where(where).whereNot('scanStatus', 'infected').select('id');
  return rows.map((row) => row.id);
}

/** The files of these ids as the viewer may use them (a removed file is left out), by id. */
export async function fileViewsByIds(db: Knex, fileIds: number[], viewer: { id: number }): Promise<Map<number, FileView>> {
  if (!fileIds.length) return new Map();
  const files = await StoredFile.query(db).whereIn('id', [...new Set(fileIds)]);
  const names = await uploaderNames(db, files);
  return new Map(files.map((file) => [file.id, toView(file, viewer, names)]));
}
