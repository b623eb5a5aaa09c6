import { Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paymentSucceeded } from '#shared/api/payment-return.ts';
import { baseApi } from '../../lib/api/base-api.ts';
import { useAppDispatch } from '../../lib/store/hooks.ts';
import './checkout.css';

/** The redirect countdown after success. */
export const REDIRECT_SECONDS = 5;

interface PaymentResultProps {
  /** 'Subscription Successful!' or 'Payment Successful!' */
  title: string;
  subtitle: string;
  /** Where Try Again goes (/subscribe or /checkout). */
  retryPath: string;
}

/**
 * /subscription-success and /payment-success: a succeeded payment (ours, `payment_status`, or
 * Stripe's `redirect_status` after a card redirect, so a paid member is never invited to pay again)
 * shows success and goes to /dashboard after a 5-second countdown (or at once with the button); any
 * other status shows 'Payment Processing' with Return to Dashboard and Try Again. The member's
 * plan, badge and billing are fetched again, so the new plan shows at once.
 */
function PaymentResultPage({ title, subtitle, retryPath }: PaymentResultProps) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const succeeded = paymentSucceeded(search);
  const [left, setLeft] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    dispatch(baseApi.util.invalidateTags(['Session', 'Billing', 'User']));
  }, [dispatch]);

  useEffect(() => {
    if (!succeeded) return;
    if (left <= 0) {
      navigate('/dashboard', { replace: true });
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [succeeded, left, navigate]);

  if (succeeded) {
    return (
      <Result
        status="success"
        title={<h1 className="hh-result-heading">{title}</h1>}
        subTitle={
          <>
            {subtitle}
            <br />
            <span role="timer" aria-live="polite">
              Redirecting to your dashboard in {left} second{left === 1 ? '' : 's'}...
            </span>
          </>
        }
        extra={
          <Button type="primary" onClick={() => navigate('/dashboard', { replace: true })}>
            Go to Dashboard
          </Button>
        }
      />
    );
  }
  return (
    <Result
      status="info"
      title={<h1 className="hh-result-heading">Payment Processing</h1>}
      subTitle="Your payment is being processed. Your plan or purchase shows in your profile as soon as it is confirmed; you will also get a receipt by email."
      extra={[
        <Link key="dashboard" to="/dashboard">
          <Button>Return to Dashboard</Button>
        </Link>,
        <Link key="retry" to={retryPath}>
          <Button type="primary">Try Again</Button>
        </Link>,
      ]}
    />
  );
}

export const SubscriptionSuccessPage = () => <PaymentResultPage title="Subscription Successful!" subtitle="Your new plan is active. A receipt is on its way to your inbox." retryPath="/subscribe" />;
export const PaymentSuccessPage = () => <PaymentResultPage title="Payment Successful!" subtitle="Your purchase is active. A receipt is on its way to your inbox." retryPath="/checkout" />;
