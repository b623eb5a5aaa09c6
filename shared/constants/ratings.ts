/**
 * Ratings' fixed values: the five values and their scores, labels, targets and messages. Kept apart
 * from the schemas (rating-schemas.ts) so a page that only shows a rating loads no validation library.
 */

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
