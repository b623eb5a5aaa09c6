import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';

interface PaypalButtonsProps {
  clientId: string;
  /** Creates our order (priced by the server) and returns PayPal's order id. */
  createOrder: () => Promise<string>;
  onApprove: (orderId: string) => Promise<void>;
  onCancel: () => void;
  onError: (error: unknown) => void;
}

/** PayPal's own buttons (its JS SDK), loaded only on the wallet pages when PayPal is configured. */
export default function PaypalButtons({ clientId, createOrder, onApprove, onCancel, onError }: PaypalButtonsProps) {
  return (
    <PayPalScriptProvider options={{ clientId, currency: 'USD', intent: 'capture' }}>
      <PayPalButtons
        style={{ layout: 'vertical', shape: 'rect', label: 'paypal' }}
        createOrder={createOrder}
        onApprove={(data) => onApprove(data.orderID)}
        onCancel={onCancel}
        onError={onError}
      />
    </PayPalScriptProvider>
  );
}
