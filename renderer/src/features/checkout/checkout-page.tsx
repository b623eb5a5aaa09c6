import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, InputNumber, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatUsd, isOneOffProductCode, MAX_ONE_OFF_QUANTITY, ONE_OFF_PRODUCT_CODES, ONE_OFF_PRODUCTS, type OneOffProductCode } from '#shared/constants/one-off-products.ts';
import { PAYMENT_MESSAGES, type PaymentIntentResponse } from '#shared/schemas/payment-schemas.ts';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { PageContainer } from '../../ui/page-container.tsx';
import { TestModeBadge } from '../../ui/test-mode-badge.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { useSession } from '../auth/index.ts';
import { useGetUserProjectsQuery } from '../projects/index.ts';
import { CardPayment } from './card-payment.tsx';
import { useConfirmSimulatedPaymentMutation, useCreatePaymentIntentMutation, useGetPaymentConfigQuery } from './checkout-api.ts';
import { DesktopCheckout, isDesktopApp, openedFromDesktop } from '../desktop-shell/index.ts';
import { oneOffTotalCents, paidLocation, returnUrl, simulatedNetworkDelay } from './checkout-logic.ts';
import './checkout.css';


/**
 * /checkout (one-off purchases): choose a product and a quantity (at least
 * 1; the total is price x quantity, priced again by the server), 'Proceed to Payment' starts the
 * payment, then the card form's 'Pay Now'. `?product=verified_badge` preselects a product. A
 * featured placement needs one of the member's projects to feature.
 */
export function CheckoutPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [search] = useSearchParams();
  // Inside the desktop app the payment happens in the browser; a browser page the app opened returns to it.
  const desktop = isDesktopApp();
  const fromDesktop = openedFromDesktop(search);
  const preset = search.get('product');
  const [product, setProduct] = useState<OneOffProductCode>(preset && isOneOffProductCode(preset) ? preset : 'featured_project');
  const [quantity, setQuantity] = useState(1);
  const [projectId, setProjectId] = useState<number | null>(null);
  const [payment, setPayment] = useState<PaymentIntentResponse | null>(null);
  const [projectMissing, setProjectMissing] = useState(false);
  const { data: config } = useGetPaymentConfigQuery();
  const { data: projects } = useGetUserProjectsQuery(undefined, { skip: product !== 'featured_project' });
  const [createIntent, { isLoading: starting }] = useCreatePaymentIntentMutation();
  const [confirmSimulated] = useConfirmSimulatedPaymentMutation();
  const chosen = ONE_OFF_PRODUCTS[product];
  const total = oneOffTotalCents(product, quantity);

  const proceed = async () => {
    if (product === 'featured_project' && !projectId) {
      setProjectMissing(true);
      return;
    }
    try {
      setPayment(await createIntent({ productId: product, quantity, amount: total / 100, ...(projectId && product === 'featured_project' ? { projectId } : {}) }).unwrap());
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      toast.error('Checkout', status >= 400 && status < 500 ? errorMessage(error, PAYMENT_MESSAGES.paymentInitFailed) : PAYMENT_MESSAGES.paymentInitFailed);
    }
  };

  const paySimulated = async (cardNumber: string) => {
    if (!user) {
      toast.error(PAYMENT_MESSAGES.simulationErrorTitle, PAYMENT_MESSAGES.mustBeLoggedIn);
      return;
    }
    if (!payment) return;
    await simulatedNetworkDelay();
    try {
      await confirmSimulated({ paymentIntentId: payment.paymentIntentId, cardNumber }).unwrap();
      const next = paidLocation('payment-success', fromDesktop);
      if (next.leaveApp) window.location.assign(next.path);
      else navigate(next.path);
    } catch (error) {
      if (isApiError(error) && error.status === 402) toast.error(PAYMENT_MESSAGES.paymentFailedTitle, errorMessage(error, PAYMENT_MESSAGES.unexpected));
      else toast.error(PAYMENT_MESSAGES.simulationErrorTitle, errorMessage(error, PAYMENT_MESSAGES.unexpected));
    }
  };

  return (
    <PageContainer title="Checkout" subtitle={<>Boost your presence on HardwareHub with a one-off purchase. Prices in USD. <TestModeBadge show={config?.testMode ?? false} /></>}>
      <div className="hh-checkout-grid">
        <Card title="Your purchase" className="hh-checkout-summary">
          <Form layout="vertical" requiredMark={false} disabled={Boolean(payment)}>
            <Form.Item label="Product" htmlFor="checkout-product">
              <Select<OneOffProductCode>
                id="checkout-product"
                value={product}
                onChange={(value) => {
                  setProduct(value);
                  setProjectMissing(false);
                }}
                options={ONE_OFF_PRODUCT_CODES.map((code) => ({ value: code, label: `${ONE_OFF_PRODUCTS[code].name} (${formatUsd(ONE_OFF_PRODUCTS[code].priceCents)})` }))}
              />
            </Form.Item>
            <Typography.Paragraph type="secondary">
              {chosen.description} <strong>{chosen.effect}</strong>
              {quantity > 1 ? ` x ${quantity}` : ''}.
            </Typography.Paragraph>
            {product === 'featured_project' && (
              <Form.Item label="Project to feature" htmlFor="checkout-project" validateStatus={projectMissing ? 'error' : undefined} help={projectMissing ? PAYMENT_MESSAGES.featuredProject : undefined}>
                <Select<number>
                  id="checkout-project"
                  placeholder="Choose one of your projects"
                  value={projectId ?? undefined}
                  onChange={(value) => {
                    setProjectId(value);
                    setProjectMissing(false);
                  }}
                  options={(projects ?? []).map((project) => ({ value: project.id, label: project.name }))}
                  notFoundContent={
                    <span>
                      No projects yet. <Link to="/projects/create">Create a project</Link>
                    </span>
                  }
                />
              </Form.Item>
            )}
            <Form.Item label="Quantity" htmlFor="checkout-quantity">
              <InputNumber<number>
                id="checkout-quantity"
                min={1}
                max={MAX_ONE_OFF_QUANTITY}
                precision={0}
                value={quantity}
                onChange={(value) => setQuantity(Math.max(1, Math.min(MAX_ONE_OFF_QUANTITY, Math.floor(value ?? 1))))}
              />
            </Form.Item>
          </Form>
          <Flex justify="space-between" align="baseline" className="hh-checkout-total">
            <Typography.Text>Total</Typography.Text>
            <Typography.Text strong className="hh-due-today" data-testid="checkout-total">
              {formatUsd(total)}
            </Typography.Text>
          </Flex>
          {desktop ? null : payment ? (
            <Button icon={<ArrowLeftOutlined />} onClick={() => setPayment(null)}>
              Change purchase
            </Button>
          ) : (
            <Button type="primary" size="large" block loading={starting} onClick={() => void proceed()}>
              Proceed to Payment
            </Button>
          )}
        </Card>
        <Card title="Payment details">
          {desktop ? (
            <DesktopCheckout path={`/checkout?product=${product}`} />
          ) : !payment ? (
            <Alert type="info" showIcon title="Choose what to buy, then proceed to payment." />
          ) : config ? (
            <CardPayment config={config} clientSecret={payment.clientSecret} returnUrl={returnUrl('payment-success', fromDesktop)} submitLabel="Pay Now" onSimulatedPay={paySimulated} />
          ) : (
            <Skeleton active paragraph={{ rows: 4 }} />
          )}
        </Card>
      </div>
    </PageContainer>
  );
}
