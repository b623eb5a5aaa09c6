import { Alert, Flex, Skeleton } from 'antd';
import { RATING_MESSAGES, type RatingTargetType } from '#shared/constants/ratings.ts';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api/api-error.ts';
import { EmojiRating } from './emoji-rating.tsx';
import { useGetTargetRatingsQuery } from './partners-api.ts';
import { RatingSummaryView, ReviewList } from './rating-summary.tsx';

/**
 * A target's ratings (product Reviews, member profiles): the summary, the emoji rate form when the
 * viewer may rate (`canRate`; otherwise `notice`, if any, says why not) and the review list.
 */
export function TargetRatingsPanel({ targetType, targetId, targetName, question, canRate, notice }: {
  targetType: RatingTargetType;
  targetId: number;
  targetName: string;
  /** The rate form's question; "How was working with {name}?" by default. */
  question?: string;
  canRate: boolean;
  notice?: ReactNode;
}) {
  const ratings = useGetTargetRatingsQuery({ type: targetType, id: targetId });
  if (ratings.isError) return <Alert type="error" showIcon title={RATING_MESSAGES.loadFailed} description={errorMessage(ratings.error, 'Please try again.')} />;
  if (!ratings.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <Flex vertical gap={20}>
      <RatingSummaryView summary={ratings.data.summary} />
      {canRate ? <EmojiRating targetType={targetType} targetId={targetId} myRating={ratings.data.myRating} targetName={targetName} question={question} /> : notice}
      <ReviewList ratings={ratings.data.ratings} />
    </Flex>
  );
}
