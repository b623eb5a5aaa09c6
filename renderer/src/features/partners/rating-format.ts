import type { RatingSummary } from '#shared/schemas/rating-schemas.ts';
import { RATING_LABELS, RATING_SCORES, RATING_VALUES, type RatingValue } from '#shared/constants/ratings.ts';

/** One-click emoji rating: excellent ... terrible, best first. */
export const RATING_EMOJIS: Record<RatingValue, string> = { excellent: '😍', good: '😊', neutral: '😐', poor: '😞', terrible: '😠' };

/** Stars are filled by the rounded average (0 without ratings). */
export function starsFor(average: number | null | undefined): number {
  if (average === null || average === undefined || Number.isNaN(average)) return 0;
  return Math.min(5, Math.max(0, Math.round(average)));
}

/** The average to 1 decimal ('4.0'), '' without ratings. */
export function formatAverage(average: number | null | undefined): string {
  return average === null || average === undefined ? '' : (Math.round(average * 10) / 10).toFixed(1);
}

export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

export interface DistributionRow {
  value: RatingValue;
  label: string;
  score: number;
  count: number;
  /** Share of all ratings, 0-100, whole numbers. */
  percent: number;
}

/** The distribution bars, excellent (5) first. */
export function distributionRows(summary: Pick<RatingSummary, 'count' | 'distribution'>): DistributionRow[] {
  return RATING_VALUES.map((value) => {
    const count = summary.distribution[value] ?? 0;
    return { value, label: RATING_LABELS[value], score: RATING_SCORES[value], count, percent: summary.count ? Math.round((count / summary.count) * 100) : 0 };
  });
}

/**
 * Whether the profile page offers the rating control (the server allows rating a user after an
 * accepted connection, never yourself): 'self', 'needs-connection' (show a hint) or 'allowed'.
 */
export function userRatingAccess(viewerId: number | undefined, targetId: number, connectionStatus: string | null | undefined): 'self' | 'needs-connection' | 'allowed' {
  if (viewerId === targetId) return 'self';
  return connectionStatus === 'accepted' ? 'allowed' : 'needs-connection';
}
