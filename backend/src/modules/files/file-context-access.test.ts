import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '#shared/schemas/file-schemas.ts';
import { isDomainError } from '../../domain/domain-errors.ts';
import { FileContextAccess } from './file-context-access.ts';

const db = {} as Knex;

describe('rules of file contexts another module owns', () => {
  it('refuses (404) a context nobody registered, and asks the registered resolver otherwise', async () => {
    const access = new FileContextAccess();
    const ref = { context: 'rfq' as const, rfqId: 3, fileId: 9, uploaderId: 1 };
    const refused = await access.roleIn(db, { id: 1 }, ref).catch((error: unknown) => error);
    expect(isDomainError(refused, 'not_found') && refused.message).toBe(FILE_MESSAGES.notFound);
    const asked: unknown[] = [];
    access.register(['rfq', 'quote'], async (_db, viewer, asking) => {
      asked.push([viewer.id, asking]);
      return viewer.id === asking.uploaderId ? 'owner' : 'party';
    });
    expect(await access.roleIn(db, { id: 1 }, ref)).toBe('owner');
    expect(await access.roleIn(db, { id: 2 }, { ...ref, context: 'quote' })).toBe('party');
    expect(asked).toEqual([[1, ref], [2, { ...ref, context: 'quote' }]]);
  });
});
