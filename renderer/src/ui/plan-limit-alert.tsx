import { Alert, Button } from 'antd';
import { Link } from 'react-router';

/** An action the plan's limit refused (active projects, monthly connection requests), with the upgrade offer. */
export function PlanLimitAlert({ message, title = 'Plan limit reached' }: { message: string; title?: string }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={title}
      description={message}
      className="hh-form-alert"
      action={
        <Link to="/pricing">
          <Button type="primary" size="small">
            Upgrade
          </Button>
        </Link>
      }
    />
  );
}
