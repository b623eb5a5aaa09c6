import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES, fileListQuerySchema, fileUploadMetadataSchema } from './file-schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('file schemas', () => {
  it('reads an upload\'s metadata for a conversation or a project, dropping keys it does not know', () => {
    expect(fileUploadMetadataSchema.parse({ filename: ' bracket.step ', context: 'conversation', connectionId: '12', filetype: 'model/step' }))
      .toEqual({ filename: 'bracket.step', context: 'conversation', connectionId: 12 });
    expect(fileUploadMetadataSchema.parse({ filename: 'v2.step', context: 'project', projectId: '3', revisionOf: '40' }))
      .toEqual({ filename: 'v2.step', context: 'project', projectId: 3, revisionOf: 40 });
  });

  it('refuses metadata that says nowhere, an odd id or no name, with the message for it', () => {
    expect(firstMessage(fileUploadMetadataSchema.safeParse({ filename: 'a.csv' }))).toBe(FILE_MESSAGES.badContext);
    expect(firstMessage(fileUploadMetadataSchema.safeParse({ filename: 'a.csv', context: 'inbox', connectionId: '1' }))).toBe(FILE_MESSAGES.badContext);
    expect(firstMessage(fileUploadMetadataSchema.safeParse({ filename: 'a.csv', context: 'conversation', connectionId: '0x3' }))).toBe(FILE_MESSAGES.noConnection);
    expect(firstMessage(fileUploadMetadataSchema.safeParse({ filename: '  ', context: 'project', projectId: '1' }))).toBe(FILE_MESSAGES.noFilename);
    expect(firstMessage(fileUploadMetadataSchema.safeParse({ filename: 'a.csv', context: 'project', projectId: '1', revisionOf: '-1' }))).toBe(FILE_MESSAGES.revisionNotFound);
  });

  it('lists one context: a conversation or a project, not both, nothing else', () => {
    expect(fileListQuerySchema.parse({ connectionId: '5' })).toEqual({ connectionId: 5 });
    expect(fileListQuerySchema.parse({ projectId: '7' })).toEqual({ projectId: 7 });
    for (const query of [{}, { connectionId: '5', projectId: '7' }, { connectionId: ['5', '5'] }, { projectId: '7', limit: '10' }]) {
      expect(fileListQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});
