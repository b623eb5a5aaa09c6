import { CreditCardOutlined, DownloadOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Empty, Flex, List, Modal, Skeleton, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatUsd, ONE_OFF_PRODUCTS } from '#shared/constants/one-off-products.ts';
import { PAYMENT_MESSAGES, type Billing, type BillingPayment } from '#shared/schemas/payment-schemas.ts';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { errorMessage } from '../../lib/api/api-error.ts';
import { downloadApiFile } from '../../lib/api/download-file.ts';
import { TestModeBadge } from '../../ui/test-mode-badge.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { useCancelSubscriptionMutation, useGetBillingQuery, useResumeSubscriptionMutation } from '../checkout/index.ts';
import { formatLongDate, planLabel } from './profile-format.ts';
import { SubscriptionSummary } from './subscription-summary.tsx';
import './profile.css';

/** How the current plan was paid, in words; in test mode the simulated wallet stands in for PayPal. */
function paidWithLabel(billing: Billing): string | null {
  if (!billing.provider || !billing.paidWith) return null;
  if (billing.paidWith === 'wallet') return billing.provider === 'paypal' && !billing.testMode ? 'PayPal' : 'PayPal (test mode)';
  return billing.provider === 'simulated' ? 'Test card (test mode)' : 'Card';
}

/** /paypal-subscribe for the plan and interval held, to pay for the next period. */
function payAgainPath(billing: Billing, role: OwnUser['role']): string {
  const params = new URLSearchParams();
  if (billing.planId) params.set('plan', billing.planId);
  params.set('interval', billing.interval ?? 'monthly');
  params.set('role', role);
  return `/paypal-subscribe?${params.toString()}`;
}
const PAYMENT_STATUS: Record<string, { color: string; label: string }> = {
  succeeded: { color: 'green', label: 'Paid' },
  failed: { color: 'red', label: 'Failed' },
  // PayPal holds the payment (an eCheck, a review): the plan starts when PayPal confirms it.
  pending: { color: 'gold', label: 'Pending' },
  refunded: { color: 'default', label: 'Refunded' },
};

/** What a held purchase gives, in a line. */
function entitlementLine(entitlement: Billing['entitlements'][number]): ReactNode {
  const name = ONE_OFF_PRODUCTS[entitlement.productCode].name;
  if (entitlement.productCode === 'premium_connections') return `${name}: ${entitlement.remainingUses} priority requests left`;
  if (entitlement.expiresAt) return `${name}: until ${formatLongDate(entitlement.expiresAt)}`;
  return name;
}

function PaymentRow({ payment }: { payment: BillingPayment }) {
  const status = PAYMENT_STATUS[payment.status] ?? { color: 'default', label: payment.status };
  return (
    <List.Item extra={<Typography.Text strong>{formatUsd(payment.amountCents)}</Typography.Text>}>
      <List.Item.Meta
        title={
          <Flex gap={8} wrap align="center">
            <span>{payment.description}</span>
            <Tag color={status.color}>{status.label}</Tag>
          </Flex>
        }
        description={`${formatLongDate(payment.createdAt)}${payment.receiptNumber ? ` · Receipt ${payment.receiptNumber}` : ''}`}
      />
    </List.Item>
  );
}

/**
 * /profile?tab=subscription: the plan and its state (trial, renewal or end date, grace
 * after a failed renewal), cancel at period end or take it back (terms: no partial refunds),
 * held one-off purchases and the payment history with receipt numbers.
 */
