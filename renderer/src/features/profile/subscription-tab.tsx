import { CreditCardOutlined, HistoryOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex } from 'antd';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { Link } from 'react-router';
import { ComingSoonButton } from './coming-soon-button.tsx';
import { formatLongDate, planLabel } from './profile-format.ts';
import { SubscriptionSummary } from './subscription-summary.tsx';

export function SubscriptionTab({ user }: { user: OwnUser }) {
  const paid = user.subscriptionPlan !== 'free';
  return (
    <Flex vertical gap={24}>
      <SubscriptionSummary user={user} />
      <Card title="Plan details" variant="outlined">
        <Descriptions
          column={1}
          colon={false}
          items={[
            { key: 'plan', label: 'Current plan', children: planLabel(user.subscriptionPlan, user.role) },
            { key: 'renewal', label: 'Renewal date', children: paid ? formatLongDate(user.subscriptionRenewal) : 'No renewal on the free plan' },
          ]}
        />
        <Flex gap={12} wrap className="hh-card-actions">
          <Link to="/pricing">
            <Button>View plans and pricing</Button>
          </Link>
          {paid && (
            <>
              <ComingSoonButton icon={<CreditCardOutlined />}>Payment Method</ComingSoonButton>
              <ComingSoonButton icon={<HistoryOutlined />}>Billing History</ComingSoonButton>
            </>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
