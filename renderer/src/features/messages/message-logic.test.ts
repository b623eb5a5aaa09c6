import { describe, expect, it } from 'vitest';
import type { PublicUser } from '#shared/schemas/user-schemas.ts';
import type { ChatMessage } from './message-logic.ts';
import {
  dayLabel, emptyListHint, groupByDay, inTab, lastMessagePreview, lastStoredId, matchesSearch, mergeMessages, optimisticMessage,
  senderName, setDelivery, showUnreadDot, toastPreview, upsertMessage,
} from './message-logic.ts';

const ada: PublicUser = {
  id: 1, username: 'ada', role: 'entrepreneur', fullName: 'Ada Lovelace', companyName: 'Engines Ltd', location: null, profileImage: null, bio: null,
  linkedinProfile: null, companyWebsite: null, expertise: [], tags: [], verificationStatus: 'unverified' as PublicUser['verificationStatus'], createdAt: '2026-01-01T00:00:00.000Z',
};
const wei: PublicUser = { ...ada, id: 2, username: 'wei', role: 'manufacturer', fullName: 'Wei Zhang', companyName: 'Shenzhen Precision' };

const stored = (id: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id, senderId: 2, recipientId: 1, connectionId: 7, content: `m${id}`, read: false, clientMessageId: null, attachments: [], createdAt: '2026-03-02T10:00:00.000Z', sender: wei, ...extra,
});

