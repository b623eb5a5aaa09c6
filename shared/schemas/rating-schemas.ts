import { z } from 'zod';
import { bodyId } from './ids.ts';
import { publicUserSchema } from './user-schemas.ts';

/** ratingValue and its score, excellent=5 ... terrible=1 (best first, as the emoji control shows them). */
export const RATING_VALUES = ['excellent', 'good', 'neutral', 'poor', 'terrible'] as const;
export type RatingValue = (typeof RATING_VALUES)[number];
export const RATING_SCORES: Record<RatingValue, number> = { excellent: 5, good: 4, neutral: 3, poor: 2, terrible: 1 };
export const RATING_LABELS: Record<RatingValue, string> = { excellent: 'Excellent', good: 'Good', neutral: 'Neutral', poor: 'Poor', terrible: 'Terrible' };

export const RATING_TARGET_TYPES = ['user', 'project', 'connection', 'product'] as const;
export type RatingTargetType = (typeof RATING_TARGET_TYPES)[number];

export const RATING_COMMENT_MAX = 1000;

export const RATING_MESSAGES = {
  value: 'Please choose a rating: excellent, good, neutral, poor or terrible.',
  targetType: 'Rating target must be a user, project, connection or product.',
  targetId: 'Please choose what you are rating.',
  commentTooLong: `Your comment must be at most ${RATING_COMMENT_MAX} characters.`,
  self: 'You cannot rate yourself.',
  ownProduct: 'You cannot rate your own product.',
  ownProject: 'You cannot rate your own project.',
  userNeedsConnection: 'You can rate someone after you have worked together: connect with them first.',
  projectNeedsConnection: 'You can rate a project after working on it: an accepted connection about this project is needed.',
  /** A product is reviewed by someone who has talked with its seller (each side wrote a message). */
  productNeedsConversation: 'You can review this product after you have talked with its seller.',
  projectNotRateable: 'Only active or completed projects can be rated.',
  connectionNotAccepted: 'You can rate a connection once it has been accepted.',
  userNotFound: 'User not found.',
  projectNotFound: "Project not found or you don't have permission to view it.",
  productNotFound: "We couldn't find the product you're looking for",
  connectionNotFound: 'Connection not found.',
  emailNotVerified: 'Please verify your email address before rating. Check your inbox for the link, or send a new one.',
  /** Toasts after rating. */
  thanks: 'Thank you for your feedback!',
  alreadyRated: "You've already rated this",
  replaced: 'Your new rating replaced your previous one.',
  /** Errors. */
  submitFailed: 'Failed to submit rating',
  loadFailed: 'Error loading ratings',
  empty: 'No ratings yet',
} as const;

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
  id: z.number().int(),
  userId: z.number().int(),
  targetId: z.number().int(),
  targetType: z.enum(RATING_TARGET_TYPES),
  ratingValue: z.enum(RATING_VALUES),
  score: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Rating = z.infer<typeof ratingSchema>;

/** Average to 1 decimal (null without ratings), count, and how many of each value. */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  distribution: z.object(Object.fromEntries(RATING_VALUES.map((value) => [value, z.number().int()])) as Record<RatingValue, z.ZodNumber>),
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
