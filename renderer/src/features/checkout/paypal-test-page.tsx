import { Alert, Button, Card, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { API_PATHS, apiPath } from '#shared/api/api-paths.ts';
import { apiRequest } from '../../lib/api/api-transport.ts';
import { PageContainer } from '../../ui/page-container.tsx';
import { TestModeBadge } from '../../ui/test-mode-badge.tsx';
import { useSession } from '../auth/index.ts';
import { useGetPaymentConfigQuery } from './checkout-api.ts';
import './checkout.css';

/**
 * /paypal-test (the wallet test page, public; defaults 9.99 USD, intent CAPTURE): calls the
 * setup and order endpoints and shows their raw answers, for checking a wallet configuration. An
 * order needs a signed-in member and, where money is real, a plan (the server refuses test orders).
 */
export function PaypalTestPage() {
  const { user } = useSession();
  const { data: config } = useGetPaymentConfigQuery();
  const [amount, setAmount] = useState<number | null>(9.99);
  const [currency, setCurrency] = useState('USD');
  const [intent, setIntent] = useState('CAPTURE');
  const [orderId, setOrderId] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [raw, setRaw] = useState<string>('');

  /** Shows whatever came back, status included, errors too: that is the point of this page. */
  const call = async (label: string, method: 'GET' | 'POST', path: string, body?: unknown) => {
    setBusy(label);
    try {
      const response = await apiRequest(path, { method, ...(body !== undefined && { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) });
      const text = await response.text();
      let shown = text;
      try {
        shown = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // not JSON: shown as it came
      }
      setRaw(`${method} ${path}\n${response.status} ${response.statusText}\n\n${shown}`);
      if (label === 'order' && response.ok) setOrderId((JSON.parse(text) as { id?: string }).id ?? null);
    } catch (error) {
      setRaw(`${method} ${path}\nNo answer: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageContainer title="PayPal Integration Test" subtitle={<>Try the wallet's setup and order calls and read their raw answers. <TestModeBadge show={config?.testMode ?? false} /></>}>
      <div className="hh-checkout-grid">
        <Card title="Request">
          <Form layout="vertical" requiredMark={false}>
            <Form.Item label="Amount" htmlFor="paypal-amount">
              <InputNumber<number> id="paypal-amount" min={0.01} max={1000} step={0.01} precision={2} value={amount} onChange={setAmount} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label="Currency" htmlFor="paypal-currency">
              <Input id="paypal-currency" value={currency} onChange={(event) => setCurrency(event.target.value.toUpperCase())} maxLength={3} />
            </Form.Item>
            <Form.Item label="Intent" htmlFor="paypal-intent">
              <Select id="paypal-intent" value={intent} onChange={setIntent} options={[{ value: 'CAPTURE' }, { value: 'AUTHORIZE' }]} />
            </Form.Item>
          </Form>
          <Flex gap={8} wrap>
            <Button loading={busy === 'setup'} onClick={() => void call('setup', 'GET', API_PATHS.paypalSetup)}>
              Test Setup
            </Button>
            <Button type="primary" disabled={!user} loading={busy === 'order'} onClick={() => void call('order', 'POST', API_PATHS.paypalOrder, { amount, currency, intent })}>
              Create Order
            </Button>
            <Button disabled={!user || !orderId} loading={busy === 'capture'} onClick={() => orderId && void call('capture', 'POST', apiPath(API_PATHS.paypalCapture, { orderId }))}>
              Capture Order
            </Button>
          </Flex>
          {!user && (
            <Alert
              className="hh-card-form__hint"
              type="info"
              showIcon
              title={
                <>
                  <Link to="/auth?redirect=/paypal-test">Sign in</Link> to create and capture test orders.
                </>
              }
            />
          )}
        </Card>
        <Card title="Raw response">
          <Typography.Paragraph type="secondary">The status line and body of the last call.</Typography.Paragraph>
          <pre className="hh-raw-response" data-testid="raw-response">
            {raw || 'No call made yet.'}
          </pre>
        </Card>
      </div>
    </PageContainer>
  );
}
