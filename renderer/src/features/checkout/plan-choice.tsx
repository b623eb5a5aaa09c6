import { CheckOutlined } from '@ant-design/icons';
import { Flex, Segmented, Tag, Typography } from 'antd';
import type { BillingInterval, Plan } from '#shared/constants/plans.ts';
import { annualSavingsDollars, planPriceLabel } from './checkout-logic.ts';
import { PlainCard } from '../../ui/plain-card.tsx';

/** The interval switch with a saving badge on annual billing: 'Save 16%' on /subscribe, 'Save up to 20%' on /pricing. */
export function IntervalSwitch({ value, onChange, saving = 'Save 16%' }: { value: BillingInterval; onChange: (interval: BillingInterval) => void; saving?: string }) {
  return (
    <Segmented<BillingInterval>
      value={value}
      onChange={onChange}
      options={[
        { value: 'monthly', label: 'Monthly' },
        {
          value: 'annually',
          label: (
            <span>
              Annually <Tag color="green" className="hh-save-tag">{saving}</Tag>
            </span>
          ),
        },
      ]}
    />
  );
}

/** A plan to choose: name, price for the interval, the annual saving, its features. */
export function PlanChoice({ plan, interval, selected, current, onSelect }: { plan: Plan; interval: BillingInterval; selected: boolean; current: boolean; onSelect: () => void }) {
  const saving = annualSavingsDollars(plan);
  return (
    <PlainCard
      hoverable
      className={`hh-plan-choice${selected ? ' hh-plan-choice--selected' : ''}`}
      onClick={onSelect}
      role="radio"
      aria-checked={selected}
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelect();
        }
      }}
      data-testid={`plan-${plan.id}`}
    >
      <Flex justify="space-between" align="flex-start" gap={8}>
        <div>
          <Typography.Title level={4} className="hh-flush">
            {plan.name} {plan.recommended && <Tag color="blue">Recommended</Tag>} {current && <Tag color="green">Current plan</Tag>}
          </Typography.Title>
          <Typography.Text type="secondary">{plan.description}</Typography.Text>
        </div>
        <div className="hh-plan-choice__price">
          <Typography.Text strong className="hh-plan-choice__amount">
            {planPriceLabel(plan, interval)}
          </Typography.Text>
          {interval === 'annually' && saving > 0 && <Typography.Text type="success" className="hh-block hh-small">Save ${saving} a year</Typography.Text>}
        </div>
      </Flex>
      <ul className="hh-plan-choice__features">
        {plan.features.map((feature) => (
          <li key={feature}>
            <CheckOutlined /> {feature}
          </li>
        ))}
      </ul>
    </PlainCard>
  );
}