export function SubscriptionTab({ user }: { user: OwnUser }) {
  const { data: billing, isLoading, isError, refetch } = useGetBillingQuery();
  const [cancel, { isLoading: cancelling }] = useCancelSubscriptionMutation();
  const [resume, { isLoading: resuming }] = useResumeSubscriptionMutation();
  const [modal, modalHolder] = Modal.useModal();
  const toast = useToast();

  const confirmCancel = (billingState: Billing) =>
    modal.confirm({
      title: 'Cancel your subscription?',
      content: `Your ${billingState.planName} plan stays until ${formatLongDate(billingState.currentPeriodEnd)}, then your account moves to the Free plan. Partial periods are not refunded.`,
      okText: 'Cancel subscription',
      okButtonProps: { danger: true },
      cancelText: 'Keep my plan',
      onOk: async () => {
        try {
          await cancel().unwrap();
          toast.success('Subscription cancelled', `Your plan stays until ${formatLongDate(billingState.currentPeriodEnd)}.`);
        } catch (error) {
          toast.error('Could not cancel', errorMessage(error, 'An unexpected error occurred. Please try again.'));
        }
      },
    });
  const takeBack = async () => {
    try {
      await resume().unwrap();
      toast.success('Subscription resumed', 'Your plan renews as before.');
    } catch (error) {
      toast.error('Could not resume', errorMessage(error, 'An unexpected error occurred. Please try again.'));
    }
  };

  const [downloading, setDownloading] = useState<'xlsx' | 'csv' | null>(null);
  const canExport = billing?.entitlements.some((entitlement) => entitlement.productCode === 'export_data') ?? false;
  const download = async (format: 'xlsx' | 'csv') => {
    setDownloading(format);
    try {
      await downloadApiFile(`${API_PATHS.dataExport}?format=${format}`, `hardwarehub-export.${format === 'xlsx' ? 'xlsx' : 'zip'}`);
    } catch (error) {
      toast.error('Export failed', error instanceof Error ? error.message : 'An unexpected error occurred. Please try again.');
    } finally {
      setDownloading(null);
    }
  };
  const paid = (billing?.plan ?? user.subscriptionPlan) !== 'free';
  // Cancel and resume act on a subscription bought here (not, say, an Enterprise agreement).
  const subscribed = paid && billing?.planId != null;
  // A wallet pays for one period, which simply ends: nothing to cancel or resume, only to pay again.
  const renewsByItself = billing?.paidWith !== 'wallet';
  const method = billing ? paidWithLabel(billing) : null;
  return (
    <Flex vertical gap={24}>
      {modalHolder}
      <SubscriptionSummary user={user} />
      <Card title={<>Plan details {billing && <TestModeBadge show={billing.testMode} />}</>} variant="outlined">
        {isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : isError || !billing ? (
          <Alert type="error" showIcon title="Your billing details could not be loaded." action={<Button onClick={() => void refetch()}>Retry</Button>} />
        ) : (
          <>
            {billing.status === 'past_due' && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                title="Your last payment failed"
                description={`Your ${billing.planName} plan stays until ${formatLongDate(billing.graceUntil)}. Pay again before then to keep it.`}
              />
            )}
            <Descriptions
              column={1}
              colon={false}
              items={[
                { key: 'plan', label: 'Current plan', children: planLabel(billing.plan, user.role) },
                ...(paid && billing.priceCents !== null
                  ? [{ key: 'price', label: 'Price', children: `${formatUsd(billing.priceCents)} ${billing.interval === 'annually' ? 'a year' : 'a month'}` }]
                  : []),
                ...(billing.trialEnd ? [{ key: 'trial', label: 'Free trial', children: `Until ${formatLongDate(billing.trialEnd)}` }] : []),
                {
                  key: 'renewal',
                  label: billing.cancelAtPeriodEnd ? 'Ends on' : 'Renewal date',
                  children: paid ? formatLongDate(billing.currentPeriodEnd) : 'No renewal on the free plan',
                },
                ...(method ? [{ key: 'method', label: 'Paid with', children: method }] : []),
              ]}
            />
            {subscribed && !renewsByItself && (
              <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
                {PAYMENT_MESSAGES.walletPlanEnds(formatLongDate(billing.currentPeriodEnd))}
              </Typography.Paragraph>
            )}
            <Flex gap={12} wrap className="hh-card-actions">
              <Link to="/pricing">
                <Button>View plans and pricing</Button>
              </Link>
              {/* A card plan changes on /subscribe; a wallet plan changes by paying for another one on /paypal-subscribe. */}
              {subscribed && renewsByItself && (
                <Link to="/subscribe">
                  <Button icon={<CreditCardOutlined />}>Change plan</Button>
                </Link>
              )}
              {subscribed && renewsByItself && !billing.cancelAtPeriodEnd && billing.status !== 'past_due' && (
                <Button danger loading={cancelling} onClick={() => confirmCancel(billing)}>
                  Cancel subscription
                </Button>
              )}
              {subscribed && renewsByItself && billing.cancelAtPeriodEnd && (
                <Button type="primary" loading={resuming} onClick={() => void takeBack()}>
                  Resume subscription
                </Button>
              )}
              {subscribed && !renewsByItself && (
                <Link to={payAgainPath(billing, user.role)}>
                  <Button type="primary">Renew with PayPal</Button>
                </Link>
              )}
            </Flex>
          </>
        )}
      </Card>
      <Card
        title="Purchases"
        variant="outlined"
        extra={
          <Link to="/checkout">
            <Button icon={<ShoppingOutlined />}>Buy extras</Button>
          </Link>
        }
      >
        {billing?.entitlements.length ? (
          <List size="small" dataSource={billing.entitlements} renderItem={(entitlement) => <List.Item>{entitlementLine(entitlement)}</List.Item>} />
        ) : (
          <Typography.Text type="secondary">Featured placement, a verified badge, priority connection requests and data export are one-off purchases.</Typography.Text>
        )}
      </Card>
      {canExport && (
        <Card title="Your data" variant="outlined">
          <Typography.Paragraph type="secondary">
            Your projects, connections, messages per month and ratings received, with a summary of insights.
          </Typography.Paragraph>
          <Flex gap={12} wrap>
            <Button icon={<DownloadOutlined />} loading={downloading === 'xlsx'} onClick={() => void download('xlsx')}>
              Download Excel
            </Button>
            <Button icon={<DownloadOutlined />} loading={downloading === 'csv'} onClick={() => void download('csv')}>
              Download CSV
            </Button>
          </Flex>
        </Card>
      )}
      <Card title="Payment history" variant="outlined">
        {billing?.payments.length ? (
          <List dataSource={billing.payments} rowKey="id" renderItem={(payment) => <PaymentRow payment={payment} />} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No payments yet" />
        )}
      </Card>
    </Flex>
  );
}
