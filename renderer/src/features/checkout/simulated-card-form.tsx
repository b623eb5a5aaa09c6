import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { simulatedCardFormSchema, type SimulatedCardForm } from '#shared/schemas/payment-schemas.ts';
import { fieldFeedback } from '../../ui/formik-feedback.ts';
import { formatCardNumber, formatExpiry } from './checkout-logic.ts';

interface SimulatedCardFormProps {
  /** 'Start Subscription', 'Pay Now'. */
  submitLabel: string;
  /** Called with the test card number; the form shows its spinner until it settles. */
  onPay: (cardNumber: string) => Promise<void>;
}

/**
 * The card form of test mode (Subscribe and Checkout, 'Test mode'): it takes the test card
 * numbers card providers publish, so a member can try every outcome, and sends only the number.
 */
export function SimulatedCardFormView({ submitLabel, onPay }: SimulatedCardFormProps) {
  const validationSchema = useMemo(() => toFormikValidationSchema(simulatedCardFormSchema()), []);
  const formik = useFormik<SimulatedCardForm>({
    initialValues: { name: '', cardNumber: '', expiry: '', cvc: '' },
    validationSchema,
    onSubmit: (values) => onPay(values.cardNumber.replace(/\s/g, '')),
  });
  const field = (name: keyof SimulatedCardForm) => fieldFeedback(formik, name);
  return (
    <Form layout="vertical" onFinish={() => formik.handleSubmit()} className="hh-card-form" requiredMark={false}>
      <Alert
        type="info"
        showIcon
        className="hh-card-form__hint"
        title="Test mode: no card is charged"
        description={
          <>
            Use <strong>4242 4242 4242 4242</strong> with any future date and any 3 digits. <strong>4000 0000 0000 0002</strong> is declined;{' '}
            <strong>4000 0000 0000 0341</strong> pays now and fails at renewal.
          </>
        }
      />
      <Form.Item label="Name on card" htmlFor="card-name" {...field('name')}>
        <Input id="card-name" name="name" autoComplete="cc-name" value={formik.values.name} onChange={formik.handleChange} onBlur={formik.handleBlur} />
      </Form.Item>
      <Form.Item label="Card number" htmlFor="card-number" {...field('cardNumber')}>
        <Input
          id="card-number"
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={formik.values.cardNumber}
          onChange={(event) => void formik.setFieldValue('cardNumber', formatCardNumber(event.target.value))}
          onBlur={formik.handleBlur}
        />
      </Form.Item>
      <div className="hh-card-form__row">
        <Form.Item label="Expiry" htmlFor="card-expiry" {...field('expiry')}>
          <Input
            id="card-expiry"
            name="expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={formik.values.expiry}
            onChange={(event) => void formik.setFieldValue('expiry', formatExpiry(event.target.value))}
            onBlur={formik.handleBlur}
          />
        </Form.Item>
        <Form.Item label="CVC" htmlFor="card-cvc" {...field('cvc')}>
          <Input id="card-cvc" name="cvc" inputMode="numeric" autoComplete="cc-csc" maxLength={4} placeholder="123" value={formik.values.cvc} onChange={formik.handleChange} onBlur={formik.handleBlur} />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" size="large" block icon={<LockOutlined />} loading={formik.isSubmitting}>
        {formik.isSubmitting ? 'Processing...' : submitLabel}
      </Button>
    </Form>
  );
}
