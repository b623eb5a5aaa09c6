import { describe, expect, it } from 'vitest';
import { distributionRows, formatAverage, RATING_EMOJIS, reviewCountLabel, starsFor, userRatingAccess } from './rating-format.ts';

describe('rating format', () => {
  it('fills stars by the rounded average', () => {
    expect(starsFor(null)).toBe(0);
    expect(starsFor(4.4)).toBe(4);
    expect(starsFor(4.5)).toBe(5);
    expect(starsFor(1.2)).toBe(1);
    expect(starsFor(7)).toBe(5);
  });

  it('shows the average to 1 decimal', () => {
    expect(formatAverage(5)).toBe('5.0');
    expect(formatAverage(4.25)).toBe('4.3');
    expect(formatAverage(null)).toBe('');
  });

  it('counts reviews', () => {
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(38)).toBe('38 reviews');
  });

  it('builds the distribution excellent=5 ... terrible=1 with shares', () => {
    const rows = distributionRows({ count: 4, distribution: { excellent: 3, good: 1, neutral: 0, poor: 0, terrible: 0 } });
    expect(rows.map((row) => [row.value, row.score, row.count, row.percent])).toEqual([
      ['excellent', 5, 3, 75], ['good', 4, 1, 25], ['neutral', 3, 0, 0], ['poor', 2, 0, 0], ['terrible', 1, 0, 0],
    ]);
    expect(distributionRows({ count: 0, distribution: { excellent: 0, good: 0, neutral: 0, poor: 0, terrible: 0 } }).every((row) => row.percent === 0)).toBe(true);
  });

  it('has one emoji per value', () => {
    expect(Object.keys(RATING_EMOJIS)).toEqual(['excellent', 'good', 'neutral', 'poor', 'terrible']);
  });

  it('offers rating only after an accepted connection, never on yourself', () => {
    expect(userRatingAccess(1, 1, 'accepted')).toBe('self');
    expect(userRatingAccess(1, 2, 'accepted')).toBe('allowed');
    expect(userRatingAccess(1, 2, 'pending')).toBe('needs-connection');
    expect(userRatingAccess(1, 2, null)).toBe('needs-connection');
  });
});
