import { CheckOutlined, FileSearchOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  BILLING_INTERVALS, PLAN_CATALOGUE, PLAN_CATALOGUE_ROLES, planCatalogueRole, sourcingAllowanceLabel, TRIAL_DAYS, type BillingInterval, type Plan, type PlanCatalogueRole,
} from '#shared/constants/plans.ts';
import { ROLE_LABELS } from '#shared/constants/roles.ts';
import { LightTabs } from '../../ui/light-tabs.tsx';
import { PageContainer } from '../../ui/page-container.tsx';
import { useSession } from '../auth/index.ts';
import { planPriceLabel, subscribeSearch } from './checkout-logic.ts';
import { IntervalSwitch } from './plan-choice.tsx';
import './checkout.css';
import { PlainCard } from '../../ui/plain-card.tsx';

/** The pricing tabs; suppliers share the manufacturers' plans, so the tab names both. */
const TAB_LABELS: Record<PlanCatalogueRole, string> = { ...ROLE_LABELS, manufacturer: 'Manufacturer & Supplier' };

/** A card shows the first 3 features, then '+N more features' ('+1 more feature'). */
export const FEATURES_SHOWN = 3;

const FAQ = [
  {
    key: 'trial',
    label: 'Is there a free trial?',
    children: `Yes. Every paid plan paid by card starts with a ${TRIAL_DAYS}-day free trial on your first subscription. Cancel before it ends and you pay nothing.`,
  },
  {
    key: 'cancel',
    label: 'Can I cancel at any time?',
    children: 'Yes, from Profile > Subscription. Your plan stays until the end of the billing period you paid for, then your account moves to the Free plan. Partial periods are not refunded.',
  },
  {
    key: 'change',
    label: 'What happens when I change plans?',
    children: 'The change takes effect at once. The unused part of your current period is credited against the new plan (prorated), so you only pay the difference.',
  },
  {
    key: 'pay',
    label: 'How can I pay?',
    children: 'By card, or with PayPal. Card subscriptions renew automatically; a PayPal payment covers one billing period and you pay again to continue.',
  },
  {
    key: 'failed',
    label: 'What if a payment fails?',
    children: 'Your paid features stay for 7 days while you update your payment, then your account moves to the Free plan. Nothing you created is deleted.',
  },
  {
    key: 'annual',
    label: 'How much do I save with annual billing?',
    children: 'Annual billing costs 10 months of the monthly price: you save 16% on every paid plan.',
  },
];

