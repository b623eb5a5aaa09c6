import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import type { Rating } from '#shared/schemas/rating-schemas.ts';
import { RATING_COMMENT_MAX, RATING_LABELS, RATING_MESSAGES, RATING_VALUES, type RatingTargetType, type RatingValue } from '#shared/constants/ratings.ts';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { ResendVerificationButton } from '../auth/index.ts';
import { useToast } from '../../ui/use-toast.ts';
import { useSubmitRatingMutation } from './partners-api.ts';
import { RATING_EMOJIS } from './rating-format.ts';

/**
 * One-click emoji rating: five emojis, excellent first, each with its label, and an optional
 * comment. One click sends the rating; afterwards 'Thank you for your feedback!'. A user who already
 * rated sees "You've already rated this" and that a new rating replaces the old one.
 */
export function EmojiRating({ targetType, targetId, myRating, targetName, question }: {
  targetType: RatingTargetType;
  targetId: number;
  myRating: Rating | null;
  targetName: string;
  question?: string;
}) {
  const [submit, { isLoading }] = useSubmitRatingMutation();
  const [comment, setComment] = useState('');
  const [pending, setPending] = useState<RatingValue | null>(null);
  const [thanked, setThanked] = useState<{ value: RatingValue; replaced: boolean } | null>(null);
  /** The server's message when rating waits for a verified email (shown with the resend button). */
  const [needsVerification, setNeedsVerification] = useState<string | null>(null);
  const toast = useToast();

  const rate = async (value: RatingValue) => {
    setPending(value);
    try {
      const result = await submit({ targetType, targetId, ratingValue: value, comment: comment.trim() || null }).unwrap();
      setThanked({ value, replaced: result.replaced });
      setComment('');
    } catch (failure) {
      if (isApiError(failure) && failure.emailVerificationRequired) setNeedsVerification(failure.message);
      else toast.error(RATING_MESSAGES.submitFailed, errorMessage(failure, 'Please try again.'));
    } finally {
      setPending(null);
    }
  };

  if (thanked) {
    return (
      <div className="hh-emoji-rating hh-emoji-rating--thanks" role="status">
        <CheckCircleFilled className="hh-emoji-rating__check" />
        <Typography.Title level={5} className="hh-flush">
          {RATING_MESSAGES.thanks}
        </Typography.Title>
        <Typography.Text type="secondary">
          You rated {targetName} <span className="hh-emoji">{RATING_EMOJIS[thanked.value]}</span> {RATING_LABELS[thanked.value]}.{thanked.replaced ? ` ${RATING_MESSAGES.replaced}` : ''}
        </Typography.Text>
        <Button type="link" size="small" onClick={() => setThanked(null)}>
          Change your rating
        </Button>
      </div>
    );
  }

  return (
    <div className="hh-emoji-rating">
      {needsVerification && (
        <Alert type="warning" showIcon className="hh-form-alert" title={needsVerification} action={<ResendVerificationButton />} />
      )}
      {myRating && (
        <Alert
          type="info"
          showIcon
          className="hh-form-alert"
          title={RATING_MESSAGES.alreadyRated}
          description={`Your rating: ${RATING_EMOJIS[myRating.ratingValue]} ${RATING_LABELS[myRating.ratingValue]}. Rating again replaces your previous rating.`}
        />
      )}
      <Typography.Text strong id={`rate-${targetType}-${targetId}`}>
        {question ?? `How was working with ${targetName}?`}
      </Typography.Text>
      <Flex gap={8} wrap role="group" aria-labelledby={`rate-${targetType}-${targetId}`} className="hh-emoji-rating__choices">
        {RATING_VALUES.map((value) => (
          <button
            key={value}
            type="button"
            className={`hh-emoji-choice${myRating?.ratingValue === value ? ' hh-emoji-choice--mine' : ''}`}
            aria-label={`Rate ${RATING_LABELS[value]}`}
            aria-pressed={myRating?.ratingValue === value}
            disabled={isLoading}
            onClick={() => void rate(value)}
          >
            <span className={`hh-emoji hh-emoji-choice__emoji${pending === value ? ' hh-emoji-choice__emoji--busy' : ''}`} aria-hidden>
              {RATING_EMOJIS[value]}
            </span>
            <span className="hh-emoji-choice__label">{RATING_LABELS[value]}</span>
          </button>
        ))}
      </Flex>
      <Input.TextArea
        aria-label="Comment (optional)"
        placeholder="Add a comment (optional), then pick an emoji"
        rows={2}
        maxLength={RATING_COMMENT_MAX}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        className="hh-emoji-rating__comment"
      />
    </div>
  );
}