describe('thread cache merge', () => {
  it('keeps stored messages in id order, each once', () => {
    const list = mergeMessages([stored(1), stored(3)], [stored(2), stored(3), stored(1), stored(4)]);
    expect(list.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('replaces the optimistic row with the stored one by clientMessageId (ack, message_sent or HTTP, in any order)', () => {
    const pending = optimisticMessage({ connectionId: 7, recipientId: 2, content: 'hi', clientMessageId: 'c-1', sender: ada, now: 1000 });
    let list = mergeMessages([stored(5)], [pending]);
    expect(list.map((m) => m.delivery)).toEqual([undefined, 'pending']);
    const confirmed = stored(6, { senderId: 1, sender: ada, clientMessageId: 'c-1', content: 'hi' });
    list = upsertMessage(list, confirmed);
    list = upsertMessage(list, confirmed); // message_sent after the ack
    list = upsertMessage(list, pending); // a late optimistic echo never resurrects the row
    expect(list.map((m) => [m.id, m.delivery])).toEqual([[5, undefined], [6, undefined]]);
  });

  it('keeps optimistic rows after the stored ones and does not match another sender with the same client id', () => {
    const mine = optimisticMessage({ connectionId: 7, recipientId: 2, content: 'mine', clientMessageId: 'same', sender: ada, now: 1 });
    const list = mergeMessages([mine], [stored(9, { clientMessageId: 'same' }), stored(8)]);
    expect(list.map((m) => m.id)).toEqual([8, 9, -1]);
  });

  it('marks a failed send and back to pending for its retry', () => {
    const pending = optimisticMessage({ connectionId: 7, recipientId: 2, content: 'x', clientMessageId: 'c-2', sender: ada, now: 5 });
    const failed = setDelivery([stored(1), pending], 'c-2', 'failed', 'Offline');
    expect(failed[1]).toMatchObject({ delivery: 'failed', failure: 'Offline' });
    expect(setDelivery(failed, 'c-2', 'pending')[1]).toMatchObject({ delivery: 'pending', failure: undefined });
    expect(failed[0]).toBe(failed[0]);
  });

  it('reconnect catch-up: what came after the newest stored id merges once with what was heard live', () => {
    const held = [stored(1), stored(2), optimisticMessage({ connectionId: 7, recipientId: 2, content: 'p', clientMessageId: 'c-3', sender: ada, now: 9 })];
    expect(lastStoredId(held)).toBe(2);
    expect(lastStoredId([])).toBeNull();
    const liveEvent = stored(4);
    const afterLive = upsertMessage(held, liveEvent);
    const catchUp = [stored(3), stored(4), stored(5, { senderId: 1, sender: ada, clientMessageId: 'c-3', content: 'p' })];
    const merged = mergeMessages(afterLive, catchUp);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect(mergeMessages(merged, catchUp)).toEqual(merged);
  });
});

describe('grouping and formats', () => {
  const now = new Date(2026, 2, 12, 15, 0).getTime(); // Thursday 12 March 2026, local time

  it('labels days Today, Yesterday, the weekday within a week, then a weekday date', () => {
    expect(dayLabel(new Date(2026, 2, 12, 0, 5), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 2, 11, 23, 59), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 2, 9, 9), now)).toBe('Monday');
    expect(dayLabel(new Date(2026, 1, 27, 9), now)).toBe('Friday, February 27');
    expect(dayLabel(new Date(2025, 11, 31, 9), now)).toBe('Wednesday, December 31, 2025');
  });

  it('groups consecutive messages by local day', () => {
    const at = (d: Date) => ({ createdAt: d.toISOString() });
    const groups = groupByDay([at(new Date(2026, 2, 11, 9)), at(new Date(2026, 2, 11, 22)), at(new Date(2026, 2, 12, 8))], now);
    expect(groups.map((g) => [g.label, g.messages.length])).toEqual([['Yesterday', 2], ['Today', 1]]);
  });

  it('cuts previews: 30 characters (27 + ...) in the list, 50 then ... in toasts', () => {
    expect(lastMessagePreview('Short and sweet')).toBe('Short and sweet');
    expect(lastMessagePreview('x'.repeat(30))).toBe('x'.repeat(30));
    expect(lastMessagePreview('y'.repeat(31))).toBe(`${'y'.repeat(27)}...`);
    expect(lastMessagePreview('line one\n\nline   two')).toBe('line one line two');
    expect(toastPreview('z'.repeat(50))).toBe('z'.repeat(50));
    expect(toastPreview('z'.repeat(51))).toBe(`${'z'.repeat(50)}...`);
  });

  it("names a missing sender 'Unknown User'", () => {
    expect(senderName({ sender: null })).toBe('Unknown User');
    expect(senderName({ sender: wei })).toBe('Wei Zhang');
  });
});

describe('connections panel rules', () => {
  const t = Date.parse('2026-03-12T15:00:00.000Z');

  it('shows the unread dot only for the other party under one hour old', () => {
    expect(showUnreadDot({ senderId: 2, createdAt: '2026-03-12T14:01:00.000Z' }, 1, t)).toBe(true);
    expect(showUnreadDot({ senderId: 2, createdAt: '2026-03-12T14:00:00.000Z' }, 1, t)).toBe(false);
    expect(showUnreadDot({ senderId: 1, createdAt: '2026-03-12T14:59:00.000Z' }, 1, t)).toBe(false);
    expect(showUnreadDot(undefined, 1, t)).toBe(false);
  });

  it('searches name, company or role and filters tabs', () => {
    expect(matchesSearch(wei, 'zhang')).toBe(true);
    expect(matchesSearch(wei, 'shenzhen')).toBe(true);
    expect(matchesSearch(wei, 'MANUFACT')).toBe(true);
    expect(matchesSearch(wei, 'attorney')).toBe(false);
    expect(matchesSearch(null, 'unknown')).toBe(true);
    expect(matchesSearch(wei, '  ')).toBe(true);
    expect(inTab({ status: 'accepted' }, 'active')).toBe(true);
    expect(inTab({ status: 'pending' }, 'active')).toBe(false);
    expect(inTab({ status: 'pending' }, 'pending')).toBe(true);
    expect(inTab({ status: 'rejected' }, 'all')).toBe(true);
  });

  it('picks the empty-state variant', () => {
    expect(emptyListHint(0, 'pending', 'x')).toBe('Connect with partners to start messaging');
    expect(emptyListHint(3, 'all', ' bob ')).toBe('No contacts match "bob"');
    expect(emptyListHint(3, 'pending', '')).toBe('No pending requests');
    expect(emptyListHint(3, 'active', '')).toBe('No active connections yet');
  });
});
