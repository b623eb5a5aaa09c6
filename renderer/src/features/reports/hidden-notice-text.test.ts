import { describe, expect, it } from 'vitest';
import { hiddenNoticeSentences, hiddenNoticeText } from './hidden-notice-text.ts';

describe('hidden notice text', () => {
  it('reads as the issue words it, for listings and projects', () => {
    expect(hiddenNoticeText('listing', 'Counterfeit goods')).toBe(
      'This listing is not visible to other members. Reason: Counterfeit goods. If you think this is a mistake, contact support.',
    );
    expect(hiddenNoticeText('project', 'Spam')).toBe('This project is not visible to other members. Reason: Spam. If you think this is a mistake, contact support.');
  });

  it('does not double the full stop of a reason that has one', () => {
    expect(hiddenNoticeSentences('listing', ' Reported as misleading. ')).toEqual(['This listing is not visible to other members.', 'Reason: Reported as misleading.']);
    expect(hiddenNoticeSentences('project', 'Why?')[1]).toBe('Reason: Why?');
  });

  it('leaves the reason out when there is none', () => {
    expect(hiddenNoticeSentences('project', null)).toEqual(['This project is not visible to other members.']);
    expect(hiddenNoticeSentences('listing', '   ')).toEqual(['This listing is not visible to other members.']);
  });
});
