import { z } from 'zod';
import { bodyId } from './ids.ts';
import { publicUserSchema } from './user-schemas.ts';
import { RATING_VALUES, type RatingValue, RATING_SCORES, RATING_TARGET_TYPES, RATING_COMMENT_MAX, RATING_MESSAGES } from '../constants/ratings.ts';

/** POST /api/ratings. A second rating of the same target by the same user replaces the first. */
export const createRatingSchema = z.object({
  targetId: bodyId(RATING_MESSAGES.targetId),
  targetType: z.enum(RATING_TARGET_TYPES, { error: RATING_MESSAGES.targetType }),
  ratingValue: z.enum(RATING_VALUES, { error: RATING_MESSAGES.value }),
  comment: z
    .string()
    .trim()
    .max(RATING_COMMENT_MAX, RATING_MESSAGES.commentTooLong)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
});
export type CreateRatingInput = z.input<typeof createRatingSchema>;
export type CreateRatingPayload = z.output<typeof createRatingSchema>;

export const ratingSchema = z.object({
  id: z.int(),
  userId: z.int(),
  targetId: z.int(),
  targetType: z.enum(RATING_TARGET_TYPES),
  ratingValue: z.enum(RATING_VALUES),
  score: z.int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Rating = z.infer<typeof ratingSchema>;

/** Average to 1 decimal (null without ratings), count, and how many of each value. */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.int(),
  distribution: z.object(Object.fromEntries(RATING_VALUES.map((value) => [value, z.int()])) as Record<RatingValue, z.ZodInt>),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** A rating in a list, with its author's public profile (null when the account is gone). */
export const ratingWithAuthorSchema = ratingSchema.extend({
  author: publicUserSchema.nullable(),
});
export type RatingWithAuthor = z.infer<typeof ratingWithAuthorSchema>;

/** GET /api/ratings/target/{type}/{id}: newest first (the latest 100); myRating is the caller's, or null; canRate as POST would answer (email verification aside). */
export const targetRatingsSchema = z.object({
  summary: ratingSummarySchema,
  ratings: z.array(ratingWithAuthorSchema),
  myRating: ratingSchema.nullable(),
  /** Whether the viewer may rate the target now (false for visitors); where false, the page says why instead of the form. */
  canRate: z.boolean(),
});
export type TargetRatings = z.infer<typeof targetRatingsSchema>;

/** POST /api/ratings answer (201 new, 200 replaced). */
export const ratingSubmitResultSchema = z.object({
  rating: ratingSchema,
  replaced: z.boolean(),
  summary: ratingSummarySchema,
});
export type RatingSubmitResult = z.infer<typeof ratingSubmitResultSchema>;

/** Average of scores rounded to 1 decimal; null for none. */
export function roundAverage(sum: number, count: number): number | null {
  return count ? Math.round((sum / count) * 10) / 10 : null;
}

/** Builds the summary from per-value counts. */
export function summarizeRatings(counts: Partial<Record<RatingValue, number>>): RatingSummary {
  const distribution = Object.fromEntries(RATING_VALUES.map((value) => [value, counts[value] ?? 0])) as Record<RatingValue, number>;
  const count = RATING_VALUES.reduce((n, value) => n + distribution[value], 0);
  const sum = RATING_VALUES.reduce((n, value) => n + distribution[value] * RATING_SCORES[value], 0);
  return { average: roundAverage(sum, count), count, distribution };
}