function PlanCard({ plan, interval, current, onChoose }: { plan: Plan; interval: BillingInterval; current: boolean; onChoose: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? plan.features : plan.features.slice(0, FEATURES_SHOWN);
  const more = plan.features.length - FEATURES_SHOWN;
  return (
    <PlainCard className={`hh-pricing-card${plan.recommended ? ' hh-pricing-card--recommended' : ''}`} data-testid={`pricing-${plan.id}`}>
      <Flex vertical gap={12} className="hh-pricing-card__body">
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Title level={2} className="hh-flush hh-pricing-card__name">
            {plan.name}
          </Typography.Title>
          <Flex gap={4}>
            {plan.recommended && <Tag color="blue">Recommended</Tag>}
            {current && <Tag color="green">Current plan</Tag>}
          </Flex>
        </Flex>
        <Typography.Text strong className="hh-pricing-card__highlight">
          {plan.highlight}
        </Typography.Text>
        <Typography.Text type="secondary">{plan.description}</Typography.Text>
        <Typography.Text className="hh-pricing-card__price">{planPriceLabel(plan, interval)}</Typography.Text>
        <ul className="hh-plan-choice__features">
          {shown.map((feature) => (
            <li key={feature}>
              <CheckOutlined /> {feature}
            </li>
          ))}
        </ul>
        <Typography.Text type="secondary" className="hh-pricing-card__sourcing">
          <FileSearchOutlined aria-hidden /> {sourcingAllowanceLabel(plan.limits)}
        </Typography.Text>
        {more > 0 && (
          <Button type="link" className="hh-pricing-card__more" onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
            {expanded ? 'Show fewer features' : `+${more} more ${more === 1 ? 'feature' : 'features'}`}
          </Button>
        )}
        <Button type={plan.recommended ? 'primary' : 'default'} size="large" block disabled={current} onClick={onChoose}>
          {plan.price.monthly === 0 ? 'Get Started' : 'Subscribe'}
        </Button>
      </Flex>
    </PlainCard>
  );
}

/**
 * /pricing: role tabs (default: the member's catalogue), monthly or annual
 * ('Save up to 20%'), plan cards, an FAQ and the way to Enterprise. Tab and interval live in the URL.
 * Signed out, a plan's button goes to /auth?redirect=/pricing; signed in, to /subscribe with the plan.
 */
export function PricingPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const roleParam = search.get('role');
  const role: PlanCatalogueRole = (PLAN_CATALOGUE_ROLES as readonly string[]).includes(roleParam ?? '') ? (roleParam as PlanCatalogueRole) : planCatalogueRole(user?.role ?? 'entrepreneur');
  const intervalParam = search.get('interval');
  const interval: BillingInterval = (BILLING_INTERVALS as readonly string[]).includes(intervalParam ?? '') ? (intervalParam as BillingInterval) : 'monthly';
  const memberCatalogue = user ? planCatalogueRole(user.role) : null;

  const setQuery = (next: { role?: PlanCatalogueRole; interval?: BillingInterval }) => setSearch(new URLSearchParams({ role: next.role ?? role, interval: next.interval ?? interval }), { replace: true });
  const choose = (plan: Plan) => {
    if (!user) navigate('/auth?redirect=/pricing');
    else navigate(`/subscribe${subscribeSearch({ planId: plan.id, interval, catalogue: plan.role })}`);
  };

  return (
    <PageContainer title="Pricing" subtitle="Plans for every role in hardware, billed monthly or annually. Paid plans start with a 7-day free trial.">
      <Flex vertical gap={24}>
        {/* The role tabs wrap on a phone: antd's Tabs widened the page there, or folded tabs into a
            menu button inside the tab list (an accessibility error). */}
        <LightTabs<PlanCatalogueRole>
          activeKey={role}
          onChange={(key) => setQuery({ role: key })}
          size="medium"
          wrap
          items={PLAN_CATALOGUE_ROLES.map((key) => ({
            key,
            label: TAB_LABELS[key],
            children: (
              <Flex vertical gap={16}>
                <Flex justify="flex-end">
                  <IntervalSwitch value={interval} onChange={(value) => setQuery({ interval: value })} saving="Save up to 20%" />
                </Flex>
                <div className="hh-pricing-grid">
                  {PLAN_CATALOGUE[key].map((plan) => (
                    <PlanCard key={plan.id} plan={plan} interval={interval} current={memberCatalogue === key && user?.subscriptionPlan === plan.tier} onChoose={() => choose(plan)} />
                  ))}
                </div>
              </Flex>
            ),
          }))}
        />
        <PlainCard className="hh-pricing-enterprise">
          <Flex justify="space-between" align="center" wrap gap={12}>
            <div>
              <Typography.Title level={3} className="hh-flush hh-pricing-faq__question">
                Need more?
              </Typography.Title>
              <Typography.Text type="secondary">Teams, custom limits, invoicing and a dedicated account manager.</Typography.Text>
            </div>
            <Link to="/enterprise">
              <Button>Talk to us about Enterprise</Button>
            </Link>
          </Flex>
        </PlainCard>
        <section aria-labelledby="pricing-faq">
          <Typography.Title level={2} id="pricing-faq">
            Frequently asked questions
          </Typography.Title>
          {/* Native disclosure: the FAQ needs no script (antd's Collapse pulled its motion code into the shared app chunk). */}
          <div className="hh-pricing-faq">
            {FAQ.map((item) => (
              <details key={item.key} className="hh-pricing-faq__item">
                <summary>{item.label}</summary>
                <p>{item.children}</p>
              </details>
            ))}
          </div>
        </section>
      </Flex>
    </PageContainer>
  );
}
