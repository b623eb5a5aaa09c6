import { ArrowLeftOutlined, WalletOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PLAN_CATALOGUE, planCatalogueRole, type Plan } from '#shared/constants/plans.ts';
import { ROLE_LABELS } from '#shared/constants/roles.ts';
import { PAYMENT_MESSAGES, type SubscriptionResponse } from '#shared/schemas/payment-schemas.ts';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { PageContainer } from '../../ui/page-container.tsx';
import { TestModeBadge } from '../../ui/test-mode-badge.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { useSession } from '../auth/index.ts';
import { CardPayment } from './card-payment.tsx';
import { useConfirmSimulatedSubscriptionMutation, useGetOrCreateSubscriptionMutation, useGetPaymentConfigQuery } from './checkout-api.ts';
import { DESKTOP_CHECKOUT_FLAG, DesktopCheckout, isDesktopApp, openedFromDesktop } from '../desktop-shell/index.ts';
import { dueTodayLines, paidLocation, parseSubscribeQuery, planPriceLabel, returnUrl, simulatedNetworkDelay, subscribeSearch } from './checkout-logic.ts';
import { IntervalSwitch, PlanChoice } from './plan-choice.tsx';
import './checkout.css';


/**
 * /subscribe: choose a plan of the role's catalogue (the `role`
 * param overrides the member's role) and the interval, then pay by card. A plan given in the URL
 * (from /pricing) is requested at once. Active or trialing on that plan: 'Already Subscribed' and on
 * to the dashboard. Otherwise the card form appears, with 'Change Plan' to go back.
 */
