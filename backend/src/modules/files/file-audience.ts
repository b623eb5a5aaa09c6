import type { Knex } from 'knex';
import { StoredFile } from '../../db/models/file-model.ts';
import { acceptedConnectionSides } from '../connections/index.ts';

/**
 * Who hears that a file's state changed: its uploader, and once it was sent with a message, the other
 * side of that conversation too (their copy turns from 'being checked' to downloadable).
 */
export async function fileAudience(db: Knex, fileId: number, uploaderId: number): Promise<number[]> {
  const file = await StoredFile.query(db).findById(fileId).select('context', 'connectionId', 'messageId');
  if (!file || file.context !== 'conversation' || file.messageId === null || file.connectionId === null) return [uploaderId];
  const sides = (await acceptedConnectionSides(db, file.connectionId)) ?? [];
  return [...new Set([uploaderId, ...sides])];
}
