import type { Knex } from 'knex';
import { MESSAGE_ERRORS } from '#shared/schemas/message-schemas.ts';
import type { FileView } from '#shared/schemas/file-schemas.ts';
import { StoredFile } from '../../db/models/file-model.ts';
import { conflict, invalid } from '../../domain/domain-errors.ts';
import { toView, uploaderNames } from './file-service.ts';

/**
 * Files go with a message when it is sent: each must be the sender's own upload to that conversation,
 * not yet sent with another message and not quarantined. Called inside the transaction that stores
 * the message, so a refused file stores no message (and a failed message attaches no file). Locked,
 * so two sends of the same file cannot both take it.
 */
export async function attachFilesToMessage(
  trx: Knex.Transaction,
  attach: { fileIds: number[]; connectionId: number; senderId: number; messageId: number },
): Promise<void> {
  if (!attach.fileIds.length) return;
  const files = await StoredFile.query(trx).whereIn('id', attach.fileIds).forUpdate();
  if (files.length !== attach.fileIds.length) throw invalid(MESSAGE_ERRORS.attachment);
  for (const file of files) {
    if (file.context !== 'conversation' || file.connectionId !== attach.connectionId || file.uploaderId !== attach.senderId) throw invalid(MESSAGE_ERRORS.attachment);
    if (file.messageId !== null && file.messageId !== attach.messageId) throw conflict(MESSAGE_ERRORS.attachmentTaken);
    if (file.scanStatus === 'infected') throw conflict(MESSAGE_ERRORS.attachmentInfected);
  }
  await StoredFile.query(trx).whereIn('id', attach.fileIds).patch({ messageId: attach.messageId });
}

/** Each message's files (in the order they were uploaded) as the viewer sees them. */
export async function messageAttachments(db: Knex, messageIds: number[], viewer: { id: number }): Promise<Map<number, FileView[]>> {
  return (await messageAttachmentsForEach(db, messageIds, [viewer.id])).get(viewer.id)!;
}

/**
 * The same for several viewers from one read (a sent message's two sides): only whether each may
 * download a file yet differs between them.
 */
export async function messageAttachmentsForEach(db: Knex, messageIds: number[], viewerIds: number[]): Promise<Map<number, Map<number, FileView[]>>> {
  const result = new Map(viewerIds.map((id) => [id, new Map<number, FileView[]>()]));
  if (!messageIds.length) return result;
  const files = await StoredFile.query(db).whereIn('messageId', [...new Set(messageIds)]).orderBy('id');
  const names = await uploaderNames(db, files);
  for (const [viewerId, byMessage] of result) {
    for (const file of files) {
      const list = byMessage.get(file.messageId!) ?? [];
      list.push(toView(file, { id: viewerId }, names));
      byMessage.set(file.messageId!, list);
    }
  }
  return result;
}
