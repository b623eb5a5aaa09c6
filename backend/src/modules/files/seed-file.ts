import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Upload } from '@tus/server';
import type { Knex } from 'knex';
import { isModelKind, type ModelGeometry } from '#shared/schemas/file-schemas.ts';
import { StoredFile } from '../../db/models/file-model.ts';
import { invalid } from '../../domain/domain-errors.ts';
import { detectFile, displayName } from './file-detection.ts';
import type { FileStorage } from './file-storage.ts';
import { ModelGeometryReader, ModelReadError } from './model-geometry.ts';

export interface SeedFileInput {
  uploaderId: number;
  /** A project's file, one sent with a message in a conversation, or one on the uploader's supplier profile. */
  to: { projectId: number } | { connectionId: number; messageId: number } | { context: 'profile' | 'certificate' };
  name: string;
  bytes: Buffer;
  /** The project file this is the next revision of (its chain's first file). */
  revisionOf?: { id: number; revision: number };
  createdAt?: string;
}

/**
 * A project's file, or a file sent with a message, made by the server itself (the demo seed), recorded as an upload would be: its kind
 * from its content, its bytes written through the storage's own upload path (so disk and bucket
 * both work) then moved to their key, and a model's geometry read. No scanner has seen it, so it is
 * recorded 'not_scanned', as every upload is on a server without one. Access rules are the caller's
 * (the seed knows whom a project belongs to).
 */
export async function seedFile(knex: Knex, storage: FileStorage, input: SeedFileInput, reader?: ModelGeometryReader): Promise<StoredFile> {
  const size = input.bytes.length;
  const detection = await detectFile(input.bytes.subarray(0, 64 * 1024), size, input.name);
  if (!detection.accepted) throw invalid(detection.message);
  const uploadId = randomBytes(16).toString('hex');
  await storage.datastore.create(new Upload({ id: uploadId, size, offset: 0, metadata: {} }));
  await storage.datastore.write(Readable.from([input.bytes]), uploadId, 0);
  const storageKey = `files/${randomUUID()}`;
  await storage.adoptUpload(uploadId, storageKey);

  let geometry: ModelGeometry | null = null;
  let geometryStatus: StoredFile['geometryStatus'] = null;
  if (isModelKind(detection.kind)) {
    const own = reader ?? new ModelGeometryReader();
    try {
      geometry = await own.read(detection.kind, Readable.from([input.bytes]), size);
      geometryStatus = 'read';
    } catch (error) {
      if (!(error instanceof ModelReadError)) throw error;
      geometryStatus = 'failed';
    } finally {
      if (!reader) await own.close();
    }
  }
  const createdAt = input.createdAt ?? new Date().toISOString();
  return StoredFile.query(knex).insertAndFetch({
    uploaderId: input.uploaderId,
    ...('projectId' in input.to
      ? { context: 'project' as const, connectionId: null, projectId: input.to.projectId, messageId: null }
      : 'context' in input.to
        ? { context: input.to.context, connectionId: null, projectId: null, messageId: null }
        : { context: 'conversation' as const, connectionId: input.to.connectionId, projectId: null, messageId: input.to.messageId }),
    name: displayName(input.name, detection.extension),
    kind: detection.kind,
    mime: detection.mime,
    size,
    sha256: createHash('sha256').update(input.bytes).digest('hex'),
    storageKey,
    uploadId,
    scanStatus: 'not_scanned',
    scannedAt: null,
    revisionOf: input.revisionOf?.id ?? null,
    revision: input.revisionOf ? input.revisionOf.revision + 1 : 1,
    geometry,
    geometryStatus,
    createdAt,
    updatedAt: createdAt,
  });
}
