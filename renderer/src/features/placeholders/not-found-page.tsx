import { Button, Result } from 'antd';
import { Link } from 'react-router';
import './placeholders.css';

/** Any unmatched path. */
export function NotFoundPage() {
  return (
    <div className="hh-not-found">
      <Result
        status="404"
        title="404 Page Not Found"
        subTitle="The page you are looking for does not exist or has moved."
        extra={
          <Link to="/">
            <Button type="primary">Back to Home</Button>
          </Link>
        }
      />
    </div>
  );
}
