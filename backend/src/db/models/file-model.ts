import type { FileContext, FileKind, ModelGeometry, ScanStatus } from '#shared/schemas/file-schemas.ts';
import { BaseModel } from '../base-model.ts';

/** A file shared in a conversation or a project (modules/files is its only writer). */
export class StoredFile extends BaseModel {
  static override tableName = 'files';
  static override dateColumns = ['createdAt', 'updatedAt', 'scannedAt'];
  static override jsonAttributes = ['geometry'];

  declare id: number;
  declare uploaderId: number;
  declare context: FileContext;
  declare connectionId: number | null;
  declare projectId: number | null;
  /** The request for quote of an 'rfq' or 'quote' file (modules/sourcing decides who reads it). */
  declare rfqId: number | null;
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
  /** The message it was sent with (conversation files only; null until sent, or for a file shared on its own). */
  declare messageId: number | null;
  /** A model's geometry once read (modules/files, model-geometry.ts); null otherwise. */
  declare geometry: ModelGeometry | null;
  /** null: not read yet (or not a model); 'read'; 'failed' (malformed, not tried again); 'too_large' (past what is read). */
  declare geometryStatus: GeometryStatus | null;
}

export type GeometryStatus = 'read' | 'failed' | 'too_large';