export function SubscribePage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [search, setSearch] = useSearchParams();
  const query = parseSubscribeQuery(search, user?.role);
  const plans = PLAN_CATALOGUE[query.catalogue];
  const selected = plans.find((plan) => plan.id === query.planId) ?? null;
  // The URL's role may show another role's plans (to compare); the member can buy only their own.
  const ownCatalogue = user ? planCatalogueRole(user.role) : query.catalogue;
  const otherCatalogue = query.catalogue !== ownCatalogue;
  const { data: config } = useGetPaymentConfigQuery();
  const [requestSubscription, { isLoading: requesting }] = useGetOrCreateSubscriptionMutation();
  const [confirmSimulated] = useConfirmSimulatedSubscriptionMutation();
  const [checkout, setCheckout] = useState<SubscriptionResponse | null>(null);
  const [missingPlan, setMissingPlan] = useState(false);
  const autoStarted = useRef(false);
  // The plan the visitor arrived with (from /pricing), not one they pick here.
  const arrivalPlanId = useRef(query.planId);
  // Inside the desktop app the payment happens in the browser; a browser page the app opened returns to it.
  const desktop = isDesktopApp();
  const fromDesktop = openedFromDesktop(search);
  const desktopFlag = fromDesktop ? `&${DESKTOP_CHECKOUT_FLAG}=1` : '';

  const update = (changes: Partial<typeof query>) => {
    setCheckout(null);
    setMissingPlan(false);
    setSearch(`${subscribeSearch({ ...query, ...changes })}${desktopFlag}`, { replace: true });
  };

  const start = async (plan: Plan | null) => {
    if (!plan) {
      setMissingPlan(true);
      return;
    }
    try {
      const response = await requestSubscription({ plan: plan.id, role: plan.role, pricingTier: query.interval }).unwrap();
      if (response.changeApplied) {
        // A change that cost nothing today (a downgrade, credit, a trial) is already in effect.
        toast.success(PAYMENT_MESSAGES.planChangedTitle, PAYMENT_MESSAGES.planChanged(plan.name));
        navigate('/profile?tab=subscription');
        return;
      }
      if (response.status === 'active' || response.status === 'trialing') {
        toast.info(PAYMENT_MESSAGES.alreadySubscribed, plan.tier === 'free' ? 'You are on the Free plan.' : `You are already on the ${plan.name} plan.`);
        navigate('/dashboard');
        return;
      }
      setCheckout(response);
    } catch (error) {
      // A refusal with a reason (a plan change that needs cancelling first) says why; anything else is the spec's message.
      const status = isApiError(error) ? error.status : 0;
      toast.error(PAYMENT_MESSAGES.subscriptionFailedTitle, status >= 400 && status < 500 ? errorMessage(error, PAYMENT_MESSAGES.subscriptionInitFailed) : PAYMENT_MESSAGES.subscriptionInitFailed);
    }
  };

  // From /pricing the plan is already chosen: request it at once, as soon as the session is known. A plan
  // picked on this page waits for Continue to payment.
  useEffect(() => {
    if (autoStarted.current || !user || desktop) return;
    autoStarted.current = true;
    if (selected && selected.id === arrivalPlanId.current) void start(selected);
    // Only on arrival; later changes go through the buttons.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected, user]);

  const paySimulated = async (cardNumber: string) => {
    if (!user) {
      toast.error(PAYMENT_MESSAGES.simulationErrorTitle, PAYMENT_MESSAGES.mustBeLoggedIn);
      return;
    }
    if (!checkout?.paymentIntentId || !selected) return;
    await simulatedNetworkDelay();
    try {
      await confirmSimulated({ plan: selected.id, role: selected.role, interval: query.interval, paymentIntentId: checkout.paymentIntentId, cardNumber }).unwrap();
      const next = paidLocation('subscription-success', fromDesktop);
      if (next.leaveApp) window.location.assign(next.path);
      else navigate(next.path);
    } catch (error) {
      if (isApiError(error) && error.status === 402) toast.error(PAYMENT_MESSAGES.paymentFailedTitle, errorMessage(error, PAYMENT_MESSAGES.unexpected));
      else toast.error(PAYMENT_MESSAGES.simulationErrorTitle, PAYMENT_MESSAGES.simulationFailed);
    }
  };

  return (
    <PageContainer
      title="Choose Your Plan"
      subtitle={<>Pick the plan for your work and pay by card. All paid plans start with a 7-day free trial. <TestModeBadge show={config?.testMode ?? false} /></>}
      extra={
        <Flex gap={8} wrap>
          {!desktop && (
            <Link to={`/paypal-subscribe${subscribeSearch(query)}${desktopFlag}`}>
              <Button icon={<WalletOutlined />}>Pay with PayPal</Button>
            </Link>
          )}
          <Link to="/dashboard">
            <Button type="text">Skip for now</Button>
          </Link>
        </Flex>
      }
    >
      {!checkout ? (
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <IntervalSwitch value={query.interval} onChange={(interval) => update({ interval })} />
            <Typography.Text type="secondary">Prices in USD. Cancel any time; your plan runs to the end of the period you paid for.</Typography.Text>
          </Flex>
          <div className="hh-plan-choices" role="radiogroup" aria-label="Plans">
            {plans.map((plan) => (
              <PlanChoice key={plan.id} plan={plan} interval={query.interval} selected={plan.id === selected?.id} current={!otherCatalogue && user?.subscriptionPlan === plan.tier} onSelect={() => update({ planId: plan.id })} />
            ))}
          </div>
          {otherCatalogue && (
            <Alert
              type="info"
              showIcon
              title={`These are the ${ROLE_LABELS[query.catalogue]} plans. Your account subscribes to the ${ROLE_LABELS[ownCatalogue]} plans.`}
              action={<Button size="small" onClick={() => update({ catalogue: ownCatalogue, planId: null })}>Show my plans</Button>}
            />
          )}
          {missingPlan && !selected && <Alert type="warning" showIcon title={PAYMENT_MESSAGES.selectPlan} />}
          {desktop && selected ? (
            <DesktopCheckout path={`/subscribe${subscribeSearch(query)}`} />
          ) : (
            <Flex justify="flex-end">
              <Button type="primary" size="large" loading={requesting} onClick={() => void start(selected)}>
                Continue to payment
              </Button>
            </Flex>
          )}
        </Flex>
      ) : (
        <div className="hh-checkout-grid">
          <Card title="Order summary" className="hh-checkout-summary">
            <Typography.Title level={4} className="hh-flush">
              {selected?.name} plan
            </Typography.Title>
            <Typography.Paragraph type="secondary">{selected && planPriceLabel(selected, query.interval)}, billed {query.interval === 'monthly' ? 'monthly' : 'annually'}</Typography.Paragraph>
            {dueTodayLines(checkout).map((line) => (
              <Typography.Paragraph key={line} className={line.startsWith('Due today') ? 'hh-due-today' : undefined}>
                {line}
              </Typography.Paragraph>
            ))}
            <Button icon={<ArrowLeftOutlined />} onClick={() => setCheckout(null)}>
              Change Plan
            </Button>
          </Card>
          <Card title="Payment details">
            {config && checkout.clientSecret ? (
              <CardPayment
                config={config}
                clientSecret={checkout.clientSecret}
                returnUrl={returnUrl('subscription-success', fromDesktop)}
                submitLabel={checkout.trialDays > 0 ? 'Start Free Trial' : 'Subscribe'}
                onSimulatedPay={paySimulated}
              />
            ) : (
              <Skeleton active paragraph={{ rows: 4 }} />
            )}
          </Card>
        </div>
      )}
    </PageContainer>
  );
}
