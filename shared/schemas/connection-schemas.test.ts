import { describe, expect, it } from 'vitest';
import { CONNECTION_MESSAGES, createConnectionSchema, defaultConnectMessage, updateConnectionSchema } from './connection-schemas.ts';

const errorOf = (input: unknown) => createConnectionSchema.safeParse(input).error?.issues[0]?.message;

describe('connection request schema (New-partner dialog)', () => {
  it('trims the message and keeps an optional project', () => {
    expect(createConnectionSchema.parse({ recipientId: 12, message: '  Hello  ' })).toEqual({ recipientId: 12, message: 'Hello' });
    expect(createConnectionSchema.safeParse({ recipientId: '12', message: 'Hello' }).success).toBe(false);
    expect(createConnectionSchema.parse({ recipientId: 12, message: 'Hi', projectId: null })).toEqual({ recipientId: 12, message: 'Hi', projectId: null });
    expect(createConnectionSchema.parse({ recipientId: 12, message: 'Hi', projectId: 3 }).projectId).toBe(3);
  });

  it('uses the dialog messages', () => {
    expect(errorOf({ message: 'Hi' })).toBe(CONNECTION_MESSAGES.noUser);
    expect(errorOf({ recipientId: 0, message: 'Hi' })).toBe(CONNECTION_MESSAGES.noUser);
    expect(errorOf({ recipientId: 1 })).toBe(CONNECTION_MESSAGES.noMessage);
    expect(errorOf({ recipientId: 1, message: '   ' })).toBe(CONNECTION_MESSAGES.noMessage);
    expect(errorOf({ recipientId: 1, message: 'x'.repeat(1001) })).toBe(CONNECTION_MESSAGES.messageTooLong);
    expect(CONNECTION_MESSAGES.noUser).toBe('Please select a user to connect with.');
    expect(CONNECTION_MESSAGES.noMessage).toBe('Please include a message with your connection request.');
  });

  it('accepts only accepted or rejected as an answer, and offers a default message', () => {
    expect(updateConnectionSchema.safeParse({ status: 'accepted' }).success).toBe(true);
    expect(updateConnectionSchema.safeParse({ status: 'pending' }).error?.issues[0]?.message).toBe(CONNECTION_MESSAGES.status);
    expect(defaultConnectMessage('Wei')).toMatch(/^Hi Wei, .*collaboration\.$/);
  });
});
