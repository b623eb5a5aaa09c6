import { Button, Card, Tag, Typography } from 'antd';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { Link } from 'react-router';
import { formatLongDate, planLabel } from './profile-format.ts';
import './profile.css';

const STATUS_COLORS: Record<OwnUser['subscriptionStatus'], string> = {
  active: 'green',
  trialing: 'blue',
  inactive: 'default',
  past_due: 'orange',
  canceled: 'red',
};
const STATUS_LABELS: Record<OwnUser['subscriptionStatus'], string> = {
  active: 'Active',
  trialing: 'Trial',
  inactive: 'Inactive',
  past_due: 'Past due',
  canceled: 'Canceled',
};

/** Plan, status and renewal; the Upgrade offer is for free-plan users only. */
export function SubscriptionSummary({ user, compact = false }: { user: OwnUser; compact?: boolean }) {
  const free = user.subscriptionPlan === 'free';
  return (
    <Card
      title="Subscription"
      variant="outlined"
      extra={
        compact ? (
          <Link to="/profile?tab=subscription">Manage Subscription</Link>
        ) : undefined
      }
    >
      <div className="hh-plan-line">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {planLabel(user.subscriptionPlan, user.role)}
        </Typography.Title>
        {!free && <Tag color={STATUS_COLORS[user.subscriptionStatus]}>{STATUS_LABELS[user.subscriptionStatus]}</Tag>}
      </div>
      <Typography.Paragraph type="secondary" className="hh-plan-line__note">
        {free
          ? 'You are on the free plan. Upgrade for more projects, connection requests and featured placement.'
          : user.subscriptionEndDate
            ? `Ends on ${formatLongDate(user.subscriptionEndDate)}; your account then moves to the Free plan.`
            : `Renews on ${formatLongDate(user.subscriptionRenewal, 'a date to be confirmed')}.`}
      </Typography.Paragraph>
      {free && (
        <Link to="/subscribe">
          <Button type="primary">Upgrade</Button>
        </Link>
      )}
    </Card>
  );
}
