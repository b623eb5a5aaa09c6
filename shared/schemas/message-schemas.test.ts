import { describe, expect, it } from 'vitest';
import { MESSAGE_ERRORS, MESSAGE_MAX_ATTACHMENTS, MESSAGE_MAX_LENGTH, ownMessagesQuerySchema, sendMessageSchema, threadQuerySchema } from './message-schemas.ts';

const valid = { connectionId: 3, recipientId: 7, content: 'Hello' };
const firstError = (schema: { safeParse(v: unknown): { error?: { issues: Array<{ message: string }> } } }, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('send message schema', () => {
  it('trims content and normalises a missing client id to null', () => {
    expect(sendMessageSchema.parse({ ...valid, content: '  Hello \n' })).toEqual({ ...valid, clientMessageId: null, attachmentIds: [] });
    expect(sendMessageSchema.parse({ ...valid, connectionId: 3, recipientId: 7 })).toEqual({ ...valid, connectionId: 3, recipientId: 7, clientMessageId: null, attachmentIds: [] });
    expect(sendMessageSchema.safeParse({ ...valid, connectionId: '3' }).success).toBe(false);
    const clientMessageId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(sendMessageSchema.parse({ ...valid, clientMessageId }).clientMessageId).toBe(clientMessageId);
  });

  it.each([
    [{ content: '' }, MESSAGE_ERRORS.empty],
    [{ content: ' \n\t ' }, MESSAGE_ERRORS.empty],
    [{ content: undefined }, MESSAGE_ERRORS.empty],
    [{ content: 12 }, MESSAGE_ERRORS.empty],
    [{ content: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }, MESSAGE_ERRORS.tooLong],
    [{ connectionId: undefined }, MESSAGE_ERRORS.noConnection],
    [{ connectionId: 'abc' }, MESSAGE_ERRORS.noConnection],
    [{ connectionId: -1 }, MESSAGE_ERRORS.noConnection],
    [{ recipientId: 1.5 }, MESSAGE_ERRORS.noRecipient],
    [{ clientMessageId: 'retry-1' }, MESSAGE_ERRORS.clientMessageId],
    [{ attachmentIds: 'abc' }, MESSAGE_ERRORS.attachment],
    [{ attachmentIds: [0] }, MESSAGE_ERRORS.attachment],
    [{ attachmentIds: [4, 4] }, MESSAGE_ERRORS.attachment],
    [{ attachmentIds: Array.from({ length: MESSAGE_MAX_ATTACHMENTS + 1 }, (_, i) => i + 1) }, MESSAGE_ERRORS.tooManyAttachments],
    [{ content: '', attachmentIds: [] }, MESSAGE_ERRORS.empty],
  ])('refuses %o with the right message', (change, message) => {
    expect(firstError(sendMessageSchema, { ...valid, ...change })).toBe(message);
  });

  it('takes files alone, without text', () => {
    expect(sendMessageSchema.parse({ connectionId: 3, recipientId: 7, attachmentIds: [9, 10] })).toEqual({ connectionId: 3, recipientId: 7, content: '', clientMessageId: null, attachmentIds: [9, 10] });
    expect(sendMessageSchema.parse({ ...valid, content: ' ', attachmentIds: [9] }).content).toBe('');
  });

  it('accepts exactly 5,000 characters after trimming', () => {
    expect(sendMessageSchema.parse({ ...valid, content: `  ${'a'.repeat(MESSAGE_MAX_LENGTH)}  ` }).content).toHaveLength(MESSAGE_MAX_LENGTH);
  });
});

describe('paging queries', () => {
  it('defaults to 50 and bounds the limit', () => {
    expect(ownMessagesQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(threadQuerySchema.parse({ before: '10', limit: '20' })).toEqual({ before: 10, limit: 20 });
    expect(firstError(ownMessagesQuerySchema, { limit: '0' })).toBe(MESSAGE_ERRORS.limit);
    expect(firstError(ownMessagesQuerySchema, { limit: '201' })).toBe(MESSAGE_ERRORS.limit);
    expect(firstError(threadQuerySchema, { after: 'x' })).toBe(MESSAGE_ERRORS.cursor);
  });

  it('takes before or after, not both', () => {
    expect(firstError(threadQuerySchema, { before: '5', after: '3' })).toBe(MESSAGE_ERRORS.cursorBoth);
  });
});
