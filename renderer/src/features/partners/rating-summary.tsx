import { Empty, Progress, Rate } from 'antd';
import type { RatingSummary, RatingWithAuthor } from '#shared/schemas/rating-schemas.ts';
import { RATING_LABELS, RATING_MESSAGES } from '#shared/constants/ratings.ts';
import { formatRelativeTime } from '../../ui/relative-time.ts';
import { PartnerAvatar } from './partner-bits.tsx';
import { distributionRows, formatAverage, RATING_EMOJIS, reviewCountLabel, starsFor } from './rating-format.ts';
import '../../ui/review.css';
import { useNow } from '../../ui/use-now.ts';
import { Flex } from '../../ui/static-antd/flex.tsx';
import { Typography } from '../../ui/static-antd/typography.tsx';

/** Average (1 decimal), stars by the rounded average, count and the bars over the five values. */
export function RatingSummaryView({ summary }: { summary: RatingSummary }) {
  return (
    <Flex gap={24} wrap className="hh-rating-summary" data-testid="rating-summary">
      <div className="hh-rating-summary__score">
        <div className="hh-rating-summary__average">{summary.count ? formatAverage(summary.average) : '–'}</div>
        <Rate disabled value={starsFor(summary.average)} />
        <Typography.Text type="secondary" className="hh-small">
          {summary.count ? reviewCountLabel(summary.count) : RATING_MESSAGES.empty}
        </Typography.Text>
      </div>
      <Flex vertical gap={2} className="hh-rating-summary__bars">
        {distributionRows(summary).map((row) => (
          <Flex key={row.value} gap={8} align="center" className="hh-rating-bar" aria-label={`${row.label}: ${row.count}`}>
            <span className="hh-rating-bar__label">
              <span aria-hidden className="hh-emoji">
                {RATING_EMOJIS[row.value]}
              </span>{' '}
              {row.label}
            </span>
            <Progress percent={row.percent} showInfo={false} size="small" className="hh-rating-bar__bar" />
            <span className="hh-rating-bar__count">{row.count}</span>
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}

export function ReviewList({ ratings }: { ratings: RatingWithAuthor[] }) {
  const now = useNow();
  if (!ratings.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={RATING_MESSAGES.empty} />;
  return (
    <Flex vertical gap={14} className="hh-review-list">
      {ratings.map((rating) => (
        <Flex key={rating.id} gap={12} align="flex-start" className="hh-review" data-testid="review">
          <PartnerAvatar user={rating.author ?? { fullName: 'Unknown User', profileImage: null }} size={36} />
          <div className="hh-review__text">
            <Flex gap={8} wrap align="baseline">
              <Typography.Text strong>{rating.author?.fullName ?? 'Unknown User'}</Typography.Text>
              <Typography.Text className="hh-review__value">
                <span className="hh-emoji">{RATING_EMOJIS[rating.ratingValue]}</span> {RATING_LABELS[rating.ratingValue]}
              </Typography.Text>
              <Typography.Text type="secondary" className="hh-small">
                {formatRelativeTime(rating.createdAt, now)}
              </Typography.Text>
            </Flex>
            {rating.comment && <Typography.Paragraph className="hh-flush">{rating.comment}</Typography.Paragraph>}
          </div>
        </Flex>
      ))}
    </Flex>
  );
}
