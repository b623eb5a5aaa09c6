import { describe, expect, it } from 'vitest';
import { MESSAGE_ERRORS } from '../schemas/message-schemas.ts';
import {
  authenticateFrameSchema, connectionRequestEventSchema, connectionUpdatedEventSchema, markReadFrameSchema, messageFrameSchema, messageSentEventSchema,
  messagesReadEventSchema, newMessageEventSchema, socketErrorSchema, typingFrameSchema, typingStatusEventSchema, userRoom,
} from './realtime-events.ts';

const sender = {
  id: 7, username: 'ada', role: 'entrepreneur', fullName: 'Ada Founder', companyName: null, location: null, profileImage: null, bio: null,
  linkedinProfile: null, companyWebsite: null, expertise: [], tags: [], verificationStatus: 'pending', createdAt: '2026-11-21T10:00:00.000Z',
};
const message = {
  id: 1, senderId: 7, recipientId: 8, connectionId: 3, content: 'Hello', read: false, clientMessageId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  attachments: [], createdAt: '2026-11-21T10:00:00.000Z', sender,
};
const connection = {
  id: 3, requesterId: 7, recipientId: 8, projectId: null, productId: null, status: 'pending', message: 'Hi', isPriority: false, createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z', requester: sender, recipient: { ...sender, id: 8 }, project: null, product: null,
};

describe('client frames', () => {
  it('authenticate takes an optional user id, or nothing', () => {
    expect(authenticateFrameSchema.parse({ userId: 7 })).toEqual({ userId: 7 });
    expect(authenticateFrameSchema.safeParse({ userId: '7' }).success).toBe(false);
    expect(authenticateFrameSchema.parse(undefined)).toBeUndefined();
    expect(authenticateFrameSchema.parse({})).toEqual({});
    expect(authenticateFrameSchema.safeParse({ userId: 'me' }).success).toBe(false);
  });

  it('message is the send schema (content trimmed, 1..5000)', () => {
    expect(messageFrameSchema.parse({ connectionId: 3, recipientId: 8, content: ' Hi ' })).toEqual({ connectionId: 3, recipientId: 8, content: 'Hi', clientMessageId: null, attachmentIds: [] });
    expect(messageFrameSchema.safeParse('Hi').success).toBe(false);
    expect(messageFrameSchema.safeParse(null).success).toBe(false);
  });

  it('typing needs a boolean flag and the two ids', () => {
    expect(typingFrameSchema.parse({ connectionId: 3, recipientId: 8, isTyping: true })).toEqual({ connectionId: 3, recipientId: 8, isTyping: true });
    expect(typingFrameSchema.safeParse({ connectionId: 3, recipientId: 8, isTyping: 'yes' }).error?.issues[0]?.message).toBe(MESSAGE_ERRORS.invalidFrame);
    expect(typingFrameSchema.safeParse({ connectionId: 3, isTyping: true }).error?.issues[0]?.message).toBe(MESSAGE_ERRORS.noRecipient);
  });

  it('mark_read needs a connection id', () => {
    expect(markReadFrameSchema.parse({ connectionId: 3 })).toEqual({ connectionId: 3 });
    expect(markReadFrameSchema.safeParse({ connectionId: '3' }).success).toBe(false);
    expect(markReadFrameSchema.safeParse({}).error?.issues[0]?.message).toBe(MESSAGE_ERRORS.noConnection);
  });
});

describe('server events', () => {
  it('carry messages with the sender\'s public profile only', () => {
    expect(newMessageEventSchema.parse({ message })).toEqual({ message });
    expect(messageSentEventSchema.parse({ clientMessageId: null, message })).toEqual({ clientMessageId: null, message });
    const withEmail = { message: { ...message, sender: { ...sender, email: 'ada@example.com', passwordHash: 'x' } } };
    expect(JSON.stringify(newMessageEventSchema.parse(withEmail))).not.toMatch(/email|passwordHash/);
  });

  it('typing_status, messages_read and error', () => {
    expect(typingStatusEventSchema.parse({ connectionId: 3, userId: 7, isTyping: false })).toEqual({ connectionId: 3, userId: 7, isTyping: false });
    expect(messagesReadEventSchema.parse({ connectionId: 3, readerId: 8, lastReadId: null })).toEqual({ connectionId: 3, readerId: 8, lastReadId: null });
    expect(socketErrorSchema.parse({ message: 'User not found' })).toEqual({ message: 'User not found' });
    expect(socketErrorSchema.safeParse({ message: 'x', code: 'teapot' }).success).toBe(false);
  });

  it('connection events carry both profiles and the project', () => {
    expect(connectionRequestEventSchema.parse({ connection })).toEqual({ connection });
    expect(connectionUpdatedEventSchema.parse({ connection, action: 'withdrawn' }).action).toBe('withdrawn');
    expect(connectionUpdatedEventSchema.safeParse({ connection, action: 'deleted' }).success).toBe(false);
  });

  it('names the user room', () => {
    expect(userRoom(42)).toBe('user:42');
  });
});
