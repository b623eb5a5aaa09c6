import { describe, expect, it } from 'vitest';
import { createRatingSchema, roundAverage, summarizeRatings } from './rating-schemas.ts';
import { RATING_MESSAGES, RATING_SCORES, RATING_VALUES } from '../constants/ratings.ts';

describe('rating schema', () => {
  it('scores excellent 5 ... terrible 1', () => {
    expect(RATING_VALUES.map((value) => RATING_SCORES[value])).toEqual([5, 4, 3, 2, 1]);
  });

  it('accepts a rating, trims the comment and turns a blank one into null', () => {
    expect(createRatingSchema.parse({ targetId: 7, targetType: 'product', ratingValue: 'good', comment: '  fine  ' })).toEqual({ targetId: 7, targetType: 'product', ratingValue: 'good', comment: 'fine' });
    expect(createRatingSchema.parse({ targetId: 7, targetType: 'user', ratingValue: 'poor', comment: '   ' }).comment).toBeNull();
  });

  it.each([
    [{ targetId: 1, targetType: 'user', ratingValue: 'meh' }, RATING_MESSAGES.value],
    [{ targetId: 1, targetType: 'team', ratingValue: 'good' }, RATING_MESSAGES.targetType],
    [{ targetId: 0, targetType: 'user', ratingValue: 'good' }, RATING_MESSAGES.targetId],
    [{ targetId: 1, targetType: 'user', ratingValue: 'good', comment: 'x'.repeat(1001) }, RATING_MESSAGES.commentTooLong],
  ])('refuses %o', (input, message) => {
    expect(createRatingSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

describe('rating summary', () => {
  it('averages to 1 decimal with a count and the distribution', () => {
    expect(summarizeRatings({ excellent: 1, good: 2, poor: 1 })).toEqual({ average: 3.8, count: 4, distribution: { excellent: 1, good: 2, neutral: 0, poor: 1, terrible: 0 } });
    expect(summarizeRatings({})).toEqual({ average: null, count: 0, distribution: { excellent: 0, good: 0, neutral: 0, poor: 0, terrible: 0 } });
    expect(roundAverage(11, 3)).toBe(3.7);
    expect(roundAverage(13, 3)).toBe(4.3);
  });
});
