import type { Knex } from 'knex';
import { FILE_MESSAGES } from '#shared/schemas/file-schemas.ts';
import { notFound } from '../../domain/domain-errors.ts';

/** Contexts whose rules live in another module: a request for quote's files, and a quote's. */
export type ExternalFileContext = 'rfq' | 'quote';

/** The file (or, for an upload about to start, the place) asked about. `fileId` is null for an upload. */
export interface ExternalFileRef {
  context: ExternalFileContext;
  rfqId: number;
  fileId: number | null;
  uploaderId: number;
}

/**
 * The owning module's answer: 'owner' (the viewer may upload there; for a file, it is theirs),
 * 'party' (may read it), or a thrown domain error (404 for anyone who must not know it exists, 403
 * with a reason, such as an NDA still to sign).
 */
export type ExternalFileAccess = (db: Knex, viewer: { id: number }, ref: ExternalFileRef) => Promise<'owner' | 'party'>;

/**
 * The rules of the external contexts, registered by app.ts (the files module cannot import the module
 * that owns them: that one uses files). Until one is registered its files are nobody's (404).
 */
export class FileContextAccess {
  private readonly resolvers = new Map<ExternalFileContext, ExternalFileAccess>();

  register(contexts: ExternalFileContext[], resolver: ExternalFileAccess): void {
    for (const context of contexts) this.resolvers.set(context, resolver);
  }

  async roleIn(db: Knex, viewer: { id: number }, ref: ExternalFileRef): Promise<'owner' | 'party'> {
    const resolver = this.resolvers.get(ref.context);
    if (!resolver) throw notFound(FILE_MESSAGES.notFound);
    return resolver(db, viewer, ref);
  }
}
