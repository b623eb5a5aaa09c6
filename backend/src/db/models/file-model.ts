import type { FileContext, FileKind, ScanStatus } from '#shared/schemas/file-schemas.ts';
import { BaseModel } from '../base-model.ts';

/** A file shared in a conversation or a project (modules/files is its only writer). */
export class StoredFile extends BaseModel {
  static override tableName = 'files';
  static override dateColumns = ['createdAt', 'updatedAt', 'scannedAt'];

  declare id: number;
  declare uploaderId: number;
  declare context: FileContext;
  declare connectionId: number | null;
  declare projectId: number | null;
  declare name: string;
  declare kind: FileKind;
  declare mime: string;
  declare size: number;
  declare sha256: string;
  declare storageKey: string;
  declare uploadId: string;
  declare scanStatus: ScanStatus;
  declare scanSignature: string | null;
  declare scannedAt: string | null;
  /** The first file of its revision chain; null for that first file (and conversation files). */
  declare revisionOf: number | null;
  declare revision: number;
}
