import { ExperimentOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';

/** Every payment screen says so when no real money moves (simulated payments, Stripe test keys, PayPal sandbox). */
export function TestModeBadge({ show = true }: { show?: boolean }) {
  if (!show) return null;
  return (
    <Tooltip title="Payments are simulated: no card is charged.">
      <Tag color="orange" icon={<ExperimentOutlined />} className="hh-test-mode" data-testid="test-mode">
        Test mode
      </Tag>
    </Tooltip>
  );
}
