import { CreditCardOutlined, ExperimentOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PLAN_CATALOGUE } from '#shared/constants/plans.ts';
import { monthDayYear } from '#shared/format/dates.ts';
import { PAYMENT_MESSAGES, WALLET_MESSAGES } from '#shared/schemas/payment-schemas.ts';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { PageContainer } from '../../ui/page-container.tsx';
import { TestModeBadge } from '../../ui/test-mode-badge.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { useSession } from '../auth/index.ts';
import { useCaptureWalletOrderMutation, useConfirmWalletSubscriptionMutation, useCreateWalletOrderMutation, useGetPaymentConfigQuery } from './checkout-api.ts';
import { openedFromDesktop } from '../desktop-shell/index.ts';
import { paidLocation, parseSubscribeQuery, planPriceLabel, subscribeSearch } from './checkout-logic.ts';
import { IntervalSwitch, PlanChoice } from './plan-choice.tsx';
import './checkout.css';

// PayPal's JS SDK loads only here, and only when PayPal is configured.
const PaypalButtons = lazy(() => import('./paypal-buttons.tsx'));

/**
 * /paypal-subscribe (a subscription paid by wallet): choose a paid plan and interval, then pay
 * with PayPal (create order, approve, capture, subscription success, toast, /dashboard), or, in
 * test mode, with the simulated wallet button. A wallet pays one period in advance: no trial and
 * no automatic renewal (said on the page).
 */
export function PaypalSubscribePage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [search, setSearch] = useSearchParams();
  const query = parseSubscribeQuery(search, user?.role);
  const plans = PLAN_CATALOGUE[query.catalogue].filter((plan) => plan.tier !== 'free');
  const selected = plans.find((plan) => plan.id === query.planId) ?? plans.find((plan) => plan.recommended) ?? plans[0]!;
  const { data: config, isLoading } = useGetPaymentConfigQuery();
  const [createOrder] = useCreateWalletOrderMutation();
  const [capture] = useCaptureWalletOrderMutation();
  const [confirm] = useConfirmWalletSubscriptionMutation();
  const [simulating, setSimulating] = useState(false);
  /** PayPal took the payment but holds it (an eCheck, a review): nothing more to do here. */
  const [pending, setPending] = useState(false);

  const order = async () => (await createOrder({ plan: selected.id, role: selected.role, interval: query.interval, currency: 'USD', intent: 'CAPTURE' }).unwrap()).id;
  /**
   * The wallet subscription's last steps: capture, post the subscription success, toast, dashboard.
   * A payment PayPal holds shows as pending instead; a declined funding source reopens PayPal's
   * window for the same order ('restart').
   */
  const finish = async (orderId: string): Promise<'restart' | void> => {
    try {
      if ((await capture(orderId).unwrap()).paymentStatus === 'pending') {
        setPending(true);
        return;
      }
      const billing = await confirm({ orderId, subscriptionPlan: selected.id, interval: query.interval }).unwrap();
      const end = billing.currentPeriodEnd ? new Date(billing.currentPeriodEnd) : null;
      const until = end ? ` until ${monthDayYear(end.getFullYear(), end.getMonth(), end.getDate())}` : '';
      toast.success('Subscription Activated', `You are on the ${selected.name} plan${until}.`);
      // Opened by the desktop app: back into the app through the payment return page.
      if (openedFromDesktop(search)) window.location.assign(paidLocation('subscription-success', true).path);
      else navigate('/dashboard');
    } catch (error) {
      if (isApiError(error) && error.instrumentDeclined) {
        toast.info(PAYMENT_MESSAGES.paymentError, WALLET_MESSAGES.instrumentDeclined);
        return 'restart';
      }
      toast.error(PAYMENT_MESSAGES.subscriptionFailedTitle, errorMessage(error, PAYMENT_MESSAGES.walletActivationFailed));
    }
  };
  const simulate = async () => {
    setSimulating(true);
    try {
      await finish(await order());
    } catch (error) {
      toast.error(PAYMENT_MESSAGES.paymentError, errorMessage(error, PAYMENT_MESSAGES.walletActivationFailed));
    } finally {
      setSimulating(false);
    }
  };

  return (
    <PageContainer
      title="Subscribe with PayPal"
      subtitle={<>Pay for a billing period with your PayPal account. <TestModeBadge show={config?.testMode ?? false} /></>}
      extra={
        <Flex gap={8} wrap>
          <Link to={`/subscribe${subscribeSearch({ ...query, planId: selected.id })}`}>
            <Button icon={<CreditCardOutlined />}>Pay by card</Button>
          </Link>
          <Link to="/dashboard">
            <Button type="text">Back to Dashboard</Button>
          </Link>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <IntervalSwitch value={query.interval} onChange={(interval) => setSearch(subscribeSearch({ ...query, interval, planId: selected.id }), { replace: true })} />
        <div className="hh-plan-choices" role="radiogroup" aria-label="Plans">
          {plans.map((plan) => (
            <PlanChoice
              key={plan.id}
              plan={plan}
              interval={query.interval}
              selected={plan.id === selected.id}
              current={user?.subscriptionPlan === plan.tier}
              onSelect={() => setSearch(subscribeSearch({ ...query, planId: plan.id }), { replace: true })}
            />
          ))}
        </div>
        <Card title={`${selected.name} plan, ${planPriceLabel(selected, query.interval)}`} className="hh-wallet-card">
          <Typography.Paragraph type="secondary">
            PayPal pays for one {query.interval === 'monthly' ? 'month' : 'year'} now. Your plan does not renew by itself: pay again here before it ends, or switch to a card for automatic renewal. Paid by card, plans start with a 7-day free trial.
          </Typography.Paragraph>
          {pending ? (
            <Alert
              type="info"
              showIcon
              title={WALLET_MESSAGES.paymentPendingTitle}
              description={
                <>
                  {WALLET_MESSAGES.paymentPending} <Link to="/profile?tab=subscription">See your billing</Link>
                </>
              }
            />
          ) : isLoading ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : config?.wallet === 'paypal' && config.paypalClientId ? (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
              <PaypalButtons
                clientId={config.paypalClientId}
                createOrder={order}
                onApprove={finish}
                onCancel={() => toast.info(PAYMENT_MESSAGES.paymentCancelled, 'You can choose PayPal or a card again at any time.')}
                onError={(error) => toast.error(PAYMENT_MESSAGES.paymentError, errorMessage(error, PAYMENT_MESSAGES.walletActivationFailed))}
              />
            </Suspense>
          ) : config?.wallet !== 'simulated' ? (
            <Alert type="warning" showIcon title={WALLET_MESSAGES.unavailable} description="Pay by card instead." />
          ) : null}
          {config?.wallet === 'simulated' && !pending && (
            <Button type="primary" size="large" block icon={<ExperimentOutlined />} loading={simulating} onClick={() => void simulate()}>
              Simulate PayPal payment
            </Button>
          )}
        </Card>
      </Flex>
    </PageContainer>
  );
}
